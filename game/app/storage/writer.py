"""Saves written off the frame loop: the newest job per file, by one thread.

A save is serialised on the caller's thread (a consistent snapshot) and written by a
background thread, so a slow disk (an fsync can take tens of milliseconds) never
stalls a frame. Only the newest pending job of a file runs; ``flush`` waits until
everything is on disk, ``cancel`` forgets a file's pending job.
"""

from __future__ import annotations

import threading
from collections.abc import Callable


class BackgroundWriter:
    def __init__(self) -> None:
        self._pending: dict[str, Callable[[], bool]] = {}   # file -> job (True: written)
        self._busy = False
        self._writing: str | None = None       # the file being written now
        self._lock = threading.Condition()
        self._thread: threading.Thread | None = None
        self.failed = False                    # a write failed (saving is off)

    def submit(self, name: str, job: Callable[[], bool]) -> None:
        with self._lock:
            self._pending[name] = job
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave",
                                                daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _run(self) -> None:
        while True:
            with self._lock:
                if not self._pending:
                    self._lock.wait(timeout=2.0)
                    if not self._pending:
                        self._thread = None
                        return
                name = next(iter(self._pending))
                job = self._pending.pop(name)
                self._busy = True
                self._writing = name
            try:
                ok = job()
            except Exception:   # never let the writer die silently with work queued
                ok = False
            with self._lock:
                self._busy = False
                self._writing = None
                self.failed = self.failed or not ok
                self._lock.notify_all()

    def pending(self, name: str) -> bool:
        """Whether ``name`` has a text not yet on disk (waiting or being written)."""
        with self._lock:
            return name in self._pending or self._writing == name

    def cancel(self, name: str) -> None:
        """Forget ``name``'s pending text and wait for a write in progress to end."""
        with self._lock:
            self._pending.pop(name, None)
            while self._busy:
                self._lock.wait()

    def flush(self) -> None:
        """Wait until every submitted text is written."""
        with self._lock:
            while self._pending or self._busy:
                if self._thread is None or not self._thread.is_alive():
                    self._thread = threading.Thread(target=self._run, name="autosave",
                                                    daemon=True)
                    self._thread.start()
                self._lock.wait(timeout=1.0)
