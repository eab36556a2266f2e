"""The replay viewer plays by itself and lands at rest."""

from __future__ import annotations

import random

import pygame
import pytest
from support.app import make_app, press
from support.cli import run_main
from support.zwicker import board_of

from game.app import i18n
from game.app.games.zwicker.components import ZwickBanner
from game.app.screens.replay import ReplayScene
from game.app.session import Seat, Session
from game.app.storage.records import GameRecord
from game.app.storage.service import Saves
from game.rules.playout import random_playout
from game.rules.zwicker import Captured


def zwicker_record(seed: int) -> tuple[Session, GameRecord]:
    """A finished two-seat Zwicker game with at least one Zwick."""
    for tries in range(200):
        session = Session("zwicker", [Seat("Ann", True), Seat("Bert", False)],
                          seed=seed + tries)
        events = []
        state = session.state
        rng = random.Random(tries)
        while not state.is_over:
            events += state.apply(rng.choice(state.legal_actions()))
        if any(isinstance(e, Captured) and e.zwick for e in events):
            return session, GameRecord.of(state)
    raise AssertionError("no game with a Zwick")


def open_viewer(app, session, record) -> ReplayScene:
    viewer = ReplayScene(app.services, record, session.seats)
    app.scenes.push(viewer)
    app.step()
    return viewer


def test_a_replay_opened_plays_without_any_input_and_space_pauses_it():
    """A replay opened paused at 0/80 until Play was found: it plays from the deal by
    itself (and says it animates, so frames go on); Space pauses and plays again."""
    session, record = zwicker_record(5)
    app = make_app()
    viewer = open_viewer(app, session, record)
    assert viewer.playing and viewer.animating       # the app keeps drawing frames
    for _ in range(600):
        app.step([])                                 # no events at all
        if viewer.position >= 3:
            break
    assert viewer.position >= 3
    press(app, pygame.K_SPACE)                       # pause
    at = viewer.position
    for _ in range(200):
        app.step([])
    assert not viewer.playing and viewer.position == at
    press(app, pygame.K_SPACE)
    assert viewer.playing


def test_jumps_land_at_rest_with_no_banner_of_a_move_long_past():
    session, record = zwicker_record(11)
    app = make_app()
    viewer = open_viewer(app, session, record)
    press(app, pygame.K_END)
    press(app, pygame.K_LEFT)                        # one move back from the end
    table = viewer.table
    assert viewer.position == len(record.actions) - 1
    assert table.parts.of(ZwickBanner).celebrating == 0.0 and not board_of(table).flash
    assert not any(s.moving for s in table.layer.all())
    press(app, pygame.K_HOME)                        # the deal: cards dealt, not in flight
    table = viewer.table
    assert viewer.position == 0
    assert all(table.layer.zone(f"hand:{seat}") for seat in range(2))
    assert not any(s.moving for s in table.layer.all())


def test_seats_keep_their_human_or_computer_icon():
    session, record = zwicker_record(3)
    app = make_app()
    viewer = open_viewer(app, session, record)
    looks = [viewer.table.chrome.plate_look(seat)[0] for seat in range(2)]
    assert [look[2] for look in looks] == [True, False]       # Ann human, Bert computer


@pytest.mark.slow
def test_replay_from_the_command_line_plays_to_the_end_and_exits(tmp_path):
    session = Session("stortok", [Seat("Ann", True), Seat("Bo", False)], seed=2)
    random_playout(session.state, random.Random(2))
    path = Saves.open(tmp_path).save_replay(session)
    done = run_main("--replay", str(path), "--fast", "--exit-at-end", home=tmp_path)
    assert done.returncode == 0, done.stderr


