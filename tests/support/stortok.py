"""Stortok through real input: how the tests choose a move at its table."""

from __future__ import annotations

import pygame

from game.app.app import App
from game.app.table.scene import TableScene
from game.rules.stortok import DRAW, TAKE, Play
from support.app import click, press, sprite_of, visible_point


def stortok_input(app: App, table: TableScene, action, by: str) -> None:
    """A card by its number key (arrows and Enter past the ninth) or a click on it;
    taking and drawing by T and D or their buttons."""
    if by == "keys":
        if action == TAKE:
            press(app, pygame.K_t)
        elif action == DRAW:
            press(app, pygame.K_d)
        else:
            hand = table.perspective_hand()
            index = hand.index(sprite_of(table, action.card))
            if index < 9:
                press(app, pygame.K_1 + index)
            else:                       # arrows to the card, then Enter
                press(app, pygame.K_RIGHT)
                for _ in range(40):
                    if table.input.focus == index:
                        break
                    press(app, pygame.K_RIGHT if table.input.focus < index else pygame.K_LEFT)
                press(app, pygame.K_RETURN)
        return
    if action in (TAKE, DRAW):
        button = table.buttons[0 if action == TAKE else 1][0]
        click(app, button.rect.center)
        return
    assert isinstance(action, Play)
    click(app, visible_point(table, sprite_of(table, action.card)))
