"""Rules throughput: random playouts, steps per second per game and player count.

A step is one ``legal_actions()`` plus one ``apply()``. Also times ``clone()``.
Run on one core:  ``python tools/bench_rules.py [--seconds 2] [game ...]``
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules import GAMES, new_game  # noqa: E402


def steps_per_second(name: str, players: int, seconds: float) -> tuple[float, float]:
    """(steps/s, clones/s) over random games for about ``seconds``."""
    rng = random.Random(1)
    steps = clones = 0
    spent = clone_time = 0.0
    seed = 0
    while spent < seconds:
        state = new_game(name, players, seed=seed)
        seed += 1
        start = time.perf_counter()
        while True:
            legal = state.legal_actions()
            if not legal:
                break
            state.apply(legal[int(rng.random() * len(legal))])
            steps += 1
        spent += time.perf_counter() - start
        state = new_game(name, players, seed=seed)
        start = time.perf_counter()
        for _ in range(200):
            state.clone()
        clone_time += time.perf_counter() - start
        clones += 200
    return steps / spent, clones / clone_time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=sorted(GAMES))
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    print(f"{'game':<10} {'players':>7} {'steps/s':>10} {'clones/s':>10}")
    for name in args.games:
        info = GAMES[name]
        for players in range(info.min_players, info.max_players + 1):
            steps, clones = steps_per_second(name, players, args.seconds)
            print(f"{name:<10} {players:>7} {steps:>10,.0f} {clones:>10,.0f}")


if __name__ == "__main__":
    main()
