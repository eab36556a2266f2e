"""A least-recently-used cache of surfaces with a named byte budget.

Every image cache of the app (text, panels, shadows, cards, icons, rich text) is one of
these, so memory stays bounded over an evening of play however many different texts,
sizes and angles appear: when the budget is exceeded, the images used longest ago go.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Hashable

import pygame

MB = 1024 * 1024

#: Every cache made, so that their budgets can be scaled together (:func:`scale_budgets`).
_all: weakref.WeakSet[SurfaceCache] = weakref.WeakSet()
#: Each kind of cache's full budget and the part of it kept at any scale, by name (a
#: second app's caches in the same process replace the first's)
budgets: dict[str, tuple[int, int]] = {}
_scale = 1.0


def surface_bytes(surface: pygame.Surface) -> int:
    """Bytes of pixel memory ``surface`` holds (pitch × height; subsurfaces count 0)."""
    if surface.get_parent() is not None:
        return 0
    return surface.get_pitch() * surface.get_height()


class SurfaceCache:
    """``get``/``put`` by key; the whole cache never holds more than ``budget`` bytes
    (one image bigger than the budget is still kept, alone, until the next ``put``)."""

    def __init__(self, name: str, budget: int, keep: int = 0) -> None:
        self.name = name
        #: the budget at full scale, and what of it is never scaled down (one image every
        #: frame needs, e.g. the 8 MB felt)
        self.full_budget, self.keep = budget, keep
        self.budget = self._scaled(_scale)
        self.bytes = 0
        self.evictions = 0
        #: images put in so far (made, not found): the benchmark tells what a frame made
        self.made = 0
        self._items: OrderedDict[Hashable, tuple[pygame.Surface, int]] = OrderedDict()
        _all.add(self)
        budgets[name] = (budget, keep)

    def _scaled(self, scale: float) -> int:
        return self.keep + int((self.full_budget - self.keep) * scale)

    def rescale(self, scale: float) -> None:
        """Take the budget at ``scale`` of its full size; the images used longest ago go
        until the cache fits."""
        self.budget = self._scaled(scale)
        self._evict()

    def get(self, key: Hashable) -> pygame.Surface | None:
        found = self._items.get(key)
        if found is None:
            return None
        self._items.move_to_end(key)
        return found[0]

    def put(self, key: Hashable, surface: pygame.Surface) -> pygame.Surface:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        size = surface_bytes(surface)
        self.made += 1
        self._items[key] = (surface, size)
        self.bytes += size
        self._evict()
        return surface

    def _evict(self) -> None:
        while self.bytes > self.budget and len(self._items) > 1:
            _, (_, gone) = self._items.popitem(last=False)
            self.bytes -= gone
            self.evictions += 1

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def __repr__(self) -> str:
        return (f"SurfaceCache({self.name!r}, {len(self)} images, "
                f"{self.bytes / MB:.1f}/{self.budget / MB:.0f} MB)")


def scale_budgets(scale: float) -> None:
    """Scale every cache's budget (made now or later) to ``scale`` of its full size."""
    global _scale
    _scale = scale
    for cache in list(_all):
        cache.rescale(scale)


def budget_scale() -> float:
    return _scale
