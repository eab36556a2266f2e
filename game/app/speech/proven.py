"""A voice is used only once it has proven it can speak.

A backend that starts may still be mute: a speech-dispatcher without a sound server
takes every sentence and never says it. So the first utterances go to the backend in a
helper thread, with a deadline a little longer than the sentence takes; if it has not
ended by then (or fails), the next backend that starts takes over, says which voice it
is ("speech-dispatcher did not answer, now eSpeak NG"), then the sentence. Only the
first sentence of an utterance is the proof ("Speech on." of "Speech on. Keys: ..."),
so a mute voice is passed over within seconds; the rest follows once it is proven.
Once one sentence has ended in time the backend is proven and speaks directly. An
utterance cut by a key proves nothing either way.
"""

from __future__ import annotations

import contextlib
import re
import threading
from collections.abc import Callable, Iterator

from game.app.speech.duration import spoken_seconds
from game.app.speech.engine import Engine

#: seconds a first utterance may take beyond twice its words' own time
SLACK = 2.0


def proof_seconds(text: str, wpm: int) -> float:
    """How long the first utterance ``text`` may take before its voice counts as mute."""
    return SLACK + 2 * spoken_seconds(text, wpm)


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def first_sentence(text: str) -> tuple[str, str]:
    """``text``'s first sentence and the rest ("" when it is one sentence)."""
    parts = _SENTENCE_END.split(text, maxsplit=1)
    return (parts[0], parts[1]) if len(parts) == 2 else (text, "")


def wait_for(event: threading.Event, seconds: float) -> bool:
    """Wait until ``event`` is set or ``seconds`` pass (True: it was set)."""
    return event.wait(seconds)


class ProvenEngine:
    """The voice in use (:attr:`engine`), proven by its first utterance, and the ones
    to fall back to, started only when needed. ``limit`` and ``wait`` are the deadline
    and the clock (a test gives a clock that never waits); ``notice`` makes the sentence
    that says a voice was passed over: (its name, the new one's name) -> text."""

    def __init__(self, first: Engine, others: Iterator[Engine],
                 limit: Callable[[str, int], float] = proof_seconds,
                 wait: Callable[[threading.Event, float], bool] = wait_for,
                 notice: Callable[[str, str], str] | None = None) -> None:
        self.engine = first
        self._others = others
        self.limit = limit
        self._wait = wait
        self.notice = notice
        self.rate = first.rate
        self.voice = 0
        #: an utterance of :attr:`engine` ended in time (or no other voice is left)
        self.proven = False
        #: the voices that did not speak in time, in the order they were tried
        self.failed: list[str] = []
        self._stopped = threading.Event()

    @property
    def name(self) -> str:
        return self.engine.name

    def speak(self, text: str, language: str) -> None:
        self._stopped.clear()
        sentence = text
        while True:
            engine = self.engine
            engine.rate = self.rate
            engine.voice = self.voice
            if self.proven:
                engine.speak(text, language)
                return
            proof, rest = first_sentence(text)
            outcome = self._try(engine, proof, language)
            if outcome == "spoke":
                self.proven = True
                if rest and not self._stopped.is_set():
                    engine.speak(rest, language)
            if outcome != "failed":
                return
            following = self._next_voice(engine)
            if following is None:
                self.proven = True          # nothing else: the last one keeps trying
                return
            if self.notice is not None:     # every voice passed over, then the sentence
                text = f"{self.notice(', '.join(self.failed), following.name)} {sentence}"

    def _try(self, engine: Engine, text: str, language: str) -> str:
        """"spoke" (ended in time), "failed" (did not, or could not) or "stopped"."""
        ended = threading.Event()
        errors: list[BaseException] = []

        def run() -> None:
            try:
                engine.speak(text, language)
            except Exception as error:
                errors.append(error)
            finally:
                ended.set()

        threading.Thread(target=run, name="speech-proof", daemon=True).start()
        in_time = self._wait(ended, self.limit(text, self.rate))
        if self._stopped.is_set():
            return "stopped"
        if not in_time or errors:
            with contextlib.suppress(Exception):
                engine.stop()
            return "failed"
        return "spoke"

    def _next_voice(self, failed: Engine) -> Engine | None:
        """The next backend that starts (None: none left); ``failed`` is closed."""
        following = next(self._others, None)
        if following is None:
            return None
        self.failed.append(failed.name)
        with contextlib.suppress(Exception):
            failed.close()
        self.engine = following
        return following

    def begin(self, text: str, language: str, rate: int, voice: int) -> bool:
        """Hand ``text`` to the proven voice at once, where it can
        (:meth:`~game.app.speech.process_engine.ProcessEngine.begin`)."""
        return self.proven and self.engine.begin(text, language, rate, voice)

    def stop(self) -> None:
        self._stopped.set()
        self.engine.stop()

    def close(self) -> None:
        self._stopped.set()
        with contextlib.suppress(Exception):
            self.engine.close()
