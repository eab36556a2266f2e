"""Zwicker through real input, and arranged positions at its table."""

from __future__ import annotations

import pygame

from game.app.app import App
from game.app.games.zwicker.board import Board
from game.app.games.zwicker.components import UnitMarks
from game.app.session import Seat, Session
from game.app.table.scene import TableScene
from support.app import click, press, visible_point
from support.driver import GameDriver


def zwicker_input(app: App, table: TableScene, action, by: str) -> None:
    """Select the card, set a joker's value, cycle to the action, confirm — all by events."""
    hand = table.hands.perspective_hand()
    sprite = next(s for s in hand if s.card is action.card)
    if by == "keys":
        press(app, pygame.K_1 + hand.index(sprite))
    else:
        click(app, visible_point(table, sprite))
    assert table.presenter.chooser.selected is sprite
    if action.card.is_joker:
        for _ in range(20):
            if table.presenter.chooser.declared == action.declared:
                break
            if by == "keys":
                press(app, pygame.K_UP)
            else:
                rect = dict(table.presenter.chooser.picker_rects())[action.declared]
                click(app, rect.center)
    for _ in range(len(table.presenter.chooser.choices()) + 1):
        if table.presenter.chooser.current() == action:
            break
        press(app, pygame.K_TAB)
    assert table.presenter.chooser.current() == action
    if by == "keys":
        press(app, pygame.K_RETURN)
    else:
        click(app, visible_point(table, sprite))      # clicking the selected card confirms


def arranged_session(state, seats=None, seed=1) -> Session:
    """A Zwicker session that starts from ``state`` (Ute, a human, against a computer)."""
    session = Session("zwicker", seats or [Seat("Ute", True), Seat("Bot", False)], seed=seed)
    state.names = tuple(s.name for s in session.seats)
    session.match.state = state
    return session


def board_of(table: TableScene) -> Board:
    """The units and capture piles as the table shows them."""
    return table.parts.of(Board)


def badges_of(table: TableScene):
    """The units' value marks as drawn: (pill, text image, colour)."""
    return table.parts.of(UnitMarks).value_badges()


def hand_sprite(table: TableScene, text: str):
    return next(s for s in table.hands.perspective_hand() if s.card.text == text)


DRIVER = GameDriver(zwicker_input)

#: the lesson's free-play sentences: step id -> what it claims of (position, event)
LESSON_CLAIMS = {
    # "All hands are empty: everyone gets four new cards from the stock."
    "new_cards": lambda st, ev: all(len(st.hand(s)) == 4 for s in range(st.players)),
    # "Stock and hands are empty: the cards left on the table go to X …"
    "leftovers": lambda st, ev: st.stock_size == 0
    and not any(st.hand(s) for s in range(st.players)),
    "scoring": lambda st, ev: st.is_over,
}
