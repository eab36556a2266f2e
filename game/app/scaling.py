"""Showing the logical canvas in a window of another size.

Smooth-scaling the whole 1920x1080 canvas costs 2–5 ms a frame. When only parts of the
canvas changed (:mod:`.frame`), only those parts are scaled — but only where that gives
exactly the pixels of scaling the whole canvas. pygame's shrinking filter is a box
average, so a region whose edges fall on the scale's period (3 canvas pixels to 2 window
pixels at 1280x720) scales the same alone as in the whole. Whether it does is checked
once per window size on a noise pattern; where it does not (the filter's fixed-point
steps drift at 1600x900, and enlarging interpolates across the whole width) the whole
canvas is scaled as before.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pygame

#: A scale whose period is longer than this many canvas pixels is always scaled whole.
LONGEST_PERIOD = 64
#: Canvas pixels around a part, scaled and dropped, so that its edges see what the whole
#: scaling sees there (in periods).
MARGIN_PERIODS = 1
#: Places where part scaling is compared with whole scaling, once per window size.
_PROBES = ((5, 7, 131, 97), (601, 333, 250, 171), (1400, 810, 333, 201))


class Scaler:
    """Scales ``canvas`` into ``view`` (a rectangle of ``window``)."""

    def __init__(self, canvas: pygame.Surface, window: pygame.Surface,
                 view: pygame.Rect) -> None:
        self.canvas, self.window, self.view = canvas, window, view
        self._x = Fraction(view.width, canvas.get_width())
        self._y = Fraction(view.height, canvas.get_height())
        self.exact: bool | None = None      # parts look like the whole (None: not known)
        if max(self._x.denominator, self._y.denominator) > LONGEST_PERIOD:
            self.exact = False

    def whole(self) -> None:
        """Scale all of the canvas (and blacken the bars around it)."""
        window, view = self.window, self.view
        if view.size != window.get_size():
            window.fill((0, 0, 0))
        pygame.transform.smoothscale(self.canvas, view.size, window.subsurface(view))
        if self.exact is None:
            self.exact = self._parts_match()

    def parts(self, rects: list[pygame.Rect]) -> list[pygame.Rect] | None:
        """Scale the canvas ``rects``; the window rectangles they became, or None if the
        whole canvas was scaled instead."""
        if not self.exact:
            self.whole()
            return None
        return [self._part(self.canvas, rect, self.window, self.view.topleft)
                for rect in rects]

    def _part(self, source: pygame.Surface, rect: pygame.Rect, target: pygame.Surface,
              at: tuple[int, int]) -> pygame.Rect:
        """Scale ``rect`` of ``source`` onto ``target`` (whose scaled source starts at
        ``at``) as scaling all of it would."""
        fx, fy = self._x, self._y
        x0, x1, inner_x0, inner_x1 = _span(rect.left, rect.right, fx, source.get_width())
        y0, y1, inner_y0, inner_y1 = _span(rect.top, rect.bottom, fy, source.get_height())
        scaled = pygame.transform.smoothscale(source.subsurface((x0, y0, x1 - x0, y1 - y0)),
                                              (int((x1 - x0) * fx), int((y1 - y0) * fy)))
        inner = pygame.Rect(int((inner_x0 - x0) * fx), int((inner_y0 - y0) * fy),
                            int((inner_x1 - inner_x0) * fx), int((inner_y1 - inner_y0) * fy))
        place = (at[0] + int(inner_x0 * fx), at[1] + int(inner_y0 * fy))
        target.blit(scaled, place, inner)
        return pygame.Rect(place, inner.size)

    def _parts_match(self) -> bool:
        """Scale a noise pattern of the canvas's size whole and in a few parts: the same
        pixels? (Noise: on a flat picture any scaling would match.)"""
        rng = random.Random(1)
        tile = pygame.image.frombytes(rng.randbytes(97 * 89 * 3), (97, 89), "RGB")
        pattern = pygame.Surface(self.canvas.get_size())
        for x in range(0, pattern.get_width(), 97):
            for y in range(0, pattern.get_height(), 89):
                pattern.blit(tile, (x, y))
        whole = pygame.transform.smoothscale(pattern, self.view.size)
        parts = whole.copy()
        for probe in _PROBES:
            self._part(pattern, pygame.Rect(probe), parts, (0, 0))
        return pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(parts, "RGB")


def _span(low: int, high: int, factor: Fraction, length: int) -> tuple[int, int, int, int]:
    """The canvas interval to scale for [low, high) along one axis — edges on the scale's
    period, a margin wider — and the inner interval whose result is kept."""
    period = factor.denominator
    inner_low = low // period * period
    inner_high = min(length, -(-high // period) * period)
    margin = MARGIN_PERIODS * period
    return (max(0, inner_low - margin), min(length, inner_high + margin), inner_low,
            inner_high)
