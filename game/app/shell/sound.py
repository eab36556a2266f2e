"""Sound effects and music. Without a working mixer everything is silent, never an error.

Effects are short and loaded whole (:class:`SoundBoard`); music is streamed from
``sounds/music/`` by ``pygame.mixer.music`` (:class:`Music`), so a loop costs its decoder,
not its samples. The top scene says which track it wants (its ``music`` attribute:
a track's name, ``""`` for quiet, None to keep what plays).
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.app.settings import Settings
from game.bundled import bundled

if TYPE_CHECKING:
    from game.app.shell.stack import Staged

SOUNDS = bundled("sounds")
MUSIC = SOUNDS / "music"
NAMES = ("card_play", "deal", "shuffle", "draw", "pickup", "trick", "capture", "zwick", "win",
         "lose", "click", "error", "turn", "legal", "illegal", "other", "fanfare")
#: seconds a track takes to fade in, or out before another one starts
FADE = 0.8
#: the music's share of its volume while speech speaks (speech must be understood)
DUCKED = 0.2
#: a change of volume smaller than this is not sent to the mixer
VOLUME_STEP = 0.01


class Music:
    """Background music: one track at a time, streamed, looping; fades between tracks.

    :meth:`update` runs every frame and only ever starts or stops the stream or turns
    its volume (opening a track reads its header: well under a millisecond). Off with
    the Music setting (N), with mute (M) or at volume 0: stopped, costing nothing; a
    track wanted again starts from its beginning.

    Never ``pygame.mixer.music.pause``/``unpause``: they keep Python's lock while they
    wait for the audio thread's, and the audio thread takes Python's lock whenever a
    sound effect ends — the game froze. ``load``, ``play``, ``stop`` and ``set_volume``
    let go of Python's lock while they wait."""

    def __init__(self, settings: Settings, available: bool, folder: Path = MUSIC) -> None:
        self.settings = settings
        self.available = available
        self.folder = folder
        #: the track the stream plays (fading in, out or at full volume); "" none
        self.track = ""
        #: the track the top scene wants
        self.wanted = ""
        #: the fade's share of the volume, 0..1
        self.level = 0.0
        #: the volume last sent to the mixer
        self.volume = 0.0
        self.missing: set[str] = set()

    @property
    def on(self) -> bool:
        """Music may be heard: a mixer, the Music setting, not muted, some volume."""
        s = self.settings
        return self.available and s.music and not s.muted and s.music_volume > 0

    @property
    def playing(self) -> str:
        """The track heard now ("" none)."""
        return self.track if self.on else ""

    def want(self, track: str | None) -> None:
        """The top scene's wish: a track, "" for quiet, None to keep the current one."""
        if track is not None:
            self.wanted = track if track not in self.missing else ""

    def update(self, dt: float, ducked: bool = False) -> None:
        """One frame: fade towards the wanted track at the wanted volume."""
        if not self.on:
            self._stop()
            return
        wanted = self.wanted
        if wanted and self.track == wanted:
            self.level = min(1.0, self.level + dt / FADE)
        elif self.track:                        # another track, or quiet, is wanted
            self.level = max(0.0, self.level - dt / FADE)
            if self.level == 0.0:
                self._stop()
        elif wanted:                            # silent: the wanted track starts
            self._start(wanted)
        self._set_volume(self.level * self.settings.music_volume * (DUCKED if ducked else 1))

    def _start(self, track: str) -> None:
        """Open ``track`` and start it, silent (it fades in)."""
        self.level = 0.0
        try:
            pygame.mixer.music.load(str(self.folder / f"{track}.ogg"))
            pygame.mixer.music.set_volume(0.0)
            pygame.mixer.music.play(loops=-1)
        except (pygame.error, FileNotFoundError, OSError):
            self.missing.add(track)
            self.wanted = ""
            return
        self.volume = 0.0
        self.track = track

    def _stop(self) -> None:
        self.level = 0.0                        # started again: it fades in
        if self.track:
            with contextlib.suppress(pygame.error):
                pygame.mixer.music.stop()
            self.track = ""

    def _set_volume(self, volume: float) -> None:
        if not self.track:
            return
        if abs(volume - self.volume) >= VOLUME_STEP or (volume == 0.0 < self.volume):
            try:
                pygame.mixer.music.set_volume(volume)
            except pygame.error:
                return
            self.volume = volume

    def toggle(self) -> bool:
        """Music on or off (the N key); True if now on."""
        self.settings.music = not self.settings.music
        return self.settings.music


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
        self.music = Music(settings, self.available)

    def follow(self, scene: Staged | None, dt: float, speaking: bool = False) -> None:
        """Once a frame: the music the top ``scene`` wants, ducked while speech speaks."""
        self.music.want(scene.music if scene is not None else None)
        self.music.update(dt, speaking)

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
