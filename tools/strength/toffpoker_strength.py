"""Toff-Poker computer players against each other (not a test; figures for the README).

    python tools/strength/toffpoker_strength.py [--games 40] [--rounds 9]

For several seatings (one Normal among Easy players, one Easy among Normal players,
heads-up …) it plays seeded games, rotating the seats, and prints the average tricks per
game of a Normal and of an Easy seat, plus the time per decision.
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

SEATINGS = (
    ("normal", "easy"),
    ("normal", "easy", "easy"),
    ("easy", "normal", "normal"),
    ("normal", "easy", "easy", "easy"),
    ("easy", "normal", "normal", "normal"),
    ("normal", "easy", "easy", "easy", "easy", "easy"),
    ("easy", "normal", "normal", "normal", "normal", "normal"),
)


def play(seating: tuple[str, ...], games: int, rounds: int) -> tuple[float, float, float]:
    """Average tricks per game of a Normal and of an Easy seat; ms per decision."""
    n = len(seating)
    tricks = {"normal": 0.0, "easy": 0.0}
    decisions = 0
    thinking = 0.0
    for seed in range(games):
        levels = seating[seed % n:] + seating[:seed % n]
        state = new_game("toffpoker", n, seed=seed, options={"rounds": rounds})
        bots = [make_player("toffpoker", lv, seed=seed * 10 + i) for i, lv in enumerate(levels)]
        while not state.is_over:
            seat = state.current_player
            view = state.view(seat)
            started = time.perf_counter()
            action = bots[seat].choose(view)
            thinking += time.perf_counter() - started
            decisions += 1
            state.apply(action)
        for seat, score in enumerate(state.scores()):
            tricks[levels[seat]] += score / levels.count(levels[seat])
    return tricks["normal"] / games, tricks["easy"] / games, thinking / decisions * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()
    print("| seats | Normal seat: tricks/game | Easy seat: tricks/game | ms/decision |")
    print("|---|---|---|---|")
    for seating in SEATINGS:
        normal, easy, ms = play(seating, args.games, args.rounds)
        label = " + ".join(f"{seating.count(lv)} {lv.capitalize()}"
                           for lv in ("normal", "easy"))
        print(f"| {label} | {normal:.1f} | {easy:.1f} | {ms:.3f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
