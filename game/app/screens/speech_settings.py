"""Speech options (opened from the settings' speech row): speech on or off, how fast it
talks, how much a turn says, whether computers wait for the words, and the voice in use
(the one that proved it can speak, with those that did not answer)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

from game.app import i18n
from game.app.kit.settings_page import SettingsPage
from game.app.kit.widgets import Button, Choice, FocusGroup, Widget
from game.app.settings import SPEECH_RATES, SPEECH_VERBOSITY

if TYPE_CHECKING:
    from game.app.services import Services

#: what a speech option's choice steps through
T = TypeVar("T")


def _on_off(value: bool) -> str:
    return i18n.tr("common.on" if value else "common.off")


class SpeechSettingsScene(SettingsPage):
    """Every row shows the live value (F2 pressed here is reflected at once)."""

    title_key = "settings.speech_title"
    rows = 5
    top = 250

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        s = services.settings

        row = self.row

        def choice(i: int, key: str, values: Sequence[T], attr: str,
                   show: Callable[[T], str]) -> Choice[T]:
            values = list(values)
            current = s.value(attr)
            return Choice(row(i), lambda: i18n.tr(key), values,
                          values.index(current) if current in values else 0,
                          lambda v: setattr(s, attr, v), show, label_width=620)

        self.widgets: list[Widget] = [
            Choice(row(0), lambda: i18n.tr("settings.speech"), [False, True], int(s.speech),
                   services.speech.set_on, self._speech_value, label_width=620),
            choice(1, "settings.speech_rate", SPEECH_RATES, "speech_rate",
                   lambda v: i18n.tr(f"speech.rate.{v}")),
            choice(2, "settings.speech_verbosity", SPEECH_VERBOSITY, "speech_verbosity",
                   lambda v: i18n.tr(f"speech.verbosity.{v}")),
            choice(3, "settings.speech_waits", [False, True], "speech_waits", _on_off),
            Choice(row(4), lambda: i18n.tr("settings.speech_voice"), [""], 0,
                   lambda _: None, lambda _: self._voice(), label_width=620),
            Button(self.back_rect(),
                   lambda: i18n.tr("common.back"), self.back),
        ]
        rows = {i: w for i, w in enumerate(self.widgets) if isinstance(w, Choice)}
        self._live = [(rows[0], lambda: int(services.speech.on)),
                      (rows[1], lambda: _index(SPEECH_RATES, s.speech_rate)),
                      (rows[2], lambda: _index(SPEECH_VERBOSITY, s.speech_verbosity)),
                      (rows[3], lambda: int(s.speech_waits))]
        self.group = FocusGroup(self.widgets)

    def spoken_intro(self) -> str:
        return i18n.tr("settings.speech_title")

    def update(self, dt: float) -> None:
        for widget, current in self._live:
            widget.index = current()

    def _voice(self) -> str:
        """The voice in use ("not available" without one)."""
        name = self.services.speech.voice_name
        return str(name) if name else i18n.tr("settings.speech_none")

    def _speech_value(self, on: bool) -> str:
        return _on_off(on) if self.services.speech.available else i18n.tr("settings.speech_none")


def _index(values: tuple[str, ...], value: str) -> int:
    return values.index(value) if value in values else 0
