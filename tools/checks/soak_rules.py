"""Rules soak (not a test): many random games of every game and player count, each
checked step by step with all the invariants of the generic contract tests.

    python tools/checks/soak_rules.py [--games 10000] [--game stortok] [--players 3] [--seed 0]

Reuses ``play_random`` of the tests' support (``tests/support/contract.py``: clones
equal and independent, legal actions unique and deterministic, texts round-trip, illegal
actions refused without a change, views and events hide what they must, cards conserved,
length and scores within bounds) and checks that replaying the history reproduces the
final state. Prints one line per case and stops at the first broken invariant with the
seed to reproduce it.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

ROOT = toolkit.on_path()

sys.path.insert(0, str(ROOT / "tests"))  # the tests' support package
from support.contract import play_random  # noqa: E402

from game.rules import GAMES, replay  # noqa: E402


def soak(name: str, players: int, games: int, first_seed: int) -> tuple[int, float]:
    started = time.perf_counter()
    for seed in range(first_seed, first_seed + games):
        try:
            state = play_random(name, players, seed=seed)
            assert replay(state) == state, "replaying the history gives another state"
        except BaseException:
            print(f"FAILED: {name}, {players} players, seed {seed}", flush=True)
            raise
    return games, time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per case")
    parser.add_argument("--game", choices=sorted(GAMES), help="only this game")
    parser.add_argument("--players", type=int, help="only this player count")
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    args = parser.parse_args()
    total = 0
    for name, info in sorted(GAMES.items()):
        if args.game and name != args.game:
            continue
        for players in range(info.min_players, info.max_players + 1):
            if args.players and players != args.players:
                continue
            count, seconds = soak(name, players, args.games, args.seed)
            total += count
            print(f"{info.title:>10} {players} players: {count:,} games, all invariants held "
                  f"({seconds:.0f} s)", flush=True)
    print(f"{total:,} random games, no invariant broken")
    return 0


if __name__ == "__main__":
    sys.exit(main())
