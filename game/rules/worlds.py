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
  hand unless the seat has played a joker since. Capturing is compulsory: a seat that
  stacked or laid down in the running deal holds no card of a value that could have
  captured then (nor, under the strict trail rule, one that could have been stacked).
  The seats with such limits are dealt first from a shuffled pool; if that ever
  paints itself into a corner 19 times in a row, the limits are dropped for that
  sample (never seen in the tests).
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
from collections.abc import Callable, Sequence

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
            world._hands[s] = known + cards[at:at + unknown]
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
    facts = _zwicker_facts(view)
    bottom_jokers, held_jokers = facts.bottom_jokers, facts.held_jokers
    held_jokers[seat] = 0
    pool_rest = list(pool)
    for _ in range(bottom_jokers + sum(held_jokers)):
        pool_rest.remove(JOKER)
    others = [s for s in range(n) if s != seat]
    # the most restricted seats choose first
    others.sort(key=lambda s: -len(facts.cannot_hold[s]))
    unknown = {s: len(view.hands[s]) for s in others}
    if len(pool) != stock + sum(unknown.values()):
        raise ValueError("the view does not add up to a Zwicker pack")
    free_stock = stock - bottom_jokers
    index = _card_index
    banned = {s: facts.cannot_hold[s] for s in others if facts.cannot_hold[s]}

    def deal(rng: random.Random, strict: bool) -> tuple[dict[int, list[Card]], list[Card]]:
        cards = shuffle(list(pool_rest), rng)
        hands: dict[int, list[Card]] = {}
        for s in others:
            take = unknown[s] - held_jokers[s]
            no = banned.get(s) if strict else None
            if no:
                got = [c for c in cards if _zwicker_key(c) not in no][:take]
                if len(got) < take:
                    raise LookupError("constraints not met")
                for c in got:
                    cards.remove(c)
            else:
                got, cards = cards[:take], cards[take:]
            hands[s] = got + [JOKER] * held_jokers[s]
        return hands, cards

    def sample(rng: random.Random) -> GameState:
        for attempt in range(20):
            try:
                hands, rest = deal(rng, strict=attempt < 19)
                break
            except LookupError:
                continue
        world = _whole(view)
        for s, got in hands.items():
            world._hands[s] = tuple(sorted(got, key=index))
        world._stock = tuple(rest[:free_stock]) + (JOKER,) * bottom_jokers
        world._drawn = 0
        return world

    return sample


def _card_index(c: Card) -> int:
    return c.index


def _zwicker_key(c: Card) -> int:
    """A card's Zwicker value; 0 for a joker (what capture and stack rules look at)."""
    from .zwicker import value_of

    return value_of(c)


class _ZwickerFacts:
    """What the public record of a Zwicker game tells about hidden cards."""

    def __init__(self, players: int) -> None:
        #: returned jokers still at the bottom of the stock
        self.bottom_jokers = 0
        #: per seat: returned jokers it surely holds
        self.held_jokers = [0] * players
        #: per seat: card values (0 = joker) it cannot hold — in this deal it stacked or
        #: laid down while such a card would have had to capture (or to stack)
        self.cannot_hold: list[set[int]] = [set() for _ in range(players)]


def _zwicker_facts(view: GameState) -> _ZwickerFacts:
    """Replay the public record: the turn order on hand sizes, the table from the
    opening layout, the deal places of the returned jokers (Z-3).

    Capturing is compulsory, so a seat that stacked or laid down held no card that
    could capture on that table; under the strict trail rule a seat that laid down
    held none that could be stacked. Hands only shrink between deals, so that holds
    for the cards it still has. Positions that were arranged rather than dealt (the
    replay does not arrive at the view's table and hands) give no facts.
    """
    from .zwicker import HAND_SIZE, LAYOUT_SIZE, MAX_VALUE, Capture, LaidOut, Stack, Trail
    from .zwicker_captures import subsets_by_sum

    n = view.players
    facts = _ZwickerFacts(n)
    layout = next((e for e in view._opening if isinstance(e, LaidOut)), None)
    if layout is None or len(layout.cards) != LAYOUT_SIZE:
        return facts
    k = len(view.opening)
    strict = view.options.get("trail") != "free"
    stock_total = view.pack_size - HAND_SIZE * n - LAYOUT_SIZE   # returned jokers included
    first_joker = stock_total - k
    per_deal = HAND_SIZE * n
    counts = [HAND_SIZE] * n
    drawn = 0
    given = [0] * n            # returned jokers the running deal gave to each seat
    cannot: list[set[int]] = [set() for _ in range(n)]
    vals = [_zwicker_key(c) for c in layout.cards]
    turn = (view.dealer + 1) % n
    for action in view.history:
        kind = type(action)
        if kind is Capture:
            vals = [v for i, v in enumerate(vals) if not action.mask >> i & 1]
        else:
            if vals:
                by_sum = subsets_by_sum(tuple(vals))
                cannot[turn].update(v for v in range(2, MAX_VALUE + 1) if by_sum[v])
                cannot[turn].add(0)      # a joker can always take a single unit
                if kind is Trail and strict:
                    low = min(vals)
                    cannot[turn].update(v for v in range(2, MAX_VALUE + 1 - low))
            if kind is Stack:
                vals[action.index] += action.declared
            else:
                vals.append(action.declared)
        counts[turn] -= 1
        if action.card is JOKER and given[turn]:
            given[turn] -= 1
        nxt = next_with_cards(counts, turn)
        if nxt is None and drawn < stock_total:
            given = [0] * n
            cannot = [set() for _ in range(n)]
            for j in range(min(per_deal, stock_total - drawn)):
                s = (view.dealer + 1 + j % n) % n
                counts[s] += 1
                if drawn >= first_joker:
                    given[s] += 1
                drawn += 1
            nxt = next_with_cards(counts, turn)
        if nxt is None:
            break
        turn = nxt
    dealt = (drawn == stock_total - view.stock_size and tuple(vals) == tuple(view._vals)
             and counts == [len(h) for h in view.hands])
    if not dealt:
        return facts
    facts.bottom_jokers = min(k, view.stock_size)
    facts.held_jokers = given
    facts.cannot_hold = cannot
    return facts


def next_with_cards(counts: Sequence[int], seat: int) -> int | None:
    """The next seat after ``seat`` that still holds cards (None: nobody does)."""
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
