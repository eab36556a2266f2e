"""What the settings pages share: a column of rows on one panel under a title; Esc or
Back leaves and the settings are saved on leaving."""

from __future__ import annotations

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.kit.screen_parts import draw_background, draw_title, is_back_key
from game.app.kit.widgets import FocusGroup
from game.app.shell.scene import Scene

ROW_W, ROW_H, ROW_GAP = 1100, 64, 6


class SettingsPage(Scene):
    """A page of :attr:`rows` rows from :attr:`top`, titled by the text :attr:`title_key`;
    a subclass builds :attr:`group` (its rows and the Back button)."""

    title_key = ""
    rows = 1
    top = 170
    group: FocusGroup

    def row(self, i: int) -> tuple[int, int, int, int]:
        """Row ``i``'s rectangle, in the canvas."""
        return (960 - ROW_W // 2, self.top + i * (ROW_H + ROW_GAP), ROW_W, ROW_H)

    def back_rect(self) -> tuple[int, int, int, int]:
        """The Back button, under the last row."""
        return (960 - 200, self.top + self.rows * (ROW_H + ROW_GAP) + 40, 400, 86)

    def back(self) -> None:
        self.services.scenes.pop()

    def leave(self) -> None:
        self.services.prefs.save_settings()

    def handle(self, event: pygame.event.Event) -> bool:
        if is_back_key(event):
            self.back()
            return True
        return self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_background(self.services, surface)
        panel = pygame.Rect(960 - ROW_W // 2 - 40, self.top - 24, ROW_W + 80,
                            self.rows * (ROW_H + ROW_GAP) + 32)
        theme.draw_panel(surface, panel, theme.PANEL, 200, radius=28)
        draw_title(surface, i18n.tr(self.title_key), 90)
        self.group.draw(surface)
