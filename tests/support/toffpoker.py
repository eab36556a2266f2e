"""Toff-Poker through real input, its scripted players, and what of it is secret."""

from __future__ import annotations

import pygame

from game.app.app import App
from game.app.games.toffpoker.presenter import RANK_KEYS
from game.app.table.scene import TableScene
from game.rules.toffpoker import OPEN, PASS, SELECT, Bid, Select, canonical, value
from support.app import click, press
from support.driver import GameDriver

BIG = (1920, 1080)          # no window scaling: faster frames

#: the key that picks a Toff-Poker card of each rank (1 for the ace; A does too)
KEY_OF_RANK = {rank: key for key, rank in RANK_KEYS.items() if key != pygame.K_a}


def toffpoker_input(app: App, table: TableScene, action, by: str) -> None:
    """Pick the action's cards (rank keys or clicks), then confirm; or pass."""
    if action == PASS:
        if by == "keys":
            press(app, pygame.K_p)
        else:
            click(app, table.presenter.buttons[1][0].rect.center)
        return
    for card in action.cards:
        if by == "keys":
            press(app, KEY_OF_RANK[card.rank])
        else:
            sprite = next(s for s in table.hands.perspective_hand() if s.card == card)
            click(app, (round(sprite.x), round(sprite.y - 50)))
    picking = table.presenter.picking
    assert picking.picked == set(action.cards) and picking.main_enabled()
    if by == "keys":
        press(app, pygame.K_RETURN)
    else:
        click(app, table.presenter.buttons[0][0].rect.center)


def hidden_face_up(table: TableScene) -> set[int]:
    """Seats whose unrevealed selection (or, while it is pending, hand) is drawn face up:
    Toff-Poker's hands are public, only a selection is secret until it is revealed."""
    state = table.model.state
    shown = set()
    for sprite in table.layer.drawn_face_up:
        kind, _, tail = sprite.zone.partition(":")
        if kind == "sel" or (kind == "hand" and state.has_selected(int(tail))):
            shown.add(int(tail))
    return shown


def selecting(table: TableScene) -> bool:
    """Only the selection is private: bidding needs no hand-off."""
    return table.model.state.phase == SELECT


def five(hand):
    """The two highest and three lowest cards."""
    ordered = sorted(hand, key=value)
    return ordered[-2:] + ordered[:3]


class TieBot:
    """A scripted computer (public player API): chooses its two highest and three
    lowest cards, then always answers a higher bid with one card that ties it."""

    def choose(self, view):
        seat = view.current_player
        if view.phase == SELECT:
            return Select(canonical(five(view.hand(seat))))
        mine = view.bid_total(seat)
        top = max(view.bid_total(s) for s in range(view.players) if s != seat)
        pool = sorted(view.pool(seat), key=value)
        for card in pool:
            if mine < top and mine + value(card) == top:
                return Bid((card,))
        return Bid((pool[0],)) if view.phase == OPEN else PASS


def simple_action(state):
    """The tests' own simple player: high and low cards; the lowest in the opening
    circuit; a raise by the smallest card that leads; else pass."""
    seat = state.current_player
    if state.phase == SELECT:
        return Select(canonical(five(state.hand(seat))))
    pool = sorted(state.pool(seat), key=value)
    mine = state.bid_total(seat)
    top = max(state.bid_total(s) for s in range(state.players) if s != seat)
    leading = [c for c in pool if mine + value(c) > top]
    if state.phase == OPEN:
        return Bid((pool[0],))
    if mine <= top and leading and len(pool) > 1:
        return Bid((leading[0],))
    return PASS


def human_turn(app: App, table: TableScene, by_mouse: bool) -> None:
    """The simple player's move, through real input."""
    toffpoker_input(app, table, simple_action(table.model.state), "mouse" if by_mouse else "keys")


DRIVER = GameDriver(toffpoker_input, secret_shown=hidden_face_up, private_turn=selecting,
                    paused=lambda table: table.driver.reading())

#: the lesson's free-play sentences: step id -> what it claims of (position, event)
LESSON_CLAIMS = {
    "last_trick": lambda st, ev: True,       # the sums are read from the event
    "game_over": lambda st, ev: st.is_over,
}
