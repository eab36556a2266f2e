"""Leaving a lesson for the menu says where the lesson was kept, never "Game saved.
Choose Continue": Continue goes on with the real game saved earlier, not the lesson."""

from __future__ import annotations

import pygame
from support.app import make_app, press
from support.lessons import open_stortok_lesson

from game.app import i18n
from game.app.screens.menu import MenuScene
from game.app.screens.pause import PauseScene
from game.app.session import Session


def quit_to_menu(app) -> MenuScene:
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    press(app, pygame.K_UP, pygame.K_RETURN)             # Quit to menu
    app.step()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    return menu


def test_leaving_a_lesson_says_where_it_was_kept_not_that_continue_plays_it():
    app = make_app()
    app.nav.open_table(Session.quick("stortok", 3, 1, "easy", 4))    # a real game: saved
    app.step()
    quit_to_menu(app)
    assert app.saves.has_autosave()
    app.step()
    app.scenes.top.toast.time_left = 0                      # its notice was read
    app.step()
    table = open_stortok_lesson(app)
    coach = table.policy
    for _ in range(3000):                                   # to the learner's first move
        if "stortok" in app.settings.lesson_progress:
            break
        if coach.coach_waiting:
            coach.coach_continue()
        elif table.human_to_act():
            table.perform(coach.lesson.scripted_move(table.model.state)
                          or table.model.state.legal_actions()[0])
        app.step()
    moves = len(app.settings.lesson_progress["stortok"])
    assert moves
    menu = quit_to_menu(app)
    assert menu.toast.text == i18n.tr("lessons.left", move=moves + 1)
    assert i18n.tr("storage.saved_on_quit") not in [menu.toast.text, *menu.pending_notices]
    assert menu.labels()[0] == i18n.tr("menu.continue")     # the real game goes on there
    for language in ("en", "de"):
        i18n.set_language(language)
        try:
            assert "{" not in i18n.tr("lessons.left", move=3) != "lessons.left"
        finally:
            i18n.set_language("en")


def test_leaving_a_real_game_still_says_continue_plays_on():
    app = make_app()
    app.nav.open_table(Session.quick("stortok", 3, 1, "easy", 4))
    app.step()
    menu = quit_to_menu(app)
    assert menu.toast.text == i18n.tr("storage.saved_on_quit")
