"""The app and the data folder, through real input: settings kept, autosave after every
move, Continue rebuilding the exact position, statistics, replays, notices."""

from __future__ import annotations

import json
import random

import pygame
import pytest
from support.app import click, face_up_hands, make_app, press, quit_table_to_menu
from support.games import input_for_action
from support.play import play_to_the_end

from game.app.app import App
from game.app.cli import Config
from game.app.games import playable, table_for
from game.app.screens.confirm import ConfirmScene
from game.app.screens.handoff import HandoffScene
from game.app.screens.menu import MenuScene
from game.app.screens.replay import ReplayListScene, ReplayScene
from game.app.screens.settings import SettingsScene
from game.app.screens.setup import SetupScene
from game.app.screens.statistics import StatisticsScene
from game.app.session import Seat, Session
from game.app.storage.records import GameRecord, play_through
from game.app.storage.service import AUTOSAVE, SETTINGS
from game.app.table.layout import hand_zone
from game.app.table.scene import TableScene
from game.app.table.scoreboard import ScoreboardScene


def saved_actions(app, home) -> list[list[str]]:
    app.saves.flush()
    data = json.loads((home / AUTOSAVE).read_text())["data"]
    return [game["actions"] for game in data["games"]]


def play_moves(app, table, count: int, seed: int = 0) -> None:
    """Until ``count`` moves are in the history: humans by keys, computers themselves."""
    rng = random.Random(seed)
    for _ in range(4000):
        if len(table.model.state.history) >= count or table.model.state.is_over:
            return
        top = app.scenes.top
        if isinstance(top, HandoffScene):
            press(app, pygame.K_RETURN)
        elif top is table and table.human_to_act():
            input_for_action(app, table, rng.choice(list(table.model.state.legal_actions())),
                             "keys")
        else:
            app.step()
    raise AssertionError("the game got stuck")


def assert_table_shows(table: TableScene) -> None:
    """Every hand on screen holds exactly the engine's cards; nothing is in flight."""
    assert not table.busy
    for seat in range(table.model.players):
        shown = sorted(s.card.text for s in table.layer.zone(hand_zone(seat)))
        assert shown == sorted(c.text for c in table.model.state.hand(seat)), f"seat {seat}"


def menu_labels(app) -> list[str]:
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    return menu.labels()


def test_settings_are_saved_and_applied_at_the_next_start(_own_data_folder):
    app = make_app()
    app.scenes.push(SettingsScene(app.services))
    app.step()
    settings = app.scenes.top
    settings.group.set_focus(settings.widgets[5])                   # four-colour deck
    press(app, pygame.K_RIGHT)
    settings.group.set_focus(settings.widgets[6])                   # language
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_ESCAPE)                                     # back: saved
    assert isinstance(app.scenes.top, MenuScene)
    assert (_own_data_folder / SETTINGS).exists()
    again = App(Config(size=(1280, 720)))
    assert again.settings.four_colour and again.settings.language == "de"
    assert again.settings.animation_speed == "normal"               # --fast is not saved
    assert App(Config(size=(1280, 720), lang="en")).settings.language == "en"   # flag wins


def test_the_window_size_is_remembered():
    app = make_app(size=(1100, 700))
    app.prefs.save_settings()
    assert App(Config()).window.get_size() == (1100, 700)


def test_setup_remembers_the_last_seats():
    app = make_app()
    press(app, pygame.K_DOWN, pygame.K_RETURN)                      # New game
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    setup.set_count(3)
    setup.seats[0].name = "Ute"
    setup.seats[1].human = True
    setup.seats[2].level = "easy"
    setup.start()
    app.step()
    assert app.scenes.find(TableScene) is not None
    later = SetupScene(make_app().services)
    assert later.count == 3
    assert [(s.name, s.human) for s in later.seats[:3]] == [("Ute", True), ("Anna", True),
                                                             ("Bert", False)]
    assert later.seats[2].level == "easy"


def test_every_move_is_autosaved_and_continue_restores_the_exact_position(_own_data_folder):
    app = make_app(game="stortok", players=4, seed=21)
    table = app.scenes.top
    assert saved_actions(app, _own_data_folder) == [[]]                  # saved at the start
    play_moves(app, table, 14, seed=3)
    assert saved_actions(app, _own_data_folder) == [[str(a) for a in table.model.state.history]]
    while table.busy:
        app.step()
    before = table.model.state.clone()
    places = dict(table.presenter.out_places)
    quit_table_to_menu(app)
    app.step()
    menu = app.scenes.top
    assert menu_labels(app)[0] == "Continue"
    assert menu.toast.text.startswith("Game saved")                 # quitting says it
    press(app, pygame.K_RETURN)                                     # Continue
    restored = app.scenes.top
    assert isinstance(restored, TableScene) and restored is not table
    assert restored.model.state == before
    assert restored.presenter.out_places == places
    assert restored.chrome.log and not restored.busy
    assert_table_shows(restored)
    assert restored.model.session.computers.keys() == table.model.session.computers.keys()
    play_to_the_end(app, restored, "keys", seed=4)
    board = app.scenes.top
    assert isinstance(board, ScoreboardScene)
    board.menu()
    app.step()
    assert not (_own_data_folder / AUTOSAVE).exists()               # the match is over
    assert "Continue" not in menu_labels(app)


