"""Toff-Poker events (docs/rules/reference.md §2): what the table animates and the log tells."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..base import Event, fast_init
from ..cards import UNKNOWN
from ..messages import Message, msg
from .actions import Cards


@fast_init
@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int
    dealer: int
    forehand: int

    def message(self, names: Sequence[str]) -> Message:
        return msg("toffpoker.round", round=self.round, name=names[self.dealer],
                   forehand=names[self.forehand])


@fast_init
@dataclass(frozen=True, slots=True)
class Selected(Event):
    """A seat has chosen its five cards (UNKNOWN cards for other seats until the reveal)."""

    seat: int
    cards: Cards

    def redacted(self, seat: int | None) -> Event:
        if seat == self.seat:
            return self
        return Selected(self.seat, (UNKNOWN,) * len(self.cards))


@fast_init
@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """All selections turned face up together; ``pools`` include saved cards."""

    pass_number: int
    selections: tuple[Cards, ...]
    pools: tuple[Cards, ...]

    def message(self, names: Sequence[str]) -> Message:
        return msg("toffpoker.revealed", number=self.pass_number)


@fast_init
@dataclass(frozen=True, slots=True)
class BidPlaced(Event):
    seat: int
    cards: Cards
    total: int          # the seat's whole bid for this trick now
    raised: bool        # False in the opening circuit


@fast_init
@dataclass(frozen=True, slots=True)
class Passed(Event):
    seat: int


@fast_init
@dataclass(frozen=True, slots=True)
class TrickResolved(Event):
    """Bidding is over: ``winner`` gets the trick (None: forfeited); all bids leave play."""

    bids: tuple[Cards, ...]
    totals: tuple[int, ...]
    winner: int | None

    def message(self, names: Sequence[str]) -> Message:
        if self.winner is None:
            return msg("toffpoker.trick_forfeited", total=max(self.totals))
        return msg("toffpoker.trick_won", name=names[self.winner],
                   total=self.totals[self.winner])

    def trick_taker(self, actor: int | None) -> int | None:
        return self.winner


@fast_init
@dataclass(frozen=True, slots=True)
class PassEnded(Event):
    pass_number: int
    saved: tuple[Cards, ...]   # the cards each seat carries over

    def message(self, names: Sequence[str]) -> Message:
        return msg("toffpoker.pass_ended", number=self.pass_number)


@fast_init
@dataclass(frozen=True, slots=True)
class LastTrick(Event):
    sums: tuple[int, ...]
    winner: int | None
    cards: tuple[Cards, ...]   # per seat: 3 hand cards plus saved cards of pass 2

    def message(self, names: Sequence[str]) -> Message:
        if self.winner is None:
            return msg("toffpoker.last_trick_forfeited", total=max(self.sums))
        return msg("toffpoker.last_trick_won", name=names[self.winner],
                   total=self.sums[self.winner])

    def trick_taker(self, actor: int | None) -> int | None:
        return self.winner


@fast_init
@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[int, ...]
    tricks: tuple[int, ...]

    def message(self, names: Sequence[str]) -> Message:
        return msg("toffpoker.game_over", names=tuple(names[s] for s in self.winners))


__all__ = ["RoundStarted", "Selected", "Revealed", "BidPlaced", "Passed", "TrickResolved",
           "PassEnded", "LastTrick", "GameOver"]
