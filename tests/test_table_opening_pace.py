"""A game's opening — the deal and the computers' moves before the first turn of a human
at this screen — plays at the opening pace; from that turn on, the chosen speed. A demo,
a lesson and a replay have no such opening."""

from __future__ import annotations

import pytest
from support.app import make_app, start_table

from game.app.session import Seat
from game.app.table import scene as table_scene


def frames_to_first_turn(app, table, limit: int = 3000) -> int:
    for frame in range(limit):
        if table.human_to_act():
            return frame
        app.step()
    raise AssertionError("the human's turn never came")


@pytest.mark.parametrize("game", ["stortok", "zwicker", "toffpoker"])
def test_the_opening_is_quick_and_the_game_after_it_at_the_chosen_speed(game, monkeypatch):
    def opening(pace: float) -> tuple[int, float, float]:
        monkeypatch.setattr(table_scene, "OPENING_PACE", pace)
        app = make_app(fast=False, size=(1920, 1080))
        seats = [Seat("Ute", True), Seat("Bot", False, "easy"), Seat("Kai", False, "easy")]
        table = start_table(app, game, seats, seed=3, ai_seed=3)
        during = table.speed
        frames = frames_to_first_turn(app, table)
        app.step()
        return frames, during, table.speed

    pace = table_scene.OPENING_PACE
    assert pace < 0.5
    quick, during, after = opening(pace)
    plain, _, _ = opening(1.0)
    assert during == pytest.approx(pace) and after == 1.0
    assert quick < plain * 0.6, (quick, plain)


def test_a_demo_and_a_lesson_keep_the_chosen_speed():
    from game.app.lessons import find
    from game.app.lessons.start import lesson_table

    app = make_app(fast=False)
    demo = start_table(app, "stortok", [Seat("A", False), Seat("B", False)], seed=3)
    assert demo.speed == 1.0
    lesson = lesson_table(app.services, find("stortok"), resume=False)
    app.scenes.push(lesson)
    app.step()
    assert lesson.speed == 1.0
