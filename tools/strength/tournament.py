"""Play seeded games between two computer strengths and report win rates (not a test).

    python tools/strength/tournament.py stortok --players 2 --a hard --b normal --games 100
    python tools/strength/tournament.py stortok --players 4 --a hard --b normal --games 100 \\
        --budget 0.25
    python tools/strength/tournament.py zwicker --a hard --b normal --games 400 --duplicate --jobs 2

One seat plays level A, every other seat level B; A's seat rotates from game to game
and game i is dealt from seed ``--seed + i``. With ``--duplicate`` every deal is played
once with A in each seat (game i is dealt from seed ``--seed + i // players``, A in seat
``i % players``), so the luck of the cards falls on A and B alike and the win rate
settles with fewer games. ``--jobs 2`` plays games in two processes (each needs a core
of its own for a time budget to mean what it says). A "win" for A: Stortok — A is not the
Stortok; Zwicker and Toff-Poker — A has the top score (a top shared by k seats counts
1/k, so a heads-up tie counts half). A Stortok game stopped by the safety cap counts
half. Prints A's win rate with a 95 % Wilson interval, Stortok: how often A was the
Stortok, and A's decision time (mean, p95) and search iterations per decision.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
import time
from contextlib import nullcontext
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402
from toolkit import percentile  # noqa: E402

toolkit.on_path()

from game.ai import SEARCHING, make_player  # noqa: E402
from game.rules import GAMES, new_game  # noqa: E402


def wilson(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval for a proportion observed over ``n`` games."""
    if n == 0:
        return (0.0, 1.0)
    denom = 1 + z * z / n
    centre = (share + z * z / (2 * n)) / denom
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def build(game: str, level: str, seed: int, budget: float | None,
          iterations: int | None):
    if level in SEARCHING:
        return make_player(game, level, seed=seed, budget=budget, iterations=iterations)
    return make_player(game, level, seed=seed)


def play(game: str, players: int, a: str, b: str, index: int, seed: int,
         budget: float | None, iterations: int | None, duplicate: bool = False,
         ) -> tuple[float, bool, list[float], list[int]]:
    """One game; returns A's win share, whether A was the Stortok, and A's decision times
    and search iterations."""
    times: list[float] = []
    iters: list[int] = []
    state = new_game(game, players, seed=seed + (index // players if duplicate else index))
    a_seat = index % players
    bots = [build(game, a if s == a_seat else b, 1_000_003 * (index + 1) + s, budget,
                  iterations) for s in range(players)]
    while not state.is_over:
        seat = state.current_player
        view = state.view(seat)
        started = time.perf_counter()
        action = bots[seat].choose(view)
        if seat == a_seat:
            times.append(time.perf_counter() - started)
            last = getattr(bots[seat], "last", None)
            if last is not None:
                iters.append(last.iterations)
        state.apply(action)
    if game == "stortok":
        fool = state.stortok
        if fool is None:
            return 0.5, False, times, iters
        return (0.0, True, times, iters) if fool == a_seat else (1.0, False, times, iters)
    scores = state.scores()
    top = max(scores)
    leaders = [s for s, x in enumerate(scores) if x == top]
    return (1.0 / len(leaders) if a_seat in leaders else 0.0), False, times, iters


def _play(args: tuple) -> tuple[float, bool, list[float], list[int]]:
    return play(*args)


def main() -> int:
    parser = argparse.ArgumentParser(description="Win rates between two computer strengths.")
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--a", default="hard", help="level of the one rotating seat")
    parser.add_argument("--b", default="normal", help="level of every other seat")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--budget", type=float, help="seconds per decision (searching levels)")
    parser.add_argument("--iterations", type=int, help="fixed search size instead of time")
    parser.add_argument("--duplicate", action="store_true",
                        help="play every deal once with A in each seat")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    args = parser.parse_args()
    info = GAMES[args.game]
    if not info.min_players <= args.players <= info.max_players:
        parser.error(f"{info.title} is for {info.min_players}-{info.max_players} players")
    times: list[float] = []
    iters: list[int] = []
    shares: list[float] = []
    fools = 0
    started = time.perf_counter()
    jobs = [(args.game, args.players, args.a, args.b, i, args.seed, args.budget,
             args.iterations, args.duplicate) for i in range(args.games)]
    with multiprocessing.Pool(args.jobs) if args.jobs > 1 else nullcontext() as pool:
        results = pool.imap(_play, jobs) if pool else map(_play, jobs)
        for share, fool, took, searched in results:
            shares.append(share)
            fools += fool
            times += took
            iters += searched
    n = args.games
    wins = sum(shares)
    low, high = wilson(wins / n, n)
    limits = (f"budget {args.budget} s" if args.budget is not None else "") + (
        f" iterations {args.iterations}" if args.iterations is not None else "")
    limits = limits.strip() or "default limits"
    deals = -(-n // args.players) if args.duplicate else n
    print(f"{info.title}, {args.players} players, A={args.a} vs B={args.b} ({limits}), "
          f"{n} games, seeds {args.seed}..{args.seed + deals - 1}"
          + (" (each deal with A in every seat)" if args.duplicate else ""))
    print(f"  A wins {wins / n:.1%}  (95 % interval {low:.1%}–{high:.1%})")
    if args.duplicate and n >= 2 * args.players:
        per_deal = [statistics.fmean(shares[k:k + args.players])
                    for k in range(0, n - n % args.players, args.players)]
        mean, half = toolkit.mean_and_margin(per_deal)
        print(f"  paired by deal: {mean:.1%} ± {half:.1%} (95 %, {len(per_deal)} deals)")
    if args.game == "stortok":
        flow, fhigh = wilson(fools / n, n)
        print(f"  A was the Stortok in {fools / n:.1%}  (95 % interval {flow:.1%}–{fhigh:.1%};"
              f" equal strength: {1 / args.players:.0%})")
    if times:
        print(f"  A decision time mean {statistics.fmean(times) * 1000:.0f} ms, "
              f"p95 {percentile(times, 95) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms "
              f"over {len(times)} decisions")
    if iters:
        print(f"  A iterations per decision mean {statistics.fmean(iters):.0f}, "
              f"median {statistics.median(iters):.0f}")
    print(f"  wall time {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
