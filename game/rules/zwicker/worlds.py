"""Zwicker determinization: full states consistent with what one seat knows.

The hidden cards are the pack minus the seat's hand, the table, every pile and the
cards outside the game. Jokers turned up in the opening layout lie at the bottom of the
stock (public, Z-3): they stay there, and a returned joker that the last deal gave to a
seat (whose place in the deal is public) is still in that hand unless the seat has
played a joker since. Capturing is compulsory: a seat that stacked or laid down in the
running deal holds no card of a value that could have captured then (nor, under the
strict trail rule, one that could have been stacked). The seats with such limits are
dealt first from a shuffled pool; if that ever paints itself into a corner 19 times in
a row, the limits are dropped for that sample (never seen in the tests).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..cards import JOKER, Card, shuffle
from ..worlds import next_with_cards, unseen_cards, whole_world
from .actions import Capture, Stack, Trail
from .captures import MAX_VALUE, subsets_by_sum
from .cards import HAND_SIZE, LAYOUT_SIZE, two_packs, value_of, zwicker_pack
from .events import LaidOut

if TYPE_CHECKING:
    from .state import Zwicker


def zwicker_sampler(view: Zwicker, seat: int) -> Callable[[random.Random], Zwicker]:
    """``rng -> world`` for ``seat``'s view (see the module doc)."""
    n = view.players
    pack = zwicker_pack() if view.pack_size == len(zwicker_pack()) else two_packs()
    visible: Counter[Card] = Counter(view.hands[seat])
    for unit in view.table:
        visible.update(unit.cards)
    for s in range(n):
        visible.update(view.piles[s])
    visible.update(view.outside)
    pool = unseen_cards(pack, visible)
    stock = view.stock_size
    facts = public_facts(view)
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
                got = [c for c in cards if capture_value(c) not in no][:take]
                if len(got) < take:
                    raise LookupError("constraints not met")
                for c in got:
                    cards.remove(c)
            else:
                got, cards = cards[:take], cards[take:]
            hands[s] = got + [JOKER] * held_jokers[s]
        return hands, cards

    def sample(rng: random.Random) -> Zwicker:
        for attempt in range(20):
            try:
                hands, rest = deal(rng, strict=attempt < 19)
                break
            except LookupError:
                continue
        world = whole_world(view)
        for s, got in hands.items():
            world._hands[s] = tuple(sorted(got, key=index))
        world._stock = tuple(rest[:free_stock]) + (JOKER,) * bottom_jokers
        world._drawn = 0
        return world

    return sample


def _card_index(c: Card) -> int:
    return c.index


def capture_value(c: Card) -> int:
    """A card's Zwicker value; 0 for a joker (what capture and stack rules look at)."""
    return value_of(c)


class PublicFacts:
    """What the public record of a Zwicker game tells about hidden cards."""

    def __init__(self, players: int) -> None:
        #: returned jokers still at the bottom of the stock
        self.bottom_jokers = 0
        #: per seat: returned jokers it surely holds
        self.held_jokers = [0] * players
        #: per seat: card values (0 = joker) it cannot hold — in this deal it stacked or
        #: laid down while such a card would have had to capture (or to stack)
        self.cannot_hold: list[set[int]] = [set() for _ in range(players)]


def public_facts(view: Zwicker) -> PublicFacts:
    """Replay the public record: the turn order on hand sizes, the table from the
    opening layout, the deal places of the returned jokers (Z-3).

    Capturing is compulsory, so a seat that stacked or laid down held no card that
    could capture on that table; under the strict trail rule a seat that laid down
    held none that could be stacked. Hands only shrink between deals, so that holds
    for the cards it still has. Positions that were arranged rather than dealt (the
    replay does not arrive at the view's table and hands) give no facts.
    """
    n = view.players
    facts = PublicFacts(n)
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
    vals = [capture_value(c) for c in layout.cards]
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
