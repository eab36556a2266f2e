"""Stortok's statistics show what its players count: games, times the Stortok, times
first out — not "won" (everyone but the Stortok) nor a best score or tricks."""

from __future__ import annotations

import random

from support.app import make_app

from game.app import i18n
from game.app.screens.statistics import StatisticsScene
from game.app.session import Seat, Session
from game.app.storage.service import Saves
from game.rules.playout import random_playout


def played_games(saves: Saves, count: int) -> list:
    states = []
    for seed in range(count):
        session = Session("stortok", [Seat("Anna", True), Seat("Bo"), Seat("Cy")], seed=seed)
        random_playout(session.state, random.Random(seed))
        saves.finish_game(session)
        states.append(session.state)
    saves.flush()
    return states


def test_stortok_counts_times_first_out_and_shows_its_own_columns():
    app = make_app()
    states = played_games(app.saves, 6)
    names = ["Anna", "Bo", "Cy"]
    table = Saves.open().statistics()
    for seat, name in enumerate(names):
        line = table[(name, seat == 0)]["stortok"]
        assert line.played == 6
        assert line.first == sum(s.out_order[0] == seat for s in states)
        assert line.lost == sum(s.stortok == seat for s in states)
    assert sum(table[(n, i == 0)]["stortok"].first for i, n in enumerate(names)) == 6
    page = StatisticsScene(app)
    page.choose("stortok")
    assert [f for f, _ in page.columns()] == ["played", "lost", "first"]
    for language, heads in (("en", ["Games", "Times Stortok", "Times first out"]),
                            ("de", ["Spiele", "Mal Stortok", "Mal zuerst raus"])):
        i18n.set_language(language)
        try:
            assert [i18n.tr(page.column_key(f"stats.{f}")) for f, _ in page.columns()] == heads
        finally:
            i18n.set_language("en")
    page.choose("zwicker")                         # the other games keep theirs
    assert [f for f, _ in page.columns()] == ["played", "won", "lost", "best", "tricks"]


def test_an_older_statistics_line_without_first_reads_as_none_first(tmp_path):
    import json

    from game.app.storage.files import wrap
    from game.app.storage.service import STATISTICS

    line = {"played": 3, "won": 2, "lost": 1, "best": None, "tricks": 7}
    (tmp_path / STATISTICS).write_text(json.dumps(
        wrap("statistics", 1, {"players": {"Anna": {"stortok": line}}})))
    assert Saves.open(tmp_path).statistics()[("Anna", True)]["stortok"].first == 0
