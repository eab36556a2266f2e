"""Which voice this machine has: every speech backend the game knows, best first, and the
choice of the first that starts, used only once it has proven it speaks
(:class:`~game.app.speech.proven.ProvenEngine`).

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
  that needs no Python package (:mod:`game.app.speech.process_engine`).
- ``pyttsx3``: SAPI5 on Windows, NSSpeechSynthesizer on macOS (the ``[speech]`` extra).

None of these libraries is a requirement: each is an optional import, so the game
installs the same everywhere. Without any engine :func:`find_engine` returns None: the
game runs, and the setting says speech is unavailable.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import shutil
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from game.app.speech.engine import RATE, Engine, PlainEngine
from game.app.speech.process_engine import (
    ProcessEngine,
    espeak_command,
    espeak_program,
    espeak_stdin_command,
    say_command,
)
from game.app.speech.proven import ProvenEngine
from game.app.speech.speechd_backend import SpeechdEngine, spd_say_engine


class TolkEngine(PlainEngine):
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


class AccessibleOutputEngine(PlainEngine):
    """The running screen reader (NVDA, JAWS, System Access; SAPI when none runs)
    through ``accessible_output2`` (the ``[speech]`` extra, Windows). It cannot tell when
    a sentence ends, so an utterance lasts as long as the duration model says."""

    name = "accessible_output2"

    def __init__(self) -> None:
        platform: str = sys.platform
        if platform != "win32":       # elsewhere it wraps speech-dispatcher: see above
            raise RuntimeError("accessible_output2 is used on Windows only")
        auto = importlib.import_module("accessible_output2.outputs.auto")
        self._output: Any = auto.Auto()
        self.rate = RATE
        self._stopped = threading.Event()

    def speak(self, text: str, language: str) -> None:
        from game.app.speech.duration import spoken_seconds
        self._stopped.clear()
        self._output.speak(text, interrupt=False)
        self._stopped.wait(spoken_seconds(text, self.rate))

    def stop(self) -> None:
        self._stopped.set()
        with contextlib.suppress(Exception):
            self._output.silence()


class Pyttsx3Engine(PlainEngine):
    """SAPI5 (Windows) or NSSpeechSynthesizer (macOS) through pyttsx3, if installed
    (the ``[speech]`` extra); one utterance at a time."""

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


def _espeak() -> Engine | None:
    program = espeak_program()
    if program is None:
        return None
    name = "eSpeak NG" if os.path.basename(program).startswith("espeak-ng") else "eSpeak"
    return ProcessEngine(name, espeak_command(program), espeak_stdin_command(program))


def _say() -> Engine | None:
    return ProcessEngine("say", say_command) if sys.platform == "darwin" and \
        shutil.which("say") else None


def _speechd() -> Engine | None:
    return SpeechdEngine()


def _spd_say() -> Engine | None:
    return spd_say_engine()


#: name -> how to make it (None or an exception: not on this machine), best first
BACKENDS: dict[str, Callable[[], Engine | None]] = {
    "speechd": _speechd, "spd-say": _spd_say, "tolk": TolkEngine,
    "accessible_output2": AccessibleOutputEngine, "say": _say, "espeak": _espeak,
    "pyttsx3": Pyttsx3Engine,
}


def started_engines(names: Iterable[str],
                    backends: dict[str, Callable[[], Engine | None]]) -> Iterator[Engine]:
    """Each of ``names`` whose backend starts here, in order, made only when asked for
    (an import or a connection that fails means: not here, try the next)."""
    for name in names:
        make = backends.get(name)
        if make is None:
            continue
        try:
            engine = make()
        except Exception:
            continue
        if engine is not None:
            yield engine


def backend_order(backends: dict[str, Callable[[], Engine | None]]) -> list[str] | None:
    """The backends to try, best first: ``STAMMTISCH_SPEECH`` names one to try first
    (``espeak``, ``speechd``, ...; the others follow) or ``none`` (None: no speech, to
    try the game as on a machine without any)."""
    wanted = os.environ.get("STAMMTISCH_SPEECH", "").lower()
    if wanted in ("none", "off", "0"):
        return None
    order = list(backends)
    if wanted in backends:
        order.remove(wanted)
        order.insert(0, wanted)
    return order


def find_engine(backends: dict[str, Callable[[], Engine | None]] | None = None,
                **proof: Any) -> ProvenEngine | None:
    """The best speech backend of this machine that starts, wrapped so that it is used
    only once its first utterance has ended in time (else the next one that starts
    takes over: :class:`~game.app.speech.proven.ProvenEngine`, given ``proof``'s
    keywords), or None."""
    backends = BACKENDS if backends is None else backends
    order = backend_order(backends)
    if order is None:
        return None
    engines = started_engines(order, backends)
    first = next(engines, None)
    return ProvenEngine(first, engines, **proof) if first is not None else None
