"""Speech figures: how much is said per turn, and how fast a key is answered.

By default: per game at 3 seats and at the most it allows (8 where it can), one human
who plays by ear — once the turn sentence has begun, the card Enter plays (the one the
turn sentence named) when it may be played, else the first legal move (``--mover
first``: always the first, at once) — and computers
at the normal speed, with the narrator speaking into the listener
(``game/app/speech/listener.py``: the speaker's queue rules, eSpeak's durations at the
"normal" rate) and "speech waits" off. It prints the median seconds of speech asked for
per human turn (the events since the last one plus the turn sentence; sentences joined
while they waited count once, as they are said), the median turn-sentence seconds (by
the model, and rendered by eSpeak NG for the first twelve per table; the speech per turn
too, its silences included, as a listener hears it), the median seconds
the table takes between two human turns (its wait), and key-to-speech latency p50/p99
with ten events queued (virtual time: the queue's rules, not the engine).

``--waits on`` plays with "computers wait for speech" on; ``--seats 3`` only that many
seats; ``--no-render`` leaves out eSpeak NG's renderings (much faster). It also prints
the p90 of speech per turn and how often the turn sentence was asked while more than one
event sentence was still to be said before it (and the most).

``--real``: a Stortok table; the speech thread drives the game's own eSpeak NG engine
(its spare processes and all; ``--no-spare``: a new process per utterance), which
writes its audio to a pipe (``--stdout``) instead of a sound card, so the moment the
first audible sample comes out can be timed. Before each key press (Left/Right moving
the focus, F3 reading the hand) ten event sentences are queued; the press is timed from
just before the frame that handles it to the first sample louder than -36 dBFS; the
frames are timed while the engine talks, to show speech never stalls one. ``--load N``
runs N busy loops meanwhile (each in a session of its own, as other programs;
``--load-here``: in the game's session), stopped at the end; the load average is
printed with the figures.

    python tools/benchmarks/bench_speech.py [--games stortok,zwicker,toffpoker] [--turns 30]
                                 [--verbosity short|full] [--mover enter|first]
                                 [--rate slow|normal|fast|fastest] [--waits on|off]
                                 [--seats 3] [--no-render]
    python tools/benchmarks/bench_speech.py --real [--presses 60] [--lang en|de]
                                 [--load N [--load-here]] [--no-spare]
                                 [--game-loop tick|wait]
    python tools/benchmarks/bench_speech.py --loop [--presses 200] [--load N]
    python tools/benchmarks/bench_speech.py --stalls

``--game-loop``: the key is posted at a random moment by a thread while the game's frame
loop runs — sleeping in ``clock.tick`` between frames (the loop before) or waiting for a
key (``wait``, the game's loop now) — and timed from then, so the loop's wait counts.
``--loop``: only from a key arriving to the loop reading it, for both ways of waiting,
with the game's processor time.

``--stalls``: how long the kernel puts this process aside, with nothing of the game
running — a loop that only times itself, its longest gaps (the floor under any key's
answer on this machine).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shlex
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402
from toolkit import percentile  # noqa: E402

ROOT = toolkit.headless()

import pygame  # noqa: E402

from game.app.app import App  # noqa: E402
from game.app.cli import Config  # noqa: E402
from game.app.session import Seat, Session  # noqa: E402
from game.app.speech import Narrator, install  # noqa: E402
from game.app.speech.duration import spoken_seconds  # noqa: E402
from game.app.speech.engine import RATE, RATES  # noqa: E402
from game.app.speech.listener import Ear  # noqa: E402
from game.app.speech.process_engine import (  # noqa: E402
    ProcessEngine,
    espeak_command,
    espeak_program,
    espeak_stdin_command,
)
from game.app.speech.speaker import Speaker  # noqa: E402
from game.rules import GAMES  # noqa: E402

FRAME = 1 / 60
NAMES = ["Alex", "Bert", "Carla", "Dora", "Emil", "Fritzi", "Gustl", "Hanni"]

THRESHOLD = 512          # -36 dBFS of a 16-bit sample
HEADER = 44              # eSpeak NG's WAV header on stdout


#: the ear of the latency tool: a process of its own that reads eSpeak NG's audio and
#: writes the moment (``time.monotonic()``) of the first audible sample. Out of the
#: game's process, so the moment does not wait for the game's interpreter lock, as a
#: sound card would not.
DETECTOR = f"""
import array, sys, time
stream, seen = sys.stdin.buffer, 0
while True:
    chunk = stream.read1(4096)
    if not chunk:
        break
    body = chunk[max(0, {HEADER} - seen):]
    seen += len(chunk)
    samples = array.array("h", body[:len(body) - len(body) % 2])
    if samples and (max(samples) > {THRESHOLD} or min(samples) < -{THRESHOLD}):
        sys.stdout.write(repr(time.monotonic()) + "\\n")
        sys.stdout.flush()
        break
