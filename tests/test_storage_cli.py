"""``--continue`` and ``--replay`` from the command line: errors exit with code 2 and a
message, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from support.cli import run_main

from game.app.cli import parse
from game.app.games import playable
from game.app.session import Seat, Session
from game.app.storage.records import GameRecord, play_through
from game.app.storage.service import Saves
from game.rules.playout import random_playout

ROOT = Path(__file__).resolve().parent.parent


def recorded_game(home: Path) -> Path:
    session = Session("stortok", [Seat("Ann", True), Seat("Bo", False)], seed=2)
    import random

    random_playout(session.state, random.Random(2))
    return Saves.open(home).save_replay(session)


def test_continue_without_a_saved_game_is_a_clear_error(tmp_path):
    done = run_main("--continue", home=tmp_path)
    assert done.returncode == 2
    assert "nothing to continue" in done.stderr and "Traceback" not in done.stderr


def test_a_replay_with_an_illegal_move_is_refused_with_the_move_and_the_reason(tmp_path):
    path = recorded_game(tmp_path)
    data = json.loads(path.read_text())
    record = GameRecord.from_dict(data["data"]["record"])
    state = play_through(record.start(), record.actions[:6])
    other = state.hand((state.current_player + 1) % state.players)[0]   # not in their hand
    data["data"]["record"]["actions"][6] = f"play {other}"
    path.write_text(json.dumps(data))
    done = run_main("--replay", str(path), home=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    reason = state.why_illegal(state.action_from_text(f"play {other}"))
    assert f"move 7 ('play {other}') is not legal: {reason}" in done.stderr


@pytest.mark.parametrize("content", [b"", b"[]", b"\xff\xfe", b'{"app": "other"}'])
def test_a_file_that_is_no_replay_is_refused(tmp_path, content):
    path = tmp_path / "x.json"
    path.write_bytes(content)
    done = run_main("--replay", str(path), "--max-frames", "5", home=tmp_path)
    assert done.returncode == 2 and "not a Stammtisch replay" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_good_replay_opens_and_runs(tmp_path):
    shot = tmp_path / "replay.png"
    done = run_main("--replay", str(recorded_game(tmp_path)), "--max-frames", "20",
                    "--screenshot", str(shot), home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.exists()


def test_continue_and_replay_do_not_mix_with_a_new_game(capsys):
    for argv in (["--continue", "--demo", "stortok"], ["--replay", "f", "--game", "stortok"],
                 ["--continue", "--replay", "f"]):
        with pytest.raises(SystemExit) as stop:
            parse(argv, playable())
        assert stop.value.code == 2


def test_leaving_a_running_game_says_it_is_saved(tmp_path):
    done = run_main("--demo", "stortok", "--players", "3", "--seed", "1", "--fast",
                    "--max-frames", "30", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "The game is saved" in done.stdout
    assert (tmp_path / "autosave.json").exists()


def test_a_replay_run_does_not_speak_of_an_autosave_it_did_not_make(tmp_path):
    left = run_main("--demo", "stortok", "--players", "3", "--seed", "1", "--fast",
                    "--max-frames", "30", home=tmp_path)
    assert "The game is saved" in left.stdout and (tmp_path / "autosave.json").exists()
    done = run_main("--replay", str(recorded_game(tmp_path)), "--fast", "--exit-at-end",
                    home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "saved" not in done.stdout and "--continue" not in done.stdout
    assert (tmp_path / "autosave.json").exists()          # the earlier match is still kept
