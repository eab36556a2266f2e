"""Toff-Poker's messages stay readable: the laid-out last trick waits for the player (or
stays several seconds at a computers-only table), the coach explains it while it lies
there, and the instruction to choose is never hidden behind the deal's banner."""

from __future__ import annotations

import pygame
import pytest
from support.app import click, make_app, press, start_table
from support.lessons import open_lesson
from support.toffpoker import BIG, TieBot, human_turn

from game.app import i18n
from game.app.games.toffpoker.components import Banner
from game.app.games.toffpoker.layout import READ_SECONDS
from game.app.session import Seat
from game.app.table.scene import TableScene
from game.rules.toffpoker import SELECT

FPS = 60                      # App.step advances the table by 1/60 s


def last_trick_lies_there(table: TableScene) -> bool:
    """Every seat's cards of the last trick are laid out in its bid row."""
    return table.presenter.shown.last_trick and all(
        table.layer.zone(f"bid:{seat}") for seat in range(table.model.players))


def play_to_the_last_trick(app, table: TableScene) -> None:
    """Instant play up to the second pass's bidding, at normal speed from there (any
    human plays the test's simple player) until the last trick is laid out and held."""
    app.settings.animation_speed = "instant"
    for _ in range(20000):
        state = table.model.state
        if state.pass_number == 2 and state.phase != SELECT:
            app.settings.animation_speed = "normal"
        if table.driver.reading() and last_trick_lies_there(table):
            return
        if app.scenes.top is table and table.human_to_act():
            human_turn(app, table, by_mouse=False)
        else:
            app.step()
    raise AssertionError("the last trick was never held for reading")


@pytest.mark.parametrize("by", ["key", "click"])
def test_the_last_trick_waits_until_the_player_continues(by):
    app = make_app(size=BIG)
    app.settings.think_time = 0.05
    table = start_table(app, "toffpoker", [Seat("Ute", True), Seat("Bot", False)],
                        seed=4, ai_seed=4, rounds=1)
    table.model.session.computers[1] = TieBot()
    play_to_the_last_trick(app, table)
    for _ in range(20 * FPS):                      # twenty seconds later: still there
        app.step()
    assert last_trick_lies_there(table) and table.parts.of(Banner).message is not None
    main = table.presenter.buttons[0][0]
    assert main.is_enabled and main.label() == i18n.tr("tp.continue")
    if by == "key":
        press(app, pygame.K_RETURN)
    else:
        click(app, main.rect.center)
    assert not table.driver.reading()
    for _ in range(3 * FPS):
        app.step()
    assert not any(table.layer.zone(f"bid:{seat}") for seat in range(table.model.players))


def test_at_a_computers_only_table_the_last_trick_stays_several_seconds():
    app = make_app(size=BIG)
    app.settings.think_time = 0.05
    table = start_table(app, "toffpoker", [Seat("Bot A", False), Seat("Bot B", False)],
                        seed=4, ai_seed=4, rounds=1)
    play_to_the_last_trick(app, table)
    frames = 0
    while last_trick_lies_there(table):
        app.step()
        frames += 1
        assert frames < 12 * FPS, "the last trick never left"
    assert frames >= READ_SECONDS * FPS        # (and then the cards leave by themselves)


def test_the_coach_explains_the_last_trick_while_it_lies_there():
    app, table = open_lesson("toffpoker", "keys")
    app.settings.animation_speed = "normal"
    app.settings.think_time = 0.05
    for _ in range(40000):
        shown = table.policy.shown_step
        if shown is not None and shown.step.id == "last_trick":
            break
        if table.model.state.pass_number == 1 or table.model.state.phase == SELECT:
            app.settings.animation_speed = "instant"    # quickly to the last bids
        else:
            app.settings.animation_speed = "normal"
        if table.policy.coach_waiting:
            press(app, pygame.K_RETURN)
        elif table.human_to_act():
            action = table.policy.lesson.scripted_move(table.model.state)
            table.perform(action)
            app.step()
        else:
            app.step()
    else:
        raise AssertionError("the coach never explained the last trick")
    for _ in range(2 * FPS):
        app.step()
    assert last_trick_lies_there(table) and table.policy.coach_waiting
    main = table.presenter.buttons[0][0]                     # one Continue: the coach's
    assert not main.is_enabled and main.label() != i18n.tr("tp.continue")
    press(app, pygame.K_RETURN)                    # one Continue: the sentence and the trick
    for _ in range(3 * FPS):
        app.step()
    assert not last_trick_lies_there(table)
    assert table.policy.shown_step is None or table.policy.shown_step.step.id == "game_over"


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_instruction_to_choose_is_clear_of_the_deals_banner(size):
    app = make_app(fast=False, size=BIG)
    app.prefs.set_text_size(size)
    app.settings.think_time = 0.05
    table = start_table(app, "toffpoker", [Seat("Ute", True), Seat("Bot", False)],
                        seed=1, ai_seed=1)
    assert app.run_until(lambda: table.human_to_act() and table.model.state.phase == SELECT, 600)
    table.chrome.status_rect = None
    app.dirty = True                               # the frame is drawn (not kept)
    app.step()
    assert table.parts.of(Banner).message \
            is not None, "the deal's banner is up while the human chooses"
    status, banner = table.chrome.status_rect, table.parts.of(Banner).rect
    assert status is not None and banner is not None
    assert i18n.tr("tp.status.select", name="Ute") in table.chrome.status_text()
    assert not status.colliderect(banner)
