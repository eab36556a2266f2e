"""Statistics and scoreboard columns that say what they count."""

from __future__ import annotations

import json
import random

import pytest
from support.text_sizes import text_sizes

from game.app import i18n
from game.app.session import Seat, Session
from game.app.storage.files import wrap
from game.app.storage.service import STATISTICS, Saves
from game.rules.playout import random_playout


def test_a_computer_and_a_human_of_the_same_name_are_two_rows(tmp_path):
    saves = Saves.open(tmp_path)
    session = Session("stortok", [Seat("Anna", True), Seat("Anna", False), Seat("Bo")],
                      seed=4)
    random_playout(session.state, random.Random(1))
    saves.finish_game(session)
    saves.flush()
    table = Saves.open(tmp_path).statistics()
    assert table[("Anna", True)]["stortok"].played == 1
    assert table[("Anna", False)]["stortok"].played == 1
    assert table[("Bo", False)]["stortok"].played == 1
    data = json.loads((tmp_path / STATISTICS).read_text())["data"]
    assert set(data["players"]) == {"Anna"} and set(data["computers"]) == {"Anna", "Bo"}


def test_an_older_statistics_file_reads_as_humans(tmp_path):
    line = {"played": 3, "won": 1, "lost": 1, "best": None, "tricks": 7}
    old = wrap("statistics", 1, {"players": {"Anna": {"stortok": line}}})
    (tmp_path / STATISTICS).write_text(json.dumps(old))
    saves = Saves.open(tmp_path)
    assert saves.statistics()[("Anna", True)]["stortok"].tricks == 7
    assert not list(tmp_path.glob(f"{STATISTICS}.corrupt-*"))



@pytest.mark.parametrize(("lang", "captures", "tricks"), [("en", "Captures", "Tricks"),
                                                          ("de", "Genommen", "Stiche")])
def test_zwickers_statistics_column_says_captures(recorder, lang, captures, tricks):
    from game.app.screens.menu import MenuScene
    from game.app.screens.statistics import StatisticsScene

    app = text_sizes.make_app(lang)
    page = StatisticsScene(app.services)
    app.scenes.reset(MenuScene(app.services), page)
    app.scenes.apply_pending()
    page.choose("toffpoker")               # a game of tricks (Stortok counts none now)
    seen = {t.text for t in recorder.measure(app, "toffpoker").texts}
    assert tricks in seen and captures not in seen
    page.choose("zwicker")
    seen = {t.text for t in recorder.measure(app, "zwicker").texts}
    assert captures in seen and tricks not in seen


def test_zwickers_scoreboard_says_its_categories_are_points(recorder):
    from game.app.games.zwicker.scoreboard import COLUMNS, POINT_COLUMNS

    app = text_sizes.make_app("en")
    reports = {r.name: r for r in text_sizes.measure_all(app, recorder, seed=3,
                                                          games=("zwicker",), pages=False)}
    board = reports["zwicker scoreboard"]
    caption = next(t for t in board.texts if t.text == i18n.tr("zw.score.points"))
    aces = next(t for t in board.texts if t.text == "Aces")
    assert caption.rect.bottom <= aces.rect.top            # above the headings
    assert caption.rect.left <= COLUMNS["aces"] <= caption.rect.right or \
        COLUMNS[POINT_COLUMNS[0]] < caption.rect.centerx < COLUMNS[POINT_COLUMNS[-1]]
    assert not board.problems()
