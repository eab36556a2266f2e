"""The player's settings as the application keeps them: the saved file with this run's
command-line flags on top, the first start's answers, language and text size applied at
once, and writing them back (scenes reach this as ``services.prefs``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from game.app import i18n
from game.app.cli import Config
from game.app.kit import theme
from game.app.settings import PLACES, Settings
from game.app.storage.service import Saves


class PlayerSettings:
    """The settings in use and how they are kept. A command-line flag sets a setting for
    this run only: the file keeps what it had unless the player changes it in the game."""

    def __init__(self, saves: Saves, config: Config, settings: Settings | None = None) -> None:
        self.saves = saves
        self.config = config
        #: settings a command-line flag set for this run only: field -> (the flag's
        #: value, the value to keep saving while the setting still has the flag's)
        self.one_off: dict[str, tuple[Any, Any]] = {}
        self.settings = settings or saves.load_settings() or Settings()
        if settings is None and config.lang:
            self.flag("language", config.lang)
        self._speed_chosen = self.settings.animation_speed, self.settings.think_time
        if config.speech:
            self.flag("speech", True)
        if config.fast:
            self.settings.animation_speed = "instant"
            self.settings.think_time = 0.0
        if config.fullscreen:
            self.flag("fullscreen", True)
        elif config.windowed:
            self.flag("fullscreen", False)
        elif self.settings.start_fullscreen:
            self.settings.fullscreen = True
        i18n.set_language(self.settings.language)
        theme.set_text_scale(theme.TEXT_SCALES.get(self.settings.text_size, 1.0))
        #: what the window does with them, set by the application once it has one
        self.redraw: Callable[[], None] = lambda: None
        self.set_fullscreen: Callable[[bool], None] = lambda on: None
        self.window_size: Callable[[], tuple[int, int]] = lambda: (0, 0)

    def flag(self, name: str, value: Any) -> None:
        """Setting ``name`` is ``value`` for this run only (a command-line flag)."""
        saved = self.settings.value(name)
        if value != saved:
            self.one_off[name] = (value, self.one_off.get(name, (value, saved))[1])
        setattr(self.settings, name, value)

    def chosen(self, name: str) -> None:
        """The player set ``name`` in the game: it is saved from now on."""
        self.one_off.pop(name, None)

    def offer_shown(self) -> None:
        """The first start's offer is up: remembered at once (so a crash does not offer
        it again), unless flags made this a one-off run: then only once answered."""
        if self.one_off:
            self.flag("tutorial_offered", True)
        else:
            self.settings.tutorial_offered = True
        self.save_settings()

    def choose_place(self, place: str | None) -> None:
        """The first start's answer: "tv" or "desk" set text size, card faces and
        fullscreen (as in Settings, so saved); None keeps the defaults."""
        for name, value in PLACES.get(place or "", {}).items():
            if name == "text_size":
                self.set_text_size(value)
            elif name == "fullscreen":
                if value != self.settings.fullscreen:
                    self.set_fullscreen(value)
            else:
                setattr(self.settings, name, value)
        self.settings.place_asked = True
        self.save_settings()

    def offer_answered(self) -> None:
        """The player answered the offer: remembered whatever flags this run has."""
        self.settings.tutorial_offered = True
        self.one_off.pop("tutorial_offered", None)
        self.save_settings()

    def save_settings(self) -> bool:
        """Write the settings (``--fast`` does not change the remembered speed)."""
        if not self.settings.fullscreen:
            width, height = self.window_size()
            self.settings.window_size = (width, height)
        settings = self.settings
        if self.config.fast:
            speed, think = self._speed_chosen
            settings = dataclasses.replace(settings, animation_speed=speed, think_time=think)
        kept = {}
        for name, (flagged, saved) in list(self.one_off.items()):
            if settings.value(name) == flagged:
                kept[name] = saved            # still the flag's: the file keeps its own
            else:
                del self.one_off[name]        # changed in the game: the player's choice
        if kept:
            settings = dataclasses.replace(settings, **kept)
        return self.saves.save_settings(settings)

    def set_language(self, language: str) -> None:
        self.chosen("language")
        self.settings.language = language
        i18n.set_language(language)
        self.redraw()

    def set_text_size(self, size: str) -> None:
        self.settings.text_size = size
        theme.set_text_scale(theme.TEXT_SCALES.get(size, 1.0))
        self.redraw()
