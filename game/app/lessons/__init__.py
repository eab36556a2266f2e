"""Learn to play: guided first games. Each lesson is a JSON file in this folder."""

from game.app.lessons.plan import (
    Coach,
    Lesson,
    Step,
    all_lessons,
    find,
    load,
    resolve,
    resolve_show,
)

__all__ = ["Coach", "Lesson", "Step", "all_lessons", "find", "load", "resolve",
           "resolve_show"]
