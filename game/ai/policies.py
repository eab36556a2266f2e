"""Cheap move policies for search: roll-outs and the short lists of moves a tree
considers where a game offers hundreds of legal actions.

A policy is ``policy(state, rng) -> action`` on a *full* (determinized) state; it
reads only public-looking properties and the mover's own hand, so it also works on
a view. Where a Normal rule-based player is registered in :mod:`game.ai` for the
game, :func:`rollout_policy` uses it; otherwise the game's own cheap policy below.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

from game.ai.rule_players import normal_player
from game.rules import GameState
from game.rules.toffpoker import OPEN, PASS, RAISE, SELECT, SELECT_SIZE, Bid, Select, canonical
from game.rules.toffpoker import value as toff_value
from game.rules.zwicker import ZWICK_POINTS, Capture, Trail, card_points
from game.rules.zwicker import value_of as zwicker_value

Policy = Callable[[GameState, random.Random], Any]

#: A tree node considers at most this many moves (larger sets are short-listed).
SHORTLIST = 24


# --- Zwicker ------------------------------------------------------------------------

def zwicker_score(state: GameState, action: Any) -> float:
    """How good a move looks at a glance: cards and points captured, a Zwick; spending
    a joker or leaving a scoring card on the table costs."""
    c = action.card
    joker = 3.0 if c.is_joker else 0.0
    if type(action) is Capture:
        units = state.table
        taken = [units[i] for i in action.taken]
        got = 1 + sum(len(u.cards) for u in taken)
        points = card_points(c) + sum(card_points(x) for u in taken for x in u.cards)
        zwick = ZWICK_POINTS if len(taken) == len(units) else 0
        return 10 + got + 2 * points + 3 * zwick - joker
    # stacking or laying down gives the card away: lay down cheap, plain cards
    exposed = 2 * card_points(c) + (0.1 * zwicker_value(c) if not c.is_joker else 0)
    stack_bonus = 0.0 if type(action) is Trail else 0.2
    return -exposed - 2 * joker + stack_bonus


def zwicker_policy(state: GameState, rng: random.Random) -> Any:
    legal = state.legal_actions()
    return max(legal, key=lambda a: zwicker_score(state, a))


#: Zwicker moves a node considers: joker declarations multiply the legal moves, and
#: most of them are clearly worse than the capture score's top ones.
ZWICKER_SHORTLIST = 12


def zwicker_shortlist(state: GameState, legal: Sequence[Any]) -> list[Any]:
    return sorted(legal, key=lambda a: -zwicker_score(state, a))[:ZWICKER_SHORTLIST]


# --- Toff-Poker ---------------------------------------------------------------------

def _pools_top(state: GameState, seat: int) -> int:
    return max(state.bid_total(s) for s in range(state.players) if s != seat)


def _winning_bid(pool: Sequence, need: int) -> tuple | None:
    """The cheapest single card or pair from ``pool`` worth at least ``need``."""
    singles = [c for c in pool if toff_value(c) >= need]
    if singles:
        return (min(singles, key=toff_value),)
    best = None
    for a, b in combinations(pool, 2):
        v = toff_value(a) + toff_value(b)
        if v >= need and (best is None or v < best[0]):
            best = (v, (a, b))
    return None if best is None else best[1]


def _bid(pool: Sequence, cards: Sequence) -> Bid:
    chosen = set(cards)
    return Bid(tuple(c for c in pool if c in chosen))


def toffpoker_policy(state: GameState, rng: random.Random) -> Any:
    """Select at random; open with the lowest card; raise to lead only cheaply (a single
    card or a pair), else pass."""
    legal = state.legal_actions()
    if state.phase == SELECT:
        return legal[int(rng.random() * len(legal))]
    seat = state.current_player
    pool = state.pool(seat)
    if state.phase == OPEN:
        return _bid(pool, [min(pool, key=toff_value)])
    need = _pools_top(state, seat) - state.bid_total(seat) + 1
    if need <= 0:
        return PASS
    cards = _winning_bid(pool, need)
    if cards is None or sum(toff_value(c) for c in cards) > need + 4:
        return PASS
    return _bid(pool, cards)


def _select_shapes(m: int) -> list[tuple[int, ...]]:
    """Index patterns of 5 of ``m`` cards sorted by value (highest first): the
    abstraction of Toff-Poker's 1,287 selections into a fixed set of shapes."""
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


def toffpoker_shortlist(state: GameState, legal: Sequence[Any]) -> list[Any]:
    seat = state.current_player
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
    ordered = sorted(pool, key=toff_value, reverse=True)
    for k in (2, 3):
        if len(pool) > k:
            out.append(_bid(pool, ordered[:k]))
    out.append(_bid(pool, pool))
    return list(dict.fromkeys(out))


# --- dispatch -----------------------------------------------------------------------

def random_policy(state: GameState, rng: random.Random) -> Any:
    legal = state.legal_actions()
    return legal[int(rng.random() * len(legal))]


_CHEAP: dict[str, Policy] = {"zwicker": zwicker_policy, "toffpoker": toffpoker_policy}
_SHORTLISTS: dict[str, Callable[[GameState, Sequence[Any]], list[Any]]] = {
    "zwicker": zwicker_shortlist, "toffpoker": toffpoker_shortlist}


#: Games whose roll-outs use the cheap policy even when a Normal player is registered
#: (for when the Normal player turns out to play worse per second of search).
CHEAP_ROLLOUTS: frozenset[str] = frozenset()


def rollout_policy(game: str, seed: int | None = None) -> Policy:
    """The Normal player of ``game`` when one is registered, else a cheap policy."""
    player = normal_player(game, seed) if game not in CHEAP_ROLLOUTS else None
    if player is not None:
        return PlayerPolicy(player)
    return _CHEAP.get(game, random_policy)


class PlayerPolicy:
    """A computer player as a roll-out policy: a class rather than a closure, so that
    a searching player can be sent to a worker process (pickled)."""

    def __init__(self, player: Any) -> None:
        self.player = player

    def __call__(self, state: GameState, rng: random.Random) -> Any:
        return self.player.choose(state)


class PairedPlayerPolicy(PlayerPolicy):
    """A player policy that draws its tie-breaks from the ``rng`` passed in, so two
    roll-outs given equal streams play alike (paired comparisons of moves)."""

    def __call__(self, state: GameState, rng: random.Random) -> Any:
        self.player.rng = rng
        return self.player.choose(state)


def paired_rollout_policy(game: str, seed: int | None = None) -> Policy:
    """Like :func:`rollout_policy`, with the Normal player as a
    :class:`PairedPlayerPolicy`."""
    player = normal_player(game, seed)
    if player is not None:
        return PairedPlayerPolicy(player)
    return _CHEAP.get(game, random_policy)


def ranked_moves(game: str, state: GameState, count: int) -> list[Any] | None:
    """The Normal player's ``count`` best moves, best first (None where the game's
    Normal player does not rank its moves)."""
    ranked = getattr(normal_player(game), "ranked", None)
    return None if ranked is None else ranked(state)[:count]


def candidates(state: GameState) -> Sequence[Any]:
    """The moves a search tree considers here: all legal ones, or a short list
    (Zwicker: always the best :data:`ZWICKER_SHORTLIST` by :func:`zwicker_score`)."""
    legal = state.legal_actions()
    if state.name == "zwicker" and len(legal) > ZWICKER_SHORTLIST:
        return zwicker_shortlist(state, legal)
    if len(legal) <= SHORTLIST:
        return legal
    shortlist = _SHORTLISTS.get(state.name)
    if shortlist is None:
        return legal[:SHORTLIST]
    return shortlist(state, legal)
