"""Spades and clubs drawn for small sizes, so that they are told apart by shape.

The suit images are 64-pixel pictures; shrunk to the 10–30 pixels of a card chip in the
log (and further when the window is smaller than 1920x1080) a spade and a club became
the same dark blob. Here each is drawn at its size with what tells them apart made
plain: a spade rises to a sharp point, a club is three round lobes with notches
between them.
"""

from __future__ import annotations

import pygame

#: below the images' own 64 pixels a spade or club is drawn here rather than shrunk
SMALL = 63
#: drawn this many times larger, then smoothed down
SUPERSAMPLE = 8

#: a glyph's parts in unit coordinates: polygons (body, stem) of points, lobes of circles
Shape = dict[str, list[tuple[float, ...]]]

_SPADE: Shape = {"body": [(0.50, 0.00), (1.00, 0.64), (0.00, 0.64)],
          "lobes": [(0.26, 0.64, 0.21), (0.74, 0.64, 0.21)],
          "stem": [(0.50, 0.60), (0.66, 1.00), (0.34, 1.00)]}
_CLUB: Shape = {"body": [],
         "lobes": [(0.50, 0.21, 0.21), (0.21, 0.60, 0.21), (0.79, 0.60, 0.21),
                   (0.50, 0.56, 0.09)],
         "stem": [(0.50, 0.58), (0.64, 1.00), (0.36, 1.00)]}
SHAPES = {"S": _SPADE, "C": _CLUB}


def ink_colour(image: pygame.Surface) -> tuple[int, int, int]:
    """The colour of a suit image's ink (its most opaque pixel near the middle), so
    the drawn glyph matches the deck (two or four colours) the image belongs to."""
    w, h = image.get_size()
    best = max(((image.get_at((x, y)), (x, y)) for x in range(w // 4, 3 * w // 4, 2)
                for y in range(h // 4, 3 * h // 4, 2)), key=lambda c: c[0].a)
    return best[0].r, best[0].g, best[0].b


def drawn_suit(suit: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """``suit`` ("S" or "C") as a ``size`` x ``size`` image in ``colour``."""
    shape = SHAPES[suit]
    big = size * SUPERSAMPLE
    image = pygame.Surface((big, big), pygame.SRCALPHA)

    def at(x: float, y: float) -> tuple[int, int]:
        return round(x * (big - 1)), round(y * (big - 1))

    if shape["body"]:
        pygame.draw.polygon(image, colour, [at(x, y) for x, y in shape["body"]])
    for x, y, r in shape["lobes"]:
        pygame.draw.circle(image, colour, at(x, y), round(r * big))
    pygame.draw.polygon(image, colour, [at(x, y) for x, y in shape["stem"]])
    return pygame.transform.smoothscale(image, (size, size))
