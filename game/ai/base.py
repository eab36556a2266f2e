"""What every computer player offers."""

from __future__ import annotations

import random
from typing import Any, Protocol, TypeVar, runtime_checkable

from game.rules import GameState

#: The kind of view a player reads: any game's (``GameState``) or one game's own class.
View = TypeVar("View", bound=GameState, contravariant=True)


class Player(Protocol[View]):
    """A computer player; ``Player[GameState]`` plays any game, ``Player[Stortok]``
    reads a Stortok view's own properties. Where the game is known only at run time
    (the registry, the search) players are ``Player[Any]``."""

    def choose(self, view: View) -> Any:
        """Pick one of ``view.legal_actions()`` for the seat whose view it is."""


@runtime_checkable
class SearchingPlayer(Protocol):
    """A player whose decision is a search that can run in slices (in the worker
    process): ``start`` begins it on a view."""

    def start(self, view: GameState) -> Any: ...

    def choose(self, view: GameState) -> Any: ...


class SeededPlayer:
    """Base for players with their own random stream (never the global one)."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
