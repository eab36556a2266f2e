"""German and Large texts that fit, and where the focus and
the notices go."""

from __future__ import annotations

import pygame
import pytest
from support.text_sizes import text_sizes

from game.app import i18n
from game.app.games import game_order


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_setup_and_lesson_texts_fit_whole(recorder, lang, size):
    """"Mehrere Si…" was cut in the options column; lesson summaries ran past their row."""
    from game.app.screens.lessons import LessonListScene
    from game.app.screens.menu import MenuScene
    from game.app.screens.setup import SetupScene

    app = text_sizes.make_app(lang, size)
    for game in game_order():
        setup = SetupScene(app.services)
        setup.choose_game(game)
        for _option, widget in setup.option_widgets:
            for index in range(len(widget.values)):      # every value of every option
                widget.index = index
                app.scenes.reset(MenuScene(app.services), setup)
                report = recorder.measure(app, f"setup {game}")
                assert not report.problems(), report.problems()
    app.scenes.reset(MenuScene(app.services), LessonListScene(app.services))
    report = recorder.measure(app, "lessons")
    assert not report.problems(), report.problems()


def test_the_lesson_list_focuses_the_next_lesson():
    from game.app.screens.lessons import LessonListScene

    app = text_sizes.make_app()
    first = LessonListScene(app.services)
    assert first.group.focused is first.rows()[0]
    app.settings.lessons_done.append(first.rows()[0].lesson.id)
    again = LessonListScene(app.services)
    assert again.group.focused is again.rows()[1]
    app.settings.lesson_progress[again.rows()[2].lesson.id] = ["take"]
    assert LessonListScene(app.services).group.focus == 2          # a lesson left half-way first


def _with_autosave(app) -> None:
    from game.app.session import Session

    app.saves.autosave(Session.quick("stortok", 3, humans=1, seed=2))
    app.saves.flush()


def test_a_resting_pointer_leaves_continue_focused():
    """After a restart the window opens under the pointer: its motion event landed on
    "New game" and took the focus from Continue."""
    from game.app.screens.menu import MenuScene

    app = text_sizes.make_app()
    _with_autosave(app)
    app.start()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and menu.labels()[0] == "Continue"
    new_game = menu.group.widgets[1].rect.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=new_game, rel=(0, 0), buttons=(0,
                                                                                      0, 0))])
    assert menu.group.focus == 0
    quit_button = menu.group.widgets[-1].rect.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=quit_button, rel=(0, 5),
                                 buttons=(0, 0, 0))])
    assert menu.group.focused is menu.group.widgets[-1]       # a real move still focuses


def test_a_menu_notice_covers_no_text(recorder):
    from game.app.screens.menu import MenuScene

    app = text_sizes.make_app()
    _with_autosave(app)
    app.start()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    menu.toast.show("Game saved: it can be continued from here next time, with Continue.", 5)
    report = recorder.measure(app, "menu")
    panel = menu.toast.last_rect
    own = [t for t in report.texts if t.text in menu.toast.text and t.ink is not None
           and panel.contains(t.ink)]
    assert own and own[0].text.startswith("Game saved")
    others = [t for t in report.texts if t.ink is not None and t not in own]
    assert any(t.text == i18n.tr("app.subtitle") for t in others)
    for other in others:
        assert not panel.colliderect(other.ink), other.text
    # nor a button, nor the card fan (a picture, but the notice hid half of it)
    assert not any(panel.colliderect(w.rect) for w in menu.group.widgets)
    assert menu.fan_area.width > 300 and not panel.colliderect(menu.fan_area)
