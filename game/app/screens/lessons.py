"""Learn to play: the lesson list and the end of a lesson (the menu offers lessons on
the first start)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.games import playable
from game.app.kit import theme
from game.app.kit.screen_parts import draw_background, draw_title, is_back_key
from game.app.kit.widgets import Box, Button, FocusGroup, Label
from game.app.lessons import Lesson, all_lessons
from game.app.shell.scene import Scene

if TYPE_CHECKING:
    from game.app.services import Services

ROW_W, ROW_H, ROW_GAP, TOP = 1400, 110, 24, 300     # wide enough for a summary on Large


def lesson_status(services: Services, lesson: Lesson) -> str:
    settings = services.settings
    if lesson.game not in playable():
        return i18n.tr("lessons.coming")
    moves = settings.lesson_progress.get(lesson.id)
    if moves:
        return i18n.tr("lessons.continue", move=len(moves) + 1)
    if lesson.id in settings.lessons_done:
        return i18n.tr("lessons.done")
    return i18n.tr("lessons.new")


class LessonButton(Button):
    """A lesson row: its title on the left, where the learner stands on the right."""

    def __init__(self, rect: Box, services: Services, lesson: Lesson) -> None:
        super().__init__(rect, lambda: i18n.tr(lesson.title), lambda: self.open(),
                         size=theme.SIZE_BUTTON)
        self.services = services
        self.lesson = lesson
        self.enabled = lambda: lesson.game in playable()

    def open(self) -> None:
        self.services.nav.open_lesson(self.lesson)

    def spoken_detail(self) -> str:
        """What speech adds to the title: where the learner stands, and the summary."""
        return f"{lesson_status(self.services, self.lesson)}. {i18n.tr(self.lesson.summary)}"

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        enabled = self.is_enabled
        colour = theme.BUTTON_DISABLED if not enabled else (
            theme.BUTTON_HOVER if focused else theme.BUTTON)
        theme.draw_panel(surface, self.rect, colour, 245, radius=18,
                         border=theme.BORDER if enabled else None)
        text = theme.TEXT if enabled else theme.TEXT_DIM
        theme.blit_text(surface, i18n.tr(self.lesson.title), (self.rect.x + 30,
                        self.rect.y + 16), theme.SIZE_BUTTON, text)
        summary = theme.fit_text(i18n.tr(self.lesson.summary), theme.SIZE_SMALL - 2,
                                 self.rect.width - 60)
        theme.blit_text(surface, summary, (self.rect.x + 30, self.rect.y + 64),
                        theme.SIZE_SMALL - 2, theme.TEXT_DIM)
        status = lesson_status(self.services, self.lesson)
        theme.blit_text(surface, status, (self.rect.right - 30, self.rect.y + 20),
                        theme.SIZE_SMALL, theme.GOLD if enabled else theme.TEXT_DIM, "topright")
        if focused and enabled:
            theme.focus_ring(surface, self.rect, 18)


class LessonListScene(Scene):
    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self.lessons = all_lessons()
        widgets: list[Button] = [
            LessonButton((960 - ROW_W // 2, TOP + i * (ROW_H + ROW_GAP), ROW_W, ROW_H), services,
                         lesson)
            for i, lesson in enumerate(self.lessons)]
        bottom = TOP + len(widgets) * (ROW_H + ROW_GAP) + 10
        self.start_over = Button((960 - ROW_W // 2, bottom, 540, 84),
                                 lambda: i18n.tr("lessons.start_over"), self.forget,
                                 size=theme.SIZE_BODY)
        self.start_over.enabled = lambda: bool(services.settings.lesson_progress or
                                               services.settings.lessons_done)
        self.back = Button((960 + ROW_W // 2 - 300, bottom, 300, 84),
                           lambda: i18n.tr("common.back"), self.close, size=theme.SIZE_BODY)
        self.group = FocusGroup(widgets + [self.start_over, self.back])
        self.group.focus = self.next_lesson()

    def next_lesson(self) -> int:
        """The row to focus: a lesson left half-way, else the first one not finished (of
        the games that can be played), else the first."""
        settings = self.services.settings
        ready = [i for i, lesson in enumerate(self.lessons) if lesson.game in playable()]
        for wanted in (lambda lesson: lesson.id in settings.lesson_progress,
                       lambda lesson: lesson.id not in settings.lessons_done):
            found = next((i for i in ready if wanted(self.lessons[i])), None)
            if found is not None:
                return found
        return 0

    def rows(self) -> list[LessonButton]:
        return [w for w in self.group.widgets if isinstance(w, LessonButton)]

    def forget(self) -> None:
        self.services.settings.lesson_progress.clear()
        self.services.settings.lessons_done.clear()
        self.services.prefs.save_settings()
        self.group.focus = 0

    def close(self) -> None:
        self.services.scenes.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if is_back_key(event):
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            focused = self.group.focused
            self.services.nav.open_rules(focused.lesson.game if isinstance(focused, LessonButton)
                                    else None)
            return True
        used = self.group.handle(event)
        if used and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.services.sound.play("click")
        return used

    def draw(self, surface: pygame.Surface) -> None:
        draw_background(self.services, surface)
        draw_title(surface, i18n.tr("lessons.title"), 120)
        theme.blit_text(surface, i18n.tr("lessons.intro"), (960, 210), theme.SIZE_BODY,
                        theme.CREAM, "center")
        self.group.draw(surface)
        theme.help_row(surface, i18n.tr("lessons.help"), (960, 1045))


class _Dialog(Scene):
    """A small overlay with a title, one line and a row of buttons."""

    overlay = True

    def __init__(self, services: Services, buttons: list[tuple[Label, Callable[[], None]]]
                 ) -> None:
        super().__init__(services)
        width = min(420, (1020 - 30 * (len(buttons) - 1)) // len(buttons))
        left = 960 - (len(buttons) * (width + 30) - 30) // 2
        self.group = FocusGroup([
            Button((left + i * (width + 30), 600, width, 96), label, action,
                   size=theme.SIZE_BUTTON if width >= 400 else theme.SIZE_BODY,
                   primary=i == 0)
            for i, (label, action) in enumerate(buttons)], horizontal=True)

    def title(self) -> str:
        raise NotImplementedError

    def line(self) -> str:
        raise NotImplementedError

    def spoken_intro(self) -> str:
        """Speech opens with the dialog's title and line."""
        return f"{self.title()}. {self.line()}"

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.group.widgets[-1].activate()
            return True
        return self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        panel = pygame.Rect(960 - 560, 300, 1120, 440)
        theme.draw_panel(surface, panel, theme.PANEL, 242, radius=30, border=theme.BORDER)
        draw_title(surface, self.title(), 390)
        for i, line in enumerate(theme.wrap(self.line(), theme.SIZE_BODY, 940)):
            theme.blit_text(surface, line, (960, 470 + i * 44), theme.SIZE_BODY, theme.CREAM,
                            "center")
        self.group.draw(surface)


class LessonDoneScene(_Dialog):
    """After the lesson's last move: play a real game, more lessons, or the menu."""

    def __init__(self, services: Services, lesson: Lesson) -> None:
        super().__init__(services, [(lambda: i18n.tr("done.play"), self.play),
                               (lambda: i18n.tr("done.lessons"), self.more),
                               (lambda: i18n.tr("done.menu"), self.menu)])
        self.lesson = lesson

    def title(self) -> str:
        return i18n.tr("done.title")

    def line(self) -> str:
        return i18n.tr("done.text", game=i18n.game_title(self.lesson.game))

    def play(self) -> None:
        """The setup on the lesson's game, whichever game was played last."""
        self.services.nav.open_setup(self.lesson.game, over_menu=True)

    def more(self) -> None:
        self.services.nav.open_lessons(over_menu=True)

    def menu(self) -> None:
        self.services.nav.to_menu()
