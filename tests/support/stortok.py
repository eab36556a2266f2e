"""Stortok through real input: how the tests choose a move at its table."""

from __future__ import annotations

import pygame

from game.app.app import App
from game.app.table.scene import TableScene
from game.rules.stortok import BEAT, DRAW, LEAD, TAKE, Play
from support.app import click, press, sprite_of, visible_point
from support.driver import GameDriver


def stortok_input(app: App, table: TableScene, action, by: str) -> None:
    """A card by its number key (arrows and Enter past the ninth) or a click on it;
    taking and drawing by T and D or their buttons."""
    if by == "keys":
        if action == TAKE:
            press(app, pygame.K_t)
        elif action == DRAW:
            press(app, pygame.K_d)
        else:
            hand = table.hands.perspective_hand()
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
        button = table.presenter.buttons[0 if action == TAKE else 1][0]
        click(app, button.rect.center)
        return
    assert isinstance(action, Play)
    click(app, visible_point(table, sprite_of(table, action.card)))


DRIVER = GameDriver(stortok_input)


def _plays(state) -> bool:
    return any(isinstance(a, Play) for a in state.legal_actions())


def _draws(state) -> bool:
    return DRAW in state.legal_actions()


#: the lesson's free-play sentences: step id -> what it claims of (position, event)
LESSON_CLAIMS = {
    # "Now you know every move. Play on by yourself …": a decision of the learner
    "on_your_own": lambda st, ev: st.current_player == 0 and not st.is_over,
    # "The stock is empty: nobody draws any more …"
    "stock_empty": lambda st, ev: st.stock_size == 0,
    # "Open card X: beat it with a gold card, or pick it up with T."
    "beat_any": lambda st, ev: st.phase == BEAT and _plays(st),
    # "Open card X: none of your cards beats it. Pick it up with T."
    "beat_none": lambda st, ev: st.phase == BEAT and not _plays(st),
    # "Your lead: play any card, or draw with D."
    "lead_any": lambda st, ev: st.phase == LEAD and _plays(st) and _draws(st),
    # "Your lead: play any card. The stock is empty …"
    "lead_last": lambda st, ev: st.phase == LEAD and st.stock_size == 0,
    # "X has no cards left and is out, in place N. The others play on."
    "out": lambda st, ev: not st.hand(ev.seat) and not st.is_over,
    # "X is the last one holding cards: the Stortok"
    "fool": lambda st, ev: ev.stortok is not None and st.is_over,
}
