"""Privacy under the pause: while an overlay covers the table no private hand is face
up, and with several humans at the screen Resume goes through the hand-off again."""

from __future__ import annotations

import pygame
from support.app import confirm_handoffs, face_up_hands, make_app, press, start_table

from game.app.screens.handoff import HandoffScene
from game.app.screens.pause import PauseScene
from game.app.session import Seat


def until_human_turn(app, table):
    for _ in range(400):
        confirm_handoffs(app)
        if app.scenes.top is table and table.human_to_act():
            return
        app.step()
    raise AssertionError("no human turn")


def test_pause_in_hot_seat_hides_the_hand_and_resume_hands_off_again():
    # (a Toff-Poker hand is public: there the secret is the selection, see below)
    for game in ("stortok", "zwicker"):
        app = make_app()
        table = start_table(app, game, [Seat("Anna", True), Seat("Bert", True)], seed=5)
        until_human_turn(app, table)
        seat = table.model.state.current_player
        app.step()
        assert face_up_hands(table) == {seat}, game
        press(app, pygame.K_ESCAPE, frames=2)
        assert isinstance(app.scenes.top, PauseScene)
        assert face_up_hands(table) == set(), game       # drawn under the dimmed pause
        press(app, pygame.K_ESCAPE, frames=3)            # Resume
        assert isinstance(app.scenes.top, HandoffScene), game
        assert app.scenes.top.seat == seat
        assert face_up_hands(table) == set()
        assert confirm_handoffs(app) == seat
        app.step()
        assert face_up_hands(table) == {seat}


def test_one_human_sees_the_hand_again_after_resume_without_a_handoff():
    app = make_app()
    table = start_table(app, "stortok", [Seat("Solo", True), Seat("Bot", False)], seed=5)
    until_human_turn(app, table)
    press(app, pygame.K_ESCAPE, frames=2)
    assert face_up_hands(table) == set()
    press(app, pygame.K_ESCAPE, frames=3)
    assert app.scenes.top is table
    assert face_up_hands(table) == {0}
    assert table.human_to_act()


def test_toffpoker_selection_is_handed_off_again_after_resume():
    app = make_app()
    table = start_table(app, "toffpoker", [Seat("Anna", True), Seat("Bert", True)], seed=5)
    until_human_turn(app, table)
    seat = table.model.state.current_player
    press(app, pygame.K_ESCAPE, frames=2)
    assert table.model.perspective is None
    press(app, pygame.K_ESCAPE, frames=3)
    assert isinstance(app.scenes.top, HandoffScene) and app.scenes.top.seat == seat


def test_every_pause_button_lies_inside_the_panel_in_both_languages_and_sizes():
    from game.app.kit import theme

    for language in ("en", "de"):
        for size in ("normal", "large"):
            app = make_app()
            app.prefs.set_language(language)
            app.prefs.set_text_size(size)
            for seats in ([Seat("Anna", True), Seat("Bot", False)],
                          [Seat("Anna", True), Seat("Ben", True, phone=True)]):
                table = start_table(app, "stortok", seats, seed=5)
                pause = PauseScene(app.services, table)
                panel = pause.panel
                for button in pause.group.widgets:
                    assert panel.contains(button.rect), (language, size, button.label())
                    width, height = theme.font(button.size).size(button.label())
                    assert width < button.rect.width - 20 and height < button.rect.height
            theme.set_text_scale(1.0)
