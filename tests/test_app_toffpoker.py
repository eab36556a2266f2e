"""The Toff-Poker table, driven by posted mouse and key events, headless."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from support.app import click, make_app, press, start_table, wait_for
from support.play import HotSeat
from support.toffpoker import BIG, KEY_OF_RANK, TieBot, human_turn, simple_action

from game.app import i18n
from game.app.games import table_for
from game.app.games.toffpoker.presenter import ToffPokerPresenter
from game.app.games.toffpoker.scoreboard import ToffPokerScoreboard
from game.app.screens.handoff import HandoffScene
from game.app.screens.menu import MenuScene
from game.app.session import Seat, Session
from game.rules import IllegalMove, new_game
from game.rules.toffpoker import (
    OPEN,
    PASS,
    RAISE,
    SELECT,
    Bid,
    Select,
    TrickResolved,
    canonical,
    value,
)

ROOT = Path(__file__).resolve().parent.parent


def pick_by_keys(app, cards) -> None:
    press(app, *[KEY_OF_RANK[c.rank] for c in cards])


def test_a_whole_game_with_one_human_reaches_the_scoreboard():
    app = make_app(size=BIG)
    table = start_table(app, "toffpoker", [Seat("Ute", True), Seat("Bot", False)],
                        seed=4, ai_seed=4, rounds=1)
    table.model.session.computers[1] = TieBot()
    turns = 0
    for _ in range(3000):
        if isinstance(app.scenes.top, ToffPokerScoreboard):
            break
        if app.scenes.top is table and table.human_to_act():
            before = len(table.model.state.history)
            human_turn(app, table, by_mouse=turns % 2 == 0)
            assert len(table.model.state.history) > before, "the input did not play"
            turns += 1
        else:
            app.step()
    else:
        raise AssertionError("the game did not reach the scoreboard")
    state = table.model.state
    assert state.is_over and state.round == 1
    # what happened, from a replay of the real history
    again = new_game("toffpoker", state.names, seed=state.seed, dealer=state.dealer,
                     options=state.options)
    seen = set()
    forfeits = 0
    for action in state.history:
        seat, phase = again.current_player, again.phase
        events = again.apply(action)
        if seat == 0:
            seen.add((phase, type(action).__name__))
        forfeits += sum(1 for e in events if isinstance(e, TrickResolved) and e.winner is None)
    assert {(SELECT, "Select"), (OPEN, "Bid"), (RAISE, "Bid"), (RAISE, "Pass")} <= seen
    assert forfeits >= 1
    # the scoreboard shows this game's tricks per round
    assert [list(r) for r in state.tricks_by_round] == [state.scores()]
    board = app.scenes.top
    assert board.headline()
    press(app, pygame.K_RIGHT, pygame.K_RETURN)                 # Menu
    assert isinstance(app.scenes.top, MenuScene)


def test_confirm_needs_exactly_five_and_a_sixth_card_is_refused():
    app = make_app(size=BIG)
    table = start_table(app, "toffpoker", [Seat("Ute", True), Seat("Bot", False)],
                        seed=2, ai_seed=2)
    assert app.run_until(table.human_to_act, 500)
    hand = table.model.state.hand(0)
    pick_by_keys(app, hand[:4])
    assert len(table.presenter.picking.picked) == 4 and not table.presenter.picking.main_enabled()
    press(app, pygame.K_RETURN)
    assert table.model.state.phase == SELECT and table.human_to_act()      # nothing played
    pick_by_keys(app, hand[4:6])
    assert table.presenter.picking.picked == set(hand[:5]) and table.toast.visible  # 6th refused
    pick_by_keys(app, hand[:1])                                       # toggles off
    assert len(table.presenter.picking.picked) == 4
    # arrows + Space pick the focused card
    press(app, pygame.K_RIGHT)
    focused = table.input.focused()
    for _ in range(13):
        if focused.card not in table.presenter.picking.picked:
            break
        press(app, pygame.K_RIGHT)
        focused = table.input.focused()
    press(app, pygame.K_SPACE)
    assert len(table.presenter.picking.picked) == 5 and table.presenter.picking.main_enabled()
    chosen = canonical(list(table.presenter.picking.picked))
    press(app, pygame.K_RETURN)
    assert Select(chosen) in table.model.state.history


def test_passing_in_the_opening_circuit_shows_the_engines_reason():
    app = make_app(size=BIG)
    table = start_table(app, "toffpoker", [Seat("Ute", True), Seat("Bot", False)],
                        seed=2, ai_seed=2)
    for _ in range(3):
        assert app.run_until(lambda: table.human_to_act() or table.model.state.phase == OPEN, 500)
        if table.model.state.phase == OPEN:
            break
        human_turn(app, table, by_mouse=False)
    assert app.run_until(lambda: table.human_to_act() and table.model.state.phase == OPEN, 500)
    before = table.model.state.clone()
    assert not table.presenter.buttons[1][0].is_enabled                      # Pass is disabled
    press(app, pygame.K_p)
    with pytest.raises(IllegalMove) as refusal:
        before.clone().apply(PASS)
    assert table.toast.visible and table.toast.text == i18n.text(refusal.value.message)
    assert table.model.state == before
    # the live sum: picking cards shows the bid's total before it is made
    pool = sorted(table.model.state.pool(0), key=value)
    pick_by_keys(app, pool[:2])
    assert f"total {value(pool[0]) + value(pool[1])}" in table.chrome.status_text()


@pytest.mark.slow
def test_two_humans_never_see_each_others_selection():
    app = make_app(fast=False, size=BIG)
    app.settings.animation_speed = "fast"
    app.settings.think_time = 0.05
    seats = [Seat("Anna", True), Seat("Bert", True), Seat("Carla", False)]
    table = start_table(app, "toffpoker", seats, seed=6, ai_seed=6, rounds=1)
    def quicker_later(frame: int) -> None:
        if frame == 1500:
            app.settings.animation_speed = "instant"      # the rest of the game quickly

    handoffs = HotSeat(app, table, random.Random(6)).play(
        "either", choose=simple_action, max_frames=12000, on_frame=quicker_later).handoffs
    assert set(handoffs) == {0, 1} and len(handoffs) >= 4     # each selection behind one


@pytest.mark.parametrize("players", [4, 6])
def test_demo_plays_to_the_scoreboard(players):
    app = make_app(demo=True, game="toffpoker", players=players, humans=0, size=BIG)
    table = start_table(app, "toffpoker", [Seat(f"C{i}") for i in range(players)],
                        seed=players, ai_seed=players,
                        rounds=1)
    assert app.run_until(lambda: isinstance(app.scenes.top, ToffPokerScoreboard), 3000)
    assert table.model.state.is_over and sum(table.presenter.shown.tricks) \
            == sum(table.model.state.scores())


@pytest.mark.slow
def test_demo_from_the_command_line(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    shot = tmp_path / "tp.png"
    done = subprocess.run([sys.executable, "main.py", "--demo", "toffpoker", "--players", "2",
                           "--seed", "3", "--exit-at-end", "--fast", "--size", "1920x1080",
                           "--screenshot", str(shot)], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(shot)).get_size() == (1920, 1080)


def test_f1_opens_the_toffpoker_rules_with_every_suit_drawn():
    from game.app.kit import richtext
    from game.app.rules_text import rules_text
    from game.app.screens.help import HelpScene

    app = make_app(size=BIG)
    table = start_table(app, "toffpoker", [Seat("Ute", True), Seat("Bot", False)],
                        seed=1, ai_seed=1)
    press(app, pygame.K_F1)
    help_scene = app.scenes.top
    assert isinstance(help_scene, HelpScene) and help_scene.game == "toffpoker"
    for language in ("en", "de"):
        suits = {suit for _, suit in richtext.split(rules_text("toffpoker", language)) if suit}
        assert suits == set("SHCDOT")
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table


def test_setup_starts_a_six_seat_toffpoker_table_with_chosen_strengths():
    from game.app.screens.setup import SetupScene

    app = make_app(size=BIG)
    press(app, pygame.K_DOWN, pygame.K_RETURN)                     # New game
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    tab = setup.tabs[setup.games.index("toffpoker")]
    assert tab.is_enabled and "coming soon" not in tab.label()
    click(app, tab.rect.center)
    setup = app.scenes.top
    assert setup.game == "toffpoker"
    while setup.count < 6:
        click(app, setup.players_choice.rect.move(-10, 0).midright)   # the ">" arrow
    assert setup.seat_widgets[1][2].value == "easy"                # a first game: Easy
    setup.seat_widgets[2][2].change(1)                             # seat 3: Normal
    click(app, setup.start_button.rect.center)
    app.step()
    table = app.scenes.top
    assert isinstance(table.presenter, ToffPokerPresenter) and table.model.players == 6
    assert table.model.state.extra_suits and table.model.state.suit(5) == "T"
    assert type(table.model.session.computers[1]).__name__ == "ToffPokerEasy"
    assert type(table.model.session.computers[2]).__name__ == "ToffPokerNormal"


def test_hint_picks_the_suggested_cards():
    app = make_app(size=BIG)
    table = start_table(app, "toffpoker", [Seat("Ute", True), Seat("Bot", False)],
                        seed=3, ai_seed=3)
    assert app.run_until(table.human_to_act, 500)
    press(app, pygame.K_h)
    assert wait_for(app, lambda: table.model.hint is not None)   # it thinks in the worker
    hint = table.model.hint
    assert isinstance(hint, Select) and table.presenter.picking.picked == set(hint.cards)
    assert table.presenter.picking.main_enabled()
    hint = table.model.hint
    press(app, pygame.K_RETURN)
    assert hint in table.model.state.history and table.model.hint is None \
            and not table.presenter.picking.picked


def test_a_tie_after_the_last_round_shows_an_extra_round():
    app = make_app(size=BIG)
    table = start_table(app, "toffpoker", [Seat("A"), Seat("B")], seed=1, ai_seed=1, rounds=1,
                        tie_break="extra-rounds")
    table.model.session.computers = {0: TieBot(), 1: TieBot()}   # every trick a tie
    assert table.presenter.round_text().startswith("Round 1 / 1")
    assert app.run_until(lambda: table.presenter.shown.round == 2, 3000)
    assert table.model.state.scores() == [0, 0] and not table.model.state.is_over
    assert table.presenter.round_text().startswith("Extra round 2")


def test_a_match_to_a_target_from_setup_ends_with_its_winner_and_starts_anew():
    from game.app.screens.setup import SetupScene

    app = make_app(size=BIG)
    setup = SetupScene(app.services, "toffpoker")
    app.scenes.push(setup)
    app.step()
    choice = setup.target_choice
    assert choice.value is None                                # default: one game
    tie_break = next(w for o, w in setup.option_widgets if o.name == "tie_break")
    assert {tie_break.show(v) for v in tie_break.values} == {"Joint winners",
                                                              "Extra rounds"}
    setup.group.set_focus(choice)
    press(app, pygame.K_RIGHT)
    assert setup.target == 20
    session = setup.make_session()
    assert session.match.target == 20
    # a short game to a target of one trick: the first game decides the match
    table = table_for(app.services, Session("toffpoker", [Seat("A"), Seat("B")], seed=5,
                                   options={"rounds": 1}, target=1, ai_seed=5))
    app.scenes.reset(MenuScene(app.services), table)
    assert app.run_until(lambda: isinstance(app.scenes.top, ToffPokerScoreboard), 3000)
    board = app.scenes.top
    match = table.model.session.match
    assert match.is_over
    assert board.headline() \
            == f"{table.model.session.seats[match.winners()[0]].name} wins the match"
    press(app, pygame.K_RETURN)                                # Play again: a new match
    app.step()
    again = app.scenes.top
    assert isinstance(again.presenter,
                      ToffPokerPresenter) and again.model.session is not table.model.session
    assert again.model.session.match.games_played == 0 and again.model.session.match.target == 1


def test_play_again_without_a_target_continues_the_match():
    app = make_app(size=BIG)
    table = start_table(app, "toffpoker", [Seat("A"), Seat("B")], seed=8, ai_seed=8, rounds=1)
    assert app.run_until(lambda: isinstance(app.scenes.top, ToffPokerScoreboard), 3000)
    press(app, pygame.K_RETURN)                                # Play again
    app.step()
    again = app.scenes.top
    assert isinstance(again.presenter,
                      ToffPokerPresenter) and again.model.session is table.model.session
    assert again.model.session.match.games_played == 1 and not again.model.state.is_over


def test_a_computers_chosen_cards_leave_a_face_down_stack():
    """Nobody can tell the choice from where the cards left: before they move, the
    chooser's whole hand lies face down on one spot."""
    app = make_app(fast=False, size=BIG)
    app.settings.think_time = 0.05
    table = start_table(app, "toffpoker", [Seat("Ute", True), Seat("Bot", False)],
                        seed=1, ai_seed=1)
    computer = 1
    if table.model.state.current_player != computer:            # the human chooses first
        assert app.run_until(table.human_to_act, 2000)
        human_turn(app, table, by_mouse=False)
    before = None
    for _ in range(600):
        hand = table.layer.zone(f"hand:{computer}")
        if table.layer.zone(f"sel:{computer}"):
            break
        before = [((round(s.x), round(s.y)), s.face_up) for s in hand]
        app.step()
    else:
        raise AssertionError("the computer never chose")
    assert len(before) == 13
    # one spot (a frame before the cards leave the last pixel of the way may remain: at
    # the quick pace of a game's opening the whole gathering takes five frames)
    xs, ys = {x for (x, _), _ in before}, {y for (_, y), _ in before}
    assert max(xs) - min(xs) <= 2 and max(ys) - min(ys) <= 2, before
    assert not any(up for _, up in before)


