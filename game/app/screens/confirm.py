"""A yes/no question over the scene below (e.g. "Really delete all statistics?")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.kit.screen_parts import draw_title, is_back_key
from game.app.kit.widgets import Button, FocusGroup
from game.app.shell.scene import Scene

if TYPE_CHECKING:
    from game.app.services import Services


class ConfirmScene(Scene):
    overlay = True

    def __init__(self, services: Services, question: str, yes: str, no: str,
                 on_yes: Callable[[], None]) -> None:
        super().__init__(services)
        self.question = question
        self.on_yes = on_yes
        # "No" first and focused: a stray Enter never deletes anything
        self.group = FocusGroup([
            Button((960 - 420, 560, 400, 100), lambda: i18n.tr(no), self.answer_no),
            Button((960 + 20, 560, 400, 100), lambda: i18n.tr(yes), self.answer_yes),
        ], horizontal=True)

    def answer_no(self) -> None:
        self.services.scenes.pop()

    def answer_yes(self) -> None:
        self.services.scenes.pop()
        self.on_yes()

    def handle(self, event: pygame.event.Event) -> bool:
        if is_back_key(event):
            self.answer_no()
            return True
        return self.group.handle(event)

    def spoken_intro(self) -> str:
        """Speech opens with the question."""
        return i18n.tr(self.question)

    def draw(self, surface: pygame.Surface) -> None:
        panel = pygame.Rect(960 - 560, 340, 1120, 380)
        theme.draw_panel(surface, panel, theme.PANEL, 245, radius=30, border=theme.DANGER)
        draw_title(surface, i18n.tr(self.question), 440, theme.SIZE_HEADING)
        self.group.draw(surface)
