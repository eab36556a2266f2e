"""Sound effects. Without a working mixer everything is silent, never an error."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.app.settings import Settings
from game.bundled import bundled

SOUNDS = bundled("sounds")
NAMES = ("card_play", "deal", "shuffle", "draw", "pickup", "trick", "capture", "zwick", "win",
         "lose", "click", "error", "turn", "legal", "illegal", "other")


class SoundBoard:
    def __init__(self, settings: Settings, folder: Path = SOUNDS) -> None:
        self.settings = settings
        self.folder = folder
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.missing: set[str] = set()
        self.available = False
        self.played: list[str] = []   # names played, newest last (for tests; capped)
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self.available = bool(pygame.mixer.get_init())
        except pygame.error:
            self.available = False

    def _get(self, name: str) -> pygame.mixer.Sound | None:
        if not self.available or name in self.missing:
            return None
        found = self.sounds.get(name)
        if found is None:
            try:
                found = pygame.mixer.Sound(str(self.folder / f"{name}.wav"))
            except (pygame.error, FileNotFoundError, OSError):
                self.missing.add(name)
                return None
            self.sounds[name] = found
        return found

    def load_all(self) -> None:
        """Load every sound now (nothing is opened from disk when one is played)."""
        for name in NAMES:
            self._get(name)

    def play(self, name: str) -> None:
        self.played.append(name)
        if len(self.played) > 200:
            del self.played[:100]
        if self.settings.muted or self.settings.volume <= 0:
            return
        sound = self._get(name)
        if sound is not None:
            try:
                sound.set_volume(self.settings.volume)
                sound.play()
            except pygame.error:
                pass

    def toggle_mute(self) -> bool:
        self.settings.muted = not self.settings.muted
        if self.settings.muted and self.available:
            pygame.mixer.stop()
        return self.settings.muted
