"""Palette, fonts and cached drawing primitives (text, rounded panels, shadows, glows).

Everything here is cached: text is rendered once per (text, size, colour), panels once
per size and colour, so a frame is mostly blits.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pygame

from game.app.shell import frame
from game.app.shell.lru import MB, SurfaceCache

# --- palette ---------------------------------------------------------------------------
INK = (14, 20, 18)
PANEL = (14, 26, 22)
PANEL_ALPHA = 222
PANEL_LIGHT = (34, 52, 45)
BORDER = (196, 164, 92)
GOLD = (240, 196, 86)
CREAM = (246, 238, 216)
TEXT = (240, 234, 216)
TEXT_DIM = (168, 176, 164)
#: a row of key hints at the bottom: bright on a dark backing (dim grey on the felt read
#: badly from the sofa)
FOOTER = (236, 232, 218)
FOOTER_BACK = (8, 16, 12)
TEXT_DARK = (30, 30, 30)
RED = (200, 40, 48)
GOOD = (120, 210, 130)
DANGER = (236, 96, 80)
FOCUS = (250, 252, 255)       # keyboard/pad focus: white, unlike the gold "legal" glow
FOCUS_EDGE = (20, 60, 140)
HINT = (110, 220, 255)
BUTTON = (46, 92, 70)
BUTTON_HOVER = (62, 122, 92)
BUTTON_DISABLED = (48, 56, 52)

# --- sizes (logical pixels at 1920x1080; couch distance) -------------------------------
SIZE_SMALL = 28
SIZE_BODY = 34
SIZE_BUTTON = 40
SIZE_HEADING = 56
SIZE_TITLE = 120

#: The smallest font size drawn: its capital letters are 15 px high at 1920x1080, about
#: what still reads from a sofa three metres from a TV. A smaller size asked for (a
#: badge, a count, a key hint) is drawn at this one.
READABLE_SIZE = 28
#: Text size setting -> factor on the height of every text's capital letters ("large" for
#: a TV far away). It scales what is seen: the font size is chosen whose capitals are at
#: least that much higher (sizes and capitals do not grow in step, see :func:`cap_height`).
TEXT_SCALES: dict[str, float] = {"normal": 1.0, "large": 1.35}
TEXT_BUDGET = 6 * MB          # rendered lines of text
PANEL_BUDGET = 8 * MB         # panels, small shadows, glows

_fonts: dict[int, pygame.font.Font] = {}
_text_cache = SurfaceCache("text", TEXT_BUDGET)
_panel_cache = SurfaceCache("panels", PANEL_BUDGET)
_text_scale = 1.0

#: Set by ``tools/checks/text_sizes.py``: told of every text image handed out, as
#: ``(image, text, nominal size)``; ``None`` (the default) costs one comparison.
text_hook: Callable[[pygame.Surface, str, int], None] | None = None
#: Likewise told of every panel image handed out (where a text must stay inside).
panel_hook: Callable[[pygame.Surface], None] | None = None


def set_text_scale(scale: float) -> None:
    """Scale every font size from now on (the "text size" setting)."""
    global _text_scale
    if scale != _text_scale:
        _text_scale = scale
        _text_cache.clear()


def text_scale() -> float:
    return _text_scale


_caps: dict[int, int] = {}
_scaled: dict[tuple[int, float], int] = {}


_font_file: bytes | None = None      # the default font's bytes, once held


def hold_font_file() -> None:
    """Read the default font's file once; every font size made from now on is made from
    those bytes (no file is opened for a new size)."""
    global _font_file
    if _font_file is None:
        path = Path(pygame.__file__).parent / pygame.font.get_default_font()
        _font_file = path.read_bytes()


def new_font(size: int) -> pygame.font.Font:
    """A font object of its own (not shared: its style may be changed) of the default
    font at ``size``, from the held bytes if they are held (pygame draws its default
    font, named by ``None``, at 0.6875 of the size asked: the same size from the bytes)."""
    if _font_file is None:
        return pygame.font.Font(None, size)
    return pygame.font.Font(io.BytesIO(_font_file), max(1, int(size * 0.6875)))


def _font_of(size: int) -> pygame.font.Font:
    found = _fonts.get(size)
    if found is None:
        found = _fonts[size] = new_font(size)
    return found


def cap_height(size: int) -> int:
    """Pixels from the baseline to the top of a capital H in the font of ``size`` (as
    drawn: the default font's hinting makes 26 and 24 both 12, 28 and 30 both 15)."""
    found = _caps.get(size)
    if found is None:
        glyph = _font_of(size).metrics("H")[0]
        assert glyph is not None, "the default font draws an H"
        found = _caps[size] = glyph[3]
    return found


def font_size(size: int) -> int:
    """The size actually used for a text asked for at ``size``: at least
    :data:`READABLE_SIZE`, and under a text scale the smallest size whose capitals are
    the scale times as high (to the half pixel)."""
    size = max(size, READABLE_SIZE)
    if _text_scale == 1.0:
        return size
    key = (size, _text_scale)
    found = _scaled.get(key)
    if found is None:
        want = _text_scale * cap_height(size) - 0.5
        found = round(size * _text_scale)
        while cap_height(found) < want:
            found += 1
        _scaled[key] = found
    return found


def font(size: int) -> pygame.font.Font:
    """The font for text asked for at ``size`` (see :func:`font_size`)."""
    return _font_of(font_size(size))


def text(value: str, size: int = SIZE_BODY, colour: tuple[int, int, int] = TEXT) -> pygame.Surface:
    """A rendered line of text (cached)."""
    key = (value, size, colour)
    found = _text_cache.get(key)
    if found is None:
        found = _text_cache.put(key, font(size).render(value, True, colour))
    if text_hook is not None:
        text_hook(found, value, size)
    return found


def blit_text(surface: pygame.Surface, value: str, pos: tuple[float, float], size: int = SIZE_BODY,
              colour: tuple[int, int, int] = TEXT, anchor: str = "topleft") -> pygame.Rect:
    image = text(value, size, colour)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(image, rect)
    return rect


def fit_text(value: str, size: int, width: int) -> str:
    """``value`` shortened with an ellipsis so that it fits ``width`` pixels."""
    f = font(size)
    if f.size(value)[0] <= width:
        return value
    while value and f.size(value + "…")[0] > width:
        value = value[:-1]
    return value + "…"


def wrap(value: str, size: int, width: int) -> list[str]:
    """Word-wrap ``value`` to lines no wider than ``width``."""
    f = font(size)
    lines: list[str] = []
    line = ""
    for word in value.split(" "):
        candidate = f"{line} {word}" if line else word
        if f.size(candidate)[0] <= width or not line:
            line = candidate
        else:
            lines.append(line)
            line = word
    lines.append(line)
    return lines


def panel(size: tuple[int, int], colour: tuple[int, int, int] = PANEL, alpha: int = PANEL_ALPHA,
          radius: int = 22, border: tuple[int, int, int] | None = None,
          border_width: int = 3) -> pygame.Surface:
    """A rounded, translucent panel surface (cached)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = ("panel", w, h, colour, alpha, radius, border, border_width)
    found = _panel_cache.get(key)
    if found is None:
        found = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(found, (*colour, alpha), found.get_rect(), border_radius=radius)
        if border is not None:
            pygame.draw.rect(found, border, found.get_rect(), border_width, border_radius=radius)
        _panel_cache.put(key, found)
    if panel_hook is not None:
        panel_hook(found)
    return found


#: Pixels of a panel kept as one image at most; a bigger one (a scoreboard's is 4.2 MB)
#: is drawn from a small panel's corners, edges and middle, in tiles.
PANEL_WHOLE_MAX = 480 * 320
#: … tiles this long (the middle's is this square, 256 KB): few blits for a frame to record
_PANEL_TILE = 256


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int] = PANEL,
               alpha: int = PANEL_ALPHA, radius: int = 22,
               border: tuple[int, int, int] | None = None, shadow: bool = True) -> None:
    if shadow:
        draw_soft_shadow(surface, rect, radius)
    if rect.width * rect.height <= PANEL_WHOLE_MAX or panel_hook is not None:
        # (a tool watching panels, ``tools/checks/text_sizes.py``, sees each as one image: the
        # same pixels either way)
        surface.blit(panel(rect.size, colour, alpha, radius, border), rect)
    else:
        _draw_panel_tiled(surface, pygame.Rect(rect), colour, alpha, radius, border)


def _draw_panel_tiled(target: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int],
                      alpha: int, radius: int, border: tuple[int, int, int] | None) -> None:
    """The pixels :func:`panel` of ``rect``'s size would have, from a panel just big
    enough for its rounded corners: every row between the corners of a rounded rectangle
    is the same, and every column, so its middle row and column are repeated in tiles."""
    side = 2 * radius + 3
    small = (min(rect.width, side), min(rect.height, side))
    shape = (small, colour, alpha, radius, border)
    template = panel(small, colour, alpha, radius, border)
    tw, th = small
    cx, cy = tw // 2, th // 2
    mw, mh = rect.width - tw + 1, rect.height - th + 1      # the repeated middle
    cols = ((rect.x, 0, cx), (rect.x + cx + mw, cx + 1, tw - cx - 1))   # (to, from, width)
    rows = ((rect.y, 0, cy), (rect.y + cy + mh, cy + 1, th - cy - 1))
    for x, from_x, width in cols:
        for y, from_y, height in rows:
            target.blit(template, (x, y), (from_x, from_y, width, height))
        tile = _panel_tile(template, shape, (from_x, cy, width, 1))
        for y in range(rect.y + cy, rect.y + cy + mh, _PANEL_TILE):
            target.blit(tile, (x, y), (0, 0, width, min(_PANEL_TILE, rect.y + cy + mh - y)))
    for y, from_y, height in rows:
        tile = _panel_tile(template, shape, (cx, from_y, 1, height))
        for x in range(rect.x + cx, rect.x + cx + mw, _PANEL_TILE):
            target.blit(tile, (x, y), (0, 0, min(_PANEL_TILE, rect.x + cx + mw - x), height))
    middle = _panel_tile(template, shape, (cx, cy, 1, 1))
    for y in range(rect.y + cy, rect.y + cy + mh, _PANEL_TILE):
        for x in range(rect.x + cx, rect.x + cx + mw, _PANEL_TILE):
            target.blit(middle, (x, y), (0, 0, min(_PANEL_TILE, rect.x + cx + mw - x),
                                         min(_PANEL_TILE, rect.y + cy + mh - y)))


def _panel_tile(template: pygame.Surface, shape: tuple, line: tuple[int, int, int, int]
                ) -> pygame.Surface:
    """A one-pixel ``line`` (or the one middle pixel) of a panel's template repeated into
    a tile :data:`_PANEL_TILE` long (cached: a frame names images by identity)."""
    key = ("panel tile", shape, line)
    found = _panel_cache.get(key)
    if found is None:
        w = _PANEL_TILE if line[2] == 1 else line[2]
        h = _PANEL_TILE if line[3] == 1 else line[3]
        found = _panel_cache.put(key, pygame.transform.scale(template.subsurface(line), (w, h)))
    return found


SHADOW_BLUR = 14
SHADOW_OFFSET = (6, 10)


def blur(image: pygame.Surface, radius: int) -> pygame.Surface:
    """pygame's gaussian blur done at half size: seven times faster (one panel's shadow
    took 15 ms, a whole frame's budget), and for soft shadows and glows the difference
    does not show (at most 6 of 255 in alpha)."""
    w, h = image.get_size()
    small = pygame.transform.smoothscale(image, ((w + 1) // 2, (h + 1) // 2))
    small = pygame.transform.gaussian_blur(small, max(1, radius // 2))
    return pygame.transform.smoothscale(small, (w, h))


def _shadow_side(radius: int) -> int:
    """A shadow this wide (or high) or more has a flat middle column (row): past the
    rounded corner and the blur's reach on both sides."""
    return 2 * (radius + 2 * SHADOW_BLUR + 2) + 1


def _shadow_template(w: int, h: int, radius: int, strength: int) -> pygame.Surface:
    """A blurred dark rounded rectangle of ``w`` x ``h`` plus the blur's margins; every
    shadow is one of these, its middle stretched (:func:`soft_shadow`)."""
    key = ("shadow template", w, h, radius, strength)
    found = _panel_cache.get(key)
    if found is None:
        pad = SHADOW_BLUR * 2
        found = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        pygame.draw.rect(found, (0, 0, 0, strength), (pad, pad, w, h), border_radius=radius)
        found = _panel_cache.put(key, blur(found, SHADOW_BLUR))
    return found


def soft_shadow(size: tuple[int, int], radius: int = 16, strength: int = 120) -> pygame.Surface:
    """A blurred dark rounded rectangle, bigger than ``size`` by the blur margin (cached).

    Only a shadow up to :func:`_shadow_side` each way is blurred; a longer one is that
    template with its flat middle row or column stretched, so a toast of any width or a
    panel of any size costs one small blur per height (or none)."""
    w, h = int(size[0]), int(size[1])
    key = ("shadow", w, h, radius, strength)
    found = _panel_cache.get(key)
    if found is None:
        side = _shadow_side(radius)
        if w <= side and h <= side:
            return _shadow_template(w, h, radius, strength)
        pad = SHADOW_BLUR * 2
        found = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        _draw_stretched(found, (0, 0), found.get_size(), radius, strength, onto_image=True)
        _panel_cache.put(key, found)
    return found


#: Pixels of a shadow kept whole at most; a bigger one (a help page's would take 5 MB) is
#: drawn straight on the frame, in pieces.
SHADOW_WHOLE_MAX = 480 * 320
_EDGE_TILE = 64


def draw_soft_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int = 16,
                     strength: int = 120) -> None:
    """The soft shadow of ``rect`` as :func:`soft_shadow` draws it, at
    :func:`soft_shadow_pos`."""
    pad = SHADOW_BLUR * 2
    if rect.width * rect.height <= SHADOW_WHOLE_MAX:
        surface.blit(soft_shadow(rect.size, radius, strength), soft_shadow_pos(rect))
    else:
        _draw_stretched(surface, soft_shadow_pos(rect),
                        (rect.width + 2 * pad, rect.height + 2 * pad), radius, strength,
                        onto_image=False)


