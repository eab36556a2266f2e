"""Talking to the player's screen reader or a speech engine, off the frame loop.

Backends, tried in this order (``STAMMTISCH_SPEECH`` names one, or ``none``):

- ``speechd``: speech-dispatcher, which Orca uses on Linux, through its own Python
  bindings (Debian's ``python3-speechd``) when they import and the daemon answers. The
  player's voice, volume and rate set there apply; the rate setting only shifts it.
- ``tolk``: on Windows the running screen reader (NVDA, JAWS; SAPI when none runs)
  through ``cytolk`` if installed.
- ``say``: macOS's own voice, a child process.
- ``espeak``: eSpeak NG (or eSpeak) as a **child process** per utterance — the fallback
  that needs no Python package, never holds the GIL (a long sentence never stalls a
  frame) and is interrupted at once by killing it.
- ``pyttsx3``: SAPI5 on Windows when nothing else is there.

None of these libraries is a requirement: each is an optional import, so the game
installs the same everywhere and speaks through the best one present. :class:`Speaker`
owns one thread that speaks a :class:`SpeechQueue`. Without any engine
:func:`find_engine` returns None: the game runs, and the setting says speech is
unavailable.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib
import os
import shutil
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol

#: words per minute of the "normal" rate (eSpeak NG's default is 175; a little faster
#: suits short game sentences)
RATE = 185


class Engine(Protocol):
    """Speaks one utterance, blocking until it is done or :meth:`stop` is called."""

    name: str
    #: words per minute wanted (an engine with its own user rate maps it, see RATES)
    rate: int

    def speak(self, text: str, language: str) -> None: ...

    def stop(self) -> None: ...


class ProcessEngine:
    """An engine run as a command per utterance (``espeak-ng``, ``say``); ``stop`` kills
    the running one."""

    def __init__(self, name: str, command: Callable[[str, str, int], list[str]]) -> None:
        self.name = name
        self.command = command
        self.rate = RATE
        self._process: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()
        #: seconds from :meth:`speak` to the child process running (the last utterance)
        self.started_after = 0.0

    def speak(self, text: str, language: str) -> None:
        begun = time.perf_counter()
        try:
            process = subprocess.Popen(self.command(text, language, self.rate),
                                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL)
        except OSError:
            return
        self.started_after = time.perf_counter() - begun
        with self._lock:
            self._process = process
        try:
            process.wait()
        finally:
            with self._lock:
                self._process = None

    def stop(self) -> None:
        with self._lock:
            process = self._process
        if process is not None and process.poll() is None:
            with contextlib.suppress(OSError):
                process.kill()


def espeak_command(program: str) -> Callable[[str, str, int], list[str]]:
    """The eSpeak NG (or eSpeak) command line that speaks a sentence aloud."""
    def command(text: str, language: str, rate: int = RATE) -> list[str]:
        return [program, "-v", "de" if language == "de" else "en", "-s", str(rate), "--", text]
    return command


def espeak_wav_command(program: str, path: str) -> Callable[[str, str, int], list[str]]:
    """The same voice rendered into a WAV file (tests, the latency tool)."""
    def command(text: str, language: str, rate: int = RATE) -> list[str]:
        return [program, "-v", "de" if language == "de" else "en", "-s", str(rate), "-w", path,
                "--", text]
    return command


def say_command(text: str, language: str, rate: int = RATE) -> list[str]:
    """macOS ``say`` (a German voice for German) at ``rate`` words per minute."""
    voice = ["-v", "Anna"] if language == "de" else []
    return ["say", *voice, "-r", str(rate), "--", text]


def relative_rate(rate: int) -> int:
    """A rate in words per minute as a shift of the player's own screen-reader rate
    (-100..100; the "normal" rate leaves it as the player set it)."""
    return max(-100, min(100, round((rate - RATE) / RATE * 100)))


class SpeechdEngine:
    """speech-dispatcher through its Python bindings (``speechd``)."""

    name = "speech-dispatcher"

    def __init__(self) -> None:
        self._speechd: Any = importlib.import_module("speechd")
        self._client = self._speechd.SSIPClient("stammtisch")
        self.rate = RATE
        self._done = threading.Event()

    def speak(self, text: str, language: str) -> None:
        client = self._client
        client.set_language(language)
        client.set_rate(relative_rate(self.rate))
        self._done.clear()
        kinds = self._speechd.CallbackType
        client.speak(text, callback=lambda *_: self._done.set(),
                     event_types=(kinds.END, kinds.CANCEL))
        self._done.wait(60.0)

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            self._client.stop()
        self._done.set()


class TolkEngine:
    """The running Windows screen reader (NVDA, JAWS, or SAPI) through ``cytolk``."""

    name = "tolk"

    def __init__(self) -> None:
        self._tolk: Any = importlib.import_module("cytolk.tolk")
        self._tolk.try_sapi(True)
        self._tolk.load()
        self.rate = RATE
        self._stopped = threading.Event()
        found = self._tolk.detect_screen_reader()
        if found is None:
            raise RuntimeError("no screen reader")
        self.name = f"tolk ({found})"

    def speak(self, text: str, language: str) -> None:
        self._stopped.clear()
        self._tolk.speak(text, False)
        while self._tolk.is_speaking() and not self._stopped.wait(0.05):
            pass

    def stop(self) -> None:
        self._stopped.set()
        with contextlib.suppress(Exception):
            self._tolk.silence()


class Pyttsx3Engine:
    """SAPI5 through pyttsx3 (Windows), if installed; one utterance at a time."""

    name = "pyttsx3"

    def __init__(self) -> None:
        pyttsx3 = importlib.import_module("pyttsx3")
        self._engine = pyttsx3.init()
        self.rate = RATE

    def speak(self, text: str, language: str) -> None:
        self._engine.setProperty("rate", self.rate)
        self._engine.say(text)
        self._engine.runAndWait()

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            self._engine.stop()


def espeak_program() -> str | None:
    """The eSpeak NG (or eSpeak) program on the path, if any."""
    return shutil.which("espeak-ng") or shutil.which("espeak")


def _espeak() -> Engine | None:
    program = espeak_program()
    return ProcessEngine(os.path.basename(program), espeak_command(program)) if program else None


def _say() -> Engine | None:
    return ProcessEngine("say", say_command) if sys.platform == "darwin" and \
        shutil.which("say") else None


#: name -> how to make it (None or an exception: not on this machine), best first
BACKENDS: dict[str, Callable[[], Engine | None]] = {
    "speechd": SpeechdEngine, "tolk": TolkEngine, "say": _say, "espeak": _espeak,
    "pyttsx3": Pyttsx3Engine,
}


def first_engine(names: Iterable[str],
                 backends: dict[str, Callable[[], Engine | None]]) -> Engine | None:
    """The first of ``names`` whose backend starts here (an import or a connection that
    fails means: not here, try the next)."""
    for name in names:
        make = backends.get(name)
        if make is None:
            continue
        try:
            engine = make()
        except Exception:
            continue
        if engine is not None:
            return engine
    return None


def find_engine(backends: dict[str, Callable[[], Engine | None]] | None = None) \
        -> Engine | None:
    """The best speech backend of this machine, or None. ``STAMMTISCH_SPEECH`` picks one
    by name (``espeak``, ``speechd``, ...; falling back to the others if it does not
    start) or ``none`` (to try the game as on a machine without one)."""
    backends = BACKENDS if backends is None else backends
    wanted = os.environ.get("STAMMTISCH_SPEECH", "").lower()
    if wanted in ("none", "off", "0"):
        return None
    order = list(backends)
    if wanted in backends:
        order.remove(wanted)
        order.insert(0, wanted)
    return first_engine(order, backends)


#: How an utterance treats the others. ``event``: queued behind everything (a logged
#: sentence). ``turn``: the start of a local human's turn, queued behind the events (so it
#: is heard when the words reach the turn), replacing an older turn or focus utterance;
#: dropped unheard once the move is made (:meth:`SpeechQueue.cancel`). ``focus``: replaces
#: queued and spoken focus utterances, waits for events and the turn. ``urgent`` (a
#: refusal, speech switched): stops and drops all. A key the player presses interrupts
#: everything first (:meth:`SpeechQueue.interrupt`), so its answer is spoken at once.
PRIORITIES = ("event", "turn", "focus", "urgent")
#: utterances kept waiting at most (computers playing faster than anyone can listen)
QUEUE_LIMIT = 60
#: speech rate setting -> eSpeak words per minute (eSpeak NG's own default is 175)
RATES = {"slow": 150, "normal": RATE, "fast": 260, "fastest": 380}


@dataclass
class Utterance:
    text: str
    language: str
    priority: str = "event"
    #: ``time.perf_counter()`` when it was asked for (or a listener's clock)
    asked: float = 0.0
    #: an event sentence that may be joined to the one before it while that one still
    #: waits (the short verbosity: "Bert, six of clubs, Carla, eight of clubs")
    joins: bool = False
    #: the name its (last joined) sentence begins with, who did it: a joined sentence
    #: of the same subject does not say the name again ("" none)
    subject: str = ""
    #: the event sentences joined into this one (empty: just ``text``)
    parts: tuple[str, ...] = ()

    @property
    def sentences(self) -> tuple[str, ...]:
        """The event sentences this utterance says, one or several joined."""
        return self.parts or (self.text,)


def joined_sentences(first: str, then: str, subject: str = "") -> str:
    """Two event sentences said as one: "Bert, six of clubs, Carla leads jack of hearts"
    (a sentence that ends in ! or ? keeps its end). When ``then`` begins with
    ``subject``, the name the sentence before it began with, the name is said once:
    "Bert passes, wins the trick with 14"."""
    first = first.rstrip()
    if first.endswith(("!", "?")):
        return f"{first} {then}"
    if subject and then.startswith(subject + " "):
        then = then[len(subject) + 1:]
    return f"{first.removesuffix('.')}, {then}"


class SpeechQueue:
    """The speaker's rules, without a thread or a clock: what is kept, what is dropped,
    and whether the utterance being spoken must stop. The :class:`Speaker` and the tests'
    listener both use it, so the tests hear what a person hears."""

    def __init__(self) -> None:
        self.items: deque[Utterance] = deque()
        #: the utterance being spoken now
        self.speaking: Utterance | None = None
        #: a joining event may join the last one queued: no turn, focus, refusal or key
        #: came between them (the turn separates what happened before the move and after)
        self._may_join = False

    def add(self, utterance: Utterance) -> tuple[bool, list[str]]:
        """Queue ``utterance`` by :data:`PRIORITIES`: (stop the one being spoken, the
        event sentences dropped unheard)."""
        priority = utterance.priority
        stop = False
        dropped: list[str] = []
        last = self.items[-1] if self.items else None
        if priority == "event" and utterance.joins and self._may_join and last is not None \
                and last.priority == "event" and last.joins:
            last.parts = (*last.sentences, utterance.text)      # joined, not queued
            same = last.subject if last.subject == utterance.subject else ""
            last.text = joined_sentences(last.text, utterance.text, same)
            last.subject = utterance.subject
            return stop, dropped
        self._may_join = priority == "event" and utterance.joins
        if priority == "urgent":
            stop, dropped = self.interrupt()
        elif priority in ("turn", "focus"):
            replaced = ("turn", "focus") if priority == "turn" else ("focus",)
            kept = [u for u in self.items if u.priority not in replaced]
            self.items.clear()
            self.items.extend(kept)
            stop = self.speaking is not None and self.speaking.priority in replaced
        self.items.append(utterance)
        while len(self.items) > QUEUE_LIMIT:      # a demo at full speed: drop the oldest
            gone = self.items.popleft()
            if gone.priority == "event":
                dropped.extend(gone.sentences)
        return stop, dropped

    def interrupt(self) -> tuple[bool, list[str]]:
        """A key was pressed: nothing queued, nothing spoken. (stop, events dropped
        unheard — the one being spoken counts as unheard.)"""
        dropped = [text for u in self.items if u.priority == "event" for text in u.sentences]
        speaking = self.speaking
        if speaking is not None and speaking.priority == "event":
            dropped[:0] = speaking.sentences
        self.items.clear()
        self._may_join = False
        return speaking is not None, dropped

    def cancel(self, priority: str) -> None:
        """Drop the queued utterances of ``priority`` that have not started (a turn
        sentence once the move is made)."""
        kept = [u for u in self.items if u.priority != priority]
        self.items.clear()
        self.items.extend(kept)
        self._may_join = False

    def next(self) -> Utterance | None:
        """The next utterance to speak (now :attr:`speaking`), or None."""
        self.speaking = self.items.popleft() if self.items else None
        return self.speaking

    def done(self) -> None:
        self.speaking = None

    def pending(self, priority: str) -> int:
        """Sentences of ``priority`` queued or being spoken (joined events count each)."""
        now = [self.speaking] if self.speaking is not None else []
        return sum(len(u.sentences) for u in (*now, *self.items) if u.priority == priority)

    @property
    def idle(self) -> bool:
        return not self.items and self.speaking is None


class Speaker:
    """One thread that speaks a :class:`SpeechQueue` through an :class:`Engine`.

    :meth:`say` never blocks the caller (the frame loop): it only queues the text (and
    may stop the engine's child process, which is a signal).
    """

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.queue = SpeechQueue()
        self._wake = threading.Condition()
        self._closed = False
        #: (text, seconds from :meth:`say` to handing it to the engine), newest last
        self.started: deque[tuple[str, float]] = deque(maxlen=256)
        #: turn utterances that have begun to be spoken (the turn bell rings then)
        self.turns_started = 0
        self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
        self._thread.start()
        atexit.register(self.close)         # no sentence goes on after the game has quit

    @property
    def rate(self) -> int:
        return int(getattr(self.engine, "rate", RATE))

    @rate.setter
    def rate(self, wpm: int) -> None:
        if hasattr(self.engine, "rate"):
            self.engine.rate = wpm

    def say(self, text: str, language: str, priority: str = "event",
            joins: bool = False, subject: str = "") -> list[str]:
        """Queue ``text`` as :data:`PRIORITIES` says (``joins`` and ``subject``: see
        :class:`Utterance`); returns at once with the event sentences dropped unheard."""
        with self._wake:
            stop, dropped = self.queue.add(Utterance(text, language, priority,
                                                     time.perf_counter(), joins, subject))
            if stop:
                self.engine.stop()
            self._wake.notify()
        return dropped

    def interrupt(self) -> list[str]:
        """A key: stop and drop everything; the event sentences dropped unheard."""
        with self._wake:
            stop, dropped = self.queue.interrupt()
            if stop:
                self.engine.stop()
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
            self.engine.stop()
            self._wake.notify()

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
                if utterance.priority == "turn":
                    self.turns_started += 1
            self.started.append((utterance.text, time.perf_counter() - utterance.asked))
            try:
                self.engine.speak(utterance.text, utterance.language)
            except Exception:
                pass
            finally:
                with self._wake:
                    self.queue.done()
