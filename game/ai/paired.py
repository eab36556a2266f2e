"""Paired search: Normal's best moves compared on the same sampled worlds.

For a game where a decision rarely has more than a few sensible moves, they differ by
a few per cent of win chance and one game's result hangs on a single card, the tree's
unpaired estimates are all noise (Hard lost to Normal there). The paired search
compares the Normal player's best moves on the same sampled worlds and keeps Normal's
move unless another is clearly better; a move that falls clearly behind leaves the
race, and the search ends when none is left (so many decisions take a fraction of the
budget). A game may also register a refinement of the sampled worlds (weighted by how
likely the opponents' moves were in them) that this search uses.
"""

from __future__ import annotations

import math
import random
from typing import Any

from game.rules import GameState
from game.rules.base import win_share

from .policies import Policy, paired_rollout_policy, ranked_moves
from .search import Node, Thinker


def _margin(state: GameState, seat: int) -> float:
    """The seat's win share plus a hundredth of its lead over the best other score."""
    scores = state.scores()
    share = win_share(scores)[seat]
    best_other = max(x for s, x in enumerate(scores) if s != seat)
    return share + 0.01 * (scores[seat] - best_other)


class PairedThinker(Thinker):
    """Root search on paired worlds, for games where the cards' luck drowns the tree's
    estimates (a game chooses it as its ``search`` in :mod:`game.ai.registry`).

    Every iteration samples one world and plays every root move still in the race in
    it, each followed by a roll-out with the same random stream, so the luck of that
    world is the same for all moves; a move's score is its mean difference to the
    roll-out policy's own move over the worlds (a paired comparison). The policy's move
    is kept unless another beats it by more than :data:`PAIRED_Z` standard errors of
    that difference. A move that is clearly worse than the policy's (by
    :data:`DROP_Z` standard errors after :data:`DROP_AFTER` worlds) leaves the race, so
    the budget goes to the moves that could still be chosen; when none is left the
    search ends early. Opponents and the seat's later moves follow the policy (a
    determinized flat search with common random numbers; the tree adds nothing
    measurable where a decision rarely has more than a few sensible moves and the
    result hangs on one card).
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.result is None:
            ranked = ranked_moves(self.view.name, self.view, PAIRED_MOVES)
            if ranked:
                self.moves = ranked    # the policy's own choice first
        #: per other move: [sum of differences, sum of squares, worlds compared on]
        self.diffs: dict[Any, list[float]] = {a: [0.0, 0.0, 0] for a in self.moves[1:]}
        self.racing: list[Any] = list(self.moves[1:])
        refine = self.ai.refine_worlds
        if self.result is None and refine is not None:
            self.sample = refine(self.view, self.seat, self.sample)

    @staticmethod
    def make_policy(game: str, seed: int | None) -> Policy:
        """Roll-outs whose tie-breaks follow the stream given (equal worlds, equal play)."""
        return paired_rollout_policy(game, seed)

    def iterate(self) -> None:
        world = self.sample(self.rng)
        stream = self.rng.getrandbits(64)
        first = self._play(world, self.moves[0], stream)
        dropped = []
        for action in self.racing:
            sums = self.diffs[action]
            diff = self._play(world, action, stream) - first
            sums[0] += diff
            sums[1] += diff * diff
            sums[2] += 1
            if clearly_worse(sums):
                dropped.append(action)
        for action in dropped:
            self.racing.remove(action)
        self.root.visits += 1
        self.iterations += 1

    def _play(self, world: GameState, action: Any, stream: int) -> float:
        """The seat's result after ``action`` in ``world``, the rest by the policy."""
        policy, seat = self.policy, self.seat
        state = world.clone()
        state.apply(action)
        rng = random.Random(stream)
        while not state.is_over:
            state.apply(policy(state, rng))
        result = _margin(state, seat)
        node = self.root.children.get(action)
        if node is None:
            node = self.root.children[action] = Node(seat)
        node.visits += 1
        node.reward += result
        return result

    def _finished(self, slice_time: float) -> bool:
        if not self.racing:
            return True
        if self.limit is not None:
            return self.iterations >= self.limit
        return self.elapsed + slice_time >= (self.budget or 0.0)

    def best(self) -> Any:
        choice, lead = self.moves[0], 0.0
        for action, sums in self.diffs.items():
            if sums[2] < 2:
                continue
            mean, spread = _mean_and_error(sums)
            if mean > lead and mean > PAIRED_Z * spread:
                choice, lead = action, mean
        return choice


def clearly_worse(sums: list[float]) -> bool:
    """Whether a move's paired differences [sum, sum of squares, count] put it
    :data:`DROP_Z` standard errors below the policy's move after :data:`DROP_AFTER`
    worlds."""
    if sums[2] < DROP_AFTER:
        return False
    mean, spread = _mean_and_error(sums)
    return mean + DROP_Z * spread < 0


def _mean_and_error(sums: list[float]) -> tuple[float, float]:
    """Mean and standard error from [sum, sum of squares, count]."""
    total, squares, n = sums
    mean = total / n
    return mean, math.sqrt(max(0.0, squares / n - mean * mean) / n)


#: How many of the policy's best moves the paired search compares.
PAIRED_MOVES = 4
#: How many standard errors a move must beat the policy's move by to be chosen.
PAIRED_Z = 1.5
#: A move trailing the policy's by this many standard errors after ``DROP_AFTER``
#: worlds leaves the race (it could hardly be chosen any more).
DROP_Z = 2.0
DROP_AFTER = 16


__all__ = ["PairedThinker", "clearly_worse", "PAIRED_MOVES", "PAIRED_Z", "DROP_Z",
           "DROP_AFTER"]
