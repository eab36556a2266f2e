"""Taking back a move at the real table, headless: Z (or the controller's left trigger)
undoes the one human's last decision and the computers' moves after it; the table shows
exactly the position the engine reaches by playing the game again to that point; the
autosave resumes it; the game keeps a marked replay and is kept out of the statistics;
hot seat, phones, lessons and demos refuse with their reason on screen."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random

import pygame
import pytest
from support.app import make_app, press, start_table
from support.games import input_for_action
from support.lessons import open_stortok_lesson
from support.play import play_to_the_end

from game.app import i18n
from game.app.screens.handoff import HandoffScene
from game.app.screens.replay import ReplayListScene, ReplayScene, replay_session
from game.app.session import Seat
from game.app.shell import controls
from game.app.storage.files import BadFile
from game.app.storage.records import GameRecord
from game.app.storage.service import REPLAYS, read_replay
from game.app.table.layout import hand_zone
from game.app.table.scene import TableScene
from game.app.table.scoreboard import ScoreboardScene
from game.rules import GAMES, GameState, new_game

GAMES_HERE = ("stortok", "toffpoker", "zwicker")


def one_human(game: str, computers: int = 2) -> list[Seat]:
    return [Seat("Alex", True)] + [Seat(f"Bot{i}", False, "easy") for i in range(computers)]


def play_decisions(app, table: TableScene, count: int, seed: int = 1) -> None:
    """The human makes ``count`` decisions by keys (the computers answer by themselves),
    then it is the human's turn again."""
    rng = random.Random(seed)
    made = 0
    for _ in range(6000):
        if table.human_to_act():
            if made == count:
                return
            input_for_action(app, table, rng.choice(list(table.model.state.legal_actions())),
                             "keys")
            made += 1
        else:
            app.step()
        assert not table.model.state.is_over, "the game ended before the decisions were made"
    raise AssertionError("the game got stuck")


def before_last_decision(state: GameState, seat: int) -> GameState:
    """What the rules alone say the take-back leads to: the game dealt again and played
    up to (not including) ``seat``'s last move."""
    again = new_game(state.name, state.names, seed=state.seed, deck=state.deck,
                     dealer=state.dealer, options=dict(state.options))
    movers = []
    for action in state.history:
        movers.append(again.current_player)
        again.apply(action)
    cut = max(i for i, mover in enumerate(movers) if mover == seat)
    position = new_game(state.name, state.names, seed=state.seed, deck=state.deck,
                        dealer=state.dealer, options=dict(state.options))
    for action in state.history[:cut]:
        position.apply(action)
    return position


def assert_shows(table: TableScene) -> None:
    """Every hand on the table holds exactly the engine's cards, and nothing moves."""
    assert not table.animations_busy
    for seat in range(table.model.players):
        shown = sorted(s.card.text for s in table.layer.zone(hand_zone(seat)))
        assert shown == sorted(c.text for c in table.model.state.hand(seat)), f"seat {seat}"


def take_back(app) -> TableScene:
    press(app, pygame.K_z)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    return table


@pytest.mark.parametrize("game", GAMES_HERE)
def test_a_take_back_plays_the_game_again_to_before_the_humans_last_decision(game):
    app = make_app()
    table = start_table(app, game, one_human(game), seed=7, ai_seed=3)
    play_decisions(app, table, 3)
    played = table.model.state.clone()
    expected = before_last_decision(played, 0)
    assert len(expected.history) < len(played.history) - 1 or \
        played.current_player == 0          # the computers' answers go too

    again = take_back(app)
    assert again is not table and table not in app.scenes.scenes     # a table built anew
    assert again.model.state == expected and again.model.session.state is again.model.state
    assert again.model.state.current_player == 0
    assert_shows(again)
    assert again.toast.text == i18n.tr("take_back.done")
    assert again.model.session.taken_back == 1
    app.step()
    assert again.human_to_act()                 # the human decides again at once

    twice = take_back(app)                      # and once more: the decision before
    assert twice.model.state == before_last_decision(expected, 0)
    assert twice.model.session.taken_back == 2
    assert_shows(twice)