while stream.read1(65536):
    pass
"""


class PipeEngine(ProcessEngine):
    """The game's own eSpeak NG engine (its spare processes included, unless ``spare``
    is False), its audio going to :data:`DETECTOR` instead of a sound card; notes when
    the first audible sample arrives."""

    def __init__(self, program: str, spare: bool = True) -> None:
        ear = f"{shlex.quote(sys.executable)} -S -c {shlex.quote(DETECTOR)}"

        def command(text: str, language: str, rate: int, voice: int) -> list[str]:
            voice_args = espeak_command(program)(text, language, rate, voice)[:-2]
            return ["sh", "-c", f"{shlex.join(voice_args)} --stdout -- \"$1\" | {ear}", "sh",
                    text]

        def stdin_command(language: str, rate: int, voice: int) -> list[str]:
            voice_args = espeak_stdin_command(program)(language, rate, voice)
            return ["sh", "-c", f"{shlex.join(voice_args)} --stdout | {ear}"]

        super().__init__("eSpeak NG --stdout", command, stdin_command if spare else None)
        self.stdout = subprocess.PIPE
        #: (text, ``time.monotonic()`` of the first audible sample)
        self.first_sound: list[tuple[str, float]] = []
        self._listened: set[int] = set()

    def begin(self, text: str, language: str, rate: int, voice: int) -> bool:
        begun = super().begin(text, language, rate, voice)
        if begun and self._begun is not None:
            self._listen_to(self._begun[2])
        return begun

    def wait(self, process: subprocess.Popen[bytes]) -> int:
        self._listen_to(process)
        return super().wait(process)

    def stop(self) -> None:
        """As the game's, and the whole pipeline of the sentence ends."""
        with self._lock:
            process = self._process
        super().stop()
        if process is not None:
            with contextlib.suppress(OSError):
                os.killpg(process.pid, signal.SIGKILL)

    def _listen_to(self, process: subprocess.Popen[bytes]) -> None:
        if process.pid not in self._listened:
            self._listened.add(process.pid)
            threading.Thread(target=self._listen, args=(process,), daemon=True).start()

    def _listen(self, process: subprocess.Popen[bytes]) -> None:
        assert process.stdout is not None
        line = process.stdout.readline()
        if line.strip():
            self.first_sound.append(("", float(line)))


def stalls(seconds: float = 8.0) -> None:
    """How long this process is put aside by the kernel: a loop that only times itself
    (nothing else of the game running), its longest gaps."""
    gaps: list[float] = []
    last = time.perf_counter()
    end = last + seconds
    while last < end:
        sum(range(2000))
        now = time.perf_counter()
        gaps.append((now - last) * 1000)
        last = now
    gaps.sort()
    print(f"a loop timing itself for {seconds:.0f} s, {len(gaps)} rounds (load average "
          f"{os.getloadavg()[0]:.1f}): p99.9 {gaps[int(len(gaps) * 0.999)]:.1f} ms, longest "
          f"{gaps[-1]:.1f} ms")


def post_later(key: int, posted: list[float]) -> None:
    """Post a press of ``key`` 10–60 ms from now, noting when (``time.monotonic()``)."""
    import random
    time.sleep(random.uniform(0.01, 0.06))
    posted.append(time.monotonic())
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))


class GameLoop:
    """One round of the game's frame loop at a time: waiting in ``clock.tick`` (the
    loop before) or for a key (``wait``: :meth:`App.run` now)."""

    def __init__(self, app: Any, style: str) -> None:
        self.app, self.style = app, style
        self.clock = pygame.time.Clock()
        self.began = time.perf_counter()

    def run_once(self) -> None:
        from game.app.app import FPS, IDLE_FPS
        from game.app.shell.input_wait import wait_for_input
        app = self.app
        fps = FPS if app.drew or app.dirty or app.animating else IDLE_FPS
        if self.style == "tick":
            app.step(dt=self.clock.tick(fps) / 1000)
            return
        events = wait_for_input(self.began + 1 / fps)
        now = time.perf_counter()
        dt, self.began = now - self.began, now
        app.step(events, dt=dt)


