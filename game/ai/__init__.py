"""Computer players. Pure Python: they see only ``state.view(seat)`` and ask the
rules engine for legal actions; they never decide legality themselves.

>>> from game.rules import new_game
>>> state = new_game("stortok", 3, seed=1)
>>> player = make_player("stortok", "normal", seed=1)
>>> player.choose(state.view(state.current_player)) in state.legal_actions()
True
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from game.rules import GAMES

# Importing a game's AI module registers its players (game.ai.registry).
from . import stortok_players, toffpoker_players, zwicker_players  # noqa: F401
from .base import Player
from .ismcts import HardPlayer
from .pimc import PimcPlayer
from .random_player import RandomPlayer
from .registry import AI_GAMES

#: Strengths offered in the setup screen, weakest first.
LEVELS = ("easy", "normal", "hard")
#: Levels that search and take ``budget=`` (seconds per decision) and ``iterations=``.
SEARCHING = ("hard", "pimc", "ismcts")

_PLAYERS: dict[tuple[str, str], Callable[..., Player[Any]]] = {
    (game, level): factory for game, ai in AI_GAMES.items()
    for level, factory in ai.levels.items()}
# Hard (ISMCTS), plain SO-ISMCTS, a flat Monte Carlo baseline and a random floor for
# every game; "ismcts", "pimc" and "random" are for the tournament tool only.
for _game in GAMES:
    _PLAYERS[(_game, "hard")] = partial(HardPlayer, _game)
    _PLAYERS[(_game, "pimc")] = partial(PimcPlayer, _game)
    _PLAYERS[(_game, "ismcts")] = partial(HardPlayer, _game, model_opponents=False)
    _PLAYERS[(_game, "random")] = RandomPlayer


def has_player(game: str, level: str = "normal") -> bool:
    return (game, level) in _PLAYERS


def strongest(game: str) -> str | None:
    """The strongest level offered for ``game`` (None if there is none)."""
    return next((lvl for lvl in reversed(LEVELS) if has_player(game, lvl)), None)


def make_player(game: str, level: str = "normal", seed: int | None = None,
                budget: float | None = None, iterations: int | None = None) -> Player[Any]:
    """A computer player for ``game`` at strength ``level``.

    ``budget`` (seconds of thinking per decision, default 1.0) and ``iterations`` (a
    fixed search size, for reproducible results) concern the searching levels only.
    """
    try:
        factory = _PLAYERS[(game, level)]
    except KeyError:
        raise ValueError(f"no {level!r} computer player for {game!r}") from None
    if level in SEARCHING:
        limits: dict[str, float | None] = {"iterations": iterations}
        if budget is not None:
            limits["budget"] = budget
        return factory(seed, **limits)
    return factory(seed)


__all__ = ["LEVELS", "SEARCHING", "Player", "has_player", "make_player", "strongest"]
