"""A yes/no question over the current scene ("Quit to menu? The game will be lost").

No is focused first, so a stray Enter never throws anything away; Esc (or B) means No.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .. import i18n, theme
from ..scene import Scene
from ..widgets import Button, FocusGroup
from .common import draw_title, is_back_key

PANEL = pygame.Rect(960 - 560, 340, 1120, 400)


class ConfirmScene(Scene):
    overlay = True
    backdrop_dim = 170

    def __init__(self, app: Any, question_key: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question_key = question_key
        self.on_yes = on_yes
        self.yes = Button((960 - 320, 580, 300, 100), lambda: i18n.tr("confirm.yes"),
                          self.confirm, primary=True)
        self.no = Button((960 + 20, 580, 300, 100), lambda: i18n.tr("confirm.no"),
                         self.cancel)
        self.group = FocusGroup([self.yes, self.no], horizontal=True)
        self.group.set_focus(self.no)

    @property
    def question(self) -> str:
        return i18n.tr(self.question_key)

    def confirm(self) -> None:
        self.app.scenes.pop()
        self.on_yes()

    def cancel(self) -> None:
        self.app.scenes.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if is_back_key(event):
            self.cancel()
            return True
        used = self.group.handle(event)
        if used and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.app.sound.play("click")
        return used

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, PANEL, theme.PANEL, 245, radius=32, border=theme.GOLD)
        lines = theme.wrap(self.question, theme.SIZE_HEADING, PANEL.width - 80)
        y = PANEL.y + 90 - (len(lines) - 1) * 30
        for line in lines:
            draw_title(surface, line, y, theme.SIZE_HEADING)
            y += 66
        self.group.draw(surface)
