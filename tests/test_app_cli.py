"""The command line: demo to the end with a screenshot, errors exit with code 2."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest
from support.cli import run_main

from game.app.cli import parse
from game.app.games import playable

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
       "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


@pytest.mark.slow
def test_fast_demo_plays_to_the_end_and_saves_a_screenshot(tmp_path):
    shot = tmp_path / "out.png"
    done = run_main("--demo", "stortok", "--players", "5", "--seed", "7", "--exit-at-end",
                    "--screenshot", str(shot), "--fast", timeout=20)
    assert done.returncode == 0, done.stderr
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1920, 1080)


@pytest.mark.slow
def test_animated_demo_runs_headless_in_a_small_window(tmp_path):
    """Without --fast a whole demo takes minutes of real time: run 4 s of it."""
    shot = tmp_path / "slow.png"
    done = run_main("--demo", "stortok", "--players", "2", "--seed", "3", "--exit-at-end",
                    "--screenshot", str(shot), "--size", "1024x600", "--max-frames", "240")
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(shot)).get_size() == (1920, 1080)


def test_unknown_flag_exits_with_code_2_and_a_message():
    done = run_main("--frobnicate")
    assert done.returncode == 2
    assert "unrecognized arguments: --frobnicate" in done.stderr


@pytest.mark.parametrize("argv, message", [
    (["--game", "chess"], "unknown game"),
    (["--game", "stortok", "--players", "9"], "2-5 players"),
    (["--game", "stortok", "--players", "3", "--humans", "4"], "--humans"),
    (["--size", "huge"], "not a size"),
    (["--lang", "fr"], "invalid choice"),
    (["--players", "3"], "need --game"),
])
def test_bad_arguments_exit_with_code_2(argv, message, capsys):
    with pytest.raises(SystemExit) as stop:
        parse(argv, playable())
    assert stop.value.code == 2
    assert message in capsys.readouterr().err


def test_a_game_without_a_table_is_a_clear_error(capsys):
    with pytest.raises(SystemExit) as stop:
        parse(["--game", "stortok"], frozenset())      # as if Stortok had no table yet
    assert stop.value.code == 2
    assert "table is not built yet" in capsys.readouterr().err


def test_defaults_for_a_straight_to_table_start():
    config = parse(["--game", "stortok", "--players", "4"], playable())
    assert (config.game, config.players, config.humans, config.demo) == ("stortok", 4, 1, False)
    demo = parse(["--demo", "stortok"], playable())
    assert demo.humans == 0 and demo.demo and demo.players == 4
