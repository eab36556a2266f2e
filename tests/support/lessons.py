"""Opening a lesson through real input, as a learner would."""

from __future__ import annotations

import pygame

from game.app.games import REGISTRY
from game.app.lessons.coach import LessonCoach
from game.app.screens.lessons import LessonListScene
from game.app.screens.menu import MenuScene
from game.app.table.scene import TableScene
from game.app.texts import lessons as shared_lesson_texts
from support.app import click, make_app, press

#: every text the lessons and their screens say, key -> (English, German): the shared
#: ones and each registered game's lesson (``lesson.<game>.…`` in its texts module)
LESSON_TEXTS: dict[str, tuple[str, str]] = {
    **shared_lesson_texts.TEXTS,
    **{key: pair for ui in REGISTRY.values() for key, pair in ui.texts.app.items()
       if key.startswith("lesson.")},
}


def open_stortok_lesson(app) -> TableScene:
    """Menu -> Learn to play -> the Stortok lesson, by keyboard."""
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    learn = menu.labels().index("Learn to play")
    press(app, *([pygame.K_DOWN] * learn), pygame.K_RETURN)
    assert isinstance(app.scenes.top, LessonListScene)
    press(app, pygame.K_RETURN)                          # the first lesson: Stortok
    table = app.scenes.top
    assert isinstance(table.policy, LessonCoach) and table.policy.lesson.id == "stortok"
    return table


def open_lesson(lesson_id: str, by: str):
    """A new app, the lesson list, then the lesson's row by arrows and Enter or a click."""
    app = make_app(size=(1920, 1080))
    app.scenes.top.learn()
    app.step()
    rows = app.scenes.top.rows()
    row = next(r for r in rows if r.lesson.id == lesson_id)
    if by == "keys":
        press(app, *([pygame.K_DOWN] * rows.index(row)), pygame.K_RETURN)
    else:
        click(app, row.rect.center)
    table = app.scenes.top
    assert isinstance(table.policy, LessonCoach) and table.policy.lesson.id == lesson_id
    return app, table
