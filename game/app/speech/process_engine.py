"""Engines run as a program per utterance (eSpeak NG, macOS ``say``): a child process
never holds the interpreter lock (a long sentence never stalls a frame) and is stopped
at once by killing it; spare processes wait with the voice loaded for keys' answers."""

from __future__ import annotations

import contextlib
import os
import select
import shutil
import subprocess
import sys
import threading
from collections import deque
from collections.abc import Callable

from game.app.speech.engine import RATE, PlainEngine, SpeechFailed, pitch_of

#: spare eSpeak processes kept waiting with the player's voice loaded
SPARES = 2
#: seconds after an utterance began that its spares are started
SPARE_DELAY = 0.3
#: a command line per utterance: (text, language, words per minute, voice) -> argv
Command = Callable[[str, str, int, int], list[str]]
#: the command line of a process that reads its utterance from stdin:
#: (language, words per minute, voice) -> argv
StdinCommand = Callable[[str, int, int], list[str]]


class ProcessEngine(PlainEngine):
    """An engine run as a command per utterance (``espeak-ng``, ``say``); ``stop`` kills
    the running one.

    With ``spare`` (a command that reads the text from stdin), :data:`SPARES` processes
    wait with the player's own voice loaded for the answers to keys (:meth:`begin`):
    starting a program costs tens of milliseconds on a quiet machine and hundreds on a
    busy one, and that wait would come between a key and its answer. The oldest spare
    says the answer (the one most surely loaded by then), and a new one is started a
    little later. Other utterances (events, turns) start a process of their own: they
    wait their turn anyway, and the spares stay ready for the next key.

    Each process runs in a session of its own: where Linux shares the processor between
    sessions first (``sched_autogroup``, on by default on desktops), the voice then gets
    a session's share however many processes the game or another program keeps busy."""

    def __init__(self, name: str, command: Command, spare: StdinCommand | None = None) -> None:
        self.name = name
        self.command = command
        self.spare_command = spare
        self.rate = RATE
        self.voice = 0
        self._process: subprocess.Popen[bytes] | None = None
        self._spares: deque[tuple[tuple[str, int, int], subprocess.Popen[bytes]]] = deque()
        self._spare_timer: threading.Timer | None = None
        #: seconds after an utterance began that the spares are started
        self.spare_delay = SPARE_DELAY
        self._closed = False
        #: a sentence handed to a spare by :meth:`begin`, not yet taken by :meth:`speak`
        self._begun: tuple[str, tuple[str, int, int], subprocess.Popen[bytes]] | None = None
        self._lock = threading.Lock()
        self._killed = False
        #: seconds from :meth:`speak` to the child process running (the last utterance)
        #: utterances the spare process said (the others started a process of their own)
        self.spares_used = 0
        #: where the processes' output goes (the latency tool reads the audio from a pipe)
        self.stdout: int = subprocess.DEVNULL
        #: :meth:`stop` writes to it, so :meth:`wait` returns without the process ending
        self._stop_pipe: tuple[int, int] | None = None
        with contextlib.suppress(OSError, AttributeError):
            self._stop_pipe = os.pipe()
            for end in self._stop_pipe:
                os.set_blocking(end, False)

    def begin(self, text: str, language: str, rate: int, voice: int) -> bool:
        """Hand ``text`` to a waiting spare process now, from the thread that asks (a
        key's answer: no wait for the speech thread to be scheduled on a busy machine);
        the next :meth:`speak` of the same text waits for that process. False: no spare
        of this voice waits, :meth:`speak` starts it as usual."""
        process = self._take_spare((language, rate, voice), text)
        if process is None:
            return False
        with self._lock:
            old, self._begun = self._begun, (text, (language, rate, voice), process)
        if old is not None:
            _end(old[2])
        return True

    def speak(self, text: str, language: str) -> None:
        key = (language, self.rate, self.voice)
        with self._lock:
            early, self._begun = self._begun, None
        process = None
        if early is not None and early[:2] == (text, key):
            process = early[2]              # (it may have said it all by now)
        elif early is not None:
            _end(early[2])
        if process is None:
            try:
                process = subprocess.Popen(self.command(text, language, self.rate, self.voice),
                                           stdin=subprocess.DEVNULL,
                                           stdout=self.stdout,
                                           stderr=subprocess.DEVNULL,
                                           start_new_session=True)
            except OSError as error:
                raise SpeechFailed(str(error)) from error
        if self._stop_pipe is not None:
            _drain(self._stop_pipe[0])
        with self._lock:
            self._process = process
            self._killed = False
        self._spares_later((language, self.rate, 0))
        try:
            code = self.wait(process)
        finally:
            with self._lock:
                self._process = None
                killed = self._killed
        if code != 0 and not killed:
            raise SpeechFailed(f"{self.name} exited with {code}")

    def wait(self, process: subprocess.Popen[bytes]) -> int:
        """Wait until ``process`` has said its utterance (its exit code), or until
        :meth:`stop` (then -9 at once: a killed process may take a while to end on a
        busy machine, and the next utterance — a key's answer — must not wait for it)."""
        if sys.platform != "linux" or self._stop_pipe is None:
            return process.wait()
        try:
            ended = os.pidfd_open(process.pid)
        except OSError:
            return process.wait()
        try:
            while True:
                ready, _, _ = select.select([ended, self._stop_pipe[0]], [], [])
                if ended in ready:
                    return process.wait()
                _drain(self._stop_pipe[0])
                with self._lock:
                    if self._killed:
                        return -9
        finally:
            os.close(ended)

    def _take_spare(self, key: tuple[str, int, int],
                    text: str) -> subprocess.Popen[bytes] | None:
        """The oldest waiting spare process, given ``text``, if it has the voice ``key``
        (spares of another language or rate are ended: the setting changed; another
        seat's voice leaves them waiting for the player's)."""
        with self._lock:
            spares = list(self._spares)
            self._spares.clear()
            alive = [(k, p) for k, p in spares if k[:2] == key[:2] and p.poll() is None]
            self._spares.extend(alive)
            fitting = [(k, p) for k, p in alive if k == key]
            if fitting:
                self._spares.remove(fitting[0])
        for spare in spares:
            if spare not in alive:
                _end(spare[1])
        if not fitting:
            return None
        process = fitting[0][1]
        try:
            assert process.stdin is not None
            process.stdin.write(" ".join(text.split()).encode() + b"\n")
            process.stdin.close()
        except OSError:
            _end(process)
            return None
        self.spares_used += 1
        return process

    def _spares_later(self, key: tuple[str, int, int]) -> None:
        """Start the spares :attr:`spare_delay` after an utterance began: starting a
        program right away would take the processor from the one that is to speak."""
        if self.spare_command is None:
            return
        if self.spare_delay <= 0:
            self._prepare_spare(key)
            return
        with self._lock:
            if self._spare_timer is not None:
                return
            timer = self._spare_timer = threading.Timer(self.spare_delay, self._prepare_spare,
                                                        (key,))
        timer.daemon = True
        timer.start()

    def _prepare_spare(self, key: tuple[str, int, int]) -> None:
        """Start spare processes for the player's own voice up to :data:`SPARES`."""
        with self._lock:
            self._spare_timer = None
        if self.spare_command is None or self._closed:
            return
        while True:
            with self._lock:
                if len(self._spares) >= SPARES:
                    return
            try:
                process = subprocess.Popen(self.spare_command(*key), stdin=subprocess.PIPE,
                                           stdout=self.stdout, stderr=subprocess.DEVNULL,
                                           start_new_session=True)
            except OSError:
                self.spare_command = None
                return
            with self._lock:
                self._spares.append((key, process))

    def stop(self) -> None:
        with self._lock:
            process = self._process
            if process is not None:
                self._killed = True
            early, self._begun = self._begun, None
        if early is not None:
            _end(early[2])
        if process is not None and process.poll() is None:
            with contextlib.suppress(OSError):
                process.kill()
        if process is not None and self._stop_pipe is not None:
            with contextlib.suppress(OSError):
                os.write(self._stop_pipe[1], b"x")

    def close(self) -> None:
        """Stop speaking and end the spare processes (the game quits)."""
        self._closed = True
        self.stop()
        with self._lock:
            if self._spare_timer is not None:
                self._spare_timer.cancel()
            spares = list(self._spares)
            self._spares.clear()
        for _, process in spares:
            _end(process)


