"""Who drives a table: the plain game, a lesson's coach, or the replay viewer.

A policy is a different driver of the same table, not a table subclass: it may hold the
turns (the coach waits for Continue), stand between a move and the engine (the coach
declines a move off the lesson's line), suggest the hint, hear every move, decide what
follows the end of the game, and draw over the table. The plain game's policy does
nothing special: the scoreboard follows the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.app.table.events import Move
from game.rules import Event
from game.rules.messages import Message

if TYPE_CHECKING:
    from game.app.table.scene import TableScene


class TablePolicy:
    """The plain game; the base of every other policy."""

    #: False: no turn is driven (nobody moves but the one who watches a replay)
    drives_turns = True
    #: False: the table draws no status line (the policy says things its own way)
    shows_status = True
    #: why no move may be taken back at this table (a text key; ``table/take_back.py``
    #: says it), None: the player at the screen may take one back
    no_take_back: str | None = None

    #: the table this policy drives (set by :meth:`attach`)
    table: TableScene

    @property
    def instant(self) -> bool:
        """True while the table should play everything at once (no animation)."""
        return False

    def attach(self, table: TableScene) -> None:
        """Called once by the table that this policy drives."""
        self.table = table

    def holds(self) -> bool:
        """True while no turn may be driven although no card moves."""
        return False

    def may_act(self) -> bool:
        """Whether the human to act may move now (beyond the table's own conditions)."""
        return True

    def move(self, action: Move, play: Callable[[Move], bool]) -> bool:
        """A move made at this table: ``play`` asks the engine (True if it was played)."""
        return play(action)

    def suggest(self) -> Move | None:
        """The hint to give instead of asking the adviser (None: ask it)."""
        return None

    def hint_shown(self, action: Move) -> None:
        """The hint ``action`` has just been shown."""

    def after_move(self, seat: int, action: Move, events: list[Event]) -> None:
        """``seat`` played ``action``; its animation is queued."""

    def game_over(self) -> None:
        """The game ended and every card came to rest."""
        self.table.show_scoreboard()

    def before_update(self, dt: float) -> bool:
        """Called first in every frame; True: the table does nothing else this frame."""
        return False

    def after_update(self, dt: float) -> None:
        """Called last in every frame."""

    def handle(self, event: pygame.event.Event) -> bool | None:
        """Input before the table's own: True if used, False to let the table have it,
        None to keep it from the table unused (the app's own keys, e.g. mute, still work)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Drawn over the table."""

    def left(self) -> None:
        """The table was covered or closed."""

    def leaving_notice(self, saved: bool) -> tuple[str, dict[str, Any]] | None:
        """What the menu says when the player leaves this table for it (None: nothing);
        ``saved``: an autosaved game exists. The plain game, unfinished and recorded,
        says that Continue goes on with it."""
        table = self.table
        if saved and table.driver.recording and not table.model.state.is_over:
            return ("storage.saved_on_quit", {})
        return None

    def explains(self) -> bool:
        """Whether the policy has something to say about what the table shows now (a
        table may then hold it, e.g. a complete trick, until the player continues)."""
        return False

    def spoken_panel(self) -> str:
        """What the policy's own panel says, for speech ("" none: the plain game)."""
        return ""

    def retell(self, event: Event, message: Message) -> Message:
        """The sentence logged for ``event`` (a lesson may tell its arranged deal its own
        way); the engine's ``message`` by default."""
        return message
