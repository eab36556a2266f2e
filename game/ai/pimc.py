"""A baseline for the Hard players: flat Monte Carlo over sampled worlds ("pimc").

Every iteration takes the next of the seat's moves in turn, samples a world from its
view, plays that move and the rest of the game with the roll-out policy, and scores
the result for the seat; the move with the best mean wins. No tree: opponents and the
seat's own later moves are all played by the policy. Kept for the tournament, to show
how much the tree search adds.
"""

from __future__ import annotations

import random
from typing import Any

from game.rules import GameState

from .ismcts import HardPlayer, Node, Thinker


class FlatThinker(Thinker):
    def iterate(self) -> None:
        rng = self.rng
        action = self.moves[self.iterations % len(self.moves)]
        state = self.sample(rng)
        state.apply(action)
        stop, policy = self.stop, self.policy
        while not state.is_over and not stop(state):
            state.apply(policy(state, rng))
        node = self.root.children.get(action)
        if node is None:
            node = self.root.children[action] = Node(self.seat)
        node.visits += 1
        node.reward += self.outcome(state)[self.seat]
        self.iterations += 1

    def best(self) -> Any:
        children = self.root.children
        scored = [(children[a].reward / children[a].visits, -i)
                  if a in children else (-1.0, -i) for i, a in enumerate(self.moves)]
        return self.moves[-max(scored)[1]]

    def _finished(self, slice_time: float) -> bool:
        if self.limit is not None:
            return self.iterations >= self.limit
        return self.elapsed + slice_time >= (self.budget or 0.0)


class PimcPlayer(HardPlayer):
    """Flat Monte Carlo with determinized worlds (see the module docstring)."""

    def start(self, view: GameState) -> Thinker:
        seat = view.current_player
        assert seat is not None, "a player is asked only for the seat to move"
        rng = random.Random(self.rng.getrandbits(64))
        self.last = FlatThinker(view, seat, rng, self.policy, self.budget,
                                self.iterations)
        return self.last


__all__ = ["PimcPlayer"]
