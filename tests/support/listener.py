"""The tests' listener (:class:`~game.app.speech.listener.Ear`: the speaker's own queue
rules and eSpeak's durations) at a headless app. The plain recorder (``Recorder``) speaks
everything at once, so it can neither see a sentence dropped nor one that comes late."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pygame

from game.app.speech import Narrator, install
from game.app.speech.engine import RATE
from game.app.speech.listener import Ear, Heard
from support.app import key_event, make_app

FRAME = 1 / 60

__all__ = ["FRAME", "Ear", "EarApp", "Heard", "without_place"]


def without_place(text: str) -> str:
    """A menu item's sentence without its place among the items (", 3 of 7")."""
    return re.sub(r"(, \d+ (of|von) \d+| \d+ (of|von) \d+\.)$", "", text)


class EarApp:
    """A headless app whose narrator speaks into an :class:`Ear`; every frame lets
    :data:`FRAME` seconds of speech go by."""

    def __init__(self, wpm: int = RATE, **config: Any) -> None:
        self.app = make_app(**config)
        self.ear = Ear(wpm)
        install(self.app, lambda app: Narrator(app, self.ear, available=True))
        self.app.settings.speech = True

    @property
    def narrator(self) -> Narrator:
        return self.app.speech

    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.step()
            self.ear.advance(FRAME)

    def press(self, key: int) -> float:
        """Press ``key`` (one frame); the clock when it was pressed."""
        pressed = self.ear.clock
        pygame.event.post(key_event(key))
        self.step()
        return pressed

    def run_until(self, condition: Callable[[], bool], frames: int = 20000) -> None:
        for _ in range(frames):
            if condition():
                return
            self.step()
        raise AssertionError("the condition never held")

    def answer_to(self, pressed: float) -> Heard | None:
        """The first utterance asked for at or after ``pressed`` that is not a logged
        event (a key's answer)."""
        after = [h for h in self.ear.all if h.asked >= pressed and h.priority != "event"]
        return after[0] if after else None
