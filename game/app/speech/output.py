"""Where the narrator's utterances go: the :class:`Output` every one of them has (the
speaker's thread, the tests' listener, a plain recorder)."""

from __future__ import annotations

from typing import Protocol


class Output(Protocol):
    """Where utterances go: a :class:`~game.app.speech.speaker.Speaker`, the listener
    (:class:`~game.app.speech.listener.Ear`) or a :class:`Recorder`."""

    #: words per minute of the utterances asked for from now on
    rate: int
    #: turn utterances that have begun to be spoken (the turn bell rings then)
    turns_started: int

    def say(self, text: str, language: str, priority: str = "event",
            joins: bool = False, subject: str = "", voice: int = 0,
            cue: str = "") -> list[str] | None:
        """Queue ``text`` (``joins``: an event sentence that may be joined to the one
        still waiting before it; ``subject``: the name it begins with, said once when
        the sentence joined before it begins with it too); the event sentences it
        dropped unheard (None: none). ``voice``, ``cue``: another seat's voice and the
        sound before it (:mod:`game.app.speech.voices`)."""

    def interrupt(self) -> list[str] | None:
        """A key: stop and drop everything; the event sentences dropped unheard."""

    def cancel(self, priority: str) -> None:
        """Drop the queued utterances of ``priority`` that have not begun."""

    def pending(self, priority: str) -> int:
        """Sentences of ``priority`` queued or being said."""

    def stop(self) -> None: ...

    @property
    def idle(self) -> bool:
        """Nothing queued and nothing being said."""


class Recorder:
    """An output that keeps every utterance with its priority (tests, transcripts); it
    speaks everything at once, so nothing waits and nothing is cut."""

    def __init__(self) -> None:
        self.said: list[tuple[str, str]] = []
        self.rate = 0
        self.turns_started = 0

    def say(self, text: str, language: str, priority: str = "event",
            joins: bool = False, subject: str = "", voice: int = 0,
            cue: str = "") -> list[str] | None:
        self.said.append((text, priority))
        if priority == "turn":
            self.turns_started += 1
        return None

    def interrupt(self) -> list[str] | None:
        return None

    def cancel(self, priority: str) -> None:
        pass

    def pending(self, priority: str) -> int:
        return 0

    def stop(self) -> None:
        pass

    @property
    def idle(self) -> bool:
        return True

    @property
    def texts(self) -> list[str]:
        """The utterances alone, oldest first."""
        return [text for text, _ in self.said]
