"""From launch to the first own legal move in at most three inputs, for every game, on
the very first start and on later ones, by keys and by mouse: the start benchmark's own
player (``tools/benchmarks/bench_start.py``) through the real scenes."""

from __future__ import annotations

import pytest
from support.tools import load_tool

from game.app.games import game_order, playable

bench = load_tool("bench_start")
GAMES = [game for game in game_order() if game in playable()]


@pytest.mark.parametrize("start", bench.STARTS)
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("device", ["keys", "mouse"])
def test_the_first_own_move_is_at_most_three_inputs_away(game, start, device, tmp_path,
                                                         monkeypatch):
    monkeypatch.setenv("STAMMTISCH_HOME", str(tmp_path))
    run = bench.run(game, start, device, home=tmp_path, seed=3)
    assert run.reached, run
    assert len(run.inputs) <= 3, run.inputs
    if start == "first":                              # the question was asked and answered
        assert run.inputs[0] in ("Enter: on a TV", "click: on a TV")
    if game == bench.EARLIER_GAME and start != "first":
        assert len(run.inputs) == (1 if start == "later" or device == "mouse" else 2)


def test_the_benchmarks_player_counts_what_it_presses(tmp_path, monkeypatch):
    """The count is of real inputs: each one reached the scene it was meant for."""
    monkeypatch.setenv("STAMMTISCH_HOME", str(tmp_path))
    run = bench.run("toffpoker", "saved", "keys", home=tmp_path, seed=3)
    # Continue is the first row: Down to Play, one step from Stortok to Toff-Poker, Enter
    assert run.inputs == ["Down", "Left", "Enter: Play"]
