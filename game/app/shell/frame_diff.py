"""Where two recorded frames differ (see :mod:`.frame`): the rectangles to paint again.

- an op that is new, or gone, makes its rectangle dirty;
- ops in both frames that changed places among them make theirs dirty (every op outside
  a longest run of them that kept its order: every pair that swapped has one of those);
- dirty rectangles that nearly touch are joined where that paints little more.
"""

from __future__ import annotations

import bisect
from collections import Counter

import pygame

#: what is drawn, and where it touches (the frame's recorded op)
Op = tuple[tuple, tuple[int, int, int, int]]

#: Dirty rectangles closer than this may be painted as one (fewer clipped passes) …
MERGE_SLACK = 16
#: … if their union paints at most this many pixels more than the two apart would (the
#: cost of one more clipped pass, in pixels). Without that limit, a row of changes joined
#: into one band across the table (a plate here, a hand there) repainted and rescaled two
#: thirds of the screen: 14 ms a frame at 3840x2160.
MERGE_WASTE = 64 * 64


def changed_rects(old: list[Op], new: list[Op]) -> list[pygame.Rect]:
    """The rectangles to paint again when frame ``new`` follows frame ``old``."""
    return _merge(_changed(old, new))


def _changed(old: list[Op], new: list[Op]) -> list[pygame.Rect]:
    """The rectangles of ops that differ between ``old`` and ``new``.

    Ops the two frames share at their start and at their end are set aside first (the
    felt, the panels, the log: most of a frame); a pixel's ops differ only if its ops
    between those differ."""
    start, end_old, end_new = 0, len(old), len(new)
    while start < end_old and start < end_new and old[start] == new[start]:
        start += 1
    while end_old > start and end_new > start and old[end_old - 1] == new[end_new - 1]:
        end_old -= 1
        end_new -= 1
    old, new = old[start:end_old], new[start:end_new]
    if not old and not new:
        return []
    old_count, new_count = Counter(old), Counter(new)
    dirty = [pygame.Rect(rect) for (_, rect) in (old_count - new_count)]
    dirty += [pygame.Rect(rect) for (_, rect) in (new_count - old_count)]
    kept_old = _kept(old, new_count)
    kept_new = _kept(new, old_count)
    if kept_old != kept_new:
        dirty += _reordered(kept_old, kept_new)
    return dirty


def _reordered(old: list[Op], new: list[Op]) -> list[pygame.Rect]:
    """Where ``new`` (the same ops as ``old``, in another order) may paint otherwise.

    The longest run of ops that kept their order among themselves stays; every other op
    moved. A pixel can only change where a moved op overlaps an op it changed order
    with: those overlaps are dirty, and nothing else. (Marking everything between the
    first and the last difference instead repainted the whole hand at the bottom of the
    screen whenever one panel above it was drawn earlier.)"""
    places: dict[Op, list[int]] = {}
    for index, op in enumerate(old):
        places.setdefault(op, []).append(index)
    taken: dict[Op, int] = {}
    was = []                          # each op of ``new``: its place in ``old``
    for op in new:
        nth = taken.get(op, 0)
        taken[op] = nth + 1
        was.append(places[op][nth])
    staying = _longest_rising(was)
    rects = [pygame.Rect(rect) for _, rect in new]
    dirty = []
    for index in range(len(new)):
        if index in staying:
            continue
        for other in rects[index].collidelistall(rects):
            if other != index and (other < index) != (was[other] < was[index]):
                dirty.append(rects[index].clip(rects[other]))
    return dirty


def _longest_rising(values: list[int]) -> set[int]:
    """Indices of a longest strictly rising subsequence of ``values`` (distinct ints)."""
    tails: list[int] = []             # tails[k]: the smallest last value of a run of k+1
    tail_index: list[int] = []        # … and its index in ``values``
    before = [-1] * len(values)       # each index: the index before it in its run
    for index, value in enumerate(values):
        k = bisect.bisect_left(tails, value)
        if k == len(tails):
            tails.append(value)
            tail_index.append(index)
        else:
            tails[k] = value
            tail_index[k] = index
        before[index] = tail_index[k - 1] if k else -1
    run: set[int] = set()
    index = tail_index[-1] if tail_index else -1
    while index >= 0:
        run.add(index)
        index = before[index]
    return run


def _kept(ops: list[Op], other: Counter) -> list[Op]:
    """``ops`` that the other frame has too, in this frame's order (a repeated op counts
    as many times as both frames have it)."""
    left = Counter(other)
    kept = []
    for op in ops:
        if left[op] > 0:
            left[op] -= 1
            kept.append(op)
    return kept


def _merge(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Rectangles joined where that paints little more than painting them apart would
    (overlapping or nearly touching, see :data:`MERGE_WASTE`). Rectangles left apart
    may overlap: their common pixels are painted twice, the same both times."""
    merged: list[pygame.Rect] = []
    for rect in rects:
        joined = True
        while joined:
            joined = False
            grown = rect.inflate(MERGE_SLACK, MERGE_SLACK)
            for index in grown.collidelistall(merged):
                other = merged[index]
                if _worth_joining(rect, other):
                    rect = rect.union(merged.pop(index))
                    joined = True
                    break
        merged.append(rect)
    return merged


def _worth_joining(a: pygame.Rect, b: pygame.Rect) -> bool:
    """Painting the union of ``a`` and ``b`` costs at most one clipped pass more than
    painting both (whose overlap is painted twice)."""
    union = a.union(b)
    return union.w * union.h <= a.w * a.h + b.w * b.h + MERGE_WASTE


# --- for surfaces and frames alike ----------------------------------------------------
