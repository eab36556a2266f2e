"""Write the golden playthrough files that tests/test_golden.py diffs against.

Run after a deliberate rules change, or once for a new game (its first file is written
with three players, or its nearest count): ``python tools/assets/make_golden.py``;
review the diff.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

ROOT = toolkit.on_path()

from game.rules.playout import transcript  # noqa: E402

#: The file name of a golden playthrough: ``<game>-<players>p-seed<seed>.txt``.
NAME = re.compile(r"(?P<game>[a-z0-9_]+)-(?P<players>[0-9]+)p-seed(?P<seed>[0-9]+)\.txt")
#: The deal of a new game's first golden file (the smallest table of at least three).
NEW_PLAYERS, NEW_SEED = 3, 7


def golden_cases() -> list[tuple[str, int, int]]:
    """(game, players, seed) of every golden file, and of the first one of each
    registered game that has none yet: the files name their cases, so a new game needs
    no line here."""
    from game.rules import GAMES

    cases = []
    for path in sorted((ROOT / "tests" / "golden").glob("*.txt")):
        found = NAME.fullmatch(path.name)
        if found:
            cases.append((found["game"], int(found["players"]), int(found["seed"])))
    for name, info in sorted(GAMES.items()):
        if all(case[0] != name for case in cases):
            players = min(max(NEW_PLAYERS, info.min_players), info.max_players)
            cases.append((name, players, NEW_SEED))
    return cases


#: (game, players, seed) of every golden file.
GOLDEN = golden_cases()


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
