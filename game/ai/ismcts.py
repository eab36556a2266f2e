"""Hard computer players: a search over sampled worlds, in the game's search style.

Every game is searched by Information-Set Monte Carlo Tree Search
(:mod:`game.ai.search`) unless it registers another style in its
:class:`~game.ai.registry.GameAI`: the paired search (:mod:`game.ai.paired`) compares
the Normal player's best moves on the same sampled worlds, for a game where the cards'
luck drowns a tree's estimates. What a game needs the search to know — the outcome of
a finished game, how far a roll-out goes, how to sample worlds — comes from its rules
(:class:`~game.rules.base.GameState`); the short list of moves, the roll-out policy and
a refinement of the worlds from its AI module (:mod:`game.ai.registry`).

The search runs in slices (:meth:`HardPlayer.start` gives a :class:`Thinker` whose
``step(seconds)`` returns the move when done) so a table can think on its frame loop.
"""

from __future__ import annotations

import random
from typing import Any

from game.rules import GameState

from .base import SeededPlayer
from .paired import DROP_AFTER, DROP_Z, PAIRED_MOVES, PAIRED_Z, PairedThinker, clearly_worse
from .registry import game_ai
from .search import EXPLORATION, MIN_ITERATIONS, Node, Outcome, Thinker


class HardPlayer(SeededPlayer):
    """The searching player of every game, in the game's search style (see the module
    docstring); ``model_opponents=False`` is plain SO-ISMCTS, always the tree."""

    def __init__(self, game: str, seed: int | None = None, budget: float = 1.0,
                 iterations: int | None = None, model_opponents: bool = True) -> None:
        super().__init__(seed)
        self.model_opponents = model_opponents
        self.game = game
        self.budget = budget
        self.iterations = iterations
        style = game_ai(game).search if model_opponents else None
        #: the search style: the game's own, or the tree (always for plain SO-ISMCTS)
        self.search: type[Thinker] = style or Thinker
        self.policy = self.search.make_policy(game, seed)
        self.last: Thinker | None = None

    def start(self, view: GameState) -> Thinker:
        seat = view.current_player
        assert seat is not None, "a Hard player is asked only for the seat to move"
        rng = random.Random(self.rng.getrandbits(64))
        self.last = self.search(view, seat, rng, self.policy, self.budget,
                                self.iterations, self.model_opponents)
        return self.last

    def __getstate__(self) -> dict[str, Any]:
        """Everything but the last search (its tree holds closures), so the player can
        think in a worker process."""
        return {**self.__dict__, "last": None}

    def choose(self, view: GameState) -> Any:
        thinker = self.start(view)
        while (action := thinker.step(0.05)) is None:
            pass
        return action


__all__ = ["HardPlayer", "Thinker", "PairedThinker", "Node", "Outcome", "EXPLORATION",
           "MIN_ITERATIONS", "PAIRED_MOVES", "PAIRED_Z", "DROP_Z", "DROP_AFTER",
           "clearly_worse"]
