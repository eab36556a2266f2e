"""What an autosave costs (not a test).

    python tools/benchmarks/bench_saves.py [--games 3]

Plays random 5-player Stortok games of one match and autosaves after every move, as the
table does: reports the time spent on the frame loop (snapshot + JSON, handed to the
background writer) and, separately, one atomic write with fsync (what the writer thread
does), p50/p99 over all moves. Uses a fresh temporary data folder.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402
from toolkit import percentile  # noqa: E402

toolkit.headless()

from game.app.session import Seat, Session  # noqa: E402
from game.app.storage.files import encode  # noqa: E402
from game.app.storage.records import AUTOSAVE_VERSION, autosave_record  # noqa: E402
from game.app.storage.service import Saves  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games of the match")
    args = parser.parse_args()
    saves = Saves.open(Path(os.environ["STAMMTISCH_HOME"]))
    session = Session("stortok", [Seat(f"P{i + 1}", i == 0) for i in range(5)], seed=1)
    rng = random.Random(1)
    loop_ms: list[float] = []
    disk_ms: list[float] = []
    for game in range(args.games):
        if game:
            session.next_game()
        state = session.state
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
            started = time.perf_counter()
            saves.autosave(session)
            loop_ms.append((time.perf_counter() - started) * 1000)
            text = encode("autosave", AUTOSAVE_VERSION, autosave_record(session))
            started = time.perf_counter()
            saves.folder.write_text("bench.json", text)
            disk_ms.append((time.perf_counter() - started) * 1000)
    saves.flush()
    print(f"{len(loop_ms)} moves in {args.games} games, autosave after each:")
    print(f"  on the frame loop  p50 {percentile(loop_ms, 50):.2f} ms  "
          f"p99 {percentile(loop_ms, 99):.2f} ms")
    print(f"  atomic write+fsync p50 {percentile(disk_ms, 50):.2f} ms  "
          f"p99 {percentile(disk_ms, 99):.2f} ms  (on the writer thread)")


if __name__ == "__main__":
    main()
