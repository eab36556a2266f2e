"""What every computer player offers."""

from __future__ import annotations

import random
from typing import Any, Protocol

from game.rules import GameState


class Player(Protocol):
    def choose(self, view: GameState) -> Any:
        """Pick one of ``view.legal_actions()`` for the seat whose view it is."""


class SeededPlayer:
    """Base for players with their own random stream (never the global one)."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
