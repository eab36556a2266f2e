"""How much a Zwicker player's choices gain over Normal's, decision by decision (not a test).

    python tools/strength/zwicker_decisions.py --positions 300 --level hard --iterations 100

Game results are too noisy to compare Zwicker players quickly (one game hangs on who gets
the 10D). This tool measures choices instead. It plays Normal against Normal, keeps
positions where a seat has more than one legal move, and values each candidate move
*in the true position*: the real hands, with the stock shuffled anew for every play-out
(nobody knows its order), every seat playing Normal from then on, the result the seat's
win share (a tie shared). A player's **advantage** at a position is the value of its
move minus the value of Normal's move, both on the same play-outs (paired). By the
performance difference lemma, a player who meets Normal gains over 50 % the sum of
these advantages along its games; the tool reports the mean advantage per decision and
that times the decisions a seat makes in a game (the expected win-share gain).

With ``--ceilings`` it also reports what any player could gain at one step, choosing
among Normal's ``--moves`` best moves (each chosen on half the play-outs and valued on
the other half, so noise does not flatter it):

- **truth**: knowing the other hands (the stock still unknown);
- **posterior**: knowing exactly what the seat can know — worlds drawn from the
  Bayesian posterior given every move of the running deal, with the opponents modelled
  exactly (they are Normal: a world is kept only if every opponent move seen is one
  Normal would have made with its hands there, :meth:`OpponentModel.consistent`).

By the same lemma, if the posterior ceiling is small at every position, no player that
sees what a seat sees can beat Normal by much: its gain is at most the sum of the
best one-step advantages along its games (up to moves outside Normal's short list).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

toolkit.on_path()

from game.ai import make_player, paired, zwicker_inference  # noqa: E402
from game.ai.policies import paired_rollout_policy, ranked_moves  # noqa: E402
from game.ai.zwicker_inference import OpponentModel  # noqa: E402
from game.rules import GameState, new_game  # noqa: E402
from game.rules.base import win_share as _win_share  # noqa: E402
from game.rules.cards import JOKER  # noqa: E402
from game.rules.worlds import Sampler, world_sampler  # noqa: E402
from game.rules.zwicker.worlds import public_facts  # noqa: E402

#: How many uniform worlds the posterior sampler draws at most before it takes one.
TRIES = 2000


def positions(count: int, players: int, seed: int) -> tuple[list[tuple[GameState, int]], float]:
    """``count`` positions from Normal-vs-Normal games (every third choice), and the mean
    number of choices (more than one legal move) a seat makes in a game."""
    out: list[tuple[GameState, int]] = []
    choices: list[int] = []
    game = 0
    while len(out) < count:
        state = new_game("zwicker", players, seed=seed + game)
        bots = [make_player("zwicker", "normal", seed=seed * 7 + game * 11 + s)
                for s in range(players)]
        made = [0] * players
        k = 0
        while not state.is_over:
            seat = state.current_player
            if len(state.legal_actions()) > 1:
                made[seat] += 1
                k += 1
                if k % 3 == game % 3 and len(out) < count:
                    out.append((state.clone(), seat))
            state.apply(bots[seat].choose(state.view(seat)))
        choices.extend(made)
        game += 1
    return out, statistics.fmean(choices)


def reshuffled(state: GameState, rng: random.Random) -> GameState:
    """The true position with the unseen stock in a new order (returned jokers stay at
    the bottom, as the rules put them)."""
    world = state.clone()
    stock = list(state._stock[state._drawn:])
    bottom = public_facts(state.view(state.current_player)).bottom_jokers
    top = stock[:len(stock) - bottom] if bottom else stock
    assert all(c == JOKER for c in stock[len(top):])
    rng.shuffle(top)
    world._stock = tuple(top) + tuple(stock[len(top):])
    world._drawn = 0
    return world


def win_share(state: GameState, seat: int) -> float:
    return _win_share(state.scores())[seat]


def posterior_sampler(view: GameState, seat: int) -> tuple[Sampler, list[int]]:
    """Worlds from the exact posterior (uniform worlds kept only when consistent with
    every opponent move of the deal), and a list that collects the draws each took."""
    base = world_sampler(view, seat)
    model = OpponentModel(view, seat)
    draws: list[int] = []

    def sample(rng: random.Random) -> GameState:
        tries = 1
        world = base(rng)
        while tries < TRIES and not model.consistent(world):
            world = base(rng)
            tries += 1
        draws.append(tries)
        return world

    return sample, draws


class Valuer:
    """Values of moves over ``plays`` paired play-outs (cached): by default at the true
    position (the stock reshuffled), or on worlds from ``sampler``."""

    def __init__(self, state: GameState, seat: int, plays: int, seed: int,
                 sampler: Sampler | None = None) -> None:
        self.state, self.seat = state, seat
        self.policy = paired_rollout_policy("zwicker", 0)
        rng = random.Random(seed)
        draw = sampler or (lambda r: reshuffled(state, r))
        self.worlds = [(draw(rng), rng.getrandbits(64)) for _ in range(plays)]
        self.cache: dict[object, list[float]] = {}

    def results(self, action: object) -> list[float]:
        found = self.cache.get(action)
        if found is None:
            found = []
            for world, stream in self.worlds:
                state = world.clone()
                state.apply(action)
                rng = random.Random(stream)
                while not state.is_over:
                    state.apply(self.policy(state, rng))
                found.append(win_share(state, self.seat))
            self.cache[action] = found
        return found

    def value(self, action: object) -> float:
        return statistics.fmean(self.results(action))


def split_best(valuer: Valuer, moves: list, plays: int) -> float:
    """The gain over the first move of the move that looks best on the first half of
    the play-outs, valued on the second half."""
    half = plays // 2
    pick = max(moves, key=lambda a: statistics.fmean(valuer.results(a)[:half]))
    return (statistics.fmean(valuer.results(pick)[half:])
            - statistics.fmean(valuer.results(moves[0])[half:]))


def summary(values: list[float]) -> tuple[float, float]:
    """Mean and its standard error."""
    return toolkit.mean_and_margin(values, z=1.0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=50_000)
    parser.add_argument("--plays", type=int, default=200, help="play-outs per move")
    parser.add_argument("--moves", type=int, default=4, help="Normal's best moves valued")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--budget", type=float)
    parser.add_argument("--ceilings", action="store_true",
                        help="also the truth and posterior ceilings")
    parser.add_argument("--candidates", type=int, default=zwicker_inference.INFER_CANDIDATES,
                        help="Hard: uniform worlds drawn per searched world (1: no inference)")
    parser.add_argument("--paired-z", type=float, default=paired.PAIRED_Z,
                        help="Hard: standard errors a move must beat Normal's by")
    args = parser.parse_args()
    zwicker_inference.INFER_CANDIDATES = args.candidates
    paired.PAIRED_Z = args.paired_z

    started = time.perf_counter()
    found, per_game = positions(args.positions, args.players, args.seed)
    advantages: list[float] = []
    truth: list[float] = []
    posterior: list[float] = []
    draws: list[int] = []
    left = 0
    for i, (state, seat) in enumerate(found):
        view = state.view(seat)
        valuer = Valuer(state, seat, args.plays, args.seed + i)
        ranked = ranked_moves("zwicker", view, args.moves) or list(view.legal_actions())
        normal = ranked[0]
        player = make_player("zwicker", args.level, seed=args.seed + 3 * i,
                             budget=args.budget, iterations=None if args.budget else
                             args.iterations)
        chosen = player.choose(view)
        if chosen == normal:
            advantages.append(0.0)
        else:
            left += 1
            advantages.append(statistics.fmean(valuer.results(chosen))
                              - statistics.fmean(valuer.results(normal)))
        if args.ceilings:
            truth.append(split_best(valuer, ranked, args.plays))
            sampler, took = posterior_sampler(view, seat)
            believed = Valuer(state, seat, args.plays, args.seed + i, sampler)
            posterior.append(split_best(believed, ranked, args.plays))
            draws += took
    n = len(advantages)
    mean, spread = summary(advantages)
    limits = f"budget {args.budget} s" if args.budget else f"{args.iterations} iterations"
    if args.level == "hard":
        limits += f", {args.candidates} candidates a world, z {args.paired_z}"
    print(f"Zwicker, {args.players} players, {n} positions (seed {args.seed}), "
          f"{args.plays} play-outs per move; {args.level} at {limits}")
    print(f"  leaves Normal's move at {left / n:.1%} of the positions")
    print(f"  advantage per decision {mean:+.4f} ± {spread:.4f}; "
          f"x {per_game:.1f} decisions a game: {mean * per_game:+.1%} win share")
    for name, values in (("truth (other hands known)", truth),
                         ("posterior (what the seat can know)", posterior)):
        if values:
            cmean, cspread = summary(values)
            print(f"  ceiling, {name}, best of Normal's {args.moves}: {cmean:+.4f} ± "
                  f"{cspread:.4f} per decision, {cmean * per_game:+.1%} a game")
    if draws:
        print(f"  posterior: a uniform world was consistent with the moves seen "
              f"{len(draws) / sum(draws):.0%} of the time")
    print(f"  wall time {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
