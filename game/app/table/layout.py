"""Where things sit on every table: zone names, the fans of hands, the name plates'
places by seat count, and the fixed rectangles of the chrome (log, plates, toasts).
Everything is in the 1920x1080 canvas."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.app.kit.cards_view import Place

LOG_RECT = pygame.Rect(1480, 700, 420, 360)
PLATE_SIZE = (300, 84)
PLATE_MARGIN = 40         # around a plate's image: its turn glow and shadow
PLATE_TEXT = (74, 12, 48)  # a plate's name and info line: left edge, name top, info top
STATIC_MARGIN = 40        # around a static panel: its shadow
BADGE_SIZE = 44
TOAST_WIDTH = 1500
LOG_TEXT = 28
LOG_LINES = 8          # lines that fit in the log panel


def hand_zone(seat: int) -> str:
    return f"hand:{seat}"


def zone_owner(zone: str) -> int | None:
    return int(zone[5:]) if zone.startswith("hand:") else None


def hand_fan(index: int, count: int, y: float, width: float, span: float, spread: float,
             dip: float, tilt: float) -> Place:
    """Card ``index`` of ``count`` in the bottom seat's hand: a fan along a shallow arc
    centred on the screen, at most ``span`` apart and ``spread`` wide in all, the ends
    ``dip`` lower and turned by up to ``tilt`` degrees."""
    step = min(span, spread / max(1, count - 1))
    offset = index - (count - 1) / 2
    half = max(1.0, (count - 1) / 2)
    return Place(960 + offset * step, y + (offset / half) ** 2 * dip, width,
                 -offset / half * min(tilt, 1.8 * half), 200 + index)


def backs_fan(index: int, count: int, centre: tuple[float, float], width: float,
              span: float, spread: float) -> Place:
    """Card ``index`` of ``count`` in another seat's hand (backs) around ``centre``."""
    step = min(span, spread / max(1, count - 1))
    offset = index - (count - 1) / 2
    return Place(centre[0] + offset * step, centre[1] + abs(offset) * 2.0, width,
                 -offset * 3.0, 200 + index)


def seat_positions(count: int) -> Sequence[tuple[int, int]]:
    """Name-plate centres by seat relative to the bottom seat (clockwise)."""
    bottom = (205, 742)
    layouts = {
        2: [bottom, (960, 262)],
        3: [bottom, (560, 262), (1360, 262)],
        4: [bottom, (190, 560), (960, 262), (1730, 560)],
        5: [bottom, (190, 560), (690, 262), (1230, 262), (1730, 560)],
        6: [bottom, (190, 560), (560, 262), (960, 262), (1360, 262), (1730, 560)],
        7: [bottom, (190, 560), (190, 300), (690, 262), (1230, 262), (1730, 300),
            (1730, 560)],
        8: [bottom, (190, 560), (190, 300), (560, 262), (960, 262), (1360, 262),
            (1730, 300), (1730, 560)],
    }
    return layouts[count]
