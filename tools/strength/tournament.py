"""Play seeded games between computer strengths and report how each did (not a test).

    python tools/strength/tournament.py stortok --players 2 --a hard --b normal --games 100
    python tools/strength/tournament.py stortok --players 4 --a hard --b normal --games 100 \\
        --budget 0.25
    python tools/strength/tournament.py zwicker --a hard --b normal --games 400 --duplicate --jobs 2
    python tools/strength/tournament.py toffpoker --seating normal,easy,easy \\
        --seating easy,normal,normal --option rounds=9 --games 40 --seed 0
    python tools/strength/tournament.py zwicker --seating easy,normal \\
        --seating easy,normal,easy,normal --games 400 --seed 0

A seating names the level of every seat (``--seating normal,easy,easy``; by default
level A in one seat and level B in the other ``--players - 1``); it rotates from game
to game, so every level sits in every seat equally often, and game i is dealt from seed
``--seed + i``. Several ``--seating`` flags play one tournament each, on the same deals.
``--option NAME=VALUE`` passes a game option (Toff-Poker's ``rounds=9``) to every game.
The first seat of a seating is "A". With ``--duplicate`` every deal is played
once with A in each seat (game i is dealt from seed ``--seed + i // players``, A in seat
``i % players``), so the luck of the cards falls on A and B alike and the win rate
settles with fewer games. ``--jobs 2`` plays games in two processes (each needs a core
of its own for a time budget to mean what it says). A "win" for A: Stortok — A is not the
Stortok; Zwicker and Toff-Poker — A has the top score (a top shared by k seats counts
1/k, so a heads-up tie counts half). A Stortok game stopped by the safety cap counts
half. Prints A's win rate with a 95 % Wilson interval, Stortok: how often A was the
Stortok, and A's decision time (mean, p95) and search iterations per decision; then for
every level of the seating its mean score per seat and game, how often one of its seats
had the top score (Stortok: was the Stortok), and its time per decision.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Sequence
from contextlib import nullcontext
from dataclasses import dataclass
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


@dataclass
class Result:
    """One game, seat by seat (in the seating's order, whatever the seat it sat in)."""
    scores: list[float]
    #: each seat's share of the win: the top score shared (Stortok: 1 unless it was the
    #: Stortok; every seat a half when the safety cap stopped the game)
    wins: list[float]
    #: the seating's index of the Stortok (Stortok only; None when capped or elsewhere)
    stortok: int | None
    times: list[list[float]]
    iterations: list[list[int]]


def seated(seating: Sequence[str], index: int) -> list[str]:
    """The level in each seat of game ``index``: the seating turned ``index`` seats on,
    so that the seating's first level ("A") sits in seat ``index % players``."""
    n = len(seating)
    return [seating[(seat - index) % n] for seat in range(n)]


def play(game: str, seating: Sequence[str], index: int, seed: int, budget: float | None,
         iterations: int | None, duplicate: bool = False,
         options: dict[str, object] | None = None) -> Result:
    """One game of the seating, turned ``index`` seats on."""
    players = len(seating)
    state = new_game(game, players, seed=seed + (index // players if duplicate else index),
                     options=options or None)
    turn = index % players
    of_seat = [(seat - turn) % players for seat in range(players)]  # seat -> seating index
    levels = seated(seating, index)
    bots = [build(game, levels[s], 1_000_003 * (index + 1) + s, budget, iterations)
            for s in range(players)]
    times: list[list[float]] = [[] for _ in seating]
    iters: list[list[int]] = [[] for _ in seating]
    while not state.is_over:
        seat = state.current_player
        view = state.view(seat)
        started = time.perf_counter()
        action = bots[seat].choose(view)
        times[of_seat[seat]].append(time.perf_counter() - started)
        last = getattr(bots[seat], "last", None)
        if last is not None:
            iters[of_seat[seat]].append(last.iterations)
        state.apply(action)
    scores = [0.0] * players
    for seat, score in enumerate(state.scores()):
        scores[of_seat[seat]] = float(score)
    if game == "stortok":
        fool = state.stortok
        if fool is None:
            return Result(scores, [0.5] * players, None, times, iters)
        wins = [0.0 if of_seat[fool] == i else 1.0 for i in range(players)]
        return Result(scores, wins, of_seat[fool], times, iters)
    top = max(scores)
    leaders = [i for i, x in enumerate(scores) if x == top]
    wins = [1.0 / len(leaders) if i in leaders else 0.0 for i in range(players)]
    return Result(scores, wins, None, times, iters)


def _play(args: tuple) -> Result:
    return play(*args)


def option(text: str) -> tuple[str, object]:
    """``NAME=VALUE`` of ``--option``: the value an int, a float or true/false if it reads
    as one, else the text."""
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"{text!r}: expected NAME=VALUE")
    if value.lower() in ("true", "false"):
        return name, value.lower() == "true"
    for kind in (int, float):
        try:
            return name, kind(value)
        except ValueError:
            pass
    return name, value


def report(game: str, seating: Sequence[str], results: Sequence[Result],
           args: argparse.Namespace) -> None:
    """A's win rate (with its interval, by deal when duplicated), then every level's."""
    info = GAMES[game]
    players = len(seating)
    n = len(results)
    shares = [r.wins[0] for r in results]
    times = [x for r in results for x in r.times[0]]
    iters = [x for r in results for x in r.iterations[0]]
    wins = sum(shares)
    low, high = wilson(wins / n, n)
    limits = (f"budget {args.budget} s" if args.budget is not None else "") + (
        f" iterations {args.iterations}" if args.iterations is not None else "")
    limits = limits.strip() or "default limits"
    deals = -(-n // players) if args.duplicate else n
    extra = "".join(f", {k}={v}" for k, v in sorted(dict(args.option).items()))
    print(f"{info.title}, {players} players, seating {','.join(seating)} rotating "
          f"(A={seating[0]}; {limits}{extra}), {n} games, seeds "
          f"{args.seed}..{args.seed + deals - 1}"
          + (" (each deal with A in every seat)" if args.duplicate else ""))
    print(f"  A wins {wins / n:.1%}  (95 % interval {low:.1%}–{high:.1%})")
    if args.duplicate and n >= 2 * players:
        per_deal = [statistics.fmean(shares[k:k + players])
                    for k in range(0, n - n % players, players)]
        mean, half = toolkit.mean_and_margin(per_deal)
        print(f"  paired by deal: {mean:.1%} ± {half:.1%} (95 %, {len(per_deal)} deals)")
    fools = sum(r.stortok == 0 for r in results)
    if game == "stortok":
        flow, fhigh = wilson(fools / n, n)
        print(f"  A was the Stortok in {fools / n:.1%}  (95 % interval {flow:.1%}–{fhigh:.1%};"
              f" equal strength: {1 / players:.0%})")
    if times:
        print(f"  A decision time mean {statistics.fmean(times) * 1000:.0f} ms, "
              f"p95 {percentile(times, 95) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms "
              f"over {len(times)} decisions")
    if iters:
        print(f"  A iterations per decision mean {statistics.fmean(iters):.0f}, "
              f"median {statistics.median(iters):.0f}")
    top = "was the Stortok" if game == "stortok" else "top score"
    print(f"  | level | seats | score per seat and game | {top} | ms per decision |")
    print("  |---|---|---|---|---|")
    for level in dict.fromkeys(seating):
        mine = [i for i, lv in enumerate(seating) if lv == level]
        score = sum(r.scores[i] for r in results for i in mine) / (n * len(mine))
        if game == "stortok":
            share = sum(r.stortok in mine for r in results) / n
        else:
            share = sum(r.wins[i] for r in results for i in mine) / n
        spent = [x for r in results for i in mine for x in r.times[i]]
        ms = 1000 * statistics.fmean(spent) if spent else 0.0
        print(f"  | {level} | {len(mine)} | {score:.2f} | {share:.0%} | {ms:.3f} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--players", type=int, default=2,
                        help="seats of the default seating (A and players - 1 B)")
    parser.add_argument("--a", default="hard", help="level of the one rotating seat")
    parser.add_argument("--b", default="normal", help="level of every other seat")
    parser.add_argument("--seating", action="append", type=lambda text: text.split(","),
                        help="the level of every seat, comma-separated, the first is A "
                             "(repeatable; default: A and players - 1 B)")
    parser.add_argument("--option", action="append", type=option, default=[],
                        help="a game option NAME=VALUE for every game (repeatable)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--budget", type=float, help="seconds per decision (searching levels)")
    parser.add_argument("--iterations", type=int, help="fixed search size instead of time")
    parser.add_argument("--duplicate", action="store_true",
                        help="play every deal once with A in each seat")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    args = parser.parse_args()
    info = GAMES[args.game]
    seatings = args.seating or [[args.a] + [args.b] * (args.players - 1)]
    for seating in seatings:
        if not info.min_players <= len(seating) <= info.max_players:
            parser.error(f"{info.title} is for {info.min_players}-{info.max_players} players")
    options = dict(args.option)
    for seating in seatings:
        started = time.perf_counter()
        jobs = [(args.game, seating, i, args.seed, args.budget, args.iterations,
                 args.duplicate, options) for i in range(args.games)]
        with multiprocessing.Pool(args.jobs) if args.jobs > 1 else nullcontext() as pool:
            results = list(pool.imap(_play, jobs) if pool else map(_play, jobs))
        report(args.game, seating, results, args)
        print(f"  wall time {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