def test_command_line_accepts_two_to_six_players(capsys):
    from game.app.cli import parse
    from game.app.games import playable

    assert parse(["--game", "toffpoker", "--players", "6"], playable()).players == 6
    assert parse(["--demo", "toffpoker", "--players", "2"], playable()).humans == 0
    with pytest.raises(SystemExit):
        parse(["--game", "toffpoker", "--players", "7"], playable())
    assert "2-6 players" in capsys.readouterr().err


def test_with_two_humans_the_table_keeps_its_orientation_while_bidding():
    app = make_app(size=BIG)
    seats = [Seat("Anna", True), Seat("Bert", True), Seat("Carla", False)]
    table = start_table(app, "toffpoker", seats, seed=2, ai_seed=2, rounds=1)
    for _ in range(4000):
        top = app.scenes.top
        if isinstance(top, HandoffScene):
            press(app, pygame.K_RETURN)
        elif (top is table and table.human_to_act() and table.model.state.phase != SELECT
              and table.model.state.current_player != table.model.bottom):
            break
        elif top is table and table.human_to_act():
            human_turn(app, table, by_mouse=False)
        else:
            app.step()
    else:
        raise AssertionError("no human bid away from the bottom seat")
    bottom, seat = table.model.bottom, table.model.state.current_player
    assert not isinstance(app.scenes.top, HandoffScene)          # bidding needs no hand-off
    sprite = table.hands.perspective_hand()[-1]                         # a small card up top
    assert sprite.zone in (f"pool:{seat}", f"saved:{seat}")
    click(app, (round(sprite.x), round(sprite.y)))
    assert table.presenter.picking.picked == {sprite.card}
    before = len(table.model.state.history)
    press(app, pygame.K_RETURN)
    assert table.model.state.history[before] == Bid((sprite.card,))
    assert table.model.bottom == bottom