def _draw_stretched(target: pygame.Surface, at: tuple[int, int], size: tuple[int, int],
                    radius: int, strength: int, onto_image: bool) -> None:
    """A shadow of ``size`` (margins included) at ``at``: its blurred template with the
    middle row and column (flat along the stretch) repeated in tiles — corners as they
    are, edges tiled, the middle one colour. On a clear image the middle is filled with
    the shadow's black; on a picture it is darkened as that black would."""
    side = _shadow_side(radius)
    pad = SHADOW_BLUR * 2
    shape = (min(size[0] - 2 * pad, side), min(size[1] - 2 * pad, side), radius, strength)
    template = _shadow_template(*shape)
    tw, th = template.get_size()
    cx, cy = tw // 2, th // 2
    mw, mh = size[0] - tw + 1, size[1] - th + 1          # the stretched middle
    x0, y0 = at
    cols = ((x0, 0, cx), (x0 + cx + mw, cx + 1, tw - cx - 1))  # (to x, from x, width)
    rows = ((y0, 0, cy), (y0 + cy + mh, cy + 1, th - cy - 1))
    for x, from_x, width in cols:
        for y, from_y, height in rows:
            target.blit(template, (x, y), (from_x, from_y, width, height))
        tile = _edge_tile(template, shape, (from_x, cy, width, 1))
        for y in range(y0 + cy, y0 + cy + mh, _EDGE_TILE):
            target.blit(tile, (x, y), (0, 0, width, min(_EDGE_TILE, y0 + cy + mh - y)))
    for y, from_y, height in rows:
        tile = _edge_tile(template, shape, (cx, from_y, 1, height))
        for x in range(x0 + cx, x0 + cx + mw, _EDGE_TILE):
            target.blit(tile, (x, y), (0, 0, min(_EDGE_TILE, x0 + cx + mw - x), height))
    alpha = template.get_at((cx, cy)).a
    middle = (x0 + cx, y0 + cy, mw, mh)
    if onto_image:
        target.fill((0, 0, 0, alpha), middle)
    else:
        keep = 255 - alpha
        target.fill((keep, keep, keep), middle, special_flags=pygame.BLEND_RGB_MULT)


