"""speech-dispatcher, the voice Orca uses on Linux: through its Python bindings, or
through its command-line client ``spd-say`` where no bindings can be had.

The bindings come with the system (Debian's ``python3-speechd``), not from the package
index, so a virtual environment or a pipx install cannot import them: when ``import
speechd`` fails, :func:`import_speechd` loads them from the system's own package folders
(they are plain Python). Either way the player's voice, volume and rate set for
speech-dispatcher apply; the game's rate setting and a seat's pitch only shift them.

No wait here is longer than a sentence can take: a daemon that accepts text but cannot
say it (no sound server) ends each utterance with :class:`SpeechFailed` after a few
seconds, so it is never chosen over a voice that speaks (:mod:`game.app.speech.proven`).
"""

from __future__ import annotations

import contextlib
import glob
import importlib
import importlib.util
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from types import ModuleType
from typing import Any

from game.app.speech.duration import spoken_seconds
from game.app.speech.engine import (
    RATE,
    PlainEngine,
    SpeechFailed,
    relative_pitch,
    relative_rate,
)
from game.app.speech.process_engine import ProcessEngine

#: where Linux distributions put the system Python's packages (Debian and Ubuntu first)
SYSTEM_FOLDERS = ("/usr/lib/python3/dist-packages", "/usr/lib/python3*/site-packages",
                  "/usr/lib64/python3*/site-packages", "/usr/local/lib/python3*/dist-packages")
#: seconds an utterance may take beyond what its words take at the slowest rate
SLACK = 3.0


def system_folders(patterns: Iterable[str] = SYSTEM_FOLDERS) -> list[Path]:
    """The system's package folders that exist, newest Python first within a pattern."""
    found: list[Path] = []
    for pattern in patterns:
        found.extend(Path(p) for p in sorted(glob.glob(pattern), reverse=True))
    return found


def import_speechd(folders: Iterable[Path] | None = None) -> ModuleType:
    """The ``speechd`` bindings: the installed ones, else the system's own package found
    in ``folders`` (:func:`system_folders`). ImportError when there are none."""
    with contextlib.suppress(ImportError):
        return importlib.import_module("speechd")
    for folder in system_folders() if folders is None else folders:
        init = Path(folder) / "speechd" / "__init__.py"
        if not init.is_file():
            continue
        spec = importlib.util.spec_from_file_location(
            "speechd", init, submodule_search_locations=[str(init.parent)])
        if spec is None or spec.loader is None:
            continue
        module = importlib.util.module_from_spec(spec)
        for stale in [name for name in sys.modules if name.startswith("speechd.")]:
            del sys.modules[stale]          # parts of a package that did not import
        sys.modules["speechd"] = module
        try:
            spec.loader.exec_module(module)
        except Exception:
            del sys.modules["speechd"]
            continue
        return module
    raise ImportError("no speechd bindings, installed or in the system's folders")


def longest(text: str) -> float:
    """The most seconds ``text`` may take to be said (at half the slowest rate)."""
    return SLACK + 2 * spoken_seconds(text, 150)


class SpeechdEngine(PlainEngine):
    """speech-dispatcher through its Python bindings (``speechd``). Starting it only
    imports them: the connection to the daemon (which may hang) is made by the first
    utterance, in the speech thread, under its deadline."""

    name = "speech-dispatcher"

    def __init__(self, folders: Iterable[Path] | None = None) -> None:
        self._speechd: Any = import_speechd(folders)
        self._client: Any = None
        self.rate = RATE
        self.voice = 0
        self._done = threading.Event()
        self._stopped = False
        self._sender: threading.Thread | None = None

    def speak(self, text: str, language: str) -> None:
        if self._client is None:
            try:
                self._client = self._speechd.SSIPClient("stammtisch")
            except Exception as error:
                raise SpeechFailed(f"speech-dispatcher: {error}") from error
        client = self._client
        client.set_language(language)
        client.set_rate(relative_rate(self.rate))
        client.set_pitch(relative_pitch(self.voice))
        self._done.clear()
        self._stopped = False
        kinds = self._speechd.CallbackType
        client.speak(text, callback=lambda *_: self._done.set(),
                     event_types=(kinds.END, kinds.CANCEL))
        if not self._done.wait(longest(text)) and not self._stopped:
            with contextlib.suppress(Exception):
                client.cancel()
            raise SpeechFailed("speech-dispatcher did not finish the sentence")

    def stop(self) -> None:
        """End the sentence now. Called on the frame loop (a key interrupts speech): the
        daemon's answer is never waited for here — a daemon that does not answer froze
        the game — a thread of its own sends the command, one at a time."""
        self._stopped = True
        self._done.set()
        self._send(lambda client: client.stop())

    def close(self) -> None:
        self.stop()
        self._send(lambda client: client.close())

    def _send(self, command: Callable[[Any], object]) -> None:
        """``command(client)`` from a thread of its own, unless one still waits for the
        daemon's answer (it hangs: another would only wait beside it)."""
        client = self._client
        if client is None or (self._sender is not None and self._sender.is_alive()):
            return

        def send() -> None:
            with contextlib.suppress(Exception):
                command(client)

        self._sender = threading.Thread(target=send, name="speechd-command", daemon=True)
        self._sender.start()


def spd_say_command(text: str, language: str, rate: int = RATE, voice: int = 0) -> list[str]:
    """``spd-say`` saying ``text`` and waiting until it is said."""
    return ["spd-say", "-w", "-l", language, "-r", str(relative_rate(rate)),
            "-p", str(relative_pitch(voice)), "--", text]


class SpdSayEngine(ProcessEngine):
    """speech-dispatcher through ``spd-say`` (a process per sentence, like eSpeak NG).
    Killing the client does not silence the daemon, so :meth:`stop` also cancels what it
    says."""

    def __init__(self) -> None:
        super().__init__("speech-dispatcher (spd-say)", spd_say_command)

    def speak(self, text: str, language: str) -> None:
        self._gave_up = False
        timer = threading.Timer(longest(text), self._give_up)
        timer.daemon = True
        timer.start()
        try:
            super().speak(text, language)
        finally:
            timer.cancel()
        if self._gave_up:
            raise SpeechFailed("speech-dispatcher did not finish the sentence")

    _gave_up = False

    def _give_up(self) -> None:
        self._gave_up = True
        self.stop()

    def stop(self) -> None:
        with self._lock:
            speaking = self._process is not None
        super().stop()
        if speaking:
            with contextlib.suppress(OSError):
                subprocess.Popen(["spd-say", "--cancel"], stdin=subprocess.DEVNULL,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def spd_say_engine() -> ProcessEngine | None:
    """speech-dispatcher's ``spd-say`` on the path, if any."""
    return SpdSayEngine() if shutil.which("spd-say") else None
