"""A free place for a floating panel (a table's toast) among what must stay visible.

One rule for every table: the panel goes to its preferred place when that covers none
of the rectangles to keep clear (cards, the hand, the status line) or better avoided
(name plates, buttons); otherwise to the nearest place on screen that covers none
(moving up or down is preferred to moving sideways), with a small gap to them if one
that near allows it; if there is none, the nearest that covers only what is better
avoided; only when even that does not exist, where it covers the least.
:class:`FreePlace` keeps a found place while it stays free, so a toast does not wander
while cards move under it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

SCREEN = pygame.Rect(0, 0, 1920, 1080)
STEP_Y = 4
#: sideways shifts tried (fewer far out: a toast far to the side is seldom wanted)
SHIFTS_X = (0, 40, 80, 120, 160, 240, 320, 400, 480, 640, 800)
#: the gap kept between the panel and anything it must not cover, when a place at most
#: MARGIN_DETOUR farther away allows it
MARGIN, MARGIN_DETOUR = 10, 60
#: how much a sideways pixel counts against an upward or downward one
SIDEWAYS_COST = 2
#: when something must be covered: how much worse covering what must stay clear is than
#: covering what is only better avoided
KEEP_WEIGHT = 8


def _cost(centre: tuple[int, int], preferred: tuple[int, int]) -> int:
    return abs(centre[1] - preferred[1]) + SIDEWAYS_COST * abs(centre[0] - preferred[0])


@lru_cache(maxsize=32)
def _candidates(size: tuple[int, int], preferred: tuple[int, int],
                bounds: tuple[int, int, int, int]) -> tuple[tuple[int, int], ...]:
    """Centres on a grid through ``preferred`` that keep the panel inside ``bounds``,
    nearest first."""
    area = pygame.Rect(bounds)
    w, h = size
    px, py = preferred
    left, right = area.left + w // 2, area.right - (w - w // 2)
    top, bottom = area.top + h // 2, area.bottom - (h - h // 2)
    if left > right:                          # wider than the screen: centred
        left = right = area.centerx
    if top > bottom:
        top = bottom = area.centery
    px, py = min(max(px, left), right), min(max(py, top), bottom)
    xs = sorted({min(max(px + sign * shift, left), right)
                 for shift in SHIFTS_X for sign in (-1, 1)})
    ys = [py + k * STEP_Y for k in range(-((py - top) // STEP_Y), (bottom - py) // STEP_Y + 1)]
    return tuple(sorted(((x, y) for x in xs for y in ys), key=lambda c: _cost(c, (px, py))))


def _rect(size: tuple[int, int], centre: tuple[int, int], margin: int = 0) -> pygame.Rect:
    rect = pygame.Rect(0, 0, size[0] + 2 * margin, size[1] + 2 * margin)
    rect.center = centre
    return rect


def covered(rect: pygame.Rect, rects: Sequence[pygame.Rect]) -> int:
    """The area of ``rects`` that ``rect`` covers (overlaps counted once each)."""
    return sum(rect.clip(rects[i]).width * rect.clip(rects[i]).height
               for i in rect.collidelistall(rects))


def free_centre(size: tuple[int, int], preferred: tuple[int, int],
                keep_clear: Sequence[pygame.Rect], avoid: Sequence[pygame.Rect] = (),
                bounds: pygame.Rect = SCREEN) -> tuple[int, int]:
    """The centre nearest ``preferred`` where a panel of ``size`` lies in ``bounds`` and
    covers none of ``keep_clear`` and ``avoid`` (with :data:`MARGIN` to spare if that
    costs no long detour); else the nearest that covers none of ``keep_clear``; else the
    one that covers the least (``keep_clear`` weighing :data:`KEEP_WEIGHT` times more).

    >>> card = pygame.Rect(900, 500, 120, 168)
    >>> free_centre((400, 80), (960, 560), [card])          # just above the card
    (960, 448)
    >>> free_centre((400, 80), (960, 560), [card], bounds=pygame.Rect(0, 430, 1920, 650))
    (960, 720)
    >>> free_centre((400, 80), (960, 200), [card])          # already free: stays
    (960, 200)
    >>> free_centre((400, 80), (960, 560), [card], [pygame.Rect(0, 0, 1920, 500)])
    (960, 720)
    """
    keep, every = list(keep_clear), [*keep_clear, *avoid]
    candidates = _candidates(size, preferred, tuple(bounds))
    first: tuple[int, int] | None = None             # the nearest free one, without a gap
    for centre in candidates:
        if first is not None and _cost(centre, preferred) > _cost(first, preferred) + \
                MARGIN_DETOUR:
            return first
        if _rect(size, centre).collidelist(every) != -1:
            continue
        if _rect(size, centre, MARGIN).collidelist(every) == -1:
            return centre
        if first is None:
            first = centre
    if first is not None:
        return first
    for centre in candidates:                        # covering only what may be covered
        if _rect(size, centre).collidelist(keep) == -1:
            return centre
    coarse = candidates[::11] or candidates          # none free: the least covered
    return min(coarse, key=lambda c: KEEP_WEIGHT * covered(_rect(size, c), keep) +
               covered(_rect(size, c), list(avoid)))


class FreePlace:
    """Remembers where a panel was put; looks again only when the panel's size or
    preferred place changes, or when something it must not cover comes under it
    (not when it had to cover something anyway: a search that finds nothing free is
    the slow one, and the panel should not wander)."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._centre: tuple[int, int] = (0, 0)
        self._free = False

    def centre(self, size: tuple[int, int], preferred: tuple[int, int],
               keep_clear: Sequence[pygame.Rect], avoid: Sequence[pygame.Rect] = (),
               bounds: pygame.Rect = SCREEN) -> tuple[int, int]:
        key = (size, preferred, tuple(bounds))
        every = [*keep_clear, *avoid]
        if key == self._key and (not self._free or
                                 _rect(size, self._centre).collidelist(every) == -1):
            return self._centre
        self._key = key
        self._centre = free_centre(size, preferred, keep_clear, avoid, bounds)
        self._free = _rect(size, self._centre).collidelist(every) == -1
        return self._centre
