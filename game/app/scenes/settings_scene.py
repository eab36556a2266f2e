"""Settings: animation speed, volume, mute, highlights, four-colour deck, language,
fullscreen. Changes apply at once to the one Settings object."""

from __future__ import annotations

from typing import Any

import pygame

from .. import i18n, theme
from ..scene import Scene
from ..settings import LANGUAGES, SPEEDS
from ..widgets import Button, Choice, FocusGroup
from .common import draw_background, draw_title, is_back_key

ROW_W, ROW_H, ROW_GAP, TOP = 1100, 84, 14, 210
VOLUMES = [round(v / 10, 1) for v in range(11)]


def _on_off(value: bool) -> str:
    return i18n.tr("common.on" if value else "common.off")


class SettingsScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        s = app.settings
        speeds = list(SPEEDS)

        def row(i: int) -> tuple[int, int, int, int]:
            return (960 - ROW_W // 2, TOP + i * (ROW_H + ROW_GAP), ROW_W, ROW_H)

        def toggle(i: int, key: str, attr: str, after: Any = None) -> Choice:
            def change(value: bool) -> None:
                setattr(s, attr, value)
                if after:
                    after(value)
            return Choice(row(i), lambda: i18n.tr(key), [False, True], int(getattr(s, attr)),
                          change, _on_off, label_width=620)

        volume_index = min(range(len(VOLUMES)), key=lambda k: abs(VOLUMES[k] - s.volume))
        self.widgets = [
            Choice(row(0), lambda: i18n.tr("settings.animation_speed"), speeds,
                   speeds.index(s.animation_speed) if s.animation_speed in speeds else 2,
                   lambda v: setattr(s, "animation_speed", v),
                   lambda v: i18n.tr(f"speed.{v}"), label_width=620),
            Choice(row(1), lambda: i18n.tr("settings.volume"), VOLUMES, volume_index,
                   self._volume, lambda v: f"{round(v * 100)} %", wrap=False, label_width=620),
            toggle(2, "settings.muted", "muted"),
            toggle(3, "settings.highlight_legal", "highlight_legal"),
            toggle(4, "settings.four_colour", "four_colour"),
            Choice(row(5), lambda: i18n.tr("settings.language"), list(LANGUAGES),
                   LANGUAGES.index(s.language) if s.language in LANGUAGES else 0,
                   app.set_language, lambda v: i18n.tr(f"lang.{v}"), label_width=620),
            toggle(6, "settings.fullscreen", "fullscreen", app.set_fullscreen),
            Button((960 - 200, TOP + 7 * (ROW_H + ROW_GAP) + 20, 400, 90),
                   lambda: i18n.tr("common.back"), self.back),
        ]
        self.group = FocusGroup(self.widgets)

    def _volume(self, value: float) -> None:
        self.app.settings.volume = value
        self.app.sound.play("click")

    def back(self) -> None:
        self.app.scenes.pop()

    def leave(self) -> None:
        self.app.save_settings()

    def handle(self, event: pygame.event.Event) -> bool:
        if is_back_key(event):
            self.back()
            return True
        return self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_background(self.app, surface)
        panel = pygame.Rect(960 - ROW_W // 2 - 40, TOP - 30, ROW_W + 80,
                            7 * (ROW_H + ROW_GAP) + 40)
        theme.draw_panel(surface, panel, theme.PANEL, 200, radius=28)
        draw_title(surface, i18n.tr("settings.title"))
        self.group.draw(surface)
