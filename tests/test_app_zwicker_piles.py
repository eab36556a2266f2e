"""What is seen of a Zwicker capture pile: tidy as soon as the captured cards land, with
its count on top (the capturing card does not keep the lift it had in the hand)."""

from __future__ import annotations

import pygame
from support.app import click, make_app, mouse, start_table, visible_point
from support.zwicker import arranged_session, hand_sprite

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
    assert isinstance(table.chooser.current(), Capture) and sprite.lift > 20
    click(app, visible_point(table, sprite))       # confirmed: it takes
    pile = table.layer.zone(pile_zone(0))
    assert app.run_until(lambda: len(pile) == 3 and not any(s.moving for s in pile), 600)
    app.step()
    x, y, width = table.pile_anchor(0)
    for card in pile:
        drawn = card.rect(app.assets)
        assert abs(drawn.centerx - x) <= 3 and abs(drawn.centery - y) <= 3, (
            f"{card.card} lies at {drawn.center}, the pile at {(x, y)}")
    badge = table.count_badge(0)
    top = pile[-1].rect(app.assets)
    assert top.contains(badge)                     # the count sits on the pile's middle
    others = [s for s in table.layer.all() if s.zone != pile_zone(0)]
    assert not any(s.rect(app.assets).colliderect(badge) for s in others)
