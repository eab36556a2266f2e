"""The data folder: versioned JSON files, written atomically, bad files set aside.

Every file is ``{"app": "stammtisch", "kind": KIND, "version": N, "data": {...}}``.
Reading never raises: a missing file gives ``None``; an empty, truncated, corrupt,
oversized, foreign, wrong-version or wrong-type file (or a directory in its place) is
renamed to ``name.corrupt-<time>`` and reported once in :attr:`Folder.set_aside`.
Writing goes to a temporary file in the same folder (flush, fsync) and then
``os.replace`` — a crash at any moment leaves either the old or the new file.
Nothing read from disk is ever unpickled or evaluated: only ``json.loads``.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from game.app.json_types import Json, JsonObject, JsonOutObject

APP = "stammtisch"
#: A save of ours is a few hundred kilobytes at most; anything bigger is not ours.
MAX_BYTES = 4_000_000
TEMP_MARK = ".tmp-"

T = TypeVar("T")


class BadFile(ValueError):
    """A file that cannot be used (the message says why, for the log)."""


class Folder:
    """One data folder. ``writable`` is False when saving is off (read-only, missing)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.set_aside: list[str] = []          # names of files moved aside, for the notice
        self.writable = self._prepare()

    # --- the folder ---------------------------------------------------------------------

    def _prepare(self) -> bool:
        """Create the folder if needed and prove it takes files (a probe write)."""
        try:
            self.path.mkdir(parents=True, exist_ok=True)
            probe = self.path / f".probe{TEMP_MARK}{os.getpid()}"
            probe.write_bytes(b"")
            probe.unlink()
        except OSError:
            return False
        self._remove_stale_temps()
        return True

    def _remove_stale_temps(self) -> None:
        """Temporary files left by a crash between writing and replacing are garbage."""
        with contextlib.suppress(OSError):
            for entry in self.path.iterdir():
                if TEMP_MARK in entry.name and entry.is_file():
                    with contextlib.suppress(OSError):
                        entry.unlink()

    def file(self, name: str) -> Path:
        return self.path / name

    # --- reading ------------------------------------------------------------------------

    def read(self, name: str, kind: str, version: int) -> JsonObject | None:
        """The ``data`` of file ``name`` if it is a good ``kind`` file; None otherwise."""
        path = self.file(name)
        try:
            if not path.exists() and not path.is_symlink():
                return None
            return unwrap(_read_text(path), kind, version)
        except (BadFile, OSError):
            self.move_aside(name)
            return None

    def load(self, name: str, kind: str, version: int, parse: Callable[[JsonObject], T]
             ) -> T | None:
        """Read and ``parse`` (which raises BadFile/ValueError/TypeError/KeyError on bad
        content); a file that fails either step is set aside."""
        data = self.read(name, kind, version)
        if data is None:
            return None
        try:
            return parse(data)
        except (BadFile, ValueError, TypeError, KeyError, AttributeError, IndexError):
            self.move_aside(name)
            return None

    def move_aside(self, name: str) -> None:
        """Rename a bad file (or directory) to ``name.corrupt-<time>``; report it once."""
        path = self.file(name)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.file(f"{name}.corrupt-{stamp}")
        number = 1
        while target.exists():
            number += 1
            target = self.file(f"{name}.corrupt-{stamp}-{number}")
        with contextlib.suppress(OSError):
            os.replace(path, target)
        if name not in self.set_aside:
            self.set_aside.append(name)

    # --- writing ------------------------------------------------------------------------

    def write(self, name: str, kind: str, version: int, data: JsonOutObject) -> bool:
        """Write atomically; False (and nothing changed) when saving is off or fails."""
        if not self.writable:
            return False
        return self.write_text(name, encode(kind, version, data))

    def write_text(self, name: str, text: str) -> bool:
        """The atomic write of an already encoded file (see :func:`encode`)."""
        if not self.writable:
            return False
        path = self.file(name)
        temp: Path | None = None
        try:
            if path.is_dir() and not path.is_symlink():
                self.move_aside(name)
            temp = self.write_temp(name, text)
            os.replace(temp, path)
            temp = None
            _sync_folder(self.path)
            return True
        except OSError:
            return False
        finally:
            if temp is not None:
                with contextlib.suppress(OSError):
                    temp.unlink()

    def write_temp(self, name: str, text: str) -> Path:
        """The first half of an atomic write: the complete new file under a temp name."""
        temp = self.file(f".{name}{TEMP_MARK}{os.getpid()}-{time.monotonic_ns()}")
        with open(temp, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        return temp

    def remove(self, name: str) -> None:
        if self.writable:
            with contextlib.suppress(OSError):
                self.file(name).unlink()

    def exists(self, name: str) -> bool:
        return self.file(name).is_file()


def encode(kind: str, version: int, data: JsonOutObject) -> str:
    return json.dumps(wrap(kind, version, data), ensure_ascii=False, indent=1)


def wrap(kind: str, version: int, data: JsonOutObject) -> JsonOutObject:
    return {"app": APP, "kind": kind, "version": version, "data": data}


def unwrap(text: str, kind: str, version: int) -> JsonObject:
    """The ``data`` of a file's text, or BadFile saying what is wrong with it."""
    if not text.strip():
        raise BadFile("empty")
    try:
        whole: Json = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise BadFile(f"not JSON: {error}") from None
    if not isinstance(whole, dict) or whole.get("app") != APP:
        raise BadFile("not a Stammtisch file")
    if whole.get("kind") != kind:
        raise BadFile(f"a {whole.get('kind')!r} file, not {kind!r}")
    if whole.get("version") != version:
        raise BadFile(f"version {whole.get('version')!r}, not {version}")
    data = whole.get("data")
    if not isinstance(data, dict):
        raise BadFile("no data")
    return data


def _read_text(path: Path) -> str:
    if not path.is_file():
        raise BadFile("not a file")
    with open(path, "rb") as source:
        raw = source.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise BadFile("too big")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadFile("not UTF-8 text") from None


def _sync_folder(path: Path) -> None:
    """Make the rename itself durable where the platform allows (POSIX)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        handle = os.open(path, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)
