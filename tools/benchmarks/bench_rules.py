"""Rules throughput: random playouts, steps per second per game and player count.

A step is one ``legal_actions()`` plus one ``apply()``. Also times ``clone()``.
Times are processor time of this process (``time.process_time``), so that other work
on a shared machine slows the figures less than it would wall-clock time.
Run on one core:  ``python tools/benchmarks/bench_rules.py [--seconds 2] [game ...]``

With ``--uno-python PY`` (an interpreter that has ``rlcard``, e.g. a scratch venv:
``python3 -m venv /tmp/rlvenv && /tmp/rlvenv/bin/pip install rlcard``; never a project
dependency) it also times random playouts of RLCard's UNO (2 players; a step is
``env.step()`` on ``state["legal_actions"]``, as RLCard's agents play) before and after
our games in the same run, and prints each row as a ratio to UNO's mean (the bare
``UnoGame``, without the environment's state encoding, is printed for reference).
With ``--rounds N`` UNO and our rows take turns N times and each row's ratio is the
median of its rounds' ratios (this machine is shared: speeds drift during a run).
Targets: Stortok 3 players >= 3.0, Toff-Poker 3 players >= 2.0, Zwicker 4
players >= 2.0.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from pathlib import Path
from statistics import median

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

toolkit.on_path()

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
        start = time.process_time()
        while True:
            legal = state.legal_actions()
            if not legal:
                break
            state.apply(legal[int(rng.random() * len(legal))])
            steps += 1
        spent += time.process_time() - start
        state = new_game(name, players, seed=seed)
        start = time.process_time()
        for _ in range(200):
            state.clone()
        clone_time += time.process_time() - start
        clones += 200
    return steps / spent, clones / clone_time


#: game -> (players, least steps/s as a multiple of RLCard's UNO).
TARGETS = {"stortok": (3, 3.0), "toffpoker": (3, 2.0), "zwicker": (4, 2.0)}


def uno_steps_per_second(seconds: float) -> tuple[float, float]:
    """Random-playout steps/s of RLCard's UNO (needs ``rlcard`` importable): through
    its environment (``env.step`` on ``state["legal_actions"]``, as RLCard's agents
    play; the reference for the targets) and through the bare ``UnoGame``."""
    import rlcard
    from rlcard.games.uno.game import UnoGame

    rng = random.Random(1)
    env = rlcard.make("uno", config={"seed": 1})
    steps = 0
    spent = 0.0
    while spent < seconds:
        state, _ = env.reset()
        start = time.process_time()
        while not env.is_over():
            legal = list(state["legal_actions"])
            state, _ = env.step(legal[int(rng.random() * len(legal))])
            steps += 1
        spent += time.process_time() - start
    by_env = steps / spent
    game = UnoGame(num_players=2)
    game.np_random.seed(1)
    steps = 0
    spent = 0.0
    while spent < seconds:
        game.init_game()
        start = time.process_time()
        while not game.is_over():
            legal = game.get_legal_actions()
            game.step(legal[int(rng.random() * len(legal))])
            steps += 1
        spent += time.process_time() - start
    return by_env, steps / spent


def uno_in(python: str, seconds: float) -> tuple[float, float]:
    """UNO steps/s (environment, bare game) measured by another interpreter."""
    out = subprocess.run([python, __file__, "--uno-only", "--seconds", str(seconds)],
                         check=True, capture_output=True, text=True).stdout
    by_env, by_game = out.split()[-2:]
    return float(by_env), float(by_game)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=sorted(GAMES))
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--players", type=int, nargs="*",
                        help="only these player counts (default: all)")
    parser.add_argument("--uno-python", metavar="PY",
                        help="an interpreter with rlcard: time UNO too and print ratios")
    parser.add_argument("--targets", action="store_true",
                        help="only the rows with targets: Stortok 3, Toff-Poker 3, Zwicker 4")
    parser.add_argument("--rounds", type=int, default=1,
                        help="measure everything this many times (medians)")
    parser.add_argument("--uno-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.uno_only:
        by_env, by_game = uno_steps_per_second(args.seconds)
        print(f"{by_env:.1f} {by_game:.1f}")
        return
    wanted = []
    for name in args.games:
        info = GAMES[name]
        for players in range(info.min_players, info.max_players + 1):
            if args.players and players not in args.players:
                continue
            if args.targets and TARGETS.get(name, (None,))[0] != players:
                continue
            wanted.append((name, players))
    runs: dict[tuple[str, int], list[tuple[float, float, float | None]]] = {
        row: [] for row in wanted}
    unos: list[tuple[float, float]] = []
    for _ in range(args.rounds):
        before = uno_in(args.uno_python, args.seconds) if args.uno_python else None
        for name, players in wanted:
            steps, clones = steps_per_second(name, players, args.seconds)
            runs[(name, players)].append((steps, clones, None))
        if before is None:
            continue
        after = uno_in(args.uno_python, args.seconds)
        unos += [before, after]
        uno = (before[0] + after[0]) / 2
        for row in wanted:
            steps, clones, _ = runs[row][-1]
            runs[row][-1] = (steps, clones, steps / uno)
    print(f"{'game':<10} {'players':>7} {'steps/s':>10} {'clones/s':>10}"
          + (f" {'x UNO':>6}" if unos else ""))
    for name, players in wanted:
        got = runs[(name, players)]
        steps = median(r[0] for r in got)
        clones = median(r[1] for r in got)
        line = f"{name:<10} {players:>7} {steps:>10,.0f} {clones:>10,.0f}"
        if unos:
            ratios = [r[2] for r in got]
            line += f" {median(ratios):>6.2f}"
            target = TARGETS.get(name)
            if target and target[0] == players:
                line += f"  (target {target[1]:.1f})"
            if len(ratios) > 1:
                line += f"  rounds: {', '.join(f'{r:.2f}' for r in ratios)}"
        print(line)
    if unos:
        print(f"UNO (RLCard 2 players, env.step): median {median(u[0] for u in unos):,.0f}"
              f" steps/s (runs: {', '.join(f'{u[0]:,.0f}' for u in unos)}); bare"
              f" UnoGame.step: median {median(u[1] for u in unos):,.0f} steps/s")

if __name__ == "__main__":
    main()
