"""The shared card layer every table uses.

Cards live in named *zones* (a hand, the stock, the trick, a pile …), each an ordered
list of :class:`CardSprite`. A table scene supplies a layout function that says where
the i-th card of a zone goes; :meth:`CardLayer.relayout` then tweens every card that is
not where it belongs. Moving a card between zones is :meth:`CardLayer.move` followed by
a relayout — so every game's table only decides zones and layouts, not animation.

Faces: a card is drawn face up only when ``face_up`` is True *now*; turning a card up
plays a flip, turning it down is immediate (so no hand shows to the wrong person).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from game.app.kit import theme
from game.app.kit.assets import BACK, SHADOW_AT_REST, Assets
from game.app.kit.tween import Tweens, ease_in_cubic, ease_out_cubic
from game.app.shell.frame import SharpLayer, sharp_source
from game.rules import Card


@dataclass(frozen=True)
class Place:
    """Where a card of a zone goes."""

    x: float
    y: float
    width: float
    angle: float = 0.0
    z: int = 0


@dataclass(eq=False)
class CardSprite:
    card: Card | None              # None: a card nobody may know yet (the stock)
    x: float = 0.0
    y: float = 0.0
    width: float = 120.0
    angle: float = 0.0
    flip: float = 1.0              # horizontal scale during a flip animation
    lift: float = 0.0              # hover / focus lift (pixels up)
    z: int = 0
    zone: str = ""
    face_up: bool = False
    shown_up: bool = False         # the face side is showing (lags face_up only when revealing)
    highlight: tuple[int, int, int] | None = None
    dim: bool = False
    focus: bool = False
    moving: bool = False
    arrival: int = 0               # order in which the card entered its zone
    dragging: bool = False

    @property
    def text(self) -> str:
        return self.card.text if self.card is not None else BACK

    @property
    def showing_face(self) -> bool:
        return self.face_up and self.shown_up and self.card is not None

    def rect(self, assets: Assets) -> pygame.Rect:
        w = int(self.width)
        h = assets.card_height(w)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(self.x), round(self.y - self.lift))
        return rect


Layout = Callable[[str, int, int, CardSprite], Place]


STEADY_FRAMES = 6          # a still zone is drawn as one image after this many frames


class _GroupImage(pygame.Surface):
    """A zone's cards drawn together; ``topleft`` is where it goes on the screen."""

    topleft: tuple[int, int] = (0, 0)


def _waiting(order: list[CardSprite]) -> set[CardSprite]:
    """Cards on their way that lie exactly under a later one (a deal: the cards not
    yet sent off wait in one pile): nothing of them shows, shadow included. A card
    turning over there is hidden too if the one over it is at least as wide (a deal
    turns a whole pile at once: 78 cards scaled every frame, of which one shows)."""
    moving = [s for s in order if s.moving]
    if len(moving) < 8:
        return set()
    widest: dict[tuple[int, int, int, int], float] = {}    # place -> widest turn above
    under: set[CardSprite] = set()
    for sprite in reversed(moving):
        place = (round(sprite.x), round(sprite.y - sprite.lift), round(sprite.width),
                 round(sprite.angle))
        above = widest.get(place)
        if above is not None and above >= sprite.flip:
            under.add(sprite)
        widest[place] = max(sprite.flip, above or 0.0)
    return under