def test_the_end_of_a_replay_is_the_games_score_sheet_and_leaves_the_autosave_alone():
    from game.app.screens.replay import ReplayListScene
    from game.app.table.scoreboard import ScoreboardScene

    session, record = zwicker_record(7)
    app = make_app()
    app.saves.autosave(Session("stortok", [Seat("Kim", True), Seat("Lu")], seed=1))
    app.saves.flush()
    app.scenes.push(ReplayListScene(app.services))
    viewer = open_viewer(app, session, record)
    press(app, pygame.K_END, frames=3)
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreboardScene) and sheet.replaying
    best = viewer.state.winners()
    assert sheet.headline() == (i18n.tr("zw.score.won", name=["Ann", "Bert"][best[0]])
                                if len(best) == 1 else i18n.tr("zw.score.shared",
                                                               names="Ann & Bert"))
    press(app, pygame.K_LEFT)                         # back into the replay, a move back
    assert app.scenes.top is viewer and viewer.position == len(record.actions) - 1
    press(app, pygame.K_RIGHT, frames=40)             # the last move again: the sheet
    assert isinstance(app.scenes.top, ScoreboardScene)
    press(app, pygame.K_RETURN)                       # Watch again: from the deal, playing
    assert app.scenes.top is viewer and viewer.position == 0 and viewer.playing
    press(app, pygame.K_END, frames=3)
    press(app, pygame.K_ESCAPE)                       # Back: the list, not the menu
    assert isinstance(app.scenes.top, ReplayListScene)
    assert app.saves.has_autosave()                   # the other match is still saved


def test_the_replay_list_says_how_each_game_ended():
    from game.app.games import ui_for
    from game.app.screens.replay import ReplayListScene
    from game.app.storage.records import final_state

    app = make_app()
    ended = {}
    for game, seed in (("stortok", 2), ("zwicker", 3), ("toffpoker", 4)):
        session = Session(game, [Seat("Ann", True), Seat("Bert")], seed=seed,
                          options={"rounds": 1} if game == "toffpoker" else None)
        random_playout(session.state, random.Random(seed))
        path = app.saves.save_replay(session)
        ended[path] = ui_for(game).result(final_state(GameRecord.of(session.state)),
                                          ["Ann", "Bert"])
    listing = ReplayListScene(app.services)
    for path, result in ended.items():
        assert result and result in listing._label(path), (path.name, result)
    assert any("Stortok" in r for r in ended.values())


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_replay_list_shows_every_players_name_whole(recorder, lang, size):
    """Eight long names were cut ("Alex, …"): every name is drawn whole, nothing is
    shortened, and the buttons stay on the screen, however many replays there are."""
    from support.text_sizes import text_sizes

    from game.app.screens.menu import MenuScene
    from game.app.screens.replay import ReplayListScene
    from game.app.storage.service import read_replay

    names = ["Alexandra", "Bartholomäus", "Carlotta", "Dorothea", "Emilia", "Friederike",
             "Gerhardine", "Hannelore"]
    app = text_sizes.make_app(lang, size)
    for game, players, seed in (("zwicker", 8, 3), ("toffpoker", 6, 4), ("stortok", 5, 2),
                                ("zwicker", 8, 6), ("zwicker", 7, 7), ("zwicker", 8, 8)):
        session = Session(game, [Seat(n, i == 0) for i, n in enumerate(names[:players])],
                          seed=seed, options={"rounds": 1} if game == "toffpoker" else None)
        random_playout(session.state, random.Random(seed))
        app.saves.save_replay(session)
    listing = ReplayListScene(app.services)
    app.scenes.reset(MenuScene(app.services), listing)
    app.scenes.apply_pending()
    seen_files = 0
    for _ in range(4):
        report = recorder.measure(app, "replays")
        drawn = " ".join(t.text for t in report.texts)
        assert listing.shown
        for path in listing.shown:
            for seat in read_replay(path)[1]:
                assert seat.name in drawn, (seat.name, drawn)
        more = i18n.tr("replays.more")
        assert not [t.text for t in report.texts if t.text.endswith("…") and t.text != more]
        assert all(app.canvas.get_rect().contains(w.rect) for w in listing.group.widgets)
        seen_files += len(listing.shown)
        if seen_files >= len(listing.files):
            break
        listing.next_page()
    assert seen_files == len(listing.files) == 6
