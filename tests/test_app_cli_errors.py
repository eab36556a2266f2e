"""The command line never shows a traceback: bad sizes, screenshot paths (checked before
the demo runs), empty game names, a strength without a game, no display."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai import LEVELS
from game.app.cli import parse
from game.app.games import playable

ROOT = Path(__file__).resolve().parent.parent


def run_main(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    base = {**os.environ, "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT,
                          env={**base, **(env or {})}, capture_output=True, text=True,
                          timeout=30)


@pytest.mark.parametrize("argv, message", [
    (["--size", "99999999999999999999x720"], "at most 16384x16384"),
    (["--demo", ""], "unknown game ''"),
    (["--level", "xx"], "--level needs --game"),
    (["--level", "normal"], "--level needs --game"),
    (["--game", "stortok", "--level", "xx"], "unknown computer strength 'xx'"),
    (["--demo", "stortok", "--screenshot", "/tmp"], "is a folder"),
    (["--demo", "stortok", "--screenshot", "/etc/passwd/x.png"], "is a file, not a folder"),
    (["--demo", "stortok", "--screenshot", "/tmp/" + "x" * 300 + ".png"], "too long"),
    (["--demo", "stortok", "--screenshot", "/proc/stammtisch/x.png"], "cannot write"),
    (["--demo", "stortok", "--screenshot", "/tmp/shot.txt"], "must end in"),
    (["--demo", "stortok", "--screenshot", ""], "needs a file name"),
])
def test_bad_arguments_are_clear_errors_with_code_2(argv, message, capsys):
    with pytest.raises(SystemExit) as stop:
        parse(argv, playable())
    assert stop.value.code == 2
    assert message in capsys.readouterr().err


def test_a_good_screenshot_path_is_checked_without_leaving_a_file(tmp_path):
    shot = tmp_path / "new" / "out.png"
    config = parse(["--demo", "stortok", "--screenshot", str(shot)], playable())
    assert config.screenshot == str(shot) and not shot.exists()


def test_help_lists_exactly_the_strengths_that_exist():
    done = run_main("--help")
    assert done.returncode == 0
    text = " ".join(done.stdout.split())
    assert "computer strength with --game/--demo: " + ", ".join(LEVELS) in text


def test_the_screenshot_is_refused_before_the_demo_runs():
    done = run_main("--demo", "stortok", "--players", "5", "--screenshot", "/tmp",
                    env={"SDL_VIDEODRIVER": "dummy"})
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "is a folder" in done.stderr


def test_no_display_is_a_clear_message_and_exit_code_1():
    env = {"SDL_VIDEODRIVER": "", "DISPLAY": "", "WAYLAND_DISPLAY": ""}
    done = run_main(env=env)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "no display" in done.stderr or "cannot open a window" in done.stderr
