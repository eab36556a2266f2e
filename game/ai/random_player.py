"""A uniformly random legal player: the floor every other strength must beat."""

from __future__ import annotations

from typing import Any

from game.rules import GameState

from .base import SeededPlayer


class RandomPlayer(SeededPlayer):
    def choose(self, view: GameState) -> Any:
        legal = view.legal_actions()
        return legal[int(self.rng.random() * len(legal))]