def _edge_tile(template: pygame.Surface, shape: tuple[int, int, int, int],
               line: tuple[int, int, int, int]) -> pygame.Surface:
    """A one-pixel ``line`` of the ``shape``'s template repeated into a tile
    :data:`_EDGE_TILE` long (cached: a frame names images by identity, so a tile drawn
    every frame must stay the same image)."""
    key = ("shadow tile", shape, line)
    found = _panel_cache.get(key)
    if found is None:
        size = (_EDGE_TILE, line[3]) if line[2] == 1 else (line[2], _EDGE_TILE)
        found = _panel_cache.put(key, pygame.transform.scale(template.subsurface(line), size))
    return found


def soft_shadow_pos(rect: pygame.Rect) -> tuple[int, int]:
    pad = SHADOW_BLUR * 2
    return rect.x - pad + SHADOW_OFFSET[0], rect.y - pad + SHADOW_OFFSET[1]


def glow(size: tuple[int, int], colour: tuple[int, int, int], radius: int = 18,
         width: int = 6) -> pygame.Surface:
    """A soft coloured halo for a rectangle of ``size`` (centred on it, bigger by 2*pad)."""
    w, h = int(size[0]), int(size[1])
    key = ("glow", w, h, colour, radius, width)
    found = _panel_cache.get(key)
    if found is None:
        pad = 16
        found = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        pygame.draw.rect(found, (*colour, 255), (pad - width, pad - width, w + 2 * width,
                                                 h + 2 * width), width * 2, border_radius=radius)
        found = blur(found, 6)
        pygame.draw.rect(found, (*colour, 255), (pad - 2, pad - 2, w + 4, h + 4), 3,
                         border_radius=radius)
        _panel_cache.put(key, found)
    return found


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int = 16,
               colour: tuple[int, int, int] = FOCUS) -> None:
    """The visible keyboard focus: a white ring between two dark blue edges (never gold,
    so it cannot be mistaken for the "legal move" glow)."""
    frame.rect(surface, FOCUS_EDGE, rect.inflate(20, 20), 4, border_radius=radius + 8)
    frame.rect(surface, colour, rect.inflate(12, 12), 6, border_radius=radius + 5)
    frame.rect(surface, FOCUS_EDGE, rect.inflate(2, 2), 2, border_radius=radius)


