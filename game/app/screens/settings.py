"""Settings: animation speed, volume and music, mute, highlights, four-colour deck, language,
fullscreen, start fullscreen, text size. Changes apply at once to the one Settings
object."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from game.app import i18n
from game.app.kit.settings_page import ROW_H, ROW_W, SettingsPage
from game.app.kit.widgets import Button, Choice, FocusGroup, Widget
from game.app.settings import LANGUAGES, SPEEDS, TEXT_SIZES

if TYPE_CHECKING:
    from game.app.services import Services

ROWS = 11
SPEECH_MORE_W = 240          # the speech row's "More" button (speech options)
VOLUMES = [round(v / 10, 1) for v in range(11)]
#: the volume row shares its line with the music's (each half a row)
HALF_W = (ROW_W - 10) // 2


def _on_off(value: bool) -> str:
    return i18n.tr("common.on" if value else "common.off")


def _nearest_volume(volume: float) -> int:
    return min(range(len(VOLUMES)), key=lambda k: abs(VOLUMES[k] - volume))


class SettingsScene(SettingsPage):
    """Every row shows the live value: F11 or M pressed anywhere is reflected at once."""

    title_key = "settings.title"
    rows = ROWS
    top = 170

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        s = services.settings
        speeds = list(SPEEDS)

        row = self.row

        def toggle(i: int, key: str, attr: str,
                   after: Callable[[bool], object] | None = None) -> Choice[bool]:
            def change(value: bool) -> None:
                setattr(s, attr, value)
                if after:
                    after(value)
            return Choice(row(i), lambda: i18n.tr(key), [False, True], int(bool(s.value(attr))),
                          change, _on_off, label_width=620)

        def index_in(values: Iterable[object], value: object, fallback: int = 0) -> int:
            values = list(values)
            return values.index(value) if value in values else fallback

        self.widgets: list[Widget] = [
            Choice(row(0), lambda: i18n.tr("settings.animation_speed"), speeds,
                   index_in(speeds, s.animation_speed, 2),
                   lambda v: setattr(s, "animation_speed", v),
                   lambda v: i18n.tr(f"speed.{v}"), label_width=620),
            Choice(row(1)[:2] + (HALF_W, ROW_H), lambda: i18n.tr("settings.volume"), VOLUMES,
                   _nearest_volume(s.volume), self._volume,
                   lambda v: f"{round(v * 100)} %", wrap=False, label_width=HALF_W - 250),
            Choice((960 + ROW_W // 2 - HALF_W, row(1)[1], HALF_W, ROW_H),
                   lambda: i18n.tr("settings.music"), VOLUMES, self._music_index(),
                   self._music, self._music_value, wrap=False, label_width=HALF_W - 250),
            toggle(2, "settings.muted", "muted"),
            toggle(3, "settings.highlight_legal", "highlight_legal"),
            toggle(4, "settings.four_colour", "four_colour"),
            Choice(row(5), lambda: i18n.tr("settings.language"), list(LANGUAGES),
                   index_in(LANGUAGES, s.language), services.prefs.set_language,
                   lambda v: i18n.tr(f"lang.{v}"), label_width=620),
            toggle(6, "settings.fullscreen", "fullscreen", services.window.set_fullscreen),
            toggle(7, "settings.start_fullscreen", "start_fullscreen"),
            Choice(row(8), lambda: i18n.tr("settings.text_size"), list(TEXT_SIZES),
                   index_in(TEXT_SIZES, s.text_size), services.prefs.set_text_size,
                   lambda v: i18n.tr(f"text_size.{v}"), label_width=620),
            Choice(row(9)[:2] + (ROW_W - SPEECH_MORE_W - 10, ROW_H),
                   lambda: i18n.tr("settings.speech"), [False, True], int(s.speech),
                   services.speech.set_on, self._speech_value, label_width=620),
            Button((960 + ROW_W // 2 - SPEECH_MORE_W, row(9)[1], SPEECH_MORE_W, ROW_H),
                   lambda: i18n.tr("settings.speech_more"), self._speech_options),
            toggle(10, "settings.large_cards", "large_cards"),
            Button(self.back_rect(),
                   lambda: i18n.tr("common.back"), self.back),
        ]
        #: where each row's shown value comes from (read again every frame)
        rows = [w for w in self.widgets if isinstance(w, Choice)]
        self._live: list[tuple[Choice[object], Callable[[], int]]] = list(zip(rows, [
            lambda: index_in(speeds, s.animation_speed, 2),
            lambda: _nearest_volume(s.volume),
            self._music_index,
            lambda: int(s.muted),
            lambda: int(s.highlight_legal),
            lambda: int(s.four_colour),
            lambda: index_in(LANGUAGES, s.language),
            lambda: int(s.fullscreen),
            lambda: int(s.start_fullscreen),
            lambda: index_in(TEXT_SIZES, s.text_size),
            lambda: int(services.speech.on),
            lambda: int(s.large_cards),
        ], strict=True))
        self.group = FocusGroup(self.widgets)

    def update(self, dt: float) -> None:
        for widget, current in self._live:
            widget.index = current()

    def _speech_value(self, on: bool) -> str:
        """On, off — or "not available" on a machine without a speech engine."""
        return _on_off(on) if self.services.speech.available else i18n.tr("settings.speech_none")

    def _speech_options(self) -> None:
        self.services.nav.open_speech_settings()

    def _music_index(self) -> int:
        """The music row's place: "Off" (0) while the music is off, else its volume."""
        s = self.services.settings
        return _nearest_volume(s.music_volume) if s.music else 0

    def _music_value(self, value: float) -> str:
        return i18n.tr("common.off") if value <= 0 else f"{round(value * 100)} %"

    def _music(self, value: float) -> None:
        """Off at 0 (the volume is kept for N); any other step turns it on at that."""
        s = self.services.settings
        s.music = value > 0
        if value > 0:
            s.music_volume = value

    def _volume(self, value: float) -> None:
        self.services.settings.volume = value
        self.services.sound.play("click")