def test_the_take_back_is_autosaved_and_continue_resumes_it():
    app = make_app()
    table = start_table(app, "stortok", one_human("stortok", 3), seed=11, ai_seed=5)
    play_decisions(app, table, 2)
    expected = before_last_decision(table.model.state, 0)
    take_back(app)
    restored = app.saves.load_autosave()
    assert restored is not None
    assert restored.actions == [str(a) for a in expected.history]
    assert restored.session.taken_back == 1

    later = make_app()                          # a new start: Continue
    assert later.nav.resume()
    later.step()
    resumed = later.scenes.top
    assert isinstance(resumed, TableScene)
    later.step()
    assert resumed.model.state == expected and resumed.model.session.taken_back == 1


def test_a_game_with_a_take_back_is_not_counted_and_its_replay_is_marked(recorder,
                                                                        _own_data_folder):
    app = make_app(size=(1920, 1080))
    table = start_table(app, "stortok", one_human("stortok"), seed=3, ai_seed=2)
    play_decisions(app, table, 1)
    table = take_back(app)
    play_to_the_end(app, table, "keys")
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreboardScene)
    seen = {t.text for t in recorder.measure(app, "score sheet").texts}
    assert i18n.tr("take_back.not_counted") in seen
    app.saves.flush()
    assert app.saves.statistics() == {}         # nobody's line counts this game
    replays = sorted((_own_data_folder / REPLAYS).glob("*.json"))
    assert len(replays) == 1
    assert json.loads(replays[0].read_text())["data"]["record"]["taken_back"] == 1
    record, seats = read_replay(replays[0])
    assert record.taken_back == 1

    sheet.again()                               # the next game, played without one
    app.step()
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.model.session.taken_back == 0
    play_to_the_end(app, table, "keys")
    app.saves.flush()
    assert app.saves.statistics()[("Alex", True)]["stortok"].played == 1
    assert i18n.tr("take_back.not_counted") not in {
        t.text for t in recorder.measure(app, "second sheet").texts}

    app.nav.to_menu()
    app.step()
    app.nav.open_replays()
    app.step()
    listed = app.scenes.top
    assert isinstance(listed, ReplayListScene)
    labels = [ReplayListScene._label(path) for path in listed.files]
    assert [i18n.tr("take_back.mark") in label for label in labels] == [False, True]
    viewer = ReplayScene(app.services, record, seats)
    assert viewer.help_rect().width > ReplayScene(
        app.services, GameRecord(**{**vars(record), "taken_back": 0}), seats).help_rect().width
    assert replay_session(record, seats).taken_back == 1   # its end sheet says so too


def refusal_after_z(app, table: TableScene, key: str) -> None:
    history = table.model.state.history
    press(app, pygame.K_z)
    # nothing taken back (a computer may have moved on in the frame)
    assert table in app.scenes.scenes and table.model.state.history[:len(history)] == history
    assert table.toast.text == i18n.tr(key)


def test_hot_seat_refuses_with_its_reason():
    app = make_app()
    table = start_table(app, "stortok", [Seat("Alex", True), Seat("Bea", True),
                                         Seat("Bot", False, "easy")], seed=5)
    for _ in range(300):
        top = app.scenes.top
        if isinstance(top, HandoffScene):
            press(app, pygame.K_RETURN)
        elif table.human_to_act():
            break
        else:
            app.step()
    input_for_action(app, table, table.model.state.legal_actions()[0], "keys")
    refusal_after_z(app, table, "take_back.hot_seat")


def test_a_game_with_a_phone_seat_refuses_with_its_reason():
    from support.phones import Rig

    async def main() -> None:
        async with Rig("stortok", 3, phones=1, humans=2) as rig:
            assert rig.table.driver.local_humans == [0]
            refusal_after_z(rig.app, rig.table, "take_back.phones")

    asyncio.run(main())


