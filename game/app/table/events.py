"""What happened at a table, as typed records the turn driver publishes.

The driver decides turns and asks the engine; it does not know who listens. The
narrator, a phone hub, the autosave and anything else that follows the game subscribe
to the kinds of record they need (``events.subscribe(MovePlayed, handler)``): none
writes into another's lists and none is found by name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeAlias, TypeVar

from game.rules import Event
from game.rules.messages import Message

#: A move of the game being played, as the shared table passes it on: only the engine
#: (which judges it) and the game's own presenter (which made it) look inside; a game's
#: presenter narrows it to its own actions.
Move: TypeAlias = object


@dataclass(frozen=True)
class MovePlayed:
    """The engine played ``action`` for ``seat``: what followed and its sentence."""

    seat: int
    action: Move
    events: tuple[Event, ...]
    sentence: Message


@dataclass(frozen=True)
class MoveRefused:
    """The engine refused a move of ``seat``: the reason, in its words."""

    seat: int
    reason: Message


@dataclass(frozen=True)
class TurnBegun:
    """``seat`` is to move after ``moves`` moves, from the legal ``actions``."""

    seat: int
    moves: int
    actions: tuple[Move, ...]


@dataclass(frozen=True)
class HandedOff:
    """The screen is covered until ``seat``'s player confirms they alone look."""

    seat: int


@dataclass(frozen=True)
class GameEnded:
    """The game is over: its winners."""

    winners: tuple[int, ...]


@dataclass(frozen=True)
class Logged:
    """A sentence went into the table's log (a move's, an event's as its cards move)."""

    entry: Message


@dataclass(frozen=True)
class Explained:
    """A key changed nothing, and the table says why (the text key of the reason)."""

    key: str


TableEvent = MovePlayed | MoveRefused | TurnBegun | HandedOff | GameEnded | Logged | Explained
Record = TypeVar("Record", MovePlayed, MoveRefused, TurnBegun, HandedOff, GameEnded, Logged,
                 Explained)


class TableEvents:
    """Handlers by the kind of record they take, called in the order they subscribed."""

    def __init__(self) -> None:
        self._handlers: dict[type, list[Callable[[Any], None]]] = {}

    def subscribe(self, kind: type[Record], handler: Callable[[Record], None]
                  ) -> Callable[[], None]:
        """Call ``handler`` with every ``kind`` record from now on; the answer ends that."""
        handlers = self._handlers.setdefault(kind, [])
        handlers.append(handler)
        return lambda: handlers.remove(handler) if handler in handlers else None

    def publish(self, record: TableEvent) -> None:
        for handler in list(self._handlers.get(type(record), ())):
            handler(record)
