"""Where the Zwicker table puts things: the units' area and their spots (the largest
cards whose rows fit), the stock, the hands, the capture piles and the joker's value
picker."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

AREA = pygame.Rect(500, 322, 940, 310)       # the units in the middle
STOCK = (410, 470)
STOCK_W = 100
HAND_Y = 905
HAND_W = 140
OTHER_W = 66
PILE_W = 62
BOTTOM_PILE = (440, 772)
PICKER_Y = 740
UNIT_WIDTHS = (118, 104, 92, 82, 72, 64, 56, 50)
BADGE = 30                                   # room above a unit for its value
FREE = "free"                                # the target "free table space"
CELEBRATE = 1.3


def pile_zone(seat: int) -> str:
    return f"pile:{seat}"


@dataclass(frozen=True)
class UnitSpot:
    """Where a table unit is drawn: its bottom card's centre and the card width."""

    x: float
    y: float
    width: float

    def card_offset(self) -> tuple[float, float]:
        """How far each card of a stack sits from the one below (fanned)."""
        return self.width * 0.22, self.width * 0.15


def unit_spots(sizes: tuple[int, ...], area: pygame.Rect = AREA) -> list[UnitSpot]:
    """Positions for units of ``sizes`` cards: the largest card width whose rows fit
    ``area``; rows centred. Never off ``area``: at the smallest width units overlap.

    >>> len(unit_spots((1, 2, 1)))
    3
    """
    n = len(sizes)
    if not n:
        return []
    deepest = max(sizes)
    for width in UNIT_WIDTHS:
        dx, dy = width * 0.22, width * 0.15
        stack_w = width + (deepest - 1) * dx
        slot_w = stack_w + width * 0.22
        slot_h = width * 1.4 + (deepest - 1) * dy + BADGE + 8
        cols = max(1, int((area.width - stack_w) // slot_w) + 1)
        rows = math.ceil(n / cols)
        if rows * slot_h <= area.height:
            break
    else:                       # the smallest cards still do not fit: rows overlap
        rows = max(1, int(area.height // slot_h))
    cols = math.ceil(n / rows)                  # balanced rows
    pitch = min(slot_w, (area.width - stack_w) / (cols - 1)) if cols > 1 else 0.0
    row_h = min(slot_h, area.height / rows)
    spots: list[UnitSpot] = []
    top = area.centery - rows * row_h / 2
    for i in range(n):
        row, col = divmod(i, cols)
        in_row = min(cols, n - row * cols)
        left = area.centerx - ((in_row - 1) * pitch + stack_w) / 2
        spots.append(UnitSpot(left + col * pitch + width / 2,
                              top + row * row_h + BADGE + width * 0.7, width))
    return spots
