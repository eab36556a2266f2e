"""Toff-Poker cards and actions: card values and order, the actions, and the lazy
sequences of legal selections and bids (docs/rules/reference.md §2; the game is in
:mod:`game.rules.toffpoker.state`; the package re-exports the public names).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from ..base import fast_init
from ..cards import ALL_SUITS, JOKER, RANKS, UNKNOWN, Card, card_of

#: Cards a seat selects in each pass.
SELECT_SIZE = 5

Cards = tuple[Card, ...]


# --- values and card order ------------------------------------------------------------

def _card_value(c: Card) -> int:
    if c.is_joker or c.is_unknown:
        return 0
    return 1 if c.rank == 14 else c.rank


_VALUE: dict[Card, int] = {card_of(r, s): _card_value(card_of(r, s))
                           for s in ALL_SUITS for r in RANKS}
_VALUE[JOKER] = 0
_VALUE[UNKNOWN] = 0


def value(c: Card) -> int:
    """The Toff-Poker value of a card: A=1, 2..10 face value, J=11, Q=12, K=13."""
    return _VALUE[c]


def cards_value(cards: Sequence[Card]) -> int:
    """The sum of the values of ``cards``."""
    v = _VALUE
    return sum([v[c] for c in cards])


def _order_key(c: Card) -> tuple[int, int]:
    return (-_VALUE[c], c.index)


def canonical(cards: Sequence[Card]) -> Cards:
    """``cards`` in canonical order: descending value (K Q J 10 .. 2 A)."""
    return tuple(sorted(cards, key=_order_key))


#: Each suit in canonical order: K Q J 10 9 8 7 6 5 4 3 2 A.
_FULL: dict[str, Cards] = {s: canonical([card_of(r, s) for r in RANKS]) for s in ALL_SUITS}


def suit_cards(suit: str) -> Cards:
    """A seat's whole suit in canonical order."""
    return _FULL[suit]


# --- actions --------------------------------------------------------------------------

@fast_init
@dataclass(frozen=True, slots=True)
class Select:
    """Choose the five cards of this pass (canonical order)."""

    cards: Cards

    def __str__(self) -> str:
        return "select " + " ".join([c.text for c in self.cards])


@fast_init
@dataclass(frozen=True, slots=True)
class Bid:
    """Put these cards from the pool into the bid (in the opening circuit or as a raise)."""

    cards: Cards

    @property
    def value(self) -> int:
        return cards_value(self.cards)

    def __str__(self) -> str:
        return "bid " + " ".join([c.text for c in self.cards])


@fast_init
@dataclass(frozen=True, slots=True)
class Pass:
    """Do not raise now (not final: the turn may come back)."""

    def __str__(self) -> str:
        return "pass"


@fast_init
@dataclass(frozen=True, slots=True)
class HiddenSelect:
    """Another seat's unrevealed selection, as ``history`` shows it in a view."""

    def __str__(self) -> str:
        return "select ?"


PASS = Pass()
HIDDEN_SELECT = HiddenSelect()

Action = Select | Bid | Pass


# --- lazy sequences of legal actions ----------------------------------------------------

_COMBOS: dict[int, tuple[tuple[int, ...], ...]] = {}
_SUBSETS: dict[int, tuple[tuple[int, ...], ...]] = {}


def _combos(n: int) -> tuple[tuple[int, ...], ...]:
    """Index tuples of every 5 of ``n`` (lexicographic)."""
    found = _COMBOS.get(n)
    if found is None:
        found = _COMBOS[n] = tuple(combinations(range(n), SELECT_SIZE))
    return found


def _subsets(n: int) -> tuple[tuple[int, ...], ...]:
    """Index tuples of every non-empty subset of ``n``: by size, then lexicographic."""
    found = _SUBSETS.get(n)
    if found is None:
        found = _SUBSETS[n] = tuple(idx for r in range(1, n + 1)
                                    for idx in combinations(range(n), r))
    return found


