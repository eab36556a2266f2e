"""Determinization: full game states consistent with what one seat knows.

A searching computer player sees only ``view = state.view(seat)``. To look ahead it
samples *worlds*: complete states in which every UNKNOWN card is replaced by a card
the seat cannot see, so that ``world.view(seat) == view`` (the tests assert it) and
no public information is contradicted:

* **Stortok** — the hidden cards are the 36 minus the seat's hand, the cards others
  picked up and still hold (public, kept in place), the trick and the dead cards;
  they are shuffled into the other hands' unknown places and the stock. The engine
  records no "could not beat" facts (picking up is always allowed), so there is no
  further constraint.
* **Zwicker** — the hidden cards are the pack minus the seat's hand, the table, every
  pile and the cards outside the game. Jokers turned up in the opening layout lie at
  the bottom of the stock (public, Z-3): they stay there, and a returned joker that
  the last deal gave to a seat (whose place in the deal is public) is still in that
  hand unless the seat has played a joker since.
* **Toff-Poker** — only unrevealed selections are hidden; the engine's own
  ``determinize`` draws them from each seat's suit minus its public cards.

Use :func:`world_sampler` when sampling many worlds from one view (it does the
bookkeeping once); :func:`sample_world` is the one-shot form.

>>> import random
>>> from game.rules import new_game
>>> state = new_game("stortok", 3, seed=4)
>>> view = state.view(0)
>>> sample_world(view, 0, random.Random(1)).view(0) == view
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from .base import GameState
from .cards import JOKER, UNKNOWN, Card, deck36, shuffle, two_packs, zwicker_pack

Sampler = Callable[[random.Random], GameState]


def sample_world(view: GameState, seat: int, rng: random.Random) -> GameState:
    """One full state consistent with ``view`` (``seat``'s view), drawn with ``rng``."""
    return world_sampler(view, seat)(rng)


def world_sampler(view: GameState, seat: int) -> Sampler:
    """A function ``rng -> world`` for repeated sampling from one view."""
    try:
        build = _SAMPLERS[view.name]
    except KeyError:
        raise ValueError(f"no world sampler for {view.name!r}") from None
    return build(view, seat)


def _pool(full: list[Card], visible: Counter[Card]) -> list[Card]:
    """The cards of ``full`` that are not ``visible`` (a multiset difference), sorted
    by index so the result does not depend on where the cards were seen."""
    missing = Counter(full) - visible
    return sorted(missing.elements(), key=lambda c: c.index)


def _whole(view: GameState) -> GameState:
    """A copy of ``view`` that is a whole world: every seat has its legal actions."""
    world = view.clone()
    world._viewer = None
    world._legal_cache = None
    return world


# --- Stortok ------------------------------------------------------------------------

def _stortok_sampler(view: GameState, seat: int) -> Sampler:
    visible: Counter[Card] = Counter(view.trick)
    visible.update(view.dead)
    slots: list[tuple[int, list[Card], int]] = []   # (seat, known cards, unknown count)
    for s, hand in enumerate(view.hands):
        known = [c for c in hand if c is not UNKNOWN]
        visible.update(known)
        unknown = len(hand) - len(known)
        if unknown:
            slots.append((s, known, unknown))
    pool = _pool(deck36(), visible)
    stock = view.stock_size
    if len(pool) != stock + sum(n for _, _, n in slots):
        raise ValueError("the view does not add up to a Stortok deck")

    def sample(rng: random.Random) -> GameState:
        cards = shuffle(list(pool), rng)
        world = _whole(view)
        at = 0
        for s, known, unknown in slots:
            world.hands[s] = known + cards[at:at + unknown]
            at += unknown
        world._stock = cards[at:]
        return world

    return sample


# --- Zwicker ------------------------------------------------------------------------

def _zwicker_sampler(view: GameState, seat: int) -> Sampler:
    n = view.players
    pack = zwicker_pack() if view.pack_size == len(zwicker_pack()) else two_packs()
    visible: Counter[Card] = Counter(view.hands[seat])
    for unit in view.table:
        visible.update(unit.cards)
    for s in range(n):
        visible.update(view.piles[s])
    visible.update(view.outside)
    pool = _pool(pack, visible)
    stock = view.stock_size
    bottom_jokers, held_jokers = _returned_jokers(view)
    held_jokers[seat] = 0
    pool_rest = list(pool)
    for _ in range(bottom_jokers + sum(held_jokers)):
        pool_rest.remove(JOKER)
    others = [s for s in range(n) if s != seat]
    unknown = {s: len(view.hands[s]) for s in others}
    if len(pool) != stock + sum(unknown.values()):
        raise ValueError("the view does not add up to a Zwicker pack")
    free_stock = stock - bottom_jokers
    index = _card_index

    def sample(rng: random.Random) -> GameState:
        cards = shuffle(list(pool_rest), rng)
        world = _whole(view)
        hands = world.hands
        at = 0
        for s in others:
            fixed = held_jokers[s]
            take = unknown[s] - fixed
            hands[s] = tuple(sorted(cards[at:at + take] + [JOKER] * fixed, key=index))
            at += take
        world._stock = tuple(cards[at:at + free_stock]) + (JOKER,) * bottom_jokers
        world._drawn = 0
        return world

    return sample


def _card_index(c: Card) -> int:
    return c.index


def _returned_jokers(view: GameState) -> tuple[int, list[int]]:
    """Where the jokers returned by the opening layout (Z-3) are known to be.

    Returns how many still lie at the bottom of the stock, and per seat how many
    that seat surely holds: the last deal gave them to it (each place in a deal goes
    to a known seat) and it has not played as many jokers since. Worked out from
    public facts only: the deal order, the hand sizes and the actions in the history.
    """
    n = view.players
    k = len(view.opening)
    held = [0] * n
    if not k:
        return 0, held
    from .zwicker import HAND_SIZE, LAYOUT_SIZE

    stock_total = view.pack_size - HAND_SIZE * n - LAYOUT_SIZE   # returned jokers included
    first_joker = stock_total - k
    per_deal = HAND_SIZE * n
    # replay the turn order on hand sizes; remember the seat and card of every action
    counts = [HAND_SIZE] * n
    drawn = 0
    given = [0] * n          # returned jokers the running deal gave to each seat
    turn = (view.dealer + 1) % n
    for action in view.history:
        counts[turn] -= 1
        if action.card is JOKER and given[turn]:
            given[turn] -= 1
        nxt = _next_with_cards(counts, turn)
        if nxt is None and drawn < stock_total:
            given = [0] * n
            for j in range(min(per_deal, stock_total - drawn)):
                s = (view.dealer + 1 + j % n) % n
                counts[s] += 1
                if drawn >= first_joker:
                    given[s] += 1
                drawn += 1
            nxt = _next_with_cards(counts, turn)
        if nxt is None:
            break
        turn = nxt
    if drawn != stock_total - view.stock_size:
        raise ValueError("the history does not match the stock size")
    return min(k, view.stock_size), given


def _next_with_cards(counts: list[int], seat: int) -> int | None:
    n = len(counts)
    for step in range(1, n + 1):
        s = (seat + step) % n
        if counts[s]:
            return s
    return None


# --- Toff-Poker ---------------------------------------------------------------------

def _toffpoker_sampler(view: GameState, seat: int) -> Sampler:
    def sample(rng: random.Random) -> GameState:
        world = view.determinize(rng)
        world._viewer = None
        world._legal_cache = None   # the view's may be empty (another seat to move)
        return world

    return sample


_SAMPLERS: dict[str, Callable[[GameState, int], Sampler]] = {
    "stortok": _stortok_sampler,
    "zwicker": _zwicker_sampler,
    "toffpoker": _toffpoker_sampler,
}

__all__ = ["sample_world", "world_sampler"]
