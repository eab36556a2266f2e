"""Write the golden playthrough files that tests/test_golden.py diffs against.

Run after a deliberate rules change: ``python tools/assets/make_golden.py``; review the diff.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

ROOT = toolkit.on_path()

from game.rules.playout import transcript  # noqa: E402

#: (game, players, seed) of every golden file.
GOLDEN = [
    ("stortok", 3, 7),
    ("zwicker", 4, 7),
    ("toffpoker", 3, 7),
]


def golden_path(name: str, players: int, seed: int) -> Path:
    return ROOT / "tests" / "golden" / f"{name}-{players}p-seed{seed}.txt"


def main() -> None:
    from game.rules import GAMES

    for name, players, seed in GOLDEN:
        if name in GAMES:
            path = golden_path(name, players, seed)
            path.write_text(transcript(name, players, seed), encoding="utf-8")
            print("wrote", path.relative_to(ROOT))


if __name__ == "__main__":
    main()