def _is_subsequence(cards: Cards, of: Cards) -> bool:
    """Whether ``cards`` are distinct members of ``of``, in ``of``'s order (by identity:
    no look-alike passes, and no card's comparison runs)."""
    j = 0
    end = len(of)
    for c in cards:
        while j < end and of[j] is not c:
            j += 1
        if j == end:
            return False
        j += 1
    return True


class SelectChoices(Sequence[Select]):
    """Every legal selection: 5 of the hand (1,287 of 13, 56 of 8), built on demand.

    Membership is checked arithmetically in O(5) without building the list.
    """

    __slots__ = ("_hand", "_idx")
    _hand: Cards
    _idx: tuple[tuple[int, ...], ...]

    def __init__(self, hand: Cards) -> None:
        _SET_HAND(self, hand)       # the slots' own setters: __setattr__ refuses
        _SET_SELECT_IDX(self, _combos(len(hand)))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("legal actions are read-only")

    def __reduce__(self) -> tuple[Any, ...]:
        return SelectChoices, (self._hand,)

    def __len__(self) -> int:
        return len(self._idx)

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self._idx)))]
        h = self._hand
        return Select(tuple([h[j] for j in self._idx[i]]))

    def __iter__(self) -> Iterator[Select]:
        h = self._hand
        for idx in self._idx:
            yield Select(tuple([h[j] for j in idx]))

    def __contains__(self, action: object) -> bool:
        return (type(action) is Select and type(action.cards) is tuple
                and len(action.cards) == SELECT_SIZE and _is_subsequence(action.cards, self._hand))

    def __repr__(self) -> str:
        return f"SelectChoices({' '.join(c.text for c in self._hand)})"


class BidChoices(Sequence[Bid | Pass]):
    """Every legal bid: ``pass`` first (when raising), then every non-empty subset of
    the pool (by size), built on demand. Membership is O(pool)."""

    __slots__ = ("_pool", "_idx", "_first")
    _pool: Cards
    _idx: tuple[tuple[int, ...], ...]
    _first: int

    def __init__(self, pool: Cards, with_pass: bool) -> None:
        _SET_POOL(self, pool)
        _SET_BID_IDX(self, _subsets(len(pool)))
        _SET_FIRST(self, 1 if with_pass else 0)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("legal actions are read-only")

    def __reduce__(self) -> tuple[Any, ...]:
        return BidChoices, (self._pool, self._first == 1)

    def __len__(self) -> int:
        return len(self._idx) + self._first

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
            if i < 0:
                raise IndexError("action index out of range")
        if self._first:
            if i == 0:
                return PASS
            i -= 1
        p = self._pool
        return Bid(tuple([p[j] for j in self._idx[i]]))

    def __iter__(self) -> Iterator[Bid | Pass]:
        if self._first:
            yield PASS
        p = self._pool
        for idx in self._idx:
            yield Bid(tuple([p[j] for j in idx]))

    def __contains__(self, action: object) -> bool:
        if type(action) is Bid:
            cards = action.cards
            return type(cards) is tuple and len(cards) > 0 and _is_subsequence(cards, self._pool)
        return type(action) is Pass and self._first == 1

    def __repr__(self) -> str:
        return (f"BidChoices({' '.join(c.text for c in self._pool)}"
                f"{', with pass' if self._first else ''})")


# the slots' descriptors (read from the class dicts: to a type checker the names are the
# instance attributes)
_SET_HAND = vars(SelectChoices)["_hand"].__set__
_SET_SELECT_IDX = vars(SelectChoices)["_idx"].__set__
_SET_POOL = vars(BidChoices)["_pool"].__set__
_SET_BID_IDX = vars(BidChoices)["_idx"].__set__
_SET_FIRST = vars(BidChoices)["_first"].__set__


__all__ = ["SELECT_SIZE", "Cards", "value", "cards_value", "canonical", "suit_cards",
           "Select", "Bid", "Pass", "HiddenSelect", "PASS", "HIDDEN_SELECT", "Action",
           "SelectChoices", "BidChoices"]
