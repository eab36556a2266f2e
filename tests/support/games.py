"""How the tests play each game: each game's support module ``tests/support/<game>.py``
(named by the game's id in the app's registry) declares ``DRIVER``, a
:class:`~support.driver.GameDriver` (how real input chooses a move at its table), and
``LESSON_CLAIMS`` if its lesson has sentences shown after the script (what each
sentence claims, as a test of the position; see ``tests/test_lesson_truth.py``). This
module finds them by the id, so it names no game.

A game without a driver is named by :func:`driver_for`, never played as another
(``test_every_playable_game_has_a_test_driver`` checks every registered game).
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

from game.app.app import App
from game.app.games import playable
from game.app.table.scene import TableScene
from support.driver import GameDriver

#: ``claim(state, event) -> bool``: what a lesson's sentence says of the position
Claim = Callable[[Any, Any], bool]


def _support_module(game: str) -> ModuleType | None:
    name = f"support.{game}"
    if not game.isidentifier() or importlib.util.find_spec(name) is None:
        return None
    return importlib.import_module(name)


def driver_for(game: str) -> GameDriver:
    """The test driver of ``game``; a clear failure for a game that has none."""
    module = _support_module(game)
    driver = getattr(module, "DRIVER", None)
    if not isinstance(driver, GameDriver):
        raise LookupError(f"the tests cannot play {game!r} through input yet: give "
                          f"tests/support/{game}.py a GameDriver named DRIVER")
    return driver


def lesson_claims(game: str) -> Mapping[str, Claim]:
    """What each of ``game``'s free-play lesson sentences claims (empty: none declared)."""
    return getattr(_support_module(game), "LESSON_CLAIMS", {})


#: game id -> its driver, for every playable game that has one
DRIVERS: dict[str, GameDriver] = {
    game: driver_for(game) for game in sorted(playable())
    if isinstance(getattr(_support_module(game), "DRIVER", None), GameDriver)}


def input_for_action(app: App, table: TableScene, action, by: str) -> None:
    """Produce the real input events that choose ``action`` (by "keys" or "mouse") at
    the table of any game with a driver."""
    driver_for(table.model.game).input(app, table, action, by)


#: The rounds a game counted in rounds plays where a test's point is every step of a
#: whole game, not its length (Toff-Poker's nine rounds are each alike).
SHORT_ROUNDS = 3


def short_game(game: str) -> dict[str, Any]:
    """The options of a shorter whole game: a game with a ``rounds`` option plays
    :data:`SHORT_ROUNDS` of them; any other game as it is."""
    from game.rules import GAMES

    return {"rounds": SHORT_ROUNDS} if "rounds" in GAMES[game].defaults() else {}
