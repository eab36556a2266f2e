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

from .base import Player
from .stortok_players import StortokEasy, StortokNormal
from .toffpoker_players import ToffPokerEasy, ToffPokerNormal
from .zwicker_players import ZwickerEasy, ZwickerNormal

#: Strengths offered in the setup screen, weakest first.
LEVELS = ("easy", "normal")

_PLAYERS: dict[tuple[str, str], Callable[[int | None], Player]] = {
    ("stortok", "easy"): StortokEasy,
    ("stortok", "normal"): StortokNormal,
    ("toffpoker", "easy"): ToffPokerEasy,
    ("toffpoker", "normal"): ToffPokerNormal,
    ("zwicker", "easy"): ZwickerEasy,
    ("zwicker", "normal"): ZwickerNormal,
}


def has_player(game: str, level: str = "normal") -> bool:
    return (game, level) in _PLAYERS


def make_player(game: str, level: str = "normal", seed: int | None = None) -> Player:
    """A computer player for ``game`` at strength ``level``."""
    try:
        factory = _PLAYERS[(game, level)]
    except KeyError:
        raise ValueError(f"no {level!r} computer player for {game!r}") from None
    return factory(seed)


__all__ = ["LEVELS", "Player", "has_player", "make_player"]
