"""Stortok events (docs/rules/reference.md §1): what the table animates and the log tells."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..base import Event, fast_init
from ..cards import UNKNOWN, Card
from ..messages import Message, msg


@fast_init
@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """The deal: ``hands[seat]`` in the order received (UNKNOWN where hidden), then
    ``turned`` face up as the first open card; ``stock`` cards stay face down."""

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    turned: Card
    stock: int

    def redacted(self, seat: int | None) -> Event:
        return Dealt(self.dealer, tuple(h if s == seat else (UNKNOWN,) * len(h)
                                        for s, h in enumerate(self.hands)),
                     self.turned, self.stock)

    def message(self, names: Sequence[str]) -> Message:
        return msg("stortok.deals", name=names[self.dealer], card=self.turned,
                   suit=self.turned.suit)


@fast_init
@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: Card
    beaten: Card | None   # the open card it beat; None for a lead


@fast_init
@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    seat: int
    card: Card            # UNKNOWN for seats that may not see it
    instead_of_lead: bool = False

    def redacted(self, seat: int | None) -> Event:
        if seat == self.seat:
            return self
        return CardDrawn(self.seat, UNKNOWN, self.instead_of_lead)


@fast_init
@dataclass(frozen=True, slots=True)
class PickedUp(Event):
    seat: int
    card: Card
    dead: tuple[Card, ...]  # the rest of the trick, now out of play


@fast_init
@dataclass(frozen=True, slots=True)
class TrickComplete(Event):
    cards: tuple[Card, ...]
    leader: int

    def message(self, names: Sequence[str]) -> Message:
        return msg("stortok.trick_complete", name=names[self.leader])

    def trick_taker(self, actor: int | None) -> int | None:
        """The seat whose beat completed the trick."""
        return actor


@fast_init
@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    seat: int
    place: int            # 1 = first out

    def message(self, names: Sequence[str]) -> Message:
        return msg("stortok.out", name=names[self.seat], place=self.place)

    def placed(self) -> tuple[int, int]:
        return self.seat, self.place


@fast_init
@dataclass(frozen=True, slots=True)
class GameOver(Event):
    stortok: int | None   # None when the game was stopped by the safety cap

    def message(self, names: Sequence[str]) -> Message:
        if self.stortok is None:
            return msg("stortok.capped")
        return msg("stortok.fool", name=names[self.stortok])


__all__ = ["Dealt", "CardPlayed", "CardDrawn", "PickedUp", "TrickComplete", "PlayerOut",
           "GameOver"]
