"""Information-Set Monte Carlo Tree Search: the search of the Hard players.

Single-observer ISMCTS (Cowling, Powley & Whitehouse, 2012). The searching seat
sees only its view. Every iteration

1. samples a world consistent with that view (the game's
   :meth:`~game.rules.base.GameState.world_sampler`),
2. descends the one tree shared by all worlds: nodes are keyed by the action that
   leads to them, so a node stands for every state of the information set reached by
   those actions; at the seat's own turns it picks among the actions legal *in this
   world* by UCB1 with availability counts (a child's exploration term counts how
   often it was available, not how often its parent was visited). At the other
   seats' turns the roll-out policy moves (an opponent model: those nodes are chance
   nodes keyed by the replies seen). Plain SO-ISMCTS, where opponents also pick by
   UCB over worlds in which they do not "know" their own cards, played clearly
   weaker in the tournament; it stays available as level ``ismcts``
   (``model_opponents=False``) for comparison,
3. expands one untried action, plays the world out with the roll-out policy (the
   game's Normal player where one is registered, :mod:`game.ai.policies`) until the
   game ends or reaches the game's roll-out horizon, and
4. backs the result up from each node's mover's point of view (the game's
   :meth:`~game.rules.base.GameState.outcome`: rewards per seat in 0..1).

Large action sets use an **abstraction**, not progressive widening: a node considers
every legal action when there are at most the game's ``shortlist_above``, otherwise
the short list the game registers (:mod:`game.ai.registry`).

The search runs in slices (``HardPlayer.start`` gives a :class:`Thinker` whose
``step(seconds)`` returns the move when done) so a table can think on its frame
loop. It stops at the time ``budget`` (thinking time, summed over slices), at an
``iterations`` limit (then the budget is ignored and the result depends only on
the seed), or early when the most visited move can no longer be overtaken.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from game.rules import GameState
from game.rules.base import Horizon, Sampler

from .policies import Policy, candidates, rollout_policy
from .registry import game_ai

#: UCB1 exploration constant for rewards in 0..1.
EXPLORATION = 0.7
#: Early stop: only after this many iterations, and only when the leader is this
#: many visits ahead of the second beyond what the remaining iterations could add.
MIN_ITERATIONS = 64

#: A finished (or cut-off) game's result per seat in 0..1.
Outcome = Callable[[GameState], list[float]]


# --- the tree -----------------------------------------------------------------------

class Node:
    """Statistics of one action in one information set, from its mover's side."""

    __slots__ = ("mover", "visits", "avail", "reward", "children")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        self.children: dict[Any, Node] = {}


class Thinker:
    """One decision being searched. ``step(seconds)`` runs iterations for about that
    long and returns the chosen action once the search is done, else None.

    This class is the information-set tree search (see the module doc); a game may
    register another search style (a subclass) in its :class:`~game.ai.registry.GameAI`.
    """

    @staticmethod
    def make_policy(game: str, seed: int | None) -> Policy:
        """The roll-out policy this search style plays with."""
        return rollout_policy(game, seed)

    def __init__(self, view: GameState, seat: int, rng: random.Random, policy: Policy,
                 budget: float | None, iterations: int | None,
                 model_opponents: bool = True) -> None:
        self.view = view
        self.model_opponents = model_opponents
        self.seat = seat
        self.rng = rng
        self.policy = policy
        self.budget = budget
        self.limit = iterations
        self.ai = game_ai(view.name)
        self.sample: Sampler = view.world_sampler(seat)
        self.outcome: Outcome = type(view).outcome
        self.stop: Horizon = view.rollout_horizon()
        self.root = Node(seat)    # the seat's own decision
        self.moves = list(candidates(view, self.ai))
        if len(view.legal_actions()) > 1:   # the roll-out policy's own choice comes first
            try:
                first = policy(view, random.Random(0))
            except Exception:  # a policy that needs a full state: no preference
                first = None
            if first in self.moves:
                self.moves.remove(first)
            if first is not None and first in view.legal_actions():
                self.moves.insert(0, first)   # even where a short list left it out
        self.iterations = 0
        self.elapsed = 0.0
        self.result: Any = None
        if len(view.legal_actions()) == 1:
            self.result = view.legal_actions()[0]

    @property
    def done(self) -> bool:
        return self.result is not None

    def step(self, seconds: float) -> Any:
        if self.result is not None:
            return self.result
        started = time.perf_counter()
        deadline = started + seconds
        while True:
            self.iterate()
            now = time.perf_counter()
            if self._finished(now - started):
                self.elapsed += now - started
                self.result = self.best()
                return self.result
            if now >= deadline:
                break
        self.elapsed += time.perf_counter() - started
        return None

    def _finished(self, slice_time: float) -> bool:
        done = self.iterations
        if self.limit is not None:
            left = self.limit - done
        else:
            used = self.elapsed + slice_time
            budget = self.budget or 0.0
            if used >= budget:
                return True
            left = int(done / used * (budget - used)) if used > 0 else 1 << 30
        if left <= 0:
            return True
        if done < MIN_ITERATIONS:
            return False
        visits = sorted((c.visits for c in self.root.children.values()), reverse=True)
        if len(visits) < len(self.moves):
            return False
        return visits[0] - visits[1] > left

    def best(self) -> Any:
        children = self.root.children
        if not children:
            return self.moves[0]
        return max(self.moves, key=lambda a: (children[a].visits, children[a].reward)
                   if a in children else (-1, 0.0))

    def statistics(self) -> list[tuple[Any, int, float]]:
        """(action, visits, mean reward) per root move, most visited first."""
        rows = [(a, n.visits, n.reward / n.visits if n.visits else 0.0)
                for a, n in self.root.children.items()]
        return sorted(rows, key=lambda r: -r[1])

    def iterate(self) -> None:
        rng = self.rng
        state = self.sample(rng)
        node = self.root
        path = [node]
        stop = self.stop
        ai = self.ai
        legal: Sequence[Any] = self.moves
        while not state.is_over and not stop(state):
            if node is not self.root:
                legal = candidates(state, ai)
            children = node.children
            mover = state.current_player
            assert mover is not None              # the game is not over
            if self.model_opponents and mover != self.seat:
                # opponents move as the roll-out policy would (a chance node)
                action = self.policy(state, rng)
                child = children.get(action)
                state.apply(action)
                if child is None:
                    child = children[action] = Node(mover)
                    path.append(child)
                    break
                node = child
                path.append(node)
                continue
            untried = [a for a in legal if a not in children]
            if untried:
                action = untried[0] if node is self.root else untried[
                    int(rng.random() * len(untried))]
                child = children[action] = Node(mover)
                child.avail = 0
                for a in legal:
                    known = children.get(a)
                    if known is not None:
                        known.avail += 1
                state.apply(action)
                path.append(child)
                break
            best_score = -1.0
            action = best = None
            for a in legal:
                ch = children[a]
                ch.avail += 1
                score = ch.reward / ch.visits + EXPLORATION * math.sqrt(
                    math.log(ch.avail) / ch.visits)
                if score > best_score:
                    best_score, action, best = score, a, ch
            assert best is not None               # every legal move has been tried
            state.apply(action)
            node = best
            path.append(node)
        policy = self.policy
        while not state.is_over and not stop(state):
            state.apply(policy(state, rng))
        rewards = self.outcome(state)
        for n in path[1:]:
            n.visits += 1
            n.reward += rewards[n.mover]
        self.root.visits += 1
        self.iterations += 1


__all__ = ["Thinker", "Node", "Outcome", "EXPLORATION", "MIN_ITERATIONS"]
