"""The thread that speaks: :class:`Speaker` takes utterances from a
:class:`~game.app.speech.speech_queue.SpeechQueue` and says them through an
:class:`~game.app.speech.engine.Engine`, off the frame loop."""

from __future__ import annotations

import atexit
import contextlib
import threading
import time
from collections import deque
from collections.abc import Callable

from game.app.speech.engine import Engine
from game.app.speech.speech_queue import CUE_SECONDS, SpeechQueue, Utterance


class Speaker:
    """One thread that speaks a :class:`SpeechQueue` through an :class:`Engine`.

    :meth:`say` never blocks the caller (the frame loop): it only queues the text (and
    may stop the engine's child process, which is a signal). ``on_cue`` plays an
    utterance's cue (:attr:`Utterance.cue`) just before its words, from the speech
    thread.
    """

    def __init__(self, engine: Engine, on_cue: Callable[[str], None] | None = None) -> None:
        self.engine = engine
        self.on_cue = on_cue
        self._rate = engine.rate
        self.queue = SpeechQueue()
        self._wake = threading.Condition()
        self._closed = False
        #: set when the utterance taken from the queue must not be said (or go on)
        self._cut = threading.Event()
        #: (text, seconds from :meth:`say` to handing it to the engine), newest last
        self.started: deque[tuple[str, float]] = deque(maxlen=256)
        #: turn utterances that have begun to be spoken (the turn bell rings then)
        self.turns_started = 0
        self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
        self._thread.start()
        atexit.register(self.close)         # no sentence goes on after the game has quit

    @property
    def rate(self) -> int:
        """Words per minute of the utterances asked for from now on (the engine takes
        each utterance's own rate when it says it)."""
        return self._rate

    @rate.setter
    def rate(self, wpm: int) -> None:
        self._rate = wpm

    @property
    def voice_name(self) -> str:
        """The voice in use (the engine's name)."""
        return self.engine.name

    def say(self, text: str, language: str, priority: str = "event",
            joins: bool = False, subject: str = "", voice: int = 0,
            cue: str = "") -> list[str]:
        """Queue ``text`` as :data:`PRIORITIES` says (``joins``, ``subject``, ``voice``,
        ``cue``: see :class:`Utterance`) at the rate set now; returns at once with the
        event sentences dropped unheard."""
        with self._wake:
            utterance = Utterance(text, language, priority, time.perf_counter(), joins,
                                  subject, voice=voice, cue=cue, rate=self.rate)
            stop, dropped = self.queue.add(utterance)
            if stop:
                self._stop_engine()
            self._begin_at_once(utterance)
            self._wake.notify()
        return dropped

    def _begin_at_once(self, utterance: Utterance) -> None:
        """A key's answer or a refusal that is next and finds nothing else being said
        (or what was said just stopped) is handed to the engine from this thread, if
        the engine can (:meth:`ProcessEngine.begin`): the speech thread may wait long
        for the processor on a busy machine, the frame loop is running now."""
        if utterance.priority not in ("focus", "urgent") or utterance.cue \
                or not self.queue.items or self.queue.items[0] is not utterance or \
                (self.queue.speaking is not None and not self._cut.is_set()):
            return
        with contextlib.suppress(Exception):
            self.engine.begin(utterance.text, utterance.language, utterance.rate or self._rate,
                  utterance.voice)

    def _stop_engine(self) -> None:
        self._cut.set()
        self.engine.stop()

    def interrupt(self) -> list[str]:
        """A key: stop and drop everything; the event sentences dropped unheard."""
        with self._wake:
            waiting = bool(self.queue.items)
            stop, dropped = self.queue.interrupt()
            if stop or waiting:     # a waiting answer may have been begun already
                self._stop_engine()
        return dropped

    def cancel(self, priority: str) -> None:
        with self._wake:
            self.queue.cancel(priority)

    def pending(self, priority: str) -> int:
        with self._wake:
            return self.queue.pending(priority)

    def stop(self) -> None:
        """Silence: nothing queued, nothing spoken."""
        self.interrupt()

    def close(self) -> None:
        with self._wake:
            self._closed = True
            self.queue.items.clear()
            self._stop_engine()
            self._wake.notify()
        with contextlib.suppress(Exception):
            self.engine.close()

    @property
    def idle(self) -> bool:
        """Nothing queued and nothing being spoken."""
        with self._wake:
            return self.queue.idle

    def _run(self) -> None:
        while True:
            with self._wake:
                while not self.queue.items and not self._closed:
                    self._wake.wait()
                if self._closed:
                    return
                utterance = self.queue.next()
                assert utterance is not None
                if self._cut.is_set():      # what was cut has ended: the next one begins
                    self._cut.clear()
                if utterance.priority == "turn":
                    self.turns_started += 1
            self.started.append((utterance.text, time.perf_counter() - utterance.asked))
            try:
                self._say_now(utterance)
            except Exception:
                pass
            finally:
                with self._wake:
                    self.queue.done()

    def _say_now(self, utterance: Utterance) -> None:
        """The cue, then the words (neither once the utterance is cut)."""
        if utterance.cue and self.on_cue is not None:
            self.on_cue(utterance.cue)
            if self._cut.wait(CUE_SECONDS):
                return
        if self._cut.is_set():
            return
        if utterance.rate:
            self.engine.rate = utterance.rate
        self.engine.voice = utterance.voice
        self.engine.speak(utterance.text, utterance.language)
