"""Talking to the player's screen reader or a speech engine, off the frame loop.

Backends, tried in this order (``STAMMTISCH_SPEECH`` names one, or ``none``):

- ``speechd``: speech-dispatcher, which Orca uses on Linux, through its Python bindings —
  installed in the environment, or the system's own (Debian's ``python3-speechd``) found
  on the system's path when a virtual environment hides them
  (:mod:`game.app.speech.speechd_backend`). The player's voice, volume and rate set
  there apply; the rate setting only shifts it.
- ``spd-say``: the same daemon through its command-line client, where no bindings are.
- ``tolk``: on Windows the running screen reader (NVDA, JAWS; SAPI when none runs)
  through ``cytolk`` if installed; ``accessible_output2`` the same through that library
  (the ``[speech]`` extra).
- ``say``: macOS's own voice, a child process.
- ``espeak``: eSpeak NG (or eSpeak) as a **child process** per utterance — the fallback
  that needs no Python package, never holds the GIL (a long sentence never stalls a
  frame) and is interrupted at once by killing it. A spare process waits with its voice
  loaded, so a key's answer does not pay for a start-up on a busy machine.
- ``pyttsx3``: SAPI5 on Windows, NSSpeechSynthesizer on macOS (the ``[speech]`` extra).

None of these libraries is a requirement: each is an optional import, so the game
installs the same everywhere. A backend that starts is used only once it has proven it
can speak: its first utterance must end in time, else the next one takes over and says
so (:mod:`game.app.speech.proven`). :class:`Speaker` owns one thread that speaks a
:class:`SpeechQueue`. Without any engine :func:`find_engine` returns None: the game runs,
and the setting says speech is unavailable.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import select
import shutil
import subprocess
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

#: words per minute of the "normal" rate (eSpeak NG's default is 175; a little faster
#: suits short game sentences)
RATE = 185


#: the pitch of the player's own voice (eSpeak's 0..99; its default)
OWN_PITCH = 50
#: other seats' pitches, by :attr:`Utterance.voice` (1 the first other seat, ...): each
#: seat is told apart by ear from the player's own voice and from the others
SEAT_PITCHES = (30, 70, 20, 80, 40, 62, 25)
#: the pitch of a sentence that joins several other seats' moves
OTHERS_PITCH = 36
#: :attr:`Utterance.voice` of a sentence joining several other seats' moves
OTHERS = -1


def pitch_of(voice: int) -> int:
    """eSpeak's pitch (0..99) for an :attr:`Utterance.voice`."""
    if voice == 0:
        return OWN_PITCH
    if voice == OTHERS:
        return OTHERS_PITCH
    return SEAT_PITCHES[(voice - 1) % len(SEAT_PITCHES)]


class SpeechFailed(Exception):
    """An engine could not say an utterance (a program that exits with an error)."""


class Engine(Protocol):
    """Speaks one utterance, blocking until it is done or :meth:`stop` is called.

    An engine may also have ``voice`` (an :attr:`Utterance.voice`, set before each
    utterance where it can change its pitch) and ``close()`` (at the game's end)."""

    @property
    def name(self) -> str:
        """The voice, as the settings show it."""

    #: words per minute wanted (an engine with its own user rate maps it, see RATES)
    rate: int

    def speak(self, text: str, language: str) -> None: ...

    def stop(self) -> None: ...


#: spare eSpeak processes kept waiting with the player's voice loaded
SPARES = 2
#: seconds after an utterance began that its spares are started
SPARE_DELAY = 0.3
#: a command line per utterance: (text, language, words per minute, voice) -> argv
Command = Callable[[str, str, int, int], list[str]]
#: the command line of a process that reads its utterance from stdin:
#: (language, words per minute, voice) -> argv
StdinCommand = Callable[[str, int, int], list[str]]


class ProcessEngine:
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
        self.started_after = 0.0
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
        begun = time.perf_counter()
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
        self.started_after = time.perf_counter() - begun
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
        pidfd_open = getattr(os, "pidfd_open", None)
        if pidfd_open is None or self._stop_pipe is None:
            return process.wait()
        try:
            ended = pidfd_open(process.pid)
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


def relative_rate(rate: int) -> int:
    """A rate in words per minute as a shift of the player's own screen-reader rate
    (-100..100; the "normal" rate leaves it as the player set it)."""
    return max(-100, min(100, round((rate - RATE) / RATE * 100)))


def relative_pitch(voice: int) -> int:
    """An :attr:`Utterance.voice` as a shift of the player's own pitch (-100..100; the
    player's own voice leaves it as set)."""
    return max(-100, min(100, (pitch_of(voice) - OWN_PITCH) * 2))


def espeak_program() -> str | None:
    """The eSpeak NG (or eSpeak) program on the path, if any."""
    return shutil.which("espeak-ng") or shutil.which("espeak")


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
#: the sound before another seat's move (``sounds/other.wav``, tools/assets/make_sounds.py)
CUE = "other"
#: seconds between the start of a cue and the words after it (the cue's own length)
CUE_SECONDS = 0.09


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
    #: whose voice says it: 0 the player's own (and the game's), n the n-th other seat,
    #: :data:`OTHERS` several other seats joined (:func:`pitch_of`)
    voice: int = 0
    #: a sound played just before it is said (another seat's move: :data:`CUE`), or ""
    cue: str = ""
    #: words per minute when it was asked for (0: the engine's rate)
    rate: int = 0

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
            if last.voice and utterance.voice and last.voice != utterance.voice:
                last.voice = OTHERS         # several seats: their shared voice, the cue kept
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
    may stop the engine's child process, which is a signal). ``on_cue`` plays an
    utterance's cue (:attr:`Utterance.cue`) just before its words, from the speech
    thread.
    """

    def __init__(self, engine: Engine, on_cue: Callable[[str], None] | None = None) -> None:
        self.engine = engine
        self.on_cue = on_cue
        self._rate = int(getattr(engine, "rate", RATE))
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
        return str(getattr(self.engine, "name", ""))

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
        begin = getattr(self.engine, "begin", None)
        if begin is None or utterance.priority not in ("focus", "urgent") or utterance.cue \
                or not self.queue.items or self.queue.items[0] is not utterance or \
                (self.queue.speaking is not None and not self._cut.is_set()):
            return
        with contextlib.suppress(Exception):
            begin(utterance.text, utterance.language, utterance.rate or self._rate,
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
        close = getattr(self.engine, "close", None)
        if callable(close):
            with contextlib.suppress(Exception):
                close()

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
        if utterance.rate and hasattr(self.engine, "rate"):
            self.engine.rate = utterance.rate
        if hasattr(self.engine, "voice"):
            self.engine.voice = utterance.voice
        self.engine.speak(utterance.text, utterance.language)
