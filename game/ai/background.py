"""Searching players think in a worker process, so the frame loop keeps its budget.

A Hard player's search is pure Python and holds the interpreter for as long as it runs:
thinking in slices on the frame loop costs every frame its slice. Here one worker process
runs the searches instead (started on first use as ``python -m game.ai.background``: a
fresh interpreter that imports only the rules and the players — never the caller's main
script or pygame); the table asks a :class:`Job` each frame whether the decision is ready.

The protocol is the one the table already uses for a search in slices
(``done``, ``result``, ``step(seconds)``). Whenever the worker is unavailable — it could
not be started (or the platform has no pipes for it: Windows), it died, the player or
view could not be sent — a job falls back to searching in slices on the caller's loop,
so a decision always arrives. The worker ends when the caller's end of the pipe closes.

The player travels to the worker and back: the worker's copy advances its random
streams, and the copy that returns replaces the caller's state, so a seeded player makes
the same decisions in the worker as in the caller's process.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from game.rules import GameState

#: Seconds the worker searches between looks at its inbox (a new job cancels the old).
WORKER_SLICE = 0.02
ROOT = Path(__file__).resolve().parents[2]


def _serve(inbox: Connection, outbox: Connection) -> None:
    """The worker's loop: one search at a time; any new message ends the current one."""
    pending: Any = None
    while True:
        try:
            message = pending if pending is not None else inbox.recv()
        except (EOFError, OSError):
            return
        pending = None
        kind, job_id, payload = message
        if kind == "stop":
            return
        if kind != "think":
            continue
        try:
            player, view = pickle.loads(payload)
            thinker = player.start(view)
            while (action := thinker.step(WORKER_SLICE)) is None:
                if inbox.poll():
                    pending = inbox.recv()
                    break
            else:
                outbox.send(("done", job_id, pickle.dumps((action, player))))
        except (EOFError, OSError):
            return
        except Exception as error:  # a broken player: the caller searches itself
            outbox.send(("error", job_id, repr(error)))


def _spawn() -> tuple[subprocess.Popen[bytes], Connection, Connection]:
    """Start ``python -m game.ai.background``; its stdin and stdout carry the messages."""
    if os.name != "posix":
        raise OSError("the thinking worker needs POSIX pipes")
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
    process = subprocess.Popen([sys.executable, "-m", "game.ai.background"], env=env,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=ROOT)
    assert process.stdin is not None and process.stdout is not None
    outbox = Connection(os.dup(process.stdin.fileno()), readable=False)
    inbox = Connection(os.dup(process.stdout.fileno()), writable=False)
    process.stdin.close()
    process.stdout.close()
    return process, inbox, outbox


class Worker:
    """One worker process and the jobs sent to it (the newest one runs)."""

    def __init__(self) -> None:
        self._process: subprocess.Popen[bytes] | None = None
        self._inbox: Connection | None = None
        self._outbox: Connection | None = None
        self._jobs: dict[int, Job] = {}
        self._next_id = 0
        self.failed = False        # could not start or died: callers search themselves

    def _ensure(self) -> bool:
        if self.failed:
            return False
        if self._process is not None and self._process.poll() is None:
            return True
        if self._process is not None:         # it died: don't start it again and again
            self._lost()
            return False
        try:
            self._process, self._inbox, self._outbox = _spawn()
        except Exception:
            self.failed = True
            return False
        return True

    def start(self) -> bool:
        """Start the process now (e.g. when a table with a searching player opens)."""
        return self._ensure()

    def submit(self, player: Any, view: GameState) -> Job:
        """Send ``player`` to decide on ``view``; an earlier job is cancelled."""
        job = Job(self, player, view)
        for old in list(self._jobs.values()):
            old.fall_back()
        try:
            payload = pickle.dumps((player, view))
        except Exception:
            job.fall_back()
            return job
        if not self._ensure():
            job.fall_back()
            return job
        self._next_id += 1
        job.id = self._next_id
        if not self._send(("think", job.id, payload)):
            job.fall_back()
            return job
        self._jobs[job.id] = job
        return job

    def cancel(self, job: Job) -> None:
        if self._jobs.pop(job.id, None) is not None:
            self._send(("cancel", job.id, None))

    def poll(self) -> None:
        """Hand finished decisions to their jobs (never waits)."""
        inbox = self._inbox
        if inbox is None:
            return
        try:
            while inbox.poll():
                kind, job_id, payload = inbox.recv()
                job = self._jobs.pop(job_id, None)
                if job is None:
                    continue
                if kind == "done":
                    job.finish(*pickle.loads(payload))
                else:
                    job.fall_back()
        except Exception:
            self._lost()
            return
        if self._jobs and not self.running:
            self._lost()

    def _send(self, message: tuple[str, int, Any]) -> bool:
        try:
            assert self._outbox is not None
            self._outbox.send(message)
            return True
        except Exception:
            self._lost()
            return False

    def _lost(self) -> None:
        """The worker is gone: every waiting job searches in its caller's loop."""
        self.failed = True
        for job in list(self._jobs.values()):
            job.fall_back()
        self._jobs.clear()
        if self._process is not None and self._process.poll() is None:
            self._process.kill()

    def close(self) -> None:
        """Stop the worker (waits a moment for it to leave)."""
        if self._process is None:
            return
        self._send(("stop", 0, None))
        try:
            self._process.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        for conn in (self._inbox, self._outbox):
            if conn is not None:
                conn.close()
        self._process = self._inbox = self._outbox = None
        self._jobs.clear()

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None


class Job:
    """A decision in progress; ``step`` never blocks longer than its ``seconds``."""

    def __init__(self, worker: Worker, player: Any, view: GameState) -> None:
        self.worker = worker
        self.player = player
        self.view = view
        self.id = 0
        self.result: Any = None
        self.in_worker = True
        self.by_worker = False      # the decision came from the worker process
        self._local: Any = None

    @property
    def done(self) -> bool:
        return self.result is not None

    def step(self, seconds: float) -> Any:
        """The decision once it is made, else None; searches itself for about
        ``seconds`` only when the worker could not take the job."""
        if self.result is not None:
            return self.result
        if self.in_worker:
            self.worker.poll()
            if self.in_worker or self.result is not None:
                return self.result
        if self._local is None:
            self._local = self.player.start(self.view)
        self.result = self._local.step(seconds)
        return self.result

    def cancel(self) -> None:
        """Nobody wants this decision any more."""
        if self.in_worker and self.result is None:
            self.worker.cancel(self)
        self.in_worker = False

    def finish(self, action: Any, player: Any) -> None:
        self.in_worker = False
        self.by_worker = True
        self.player.__dict__.update(player.__dict__)   # its random streams moved on
        self.result = action

    def fall_back(self) -> None:
        """Search in the caller's loop from now on."""
        self.worker._jobs.pop(self.id, None)
        self.in_worker = False


_shared: Worker | None = None


def shared_worker() -> Worker:
    """The process-wide worker (one search runs at a time)."""
    global _shared
    if _shared is None:
        _shared = Worker()
    return _shared


def think(player: Any, view: GameState) -> Job:
    """Start ``player``'s decision on ``view`` in the shared worker."""
    return shared_worker().submit(player, view)


__all__ = ["Job", "Worker", "shared_worker", "think", "WORKER_SLICE"]


def main() -> None:
    """The worker process: messages come on stdin and go out on stdout, so anything
    else printed goes to stderr."""
    inbox = Connection(os.dup(0), writable=False)
    outbox = Connection(os.dup(1), readable=False)
    os.dup2(2, 1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    _serve(inbox, outbox)


if __name__ == "__main__":
    main()
