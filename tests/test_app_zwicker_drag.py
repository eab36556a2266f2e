"""Dragging a Zwicker card over the table says what letting go would do: a unit the card
cannot stack on (or take) does not glow and shows in red the sum it would make; a unit it
may stack on glows and shows the stack's new value; nothing of the whole table glows
meanwhile. A card counts as over the unit it covers, also when held by its corner."""

from __future__ import annotations

import pygame
from support.app import make_app, mouse, start_table, visible_point
from support.zwicker import arranged_session, badges_of, board_of, hand_sprite

from game.app import i18n
from game.app.games.zwicker.layout import AREA
from game.app.kit import theme
from game.rules.zwicker import Stack, Zwicker


def unit_of(table, text: str) -> int:
    return next(u for u, unit in enumerate(board_of(table).units) if unit[0].card.text == text)


def drag_over(app, table, point: tuple[int, int]) -> None:
    mouse(app, pygame.MOUSEMOTION, point)
    for _ in range(3):
        app.step()


def test_a_dragged_card_glows_and_previews_only_where_it_may_stack():
    # J♣ counts 12: on 2♥ it makes 14 (legal), on 3♠ 15 (too high); it takes nothing
    state = Zwicker.arranged(["JC 6D", "4C 6H"], "3S 2H 8D", turn=0,
                             stock="7D 8C 9D 10S 2C 3C 4D 6S")
    app = make_app(size=(1920, 1080))
    table = start_table(app, arranged_session(state))
    assert app.run_until(table.human_to_act, 2000)
    jack = hand_sprite(table, "JC")
    low, high = unit_of(table, "2H"), unit_of(table, "3S")
    legal = [a for a in table.model.state.legal_actions() if jack.card in (a.card,)]
    assert Stack(jack.card, 12, low) in legal
    assert not any(isinstance(a, Stack) and a.index == high for a in legal)

    mouse(app, pygame.MOUSEBUTTONDOWN, visible_point(table, jack))
    drag_over(app, table, (AREA.centerx, AREA.bottom - 40))          # start the drag
    assert table.input.dragging and table.input.drop_glow() != AREA

    drag_over(app, table, board_of(table).unit_rect(high).center)             # over 3♠: nothing
    assert table.input.drop_glow() is None
    assert not any(colour == theme.HINT for _, _, colour in badges_of(table))

    drag_over(app, table, board_of(table).unit_rect(low).center)              # over 2♥: 2+12=14
    glow = table.input.drop_glow()
    assert glow is not None and glow.contains(board_of(table).unit_rect(low))
    assert not glow.colliderect(board_of(table).unit_rect(high))
    previews = [pill for pill, _, colour in badges_of(table) if colour == theme.HINT]
    assert len(previews) == 1 and board_of(table).unit_rect(low).centerx == previews[0].centerx
    assert table.presenter.chooser.current() == Stack(jack.card, 12, low)

    drag_over(app, table, board_of(table).unit_rect(high).center)             # back: preview gone
    assert table.input.drop_glow() is None
    assert not any(colour == theme.HINT for _, _, colour in badges_of(table))

    mouse(app, pygame.MOUSEBUTTONUP, board_of(table).unit_rect(low).center)   # let go: it stacks
    app.step()
    assert table.model.state.history[-1] == Stack(jack.card, 12, low)


def test_a_card_held_by_its_corner_over_a_unit_previews_and_is_refused_about_itself():
    """9♥ dragged onto 8♠ (17) with the pointer just off the unit: the 8♠ shows 8+9=17
    in red, and letting go is refused about 9♥ on 8♠, not about another card."""
    state = Zwicker.arranged(["9H 5C", "4C 6H"], "8S", turn=0,
                             stock="7D 8C 9D 10S 2C 3C 4D 6S")
    app = make_app(size=(1920, 1080))
    table = start_table(app, arranged_session(state))
    assert app.run_until(table.human_to_act, 2000)
    nine = hand_sprite(table, "9H")
    eight = unit_of(table, "8S")
    rect = nine.rect(app.assets)
    grip = (visible_point(table, nine)[0], rect.top + 10)              # near the top edge
    mouse(app, pygame.MOUSEBUTTONDOWN, grip)
    drag_over(app, table, (AREA.centerx, AREA.bottom - 40))
    assert table.input.dragging
    unit = board_of(table).unit_rect(eight)
    above = (unit.centerx + grip[0] - rect.centerx, unit.top - 14)      # pointer off the unit
    drag_over(app, table, above)
    assert board_of(table).unit_at(above) is None and board_of(table).drop_unit(above) == eight
    assert table.input.drop_glow() is None                                   # no legal move there
    red = [pill for pill, _, colour in badges_of(table) if colour == theme.DANGER]
    assert len(red) == 1 and red[0].centerx == unit.centerx
    before = table.model.state.clone()
    mouse(app, pygame.MOUSEBUTTONUP, above)
    app.step()
    assert table.model.state == before
    refusal = state.why_illegal(state.action_from_text(f"stack 9H on #{eight}"))
    assert table.toast.text == i18n.text(refusal)
    assert "9H" in table.toast.text and "8S" in table.toast.text and "5C" not in table.toast.text
