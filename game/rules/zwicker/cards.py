"""What Zwicker cards are worth (docs/rules/reference.md §3): values for capturing, points for
scoring, the pack for a number of players, and the score of final piles. The game is
in :mod:`game.rules.zwicker.state`; the package re-exports the public names.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, card_of, pack52
from .captures import MAX_VALUE

#: Cards dealt to each seat per deal, and laid out on the table at the start.
HAND_SIZE = 4
LAYOUT_SIZE = 4

#: The lowest value a unit or a joker can have (a joker is declared 2..14).
MIN_VALUE = 2
JOKER_VALUES = tuple(range(MIN_VALUE, MAX_VALUE + 1))

#: Zwicker values of the card ranks (cards.py counts J=11 Q=12 K=13 A=14).
RANK_VALUE = {**{r: r for r in range(2, 11)}, 11: 12, 12: 13, 13: 14, 14: 11}

#: Score categories in scoreboard order.
CATEGORIES = ("cards", "7D", "7S", "aces", "zwicks", "10D")
CATEGORY_TITLES = {"cards": "Most cards", "7D": "Seven of diamonds", "7S": "Seven of spades",
                   "aces": "Aces", "zwicks": "Zwicks", "10D": "Ten of diamonds"}
ZWICK_POINTS = 3
SEVEN_D = card_of(7, "D")
SEVEN_S = card_of(7, "S")
TEN_D = card_of(10, "D")


def zwicker_pack() -> list[Card]:
    """One pack of 52 plus 6 jokers (58 cards)."""
    return pack52(jokers=6)


def two_packs() -> list[Card]:
    """Two packs of 52 plus 6 jokers each (116 cards)."""
    return zwicker_pack() * 2


def value_of(c: Card) -> int:
    """The Zwicker value of a card (0 for a joker: it takes a declared value)."""
    return 0 if c.is_joker else RANK_VALUE[c.rank]


_VALUE: dict[Card, int] = {c: value_of(c) for c in zwicker_pack()}


def _points_of(c: Card) -> int:
    if c.is_joker:
        return 0
    return 10 if c is TEN_D else 2 if c.rank == 14 else 1 if c is SEVEN_D or c is SEVEN_S else 0


_POINTS: dict[Card, int] = {c: _points_of(c) for c in zwicker_pack()}


def card_points(c: Card) -> int:
    """What a card scores in a pile: 10D 10, an ace 2, 7D and 7S 1, others (and jokers,
    and unknown cards) nothing. Zwicks and most cards score apart (:func:`score_piles`).

    >>> from game.rules.cards import card
    >>> [card_points(card(t)) for t in ("10D", "AS", "7S", "7H", "JK")]
    [10, 2, 1, 0, 0]
    """
    return _POINTS.get(c, 0)


def pack_for(players: int) -> tuple[Card, ...]:
    """The cards of a game for that many players: one pack of 52 and 6 jokers (58) for
    2-4 players, two such packs (116) for 5-8."""
    return tuple(zwicker_pack() if players <= 4 else two_packs())


def score_piles(piles: Sequence[Sequence[Card]], zwicks: Sequence[int]) -> list[dict[str, int]]:
    """Points per seat and category (keys in :data:`CATEGORIES` order) for final piles.

    >>> from game.rules.cards import cards
    >>> score_piles([cards("AC 10D"), cards("7S")], [1, 0])[0]
    {'cards': 1, '7D': 0, '7S': 0, 'aces': 2, 'zwicks': 3, '10D': 10}
    """
    sizes = [len(p) for p in piles]
    top = max(sizes) if sizes else 0
    single = sizes.count(top) == 1
    out = []
    for pile, size, zw in zip(piles, sizes, zwicks, strict=True):
        seven_d = seven_s = aces = ten_d = 0
        for c in pile:      # one pass; cards are interned, so "is" tells them apart
            if c.rank == 14:
                aces += 1
            elif c is SEVEN_D:
                seven_d += 1
            elif c is SEVEN_S:
                seven_s += 1
            elif c is TEN_D:
                ten_d += 1
        out.append({
            "cards": 1 if single and size == top else 0,
            "7D": seven_d,
            "7S": seven_s,
            "aces": 2 * aces,
            "zwicks": ZWICK_POINTS * zw,
            "10D": 10 * ten_d,
        })
    return out


__all__ = ["HAND_SIZE", "LAYOUT_SIZE", "MIN_VALUE", "MAX_VALUE", "JOKER_VALUES", "RANK_VALUE",
           "CATEGORIES", "CATEGORY_TITLES", "ZWICK_POINTS", "SEVEN_D", "SEVEN_S", "TEN_D",
           "zwicker_pack", "two_packs", "value_of", "card_points", "pack_for", "score_piles"]
