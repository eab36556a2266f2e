"""What is seen of a Zwicker capture pile: tidy as soon as the captured cards land, with
its count on top (the capturing card does not keep the lift it had in the hand)."""

from __future__ import annotations

import pygame
import pytest
from support.app import click, make_app, mouse, start_table, visible_point
from support.zwicker import arranged_session, board_of, hand_sprite

from game.app.games.zwicker.layout import pile_zone
from game.rules.zwicker import Capture, Zwicker


def test_a_capture_pile_is_tidy_when_the_cards_land():
    state = Zwicker.arranged(["KS JK 9C 2H", "3D 4H"], "10D 4C 5H 5S", turn=0,
                             stock="7D 8C 9D 10S 2C 3C 4D 6H")
    app = make_app(fast=False, size=(1920, 1080))
    app.settings.think_time = 0.05
    table = start_table(app, arranged_session(state))
    assert app.run_until(table.human_to_act, 2000)
    sprite = hand_sprite(table, "KS")
    point = visible_point(table, sprite)
    mouse(app, pygame.MOUSEMOTION, point)          # hovered: it rises
    click(app, point)                              # chosen: it stays up
    for _ in range(30):
        app.step()
    assert isinstance(table.presenter.chooser.current(), Capture) and sprite.lift > 20
    click(app, visible_point(table, sprite))       # confirmed: it takes
    pile = table.layer.zone(pile_zone(0))
    assert app.run_until(lambda: len(pile) == 3 and not any(s.moving for s in pile), 600)
    app.step()
    x, y, width = board_of(table).pile_anchor(0)
    for card in pile:
        drawn = card.rect(app.assets)
        assert abs(drawn.centerx - x) <= 3 and abs(drawn.centery - y) <= 3, (
            f"{card.card} lies at {drawn.center}, the pile at {(x, y)}")
    badge = board_of(table).count_badge(0)
    top = pile[-1].rect(app.assets)
    # the count's label sits on the pile's bottom edge, under its middle
    assert badge.centerx == top.centerx and abs(badge.centery - top.bottom) <= 2
    others = [s for s in table.layer.all() if s.zone != pile_zone(0)]
    assert not any(s.rect(app.assets).colliderect(badge) for s in others)


@pytest.mark.parametrize(("lang", "label"), [("en", "3 taken"), ("de", "3 genommen")])
def test_a_capture_pile_says_what_its_count_is(recorder, lang, label):
    """The piles' counts were bare numbers on card backs: the label says what is
    counted, drawn over the pile, and on none of the texts around it."""
    from support.text_sizes import text_sizes

    from game.app import i18n

    state = Zwicker.arranged(["KS 9C 2H", "3D 4H"], "10D 4C 5H 5S", turn=0,
                             stock="7D 8C 9D 10S 2C 3C 4D 6H")
    i18n.set_language(lang)
    try:
        app = text_sizes.make_app(lang)
        table = start_table(app, arranged_session(state))
        assert app.run_until(table.human_to_act, 2000)
        table.perform(next(a for a in state.legal_actions() if isinstance(a, Capture)
                           and len(a.taken) == 2))
        pile = table.layer.zone(pile_zone(0))
        assert app.run_until(lambda: len(pile) == 3 and not any(s.moving for s in pile), 600)
        report = recorder.measure(app, "zwicker")
        drawn = {t.text: t for t in report.texts if t.rect is not None}
        assert label in drawn and str(len(pile)) not in drawn
        assert board_of(table).count_badge(0).contains(drawn[label].ink)
        assert not [p for p in report.problems() if label in p]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_key_row_says_esc_puts_a_chosen_card_back_and_else_pauses(lang):
    """Esc with a card chosen puts it back (it does not pause): the key row says so while a
    card is chosen, and says "pause" when none is."""
    from support.app import press

    from game.app import i18n
    from game.app.screens.pause import PauseScene

    state = Zwicker.arranged(["KS 9C 2H", "3D 4H"], "10D 4C 5H 5S", turn=0,
                             stock="7D 8C 9D 10S 2C 3C 4D 6H")
    i18n.set_language(lang)
    try:
        app = make_app(size=(1920, 1080))
        table = start_table(app, arranged_session(state))
        assert app.run_until(table.human_to_act, 2000)
        put_back, pause = i18n.tr("zw.keys.put_back"), i18n.tr("zw.keys.pause")
        assert f"Esc {pause}" in table.presenter.keys_text()
        click(app, visible_point(table, hand_sprite(table, "KS")))
        assert table.presenter.chooser.selected is not None
        assert f"Esc {put_back}" in table.presenter.keys_text() and pause not \
                in table.presenter.keys_text()
        press(app, pygame.K_ESCAPE)                      # puts the card back
        assert table.presenter.chooser.selected is None and app.scenes.top is table
        assert f"Esc {pause}" in table.presenter.keys_text()
        press(app, pygame.K_ESCAPE)                      # now it pauses
        assert isinstance(app.scenes.top, PauseScene)
    finally:
        i18n.set_language("en")
