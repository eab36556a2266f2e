"""Rule-based Toff-Poker players (docs/rules/reference.md §2). They read only their view: during a
selection the others' choices are hidden there; during bidding everything is public.

Easy chooses at random, bids random small sums and passes often. Normal spends its
cards where they pay: it selects a few high cards to win with and low cards to throw
into tricks it gives up, raises by the cheapest set of cards that takes the lead (never
to a tie), and only while that costs no more than a trick is worth to it and keeps the
bid to at most two cards (no bidding wars that empty its pool).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from typing import Any

from game.rules.base import GameState
from game.rules.cards import Card
from game.rules.toffpoker import (
    PASS,
    RAISE,
    SELECT,
    SELECT_SIZE,
    Action,
    Bid,
    Select,
    ToffPoker,
    canonical,
    value,
)

from .base import SeededPlayer
from .registry import SHORTLIST, GameAI, register

#: Normal: how many of the selected cards are the hand's highest (the rest lowest).
HIGH_PICKS = {1: 3, 2: 3}
#: Normal: how often it takes one high card fewer than that.
VARY = 0.25
#: Normal: a raise may cost at most this share of what one trick is worth to it.
WORTH_FACTOR = 1.5
#: Normal: the share of the pass's tricks it hopes for, relative to a fair share.
SHARE = 2.0
#: Normal: at most this many cards in one trick's bid. Without a cap two Normal players
#: outbid each other until a pool is empty, and a third keeps its cards for later.
MAX_CARDS = 2


def _highest_others(view: ToffPoker, seat: int) -> int:
    return max(view.bid_total(s) for s in range(view.players) if s != seat)


def cheapest_lead(pool: Sequence[Card], total: int, beat: int) -> tuple[Card, ...] | None:
    """The cards of ``pool`` with the smallest sum that lift ``total`` strictly above
    ``beat`` (fewest cards on equal sums), or None if even the whole pool cannot."""
    need = beat - total + 1
    best: tuple[int, int, tuple[Card, ...]] | None = None
    for size in range(1, len(pool) + 1):
        for combo in combinations(pool, size):
            worth = sum(value(c) for c in combo)
            if worth >= need and (best is None or (worth, size) < best[:2]):
                best = (worth, size, combo)
    return None if best is None else canonical(best[2])


def trick_worth(view: ToffPoker, seat: int) -> float:
    """What one more raise for this trick may cost: the pool's value spread over the
    tricks this seat may hope to win in the rest of the pass (a pass ends when the
    smallest pool is empty)."""
    pool = view.pool(seat)
    pools = [len(view.pool(s)) for s in range(view.players) if view.pool(s)]
    tricks_left = min(pools) if pools else 1
    mine = max(1.0, tricks_left * SHARE / view.players)
    return WORTH_FACTOR * sum(value(c) for c in pool) / mine


class ToffPokerNormal(SeededPlayer):
    """Value-aware: keeps high cards for fights worth winning, raises by the smallest
    winning margin, passes rather than feeding a lost trick, never raises into a tie."""

    def choose(self, view: ToffPoker) -> Action:
        seat = view.current_player
        assert seat is not None               # asked only for the seat to move
        if view.phase == SELECT:
            return self.select(view, seat)
        pool = view.pool(seat)
        total = view.bid_total(seat)
        beat = _highest_others(view, seat)
        raising = view.phase == RAISE
        if raising and total > beat:
            return PASS                              # leading already
        lead = cheapest_lead(pool, total, beat)
        if lead is not None and sum(value(c) for c in lead) <= trick_worth(view, seat) \
                and len(view.bid(seat)) + len(lead) <= MAX_CARDS:
            return Bid(lead)
        if raising:
            return PASS
        # the opening circuit needs a card: the cheapest, but never one that makes a tie
        for card in sorted(pool, key=value):
            if total + value(card) != beat or len(pool) == 1:
                return Bid((card,))
        return Bid((min(pool, key=value),))

    def select(self, view: ToffPoker, seat: int) -> Select:
        hand = sorted(view.hand(seat), key=value, reverse=True)
        high = HIGH_PICKS.get(view.pass_number, 3)
        if self.rng.random() < VARY:
            high -= 1          # now and then one low card more: harder to read, less even
        if view.pass_number == 2:
            # saved cards join the pool: with strong saved cards, take more low ones
            saved = view.saved(seat)
            high = max(0, high - sum(1 for c in saved if value(c) >= 10))
        chosen = hand[:high] + hand[len(hand) - (SELECT_SIZE - high):]
        return Select(canonical(chosen))


class ToffPokerEasy(SeededPlayer):
    """Random selection; bids random small sums; passes often."""

    def choose(self, view: ToffPoker) -> Action:
        seat = view.current_player
        assert seat is not None               # asked only for the seat to move
        rng = self.rng
        if view.phase == SELECT:
            hand = list(view.hand(seat))
            picked = [hand.pop(int(rng.random() * len(hand))) for _ in range(SELECT_SIZE)]
            return Select(canonical(picked))
        if view.phase == RAISE and rng.random() < 0.6:
            return PASS
        pool = list(view.pool(seat))
        size = 1 if len(pool) == 1 or rng.random() < 0.6 else 2
        picked = [pool.pop(int(rng.random() * len(pool))) for _ in range(size)]
        return Bid(canonical(picked))


# --- what the search needs ------------------------------------------------------------

def _pools_top(state: ToffPoker, seat: int) -> int:
    return max(state.bid_total(s) for s in range(state.players) if s != seat)


def _winning_bid(pool: Sequence[Card], need: int) -> tuple[Card, ...] | None:
    """The cheapest single card or pair from ``pool`` worth at least ``need``."""
    singles = [c for c in pool if value(c) >= need]
    if singles:
        return (min(singles, key=value),)
    best: tuple[int, tuple[Card, ...]] | None = None
    for a, b in combinations(pool, 2):
        v = value(a) + value(b)
        if v >= need and (best is None or v < best[0]):
            best = (v, (a, b))
    return None if best is None else best[1]


def _bid(pool: Sequence[Card], cards: Sequence[Card]) -> Bid:
    chosen = set(cards)
    return Bid(tuple(c for c in pool if c in chosen))


def _select_shapes(m: int) -> list[tuple[int, ...]]:
    """Index patterns of 5 of ``m`` cards sorted by value (highest first): the
    abstraction of the 1,287 selections into a fixed set of shapes."""
    shapes = {tuple(range(5)), tuple(range(m - 5, m)), (0, 1, m - 3, m - 2, m - 1),
              (0, 1, 2, m - 2, m - 1), (0, m - 4, m - 3, m - 2, m - 1),
              tuple(range(m // 2 - 2, m // 2 + 3)), tuple(range(0, min(m, 10), 2))[:5]}
    shapes = {s for s in shapes if len(set(s)) == SELECT_SIZE and max(s) < m}
    rng = random.Random(m)   # fixed: the same shapes for every hand of this size
    all_combos = list(combinations(range(m), SELECT_SIZE))
    while len(shapes) < min(SHORTLIST, len(all_combos)):
        shapes.add(all_combos[int(rng.random() * len(all_combos))])
    return sorted(shapes)


_SHAPES: dict[int, list[tuple[int, ...]]] = {}


def shortlist(state: GameState, legal: Sequence[Any]) -> list[Any]:
    """Selections as 24 fixed "shapes" of five cards by value rank; bids as pass, every
    single card, the cheapest winning pair, the top two/three and the whole pool."""
    assert isinstance(state, ToffPoker)
    seat = state.current_player
    assert seat is not None                   # asked only for the seat to move
    if state.phase == SELECT:
        hand = canonical(state.hand(seat))
        shapes = _SHAPES.get(len(hand))
        if shapes is None:
            shapes = _SHAPES[len(hand)] = _select_shapes(len(hand))
        return [Select(canonical([hand[i] for i in shape])) for shape in shapes]
    pool = state.pool(seat)
    out: list[Any] = [PASS] if state.phase == RAISE else []
    out += [_bid(pool, [c]) for c in pool]
    need = _pools_top(state, seat) - state.bid_total(seat) + 1
    win = _winning_bid(pool, need) if need > 0 else None
    if win is not None and len(win) > 1:
        out.append(_bid(pool, win))
    ordered = sorted(pool, key=value, reverse=True)
    for k in (2, 3):
        if len(pool) > k:
            out.append(_bid(pool, ordered[:k]))
    out.append(_bid(pool, pool))
    return list(dict.fromkeys(out))


#: Roll-outs stop at the end of the running round (the rules' horizon).
AI = register(GameAI(
    game="toffpoker",
    levels={"easy": ToffPokerEasy, "normal": ToffPokerNormal},
    shortlist=shortlist,
))
