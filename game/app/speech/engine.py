"""Talking to the operating system's speech engine, off the frame loop.

Choice: the engine runs as a **child process** — ``espeak-ng`` on Linux
(``espeak`` as a fallback), ``say`` on macOS; on Windows ``pyttsx3`` (SAPI5) when it is
installed. A child process needs no new package, never holds the GIL (so a long sentence
can never stall a frame), and is interrupted at once by killing it — pyttsx3's own loop
(``runAndWait``) has to own a thread and its ``stop()`` is not reliable with the eSpeak
driver. :class:`Speaker` owns one thread that speaks a queue: routine utterances wait
their turn, an urgent one (your turn, a refusal, a focus that moved) empties the queue and
stops the sentence being spoken.

Without an engine :func:`find_engine` returns None: the game runs, and the setting says
speech is unavailable.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import shutil
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Protocol

#: words per minute (eSpeak NG's default is 175; a little faster suits short game sentences)
RATE = 185


class Engine(Protocol):
    """Speaks one utterance, blocking until it is done or :meth:`stop` is called."""

    name: str

    def speak(self, text: str, language: str) -> None: ...

    def stop(self) -> None: ...


class ProcessEngine:
    """An engine run as a command per utterance (``espeak-ng``, ``say``); ``stop`` kills
    the running one."""

    def __init__(self, name: str, command: Callable[[str, str], list[str]]) -> None:
        self.name = name
        self.command = command
        self._process: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()
        #: seconds from :meth:`speak` to the child process running (the last utterance)
        self.started_after = 0.0

    def speak(self, text: str, language: str) -> None:
        begun = time.perf_counter()
        try:
            process = subprocess.Popen(self.command(text, language), stdin=subprocess.DEVNULL,
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
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


def espeak_command(program: str) -> Callable[[str, str], list[str]]:
    """The eSpeak NG (or eSpeak) command line that speaks a sentence aloud."""
    def command(text: str, language: str) -> list[str]:
        return [program, "-v", "de" if language == "de" else "en", "-s", str(RATE), "--", text]
    return command


def espeak_wav_command(program: str, path: str) -> Callable[[str, str], list[str]]:
    """The same voice rendered into a WAV file (tests, the latency tool)."""
    def command(text: str, language: str) -> list[str]:
        return [program, "-v", "de" if language == "de" else "en", "-s", str(RATE), "-w", path,
                "--", text]
    return command


def say_command(text: str, language: str) -> list[str]:
    """macOS ``say`` (a German voice for German)."""
    voice = ["-v", "Anna"] if language == "de" else []
    return ["say", *voice, "--", text]


class Pyttsx3Engine:
    """SAPI5 through pyttsx3 (Windows), if installed; one utterance at a time."""

    name = "pyttsx3"

    def __init__(self) -> None:
        import pyttsx3  # type: ignore[import-not-found]
        self._engine = pyttsx3.init()

    def speak(self, text: str, language: str) -> None:
        self._engine.say(text)
        self._engine.runAndWait()

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            self._engine.stop()


def espeak_program() -> str | None:
    """The eSpeak NG (or eSpeak) program on the path, if any."""
    return shutil.which("espeak-ng") or shutil.which("espeak")


def find_engine() -> Engine | None:
    """The OS speech engine of this machine, or None (``STAMMTISCH_SPEECH=none`` forces
    None, e.g. to try the game as on a machine without one)."""
    if os.environ.get("STAMMTISCH_SPEECH", "").lower() in ("none", "off", "0"):
        return None
    program = espeak_program()
    if program is not None:
        return ProcessEngine(os.path.basename(program), espeak_command(program))
    if sys.platform == "darwin" and shutil.which("say"):
        return ProcessEngine("say", say_command)
    if sys.platform == "win32":
        try:
            return Pyttsx3Engine()
        except Exception:
            return None
    return None


#: How an utterance treats the others. ``event``: queued behind everything (the log's
#: sentences are never cut). ``focus``: replaces queued and spoken focus, reading and turn
#: utterances, but waits for queued events and urgent ones. ``urgent`` (a refusal, speech
#: switched): stops and drops all.
PRIORITIES = ("event", "focus", "urgent")
#: utterances kept waiting at most (computers playing faster than anyone can listen)
QUEUE_LIMIT = 60


class Speaker:
    """One thread that speaks a queue of utterances through an :class:`Engine`.

    :meth:`say` never blocks the caller (the frame loop): it only queues the text (and
    may stop the engine's child process, which is a signal).
    """

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._queue: deque[tuple[str, str, str, float]] = deque()
        self._wake = threading.Condition()
        self._closed = False
        self._speaking: str | None = None      # the priority of the utterance spoken now
        #: (text, seconds from :meth:`say` to handing it to the engine), newest last
        self.started: deque[tuple[str, float]] = deque(maxlen=256)
        self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
        self._thread.start()
        atexit.register(self.close)         # no sentence goes on after the game has quit

    def say(self, text: str, language: str, priority: str = "event") -> None:
        """Queue ``text`` as :data:`PRIORITIES` says; returns at once."""
        with self._wake:
            if priority == "urgent":
                self._queue.clear()
                if self._speaking is not None:
                    self.engine.stop()
            elif priority == "focus":
                kept = [item for item in self._queue if item[2] != "focus"]
                self._queue.clear()
                self._queue.extend(kept)
                if self._speaking == "focus":
                    self.engine.stop()
            self._queue.append((text, language, priority, time.perf_counter()))
            while len(self._queue) > QUEUE_LIMIT:      # a demo at full speed: drop the oldest
                self._queue.popleft()
            self._wake.notify()

    def stop(self) -> None:
        """Silence: nothing queued, nothing spoken."""
        with self._wake:
            self._queue.clear()
            self.engine.stop()

    def close(self) -> None:
        with self._wake:
            self._closed = True
            self._queue.clear()
            self.engine.stop()
            self._wake.notify()

    @property
    def idle(self) -> bool:
        """Nothing queued and nothing being spoken."""
        with self._wake:
            return not self._queue and self._speaking is None

    def _run(self) -> None:
        while True:
            with self._wake:
                while not self._queue and not self._closed:
                    self._wake.wait()
                if self._closed:
                    return
                text, language, priority, asked = self._queue.popleft()
                self._speaking = priority
            self.started.append((text, time.perf_counter() - asked))
            try:
                self.engine.speak(text, language)
            except Exception:
                pass
            finally:
                with self._wake:
                    self._speaking = None
