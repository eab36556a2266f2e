"""Hard kills: a demo game is SIGKILLed at random moments and continued each time.

The test watches the autosave while the run plays: every save must extend the one
before, and after the kill the file must be readable and hold everything the run had
saved (only the move in flight may be missing); restored moves are never lost, and the
continued game plays to the end.
Every game with a table joins automatically (``playable()``).
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.app.games import playable
from game.app.storage.service import AUTOSAVE, REPLAYS, Saves
from game.rules import GAMES

ROOT = Path(__file__).resolve().parent.parent
KILLS = 3


def env_for(home: Path) -> dict[str, str]:
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1", "STAMMTISCH_HOME": str(home)}


def start(home: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "main.py", *args, "--fast", "--exit-at-end"],
                            cwd=ROOT, env=env_for(home), stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)


def saved_games(home: Path) -> list[list[str]] | None:
    """The autosave's histories (replaced atomically, so never seen half-written)."""
    try:
        text = (home / AUTOSAVE).read_text()
    except FileNotFoundError:
        return None
    return [g["actions"] for g in json.loads(text)["data"]["games"]]


def saved_length(home: Path) -> int:
    games = saved_games(home)
    return len(games[-1]) if games else -1


def save_id(home: Path) -> tuple[int, int] | None:
    """Which file the autosave is (each atomic write makes a new one)."""
    try:
        found = (home / AUTOSAVE).stat()
    except FileNotFoundError:
        return None
    return found.st_ino, found.st_mtime_ns


def finished_game(home: Path) -> list[str]:
    replays = sorted((home / REPLAYS).glob("*.json"))
    assert len(replays) == 1, "exactly one finished game recorded"
    return json.loads(replays[0].read_text())["data"]["record"]["actions"]


def run_to_the_end(home: Path, *args: str) -> None:
    process = start(home, *args)
    _, err = process.communicate(timeout=180)
    assert process.returncode == 0, err


def is_prefix(short: list[str], long: list[str]) -> bool:
    return long[:len(short)] == short


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(playable()))
def test_hard_kills_lose_at_most_the_move_in_flight(game, tmp_path):
    info = GAMES[game]
    players = info.min_players                          # the shortest demo: a fast suite
    home = tmp_path / "home"
    rng = random.Random(game)
    args: tuple[str, ...] = ("--demo", game, "--players", str(players), "--seed", "5")
    restored: list[str] = []
    for kill in range(KILLS):
        before = save_id(home)
        process = start(home, *args)
        deadline = time.monotonic() + 90
        target = len(restored) + rng.randint(1, 8)       # kill after a few of its moves …
        seen = restored                                 # the run's history, as saved so far
        while process.poll() is None:
            assert time.monotonic() < deadline
            games = saved_games(home) if save_id(home) not in (None, before) else None
            if games:
                assert is_prefix(seen, games[-1]), "each save extends the one before"
                seen = games[-1]
                if len(seen) >= target:
                    break
            time.sleep(0.002)
        time.sleep(rng.uniform(0.0, 0.04))              # … at a random moment of the next
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
        if saved_games(home) is None:                  # it had finished and cleared it
            break
        assert Saves.open(home).load_autosave() is not None, "the autosave is readable"
        assert not list(home.glob("*.corrupt-*"))
        games = saved_games(home)
        assert len(games) == 1
        history = games[0]
        assert is_prefix(seen, history), "nothing the run had saved is lost"
        assert len(history) >= min(target, len(seen))
        print(f"kill {kill + 1}: {len(history)} moves saved")
        restored = history
        args = ("--continue",)
    else:
        run_to_the_end(home, "--continue")
    final = finished_game(home)
    assert is_prefix(restored, final), "the continued game went on from the restored one"
    assert saved_games(home) is None
