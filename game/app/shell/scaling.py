"""Showing the logical canvas in a window of another size.

Smooth-scaling the whole 1920x1080 canvas costs 2–5 ms a frame. When only parts of the
canvas changed (:mod:`.frame`), only those parts are scaled — but only where that gives
exactly the pixels of scaling the whole canvas. pygame's shrinking filter is a box
average, so a region whose edges fall on the scale's period (3 canvas pixels to 2 window
pixels at 1280x720) scales the same alone as in the whole. Whether it does is checked
once per window size on a noise pattern; where it does not (the filter's fixed-point
steps drift at 1600x900, and enlarging interpolates across the whole width) the whole
canvas is scaled as before. A window a whole multiple of the canvas (4K) shows each canvas
pixel as a block.
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

    #: whether parts scale exactly, by (canvas size, view size): checked once each
    _exact_for: dict[tuple[tuple[int, int], tuple[int, int]], bool] = {}

    def __init__(self, canvas: pygame.Surface, window: pygame.Surface,
                 view: pygame.Rect) -> None:
        self.canvas, self.window, self.view = canvas, window, view
        self.window_size = window.get_size()
        self._x = Fraction(view.width, canvas.get_width())
        self._y = Fraction(view.height, canvas.get_height())
        self.exact = max(self._x.denominator, self._y.denominator) <= LONGEST_PERIOD
        #: A whole multiple (a 4K screen is twice 1080p) is shown with every canvas pixel
        #: as a k x k block, as a TV shows 1080p on a 4K panel: sharp, four times cheaper
        #: than interpolating, and exact in parts by construction.
        self._scale = pygame.transform.smoothscale
        #: the whole multiple, if the view is one: parts are then scaled straight into
        #: the window (no margin, no image in between: 14 ms became 5 at 3840x2160 when
        #: two thirds of the canvas changed)
        self._multiple = 0
        if self._x == self._y and self._x.denominator == 1 and self._x > 1:
            self._scale = pygame.transform.scale
            self._multiple = int(self._x)

    @property
    def multiple(self) -> int:
        """The view's size as a whole multiple of the canvas's (0: it is not one)."""
        return self._multiple

    def serves(self, window: pygame.Surface, view: pygame.Rect) -> bool:
        """Whether this scaler is the one for ``window`` showing the canvas in ``view``."""
        return window.get_size() == self.window_size and view == self.view

    def check(self) -> None:
        """Find out whether parts scale exactly, on a noise pattern drawn on the canvas
        (on a flat picture any scaling would match) and scaled into the window: both are
        drawn over in full by the next frame, so the check needs no images of its own."""
        if self._multiple:      # a whole multiple scales plainly: exact by construction
            self.exact = True
            return
        key = (self.canvas.get_size(), self.view.size)
        known = self._exact_for.get(key)
        if known is None and self.exact:
            tile = pygame.image.frombytes(random.Random(1).randbytes(97 * 89 * 3), (97, 89),
                                          "RGB")
            for x in range(0, self.canvas.get_width(), 97):
                for y in range(0, self.canvas.get_height(), 89):
                    self.canvas.blit(tile, (x, y))
            self._scale(self.canvas, self.view.size, self.window.subsurface(self.view))
            known = all(self._part_matches(pygame.Rect(probe)) for probe in _PROBES)
        self.exact = self._exact_for[key] = bool(known) and self.exact

    def whole(self) -> None:
        """Scale all of the canvas (and blacken the bars around it)."""
        window, view = self.window, self.view
        if view.size != window.get_size():
            window.fill((0, 0, 0))
        self._scale(self.canvas, view.size, window.subsurface(view))

    def parts(self, rects: list[pygame.Rect]) -> list[pygame.Rect] | None:
        """Scale the canvas ``rects``; the window rectangles they became, or None if the
        whole canvas was scaled instead."""
        if not self.exact:
            self.whole()
            return None
        return [self._part(rect) for rect in rects]

    def _part(self, rect: pygame.Rect) -> pygame.Rect:
        """Scale ``rect`` of the canvas into the window as scaling all of it would."""
        k = self._multiple
        if k and self.canvas.get_bitsize() == self.window.get_bitsize():
            rect = rect.clip(self.canvas.get_rect())
            shown = pygame.Rect(self.view.x + rect.x * k, self.view.y + rect.y * k,
                                rect.w * k, rect.h * k)
            self._scale(self.canvas.subsurface(rect), shown.size,
                        self.window.subsurface(shown))
            return shown
        source, size, inner, place = self._plan(rect)
        scaled = self._scale(self.canvas.subsurface(source), size)
        self.window.blit(scaled, place, inner)
        return pygame.Rect(place, inner.size)

    def _plan(self, rect: pygame.Rect) -> tuple[pygame.Rect, tuple[int, int], pygame.Rect,
                                                tuple[int, int]]:
        """What to scale for ``rect`` (on the period, a margin wider), to what size, the
        part of the result to keep and where it goes in the window."""
        fx, fy = self._x, self._y
        x0, x1, inner_x0, inner_x1 = _span(rect.left, rect.right, fx, self.canvas.get_width())
        y0, y1, inner_y0, inner_y1 = _span(rect.top, rect.bottom, fy,
                                           self.canvas.get_height())
        inner = pygame.Rect(int((inner_x0 - x0) * fx), int((inner_y0 - y0) * fy),
                            int((inner_x1 - inner_x0) * fx), int((inner_y1 - inner_y0) * fy))
        return (pygame.Rect(x0, y0, x1 - x0, y1 - y0),
                (int((x1 - x0) * fx), int((y1 - y0) * fy)), inner,
                (self.view.x + int(inner_x0 * fx), self.view.y + int(inner_y0 * fy)))

    def _part_matches(self, probe: pygame.Rect) -> bool:
        """Scaling ``probe`` alone puts the pixels the whole scaling put there."""
        _, _, inner, place = self._plan(probe)
        shown = self.window.subsurface(pygame.Rect(place, inner.size))
        before = pygame.image.tobytes(shown, "RGB")
        self._part(probe)
        return pygame.image.tobytes(shown, "RGB") == before


def _span(low: int, high: int, factor: Fraction, length: int) -> tuple[int, int, int, int]:
    """The canvas interval to scale for [low, high) along one axis — edges on the scale's
    period, a margin wider — and the inner interval whose result is kept."""
    period = factor.denominator
    inner_low = low // period * period
    inner_high = min(length, -(-high // period) * period)
    margin = MARGIN_PERIODS * period
    return (max(0, inner_low - margin), min(length, inner_high + margin), inner_low,
            inner_high)


def letterbox(window: tuple[int, int], canvas: tuple[int, int]) -> pygame.Rect:
    """Where a canvas of size ``canvas`` appears in a window of size ``window``: as large
    as it fits, centred (letterboxed)."""
    ww, wh = window
    scale = min(ww / canvas[0], wh / canvas[1])
    w, h = round(canvas[0] * scale), round(canvas[1] * scale)
    return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)


def canvas_point(pos: tuple[float, float], view: pygame.Rect,
                 canvas: tuple[int, int]) -> tuple[int, int]:
    """A window point on the canvas shown in ``view``."""
    return (round((pos[0] - view.x) * canvas[0] / view.width),
            round((pos[1] - view.y) * canvas[1] / view.height))


def window_point(pos: tuple[float, float], view: pygame.Rect,
                 canvas: tuple[int, int]) -> tuple[int, int]:
    """A canvas point in the window, where the canvas is shown in ``view``."""
    return (round(view.x + pos[0] * view.width / canvas[0]),
            round(view.y + pos[1] * view.height / canvas[1]))

