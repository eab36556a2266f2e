"""The end of a game: the winner named first, celebrated with light, cards and a fanfare
that end by themselves, and the match standings moving as the game moved them."""

from __future__ import annotations

import random

import pygame
import pytest
from support.app import key_event, make_app

from game.app.games.stortok.scoreboard import game_result
from game.app.kit.celebration import Celebration
from game.app.shell.frame import Frame
from game.app.table.scene import TableScene
from game.app.table.scoreboard import ScoreboardScene
from game.app.table.standings import StandingsMotion, standings
from game.rules import new_game
from game.rules.match import Match


def _finished_stortok(seed: int):
    state = new_game("stortok", ["Anna", "Bert", "Carla", "Dora"], seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(list(state.legal_actions())))
    return state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_stortoks_headline_names_who_got_out_first_before_the_stortok(seed):
    state = _finished_stortok(seed)
    names = list(state.names)
    if state.stortok is None:
        pytest.skip("a drawn game has no Stortok")        # (seeds 1-3 end normally)
    line = game_result(state, names)
    first, fool = names[state.out_order[0]], names[state.stortok]
    assert first in line and fool in line
    assert line.index(first) < line.index(fool), line


def _match_with(results: list[list[int]]) -> Match:
    match = Match("zwicker", ["A", "B", "C"], seed=1)
    match.results = [list(r) for r in results]
    return match


def test_standings_know_each_seats_total_rank_and_place_before_and_after_the_game():
    # before the last game: A 10, B 6, C 8 -> after it: A 12, B 15, C 8
    rows = standings(_match_with([[10, 6, 8], [2, 9, 0]]))
    assert [r.seat for r in rows] == [1, 0, 2]                   # best first
    by_seat = {r.seat: r for r in rows}
    assert (by_seat[1].before, by_seat[1].after, by_seat[1].gained) == (6, 15, 9)
    assert (by_seat[1].rank_before, by_seat[1].rank_after, by_seat[1].moved) == (3, 1, 2)
    assert by_seat[0].moved == -1 and by_seat[2].moved == -1
    assert (by_seat[1].place_before, by_seat[1].place_after) == (2, 0)


def test_tied_totals_share_a_rank():
    rows = standings(_match_with([[3, 3, 1]]))
    assert [r.rank_after for r in rows] == [1, 1, 3]


def test_the_rows_slide_from_their_old_places_and_the_totals_count_up():
    match = _match_with([[10, 6, 8], [2, 9, 0]])
    motion = StandingsMotion(match, speed=1.0)
    assert motion.row_y(1, 100, 50) == 200                       # B starts third …
    assert motion.total(1) == 6
    seen = set()
    for _ in range(200):
        motion.update(1 / 60)
        seen.add(motion.total(1))
    assert not motion.moving
    assert motion.row_y(1, 100, 50) == 100                       # … and ends first
    assert motion.total(1) == 15
    assert len(seen) > 5                                         # counted, not jumped


def test_at_instant_speed_the_standings_are_in_place_at_once():
    motion = StandingsMotion(_match_with([[10, 6, 8], [2, 9, 0]]), speed=0.0)
    assert not motion.moving and motion.total(1) == 15 and motion.row_y(1, 0, 50) == 0


def test_the_first_game_of_a_match_moves_nobody():
    motion = StandingsMotion(_match_with([[2, 9, 0]]), speed=1.0)
    assert motion.first_game
    assert motion.row_y(1, 100, 50) == 100                       # in its place from the start


def test_the_celebration_throws_cards_that_fall_away_and_then_stands_still():
    pygame.display.init()
    app = make_app()
    celebration = Celebration((960, 200), seed=4, speed=1.0)
    assert celebration.moving
    drawn_cards = 0
    for _ in range(60 * 6):
        celebration.update(1 / 60)
        frame = Frame(app.canvas)
        celebration.draw_cards(frame, app.assets, False)
        drawn_cards = max(drawn_cards, len(frame._ops))
        if not celebration.moving:
            break
    assert drawn_cards >= 6                                      # many in the air at once
    assert not celebration.moving                                # it ended by itself
    frame = Frame(app.canvas)
    celebration.draw_cards(frame, app.assets, False)
    celebration.draw_light(frame)
    assert len(frame._ops) == 1                                  # only the light stays


def test_instant_speed_has_the_light_and_no_flight():
    celebration = Celebration((960, 200), seed=4, speed=0.0)
    assert not celebration.moving and not celebration.flyers


