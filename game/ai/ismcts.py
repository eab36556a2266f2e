"""Hard computer players: Information-Set Monte Carlo Tree Search.

Single-observer ISMCTS (Cowling, Powley & Whitehouse, 2012). The searching seat
sees only its view. Every iteration

1. samples a world consistent with that view (:mod:`game.rules.worlds`),
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
3. expands one untried action, plays the world out with a cheap roll-out policy (the
   game's Normal player where one is registered, else :mod:`game.ai.policies`), and
4. backs the result up from each node's mover's point of view (rewards per seat in
   0..1: Stortok not being the Stortok; Zwicker and Toff-Poker a win share plus a
   little for the margin).

Large action sets use an **abstraction**, not progressive widening: a node considers
every legal action when there are at most :data:`~game.ai.policies.SHORTLIST`,
otherwise a fixed short list — Toff-Poker selections as 24 fixed "shapes" of five
cards by value rank, Toff-Poker bids as pass, every single card, the cheapest
winning pair, the top two/three and the whole pool; Zwicker moves (joker
declarations multiply them) ranked by a capture score. Toff-Poker roll-outs stop
at the end of the running round (rounds are independent; the trick standings then
are the result), the other games play to the end.

Zwicker is searched without the tree (:class:`PairedThinker`): there a decision rarely
has more than a few sensible moves, they differ by a few per cent of win chance, and one
game's result hangs on who gets the 10D, so the tree's unpaired estimates were all
noise (Hard lost to Normal). The paired search compares Normal's best moves on the same
sampled worlds and keeps Normal's move unless another is clearly better; a move that
falls clearly behind leaves the race, and the search ends when none is left (so many
decisions take a fraction of the budget). What any player could gain here at all is
measured by ``tools/zwicker_decisions.py`` (README, "What a Zwicker player can gain at
all"): little beyond what Hard takes, because a seat cannot know the hands. Hard's worlds are
resampled by how likely the opponents' moves of the running deal were in them
(:mod:`game.ai.zwicker_inference`: a seat that took the 5 while the 10D lay there for a
10 most likely holds no 10).

The search runs in slices (:meth:`HardPlayer.start` gives a :class:`Thinker` whose
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
from game.rules.worlds import world_sampler

from .base import SeededPlayer
from .policies import Policy, candidates, paired_rollout_policy, ranked_moves, rollout_policy
from .zwicker_inference import weighted_sampler

#: UCB1 exploration constant for rewards in 0..1.
EXPLORATION = 0.7
#: Early stop: only after this many iterations, and only when the leader is this
#: many visits ahead of the second beyond what the remaining iterations could add.
MIN_ITERATIONS = 64

Outcome = Callable[[GameState], list[float]]


# --- results per seat, in 0..1 ------------------------------------------------------

def _win_share(scores: Sequence[float]) -> list[float]:
    top = max(scores)
    leaders = sum(1 for s in scores if s == top)
    return [1.0 / leaders if s == top else 0.0 for s in scores]


def stortok_outcome(state: GameState) -> list[float]:
    fool = state.stortok
    if fool is None:   # stopped by the safety cap: nobody lost
        return [0.5] * state.players
    return [0.0 if seat == fool else 1.0 for seat in range(state.players)]


def score_outcome(state: GameState) -> list[float]:
    """Win share (ties shared) with 30 % for the share of all points or tricks."""
    scores = state.scores()
    total = sum(scores) or 1
    return [0.7 * w + 0.3 * s / total for w, s in zip(_win_share(scores), scores,
                                                        strict=True)]


OUTCOMES: dict[str, Outcome] = {"stortok": stortok_outcome, "zwicker": score_outcome,
                                "toffpoker": score_outcome}


def _horizon(view: GameState) -> Callable[[GameState], bool]:
    """When a roll-out may stop early (Toff-Poker: at the end of the running round)."""
    if view.name == "toffpoker":
        start = view.round
        return lambda state: state.round != start
    return lambda state: False


# --- the tree -----------------------------------------------------------------------

class Node:
    """Statistics of one action in one information set, from its mover's side."""

    __slots__ = ("mover", "visits", "avail", "reward", "children")

    def __init__(self, mover: int | None) -> None:
        self.mover = mover
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        self.children: dict[Any, Node] = {}


class Thinker:
    """One decision being searched. ``step(seconds)`` runs iterations for about that
    long and returns the chosen action once the search is done, else None."""

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
        self.sample = world_sampler(view, seat)
        self.outcome = OUTCOMES[view.name]
        self.stop = _horizon(view)
        self.root = Node(None)
        self.moves = list(candidates(view))
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
            if used >= (self.budget or 0.0):
                return True
            left = int(done / used * (self.budget - used)) if used > 0 else 1 << 30
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
        legal: Sequence[Any] = self.moves
        while not state.is_over and not stop(state):
            if node is not self.root:
                legal = candidates(state)
            children = node.children
            mover = state.current_player
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
            action = child = None
            for a in legal:
                ch = children[a]
                ch.avail += 1
                score = ch.reward / ch.visits + EXPLORATION * math.sqrt(
                    math.log(ch.avail) / ch.visits)
                if score > best_score:
                    best_score, action, child = score, a, ch
            state.apply(action)
            node = child
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


def _margin(state: GameState, seat: int) -> float:
    """The seat's win share plus a hundredth of its lead over the best other score."""
    scores = state.scores()
    share = _win_share(scores)[seat]
    best_other = max(x for s, x in enumerate(scores) if s != seat)
    return share + 0.01 * (scores[seat] - best_other)


class PairedThinker(Thinker):
    """Root search on paired worlds, for games where the cards' luck drowns the tree's
    estimates (Zwicker; see :data:`PAIRED_GAMES`).

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
        if self.result is None and self.view.name == "zwicker" and INFER_CANDIDATES > 1:
            self.sample = weighted_sampler(self.view, self.seat, INFER_CANDIDATES,
                                           base=self.sample)

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


#: Games searched by :class:`PairedThinker` rather than the tree.
PAIRED_GAMES = frozenset({"zwicker"})
#: How many of the policy's best moves the paired search compares.
PAIRED_MOVES = 4
#: How many standard errors a move must beat the policy's move by to be chosen.
PAIRED_Z = 1.5
#: A move trailing the policy's by this many standard errors after ``DROP_AFTER``
#: worlds leaves the race (it could hardly be chosen any more).
DROP_Z = 2.0
DROP_AFTER = 16
#: Zwicker: every world searched is kept from this many uniform samples by weight
#: (the opponents' moves in the running deal, :mod:`game.ai.zwicker_inference`); 1: off.
INFER_CANDIDATES = 8


class HardPlayer(SeededPlayer):
    """ISMCTS for any game with a world sampler; see the module docstring."""

    def __init__(self, game: str, seed: int | None = None, budget: float = 1.0,
                 iterations: int | None = None, model_opponents: bool = True) -> None:
        super().__init__(seed)
        self.model_opponents = model_opponents
        self.game = game
        self.budget = budget
        self.iterations = iterations
        self.paired = game in PAIRED_GAMES and model_opponents
        self.policy = (paired_rollout_policy if self.paired else rollout_policy)(game, seed)
        self.last: Thinker | None = None

    def start(self, view: GameState) -> Thinker:
        seat = view.current_player
        rng = random.Random(self.rng.getrandbits(64))
        kind = PairedThinker if self.paired else Thinker
        self.last = kind(view, seat, rng, self.policy, self.budget, self.iterations,
                         self.model_opponents)
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


__all__ = ["HardPlayer", "Thinker", "PairedThinker", "Node", "OUTCOMES", "PAIRED_GAMES"]
