"""How the tests play each game through real input: one driver per game, keyed by the
game's id in the app's registry — the only support module that names the games.

A new game adds its driver here; until then :func:`driver_for` names what is missing
(``test_every_playable_game_has_a_test_driver`` checks this for every registered game).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.app.app import App
from game.app.table.scene import TableScene
from support.app import face_up_hands
from support.stortok import stortok_input
from support.toffpoker import hidden_face_up, selecting, toffpoker_input
from support.zwicker import zwicker_input


def _always(table: TableScene) -> bool:
    return True


def _never(table: TableScene) -> bool:
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
    private_turn: Callable[[TableScene], bool] = _always
    #: whether the table waits for a human to end a pause (Enter) rather than for a move
    paused: Callable[[TableScene], bool] = _never


DRIVERS: dict[str, GameDriver] = {
    "stortok": GameDriver(stortok_input),
    "toffpoker": GameDriver(toffpoker_input, secret_shown=hidden_face_up,
                            private_turn=selecting,
                            paused=lambda table: table.reading()),
    "zwicker": GameDriver(zwicker_input),
}


def driver_for(game: str) -> GameDriver:
    """The test driver of ``game``; a clear failure for a game that has none."""
    try:
        return DRIVERS[game]
    except KeyError:
        raise LookupError(f"the tests cannot play {game!r} through input yet: add its "
                          f"GameDriver to DRIVERS in tests/support/games.py") from None


def input_for_action(app: App, table: TableScene, action, by: str) -> None:
    """Produce the real input events that choose ``action`` (by "keys" or "mouse") at
    the table of any game with a driver."""
    driver_for(table.game).input(app, table, action, by)