def _to_the_second_scoreboard(app) -> ScoreboardScene:
    """Two computer games at full speed; the second's end at normal animation speed."""
    app.run_until(lambda: isinstance(app.scenes.top, ScoreboardScene), 40000)
    app.step()
    app.step([key_event(pygame.K_RETURN, "\r")])                 # the next game
    app.run_until(lambda: isinstance(app.scenes.top, TableScene)
                  and app.scenes.top.model.state.is_over, 40000)
    app.settings.animation_speed = "normal"
    app.run_until(lambda: isinstance(app.scenes.top, ScoreboardScene), 2000)
    board = app.scenes.top
    assert isinstance(board, ScoreboardScene)
    return board


@pytest.mark.parametrize("game", ["stortok", "toffpoker", "zwicker"])
def test_a_scoreboard_celebrates_moves_the_standings_then_rests(game):
    app = make_app(game=game, players=3, humans=0, seed=5, size=(1920, 1080))
    board = _to_the_second_scoreboard(app)
    assert "fanfare" in app.sound.played
    assert board.animating
    drawn = 0
    for _ in range(60 * 8):                                      # no input at all
        app.step()
        drawn += app.drew
        if not board.animating:
            break
    assert not board.animating, "the celebration never ended"
    assert drawn > 60                                            # it moved by itself
    app.step()
    app.step()
    assert not app.drew                                          # then it costs nothing
    assert all(board.motion.total(r.seat) == r.after for r in board.motion.rows)


def test_the_scoreboard_is_quiet_for_the_fanfare_then_the_table_music_plays():
    app = make_app(game="zwicker", players=3, humans=0, seed=5, size=(1920, 1080))
    board = _to_the_second_scoreboard(app)
    assert board.music == ""
    for _ in range(60 * 3):
        app.step()
    assert board.music == "table"


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_long_stortok_headline_shrinks_to_fit_and_keeps_both_names(language):
    from game.app import i18n
    from game.app.kit import theme
    from game.app.session import Seat, Session

    app = make_app(size=(1920, 1080), lang=language)
    app.prefs.set_text_size("large")
    try:
        names = ["Maximiliane", "Bartholomäus", "Konstantinos"]
        session = Session("stortok", [Seat(n) for n in names], seed=2)
        app.nav.open_table(session)
        app.run_until(lambda: isinstance(app.scenes.top, ScoreboardScene), 40000)
        board = app.scenes.top
        text, size = board.headline_fitted()
        state = session.state
        assert names[state.out_order[0]] in text and names[state.stortok] in text
        assert theme.font(size).size(text)[0] <= board.panel.width - 100
        assert i18n.language() == language
    finally:
        app.prefs.set_text_size("normal")


def test_the_scoreboard_says_how_the_match_standings_moved():
    from game.app.speech import Narrator, Recorder, install
    from game.app.speech.spoken import speakable

    app = make_app(game="toffpoker", players=3, humans=0, seed=5, size=(1920, 1080))
    recorder = Recorder()
    install(app, lambda a: Narrator(a, recorder, available=True))
    app.settings.speech = True
    board = _to_the_second_scoreboard(app)
    app.step()
    rows = board.motion.rows
    names = [board.session.seats[r.seat].name for r in rows]
    intro = [t for t in recorder.texts if t.startswith(speakable(board.headline()))][-1]
    said = intro[intro.index("Match standings: "):]
    assert [said.index(n) for n in names] == sorted(said.index(n) for n in names)  # best first
    for row in rows:
        if row.moved:
            word = "up" if row.moved > 0 else "down"
            assert f"{board.session.seats[row.seat].name} {row.after}, {word}" in said


def test_a_game_without_a_scoreboard_of_its_own_gets_the_shared_one():
    """The shared sheet names the winners and draws a row per seat: a new game needs no
    scoreboard module."""
    app = make_app(game="zwicker", players=3, humans=0, seed=5, size=(1920, 1080))
    app.run_until(lambda: isinstance(app.scenes.top, ScoreboardScene), 40000)
    table = app.scenes.scenes[-2]
    assert isinstance(table, TableScene)
    session = table.model.session
    board = ScoreboardScene(app.services, session, table)
    names = [seat.name for seat in session.seats]
    assert all(names[w] in board.headline() for w in session.state.winners())
    drawn = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    board.draw_body(drawn)
    rows = drawn.get_bounding_rect()
    assert rows.top >= 260 and rows.height >= 40 * len(names), rows
