"""The controls page: every action with its controller button and key, generated from
the same maps the app uses (``game.app.controls``)."""

from __future__ import annotations

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.screens.common import draw_background, draw_title, is_back_key
from game.app.shell import controls
from game.app.shell.scene import Scene

PANEL = pygame.Rect(960 - 780, 170, 1560, 820)
COLUMNS = (PANEL.x + 60, PANEL.x + 860, PANEL.x + 1180)     # action, controller, keyboard
ROW = 60


def _name(text: str) -> str:
    """A button or key name in the current language (most are the same everywhere)."""
    key = f"controls.name.{text}"
    found = i18n.tr(key)
    return text if found == key else found


class ControlsScene(Scene):
    def handle(self, event: pygame.event.Event) -> bool:
        if is_back_key(event) or (event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)) or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            self.app.scenes.pop()
            return True
        return False

    def rows(self) -> list[tuple[str, str, str]]:
        """(action, controller button, key) as shown, in the current language."""
        return [(i18n.tr(key), _name(pad), _name(keys))
                for pad, keys, key in controls.CONTROL_ROWS]

    def draw(self, surface: pygame.Surface) -> None:
        draw_background(self.app, surface)
        draw_title(surface, i18n.tr("controls.title"), 95)
        theme.draw_panel(surface, PANEL, theme.PANEL, 232, radius=28)
        y = PANEL.y + 30
        for x, key in zip(COLUMNS, ("controls.action", "controls.pad", "controls.keys"),
                          strict=True):
            theme.blit_text(surface, i18n.tr(key), (x, y), theme.SIZE_BODY, theme.GOLD)
        y += 70
        for action, pad, keys in self.rows():
            theme.blit_text(surface, action, (COLUMNS[0], y), theme.SIZE_BODY, theme.TEXT)
            theme.blit_text(surface, pad or "–", (COLUMNS[1], y), theme.SIZE_BODY,
                            theme.CREAM if pad else theme.TEXT_DIM)
            theme.blit_text(surface, keys, (COLUMNS[2], y), theme.SIZE_BODY, theme.CREAM)
            y += ROW
        theme.blit_text(surface, i18n.tr("controls.footer"), (960, 1040), theme.SIZE_SMALL,
                        theme.TEXT_DIM, "center")
