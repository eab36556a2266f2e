"""Zwicker computer players (RULES.md §3). Pure Python, on ``view(seat)`` only.

Easy captures at random when it can, else stacks or lays down at random (whatever the
engine lists). Normal weighs every legal action by what it wins and what it leaves:

- a capture is worth the points it takes (10D 10, aces 2, 7D/7S 1, a Zwick 3) plus a
  little per card (most cards); a joker is kept for a big capture or a Zwick;
- a table the next seats could clear with one card (a Zwick for them) or that leaves
  points lying about costs;
- a stack is good when it builds towards a value the player holds, a card laid down
  should be cheap.

>>> from game.rules import new_game
>>> state = new_game("zwicker", 3, seed=2)
>>> ZwickerNormal(1).choose(state.view(state.current_player)) in state.legal_actions()
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from game.rules.cards import Card
from game.rules.zwicker import Capture, Stack, value_of
from game.rules.zwicker_captures import MAX_VALUE, selections

from .base import SeededPlayer

ZWICK = 3.0
CARD_SHARE = 0.15          # one "most cards" point shared over many cards
JOKER_KEEP = 2.5           # what a joker in hand is worth beyond its capture
CLEAR_RISK = 0.55          # chance the next seats can clear a clearable table
LOOSE_POINTS = 0.3         # share of the points on the table others will take
BUILD_BONUS = 0.6          # a stack towards a value held in hand

_CLEARABLE: dict[tuple[int, ...], bool] = {}
_CACHE_LIMIT = 20_000


def card_points(c: Card) -> int:
    """What a card scores in a pile (jokers nothing)."""
    if c.is_joker:
        return 0
    if c.rank == 14:
        return 2
    if c.rank == 10 and c.suit == "D":
        return 10
    if c.rank == 7 and c.suit in "DS":
        return 1
    return 0


def clearable(values: tuple[int, ...]) -> bool:
    """Whether one card of some value 2..14 could take the whole table (a Zwick)."""
    if not values:
        return False
    found = _CLEARABLE.get(values)
    if found is None:
        full = (1 << len(values)) - 1
        total = sum(values)
        found = any(total % v == 0 and any(m == full for m, _ in selections(values, v))
                    for v in range(2, MAX_VALUE + 1) if v >= max(values))
        if len(_CLEARABLE) >= _CACHE_LIMIT:
            _CLEARABLE.clear()
        _CLEARABLE[values] = found
    return found


def _points(cards: Iterable[Card]) -> int:
    return sum(card_points(c) for c in cards)


class ZwickerEasy(SeededPlayer):
    """Random among the captures when it can capture, else random among the rest."""

    def choose(self, view: Any) -> Any:
        legal = view.legal_actions()
        captures = [a for a in legal if isinstance(a, Capture)]
        pool: Sequence[Any] = captures or legal
        return pool[int(self.rng.random() * len(pool))]


class ZwickerNormal(SeededPlayer):
    """Rule-based: best points now, least left for the others (see the module doc)."""

    def choose(self, view: Any) -> Any:
        legal = view.legal_actions()
        seat = view.current_player
        hand = view.hand(seat)
        best: list[Any] = []
        best_score = float("-inf")
        for action in legal:
            score = self.evaluate(view, hand, action)
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif abs(score - best_score) <= 1e-9:
                best.append(action)
        return best[int(self.rng.random() * len(best))]

    @staticmethod
    def evaluate(view: Any, hand: list[Card], action: Any) -> float:
        table = view.table
        c = action.card
        rest_hand = list(hand)
        rest_hand.remove(c)
        held = {value_of(x) for x in rest_hand if not x.is_joker}
        score = 0.0
        if isinstance(action, Capture):
            taken = set(action.taken)
            got = [c] + [x for i in taken for x in table[i].cards]
            left = [u for i, u in enumerate(table) if i not in taken]
            score += _points(got) + CARD_SHARE * len(got)
            if not left:
                score += ZWICK
            elif c.is_joker:
                score -= JOKER_KEEP
            values = tuple(u.value for u in left)
            left_cards = [x for u in left for x in u.cards]
        elif isinstance(action, Stack):
            values = tuple(u.value + action.declared if i == action.index else u.value
                           for i, u in enumerate(table))
            left_cards = [x for u in table for x in u.cards] + [c]
            new_value = values[action.index]
            if new_value in held:
                score += BUILD_BONUS + 0.8 * _points(table[action.index].cards + (c,))
            score -= 0.5 * card_points(c) + (JOKER_KEEP if c.is_joker else 0.0)
        else:
            values = tuple(u.value for u in table) + (action.declared,)
            left_cards = [x for u in table for x in u.cards] + [c]
            if action.declared in held:
                score += 0.3 * BUILD_BONUS
            score -= 0.5 * card_points(c) + (JOKER_KEEP if c.is_joker else 0.0)
            score -= 0.01 * value_of(c)        # lay down low cards, keep the big takers
        loose = _points(left_cards)
        if clearable(values):
            score -= CLEAR_RISK * (ZWICK + loose + CARD_SHARE * len(left_cards))
        else:
            score -= LOOSE_POINTS * loose
        return score


__all__ = ["ZwickerEasy", "ZwickerNormal", "card_points", "clearable"]