def test_lessons_demos_and_a_fresh_game_refuse_with_their_reasons():
    app = make_app()
    table = start_table(app, "zwicker", [Seat("Bot", False, "easy"),
                                         Seat("Bot2", False, "easy")], seed=5)
    refusal_after_z(app, table, "take_back.watching")

    table = start_table(app, "toffpoker", one_human("toffpoker"), seed=5)
    assert table.model.state.history == ()
    refusal_after_z(app, table, "take_back.nothing")

    app.prefs.set_language("de")                      # the reasons are German in German
    refusal_after_z(app, table, "take_back.nothing")
    assert table.toast.text.startswith("Nichts zurückzunehmen")
    app.prefs.set_language("en")

    app.nav.to_menu()
    app.step()
    lesson = open_stortok_lesson(app)
    refusal_after_z(app, lesson, "take_back.lesson")


def test_a_finished_game_keeps_its_moves():
    app = make_app()
    table = start_table(app, "zwicker", one_human("zwicker", 1), seed=4, ai_seed=1)
    play_to_the_end(app, table, "keys")
    app.scenes.pop()                        # the score sheet off: the table, its game over
    app.step()
    refusal_after_z(app, table, "take_back.over")


def trigger(value: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                              axis=pygame.CONTROLLER_AXIS_TRIGGERLEFT, value=value)


def test_the_left_trigger_takes_back_once_per_pull():
    pads = controls.Pads()
    pulls = [pads.intent(trigger(v)) for v in (0, 20000, 32767, 30000, 3000, 32767)]
    assert pulls == [None, controls.TAKE_BACK, None, None, None, controls.TAKE_BACK]

    app = make_app()
    table = start_table(app, "stortok", one_human("stortok"), seed=9, ai_seed=4)
    play_decisions(app, table, 2)
    expected = before_last_decision(table.model.state, 0)
    app.step([trigger(32767)])
    again = app.scenes.top
    assert again is not table and again.model.state == expected


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_tables_controls_page_names_the_take_back(language):
    from game.app.games import ui_for
    from game.app.screens.controls import ControlsScene

    app = make_app()
    app.prefs.set_language(language)
    for game in GAMES_HERE:
        rows = ControlsScene(app.services, game).rows()
        assert (i18n.tr("controls.take_back"), "LT", "Z") in rows
        assert ("LT", "Z", "controls.take_back") in ui_for(game).controls
    app.prefs.set_language("en")


# --- the rules and the files the mechanism relies on --------------------------------------

@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_game_is_its_start_and_its_moves(game):
    """No rule draws randomness after the deal: dealt again from the same start and
    given the same moves, a game reaches the same state at every point (what makes a
    take-back exact)."""
    info = GAMES[game]
    rng = random.Random(game)
    starts = [new_game(game, info.min_players + seed % 2, seed=seed) for seed in range(3)]
    deck = sorted(starts[0].all_cards().elements(), key=lambda c: c.text)
    rng.shuffle(deck)
    # a fixed deck (seed None) where the game has one (Toff-Poker: each seat holds a suit)
    with contextlib.suppress(ValueError):
        starts.append(new_game(game, info.min_players, deck=deck))
    for state in starts:
        again = new_game(game, state.names, seed=state.seed, deck=state.deck,
                         dealer=state.dealer, options=dict(state.options))
        assert again == state
        while not state.is_over and len(state.history) < 60:
            action = rng.choice(list(state.legal_actions()))
            state.apply(action)
            again.apply(str(action))
            assert again == state


def test_the_mark_is_read_back_and_checked():
    record = GameRecord("stortok", ["A", "B"], 1, 0, {}, [], taken_back=2)
    assert "taken_back" not in GameRecord("stortok", ["A", "B"], 1, 0, {}, []).to_dict()
    assert GameRecord.from_dict(record.to_dict()).taken_back == 2
    older = {k: v for k, v in record.to_dict().items() if k != "taken_back"}
    assert GameRecord.from_dict(older).taken_back == 0
    with pytest.raises(BadFile):
        GameRecord.from_dict({**record.to_dict(), "taken_back": -1})
    with pytest.raises(BadFile):
        GameRecord.from_dict({**record.to_dict(), "taken_back": "2"})
