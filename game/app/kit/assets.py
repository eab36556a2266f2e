"""Images: loaded once, scaled and rotated versions cached.

Cards are looked up by their text (``"10D"``, ``"JK"``, ``"back"``). A missing file
never crashes the game: a plain drawn stand-in is used and listed in ``missing``.
"""

from __future__ import annotations

import io
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import ParamSpec

import pygame

from game.app.kit import theme
from game.app.kit.suit_glyphs import SHAPES, SMALL, drawn_suit, ink_colour
from game.app.shell.frame import SharpLayer, SharpMaker, sharp_source
from game.app.shell.lru import MB, SurfaceCache
from game.bundled import bundled

SPRITES = bundled("sprites")
CARD_RATIO = 1.4          # height / width of the card art (200x280)
BACK = "back"
#: the arguments of a transform timed by `Assets._smoothly`
Params = ParamSpec("Params")
CARD_BUDGET = 16 * MB     # scaled, rotated and dimmed card images
MISC_BUDGET = 16 * MB     # shadows, glows, suits, icons, the felt
GROUP_BUDGET = 6 * MB     # the cards of a zone lying still, as one image (cards_view)
PLATE_BUDGET = 3 * MB     # name plates without their changing line (table)
#: cards made at a window's scale (a 4K window: twice their canvas size), used only when
#: the window is a whole multiple of the canvas (:meth:`Assets.sharp_card`); never
#: scaled down: it is needed exactly when the window is large (``shell/memory.py``
#: counts it in ``IMAGE_MEMORY``)
SHARP_BUDGET = 16 * MB
FELT_BYTES = 1920 * 1080 * 4 + MB // 2   # of MISC_BUDGET, kept at any budget scale
_SHADOW_REF = 150         # card width the one blurred card shadow is made for
SHADOW_AT_REST = (5, 8)   # where a card's shadow falls from its centre while it lies still
#: Seconds per frame for smooth (anti-aliased) scaling and rotation of card images not
#: yet cached: about one image. A rotozoom costs 0.3–0.6 ms; a fanned hand that settles
#: needs a dozen new images at once (cards in flight are turned plainly, see
#: :meth:`Assets.card`). Past the budget a card is scaled or rotated plainly (a fifth of
#: the cost; a plain upright one is kept, so a deal makes each once) and smoothed in one
#: of the next frames, so no frame pays for all of them; the app draws again until no
#: plain image is left.
SMOOTH_BUDGET = 0.0003
#: The card art's width (``tools/assets/make_cards.py``): a card made wider than this
#: in large print has its index drawn at a multiple of the art's size
ART_WIDTH = 200
#: Large-print index colours by suit: four colours, dark enough on white (WCAG AA).
LARGE_INK = {"S": (0, 0, 0), "H": (190, 0, 20), "D": (0, 60, 190), "C": (0, 110, 40),
             "O": (170, 70, 0), "T": (100, 30, 150)}
#: How far (pixels) the width of a card in flight may be from the one it is drawn at.
BORROW_WIDTH = 16
#: The large-print index's font size, as a share of the card's height: its rank reads
#: from a sofa (capitals 18 px on a card 64 px wide at 1920x1080, the smallest face-up
#: card a table shows: Toff-Poker's other hands); "10" is squeezed to the panel's width.
LARGE_RANK = 0.46
#: Where the art's corner index draws the rank (``tools/assets/make_cards.py``: a box at
#: x 3, y 12, the rank 31 px high at its top), with a margin: only the rank's ink lies in it.
ART_RANK_AREA = (2, 8, 44, 40)