def loop_styles(presses: int, load: int) -> None:
    """From a key arriving to the frame loop reading it, for the two ways a loop can
    wait between frames: sleeping in ``clock.tick`` (the game's loop before) or waiting
    for a key for what is left of the frame (``game/app/shell/input_wait.py``, the game's
    loop now). A thread posts a key at random moments (as the window system would) while
    a Stortok table waits for the human, the loop as :meth:`App.run` runs it; ``load``
    busy loops meanwhile; the game's processor time against the wall clock."""
    import random

    from game.app.app import FPS, IDLE_FPS
    from game.app.shell.input_wait import wait_for_input
    app = App(Config(game="stortok", players=3, seed=7, fast=True, lang="en",
                     size=(1280, 720)))
    app.settings.tutorial_offered = True
    app.settings.speech_rate_offered = True
    app.start()
    table = app.scenes.top
    app.run_until(table.human_to_act, 5000)
    load_procs = busy_loops(load)
    time.sleep(1.0 if load else 0.0)
    posted: list[float] = []
    read: dict[str, list[float]] = {"tick": [], "wait": []}
    cpu: dict[str, list[float]] = {"tick": [0.0, 0.0], "wait": [0.0, 0.0]}   # cpu, wall
    marker = pygame.K_F12

    def poster(count: int) -> None:
        for _ in range(count):
            time.sleep(random.uniform(0.05, 0.25))
            posted.append(time.perf_counter())
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=marker, mod=0,
                                                 unicode="", scancode=0))

    def seen(events: list[pygame.event.Event], style: str) -> list[pygame.event.Event]:
        now = time.perf_counter()
        for event in events:
            if event.type == pygame.KEYDOWN and event.key == marker and posted:
                read[style].append((now - posted.pop(0)) * 1000)
        return [e for e in events if not (e.type == pygame.KEYDOWN and e.key == marker)]

    for round_ in range(4):                     # the styles take turns
        style = "tick" if round_ % 2 == 0 else "wait"
        thread = threading.Thread(target=poster, args=(presses // 4,))
        posted.clear()
        thread.start()
        clock = pygame.time.Clock()
        begun = time.perf_counter()
        cpu_at, wall_at = time.process_time(), begun
        while thread.is_alive() or posted:
            busy = app.drew or app.dirty or app.animating
            if style == "tick":
                dt = clock.tick(FPS if busy else IDLE_FPS) / 1000
                events = seen(pygame.event.get(), style)
            else:                               # a key ends the wait (the game's loop)
                events = seen(wait_for_input(begun + 1 / (FPS if busy else IDLE_FPS)), style)
                now = time.perf_counter()
                dt, begun = now - begun, now
            app.step(events, dt=dt)
        thread.join()
        cpu[style][0] += time.process_time() - cpu_at
        cpu[style][1] += time.perf_counter() - wall_at
    stop_all(load_procs)
    for style, values in read.items():
        print(f"loop waiting in {style:>4}: key to the loop reading it, {len(values)} keys, "
              f"{load} busy loops, load average {os.getloadavg()[0]:.1f}: p50 "
              f"{statistics.median(values):.1f} ms, p99 {percentile(values, 99):.1f} ms, "
              f"max {max(values):.1f} ms; the game's processor time "
              f"{cpu[style][0] / cpu[style][1]:.0%} of the wall clock")


def busy_loops(count: int, here: bool = False) -> list[subprocess.Popen[bytes]]:
    """``count`` processes that only spin (a machine busy with other work), started
    here and stopped by :func:`stop_all`; in a session of their own unless ``here``
    (then they share the game's session: its share of the processor with the
    scheduler's autogroups)."""
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"],
                             start_new_session=not here) for _ in range(count)]


def stop_all(processes: list[subprocess.Popen[bytes]]) -> None:
    for process in processes:
        process.kill()
        process.wait()


