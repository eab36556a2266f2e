"""Check Zwicker's opponent inference against the truth (an offline measurement, not a test).

    python tools/checks/zwicker_inference_check.py --players 2 --games 40 --worlds 100

Plays seeded Normal-vs-Normal games. At every decision with a choice where an opponent
has moved in the running deal, it samples ``--worlds`` worlds from the deciding seat's
view (the uniform sampler of ``game/rules/zwicker/worlds.py``) and ranks the TRUE hidden hands'
likelihood (``game/ai/zwicker_inference.py``) among theirs: the share of sampled worlds
below it, ties counted half. Under uniform weighting every world ties, so the figure is
50 %; the better the weighting, the higher. This tool looks at the true state on purpose;
the players never do. Prints the mean rank percentile with a 95 % interval (over
positions), the same over the positions where the weights differ at all, the mean
effective sample size of the weights as a share of the worlds and the mean of
log(true hands' weight / mean sampled weight) (above 0: the weighting moves towards the
truth; what the temperature and epsilon are chosen by).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

toolkit.on_path()

from game.ai.zwicker_inference import Model, OpponentModel  # noqa: E402
from game.ai.zwicker_players import ZwickerNormal  # noqa: E402
from game.rules import new_game  # noqa: E402
from game.rules.worlds import world_sampler  # noqa: E402


def rank_percentile(true_log: float, logs: list[float]) -> float:
    """The share of ``logs`` below ``true_log``, ties counted half."""
    below = sum(1 for x in logs if x < true_log - 1e-9)
    ties = sum(1 for x in logs if abs(x - true_log) <= 1e-9)
    return (below + 0.5 * ties) / len(logs)


def effective_share(logs: list[float]) -> float:
    """Kish's effective sample size of the weights, as a share of their number."""
    top = max(logs)
    w = [math.exp(x - top) for x in logs]
    return sum(w) ** 2 / sum(x * x for x in w) / len(w)


def gain(true_log: float, logs: list[float]) -> float:
    """log(true weight / mean sampled weight): what the weighting moves towards the
    truth (the posterior over the prior of the true hands, estimated; 0 for uniform)."""
    top = max(logs)
    return true_log - top - math.log(statistics.fmean(math.exp(x - top) for x in logs))


def measure(players: int, games: int, seed: int, worlds: int,
            model: Model) -> tuple[list[float], list[float], list[float], list[float]]:
    """Per position: the rank percentile, (for informative positions) again, the
    effective share and the gain."""
    gains: list[float] = []
    ranks: list[float] = []
    informative: list[float] = []
    ess: list[float] = []
    for g in range(games):
        state = new_game("zwicker", players, seed=seed + g)
        bots = [ZwickerNormal(1_000_003 * (g + 1) + s) for s in range(players)]
        while not state.is_over:
            seat = state.current_player
            view = state.view(seat)
            if len(state.legal_actions()) > 1:
                opponents = OpponentModel(view, seat, model)
                if opponents.observations:
                    sample = world_sampler(view, seat)
                    rng = random.Random(seed * 7919 + len(state.history))
                    logs = [opponents.log_weight(sample(rng)) for _ in range(worlds)]
                    true_log = opponents.log_weight(state)
                    rank = rank_percentile(true_log, logs)
                    gains.append(gain(true_log, logs))
                    ranks.append(rank)
                    if max(logs) - min(logs) > 1e-9:
                        informative.append(rank)
                    ess.append(effective_share(logs))
            state.apply(bots[seat].choose(view))
    return ranks, informative, ess, gains


def interval(values: list[float]) -> str:
    if len(values) < 2:
        return "n/a"
    mean, half = toolkit.mean_and_margin(values)
    return f"{mean:.1%} (95 % interval {mean - half:.1%}–{mean + half:.1%})"


def main() -> int:
    parser = argparse.ArgumentParser(description="Rank of the true hands among sampled worlds.")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--worlds", type=int, default=100)
    parser.add_argument("--temperature", type=float, default=Model.temperature)
    parser.add_argument("--epsilon", type=float, default=Model.epsilon)
    args = parser.parse_args()
    model = Model(temperature=args.temperature, epsilon=args.epsilon)
    started = time.perf_counter()
    ranks, informative, ess, gains = measure(args.players, args.games, args.seed, args.worlds,
                                             model)
    print(f"Zwicker, {args.players} players, {args.games} Normal-vs-Normal games from seed "
          f"{args.seed}, {args.worlds} sampled worlds a position, temperature "
          f"{model.temperature}, epsilon {model.epsilon}")
    print("  uniform weighting: 50.0 % (every world ties)")
    print(f"  weighted: true hands' rank percentile {interval(ranks)} over {len(ranks)} "
          f"positions")
    print(f"  where the weights differ: {interval(informative)} over {len(informative)}")
    if ess:
        print(f"  effective sample size {statistics.fmean(ess):.0%} of the worlds (mean); "
              f"log(true weight / mean weight) {statistics.fmean(gains):+.3f} (mean)")
    print(f"  wall time {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