def test_continue_keeps_the_hand_off_rules_of_a_hot_seat_game(_own_data_folder):
    app = make_app()
    seats = [Seat("Ann", True), Seat("Bo", True), Seat("Cy", False)]
    table = table_for(app.services, Session("stortok", seats, seed=12))
    app.scenes.reset(MenuScene(app.services), table)
    app.step()
    play_moves(app, table, 9, seed=2)
    app.saves.flush()
    again = make_app()
    press(again, pygame.K_RETURN)                                   # Continue
    restored = again.scenes.find(TableScene)
    assert restored.model.state.history == table.model.state.history
    assert restored.model.perspective is None                             # two humans: no hand yet
    assert again.run_until(lambda: isinstance(again.scenes.top, HandoffScene), 500)
    seat = again.scenes.top.seat
    assert seat == restored.model.state.current_player and restored.model.session.is_human(seat)
    assert face_up_hands(restored) == set()                         # nothing shown before
    press(again, pygame.K_RETURN)
    again.run_until(lambda: not restored.busy, 100)
    assert restored.model.perspective == seat and face_up_hands(restored) == {seat}


@pytest.mark.slow
def test_the_next_game_of_a_match_is_saved_with_the_earlier_ones(_own_data_folder):
    app = make_app(game="stortok", players=2, seed=8)
    table = app.scenes.top
    play_to_the_end(app, table, "keys", seed=1)
    app.scenes.top.again()
    app.step()
    second = app.scenes.top
    play_moves(app, second, 5, seed=1)
    games = saved_actions(app, _own_data_folder)
    assert games == [[str(a) for a in table.model.state.history],
                     [str(a) for a in second.model.state.history]]
    restored = make_app(resume=True).scenes.top
    assert restored.model.session.match.games_played == 1
    assert restored.model.session.match.totals == second.model.session.match.totals
    assert restored.model.state == second.model.state


def test_continue_of_a_damaged_save_says_so_and_drops_the_button(_own_data_folder):
    app = make_app(game="stortok", players=3, seed=8)
    play_moves(app, app.scenes.top, 6)
    app.saves.flush()
    path = _own_data_folder / AUTOSAVE
    data = json.loads(path.read_text())
    data["data"]["games"][0]["actions"][4] = "play 14Z"
    path.write_text(json.dumps(data))
    app = make_app()
    assert menu_labels(app)[0] == "Continue"
    press(app, pygame.K_RETURN)
    app.step()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and "Continue" not in menu.labels()
    shown = [menu.toast.text, *menu.pending_notices]
    assert any("could not be restored" in t and "move 5" in t for t in shown)
    assert any("autosave.json was damaged" in t for t in shown)


def test_a_damaged_settings_file_is_reported_once_in_the_menu(_own_data_folder):
    (_own_data_folder / SETTINGS).write_text("[1, 2")
    app = make_app()
    app.step()
    assert "settings.json was damaged" in app.scenes.top.toast.text
    app.scenes.top.toast.time_left = 0
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN)       # Settings and back
    press(app, pygame.K_ESCAPE)
    app.step()
    assert not app.scenes.top.toast.visible and not app.scenes.top.pending_notices


def test_an_unwritable_data_folder_means_the_game_runs_and_says_saving_is_off(
        tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("STAMMTISCH_HOME", str(blocker / "data"))
    app = make_app(game="stortok", players=3, seed=2)
    play_moves(app, app.scenes.top, 8)
    press(app, pygame.K_ESCAPE)
    app.scenes.top.quit_to_menu()
    app.step()
    press(app, pygame.K_RIGHT, pygame.K_RETURN)     # not saved: "Quit to menu?" — Yes
    app.step()
    menu = app.scenes.top
    assert "Saving is off" in menu.toast.text
    assert "Continue" not in menu.labels()


@pytest.mark.slow
def test_statistics_scene_shows_finished_games_and_resets_after_asking():
    app = make_app(game="stortok", players=2, seed=3)
    table = app.scenes.top
    play_to_the_end(app, table, "keys", seed=1)
    app.scenes.top.menu()
    app.step()
    app.scenes.top.statistics()
    app.step()
    stats = app.scenes.top
    assert isinstance(stats, StatisticsScene)
    rows = {name: line for (name, _), line in stats.rows()}
    assert set(rows) == {"Alex", "Anna"}
    fool = table.model.session.seats[table.model.state.stortok].name
    assert rows[fool].last == 1 and all(line.played == 1 for line in rows.values())
    click(app, stats.reset_button.rect.center)
    assert isinstance(app.scenes.top, ConfirmScene)
    press(app, pygame.K_RETURN)                                     # "Keep" has the focus
    assert app.scenes.top is stats and stats.rows()
    click(app, stats.reset_button.rect.center)
    confirm = app.scenes.top
    click(app, confirm.group.widgets[1].rect.center)                # "Delete"
    app.step()
    assert app.scenes.top is stats and stats.rows() == []
    assert app.saves.statistics() == {}


@pytest.mark.slow
def test_replay_viewer_steps_both_ways_reveals_and_plays_to_the_end():
    app = make_app(game="stortok", players=3, seed=6)
    table = app.scenes.top
    play_to_the_end(app, table, "keys", seed=6)
    history = [str(a) for a in table.model.state.history]
    app.scenes.top.menu()
    app.step()
    app.scenes.push(ReplayListScene(app.services))
    app.step()
    press(app, pygame.K_RETURN)                                     # the newest replay
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayScene) and viewer.record.actions == history
    assert face_up_hands(viewer.table) == set()                     # hands hidden at first
    press(app, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT)
    record = GameRecord.from_dict(viewer.record.to_dict())
    assert viewer.position == 2
    assert viewer.state == play_through(record.start(), history[:2])
    press(app, pygame.K_r, frames=30)
    assert face_up_hands(viewer.table) == set(range(3))
    assert_table_shows(viewer.table)
    press(app, pygame.K_SPACE)                                      # auto-play
    assert app.run_until(lambda: viewer.position >= 6, 2000)
    press(app, pygame.K_SPACE)
    assert not viewer.playing
    assert viewer.state == play_through(record.start(), history[:viewer.position])
    press(app, pygame.K_END)
    assert viewer.position == len(history) and viewer.state == table.model.state
    assert_table_shows(viewer.table)
    press(app, pygame.K_LEFT, pygame.K_RIGHT, frames=5)               # the last move again
    assert viewer.state == table.model.state
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, ReplayListScene)
    assert not app.saves.folder.exists(AUTOSAVE)                    # a replay saves nothing