class CardLayer:
    def __init__(self, assets: Assets, tweens: Tweens, layout: Layout) -> None:
        self.assets = assets
        self.tweens = tweens
        self.layout = layout
        self.zones: dict[str, list[CardSprite]] = {}
        self.four_colour = False
        self.speed = 1.0
        self._arrivals = 0
        self.stacked: dict[str, int] = {}   # zone -> draw only the top n (covered below)
        #: sprites drawn face up in the last draw call (tests check hot-seat privacy)
        self.drawn_face_up: list[CardSprite] = []
        self.grouping = True       # draw the cards of a still zone as one image
        #: zone -> its look in the last frame, and for how many frames it has not changed
        self._last_looks: dict[str, tuple[tuple, int]] = {}
        self._quiet = False        # no card moved in the frame being drawn

    # --- zones --------------------------------------------------------------------------

    def zone(self, name: str) -> list[CardSprite]:
        return self.zones.setdefault(name, [])

    def add(self, sprite: CardSprite, zone: str, index: int | None = None) -> CardSprite:
        cards = self.zone(zone)
        cards.insert(len(cards) if index is None else index, sprite)
        sprite.zone = zone
        self._arrivals += 1
        sprite.arrival = self._arrivals
        return sprite

    def move(self, sprite: CardSprite, zone: str, index: int | None = None) -> CardSprite:
        """Put ``sprite`` into ``zone``. A lift (hover, pick) belongs to the zone it was
        given in: it becomes part of the card's place, so the card flies on from where
        it is seen and rests at its new place unlifted."""
        sprite.y -= sprite.lift
        sprite.lift = 0.0
        if sprite.zone:
            self.zone(sprite.zone).remove(sprite)
        return self.add(sprite, zone, index)

    def find(self, card: Card) -> CardSprite | None:
        for cards in self.zones.values():
            for sprite in cards:
                if sprite.card is card:
                    return sprite
        return None

    def all(self) -> list[CardSprite]:
        return [s for cards in self.zones.values() for s in cards]

    # --- faces and motion ---------------------------------------------------------------

    def set_face(self, sprite: CardSprite, up: bool, animate: bool = True) -> None:
        """Turn a card; hiding is immediate, revealing flips (if animated)."""
        if up == sprite.face_up:
            return
        sprite.face_up = up
        if not up or sprite.card is None:
            sprite.shown_up = False
            return
        duration = 0.09 * self.speed
        if not animate or duration <= 0:
            sprite.shown_up = True
            sprite.flip = 1.0
            return

        def reveal() -> None:
            sprite.shown_up = True
            self.tweens.to(sprite, duration, ease_out_cubic, flip=1.0)

        sprite.flip = 1.0
        self.tweens.to(sprite, duration, ease_in_cubic, on_done=reveal, flip=0.0)

    def relayout(self, duration: float = 0.3, stagger: float = 0.0,
                 only: set[str] | None = None) -> float:
        """Tween every card to its zone place; returns the seconds until all arrive."""
        duration *= self.speed
        stagger *= self.speed
        longest = 0.0
        moved = 0
        # a copy: the layout may look at a zone not created yet (zone() adds it)
        for name, cards in list(self.zones.items()):
            if only is not None and name not in only:
                continue
            count = len(cards)
            for index, sprite in enumerate(cards):
                place = self.layout(name, index, count, sprite)
                sprite.z = place.z
                if sprite.dragging:
                    continue
                if (abs(sprite.x - place.x) < 0.5 and abs(sprite.y - place.y) < 0.5
                        and abs(sprite.width - place.width) < 0.5
                        and abs(sprite.angle - place.angle) < 0.2):
                    continue
                delay = stagger * moved
                moved += 1
                if duration <= 0:
                    sprite.x, sprite.y, sprite.width, sprite.angle = (
                        place.x, place.y, place.width, place.angle)
                    continue
                sprite.moving = True
                self.tweens.to(sprite, duration, ease_out_cubic, delay,
                               on_done=partial(setattr, sprite, "moving", False),
                               x=place.x, y=place.y, width=place.width, angle=place.angle)
                longest = max(longest, delay + duration)
        return longest

    def snap(self) -> None:
        """Put every card where it belongs at once."""
        speed, self.speed = self.speed, 0.0
        self.relayout()
        self.speed = speed

    # --- drawing and hit tests ----------------------------------------------------------

    def draw_order(self) -> list[CardSprite]:
        sprites: list[CardSprite] = []
        for name, cards in self.zones.items():
            top = self.stacked.get(name)
            if top is not None and len(cards) > top:
                sprites.extend(s for s in cards[:-top] if s.moving)
                sprites.extend(cards[-top:])
            else:
                sprites.extend(cards)
        sprites.sort(key=lambda s: (s.dragging, s.moving, s.z))
        return sprites

    def draw(self, surface: pygame.Surface) -> None:
        """Every card in z order. The cards of a zone that all lie still (a computer's
        fanned hand, a pile) are one image, made once per look: overlapping cards and
        their shadows are then one blit instead of two per card."""
        drawn_up: list[CardSprite] = []
        order = self.draw_order()
        groups = self._resting_groups(order) if self.grouping else {}
        waiting = _waiting(order)
        self._quiet = not any(s.moving or s.dragging or s.flip < 0.999 for s in order)
        done: set[str] = set()
        for sprite in order:
            group = groups.get(sprite.zone)
            if group is not None:
                if sprite.zone not in done:
                    done.add(sprite.zone)
                    if not self._draw_group(surface, group):
                        for member in group:
                            self._draw_sprite(surface, member)
            elif sprite not in waiting:
                self._draw_sprite(surface, sprite)
            if sprite.showing_face:
                drawn_up.append(sprite)
        self.drawn_face_up = drawn_up

    def _resting_groups(self, order: list[CardSprite]) -> dict[str, list[CardSprite]]:
        """Zone -> its drawn cards, for the zones of two or more cards all at rest."""
        zones: dict[str, list[CardSprite]] = {}
        restless: set[str] = set()
        for sprite in order:
            if sprite.zone in restless:
                continue
            if (sprite.moving or sprite.dragging or sprite.flip < 0.999 or sprite.focus
                    or sprite.highlight is not None or sprite.lift >= 0.5):
                restless.add(sprite.zone)
                zones.pop(sprite.zone, None)
            else:
                zones.setdefault(sprite.zone, []).append(sprite)
        return {zone: cards for zone, cards in zones.items() if len(cards) > 1}

    @staticmethod
    def _look(sprite: CardSprite) -> tuple[str, int, int, str, int, int]:
        """How a card is drawn: image, size, angle, style and centre. In flight in coarse
        steps: few distinct images, so the cache keeps hitting."""
        if sprite.moving or sprite.dragging:
            width, angle = round(sprite.width / 8) * 8, round(sprite.angle / 4) * 4
        else:
            width, angle = round(sprite.width / 2) * 2, round(sprite.angle)
        face = sprite.showing_face
        return (sprite.text if face else BACK, max(8, int(width)), int(angle),
                "dim" if sprite.dim and face else "", round(sprite.x),
                round(sprite.y - sprite.lift))

    def _draw_group(self, surface: pygame.Surface, group: list[CardSprite]) -> bool:
        """Blit the group's image; made once the group has looked the same for
        :data:`STEADY_FRAMES` frames (a pile that changes every few frames while cards
        are dealt from it is not worth one), in a frame where no card moves (a light
        one: making a fan's image takes up to 1.5 ms) that has time for it. False: draw
        the cards one by one (that looks the same)."""
        looks = tuple(self._look(sprite) for sprite in group)
        key = (self.four_colour, looks)
        image = self.assets.groups.get(key)
        if image is None:
            zone = group[0].zone
            seen, frames = self._last_looks.get(zone, (None, 0))
            frames = frames + 1 if seen == key else 1
            self._last_looks[zone] = (key, frames)
            if frames < STEADY_FRAMES or not self._quiet or not self.assets.has_time():
                return False
            started = time.perf_counter()
            image = self._compose(looks)
            self.assets.spend(time.perf_counter() - started)
            if image is None:
                return False
            self.assets.groups.put(key, image)
        where = image.topleft  # type: ignore[attr-defined]  # the cache keeps _GroupImages
        surface.blit(image, where, special_flags=pygame.BLEND_PREMULTIPLIED)
        return True

    def _compose(self, looks: tuple[tuple[str, int, int, str, int, int], ...]
                 ) -> _GroupImage | None:
        """The cards with their shadows in one premultiplied image, so that blitting it
        (``BLEND_PREMULTIPLIED``) equals drawing them one by one. pygame's plain alpha
        blend onto an image with alpha *is* the premultiplied "over", except where the
        image is fully clear (it copies the colour there): so the image starts at alpha
        1, which darkens its area by 1/255, never visibly. None unless every image is
        made already (drawing the cards one by one makes them)."""
        assets = self.assets
        dx, dy = SHADOW_AT_REST
        parts: list[tuple[pygame.Surface, pygame.Rect]] = []
        for text, width, angle, style, cx, cy in looks:
            shadow = assets.kept_shadow(width, angle)
            image = assets.kept_card(text, width, self.four_colour, angle, style)
            if shadow is None or image is None:
                return None
            parts.append((shadow, shadow.get_rect(center=(cx + dx, cy + dy))))
            parts.append((image, image.get_rect(center=(cx, cy))))
        bounds = parts[0][1].unionall([rect for _, rect in parts[1:]])
        group = _GroupImage(bounds.size, pygame.SRCALPHA)
        group.topleft = bounds.topleft
        group.fill((0, 0, 0, 1))    # never fully clear: see above
        for image, rect in parts:
            group.blit(image, rect.move(-bounds.x, -bounds.y))
        if assets.sharp_multiple > 1:
            sharp_source(group, self._sharp_group(looks, parts, bounds.topleft))
        return group

    def _sharp_group(self, looks: tuple[tuple[str, int, int, str, int, int], ...],
                     parts: list[tuple[pygame.Surface, pygame.Rect]],
                     origin: tuple[int, int]) -> Callable[[int], list[SharpLayer] | None]:
        """The group drawn k times larger, card by card as :meth:`_compose` composed
        it: each shadow scaled (blurred, it looks the same), each card made at k times
        its width (no image of the whole group at that size: it would hold the cards'
        pixels twice)."""
        assets, four_colour = self.assets, self.four_colour
        shadows = [(image, rect.move(-origin[0], -origin[1])) for image, rect in parts[::2]]
        cards = [(look, rect.move(-origin[0], -origin[1]))
                 for look, (_, rect) in zip(looks, parts[1::2], strict=True)]

        def layers(k: int) -> list[SharpLayer] | None:
            drawn: list[SharpLayer] = []
            for (shadow, at), ((text, width, angle, style, _, _), rect) in zip(
                    shadows, cards, strict=True):
                image = assets.sharp_card(text, width, k, four_colour, angle, style)
                if image is None:
                    return None
                drawn.append((shadow, (at.x * k, at.y * k), 0, True))
                drawn.append((image, (rect.x * k + (rect.w * k - image.get_width()) // 2,
                                      rect.y * k + (rect.h * k - image.get_height()) // 2),
                              0, False))
            return drawn
        return layers

    def _draw_sprite(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        assets = self.assets
        text, width, angle, style, cx, cy = self._look(sprite)
        if sprite.flip < 0.999:
            base = assets.card(text, width, self.four_colour, 0, style)
            w = max(1, int(base.get_width() * sprite.flip))
            image = pygame.transform.scale(base, (w, base.get_height()))
            surface.blit(image, image.get_rect(center=(cx, cy)))
            return
        dx, dy = SHADOW_AT_REST
        shadow = assets.card_shadow(width, angle)
        lift = int(sprite.lift * 0.5) + (10 if sprite.moving or sprite.dragging else 0)
        surface.blit(shadow, shadow.get_rect(center=(cx + dx + lift // 2, cy + dy + lift)))
        if sprite.highlight is not None:
            halo = assets.card_glow(width, angle, sprite.highlight)
            surface.blit(halo, halo.get_rect(center=(cx, cy)))
        image = assets.card(text, width, self.four_colour, angle, style,
                            moving=sprite.moving or sprite.dragging)
        surface.blit(image, image.get_rect(center=(cx, cy)))
        if sprite.focus:
            theme.focus_ring(surface, sprite.rect(assets), 12)

    def hit(self, pos: tuple[int, int], zone: str) -> CardSprite | None:
        """The topmost card of ``zone`` under ``pos``."""
        for sprite in sorted(self.zone(zone), key=lambda s: s.z, reverse=True):
            if sprite.rect(self.assets).collidepoint(pos):
                return sprite
        return None
