"""The shipped card art decoded once per test process (``conftest.py`` installs it).

Every app decodes the pictures it shows from their PNG files: one app per process in a
real run, hundreds in a test process (about 20 ms of decoding for each table opened)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

Loader = Callable[..., pygame.Surface]


class DecodedOnce:
    """A stand-in for ``pygame.image.load``: a file in ``shipped`` is decoded the first
    time and kept, keyed by its path, size and modification time; every load hands out a
    copy of its own. Anything else (another folder, a file object, a changed or missing
    file) goes to ``load`` as before."""

    def __init__(self, load: Loader, shipped: Path) -> None:
        self.load = load
        self.shipped = str(shipped.resolve()) + os.sep
        self.decoded: dict[tuple[str, int, int], pygame.Surface] = {}

    def __call__(self, file: Any, namehint: str = "") -> pygame.Surface:
        if namehint or not isinstance(file, (str, os.PathLike)):
            return self.load(file, namehint)
        path = os.path.abspath(file)
        if not path.startswith(self.shipped):
            return self.load(file)
        try:
            found = os.stat(path)
        except OSError:
            return self.load(file)                  # the loader's own error
        key = (path, found.st_size, found.st_mtime_ns)
        if key not in self.decoded:
            self.decoded[key] = self.load(file)
        return self.decoded[key].copy()