class Assets:
    """Image cache. Card styles: ``""`` plain, ``"dim"`` darkened."""

    def __init__(self, sprites: Path = SPRITES) -> None:
        self.sprites = sprites
        self.missing: set[str] = set()
        self._raw: dict[str, pygame.Surface] = {}
        self._cards = SurfaceCache("cards", CARD_BUDGET)
        #: the felt (8 MB at 1920x1080) is drawn in every table frame: never scaled away
        self._misc = SurfaceCache("misc", MISC_BUDGET, keep=FELT_BYTES)
        #: app-wide, not per table: a table left behind holds none of them
        self.groups = SurfaceCache("card groups", GROUP_BUDGET)
        self.plates = SurfaceCache("plates", PLATE_BUDGET)
        self._sharp = SurfaceCache("sharp cards", SHARP_BUDGET, keep=SHARP_BUDGET)
        self._sharp_multiple = 1
        self.smooth_budget = SMOOTH_BUDGET
        self._smooth_left = SMOOTH_BUDGET
        self.rough = 0            # card images made plainly for want of budget, in all
        self.rough_in_frame = 0   # … in this frame (it must be drawn again, smoothly)
        self._shadow_ref: pygame.Surface | None = None
        #: large-print, high-contrast card faces (the ``large_cards`` setting)
        self.large_print = False
        #: image files read so far (the benchmark tells which frames read art)
        self.loaded = 0
        #: every picture file's bytes once :meth:`hold_files` read them (by relative path)
        self._held: dict[str, bytes] = {}
        #: the rank's ink height in a face's own pixels, by face (``large/10D``, ``cards/10D``)
        self._rank_ink: dict[str, int] = {}

    @property
    def sharp_multiple(self) -> int:
        """The window's size as a whole multiple of the canvas's (1: not one, or the
        canvas is the window): above 1, the still cards drawn are sharp sources."""
        return self._sharp_multiple

    @sharp_multiple.setter
    def sharp_multiple(self, k: int) -> None:
        if k != self._sharp_multiple:       # the cards made for another window go
            self._sharp.clear()
        self._sharp_multiple = k

    def hold_files(self) -> None:
        """Read every picture file now (a few MB of PNG): from then on no image is
        loaded from disk, whatever happens to the process's open files."""
        if not self._held and self.sprites.is_dir():
            self._held = {path.relative_to(self.sprites).as_posix(): path.read_bytes()
                          for path in sorted(self.sprites.rglob("*.png"))}

    def set_large_print(self, on: bool) -> None:
        """Switch the large-print faces; the card images made so far are dropped."""
        if on != self.large_print:
            self.large_print = on
            self._cards.clear()
            self._sharp.clear()
            self.groups.clear()
            for key in [k for k in self._raw if k.startswith("large/")]:
                del self._raw[key]

    def new_frame(self) -> None:
        """A frame starts: smooth scaling and rotation may again take :data:`SMOOTH_BUDGET`."""
        self._smooth_left = self.smooth_budget
        self.rough_in_frame = 0

    def has_time(self) -> bool:
        """Whether this frame's :data:`SMOOTH_BUDGET` has time left for image work."""
        return self._smooth_left > 0

    def spend(self, seconds: float) -> None:
        """Count image work done elsewhere (a zone's picture) against the budget."""
        self._smooth_left -= seconds

    # --- loading ------------------------------------------------------------------------

    def _load(self, relative: str, fallback_size: tuple[int, int]) -> pygame.Surface:
        found = self._raw.get(relative)
        if found is None:
            path = self.sprites / relative
            self.loaded += 1
            held = self._held.get(relative)
            try:
                found = (pygame.image.load(io.BytesIO(held), relative) if held is not None
                         else pygame.image.load(str(path)))
                found = found.convert_alpha() if pygame.display.get_surface() else found
            except (pygame.error, FileNotFoundError, OSError):
                self.missing.add(relative)
                found = self._stand_in(relative, fallback_size)
            self._raw[relative] = found
            self._drop_other_pack(relative)
        return found

    def _drop_other_pack(self, relative: str) -> None:
        """Card art of the colour scheme not in use goes: two packs' art would keep
        24 MB where one needs 12 (switching back loads it again)."""
        folder = relative.partition("/")[0]
        other = {"cards": "cards4", "cards4": "cards"}.get(folder)
        if other is not None:
            for key in [k for k in self._raw if k.startswith(other + "/")
                        and not k.endswith(f"/{BACK}.png")]:
                del self._raw[key]

    @staticmethod
    def _stand_in(relative: str, size: tuple[int, int]) -> pygame.Surface:
        stand_in = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(stand_in, theme.CREAM, stand_in.get_rect(), border_radius=size[0] // 10)
        pygame.draw.rect(stand_in, theme.INK, stand_in.get_rect(), 3,
                         border_radius=size[0] // 10)
        label = Path(relative).stem
        image = theme.font(max(12, size[1] // 5)).render(label, True, theme.TEXT_DARK)
        stand_in.blit(image, image.get_rect(center=stand_in.get_rect().center))
        return stand_in

    # --- cards --------------------------------------------------------------------------

    def warm_cards(self, texts: Iterable[str], four_colour: bool = False) -> None:
        """Read the art of the cards ``texts`` (and the back) now, before they are drawn:
        a table does it when it opens, so that the frames of the deal do not read and
        decode the files (a six-seat deal's faces took 35–48 ms in one frame)."""
        for text in {*texts, BACK}:
            if self.large_print and text != BACK:
                self._large_face(text)
            else:
                folder = "cards4" if four_colour and text != BACK else "cards"
                self._load(f"{folder}/{text}.png", (200, 280))

    @staticmethod
    def card_height(width: int) -> int:
        return round(width * CARD_RATIO)

    def card(self, text: str, width: int, four_colour: bool = False, angle: int = 0,
             style: str = "", moving: bool = False) -> pygame.Surface:
        """The card ``text`` (or ``"back"``) ``width`` pixels wide, rotated by ``angle``°.

        A ``moving`` card (in flight or dragged) is turned plainly, without anti-aliasing:
        in motion the edges look the same, it costs a fifth, and a flight passes through
        many angles. The smooth image is used when there already is one. A card in flight
        also passes through many sizes: it takes a kept one up to :data:`BORROW_WIDTH`
        pixels off rather than having a new size made (a deal made 20–30 a frame)."""
        if moving:
            width = self._kept_width(text, width, four_colour, style)
        if moving and angle:
            found = self._cards.get((text, width, four_colour, angle, style))
            if found is None:
                found = self._plain_turn(text, width, four_colour, angle, style)
            return found
        image = self._card(text, width, four_colour, angle, style)[0]
        if self.sharp_multiple > 1 and not moving:
            sharp_source(image, self._sharp_maker(text, width, four_colour, angle, style,
                                                  image.get_size()))
        return image

    def _sharp_maker(self, text: str, width: int, four_colour: bool, angle: int,
                     style: str, size: tuple[int, int]) -> SharpMaker:
        """The card drawn k times larger, centred on the canvas image of ``size``."""
        def layers(k: int) -> list[SharpLayer] | None:
            found = self.sharp_card(text, width, k, four_colour, angle, style)
            if found is None:
                return None
            return [(found, ((size[0] * k - found.get_width()) // 2,
                             (size[1] * k - found.get_height()) // 2), 0, False)]
        return layers

    def sharp_card(self, text: str, width: int, k: int, four_colour: bool = False,
                   angle: int = 0, style: str = "") -> pygame.Surface | None:
        """The card as :meth:`card` makes it ``k * width`` pixels wide, for a window k
        times the canvas (kept apart from the canvas's cards); None while this frame has
        no time left to make it smoothly (:data:`SMOOTH_BUDGET`)."""
        if (text, width * k, four_colour, angle, style) not in self._sharp and \
                self._smooth_left <= 0:
            return None
        found, smooth = self._card(text, width * k, four_colour, angle, style, self._sharp)
        return found if smooth else None

    def _kept_width(self, text: str, width: int, four_colour: bool, style: str) -> int:
        """``width``, or the nearest width within :data:`BORROW_WIDTH` of which the card
        is kept upright."""
        cards = self._cards
        if (text, width, four_colour, 0, style) in cards:
            return width
        for step in range(2, BORROW_WIDTH + 1, 2):
            for near in (width - step, width + step):
                if (text, near, four_colour, 0, style) in cards:
                    return near
        return width

    def kept_card(self, text: str, width: int, four_colour: bool = False, angle: int = 0,
                  style: str = "") -> pygame.Surface | None:
        """The smooth card image if it is made already (nothing is made here)."""
        return self._cards.get((text, width, four_colour, angle, style))

    def _plain_turn(self, text: str, width: int, four_colour: bool, angle: int,
                    style: str) -> pygame.Surface:
        key = (text, width, four_colour, angle, style, "plain")
        found = self._cards.get(key)
        if found is None:
            base, smooth = self._card(text, width, four_colour, 0, style)
            found = pygame.transform.rotate(base, angle)
            if not smooth:
                return self._rough(found)[0]
            self._cards.put(key, found)
        return found

    def _card(self, text: str, width: int, four_colour: bool, angle: int,
              style: str, cache: SurfaceCache | None = None) -> tuple[pygame.Surface, bool]:
        """The image and whether it is the smooth one (a plain one is never kept), made
        and kept in ``cache`` (the canvas's cards unless another is given)."""
        cache = self._cards if cache is None else cache
        key = (text, width, four_colour, angle, style)
        found = cache.get(key)
        if found is not None:
            return found, True
        if angle:
            base, smooth = self._card(text, width, four_colour, 0, style, cache)
            if not smooth or self._smooth_left <= 0:
                return self._rough(pygame.transform.rotate(base, angle))
            found = self._smoothly(pygame.transform.rotozoom, base, angle, 1.0)
        elif style == "dim":
            base, smooth = self._card(text, width, four_colour, 0, "", cache)
            found = base.copy()
            found.fill((125, 125, 135), special_flags=pygame.BLEND_RGB_MULT)
            if not smooth:
                return found, False
        else:
            if self.large_print and text != BACK:
                # a card made wider than the art (a 4K window's own hand): its index
                # drawn at that size, not enlarged from the art's
                scale = -(-width // ART_WIDTH) if cache is self._sharp else 1
                raw = self._large_face(text, scale)
            else:
                folder = "cards4" if four_colour and text != BACK else "cards"
                raw = self._load(f"{folder}/{text}.png", (200, 280))
            size = (width, self.card_height(width))
            if self._smooth_left <= 0:      # plain for now; kept, so made once a deal
                plain = (*key, "plain")
                found = cache.get(plain) or \
                    cache.put(plain, pygame.transform.scale(raw, size))
                return self._rough(found)
            found = self._smoothly(pygame.transform.smoothscale, raw, size)
        cache.put(key, found)
        return found, True

    def _large_face(self, text: str, scale: int = 1) -> pygame.Surface:
        """The card art with a large, high-contrast index over its left half: rank in
        heavy black (red, blue, green, orange, purple by suit: four colours) on white,
        the suit below it as big as the panel — readable in the visible strip of a
        fanned hand. Kept instead of the art it is made from (one pack in memory).
        At a ``scale`` above 1 the art is enlarged and the index drawn at that scale
        (its rank's glyphs sharp), for one card image made from it: not kept."""
        key = f"large/{text}"
        found = self._raw.get(key) if scale == 1 else None
        if found is not None:
            return found
        started = time.perf_counter()
        art = f"cards4/{text}.png"
        face = self._load(art, (200, 280))
        face = face.copy() if scale == 1 else pygame.transform.smoothscale(
            face, (face.get_width() * scale, face.get_height() * scale))
        self._raw.pop(art, None)     # only the large faces are kept: one pack's worth
        s = scale
        w, h = face.get_size()
        panel = pygame.Rect(5 * s, 5 * s, int(w * 0.46), int(h * 0.66))
        pygame.draw.rect(face, (255, 255, 255), panel, border_radius=10 * s)
        pygame.draw.rect(face, (0, 0, 0), panel, 4 * s, border_radius=10 * s)
        suit = "" if text == "JK" else text[-1]
        rank = "JK" if text == "JK" else text[:-1]
        colour = LARGE_INK.get(suit, (0, 0, 0))
        font = theme.new_font(int(h * LARGE_RANK))
        font.bold = True
        label = font.render(rank, True, colour)
        ink = label.get_bounding_rect()
        label = label.subsurface(ink)            # the glyphs alone: as high as they can be
        if label.get_width() > panel.width - 10 * s:     # "10", "JK": narrower, not lower
            label = pygame.transform.smoothscale(
                label, (panel.width - 10 * s, label.get_height()))
        face.blit(label, label.get_rect(midtop=(panel.centerx, panel.y + 10 * s)))
        if suit:
            top = panel.y + 10 * s + label.get_height() + 6 * s
            side = min(panel.width - 14 * s, panel.bottom - 8 * s - top)
            icon = self._load(f"suits4/{suit}.png", (64, 64))
            icon = pygame.transform.smoothscale(icon, (side, side))
            face.blit(icon, icon.get_rect(midbottom=(panel.centerx, panel.bottom - 8 * s)))
        if scale != 1:
            self._smooth_left -= time.perf_counter() - started
            return face
        self._rank_ink[key] = label.get_height()
        self._raw[key] = face
        return face

    def rank_height(self, text: str, width: int, four_colour: bool = False) -> float | None:
        """How high the rank of card ``text`` is drawn on a face ``width`` pixels wide
        (its glyphs' ink, as drawn in the art or the large-print index, scaled); None for
        a back or a card without a rank (the joker of the normal art)."""
        if text == BACK:
            return None
        if self.large_print:
            face = self._large_face(text)
            return self._rank_ink[f"large/{text}"] * width / face.get_width()
        if text == "JK":
            return None
        folder = "cards4" if four_colour else "cards"
        key = f"{folder}/{text}"
        found = self._rank_ink.get(key)
        if found is None:
            art = self._load(f"{key}.png", (200, 280))
            found = self._rank_ink[key] = _index_rank_ink(art)
        return found * width / (self._raw[f"{key}.png"].get_width()
                                if f"{key}.png" in self._raw else 200)

    def _smoothly(self, transform: Callable[Params, pygame.Surface], *args: Params.args,
                  **kwargs: Params.kwargs) -> pygame.Surface:
        started = time.perf_counter()
        found = transform(*args, **kwargs)
        self._smooth_left -= time.perf_counter() - started
        return found

    def _rough(self, image: pygame.Surface) -> tuple[pygame.Surface, bool]:
        self.rough += 1
        self.rough_in_frame += 1
        return image, False

    def card_shadow(self, width: int, angle: int = 0) -> pygame.Surface:
        """A soft shadow for a card of ``width`` (centred like the card, before offset).

        Blurred, so a few pixels or degrees more or less never show: widths go in steps
        of 8 and angles of 2, and cards in flight find their shadow already made. Making
        one shares :data:`SMOOTH_BUDGET` with the cards: past it, a frame borrows the
        upright or the next width's shadow and the right one is made in a later frame."""
        key = _shadow_key(width, angle)
        width, angle = key[1], key[2]
        found = self._misc.get(key)
        if found is None:
            if angle:   # blurred: a plain rotation looks as smooth and costs a sixth
                upright = self.card_shadow(width)
                if self._smooth_left <= 0:      # this frame's time is spent: upright
                    return self._rough(upright)[0]      # for now, turned in a later one
                found = self._smoothly(pygame.transform.rotate, upright, angle)
            else:
                if self._smooth_left <= 0:      # a neighbour's shadow for this frame
                    near = self._misc.get(_shadow_key(width - 8, 0)) or \
                        self._misc.get(_shadow_key(width + 8, 0))
                    if near is not None:
                        return self._rough(near)[0]
                # blur once at a reference size and scale it: a gaussian blur per size
                # would cost milliseconds for every new width of a card in flight
                if self._shadow_ref is None:    # kept: a blur costs about a millisecond
                    self._shadow_ref = theme.soft_shadow(
                        (_SHADOW_REF, self.card_height(_SHADOW_REF)), 12, 110)
                ref = self._shadow_ref
                k = width / _SHADOW_REF
                found = self._smoothly(pygame.transform.smoothscale, ref,
                                       (max(1, round(ref.get_width() * k)),
                                        max(1, round(ref.get_height() * k))))
            self._misc.put(key, found)
        return found

    def kept_shadow(self, width: int, angle: int = 0) -> pygame.Surface | None:
        """:meth:`card_shadow` if it is made already (nothing is made here)."""
        return self._misc.get(_shadow_key(width, angle))

    def card_glow(self, width: int, angle: int, colour: tuple[int, int, int]) -> pygame.Surface:
        key = ("cardglow", width, angle, colour)
        found = self._misc.get(key)
        if found is None:
            base = theme.glow((width, self.card_height(width)), colour, max(6, width // 10), 5)
            found = pygame.transform.rotate(base, angle) if angle else base   # blurred
            self._misc.put(key, found)
        return found

    # --- suits, icons, felt -------------------------------------------------------------

    def suit(self, suit: str, size: int, four_colour: bool = False) -> pygame.Surface:
        key = ("suit", suit, size, four_colour)
        found = self._misc.get(key)
        if found is None:
            folder = "suits4" if four_colour else "suits"
            raw = self._load(f"{folder}/{suit}.png", (64, 64))
            if suit in SHAPES and size <= SMALL:    # small: drawn, told apart by shape
                found = drawn_suit(suit, size, ink_colour(raw))
            else:
                found = pygame.transform.smoothscale(raw, (size, size))
            self._misc.put(key, found)
        return found

    def icon(self, name: str, size: int) -> pygame.Surface:
        key = ("icon", name, size)
        found = self._misc.get(key)
        if found is None:
            raw = self._load(f"icons/{name}.png", (64, 64))
            found = pygame.transform.smoothscale(raw, (size, size))
            self._misc.put(key, found)
        return found

    def felt(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("felt", size)
        found = self._misc.get(key)
        if found is None:
            raw = self._load("felt.png", (480, 270))
            if "felt.png" in self.missing:
                raw = pygame.Surface((480, 270))
                raw.fill((22, 84, 52))
            found = pygame.transform.smoothscale(raw.convert() if pygame.display.get_surface()
                                                 else raw, size)
            if pygame.display.get_surface():
                # opaque, but with an alpha channel: clipped blits of it (the parts of a
                # frame that changed) take pygame's alpha blitter, which on the benchmark
                # machine is five times faster than SDL's copy for small areas
                found = found.convert_alpha()
            self._misc.put(key, found)
        return found


def _index_rank_ink(art: pygame.Surface) -> int:
    """The height of the rank's ink in the art's corner index (pixels of the art): the
    rows of :data:`ART_RANK_AREA` that hold a pixel darker than the card's paper."""
    area = pygame.Rect(ART_RANK_AREA).clip(art.get_rect())
    rows = [y for y in range(area.top, area.bottom)
            if any(min(art.get_at((x, y))[:3]) < 200 for x in range(area.left, area.right))]
    return rows[-1] - rows[0] + 1 if rows else 0


def _shadow_key(width: int, angle: int) -> tuple[str, int, int]:
    """Card shadows come in widths of 8 and angles of 2 (blurred: the steps never show)."""
    return ("cardshadow", max(8, round(width / 8) * 8), round(angle / 2) * 2)
