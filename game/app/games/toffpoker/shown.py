"""The Toff-Poker round as the table shows it, shared by the presenter, the animations,
the parts and the words: it lags the engine while the cards move, so the plates, marks
and sentences never tell what has not been seen yet.

It is one of the table's parts (:class:`ShownRound`); the others reach it, the game's
state and the seats' boxes through :class:`ToffPokerPart`, so none of them needs
another's class.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

from game.app.games.toffpoker.layout import SeatBox, seat_boxes
from game.app.table.parts import Part, Shared
from game.rules.toffpoker import ToffPoker

if TYPE_CHECKING:
    from game.app.table.model import TableModel
    from game.app.table.scene import TableScene


@dataclass
class Shown:
    """The round as shown: what its plates, marks and sentences may tell now."""

    round: int
    pass_number: int
    dealer: int
    #: tricks won this round and card sums bid, per seat
    tricks: list[int]
    totals: list[int]
    #: seats whose choice is made but still hidden
    pending: set[int] = field(default_factory=set)
    passed: set[int] = field(default_factory=set)
    opener: int | None = None
    bidding: bool = False
    last_trick: bool = False
    #: cards of forfeited tricks this round
    forfeited: int = 0


def seat_box(model: TableModel, seat: int) -> SeatBox:
    """Where ``seat``'s plate, hand, pool, bid and tricks go on this screen."""
    return seat_boxes(model.players)[model.rel_seat(seat)]


class ShownRound(Shared):
    """Holds the round as shown (the animations change it as the cards arrive)."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        state = cast(ToffPoker, table.model.state)
        self.shown = Shown(state.round, state.pass_number, state.round_dealer,
                           [0] * state.players, [0] * state.players)


class ReadsRound:
    """Reads the game and the round as shown through its table (the presenter, the
    animations and every part of the Toff-Poker table)."""

    table: TableScene

    @property
    def state(self) -> ToffPoker:
        return cast(ToffPoker, self.table.model.state)

    @property
    def shown(self) -> Shown:
        """The round as the table shows it (lags the engine while animations run)."""
        return self.table.parts.of(ShownRound).shown


class ToffPokerPart(ReadsRound, Part):
    """A part of the Toff-Poker table: the game, the round as shown and the seats'
    boxes."""

    def box(self, seat: int) -> SeatBox:
        """Where ``seat``'s plate, hand, pool, bid and tricks go."""
        return seat_box(self.table.model, seat)