@pytest.mark.slow
def test_continuing_a_game_that_had_ended_shows_the_scoreboard_and_counts_it_once():
    app = make_app(game="stortok", players=2, seed=4)
    play_to_the_end(app, app.scenes.top, "keys", seed=4)           # window closed here
    app.saves.flush()
    again = make_app(resume=True)
    assert again.run_until(lambda: isinstance(again.scenes.top, ScoreboardScene), 50)
    lines = again.saves.statistics()
    assert [lines[player]["stortok"].played
            for player in (("Alex", True), ("Anna", False))] == [1, 1]
    again.scenes.top.menu()
    again.step()
    again.saves.flush()
    assert not again.saves.has_autosave() and len(again.saves.replay_files()) == 1


def test_a_damaged_replay_in_the_list_is_refused_with_the_move_and_the_reason():
    app = make_app()
    session = Session("stortok", [Seat("Ann", True), Seat("Bo", True)], seed=7)
    from game.rules.playout import random_playout

    random_playout(session.state, random.Random(7))
    path = app.saves.save_replay(session)
    data = json.loads(path.read_text())
    data["data"]["record"]["actions"][3] = "play 14Z"
    path.write_text(json.dumps(data))
    app.scenes.push(ReplayListScene(app.services))
    app.step()
    press(app, pygame.K_RETURN)
    listing = app.scenes.top
    assert isinstance(listing, ReplayListScene)                     # not opened
    assert "move 4 ('play 14Z') is not legal" in listing.toast.text


def test_the_replay_list_pages_through_all_kept_games():
    app = make_app()
    session = Session("stortok", [Seat("Ann", True), Seat("Bo", True)], seed=7)
    from game.rules.playout import random_playout

    random_playout(session.state, random.Random(7))
    first = app.saves.save_replay(session)
    for i in range(13):
        (first.parent / f"2000-{i:02}.json").write_text(first.read_text())
    listing = ReplayListScene(app.services)
    seen = []
    for _ in range(3):
        assert len(listing.group.widgets) == len(listing.shown) + 2     # + More, Back
        seen += listing.shown
        listing.next_page()
    assert sorted(seen) == sorted(listing.files) and len(seen) == 14
    assert listing.first == 0                                       # round to the newest


def layer_picture(table: TableScene) -> list[tuple[str, list[tuple[str, bool]]]]:
    """Every zone's cards in order, face up or down: what the card layer shows."""
    return sorted((name, [(s.card.text if s.card else "?", s.face_up) for s in cards])
                  for name, cards in table.layer.zones.items() if cards)


@pytest.mark.parametrize("game", sorted(playable()))
def test_continue_rebuilds_every_games_table_card_for_card(game):
    app = make_app()
    seats = [Seat("Ann", True), Seat("Bo", False), Seat("Cy", False)]
    table = table_for(app.services, Session(game, seats, seed=17))
    app.scenes.reset(MenuScene(app.services), table)
    rng = random.Random(5)
    for _ in range(3000):
        if len(table.model.state.history) >= 12 and not table.busy:
            break
        if table.human_to_act():
            legal = table.model.state.legal_actions()
            table.perform(legal[rng.randrange(len(legal))])
        app.step()
    assert len(table.model.state.history) >= 12
    app.saves.flush()
    again = make_app(resume=True)
    restored = again.scenes.top
    assert isinstance(restored, TableScene) and restored.model.state == table.model.state
    assert not restored.busy
    assert layer_picture(restored) == layer_picture(table)
