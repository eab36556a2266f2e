"""Zwicker computer players against each other (not a test).

    python tools/strength/zwicker_strength.py [--games 400] [--players 2 4]

Plays seeded games with the strengths seated in rotation (so every level sits in every
seat equally often) and prints the mean points per game and level, how often each level
had the top score, and the time per decision.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

toolkit.on_path()

from game.ai import make_player  # noqa: E402
from game.rules import new_game  # noqa: E402


def play(players: int, games: int, levels: list[str]) -> dict[str, dict[str, float]]:
    """Mean score, win share and ms per decision per level over ``games`` seeded games."""
    points = dict.fromkeys(levels, 0.0)
    seats = dict.fromkeys(levels, 0)
    wins = dict.fromkeys(levels, 0.0)
    spent = dict.fromkeys(levels, 0.0)
    decisions = dict.fromkeys(levels, 0)
    for seed in range(games):
        seated = [levels[(i + seed) % len(levels)] for i in range(players)]
        state = new_game("zwicker", players, seed=seed)
        bots = [make_player("zwicker", level, seed=seed * 31 + i)
                for i, level in enumerate(seated)]
        while not state.is_over:
            seat = state.current_player
            started = time.perf_counter()
            action = bots[seat].choose(state.view(seat))
            spent[seated[seat]] += time.perf_counter() - started
            decisions[seated[seat]] += 1
            state.apply(action)
        winners = state.winners()
        for seat, score in enumerate(state.scores()):
            points[seated[seat]] += score
            seats[seated[seat]] += 1
            if seat in winners:
                wins[seated[seat]] += 1 / len(winners)
    return {level: {"mean": points[level] / seats[level],
                    "wins": wins[level] / games,
                    "ms": 1000 * spent[level] / max(1, decisions[level])}
            for level in levels}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--levels", nargs="+", default=["easy", "normal"])
    args = parser.parse_args()
    for players in args.players:
        result = play(players, args.games, args.levels)
        print(f"{players} players, {args.games} games, levels seated in rotation:")
        for level, row in result.items():
            print(f"  {level:8} mean {row['mean']:5.2f} points   top score in "
                  f"{row['wins']:.0%} of games   {row['ms']:.3f} ms per decision")
    return 0


if __name__ == "__main__":
    sys.exit(main())
