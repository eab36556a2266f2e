"""Seat controllers: who decides a seat's moves.

The turn driver asks the controller of the seat to act, once per frame, for its move.
A controller sees only the seat's view (``state.view(seat)``) and answers an action or
``None`` ("not yet"). A local human answers through the table's hand input instead (the
driver performs those moves as they are made); a computer thinks — a visible pause, and
a searching player in the worker process; a remote seat (a phone) will answer when its
player sends a move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from game.ai.background import Job, think
from game.ai.base import SearchingPlayer
from game.app.table.events import Move
from game.rules import GameState

if TYPE_CHECKING:
    from game.app.session import Session

#: A searching player (one with ``start(view)``) thinks in a worker process; only when
#: the worker is unavailable does it think this many seconds per frame on the frame loop.
THINK_SLICE = 0.008


class SeatController(Protocol):
    """What the turn driver needs of a seat."""

    #: True if the seat's player sits at this screen and moves through the hand input
    #: (its hand is shown at its turn, behind the hand-off when others could see it)
    local: bool

    def begin_turn(self, view: GameState, pause: float) -> None:
        """The seat is to act in the position ``view``; show thinking for ``pause`` s."""

    def poll(self, dt: float) -> Move | None:
        """The move, once decided (None: not yet). Called every frame of the turn."""

    def cancel(self) -> None:
        """The turn is over or the table closes: stop any thinking now."""


class LocalHuman:
    """A player at this screen: moves come from the hand input, never from ``poll``."""

    local = True

    def begin_turn(self, view: GameState, pause: float) -> None:
        pass

    def poll(self, dt: float) -> Move | None:
        return None

    def cancel(self) -> None:
        pass


class Computer:
    """A computer player: a visible pause, then its choice from the seat's view.

    Easy and Normal decide in well under a millisecond, so they are asked on the frame
    loop once the pause is over. A searching player thinks in the worker process
    meanwhile (game/ai/background.py); each frame only asks whether it is done. A player
    that raises answers ``FAILED``: the driver plays the engine's first move instead.
    """

    local = False
    FAILED = object()

    def __init__(self, session: Session, seat: int) -> None:
        self.session = session
        self.seat = seat
        self._view: GameState | None = None
        self._left = 0.0
        self.job: Job | None = None

    @property
    def player(self) -> Any:
        """The session's computer player for this seat (asked anew each turn)."""
        return self.session.computers[self.seat]

    @property
    def searches(self) -> bool:
        return isinstance(self.player, SearchingPlayer)

    def begin_turn(self, view: GameState, pause: float) -> None:
        self._view = view
        self._left = pause
        self.job = start_thinking(self.player, view)

    def poll(self, dt: float) -> Move | None:
        self._left -= dt
        job = self.job
        if job is not None and not job.done:
            try:
                job.step(THINK_SLICE)    # done yet? (searches here only without a worker)
            except Exception:  # a broken computer player must not stop the game
                job = self.job = None
                self._left = -1.0
        if self._left > 0 or (job is not None and not job.done):
            return None
        self.job = None
        try:
            action = job.result if job is not None else self.player.choose(self._view)
        except Exception:  # a broken computer player must not stop the game
            action = None
        return self.FAILED if action is None else action

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()      # nobody waits for it: free the worker
            self.job = None


def start_thinking(player: object, view: GameState) -> Job | None:
    """A searching player's decision in progress, in the worker process (None: the
    player just chooses, in microseconds)."""
    if not isinstance(player, SearchingPlayer):
        return None
    try:
        return think(player, view)
    except Exception:
        return None


def controllers_for(session: Session) -> dict[int, SeatController]:
    """Every seat's controller: the session's computers, local humans elsewhere."""
    seats: dict[int, SeatController] = {}
    for seat in range(len(session.seats)):
        seats[seat] = Computer(session, seat) if seat in session.computers else LocalHuman()
    return seats
