"""What a table *is*, apart from how it is shown: the game being played, its session
and seats, and whose eyes the screen is for. The parts of the table read it; the turn
driver and the perspective change it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.app.table.events import Move
from game.rules import GameState

if TYPE_CHECKING:
    from game.app.session import Session


@dataclass(eq=False)
class TableModel:
    """The game at a table and the screen's point of view on it."""

    session: Session
    #: the game's state (the session's, which the engine changes move by move)
    state: GameState = field(init=False)
    #: whose hand lies face up at the bottom (None: none — a hand-off, or an overlay)
    perspective: int | None = field(init=False)
    #: the seat drawn at the bottom of the screen
    bottom: int = field(init=False)
    #: a demo (no human plays): every hand face up
    show_all: bool = field(init=False)
    #: the perspective put aside while an overlay covers the table
    veiled: int | None = None
    #: the move the hint suggests (None: no hint shown)
    hint: Move | None = None
    #: the seat whose turn the screen shows (the status, the plates' glow)
    shown_turn: int | None = None

    def __post_init__(self) -> None:
        session = self.session
        self.state = session.state
        here = session.humans_here                   # phone seats' hands never face up here
        self.show_all = not session.humans
        self.perspective = here[0] if len(here) == 1 else None
        self.bottom = (here or session.humans or [0])[0]

    @property
    def game(self) -> str:
        return self.session.game

    @property
    def players(self) -> int:
        return self.state.players

    def rel_seat(self, seat: int) -> int:
        """``seat``'s place around the table, counted from the bottom seat."""
        return (seat - self.bottom) % self.players
