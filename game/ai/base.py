"""What every computer player offers."""

from __future__ import annotations

import random
from typing import Any, Protocol, TypeVar

from game.rules import GameState

#: The kind of view a player reads: any game's (``GameState``) or one game's own class.
View = TypeVar("View", bound=GameState, contravariant=True)


class Player(Protocol[View]):
    """A computer player; ``Player[GameState]`` plays any game, ``Player[Stortok]``
    reads a Stortok view's own properties. Where the game is known only at run time
    (the registry, the search) players are ``Player[Any]``."""

    def choose(self, view: View) -> Any:
        """Pick one of ``view.legal_actions()`` for the seat whose view it is."""


class SeededPlayer:
    """Base for players with their own random stream (never the global one)."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
