"""Where everything of one Toff-Poker seat goes on the 1920x1080 canvas.

Card widths are multiples of 8, like the widths of cards in flight, so that few
distinct card images and shadows are ever rendered (each new width costs a render).

The seat drawn at the bottom (the perspective, or seat 0 in a demo) gets big cards:
its hand along the bottom edge, pool and bid above it. The other seats (1–5) share the
upper band, left to right in clockwise order, each in a box: name plate, the hand as
small cards, the pool (saved cards first), the bid with its running sum. A human seat
up there (two humans at one table) is laid out like a computer's: its cards rise only as
far as the gap above their row.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

#: Upper band for the other seats: from here ...
BAND_TOP = 108
BAND_LEFT, BAND_RIGHT = 20, 1900
GONE = (118, 585)            # the cards out of play (middle left)
GONE_W = 72
DEAL = (960, 560)            # where new cards appear at a round's start


@dataclass(frozen=True)
class Row:
    """A row of cards: centre y, left and right limits of the card centres' spread."""

    left: float
    right: float
    y: float
    width: float             # card width

    def place(self, index: int, count: int, align: str = "left") -> tuple[float, float]:
        """The centre of the index-th of ``count`` cards (overlapping when crowded)."""
        span = self.right - self.left
        step = min(self.width * 1.08, span / max(1, count - 1)) if count > 1 else 0.0
        if align == "centre":
            start = (self.left + self.right) / 2 - step * (count - 1) / 2
        else:
            start = self.left
        return start + index * step, self.y


@dataclass(frozen=True)
class SeatBox:
    plate: tuple[int, int]        # name-plate centre
    hand: Row
    pool: Row
    bid: Row
    total: tuple[int, int]        # centre of the bid's running sum
    tricks: tuple[int, int]       # the won-tricks pile
    trick_w: int
    bottom: bool
    #: how far a card of this seat's rows rises when hovered or focused, and when picked:
    #: up top both together stay within the gap above the row (no card covers another)
    hover_lift: float = 34.0
    pick_lift: float = 44.0


def bottom_box() -> SeatBox:
    return SeatBox(plate=(205, 742),
                   hand=Row(470, 1400, 948, 120),
                   pool=Row(460, 900, 752, 88),
                   bid=Row(1045, 1300, 752, 88),
                   total=(1405, 752),
                   tricks=(318, 742), trick_w=56, bottom=True)


def top_box(index: int, count: int) -> SeatBox:
    """The box of the index-th (0 = leftmost) of ``count`` seats in the upper band."""
    width = min(640, (BAND_RIGHT - BAND_LEFT) / count)
    left = 960 - width * count / 2 + index * width
    cx = left + width / 2
    pad = 36
    return SeatBox(plate=(round(cx), BAND_TOP + 42),
                   # the hand's cards big enough for their ranks to read from the sofa
                   # (large print: 18 px), the pool lower by as much
                   hand=Row(left + pad, left + width - pad, BAND_TOP + 132, 64),
                   pool=Row(left + pad + 6, left + width - pad - 6, BAND_TOP + 250, 72),
                   # room right of the bid for its sum (a two-digit one on Large)
                   bid=Row(left + pad + 6, left + width - pad - 124, BAND_TOP + 354, 72),
                   total=(round(min(cx + 110, left + width - 56)), BAND_TOP + 354),
                   tricks=(round(cx + 124), BAND_TOP + 42), trick_w=48, bottom=False,
                   hover_lift=8.0, pick_lift=14.0)


@cache
def seat_boxes(players: int) -> tuple[SeatBox, ...]:
    """Boxes by seat relative to the bottom seat (clockwise)."""
    return (bottom_box(), *[top_box(i, players - 1) for i in range(players - 1)])


BANNER_SECONDS = 2.5
BANNER_Y = 566               # a trick's result over the middle (where the status line is)
#: an announcement (a round dealt, the choices revealed, a pass over) goes above the status
#: line, over the upper band's bid row (empty at those moments), so that both are seen
ANNOUNCE_Y = BAND_TOP + 354
#: how long a computers-only table shows the laid-out last trick (at normal speed); with
#: a human at the table it stays until the player continues
READ_SECONDS = 5.0

#: sprites kept in a pile of cards out of play (the rest is only counted)
KEEP_IN_PILE = 3


def seat_of(zone: str) -> int | None:
    """The seat a zone belongs to (``hand:2``, ``pool:2`` …), None for a shared one."""
    head, _, tail = zone.partition(":")
    return int(tail) if tail and head in ("hand", "sel", "pool", "saved", "bid", "tricks") \
        else None
