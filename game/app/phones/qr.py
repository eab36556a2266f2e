"""A join address as a QR code on a pygame surface (segno makes the matrix)."""

from __future__ import annotations

import pygame

from game.app.shell.lru import SurfaceCache

#: Modules of white border around the code (the QR standard asks for four).
QUIET = 4
_cache = SurfaceCache("qr codes", 2 * 1024 * 1024)


def qr_matrix(text: str) -> list[list[bool]]:
    """The QR code of ``text`` (error correction M), with its quiet zone, dark = True."""
    import segno  # only when a table has phone seats: it brings urllib, http and email

    code = segno.make(text, error="m", micro=False)
    return [[bool(v) for v in row] for row in code.matrix_iter(scale=1, border=QUIET)]


def qr_surface(text: str, size: int) -> pygame.Surface:
    """The QR code of ``text`` at most ``size`` pixels wide, every module a whole
    number of pixels (sharp for a camera)."""
    key = (text, size)
    found = _cache.get(key)
    if found is not None:
        return found
    matrix = qr_matrix(text)
    modules = len(matrix)
    scale = max(1, size // modules)
    small = pygame.Surface((modules, modules))
    small.fill((255, 255, 255))
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                small.set_at((x, y), (0, 0, 0))
    image = pygame.transform.scale(small, (modules * scale, modules * scale))
    return _cache.put(key, image)