def by_ear(table: Any) -> Any:
    """The move of a player by ear: the focused card (what Enter plays, as the turn
    sentence said) when a legal move plays it, else the first legal move."""
    legal = table.model.state.legal_actions()
    card = getattr(table.input.focused(), "card", None)
    same = [a for a in legal if card is not None and getattr(a, "card", None) == card]
    return (same or legal)[0]


def hear_turn(app: Any, ear: Ear, table: Any, longest: float = 30.0) -> None:
    """Let frames go by until the turn sentence has begun (a player by ear knows it is
    their turn then: the bell rings with it), at most ``longest`` seconds."""
    until = ear.clock + longest
    while ear.clock < until and table.human_to_act() and \
            any(u is not None and u.priority == "turn"
                for u in ear.queue.items):
        app.step(dt=FRAME)
        ear.advance(FRAME)


def table_figures(game: str, seats: int, turns: int, seed: int = 1,
                  verbosity: str = "short", mover: str = "enter",
                  rate: str = "normal", waits: bool = False,
                  render: bool = True) -> dict[str, float]:
    """One human (first legal move) among computers, speech into the listener."""
    app = App(Config(fast=False, lang="en", size=(1280, 720)))
    app.settings.tutorial_offered = True
    app.settings.speech_rate_offered = True
    app.start()
    ear = Ear(RATES[rate])
    install(app, lambda a: Narrator(a, ear, available=True))
    app.settings.speech = True
    app.settings.speech_rate = rate
    app.settings.speech_waits = waits
    app.settings.speech_verbosity = verbosity
    players = [Seat(NAMES[0], True)] + [Seat(NAMES[i], False, "normal") for i in range(1, seats)]
    app.nav.open_table(Session(game, players, seed=seed, ai_seed=seed))
    app.scenes.apply_pending()
    table = app.scenes.top
    per_turn: list[float] = []
    ahead: list[int] = []               # event sentences said before each turn sentence
    per_turn_rendered: list[float | None] = []
    waits: list[float] = []
    latencies: list[float] = []
    asked_before = 0
    moved_at: float | None = None
    frames = 0
    while len(per_turn) < turns and frames < 400000:
        frames += 1
        app.step(dt=FRAME)
        ear.advance(FRAME)
        top = app.scenes.top
        if top is not table:            # a scoreboard between rounds: go on
            if table.model.state.is_over:
                break
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                 unicode="\r", scancode=0))
            continue
        if table.model.state.is_over and not table.busy:
            break
        if not table.human_to_act():
            continue
        app.step(dt=FRAME)              # the turn sentence is asked for
        ahead.append(sum(u.priority == "event" for u in
                         [ear.queue.speaking, *ear.queue.items] if u is not None))
        ear.advance(FRAME)
        items = ear.all
        per_turn.append(sum(spoken_seconds(h.text, ear.rate) for h in items[asked_before:]))
        if render and len(per_turn) <= RENDERED:   # as eSpeak NG says them
            said = [rendered_seconds(h.text, ear.rate) for h in items[asked_before:]]
            per_turn_rendered.append(None if None in said else sum(s or 0.0 for s in said))
        asked_before = len(items)
        if moved_at is not None:
            waits.append(ear.clock - moved_at)
        if len(per_turn) % 3 == 0:      # a key with ten events queued
            sentence = table.model.state.describe(table.model.state.legal_actions()[0])
            for _ in range(10):
                app.speech.logged(sentence, table)
            pressed = ear.clock
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F3, mod=0,
                                                 unicode="", scancode=0))
            app.step(dt=FRAME)
            ear.advance(FRAME)
            answer = [h for h in ear.all if h.asked >= pressed and h.priority != "event"]
            if answer and answer[0].began >= 0:
                latencies.append((answer[0].began - pressed) * 1000)
            asked_before = len(ear.all)
        if mover == "enter":            # by ear: the move once its turn has been heard
            hear_turn(app, ear, table)
        table.perform(by_ear(table) if mover == "enter" else table.model.state.legal_actions()[0])
        moved_at = ear.clock
    turns_said = [h.text for h in ear.all if h.priority == "turn"]
    turn_sentences = [spoken_seconds(t, ear.rate) for t in turns_said]
    rendered = [rendered_seconds(t, ear.rate) for t in turns_said[:RENDERED]] if render \
        else [None]
    heard = [t for t in per_turn_rendered if t is not None]
    return {"turns": len(per_turn), "speech": statistics.median(per_turn),
            "speech_p90": percentile(per_turn, 90),
            "trails": sum(a > 1 for a in ahead) / len(ahead), "ahead_max": max(ahead),
            "speech_espeak": (statistics.median(heard) if heard and None not in per_turn_rendered
                              else float("nan")),
            "turn": statistics.median(turn_sentences), "wait": statistics.median(waits),
            "espeak": statistics.median(rendered) if None not in rendered else float("nan"),
            "p50": statistics.median(latencies), "p99": percentile(latencies, 99)}