def _drain(fd: int) -> None:
    with contextlib.suppress(OSError):
        while os.read(fd, 64):
            pass


def _end(process: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(OSError, ValueError):
        if process.stdin is not None:
            process.stdin.close()
        process.kill()
        process.wait(1.0)


def _espeak_args(program: str, language: str, rate: int, voice: int) -> list[str]:
    return [program, "-v", "de" if language == "de" else "en", "-s", str(rate),
            "-p", str(pitch_of(voice))]


def espeak_command(program: str) -> Command:
    """The eSpeak NG (or eSpeak) command line that speaks a sentence aloud."""
    def command(text: str, language: str, rate: int = RATE, voice: int = 0) -> list[str]:
        return [*_espeak_args(program, language, rate, voice), "--", text]
    return command


def espeak_stdin_command(program: str) -> StdinCommand:
    """eSpeak NG waiting for its sentence on stdin (the spare process)."""
    def command(language: str, rate: int = RATE, voice: int = 0) -> list[str]:
        return [*_espeak_args(program, language, rate, voice), "--stdin"]
    return command


def espeak_wav_command(program: str, path: str) -> Command:
    """The same voice rendered into a WAV file (tests, the latency tool)."""
    def command(text: str, language: str, rate: int = RATE, voice: int = 0) -> list[str]:
        return [*_espeak_args(program, language, rate, voice), "-w", path, "--", text]
    return command


def say_command(text: str, language: str, rate: int = RATE, voice: int = 0) -> list[str]:
    """macOS ``say`` (a German voice for German) at ``rate`` words per minute."""
    voice_args = ["-v", "Anna"] if language == "de" else []
    return ["say", *voice_args, "-r", str(rate), "--", text]


def espeak_program() -> str | None:
    """The eSpeak NG (or eSpeak) program on the path, if any."""
    return shutil.which("espeak-ng") or shutil.which("espeak")
