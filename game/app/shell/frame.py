"""Retained drawing: a frame is recorded, then painted only where it differs from the last.

Scenes draw on a :class:`Frame` as they would on a surface (``blit``, ``fill``,
``set_clip``, and :func:`rect` / :func:`circle` / :func:`polygon` for shapes). Nothing
is painted while they draw: every call becomes an *op*, a hashable key plus the rectangle
it touches. :meth:`Frame.paint` then compares the ops with the last frame's:

- an op that is new, or gone, makes its rectangle dirty;
- ops in both frames that changed places among them make theirs dirty (every op outside
  a longest run of them that kept its order: every pair that swapped has one of those).

A pixel's colour depends only on the ops that touch it, in their order, so a pixel
outside every dirty rectangle is the same as last frame. Inside the dirty rectangles the
target is cleared and every op that touches them is painted again, clipped. Painting a
still table costs nothing and a moving card costs its old and new place, instead of
about forty full-screen-sized blits (this is pygame's ``LayeredDirty`` idea applied to
every drawing call rather than to sprites).

Ops name their images by identity, so an image must not change after it was drawn on a
frame: the caches make a new image instead (an image's ``alpha`` is part of the key).

**Sharp at a whole multiple.** A window k times the canvas (a 4K TV shows 1920x1080 at
k = 2) gets the canvas scaled, each pixel a k x k block. An image whose maker can draw it
k times larger (a card face: :func:`sharp_source`) is then painted onto the window by
:meth:`Frame.paint_sharp`: where such an image lies in a part just scaled, that part is
painted again at window scale from the frame's ops, in their order: the sharp images
from their makers, every other op as its canvas pixels scaled (a blit's image part
scaled plainly, a fill k times larger, a shape drawn at canvas scale and scaled), so
anything drawn over a card still covers it and the part's edges meet the scaled canvas
around it pixel for pixel.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from typing import TypeAlias

import pygame
import pygame.typing

from game.app.shell.frame_diff import Op, changed_rects

Colour: TypeAlias = pygame.typing.ColorLike         # what pygame accepts as a colour
RectLike: TypeAlias = pygame.typing.RectLike        # what pygame accepts as a rectangle

#: Window pixels painted sharp in one frame at most (a piece more is left for the next):
#: about 2 ms at 3840x2160; a scene's whole picture is sharpened over a few frames.
SHARP_PIXELS = 480_000
#: What waits to be painted sharp is kept as tiles of the canvas this large: a tile is
#: painted once nothing in it changed for a frame, so a card flying over a fan holds
#: back only the tiles it passes over.
SHARP_TILE = (128, 120)
#: Frames in a row in which parts wait but none could be painted (their sharp images
#: not made: the frames' image time went elsewhere, or they do not fit the cache at
#: once) before the waiting parts are given up: they keep their scaled pixels, and a
#: still picture is not drawn again forever.
SHARP_PATIENCE = 120

#: One layer of an image drawn at window scale: an image, where its top left goes
#: (window pixels from the op's place times k) and the blit's flags; the image is drawn
#: as it is if ``scaled`` is false, else scaled plainly by k (a blurred shadow).
SharpLayer = tuple[pygame.Surface, tuple[int, int], int, bool]
#: Given the multiple k, the layers that draw an image k times larger, or None when they
#: cannot be made in this frame (they are asked for again in a later one).
SharpMaker = Callable[[int], list[SharpLayer] | None]
#: image -> its maker; an entry goes with its image (the maker must not hold the image)
_sharp: weakref.WeakKeyDictionary[pygame.Surface, SharpMaker] = weakref.WeakKeyDictionary()


def sharp_source(image: pygame.Surface, make: SharpMaker) -> None:
    """Say that ``image`` can be drawn at a whole multiple of its size by ``make`` (see
    the module): a window that large shows it from those layers, not as scaled pixels."""
    if image not in _sharp:
        _sharp[image] = make


def has_sharp_source(image: pygame.Surface) -> bool:
    return image in _sharp


#: the shapes a frame records, by the name its ops carry
_SHAPES: dict[str, Callable[..., pygame.Rect]] = {
    "rect": pygame.draw.rect, "circle": pygame.draw.circle, "polygon": pygame.draw.polygon}


class Frame:
    """Records one frame's drawing for ``target``; :meth:`paint` puts it on the target."""

    def __init__(self, target: pygame.Surface) -> None:
        self.target = target
        self._size = target.get_size()
        self._ops: list[Op] = []
        self._last: list[Op] | None = None
        self._clip: tuple[int, int, int, int] | None = None
        #: tiles (:data:`SHARP_TILE`) that show scaled pixels where a sharp image lies
        #: (see :meth:`paint_sharp`), and the frames in a row none of them was painted
        self._blurred: set[tuple[int, int]] = set()
        self._waited = 0

    # --- the surface-like side the scenes draw on ----------------------------------------

    def get_size(self) -> tuple[int, int]:
        return self._size

    def get_width(self) -> int:
        return self._size[0]

    def get_height(self) -> int:
        return self._size[1]

    def get_rect(self, **where: float | pygame.typing.Point) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self._size)
        return rect.move_to(**where) if where else rect

    def set_clip(self, rect: RectLike | None) -> None:
        self._clip = None if rect is None else _corners(pygame.Rect(rect).clip(self.get_rect()))

    def get_clip(self) -> pygame.Rect:
        return pygame.Rect(self._clip) if self._clip is not None else self.get_rect()

    def blit(self, source: pygame.Surface, dest: pygame.typing.Point, area: RectLike | None = None,
             special_flags: int = 0) -> pygame.Rect:
        x, y = int(dest[0]), int(dest[1])
        if area is not None:
            area = tuple(pygame.Rect(area).clip(source.get_rect()))
            size = area[2:]
        else:
            size = source.get_size()
        key = ("blit", source, source.get_alpha(), x, y, area, special_flags, self._clip)
        return self._add(key, pygame.Rect(x, y, *size))

    def backdrop(self, image: pygame.Surface) -> None:
        """Start the frame with ``image``, opaque and as big as the frame: the painter
        then needs no clearing under it."""
        if self._ops or image.get_size() != self._size:
            raise ValueError("a backdrop is the first drawing and covers the frame")
        self._add(("backdrop", image, image.get_alpha(), 0, 0, None, 0, self._clip),
                  self.get_rect())

    def fill(self, colour: Colour, rect: RectLike | None = None,
             special_flags: int = 0) -> pygame.Rect:
        where = self.get_rect() if rect is None else pygame.Rect(rect)
        key = ("fill", tuple(pygame.Color(colour)), tuple(where), special_flags, self._clip)
        return self._add(key, where)

    def shape(self, kind: str, colour: Colour, bounds: pygame.Rect, *args: object
              ) -> pygame.Rect:
        """A ``pygame.draw`` call (``kind`` is its name, ``args`` follow the surface and
        colour), recorded; ``bounds`` is what it may touch."""
        key = ("draw", kind, tuple(pygame.Color(colour)), args, self._clip)
        return self._add(key, bounds)

    def _add(self, key: tuple, rect: pygame.Rect) -> pygame.Rect:
        touched = rect.clip(self.get_clip())
        if touched.w and touched.h:
            self._ops.append((key, _corners(touched)))
        return touched

    # --- painting -----------------------------------------------------------------------

    def replay(self, target: pygame.Surface, offset: tuple[int, int]) -> None:
        """Paint what was recorded so far onto ``target`` as if it were the part of this
        frame whose top left is ``offset``: a piece of a picture without the whole of it
        (a table's panels on a strip of felt, not on an 8 MB copy of the felt). Drawing
        is the same at any whole-pixel offset, so the piece has the pixels the whole
        would have there. The recording is kept."""
        _replay(target, [key for key, _ in self._ops], offset)

    def paint(self) -> list[pygame.Rect]:
        """Paint the recorded frame where it differs from the last; returns the rectangles
        painted (empty if nothing changed) and starts recording the next frame."""
        ops, self._ops, self._clip = self._ops, [], None
        dirty = [self.get_rect()] if self._last is None else changed_rects(self._last, ops)
        if dirty:
            touching: list[list[tuple]] = [[] for _ in dirty]
            for op in ops:
                for index in pygame.Rect(op[1]).collidelistall(dirty):
                    touching[index].append(op[0])
            for area, keys in zip(dirty, touching, strict=True):
                self._paint_area(keys, area)
            self.target.set_clip(None)
        self._last = ops
        return dirty

    def _paint_area(self, keys: Sequence[tuple], area: pygame.Rect) -> None:
        """Clear ``area`` (unless a backdrop covers it) and paint the ops touching it."""
        target = self.target
        target.set_clip(area)
        if not keys or keys[0][0] != "backdrop":
            target.fill((0, 0, 0), area)
        clip: tuple | None = None
        for key in keys:
            if key[-1] != clip:
                clip = key[-1]
                target.set_clip(area if clip is None else area.clip(clip))
            kind = key[0]
            if kind in ("blit", "backdrop"):
                target.blit(key[1], (key[3], key[4]), key[5], key[6])
            elif kind == "fill":
                target.fill(key[1], key[2], key[3])
            else:
                _SHAPES[key[1]](target, key[2], *key[3])

    # --- painting at a whole multiple of the canvas ------------------------------------

    @property
    def sharp_pending(self) -> bool:
        """Whether a part of the window waits to be painted sharp (draw again)."""
        return bool(self._blurred)

    def paint_sharp(self, window: pygame.Surface, origin: tuple[int, int], k: int,
                    scaled: Sequence[pygame.Rect]) -> list[pygame.Rect]:
        """After the canvas parts ``scaled`` were scaled k times into ``window`` (with
        their top left at ``origin`` + k * their place): where an image with a sharp
        source lies in them, they wait to be painted again at window scale (see the
        module). A tile that waits is painted once nothing in it changed in a frame (a
        part that changes in every frame, under a card in flight, is not painted twice
        per frame), when every sharp image in it is made, and :data:`SHARP_PIXELS` per
        frame at most. Returns the window rectangles painted."""
        ops = self._last
        if not ops or k < 2 or not (scaled or self._blurred):
            return []
        rects = [pygame.Rect(rect) for _, rect in ops]
        sharp = [index for index, (key, _) in enumerate(ops)
                 if key[0] == "blit" and key[1] in _sharp]
        sharp_rects = [rects[index] for index in sharp]
        changed: set[tuple[int, int]] = set()
        for part in scaled:
            changed |= _tiles(part)
            for index in part.collidelistall(sharp_rects):
                self._blurred |= _tiles(part.clip(sharp_rects[index]))
        shown: list[pygame.Rect] = []
        budget = SHARP_PIXELS
        tw, th = SHARP_TILE
        for tile in sorted(self._blurred - changed):
            if budget <= 0:
                break
            area = pygame.Rect(tile[0] * tw, tile[1] * th, tw, th)
            inside = area.collidelistall(sharp_rects)
            if not inside:
                self._blurred.discard(tile)     # no sharp image there any more
                continue
            region = area.clip(sharp_rects[inside[0]].unionall(
                [sharp_rects[index] for index in inside[1:]]))
            layers = _layers(ops, [sharp[index] for index in inside], k)
            if layers is None:
                continue                        # its images are not made yet
            self._blurred.discard(tile)
            self._paint_sharp_area(window, origin, k,
                                   [ops[index] for index in region.collidelistall(rects)],
                                   region, layers)
            budget -= region.w * region.h * k * k
            shown.append(pygame.Rect(origin[0] + region.x * k, origin[1] + region.y * k,
                                     region.w * k, region.h * k))
        window.set_clip(None)
        self._waited = 0 if shown or not self._blurred else self._waited + 1
        if self._waited >= SHARP_PATIENCE:
            self._blurred, self._waited = set(), 0
        return shown

    @staticmethod
    def _paint_sharp_area(window: pygame.Surface, origin: tuple[int, int], k: int,
                          ops: Sequence[Op], region: pygame.Rect,
                          layers: dict[int, list[SharpLayer]]) -> None:
        """Paint the canvas ``region`` onto ``window`` at k times its size from ``ops``
        (those touching it, in order), the sharp images from their ``layers`` (by the
        image's id, see :func:`_layers`)."""
        ox, oy = origin

        def shown(rect: pygame.Rect) -> pygame.Rect:
            return pygame.Rect(ox + rect.x * k, oy + rect.y * k, rect.w * k, rect.h * k)

        touching = ops
        # the ops under the first sharp image (the felt, panels, shadows): painted at
        # canvas scale and scaled once, as the canvas is
        first = next((index for index, (key, _) in enumerate(touching)
                      if key[0] == "blit" and id(key[1]) in layers), len(touching))
        under = pygame.Surface(region.size, 0, window)
        if touching[0][0][0] != "backdrop":
            under.fill((0, 0, 0))
        _replay(under, [key for key, _ in touching[:first]], region.topleft)
        pygame.transform.scale(under, (region.w * k, region.h * k),
                               window.subsurface(shown(region)))
        for key, rect in touching[first:]:
            inside = region if key[-1] is None else region.clip(key[-1])
            if not inside.w or not inside.h:
                continue
            window.set_clip(shown(inside))
            kind = key[0]
            if kind in ("blit", "backdrop"):
                image, alpha, x, y, area, flags = key[1:7]
                drawn = layers.get(id(image)) if kind == "blit" else None
                if drawn is not None:
                    # with their own flags, and within the op's place: a layer a pixel
                    # larger than k times the image must not paint where a part painted
                    # without it would not
                    window.set_clip(shown(inside.clip(rect)))
                    for layer, (dx, dy), layer_flags, plain in drawn:
                        if plain:
                            _scaled_blit(window, layer, (ox + x * k + dx, oy + y * k + dy),
                                         k, layer_flags)
                        else:
                            window.blit(layer, (ox + x * k + dx, oy + y * k + dy), None,
                                        layer_flags)
                    continue
                offset = (0, 0) if area is None else area[:2]
                size = image.get_size() if area is None else area[2:]
                part = pygame.Rect(x, y, *size).clip(inside)
                if part.w and part.h:
                    piece = image.subsurface(part.move(offset[0] - x, offset[1] - y))
                    _scaled_blit(window, piece, (ox + part.x * k, oy + part.y * k), k,
                                 flags, image)
            elif kind == "fill":
                window.fill(key[1], shown(pygame.Rect(key[2])), key[3])
            else:
                _scaled_shape(window, key, inside, shown(inside).topleft, k)


