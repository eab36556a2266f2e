"""Zwicker events (docs/rules/reference.md §3): what the table animates and the log tells."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..base import Event, fast_init
from ..cards import UNKNOWN, Card
from ..messages import Message, msg
from .actions import Unit


@fast_init
@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """New hands: ``hands[seat]`` in the order received (UNKNOWN where hidden)."""

    hands: tuple[tuple[Card, ...], ...]
    stock_left: int

    def redacted(self, seat: int | None) -> Event:
        return Dealt(tuple(h if s == seat else (UNKNOWN,) * len(h)
                           for s, h in enumerate(self.hands)), self.stock_left)

    def message(self, names: Sequence[str]) -> Message:
        return msg("zwicker.dealt_again", each=max(len(h) for h in self.hands),
                   left=self.stock_left)


@fast_init
@dataclass(frozen=True, slots=True)
class LaidOut(Event):
    """The opening layout: these cards face up on the table, one unit each."""

    cards: tuple[Card, ...]
    dealer: int

    def message(self, names: Sequence[str]) -> Message:
        return msg("zwicker.deals", name=names[self.dealer], table=len(self.cards))


@fast_init
@dataclass(frozen=True, slots=True)
class JokerReturned(Event):
    """At the opening layout a joker was turned up for table place ``slot``: it went
    to the bottom of the stock and was replaced by the next card."""

    slot: int

    def message(self, names: Sequence[str]) -> Message:
        return msg("zwicker.joker_returned")


@fast_init
@dataclass(frozen=True, slots=True)
class Captured(Event):
    seat: int
    card: Card
    declared: int
    indexes: tuple[int, ...]      # the table indexes taken (before the capture)
    units: tuple[Unit, ...]       # the units taken
    zwick: bool

    def trick_taker(self, actor: int | None) -> int | None:
        """A capture counts as a trick taken by the capturing seat."""
        return self.seat


@fast_init
@dataclass(frozen=True, slots=True)
class Stacked(Event):
    seat: int
    card: Card
    declared: int
    index: int
    value: int                    # the unit's new value


@fast_init
@dataclass(frozen=True, slots=True)
class Trailed(Event):
    seat: int
    card: Card
    declared: int
    index: int                    # the new unit's index (the end of the table)


@fast_init
@dataclass(frozen=True, slots=True)
class Leftovers(Event):
    """At the end the units left go to the last capturer (``None``: nobody captured,
    the cards stay on the table)."""

    seat: int | None
    cards: tuple[Card, ...]

    def message(self, names: Sequence[str]) -> Message:
        if self.seat is None:
            return msg("zwicker.leftovers_nobody")
        return msg("zwicker.leftovers", name=names[self.seat], count=len(self.cards))


@fast_init
@dataclass(frozen=True, slots=True)
class GameOver(Event):
    scores: tuple[int, ...]

    def message(self, names: Sequence[str]) -> Message:
        return msg("zwicker.game_over")


__all__ = ["Dealt", "LaidOut", "JokerReturned", "Captured", "Stacked", "Trailed",
           "Leftovers", "GameOver"]