def draw_footer(surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect) -> None:
    """A row of key hints (``image`` at ``rect``) on a dark rounded backing, so that it
    reads on the felt and on cards alike."""
    back = rect.inflate(28, 6)
    draw_panel(surface, back, FOOTER_BACK, 190, radius=back.height // 2, shadow=False)
    surface.blit(image, rect)


def help_row(surface: pygame.Surface, value: str, centre: tuple[int, int]) -> pygame.Rect:
    """A screen's row of key hints at its foot, centred on ``centre``: bright on a dark
    backing, as the table's key row (:func:`draw_footer`): dim grey on the felt read at
    about 4:1 from the sofa."""
    image = text(value, SIZE_SMALL, FOOTER)
    rect = image.get_rect(center=centre)
    draw_footer(surface, image, rect)
    return rect


def badge(label: str, size: int) -> pygame.Surface:
    """A round number badge (cached): dark disc, white ring, white number."""
    key = ("badge", label, size, _text_scale)     # its number grows with the text size
    found = _panel_cache.get(key)
    if found is None:
        found = pygame.Surface((size, size), pygame.SRCALPHA)
        centre = (size // 2, size // 2)
        pygame.draw.circle(found, FOCUS_EDGE, centre, size // 2)
        pygame.draw.circle(found, FOCUS, centre, size // 2, 3)
        image = text(label, max(22, int(size * 0.75)), FOCUS)
        found.blit(image, image.get_rect(center=(centre[0], centre[1] + 1)))
        _panel_cache.put(key, found)
    if text_hook is not None:
        text_hook(found, label, max(22, int(size * 0.75)))
    return found


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken ``surface`` in place as a black layer of ``alpha`` would (no big overlay
    image is made or cached)."""
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)


def triangle(surface: pygame.Surface, centre: tuple[float, float], size: float, direction: int,
             colour: tuple[int, int, int]) -> None:
    """A small arrow head pointing left (-1) or right (+1); the font has no arrow glyphs."""
    x, y = centre
    s = size / 2
    points = [(x + direction * s, y), (x - direction * s, y - s), (x - direction * s, y + s)]
    frame.polygon(surface, colour, points)
