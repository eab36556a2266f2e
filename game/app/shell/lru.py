"""A least-recently-used cache of surfaces with a named byte budget.

Every image cache of the app (text, panels, shadows, cards, icons, rich text) is one of
these, so memory stays bounded over an evening of play however many different texts,
sizes and angles appear: when the budget is exceeded, the images used longest ago go.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

import pygame

MB = 1024 * 1024


def surface_bytes(surface: pygame.Surface) -> int:
    """Bytes of pixel memory ``surface`` holds (pitch × height; subsurfaces count 0)."""
    if surface.get_parent() is not None:
        return 0
    return surface.get_pitch() * surface.get_height()


class SurfaceCache:
    """``get``/``put`` by key; the whole cache never holds more than ``budget`` bytes
    (one image bigger than the budget is still kept, alone, until the next ``put``)."""

    def __init__(self, name: str, budget: int) -> None:
        self.name = name
        self.budget = budget
        self.bytes = 0
        self.evictions = 0
        #: images put in so far (made, not found): the benchmark tells what a frame made
        self.made = 0
        self._items: OrderedDict[Hashable, tuple[pygame.Surface, int]] = OrderedDict()

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
        while self.bytes > self.budget and len(self._items) > 1:
            _, (_, gone) = self._items.popitem(last=False)
            self.bytes -= gone
            self.evictions += 1
        return surface

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
