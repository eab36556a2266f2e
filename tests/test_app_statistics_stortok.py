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
        assert line.last == sum(s.stortok == seat for s in states)
        assert line.won + line.lost == line.played            # every game not won is lost
    assert sum(table[(n, i == 0)]["stortok"].first for i, n in enumerate(names)) == 6
    page = StatisticsScene(app.services)
    page.choose("stortok")
    assert [f for f, _ in page.columns()] == ["played", "last", "first"]
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


def test_lost_is_every_game_not_won_and_last_is_kept_apart(tmp_path):
    """A four-seat game of Zwicker where one seat wins and another comes last: "Played 1,
    Won 0, Lost 0" for the seats in between was the old count (lost was last place only).
    Played = won + lost for every seat; last place is counted in its own field."""
    from game.app.storage.stats import Table, add_game, stats_from_record, stats_record

    session = Session("zwicker", [Seat("Ann", True), Seat("Bo"), Seat("Cy"), Seat("Di")],
                      seed=5)
    state = session.state
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    table: Table = {}
    add_game(table, state, [(s.name, s.human) for s in session.seats])
    winners = set(state.winners())
    assert len(winners) < 4
    for seat, seat_of in enumerate(session.seats):
        line = table[(seat_of.name, seat_of.human)]["zwicker"]
        assert line.played == 1 and line.won + line.lost == 1
        assert line.lost == (seat not in winners)
    worst = min(state.scores())
    lasts = [seat for seat, score in enumerate(state.scores()) if score == worst]
    assert sum(line["zwicker"].last for line in table.values()) == \
        (len(lasts) if len(set(state.scores())) > 1 else 0)
    again = stats_from_record(stats_record(table))           # the file keeps it all
    assert {p: g["zwicker"].lost for p, g in again.items()} == \
        {p: g["zwicker"].lost for p, g in table.items()}


def test_an_older_file_s_lost_reads_as_last_places(tmp_path):
    import json

    from game.app.storage.files import wrap
    from game.app.storage.service import STATISTICS

    line = {"played": 4, "won": 1, "lost": 1, "best": None, "tricks": 7}
    (tmp_path / STATISTICS).write_text(json.dumps(
        wrap("statistics", 1, {"players": {"Anna": {"toffpoker": line}}})))
    read = Saves.open(tmp_path).statistics()[("Anna", True)]["toffpoker"]
    assert (read.last, read.lost) == (1, 3)
