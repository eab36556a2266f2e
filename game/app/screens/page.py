"""A full-screen page reached from the menu: the felt, a title, a focus group of widgets,
an optional help line and a toast; Esc or Backspace goes back. The statistics and the
replay list are such pages; each adds only its own content and keys."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.kit.screen_parts import draw_background, draw_title, is_back_key
from game.app.kit.widgets import FocusGroup, Toast
from game.app.shell.scene import Scene

if TYPE_CHECKING:
    from game.app.services import Services

TOAST_CENTRE = (960, 560)


class PageScene(Scene):
    #: text keys of the title and of the help line at the bottom ("" for none)
    title_key = ""
    title_y = 110
    help_key = ""

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self.toast = Toast()
        self._toast_drawn = False
        self.group = FocusGroup([])

    # --- hooks ------------------------------------------------------------------------

    def handle_page(self, event: pygame.event.Event) -> bool:
        """The page's own keys, asked before the focus group; True if used."""
        return False

    def draw_page(self, surface: pygame.Surface) -> None:
        """The page's content under its widgets."""

    # --- the shared part ----------------------------------------------------------------

    def back(self) -> None:
        self.services.scenes.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if is_back_key(event):
            self.back()
            return True
        return self.handle_page(event) or self.group.handle(event)

    def update(self, dt: float) -> None:
        self.toast.update(dt)

    @property
    def animating(self) -> bool:
        """Only when the toast comes or goes (the page is still otherwise)."""
        return self.toast.visible != self._toast_drawn

    def draw(self, surface: pygame.Surface) -> None:
        draw_background(self.services, surface)
        draw_title(surface, i18n.tr(self.title_key), self.title_y)
        self.draw_page(surface)
        self.group.draw(surface)
        if self.help_key:
            theme.help_row(surface, i18n.tr(self.help_key), (960, 1052))
        self.toast.draw(surface, self.services.assets, TOAST_CENTRE)
        self._toast_drawn = self.toast.visible
