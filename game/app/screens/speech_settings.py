"""Speech options (opened from the settings' speech row): speech on or off, how fast it
talks, how much a turn says, and whether computers wait for the words."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.kit.screen_parts import draw_background, draw_title, is_back_key
from game.app.kit.widgets import Button, Choice, FocusGroup
from game.app.settings import SPEECH_RATES, SPEECH_VERBOSITY
from game.app.shell.scene import Scene

if TYPE_CHECKING:
    from game.app.app import App

ROW_W, ROW_H, ROW_GAP, TOP = 1100, 64, 6, 250


def _on_off(value: bool) -> str:
    return i18n.tr("common.on" if value else "common.off")


class SpeechSettingsScene(Scene):
    """Every row shows the live value (F2 pressed here is reflected at once)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        s = app.settings

        def row(i: int) -> tuple[int, int, int, int]:
            return (960 - ROW_W // 2, TOP + i * (ROW_H + ROW_GAP), ROW_W, ROW_H)

        def choice(i: int, key: str, values: Any, attr: str, show: Any) -> Choice:
            values = list(values)
            current = getattr(s, attr)
            return Choice(row(i), lambda: i18n.tr(key), values,
                          values.index(current) if current in values else 0,
                          lambda v: setattr(s, attr, v), show, label_width=620)

        self.widgets = [
            Choice(row(0), lambda: i18n.tr("settings.speech"), [False, True], int(s.speech),
                   app.speech.set_on, self._speech_value, label_width=620),
            choice(1, "settings.speech_rate", SPEECH_RATES, "speech_rate",
                   lambda v: i18n.tr(f"speech.rate.{v}")),
            choice(2, "settings.speech_verbosity", SPEECH_VERBOSITY, "speech_verbosity",
                   lambda v: i18n.tr(f"speech.verbosity.{v}")),
            choice(3, "settings.speech_waits", [False, True], "speech_waits", _on_off),
            Button((960 - 200, TOP + 4 * (ROW_H + ROW_GAP) + 40, 400, 86),
                   lambda: i18n.tr("common.back"), self.back),
        ]
        rows = {i: w for i, w in enumerate(self.widgets) if isinstance(w, Choice)}
        self._live = [(rows[0], lambda: int(app.speech.on)),
                      (rows[1], lambda: _index(SPEECH_RATES, s.speech_rate)),
                      (rows[2], lambda: _index(SPEECH_VERBOSITY, s.speech_verbosity)),
                      (rows[3], lambda: int(s.speech_waits))]
        self.group = FocusGroup(self.widgets)

    def spoken_intro(self) -> str:
        return i18n.tr("settings.speech_title")

    def update(self, dt: float) -> None:
        for widget, current in self._live:
            widget.index = current()

    def _speech_value(self, on: bool) -> str:
        return _on_off(on) if self.app.speech.available else i18n.tr("settings.speech_none")

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
        panel = pygame.Rect(960 - ROW_W // 2 - 40, TOP - 24, ROW_W + 80,
                            4 * (ROW_H + ROW_GAP) + 32)
        theme.draw_panel(surface, panel, theme.PANEL, 200, radius=28)
        draw_title(surface, i18n.tr("settings.speech_title"), 90)
        self.group.draw(surface)


def _index(values: tuple[str, ...], value: str) -> int:
    return values.index(value) if value in values else 0
