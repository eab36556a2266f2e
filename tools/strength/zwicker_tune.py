"""Tune Zwicker Normal's weights by self-play against Easy (not a test).

    python tools/strength/zwicker_tune.py [--games 2000] [--rounds 2] [--seed 5000]

Coordinate search: every weight in turn is halved and raised by half; a change is
kept when Normal's heads-up win share against Easy (seats alternating, deals from
``--seed``, the mean point margin as a tie-break) gets better. The tuned values go
into :class:`game.ai.zwicker_players.Weights` by hand. Tune on other seeds than the
tournament's (1000..) so that the README's figures stay honest.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import fields, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

toolkit.on_path()

from game.ai import make_player  # noqa: E402
from game.ai.zwicker_players import Weights, ZwickerNormal  # noqa: E402
from game.rules import new_game  # noqa: E402


def measure(weights: Weights, games: int, seed: int) -> float:
    """Normal's win share against Easy plus a thousandth of its mean point margin."""
    wins = margin = 0.0
    for i in range(games):
        state = new_game("zwicker", 2, seed=seed + i)
        mine = i % 2
        bots = [ZwickerNormal(seed + i, weights) if s == mine
                else make_player("zwicker", "easy", seed=seed + i) for s in range(2)]
        while not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state.view(seat)))
        scores = state.scores()
        diff = scores[mine] - scores[1 - mine]
        wins += 1.0 if diff > 0 else 0.5 if diff == 0 else 0.0
        margin += diff
    return (wins + 0.001 * margin) / games


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--seed", type=int, default=5000)
    args = parser.parse_args()
    best = Weights()
    best_score = measure(best, args.games, args.seed)
    print(f"start {best}: {best_score:.4f}")
    for _ in range(args.rounds):
        for f in fields(best):
            base = getattr(best, f.name)
            for value in (base * 0.5, base * 1.5) if base else (0.2,):
                trial = replace(best, **{f.name: value})
                score = measure(trial, args.games, args.seed)
                print(f"  {f.name}={value:.3f}: {score:.4f}", flush=True)
                if score > best_score:
                    best, best_score = trial, score
        print(f"{best}: {best_score:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
