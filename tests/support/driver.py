"""What the shared test loops ask a game: :class:`GameDriver`. Each game's support
module (``tests/support/<game>.py``) declares its own as ``DRIVER``; see
:mod:`support.games`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.app.app import App
from game.app.table.scene import TableScene
from support.app import face_up_hands


def always(table: TableScene) -> bool:
    return True


def never(table: TableScene) -> bool:
    return False


@dataclass(frozen=True)
class GameDriver:
    """What the shared test loops ask a game."""

    #: produce the real input events that choose ``action``: ``input(app, table, action,
    #: by)``, ``by`` "keys" or "mouse"
    input: Callable[[App, TableScene, object, str], None]
    #: the seats whose secret cards were drawn face up in the last frame
    secret_shown: Callable[[TableScene], set[int]] = face_up_hands
    #: whether the human to act now sees something private (so only after a hand-off)
    private_turn: Callable[[TableScene], bool] = always
    #: whether the table waits for a human to end a pause (Enter) rather than for a move
    paused: Callable[[TableScene], bool] = never
