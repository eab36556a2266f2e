"""Playing cards: suits, ranks, jokers, card text, decks and a replay-safe shuffle.

Cards are interned: there is exactly one ``Card`` object per card text, so cards
compare by identity and hash fast (two packs hold two references to the same
object). Build them with :func:`card` or :meth:`Card.parse`, never directly.

>>> card("10D").rank, card("10D").suit
(10, 'D')
>>> str(card("AS")), str(JOKER)
('AS', 'JK')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, MutableSequence, Sequence
from typing import Any, TypeVar

#: Suit letters: the four French suits plus the two invented Toff-Poker suits
#: (circle ``O`` and star ``T``).
SUITS = ("S", "H", "D", "C")
EXTRA_SUITS = ("O", "T")
ALL_SUITS = SUITS + EXTRA_SUITS
#: Ranks as numbers, low to high: 2..10, J=11, Q=12, K=13, A=14.
RANKS = tuple(range(2, 15))
RANK_TEXT = {**{r: str(r) for r in range(2, 11)}, 11: "J", 12: "Q", 13: "K", 14: "A"}
JOKER_TEXT = "JK"
UNKNOWN_TEXT = "??"


class Card:
    """One playing card. Immutable and interned (one object per text)."""

    __slots__ = ("rank", "suit", "text", "is_joker", "index")

    rank: int       # 2..14; 0 for the joker and the unknown card
    suit: str       # one of ALL_SUITS; "" for the joker and the unknown card
    text: str       # canonical text: "10D", "AS", "JK", "??"
    is_joker: bool
    index: int      # a small dense number, handy for tables and sorting

    _by_text: dict[str, Card] = {}

    def __init__(self, rank: int, suit: str, text: str, is_joker: bool, index: int) -> None:
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "is_joker", is_joker)
        object.__setattr__(self, "index", index)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card({self.text!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self

    def __reduce__(self) -> tuple[Callable[[str], Card], tuple[str]]:
        return (card, (self.text,))

    @property
    def is_unknown(self) -> bool:
        return self.text == UNKNOWN_TEXT

    @property
    def colour(self) -> str:
        """``"red"`` for hearts and diamonds, ``"black"`` for spades and clubs."""
        return "red" if self.suit in ("H", "D") else "black"

    @staticmethod
    def parse(text: str) -> Card:
        """The card for a text such as ``"10D"``, ``"as"`` or ``"JK"``.

        Raises ``ValueError`` with a readable message for anything else.
        """
        key = text.strip().upper() if isinstance(text, str) and text.isascii() else ""
        found = Card._by_text.get(key)
        if found is None:
            shown = text[:40] if isinstance(text, str) else type(text).__name__
            raise ValueError(f"{shown!r} is not a card (write e.g. 10D, AS, QH or JK)")
        return found


def _build_all() -> None:
    index = 0
    for suit in ALL_SUITS:
        for rank in RANKS:
            text = RANK_TEXT[rank] + suit
            Card._by_text[text] = Card(rank, suit, text, False, index)
            index += 1
    Card._by_text[JOKER_TEXT] = Card(0, "", JOKER_TEXT, True, index)
    Card._by_text[UNKNOWN_TEXT] = Card(0, "", UNKNOWN_TEXT, False, index + 1)


_build_all()

_INTERNED = frozenset(map(id, Card._by_text.values()))


def is_card(value: object) -> bool:
    """Whether ``value`` is one of the interned cards (not a forged look-alike)."""
    return id(value) in _INTERNED and type(value) is Card


#: The joker (all jokers are the same card).
JOKER = Card._by_text[JOKER_TEXT]
#: Placeholder for a card a player may not see (in ``view()``).
UNKNOWN = Card._by_text[UNKNOWN_TEXT]


def card(text: str) -> Card:
    """The card for ``text`` (see :meth:`Card.parse`)."""
    return Card.parse(text)


def cards(texts: str | Iterable[str | Card]) -> list[Card]:
    """Cards from a space-separated text or an iterable of texts/cards."""
    if isinstance(texts, str):
        texts = texts.split()
    return [c if isinstance(c, Card) else Card.parse(c) for c in texts]


def card_of(rank: int, suit: str) -> Card:
    """The card of a rank (2..14) and suit letter."""
    return Card._by_text[RANK_TEXT[rank] + suit]


def cards_text(items: Iterable[Card]) -> str:
    """``"10D AS JK"``: cards as canonical text, separated by spaces."""
    return " ".join(c.text for c in items)


# --- decks (top first) ---------------------------------------------------------------

def full_suit(suit: str, ranks: Iterable[int] = RANKS) -> list[Card]:
    """All cards of one suit, lowest rank first."""
    return [card_of(rank, suit) for rank in ranks]


def deck36() -> list[Card]:
    """The Stortok deck: 6 7 8 9 10 J Q K A in each of the four suits."""
    return [c for suit in SUITS for c in full_suit(suit, range(6, 15))]


def pack52(jokers: int = 0) -> list[Card]:
    """A French pack of 52, optionally with jokers at the end."""
    return [c for suit in SUITS for c in full_suit(suit)] + [JOKER] * jokers


T = TypeVar("T")
#: Any mutable sequence: :func:`shuffle` gives back the very object it was handed.
MutableSeq = TypeVar("MutableSeq", bound=MutableSequence[Any])


def shuffle(items: MutableSeq, rng: random.Random) -> MutableSeq:
    """Shuffle in place with Fisher–Yates driven by ``rng.random()`` only.

    ``random.shuffle`` changed its algorithm between Python versions; this one
    depends only on the documented, stable ``random()`` stream, so a seed gives
    the same deal everywhere and saved replays stay valid.
    """
    for i in range(len(items) - 1, 0, -1):
        j = int(rng.random() * (i + 1))
        items[i], items[j] = items[j], items[i]
    return items


def shuffled(items: Sequence[T], rng: random.Random) -> list[T]:
    """A shuffled copy (see :func:`shuffle`)."""
    out = list(items)
    shuffle(out, rng)
    return out
