"""What a speech engine is (:class:`Engine`, every backend has it all) and the voices
and rates they share.

The backends (:mod:`game.app.speech.backends`) are tried best first; how one speaks is
its own module's: a child process per utterance (:mod:`game.app.speech.process_engine`:
eSpeak NG, macOS ``say``), speech-dispatcher (:mod:`game.app.speech.speechd_backend`),
a Windows screen reader or pyttsx3 (:mod:`game.app.speech.backends`). A backend is used
only once it has proven it speaks (:mod:`game.app.speech.proven`). The
:class:`~game.app.speech.speaker.Speaker` speaks a
:class:`~game.app.speech.speech_queue.SpeechQueue` through one engine on its own thread.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

#: words per minute of the "normal" rate (eSpeak NG's default is 175; a little faster
#: suits short game sentences)
RATE = 185


#: the pitch of the player's own voice (eSpeak's 0..99; its default)
OWN_PITCH = 50
#: other seats' pitches, by voice (1 the first other seat, ...): each seat is told apart
#: by ear from the player's own voice and from the others
SEAT_PITCHES = (30, 70, 20, 80, 40, 62, 25)
#: the pitch of a sentence that joins several other seats' moves
OTHERS_PITCH = 36
#: the voice of a sentence joining several other seats' moves
OTHERS = -1


def pitch_of(voice: int) -> int:
    """eSpeak's pitch (0..99) for a voice (an utterance's: 0 the player's own)."""
    if voice == 0:
        return OWN_PITCH
    if voice == OTHERS:
        return OTHERS_PITCH
    return SEAT_PITCHES[(voice - 1) % len(SEAT_PITCHES)]


def relative_rate(rate: int) -> int:
    """A rate in words per minute as a shift of the player's own screen-reader rate
    (-100..100; the "normal" rate leaves it as the player set it)."""
    return max(-100, min(100, round((rate - RATE) / RATE * 100)))


def relative_pitch(voice: int) -> int:
    """A voice as a shift of the player's own pitch (-100..100; the player's own voice
    leaves it as set)."""
    return max(-100, min(100, (pitch_of(voice) - OWN_PITCH) * 2))


#: speech rate setting -> eSpeak words per minute (eSpeak NG's own default is 175)
RATES = {"slow": 150, "normal": RATE, "fast": 260, "fastest": 380}


class SpeechFailed(Exception):
    """An engine could not say an utterance (a program that exits with an error)."""


@runtime_checkable
class Engine(Protocol):
    """Speaks one utterance, blocking until it is done or :meth:`stop` is called. Every
    backend has all of it (:class:`PlainEngine` gives the parts a backend cannot do)."""

    @property
    def name(self) -> str:
        """The voice, as the settings show it."""

    #: words per minute wanted (an engine with its own user rate maps it, see RATES)
    rate: int
    #: whose voice says the next utterance (its pitch, where the engine can change it:
    #: :func:`pitch_of`)
    voice: int

    def speak(self, text: str, language: str) -> None: ...

    def stop(self) -> None: ...

    def begin(self, text: str, language: str, rate: int, voice: int) -> bool:
        """Start ``text`` now from the calling thread, if the engine can (a key's answer:
        :meth:`~game.app.speech.process_engine.ProcessEngine.begin`); False: it cannot,
        :meth:`speak` says it as usual."""

    def close(self) -> None:
        """Stop speaking and let go of what the engine holds (the game quits)."""


class PlainEngine:
    """The parts of :class:`Engine` a backend that only speaks and stops has: one
    voice, nothing begun early, closing is stopping."""

    name = ""
    rate = RATE
    voice = 0

    def speak(self, text: str, language: str) -> None:
        raise NotImplementedError

    def stop(self) -> None:
        raise NotImplementedError

    def begin(self, text: str, language: str, rate: int, voice: int) -> bool:
        return False

    def close(self) -> None:
        self.stop()