#: turn sentences rendered by eSpeak NG per table (the model checked against the voice)
RENDERED = 12


def rendered_seconds(text: str, wpm: int) -> float | None:
    """How long eSpeak NG really takes for ``text`` (rendered into a WAV), or None."""
    import wave
    program = espeak_program()
    if program is None:
        return None
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "turn.wav")
        subprocess.run([program, "-v", "en", "-s", str(wpm), "-w", path, "--", text],
                       check=True, stderr=subprocess.DEVNULL)
        with wave.open(path) as sound:
            return sound.getnframes() / sound.getframerate()


def tables(games: list[str], turns: int, verbosity: str = "short",
           mover: str = "enter", rate: str = "normal", waits: bool = False,
           seats: str = "", render: bool = True) -> None:
    print(f"speech per human turn (listener: eSpeak model at {RATES[rate]} wpm, {verbosity} "
          f"verbosity, speech waits {'on' if waits else 'off'}, the human plays {mover})")
    print(f"{'game':10} {'seats':>5} {'turns':>5} {'speech/turn s':>13} {'p90':>5} "
          f"{'(eSpeak)':>8} {'turn sentence s':>15} {'(eSpeak)':>8} {'table wait s':>12} "
          f"{'turn behind >1 event':>20} {'most events before':>18} {'key p50 ms':>10} "
          f"{'key p99 ms':>10}")
    for game in games:
        info = GAMES[game]
        counts = [int(n) for n in seats.split(",")] if seats else \
            sorted({3, min(8, info.max_players)})
        for count in counts:
            f = table_figures(game, count, turns, verbosity=verbosity, mover=mover, rate=rate,
                              waits=waits, render=render)
            print(f"{game:10} {count:>5} {f['turns']:>5} {f['speech']:>13.1f} "
                  f"{f['speech_p90']:>5.1f} {f['speech_espeak']:>8.1f} {f['turn']:>15.1f} "
                  f"{f['espeak']:>8.1f} {f['wait']:>12.1f} {f['trails']:>19.0%} "
                  f"{f['ahead_max']:>18} {f['p50']:>10.0f} {f['p99']:>10.0f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--real", action="store_true", help="the real eSpeak NG latency")
    parser.add_argument("--games", default="stortok,zwicker,toffpoker")
    parser.add_argument("--turns", type=int, default=30)
    parser.add_argument("--verbosity", default="short", choices=("short", "full"))
    parser.add_argument("--mover", default="enter", choices=("enter", "first"),
                        help="the human plays the card Enter plays, or the first legal move")
    parser.add_argument("--rate", default="normal", choices=tuple(RATES),
                        help="the speech rate setting (the listener's words per minute)")
    parser.add_argument("--waits", default="off", choices=("on", "off"),
                        help="the setting 'computers wait for speech'")
    parser.add_argument("--seats", default="",
                        help="seat counts, e.g. 3 (default: 3 and the most the game allows)")
    parser.add_argument("--no-render", action="store_true",
                        help="leave out the durations rendered by eSpeak NG (faster)")
    parser.add_argument("--presses", type=int, default=60)
    parser.add_argument("--lang", default="en", choices=("en", "de"))
    parser.add_argument("--stalls", action="store_true",
                        help="how long a loop in this process is put aside by the kernel")
    parser.add_argument("--game-loop", default="", choices=("", "tick", "wait"),
                        help="with --real: the key posted at a random moment while the "
                             "game's frame loop runs, waiting in clock.tick or for a key")
    parser.add_argument("--loop", action="store_true",
                        help="key to the frame loop reading it: clock.tick against "
                             "pygame.event.wait")
    parser.add_argument("--load", type=int, default=0,
                        help="with --real: this many busy loops run meanwhile")
    parser.add_argument("--load-here", action="store_true",
                        help="with --load: the busy loops in the game's own session")
    parser.add_argument("--no-spare", action="store_true",
                        help="with --real: a new eSpeak NG process for every utterance")
    args = parser.parse_args(argv)
    if args.stalls:
        stalls()
        return 0
    if args.loop:
        loop_styles(args.presses, args.load)
        return 0
    if not args.real:
        tables(args.games.split(","), args.turns, args.verbosity, args.mover, args.rate,
               args.waits == "on", args.seats, not args.no_render)
        return 0
    program = espeak_program()
    if program is None:
        print("no speech engine: install espeak-ng")
        return 1
    engine = PipeEngine(program, spare=not args.no_spare)
    app = App(Config(game="stortok", players=3, seed=7, fast=True, lang=args.lang,
                     size=(1280, 720)))
    app.settings.tutorial_offered = True
    app.settings.speech_rate_offered = True
    app.start()
    speaker = Speaker(engine)
    install(app, lambda a: Narrator(a, speaker, available=True))
    app.settings.speech = True
    table = app.scenes.top
    app.run_until(table.human_to_act, 5000)
    for _ in range(30):
        app.step()
    time.sleep(3.0)                         # let "your turn" finish
    load = busy_loops(args.load, args.load_here)
    time.sleep(1.0 if load else 0.0)
    latencies: list[float] = []
    frames: list[float] = []
    by_key: dict[str, list[float]] = {}
    handed: list[float] = []            # from the answer asked for to the engine taking it
    keys = [pygame.K_RIGHT, pygame.K_LEFT, pygame.K_F3]
    frame = GameLoop(app, args.game_loop or "wait")
    for n in range(args.presses):
        key = keys[n % len(keys)]
        for k in range(10):                 # ten event sentences waiting
            speaker.say(f"Bert leads the {k + 2} of spades", args.lang)
        heard = len(engine.first_sound)
        if args.game_loop:                  # posted at a random moment, the game's loop
            posted: list[float] = []
            poster = threading.Thread(target=post_later, args=(key, posted))
            poster.start()
            while not posted or (len(engine.first_sound) == heard
                                 and time.monotonic() < posted[0] + 5.0):
                frame.run_once()            # (its wait is no frame work: not timed)
            poster.join()
            pressed = posted[0]
        else:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                                 scancode=0))
            pressed = time.monotonic()
            app.step()
            deadline = pressed + 5.0
            while len(engine.first_sound) == heard and time.monotonic() < deadline:
                started = time.perf_counter()
                app.step()
                frames.append((time.perf_counter() - started) * 1000)
                time.sleep(0.001)
        if len(engine.first_sound) > heard:
            latency = (engine.first_sound[-1][1] - pressed) * 1000
            latencies.append(latency)
            by_key.setdefault(pygame.key.name(key), []).append(latency)
            answers = [seconds for text, seconds in speaker.started
                       if not text.startswith("Bert leads")]
            if answers:
                handed.append(answers[-1] * 1000)
        for _ in range(20):                 # let it talk a while (frames keep running)
            started = time.perf_counter()
            app.step()
            frames.append((time.perf_counter() - started) * 1000)
            time.sleep(0.01)
    stop_all(load)
    speaker.close()
    how_timed = f"the frame loop waiting in {args.game_loop}" if args.game_loop else \
        "timed from the frame that reads it"
    print(f"key press with 10 events queued -> first audible sample, {len(latencies)} presses "
          f"({args.lang}, espeak-ng {RATE} wpm, {args.load} busy loops"
          f"{' in its session' if args.load_here else ''}, spare process "
          f"{'off' if args.no_spare else 'on'}, {engine.spares_used} said by it, "
          f"{how_timed}, load average "
          f"{os.getloadavg()[0]:.1f}): p50 {statistics.median(latencies):.0f} ms, "
          f"p99 {percentile(latencies, 99):.0f} ms, max {max(latencies):.0f} ms")
    if handed:
        print(f"  of which from the answer asked for to the speech thread handing it to the "
              f"engine: p50 {statistics.median(handed):.1f} ms, p99 "
              f"{percentile(handed, 99):.1f} ms")
    for name, values in by_key.items():
        print(f"  {name}: p50 {statistics.median(values):.0f} ms, max {max(values):.0f} ms")
    print(f"frame work while speaking, {len(frames)} frames: p50 "
          f"{statistics.median(frames):.2f} ms, p99 {percentile(frames, 99):.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
