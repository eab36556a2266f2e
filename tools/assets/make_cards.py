"""Procedurally generate Stammtisch's card art, suit glyphs, felt and icons.

Run ``python tools/assets/make_cards.py`` from the repository root; everything is written into
``sprites/``.  All art is drawn with ``pygame.draw`` primitives (plus pygame's bundled
default font for the indices) at ``SS`` times the final resolution and smoothscaled down
for anti-aliasing.  Output is fully deterministic.

Optional: ``python tools/assets/make_cards.py --contact /tmp/contact.png`` additionally renders a
contact sheet of a selection of cards on the felt (for eyeballing; never commit it).

Public helpers the app may reuse:

* ``draw_suit(surface, suit, centre, size, colour=None, flip=False, four_colour=False)`` and
  the per-shape functions ``draw_heart``, ``draw_diamond``, ``draw_club``, ``draw_spade``,
  ``draw_ring`` and ``draw_star`` (``size`` is the glyph height in pixels);
* ``suit_colour(suit, four_colour=False)``;
* ``render_card(text, four_colour=False)`` -> 200x280 RGBA ``pygame.Surface``;
* ``render_suit_icon(suit, four_colour=False)``, ``render_felt()``, ``render_icon(name)``.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

ROOT = toolkit.headless()

import pygame  # noqa: E402

SPRITES = ROOT / "sprites"

CARD_W, CARD_H = 200, 280
SS = 3  # supersampling factor for cards
ICON = 64
ICON_SS = 4
FELT_W, FELT_H = 480, 270

RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
FRENCH_SUITS = "SHDC"
EXTRA_SUITS = "OT"
ALL_SUITS = FRENCH_SUITS + EXTRA_SUITS
ICON_NAMES = [
    "trump_high",
    "trump_low",
    "stock",
    "pile",
    "zwick",
    "hint",
    "sound_on",
    "sound_off",
    "computer",
    "human",
    "phone",
]

Colour = tuple[int, int, int]
Point = tuple[float, float]

# --------------------------------------------------------------------------- colours
INK: Colour = (24, 24, 32)
RED: Colour = (196, 24, 40)
BLUE4: Colour = (22, 78, 196)
GREEN4: Colour = (12, 128, 58)
ORANGE: Colour = (226, 136, 8)
PURPLE: Colour = (124, 46, 176)
IVORY: Colour = (252, 250, 243)
EDGE: Colour = (138, 134, 128)
GOLD: Colour = (222, 172, 40)
GOLD_DARK: Colour = (160, 112, 20)
SKIN: Colour = (246, 214, 180)
NAVY: Colour = (30, 44, 110)
DEEP_RED: Colour = (132, 16, 30)

SUIT_COLOURS: dict[str, Colour] = {"S": INK, "H": RED, "D": RED, "C": INK, "O": ORANGE, "T": PURPLE}
SUIT_COLOURS_4: dict[str, Colour] = {**SUIT_COLOURS, "D": BLUE4, "C": GREEN4}


def suit_colour(suit: str, four_colour: bool = False) -> Colour:
    """Colour of a suit in the normal or four-colour deck."""
    return (SUIT_COLOURS_4 if four_colour else SUIT_COLOURS)[suit]


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore


# --------------------------------------------------------------------------- suit shapes
def _heart_unit(n: int = 96) -> list[Point]:
    """Classic parametric heart, normalised to height 1, centred on its bounding box."""
    raw = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        raw.append((x, y))
    ys = [p[1] for p in raw]
    y0, y1 = min(ys), max(ys)
    h = y1 - y0
    cy = (y0 + y1) / 2
    return [(x / h, (y - cy) / h) for x, y in raw]


_HEART = _heart_unit()


def _place(pts: Iterable[Point], centre: Point, size: float, flip: bool) -> list[Point]:
    cx, cy = centre
    s = -size if flip else size
    return [(cx + x * s, cy + y * s) for x, y in pts]


def _circle(surf, colour, centre, size, flip, x, y, r, width=0):
    (px, py), = _place([(x, y)], centre, size, flip)
    pygame.draw.circle(surf, colour, (px, py), max(1, r * size), max(0, round(width * size)))


def draw_heart(surf: pygame.Surface, centre: Point, size: float, colour: Colour,
               flip: bool = False) -> None:
    """Heart of height ``size`` centred on ``centre`` (``flip`` rotates it 180 degrees)."""
    pts = [(x * 1.02, y) for x, y in _HEART]
    pygame.draw.polygon(surf, colour, _place(pts, centre, size, flip))


def draw_diamond(surf: pygame.Surface, centre: Point, size: float, colour: Colour,
                 flip: bool = False) -> None:
    """Diamond (lozenge with slightly concave sides)."""
    pts: list[Point] = []
    corners = [(0.0, -0.5), (0.37, 0.0), (0.0, 0.5), (-0.37, 0.0)]
    for i in range(4):
        (ax, ay), (bx, by) = corners[i], corners[(i + 1) % 4]
        for k in range(12):
            t = k / 12
            bow = 0.045 * math.sin(math.pi * t)
            mx, my = ax + (bx - ax) * t, ay + (by - ay) * t
            # pull towards the centre for a gentle concave side
            ln = math.hypot(mx, my) or 1.0
            pts.append((mx - mx / ln * bow, my - my / ln * bow))
    pygame.draw.polygon(surf, colour, _place(pts, centre, size, flip))


def _stem(flare: float, top: float) -> list[Point]:
    left, right = [], []
    for k in range(13):
        t = k / 12
        y = top + (0.5 - top) * t
        x = 0.035 + flare * t**2.2
        left.append((-x, y))
        right.append((x, y))
    return left + right[::-1]


def draw_club(surf: pygame.Surface, centre: Point, size: float, colour: Colour,
              flip: bool = False) -> None:
    """Club: three circles and a flared stem."""
    r = 0.255
    for x, y in ((0.0, -0.5 + r), (-0.255, 0.06), (0.255, 0.06)):
        _circle(surf, colour, centre, size, flip, x, y, r)
    _circle(surf, colour, centre, size, flip, 0.0, -0.02, 0.14)
    pygame.draw.polygon(surf, colour, _place(_stem(0.2, 0.0), centre, size, flip))


def draw_spade(surf: pygame.Surface, centre: Point, size: float, colour: Colour,
               flip: bool = False) -> None:
    """Spade: an inverted heart on a flared stem."""
    body = [(x * 1.06 * 0.8, -y * 0.8 - 0.1) for x, y in _HEART]
    pygame.draw.polygon(surf, colour, _place(body, centre, size, flip))
    pygame.draw.polygon(surf, colour, _place(_stem(0.2, 0.05), centre, size, flip))


def draw_ring(surf: pygame.Surface, centre: Point, size: float, colour: Colour,
              flip: bool = False) -> None:
    """The invented 'O' suit: a bold ring with a centre dot."""
    _circle(surf, colour, centre, size, flip, 0, 0, 0.5, width=0.17)
    _circle(surf, colour, centre, size, flip, 0, 0, 0.13)


def _star_points(n: int = 5, outer: float = 0.5, inner: float = 0.2, rot: float = 0.0):
    pts = []
    for i in range(2 * n):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + rot + math.pi * i / n
        pts.append((r * math.cos(a), r * math.sin(a)))
    return pts


def draw_star(surf: pygame.Surface, centre: Point, size: float, colour: Colour,
              flip: bool = False) -> None:
    """The invented 'T' suit: a five-pointed star (point up)."""
    pts = [(x * 1.04, y + 0.05) for x, y in _star_points(5, 0.53, 0.22)]
    pygame.draw.polygon(surf, colour, _place(pts, centre, size, flip))


SUIT_DRAWERS: dict[str, Callable[..., None]] = {
    "S": draw_spade,
    "H": draw_heart,
    "D": draw_diamond,
    "C": draw_club,
    "O": draw_ring,
    "T": draw_star,
}


def draw_suit(surf: pygame.Surface, suit: str, centre: Point, size: float,
              colour: Colour | None = None, flip: bool = False,
              four_colour: bool = False) -> None:
    """Draw suit ``suit`` (one of S H D C O T) of height ``size`` centred at ``centre``."""
    if colour is None:
        colour = suit_colour(suit, four_colour)
    SUIT_DRAWERS[suit](surf, centre, size, colour, flip)


# --------------------------------------------------------------------------- text
_FONTS: dict[int, pygame.font.Font] = {}


def _font(size: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    if size not in _FONTS:
        _FONTS[size] = pygame.font.Font(None, size)
    return _FONTS[size]


def text_surface(text: str, height: int, colour: Colour, max_width: int | None = None,
                 squeeze: float = 1.0) -> pygame.Surface:
    """Render ``text`` cropped to its ink and scaled to exactly ``height`` pixels tall."""
    raw = _font(240).render(text, True, colour)
    box = raw.get_bounding_rect()
    raw = raw.subsurface(box).copy()
    w = max(1, round(box.w * height / box.h * squeeze))
    if max_width is not None and w > max_width:
        w = max_width
    return pygame.transform.smoothscale(raw, (w, height))


# --------------------------------------------------------------------------- card helpers
def _blank_card() -> pygame.Surface:
    w, h = CARD_W * SS, CARD_H * SS
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    rad = 12 * SS
    pygame.draw.rect(surf, EDGE, (0, 0, w, h), border_radius=rad)
    pygame.draw.rect(surf, IVORY, (SS + 1, SS + 1, w - 2 * SS - 2, h - 2 * SS - 2),
                     border_radius=rad - SS)
    return surf


def downscale(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Smoothscale an RGBA surface down without dark fringes at transparent edges.

    Scales premultiplied colour, then un-premultiplies; also restores the full opacity that
    the shrink filter's rounding loses (it tops out at 253).
    """
    small = pygame.transform.smoothscale(surf.premul_alpha(), size)
    orig = pygame.image.tobytes(small, "RGBA")
    top = max(orig[3::4], default=255) or 255
    raw = bytearray(orig.translate(bytes(min(255, round(v * 255 / top)) for v in range(256))))
    for i, a in enumerate(orig[3::4]):
        if a != top:
            o = 4 * i
            for c in range(o, o + 3):
                raw[c] = min(255, round(orig[c] * 255 / a)) if a else 0
    return pygame.image.frombytes(bytes(raw), size, "RGBA")


