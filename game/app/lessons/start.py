"""A lesson's table: its prepared deal in a session whose computers follow the lesson,
on the game's own table, driven by the lesson's coach."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.app import i18n
from game.app.games import table_for
from game.app.lessons import Lesson
from game.app.lessons.coach import LessonCoach
from game.app.lessons.plan import computer_players
from game.app.session import Seat, Session

if TYPE_CHECKING:
    from game.app.services import Services
    from game.app.table.scene import TableScene


def lesson_names(lesson: Lesson) -> list[str]:
    return [i18n.tr("lesson.learner") if seat == lesson.learner else name
            for seat, name in enumerate(lesson.seats)]


def lesson_session(lesson: Lesson) -> Session:
    """A session whose game is the lesson's prepared deal and whose computers follow it."""
    names = lesson_names(lesson)
    seats = [Seat(name, human=seat == lesson.learner) for seat, name in enumerate(names)]
    session = Session(lesson.game, seats, seed=0)
    session.match.state = lesson.new_state(names)
    session.computers = computer_players(lesson)
    return session


def lesson_table(services: Services, lesson: Lesson, resume: bool = True) -> TableScene:
    """The lesson's table: the game's own table scene, driven by the coach.

    With ``resume`` a lesson left earlier continues where it was (its moves replayed).
    """
    replay = services.settings.lesson_progress.get(lesson.id) if resume else None
    return table_for(services, lesson_session(lesson), LessonCoach(lesson, replay))
