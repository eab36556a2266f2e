"""What the phones' server writes to the log about the requests it serves.

aiohttp logs every request it cannot parse (a duplicate ``Host``, an 8 KB header line,
bytes that are not HTTP) with a full traceback at ERROR: anyone on the Wi-Fi could fill
the disk with them. :class:`RequestLog` is the logger the server gives aiohttp's request
handler instead: a client's bad request is one line; lines come in a burst of
:data:`BURST`, then one per :data:`EVERY` seconds, and the next line that is written
says how many were left out. A failure of the server's own code keeps its traceback
(under the same limit): that one is a bug to read.
"""

from __future__ import annotations

import logging
from types import TracebackType
from typing import TypeAlias

from aiohttp.http_exceptions import HttpProcessingError

from game.app.phones.gate import Bucket

#: What ``logging`` takes as ``exc_info``: True for the exception being handled, the
#: exception itself, or ``sys.exc_info()``.
ExcInfo: TypeAlias = (bool | BaseException | None
                      | tuple[type[BaseException], BaseException, TracebackType | None]
                      | tuple[None, None, None])

#: Lines written at once, then one per this many seconds.
BURST, EVERY = 5, 30.0


class RequestLog:
    """A rate-limited stand-in for aiohttp's ``aiohttp.server`` logger (it is only
    ever asked for ``debug``, ``exception``, ``warning`` and ``log``)."""

    def __init__(self, target: logging.Logger | None = None, burst: int = BURST,
                 every: float = EVERY) -> None:
        self.target = target or logging.getLogger("game.app.phones.server")
        self.bucket = Bucket(burst, 1.0 / every)
        self.left_out = 0

    def _allowed(self) -> bool:
        if self.bucket.take():
            return True
        self.left_out += 1
        return False

    def _write(self, level: int, message: str, *args: object, exc_info: ExcInfo = None
               ) -> None:
        if not self._allowed():
            return
        if self.left_out:
            message += " (%d more left out)"
            args = (*args, self.left_out)
            self.left_out = 0
        self.target.log(level, message, *args, exc_info=exc_info)

    def exception(self, message: str, *args: object, exc_info: ExcInfo = True,
                  **_: object) -> None:
        """aiohttp's "Error handling request from …": one line for a client's bad
        request, a traceback for anything else."""
        problem = exc_info if isinstance(exc_info, BaseException) else None
        if isinstance(problem, HttpProcessingError):
            first = str(problem.message).strip().splitlines()
            why = first[0].split(":")[0][:80] if first else type(problem).__name__
            try:
                said = message % args if args else message
            except (TypeError, ValueError):
                said = message
            self._write(logging.WARNING, "phone server: %s (%d %s)",
                        said.replace("Error handling request", "refused a bad request"),
                        problem.code, "".join(c if c.isprintable() else "?" for c in why))
            return
        self._write(logging.ERROR, "phone server: " + message, *args, exc_info=exc_info)

    def error(self, message: str, *args: object, exc_info: ExcInfo = None,
              **_: object) -> None:
        self._write(logging.ERROR, "phone server: " + message, *args, exc_info=exc_info)

    def warning(self, message: str, *args: object, exc_info: ExcInfo = None,
                **_: object) -> None:
        self._write(logging.WARNING, "phone server: " + message, *args, exc_info=exc_info)

    def log(self, level: int, message: str, *args: object, exc_info: ExcInfo = None,
            **_: object) -> None:
        if level >= logging.WARNING:
            self._write(level, "phone server: " + message, *args, exc_info=exc_info)
        else:
            self.target.log(level, message, *args)

    def debug(self, message: str, *args: object, **_: object) -> None:
        """Debug lines (a port scanner's non-HTTP bytes) never carry a traceback."""
        self.target.debug("phone server: " + message, *args)

    def isEnabledFor(self, level: int) -> bool:  # noqa: N802 - logging's own name
        return self.target.isEnabledFor(level)