def _finish(surf: pygame.Surface) -> pygame.Surface:
    return downscale(surf, (CARD_W, CARD_H))


INDEX_W, INDEX_H = 40, 84  # logical px of the corner-index box


def _index_box(rank: str, suit: str, colour: Colour) -> pygame.Surface:
    box = pygame.Surface((INDEX_W * SS, INDEX_H * SS), pygame.SRCALPHA)
    txt = text_surface(rank, 31 * SS, colour, max_width=34 * SS,
                       squeeze=0.78 if rank == "10" else 1.0)
    box.blit(txt, txt.get_rect(midtop=(box.get_width() // 2, 0)))
    draw_suit(box, suit, (box.get_width() / 2, 52 * SS), 26 * SS, colour)
    return box


def _blit_corners(card: pygame.Surface, box: pygame.Surface, x: int = 3, y: int = 12) -> None:
    card.blit(box, (x * SS, y * SS))
    flipped = pygame.transform.rotate(box, 180)
    card.blit(flipped, (card.get_width() - x * SS - flipped.get_width(),
                        card.get_height() - y * SS - flipped.get_height()))


# pip layout: (column, row fraction 0..1); columns L, C, R
_L, _C, _R = 60, 100, 140
_TOP, _BOT = 44, 236
_SIX = [(_L, 0), (_R, 0), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)]
_EIGHT_COL = [(c, t) for t in (0, 1 / 3, 2 / 3, 1) for c in (_L, _R)]
PIP_LAYOUT: dict[int, list[tuple[int, float]]] = {
    2: [(_C, 0), (_C, 1)],
    3: [(_C, 0), (_C, 0.5), (_C, 1)],
    4: [(_L, 0), (_R, 0), (_L, 1), (_R, 1)],
    5: [(_L, 0), (_R, 0), (_C, 0.5), (_L, 1), (_R, 1)],
    6: _SIX,
    7: _SIX + [(_C, 0.25)],
    8: _SIX + [(_C, 0.25), (_C, 0.75)],
    9: _EIGHT_COL + [(_C, 0.5)],
    10: _EIGHT_COL + [(_C, 1 / 6), (_C, 5 / 6)],
}


def pip_positions(n: int) -> list[tuple[float, float, bool]]:
    """Logical (200x280) pip centres for number card ``n`` and whether each is flipped."""
    out = []
    for col, t in PIP_LAYOUT[n]:
        y = _TOP + (_BOT - _TOP) * t
        out.append((float(col), y, t > 0.5 + 1e-9))
    return out


def _draw_number(card: pygame.Surface, n: int, suit: str, colour: Colour) -> None:
    size = 34 * SS
    for x, y, flip in pip_positions(n):
        draw_suit(card, suit, (x * SS, y * SS), size, colour, flip)


def _draw_ace(card: pygame.Surface, suit: str, colour: Colour) -> None:
    cx, cy = CARD_W * SS / 2, CARD_H * SS / 2
    if suit != "S":
        draw_suit(card, suit, (cx, cy), 96 * SS, colour)
        return
    # the ornate ace of spades
    for i in range(24):
        a = 2 * math.pi * i / 24
        r1, r2 = 64 * SS, 74 * SS
        p = (cx + r1 * math.cos(a), cy + r1 * math.sin(a))
        q = (cx + r2 * math.cos(a), cy + r2 * math.sin(a))
        pygame.draw.line(card, GOLD, p, q, 2 * SS)
        pygame.draw.circle(card, DEEP_RED if i % 2 else NAVY, q, 3 * SS)
    pygame.draw.circle(card, GOLD_DARK, (cx, cy), 62 * SS, SS * 2)
    pygame.draw.circle(card, GOLD, (cx, cy), 58 * SS, SS)
    draw_spade(card, (cx, cy), 104 * SS, colour)
    draw_spade(card, (cx, cy - 2 * SS), 76 * SS, GOLD)
    draw_spade(card, (cx, cy - 3 * SS), 64 * SS, colour)
    draw_spade(card, (cx, cy - 6 * SS), 30 * SS, DEEP_RED)
    # flourishes: small mirrored pips top and bottom
    for flip, y in ((False, 40), (True, 240)):
        for dx in (-26, 0, 26):
            sz = 12 if dx else 16
            draw_diamond(card, (cx + dx * SS, y * SS), sz * SS, GOLD_DARK if dx else NAVY, flip)
    label = text_surface("STAMMTISCH", 9 * SS, GOLD_DARK)
    card.blit(label, label.get_rect(center=(cx, cy + 84 * SS)))
    card.blit(pygame.transform.rotate(label, 180),
              label.get_rect(center=(cx, cy - 84 * SS)))


# --------------------------------------------------------------------------- court cards
ACCENTS: dict[str, Colour] = {
    "S": DEEP_RED, "H": NAVY, "D": (24, 110, 70), "C": (178, 30, 40), "O": PURPLE, "T": ORANGE,
}


def _accent(suit: str, four_colour: bool) -> Colour:
    if four_colour and suit == "D":
        return (190, 40, 40)
    return ACCENTS[suit]


def _court_half(rank: str, suit: str, colour: Colour, accent: Colour,
                pw: int, ph: int) -> pygame.Surface:
    """Upper half of a court card panel (the lower half is its 180-degree rotation)."""
    half = pygame.Surface((pw, ph), pygame.SRCALPHA)

    def P(u: float, v: float) -> tuple[float, float]:  # noqa: N802 - tiny local helper
        return (u * pw, v * ph)

    def poly(col: Colour, pts: Sequence[Point], width: int = 0) -> None:
        pygame.draw.polygon(half, col, [P(u, v) for u, v in pts], width)

    def ell(col: Colour, u: float, v: float, w: float, h: float, width: int = 0) -> None:
        pygame.draw.ellipse(half, col, pygame.Rect(P(u - w / 2, v - h / 2), P(w, h)), width)

    lw = max(2, pw // 120)
    hair = {"K": (236, 236, 230), "Q": (214, 150, 40), "J": (120, 70, 30)}[rank]

    # --- attribute behind the figure (right side)
    if rank == "K":  # sword
        poly((196, 200, 210), [(0.79, 0.08), (0.82, 0.13), (0.82, 1.0), (0.76, 1.0), (0.76, 0.13)])
        poly(INK, [(0.79, 0.08), (0.82, 0.13), (0.82, 1.0), (0.76, 1.0), (0.76, 0.13)], lw)
        poly(GOLD, [(0.68, 0.66), (0.9, 0.66), (0.9, 0.7), (0.68, 0.7)])
    elif rank == "Q":  # flower
        pygame.draw.line(half, (40, 130, 60), P(0.8, 1.0), P(0.8, 0.34), lw * 2)
        ell((40, 130, 60), 0.86, 0.6, 0.1, 0.05)
        for i in range(6):
            a = 2 * math.pi * i / 6
            ell(accent, 0.8 + 0.05 * math.cos(a), 0.3 + 0.05 * math.sin(a), 0.07, 0.07)
        ell(GOLD, 0.8, 0.3, 0.05, 0.05)
    else:  # halberd
        pygame.draw.line(half, (120, 80, 40), P(0.8, 1.0), P(0.8, 0.1), lw * 3)
        poly((196, 200, 210), [(0.8, 0.12), (0.92, 0.16), (0.93, 0.28), (0.8, 0.26)])
        poly(INK, [(0.8, 0.12), (0.92, 0.16), (0.93, 0.28), (0.8, 0.26)], lw)
        poly((196, 200, 210), [(0.78, 0.16), (0.8, 0.03), (0.82, 0.16)])

    # --- long hair (queen) behind the head
    if rank == "Q":
        poly(hair, [(0.33, 0.36), (0.36, 0.26), (0.5, 0.22), (0.64, 0.26), (0.67, 0.36),
                    (0.7, 0.7), (0.3, 0.7)])

    # --- robe
    robe = [(0.1, 1.0), (0.14, 0.78), (0.22, 0.7), (0.38, 0.64), (0.62, 0.64), (0.78, 0.7),
            (0.86, 0.78), (0.9, 1.0)]
    poly(colour, robe)
    poly(INK, robe, lw)
    # trim: gold bands on the shoulders and the hem pattern
    poly(GOLD, [(0.16, 0.8), (0.22, 0.73), (0.3, 0.72), (0.26, 1.0), (0.18, 1.0)])
    poly(GOLD, [(0.84, 0.8), (0.78, 0.73), (0.7, 0.72), (0.74, 1.0), (0.82, 1.0)])
    for i in range(4):
        v = 0.8 + i * 0.055
        ell(accent, 0.22 + 0.005 * i, v, 0.035, 0.035)
        ell(accent, 0.78 - 0.005 * i, v, 0.035, 0.035)
    # collar / chest panel in the accent colour
    chest = [(0.36, 0.65), (0.64, 0.65), (0.58, 1.0), (0.42, 1.0)]
    poly(accent, chest)
    poly(GOLD, [(0.47, 0.7), (0.53, 0.7), (0.53, 1.0), (0.47, 1.0)])
    for i in range(3):
        ell(IVORY, 0.5, 0.76 + i * 0.08, 0.03, 0.03)
    if rank == "Q":  # pearl necklace
        for i in range(9):
            a = math.pi * (0.15 + 0.7 * i / 8)
            ell(IVORY, 0.5 + 0.13 * math.cos(a), 0.62 + 0.07 * math.sin(a), 0.028, 0.028)
    poly(INK, chest, lw)

    # --- neck and head
    poly(SKIN, [(0.45, 0.52), (0.55, 0.52), (0.56, 0.66), (0.44, 0.66)])
    ell(SKIN, 0.5, 0.44, 0.24, 0.28)
    ell(INK, 0.5, 0.44, 0.24, 0.28, lw)
    # eyes, brows, nose, mouth
    for u in (0.455, 0.545):
        ell(IVORY, u, 0.43, 0.045, 0.025)
        ell(INK, u + 0.005, 0.43, 0.02, 0.022)
        pygame.draw.line(half, INK, P(u - 0.025, 0.4), P(u + 0.02, 0.395), lw)
    pygame.draw.lines(half, INK, False, [P(0.5, 0.43), P(0.49, 0.48), P(0.505, 0.485)], lw)
    if rank == "K":  # beard and moustache
        poly(hair, [(0.38, 0.45), (0.42, 0.5), (0.58, 0.5), (0.62, 0.45), (0.6, 0.58),
                    (0.5, 0.66), (0.4, 0.58)])
        poly(INK, [(0.38, 0.45), (0.42, 0.5), (0.58, 0.5), (0.62, 0.45), (0.6, 0.58),
                   (0.5, 0.66), (0.4, 0.58)], lw)
        poly(hair, [(0.43, 0.52), (0.5, 0.495), (0.57, 0.52), (0.5, 0.515)])
        pygame.draw.line(half, (180, 40, 50), P(0.47, 0.535), P(0.53, 0.535), lw)
        ell(hair, 0.37, 0.38, 0.06, 0.12)
        ell(hair, 0.63, 0.38, 0.06, 0.12)
    else:
        pygame.draw.arc(half, (190, 40, 60), pygame.Rect(P(0.46, 0.47), P(0.08, 0.06)),
                        math.pi * 1.1, math.pi * 1.9, lw * 2)
        ell((240, 170, 160), 0.43, 0.48, 0.04, 0.025)
        ell((240, 170, 160), 0.57, 0.48, 0.04, 0.025)
    if rank == "J":  # short hair and a thin moustache
        ell(hair, 0.385, 0.39, 0.05, 0.11)
        ell(hair, 0.615, 0.39, 0.05, 0.11)
        pygame.draw.lines(half, hair, False, [P(0.46, 0.505), P(0.5, 0.495), P(0.54, 0.505)], lw)

    # --- headwear
    if rank == "K":  # crown
        crown = [(0.36, 0.34), (0.35, 0.14), (0.41, 0.24), (0.45, 0.09), (0.5, 0.2),
                 (0.55, 0.09), (0.59, 0.24), (0.65, 0.14), (0.64, 0.34)]
        poly(GOLD, crown)
        poly(GOLD_DARK, crown, lw)
        poly(accent, [(0.36, 0.29), (0.64, 0.29), (0.64, 0.34), (0.36, 0.34)])
        for u, v in ((0.35, 0.13), (0.45, 0.08), (0.55, 0.08), (0.65, 0.13)):
            ell(IVORY, u, v, 0.035, 0.035)
        for u, c in ((0.42, colour), (0.5, IVORY), (0.58, colour)):
            ell(c, u, 0.315, 0.035, 0.035)
    elif rank == "Q":  # tiara with three flowers
        poly(GOLD, [(0.37, 0.33), (0.4, 0.26), (0.5, 0.22), (0.6, 0.26), (0.63, 0.33),
                    (0.5, 0.3)])
        poly(GOLD_DARK, [(0.37, 0.33), (0.4, 0.26), (0.5, 0.22), (0.6, 0.26), (0.63, 0.33),
                         (0.5, 0.3)], lw)
        for u, v, r in ((0.42, 0.235, 0.035), (0.5, 0.18, 0.045), (0.58, 0.235, 0.035)):
            for i in range(5):
                a = 2 * math.pi * i / 5
                ell(accent, u + r * 0.7 * math.cos(a), v + r * 0.7 * math.sin(a), r, r)
            ell(GOLD, u, v, r * 0.8, r * 0.8)
    else:  # jack: cap with a feather
        feather = [(0.6, 0.27), (0.7, 0.12), (0.8, 0.04), (0.76, 0.14), (0.66, 0.27)]
        poly(colour, feather)
        poly(INK, feather, lw)
        cap = [(0.34, 0.34), (0.36, 0.22), (0.46, 0.16), (0.6, 0.17), (0.67, 0.26), (0.68, 0.34)]
        poly(accent, cap)
        poly(INK, cap, lw)
        poly(GOLD, [(0.34, 0.3), (0.68, 0.3), (0.68, 0.345), (0.34, 0.345)])
        ell(colour, 0.51, 0.322, 0.04, 0.04)

    # --- emblem pip in the upper left
    draw_suit(half, suit, P(0.16, 0.2), 0.2 * ph, colour)
    return half


def _draw_court(card: pygame.Surface, rank: str, suit: str, colour: Colour,
                accent: Colour) -> None:
    x0, y0, x1, y1 = 43 * SS, 22 * SS, 157 * SS, 258 * SS
    panel = pygame.Rect(x0, y0, x1 - x0, y1 - y0)
    tint = _mix(IVORY, GOLD, 0.12)
    pygame.draw.rect(card, tint, panel)
    pw, ph = panel.w, panel.h // 2
    half = _court_half(rank, suit, colour, accent, pw, ph)
    card.blit(half, (x0, y0))
    card.blit(pygame.transform.rotate(half, 180), (x0, y0 + ph))
    mid = y0 + ph
    pygame.draw.line(card, GOLD_DARK, (x0, mid), (x1, mid), SS * 2)
    pygame.draw.rect(card, GOLD, panel, SS * 2)
    pygame.draw.rect(card, colour, panel.inflate(4 * SS, 4 * SS), SS)


# --------------------------------------------------------------------------- joker & back
def _draw_joker(card: pygame.Surface) -> None:
    colours = [RED, NAVY, (30, 140, 70), PURPLE, ORANGE]
    box = pygame.Surface((30 * SS, 120 * SS), pygame.SRCALPHA)
    for i, ch in enumerate("JOKER"):
        t = text_surface(ch, 19 * SS, colours[i % len(colours)])
        box.blit(t, t.get_rect(midtop=(box.get_width() // 2, i * 23 * SS)))
    _blit_corners(card, box, x=6, y=12)

    def P(x: float, y: float) -> tuple[float, float]:  # noqa: N802
        return (x * SS, y * SS)

    # jester hat: three floppy points with bells
    points = [
        ([(70, 140), (58, 110), (40, 84), (30, 70), (52, 80), (78, 104), (90, 128)], RED),
        ([(130, 140), (142, 110), (160, 84), (170, 70), (148, 80), (122, 104), (110, 128)],
         (30, 140, 70)),
        ([(82, 132), (88, 96), (100, 58), (112, 96), (118, 132)], PURPLE),
    ]
    for pts, col in points:
        pygame.draw.polygon(card, col, [P(*p) for p in pts])
        pygame.draw.polygon(card, INK, [P(*p) for p in pts], SS)
    for x, y in ((30, 70), (170, 70), (100, 58)):
        pygame.draw.circle(card, GOLD, P(x, y), 7 * SS)
        pygame.draw.circle(card, GOLD_DARK, P(x, y), 7 * SS, SS)
    pygame.draw.rect(card, GOLD, (P(66, 128), P(68, 14)), border_radius=4 * SS)
    for i in range(5):
        draw_diamond(card, P(72 + i * 14, 135), 10 * SS, [RED, NAVY][i % 2])
    # face
    pygame.draw.circle(card, SKIN, P(100, 166), 26 * SS)
    pygame.draw.circle(card, INK, P(100, 166), 26 * SS, SS)
    for x in (90, 110):
        pygame.draw.circle(card, INK, P(x, 160), 3 * SS)
        pygame.draw.line(card, INK, P(x - 5, 152), P(x + 4, 150), SS)
    pygame.draw.circle(card, RED, P(100, 168), 4 * SS)
    pygame.draw.arc(card, RED, (P(86, 160), P(28, 20)), math.pi * 1.05, math.pi * 1.95, 2 * SS)
    pygame.draw.circle(card, (240, 150, 150), P(84, 172), 4 * SS)
    pygame.draw.circle(card, (240, 150, 150), P(116, 172), 4 * SS)
    # ruffled collar
    for i in range(9):
        x = 64 + i * 9
        col = colours[i % len(colours)]
        pygame.draw.circle(card, col, P(x, 200 + 3 * math.sin(i)), 7 * SS)
        pygame.draw.circle(card, INK, P(x, 200 + 3 * math.sin(i)), 7 * SS, SS)
    # sparkles
    for (x, y), col in zip(((56, 232), (100, 244), (144, 232), (48, 176), (152, 176)),
                           colours, strict=True):
        draw_star(card, P(x, y), 14 * SS, col)


def render_back() -> pygame.Surface:
    """The card back: symmetric lattice on deep red with a navy medallion."""
    card = _blank_card()
    w, h = card.get_size()
    m = 9 * SS
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    field = pygame.Surface(inner.size, pygame.SRCALPHA)
    field.fill((150, 18, 36))
    fw, fh = inner.size
    cx, cy = fw / 2, fh / 2
    step = 18 * SS
    light = (196, 54, 64)
    # diagonal lattice, symmetric about both axes
    k = -int((fw + fh) / step) - 2
    while k * step < fw + fh + step:
        off = k * step
        pygame.draw.line(field, light, (cx + off - fh, cy - fh), (cx + off + fh, cy + fh), SS)
        pygame.draw.line(field, light, (cx - off - fh, cy + fh), (cx - off + fh, cy - fh), SS)
        k += 1
    for iy in range(-10, 11):
        for ix in range(-8, 9):
            if (ix + iy) % 2 == 0:
                x, y = cx + ix * step / 2, cy + iy * step / 2
                if (ix + iy) % 4 == 0:
                    draw_diamond(field, (x, y), 7 * SS, GOLD)
                else:
                    pygame.draw.circle(field, (236, 196, 120), (x, y), 2 * SS)
    # medallion
    pygame.draw.ellipse(field, GOLD, pygame.Rect(0, 0, 104 * SS, 136 * SS).move(
        cx - 52 * SS, cy - 68 * SS))
    pygame.draw.ellipse(field, NAVY, pygame.Rect(0, 0, 96 * SS, 128 * SS).move(
        cx - 48 * SS, cy - 64 * SS))
    pygame.draw.ellipse(field, GOLD, pygame.Rect(0, 0, 84 * SS, 116 * SS).move(
        cx - 42 * SS, cy - 58 * SS), SS)
    pts = [(cx + x * 70 * SS, cy + y * 70 * SS) for x, y in _star_points(8, 0.5, 0.24)]
    pygame.draw.polygon(field, GOLD, pts)
    pts = [(cx + x * 40 * SS, cy + y * 40 * SS) for x, y in _star_points(8, 0.5, 0.24, math.pi / 8)]
    pygame.draw.polygon(field, (150, 18, 36), pts)
    pygame.draw.circle(field, GOLD, (cx, cy), 6 * SS)
    for suit, (dx, dy) in zip("SHDC", ((0, -46), (34, 0), (0, 46), (-34, 0)), strict=True):
        draw_suit(field, suit, (cx + dx * SS, cy + dy * SS), 13 * SS, IVORY, flip=dy > 0)
    # double frame
    pygame.draw.rect(field, GOLD, field.get_rect(), 3 * SS)
    pygame.draw.rect(field, GOLD, field.get_rect().inflate(-10 * SS, -10 * SS), SS)
    card.blit(field, inner)
    # round the field's corners by re-drawing the ivory margin ring around it
    ring = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(ring, IVORY, (0, 0, w, h), m + 2 * SS, border_radius=12 * SS)
    card.blit(ring, (0, 0))
    pygame.draw.rect(card, NAVY, inner, SS, border_radius=6 * SS)
    pygame.draw.rect(card, EDGE, (0, 0, w, h), SS, border_radius=12 * SS)
    return _finish(card)


# --------------------------------------------------------------------------- card entry point
def card_names() -> list[str]:
    """Every card file stem (without extension) produced per deck folder."""
    names = [r + s for s in ALL_SUITS for r in RANKS]
    return names + ["JK", "back"]


def render_card(text: str, four_colour: bool = False) -> pygame.Surface:
    """Render card ``text`` (e.g. ``"10D"``, ``"AS"``, ``"JK"``, ``"back"``) at 200x280."""
    if text == "back":
        return render_back()
    card = _blank_card()
    if text == "JK":
        _draw_joker(card)
        return _finish(card)
    rank, suit = text[:-1], text[-1]
    if rank not in RANKS or suit not in ALL_SUITS:
        raise ValueError(f"unknown card {text!r}")
    colour = suit_colour(suit, four_colour)
    _blit_corners(card, _index_box(rank, suit, colour))
    if rank == "A":
        _draw_ace(card, suit, colour)
    elif rank in "JQK":
        _draw_court(card, rank, suit, colour, _accent(suit, four_colour))
    else:
        _draw_number(card, int(rank), suit, colour)
    return _finish(card)


# --------------------------------------------------------------------------- small sprites
def render_suit_icon(suit: str, four_colour: bool = False) -> pygame.Surface:
    """64x64 transparent suit glyph in the suit's colour."""
    s = ICON * ICON_SS
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    draw_suit(surf, suit, (s / 2, s / 2), s * 0.86, four_colour=four_colour)
    return downscale(surf, (ICON, ICON))


def render_felt(seed: int = 1234) -> pygame.Surface:
    """480x270 dark green felt with soft mottling, fine grain and a vignette."""
    rng = random.Random(seed)
    cw, ch = 32, 18
    coarse = pygame.Surface((cw, ch))
    for y in range(ch):
        for x in range(cw):
            v = rng.randint(0, 255)
            coarse.set_at((x, y), (v, v, v))
    blur = pygame.transform.smoothscale(pygame.transform.smoothscale(coarse, (cw * 4, ch * 4)),
                                        (FELT_W, FELT_H))
    mottle = pygame.image.tobytes(blur, "RGB")
    base = (22, 92, 52)
    out = bytearray(FELT_W * FELT_H * 3)
    hx, hy = FELT_W / 2, FELT_H / 2
    i = 0
    for y in range(FELT_H):
        dy = (y - hy) / hy
        for x in range(FELT_W):
            dx = (x - hx) / hx
            d2 = (dx * dx + dy * dy) / 2
            vig = 1.0 - 0.55 * d2 ** 1.3
            m = (mottle[i * 3] - 128) / 128 * 0.07
            g = rng.random() * 0.08 - 0.04
            f = vig * (1.0 + m + g)
            o = i * 3
            out[o] = max(0, min(255, round(base[0] * f)))
            out[o + 1] = max(0, min(255, round(base[1] * f)))
            out[o + 2] = max(0, min(255, round(base[2] * f)))
            i += 1
    return pygame.image.frombytes(bytes(out), (FELT_W, FELT_H), "RGB")


def _icon_canvas() -> tuple[pygame.Surface, Callable[[float, float], Point]]:
    s = ICON * ICON_SS
    surf = pygame.Surface((s, s), pygame.SRCALPHA)

    def P(x: float, y: float) -> Point:  # noqa: N802 - coordinates in 64-grid units
        return (x * ICON_SS, y * ICON_SS)

    return surf, P


def _crown(surf, P, x0, y0, w, h, body, trim) -> None:  # noqa: N803
    pts = [(0, 1), (0, 0.15), (0.25, 0.55), (0.5, 0), (0.75, 0.55), (1, 0.15), (1, 1)]
    poly = [P(x0 + u * w, y0 + v * h) for u, v in pts]
    pygame.draw.polygon(surf, body, poly)
    pygame.draw.polygon(surf, trim, poly, ICON_SS * 2)
    for u, v in ((0, 0.15), (0.5, 0), (1, 0.15)):
        pygame.draw.circle(surf, body, P(x0 + u * w, y0 + v * h), w * 0.07 * ICON_SS)
        pygame.draw.circle(surf, trim, P(x0 + u * w, y0 + v * h), w * 0.07 * ICON_SS, ICON_SS)
    pygame.draw.rect(surf, trim, (P(x0, y0 + 0.78 * h), P(w, 0.08 * h)))


def _mini_card(surf, P, x, y, w, h, angle, face: str | None) -> None:  # noqa: N803
    card = render_card(face) if face else render_back()
    scaled = pygame.transform.smoothscale(card, (round(w * ICON_SS), round(h * ICON_SS)))
    rot = pygame.transform.rotate(scaled, angle)
    surf.blit(rot, rot.get_rect(center=P(x, y)))


def render_icon(name: str) -> pygame.Surface:
    """One of the 64x64 UI icons listed in ``ICON_NAMES``."""
    surf, P = _icon_canvas()
    light = (240, 236, 226)
    if name == "trump_high":
        _crown(surf, P, 8, 4, 48, 34, GOLD, GOLD_DARK)
        for dy in (0, 9):
            pygame.draw.lines(surf, (250, 230, 120), False,
                              [P(20, 61 - dy), P(32, 51 - dy), P(44, 61 - dy)], ICON_SS * 3)
    elif name == "trump_low":
        _crown(surf, P, 18, 30, 28, 22, (200, 204, 214), (110, 116, 130))
        pygame.draw.lines(surf, (200, 204, 214), False, [P(24, 8), P(32, 16), P(40, 8)],
                          ICON_SS * 3)
        pygame.draw.lines(surf, (200, 204, 214), False, [P(24, 16), P(32, 24), P(40, 16)],
                          ICON_SS * 3)
    elif name == "stock":
        for i in range(4):
            _mini_card(surf, P, 28 + i * 3, 36 - i * 3, 30, 42, 0, None)
    elif name == "pile":
        for ang, face in ((22, "7C"), (-4, "KD"), (-26, "AH")):
            _mini_card(surf, P, 32, 34, 30, 42, ang, face)
    elif name == "zwick":
        burst = [P(32 + x * 60, 32 + y * 60) for x, y in _star_points(12, 0.5, 0.3)]
        pygame.draw.polygon(surf, (255, 150, 30), burst)
        bolt = [(36, 6), (18, 36), (30, 36), (24, 58), (46, 26), (33, 26), (42, 6)]
        pygame.draw.polygon(surf, (255, 236, 90), [P(*p) for p in bolt])
        pygame.draw.polygon(surf, (150, 70, 10), [P(*p) for p in bolt], ICON_SS * 2)
    elif name == "hint":
        for i in range(7):
            a = math.pi + math.pi * i / 6
            pygame.draw.line(surf, (255, 230, 120), P(32 + 22 * math.cos(a), 26 + 22 * math.sin(a)),
                             P(32 + 29 * math.cos(a), 26 + 29 * math.sin(a)), ICON_SS * 3)
        pygame.draw.circle(surf, (255, 226, 90), P(32, 26), 16 * ICON_SS)
        pygame.draw.polygon(surf, (255, 226, 90), [P(22, 34), P(42, 34), P(38, 46), P(26, 46)])
        pygame.draw.circle(surf, (255, 250, 210), P(27, 21), 5 * ICON_SS)
        pygame.draw.rect(surf, (150, 150, 160), (P(25, 46), P(14, 10)), border_radius=ICON_SS * 2)
        for y in (49, 53):
            pygame.draw.line(surf, (90, 90, 100), P(25, y), P(39, y), ICON_SS)
        pygame.draw.rect(surf, (90, 90, 100), (P(28, 56), P(8, 4)), border_radius=ICON_SS * 2)
    elif name in ("sound_on", "sound_off"):
        spk = [(8, 24), (18, 24), (32, 12), (32, 52), (18, 40), (8, 40)]
        pygame.draw.polygon(surf, light, [P(*p) for p in spk])
        if name == "sound_on":
            for r in (10, 18):
                pygame.draw.arc(surf, light, (P(32 - r, 32 - r), P(2 * r, 2 * r)),
                                -math.pi / 3, math.pi / 3, ICON_SS * 4)
        else:
            red = (220, 60, 60)
            pygame.draw.line(surf, red, P(40, 22), P(58, 42), ICON_SS * 5)
            pygame.draw.line(surf, red, P(58, 22), P(40, 42), ICON_SS * 5)
    elif name == "computer":
        pygame.draw.rect(surf, (70, 76, 90), (P(6, 8), P(52, 36)), border_radius=ICON_SS * 3)
        pygame.draw.rect(surf, (90, 170, 230), (P(11, 13), P(42, 26)), border_radius=ICON_SS)
        pygame.draw.polygon(surf, (70, 76, 90), [P(27, 44), P(37, 44), P(40, 52), P(24, 52)])
        pygame.draw.rect(surf, (70, 76, 90), (P(16, 52), P(32, 5)), border_radius=ICON_SS * 2)
        for x in (24, 40):
            pygame.draw.circle(surf, light, P(x, 24), 3 * ICON_SS)
        pygame.draw.line(surf, light, P(24, 32), P(40, 32), ICON_SS * 2)
    elif name == "human":
        col = (236, 200, 150)
        pygame.draw.circle(surf, col, P(32, 20), 12 * ICON_SS)
        pygame.draw.ellipse(surf, (70, 130, 200), (P(10, 36), P(44, 40)))
        pygame.draw.circle(surf, col, P(32, 20), 12 * ICON_SS)
    elif name == "phone":
        pygame.draw.rect(surf, (40, 44, 56), (P(18, 4), P(28, 56)), border_radius=7 * ICON_SS)
        pygame.draw.rect(surf, (120, 190, 240), (P(22, 11), P(20, 38)),
                         border_radius=2 * ICON_SS)
        pygame.draw.circle(surf, light, P(32, 54), 2.5 * ICON_SS)
    else:
        raise ValueError(f"unknown icon {name!r}")
    return downscale(surf, (ICON, ICON))


# --------------------------------------------------------------------------- writing
def build_all(out: Path = SPRITES) -> list[Path]:
    """Render every sprite into ``out``; returns the written paths."""
    written: list[Path] = []

    def save(surf: pygame.Surface, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surf, str(path))
        written.append(path)

    normal: dict[str, pygame.Surface] = {}
    for name in card_names():
        normal[name] = render_card(name)
        save(normal[name], out / "cards" / f"{name}.png")
    for name in card_names():
        same = name in ("JK", "back") or name[-1] in "SHOT"
        surf = normal[name] if same else render_card(name, four_colour=True)
        save(surf, out / "cards4" / f"{name}.png")
    for suit in ALL_SUITS:
        save(render_suit_icon(suit), out / "suits" / f"{suit}.png")
        save(render_suit_icon(suit, True), out / "suits4" / f"{suit}.png")
    save(render_felt(), out / "felt.png")
    for name in ICON_NAMES:
        save(render_icon(name), out / "icons" / f"{name}.png")
    return written


def contact_sheet(path: Path, four_colour: bool = False) -> None:
    """Eyeballing aid: a selection of cards laid out on the felt."""
    pick = ["AS", "AH", "AD", "AC", "AO", "AT", "7H", "10D", "KS", "QH", "JD", "KC",
            "QS", "JH", "KD", "QC", "JS", "KH", "QD", "JC", "KO", "QT", "JO", "2C",
            "3S", "4H", "5D", "6C", "8S", "9H", "10T", "7O", "JK", "back"]
    cols = 9
    rows = (len(pick) + cols - 1) // cols
    gap = 12
    w, h = cols * (CARD_W + gap) + gap, rows * (CARD_H + gap) + gap
    sheet = pygame.transform.smoothscale(render_felt(), (w, h))
    for i, name in enumerate(pick):
        x = gap + (i % cols) * (CARD_W + gap)
        y = gap + (i // cols) * (CARD_H + gap)
        sheet.blit(render_card(name, four_colour), (x, y))
    pygame.image.save(sheet, str(path))


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=SPRITES)
    parser.add_argument("--contact", type=Path, help="also write a contact sheet here")
    parser.add_argument("--four", action="store_true", help="contact sheet in four colours")
    args = parser.parse_args(argv)
    pygame.font.init()
    written = build_all(args.out)
    print(f"wrote {len(written)} files to {args.out}")
    if args.contact:
        contact_sheet(args.contact, args.four)
        print(f"contact sheet: {args.contact}")


if __name__ == "__main__":
    main()
