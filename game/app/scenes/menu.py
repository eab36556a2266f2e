"""The main menu."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .. import i18n, theme
from ..scene import Scene
from .common import button_column, draw_background, draw_title

_FAN = ("AS", "KH", "QD", "JC", "10S")


class MenuScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        items = self.items()
        if len(items) <= 4:
            self.group = button_column(items, 450)
        else:                      # more items: slimmer buttons between the fan and the footer
            slot = 540 // len(items)
            self.group = button_column(items, 420, height=slot * 4 // 5, gap=slot // 5)

    def continue_available(self) -> bool:
        """A saved game exists (persistence is a later issue: never yet)."""
        return False

    def items(self) -> list[tuple[Callable[[], str], Callable[[], None]]]:
        items: list[tuple[Callable[[], str], Callable[[], None]]] = []
        if self.continue_available():
            items.append((lambda: i18n.tr("menu.continue"), self.resume))
        items += [
            (lambda: i18n.tr("menu.new_game"), self.new_game),
            (lambda: i18n.tr("menu.rules"), self.rules),
            (lambda: i18n.tr("menu.settings"), self.settings),
            (lambda: i18n.tr("menu.learn"), self.learn),
            (lambda: i18n.tr("menu.quit"), self.app.quit),
        ]
        return items

    def labels(self) -> list[str]:
        """The button texts as shown now (tests use this)."""
        return [w.label() if callable(w.label) else w.label for w in self.group.widgets]

    def resume(self) -> None:  # pragma: no cover - needs saved games (later issue)
        pass

    def new_game(self) -> None:
        from .setup import SetupScene

        self.app.scenes.push(SetupScene(self.app))

    def learn(self) -> None:
        from .lessons import LessonListScene

        self.app.scenes.push(LessonListScene(self.app))

    def rules(self) -> None:
        from .help import HelpScene

        self.app.scenes.push(HelpScene(self.app, "stortok"))

    def settings(self) -> None:
        from .settings_scene import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        used = self.group.handle(event)
        if used and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.app.sound.play("click")
        return used

    def draw(self, surface: pygame.Surface) -> None:
        draw_background(self.app, surface)
        assets = self.app.assets
        four = self.app.settings.four_colour
        for i, text in enumerate(_FAN):
            offset = i - 2
            image = assets.card(text, 150, four, int(-offset * 9))
            shadow = assets.card_shadow(150, int(-offset * 9))
            centre = (960 + offset * 80, 290 + abs(offset) * 12)
            surface.blit(shadow, shadow.get_rect(center=(centre[0] + 6, centre[1] + 10)))
            surface.blit(image, image.get_rect(center=centre))
        draw_title(surface, i18n.tr("app.title"), 110, theme.SIZE_TITLE)
        self.group.draw(surface)
        theme.blit_text(surface, i18n.tr("app.subtitle"), (960, 985), theme.SIZE_BODY,
                        theme.CREAM, "center")
        theme.blit_text(surface, i18n.tr("menu.hint"), (960, 1045), theme.SIZE_SMALL,
                        theme.TEXT_DIM, "center")