def _layers(ops: Sequence[Op], sharp: Sequence[int], k: int
            ) -> dict[int, list[SharpLayer]] | None:
    """The layers of the sharp images of ``ops`` at the indices ``sharp`` (by the
    image's id), or None if one of them cannot be made now. An image blitted in part or
    see-through is drawn as its scaled pixels (no layers)."""
    found: dict[int, list[SharpLayer]] = {}
    for index in sharp:
        key = ops[index][0]
        if key[5] is not None or key[2] not in (None, 255) or id(key[1]) in found:
            continue
        layers = _sharp[key[1]](k)
        if layers is None:
            return None
        found[id(key[1])] = layers
    return found


def _tiles(rect: pygame.Rect) -> set[tuple[int, int]]:
    """The tiles (:data:`SHARP_TILE`) ``rect`` touches."""
    tw, th = SHARP_TILE
    if not rect.w or not rect.h:
        return set()
    return {(x, y) for x in range(rect.left // tw, (rect.right - 1) // tw + 1)
            for y in range(rect.top // th, (rect.bottom - 1) // th + 1)}


def _scaled_blit(window: pygame.Surface, image: pygame.Surface, where: tuple[int, int],
                 k: int, flags: int, like: pygame.Surface | None = None) -> None:
    """Blit ``image`` scaled plainly by ``k`` (each pixel a k x k block: the canvas's
    pixels as the scaled canvas shows them), with the surface alpha and colour key of
    ``like`` (the image it is part of)."""
    like = like if like is not None else image
    clip = window.get_clip()           # only the part of ``image`` that shows
    left, top = (clip.x - where[0]) // k, (clip.y - where[1]) // k
    part = pygame.Rect(left, top, -(-(clip.right - where[0]) // k) - left,
                       -(-(clip.bottom - where[1]) // k) - top).clip(image.get_rect())
    if not part.w or not part.h:
        return
    if part.size != image.get_size():
        image = image.subsurface(part)
        where = (where[0] + part.x * k, where[1] + part.y * k)
    scaled = pygame.transform.scale(image, (part.w * k, part.h * k))
    alpha = like.get_alpha()
    if alpha is not None:
        scaled.set_alpha(alpha)
    key = like.get_colorkey()
    if key is not None:
        scaled.set_colorkey(key)
    window.blit(scaled, where, None, flags)


def _scaled_shape(window: pygame.Surface, key: tuple, inside: pygame.Rect,
                  where: tuple[int, int], k: int) -> None:
    """A recorded ``pygame.draw`` call, drawn at canvas scale on a clear piece the size
    of ``inside`` and scaled by ``k`` onto ``window`` at ``where``: the pixels the scaled
    canvas shows. (The canvas has no alpha: a shape sets its colour, opaque.)"""
    piece = pygame.Surface(inside.size, pygame.SRCALPHA)
    colour = (*key[2][:3], 255)
    _SHAPES[key[1]](piece, colour, *_moved(key[1], key[3], inside.x, inside.y))
    _scaled_blit(window, piece, where, k, 0)


def _replay(target: pygame.Surface, keys: Sequence[tuple], offset: tuple[int, int]) -> None:
    """Paint the ops ``keys`` onto ``target`` as the part of their frame whose top left
    is ``offset`` (see :meth:`Frame.replay`)."""
    ox, oy = offset
    area = target.get_rect()
    for key in keys:
        clip = key[-1]
        target.set_clip(area if clip is None else
                        area.clip(pygame.Rect(clip).move(-ox, -oy)))
        kind = key[0]
        if kind in ("blit", "backdrop"):
            target.blit(key[1], (key[3] - ox, key[4] - oy), key[5], key[6])
        elif kind == "fill":
            target.fill(key[1], pygame.Rect(key[2]).move(-ox, -oy), key[3])
        else:
            _SHAPES[key[1]](target, key[2], *_moved(key[1], key[3], ox, oy))
    target.set_clip(None)


def _corners(rect: pygame.Rect) -> tuple[int, int, int, int]:
    """``rect`` as the tuple an :data:`Op` keeps."""
    return rect.x, rect.y, rect.w, rect.h


def _moved(kind: str, args: tuple, ox: int, oy: int) -> tuple:
    """A recorded shape's arguments (see :func:`rect`, :func:`circle`, :func:`polygon`)
    for a target whose top left is ``(ox, oy)`` of the frame."""
    if kind == "rect":
        return (tuple(pygame.Rect(args[0]).move(-ox, -oy)), *args[1:])
    if kind == "circle":
        return ((args[0][0] - ox, args[0][1] - oy), *args[1:])
    if kind == "polygon":
        return (tuple((x - ox, y - oy) for x, y in args[0]), *args[1:])
    raise ValueError(f"no recorded shape {kind!r}")


def backdrop(target: pygame.Surface | Frame, image: pygame.Surface) -> None:
    """Cover ``target`` with the opaque ``image`` (see :meth:`Frame.backdrop`)."""
    if isinstance(target, Frame):
        target.backdrop(image)
    else:
        target.blit(image, (0, 0))


def rect(target: pygame.Surface | Frame, colour: Colour, area: RectLike, width: int = 0,
         border_radius: int = 0) -> None:
    if isinstance(target, Frame):
        target.shape("rect", colour, pygame.Rect(area), tuple(pygame.Rect(area)), width,
                     border_radius)
    else:
        pygame.draw.rect(target, colour, area, width, border_radius=border_radius)


def circle(target: pygame.Surface | Frame, colour: Colour, centre: tuple[float, float],
           radius: float, width: int = 0) -> None:
    if isinstance(target, Frame):
        bounds = pygame.Rect(0, 0, 2 * radius + 2, 2 * radius + 2)
        bounds.center = (round(centre[0]), round(centre[1]))
        target.shape("circle", colour, bounds, tuple(centre), radius, width)
    else:
        pygame.draw.circle(target, colour, centre, radius, width)


def polygon(target: pygame.Surface | Frame, colour: Colour,
            points: Sequence[tuple[float, float]], width: int = 0) -> None:
    if isinstance(target, Frame):
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        bounds = pygame.Rect(int(min(xs)) - 1, int(min(ys)) - 1,
                             int(max(xs) - min(xs)) + 3, int(max(ys) - min(ys)) + 3)
        target.shape("polygon", colour, bounds, tuple(map(tuple, points)), width)
    else:
        pygame.draw.polygon(target, colour, points, width)
