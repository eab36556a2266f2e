"""The winner's moment at a game's end: light rises behind the headline and a handful
of cards is thrown up from below the screen, tumbles and falls away.

Made from our own card art and shapes; it ends by itself (about three seconds) and
then costs nothing: the light stays, still. At animation speed "instant" (and
``--fast``) there is no flight, only the light. The scoreboard draws
:meth:`Celebration.draw_light` under its headline and :meth:`Celebration.draw_cards`
over everything else.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from game.app.kit import theme
from game.app.kit.assets import Assets

#: the cards thrown (every game's deck has them)
CARDS = ("AH", "AS", "AD", "AC", "KH", "KS", "QD", "QC", "JH", "JS", "10D", "10C")
CARD_W = 96
#: half a card's diagonal: a turned card reaches no further from its centre
REACH = 0.87 * CARD_W
GRAVITY = 2600.0            # pixels per second², on the 1920x1080 canvas
LAUNCH_SPREAD = 0.8         # seconds over which the cards are thrown
ANGLE_STEP = 6              # degrees: a card turns in steps (its turned images are kept)
#: the light: seconds to rise, its strongest alpha and the steps it rises in
LIGHT_RISE = 0.6
LIGHT_ALPHA = 170
LIGHT_STEPS = 8
LIGHT_SIZE = (1100, 300)
RAYS = 18


@dataclass
class Flyer:
    """One thrown card: where and how fast it flies, how it turns, when it is thrown."""

    text: str
    x: float
    y: float
    vx: float
    vy: float
    angle: float
    spin: float
    delay: float


class Celebration:
    """The light and the cards for a headline at ``centre`` (``seed``: the throw)."""

    def __init__(self, centre: tuple[int, int], seed: int, speed: float,
                 bounds: pygame.Rect | None = None) -> None:
        self.centre = centre
        self.speed = speed
        self.bounds = bounds or pygame.Rect(0, 0, 1920, 1080)
        self.elapsed = 0.0
        rng = random.Random(seed)
        self.flyers: list[Flyer] = []
        if speed > 0:
            bottom = self.bounds.bottom + CARD_W      # out of sight: nothing drawn yet
            for k, text in enumerate(rng.sample(CARDS, len(CARDS))):
                x = centre[0] + rng.uniform(-700, 700)
                peak = centre[1] + rng.uniform(-60, 260)           # the highest point
                vy = -math.sqrt(2 * GRAVITY * (bottom - peak))
                vx = (centre[0] - x) * rng.uniform(0.1, 0.45) + rng.uniform(-120, 120)
                self.flyers.append(Flyer(text, x, bottom, vx, vy, rng.uniform(-40, 40),
                                         rng.uniform(-260, 260),
                                         LAUNCH_SPREAD * k / len(CARDS)))

    @property
    def moving(self) -> bool:
        """The light still rises, or a card waits to be thrown or is on the screen."""
        return self.light_alpha < LIGHT_ALPHA or not all(self._gone(f) for f in self.flyers)

    def _gone(self, flyer: Flyer) -> bool:
        """Thrown, and fallen below the screen."""
        return flyer.vy > 0 and flyer.y - REACH > self.bounds.bottom

    def _shown(self, flyer: Flyer) -> bool:
        return self.elapsed >= flyer.delay and not self._gone(flyer)

    def _on_screen(self, flyer: Flyer) -> bool:
        return self._shown(flyer) and flyer.y - REACH < self.bounds.bottom

    def update(self, dt: float) -> None:
        if self.speed <= 0 or not self.moving:
            return
        dt /= self.speed
        self.elapsed += dt
        for flyer in self.flyers:
            if not self._shown(flyer):
                continue
            flyer.vy += GRAVITY * dt
            flyer.x += flyer.vx * dt
            flyer.y += flyer.vy * dt
            flyer.angle += flyer.spin * dt

    @property
    def light_alpha(self) -> int:
        """The light's alpha now: rising in :data:`LIGHT_STEPS` steps, then still."""
        if self.speed <= 0:
            return LIGHT_ALPHA
        step = min(LIGHT_STEPS, int(self.elapsed / LIGHT_RISE * LIGHT_STEPS))
        return LIGHT_ALPHA * step // LIGHT_STEPS

    def draw_light(self, surface: pygame.Surface) -> None:
        alpha = self.light_alpha
        if alpha <= 0:
            return
        image = light_image(alpha)
        surface.blit(image, image.get_rect(center=self.centre))

    def draw_cards(self, surface: pygame.Surface, assets: Assets, four_colour: bool) -> None:
        for flyer in self.flyers:
            if not self._on_screen(flyer):
                continue
            angle = round(flyer.angle / ANGLE_STEP) * ANGLE_STEP % 360
            image = assets.card(flyer.text, CARD_W, four_colour, angle=angle, moving=True)
            surface.blit(image, image.get_rect(center=(round(flyer.x), round(flyer.y))))


_light: list[pygame.Surface] = []


def light_image(alpha: int) -> pygame.Surface:
    """Golden rays from the centre, soft at their ends, at ``alpha``. One image, made
    once (1.3 MB); its alpha is part of what a frame compares (``shell/frame.py``), so
    a step of the rise repaints it."""
    if not _light:
        _light.append(_make_light())
    image = _light[0]
    if image.get_alpha() != alpha:
        image.set_alpha(alpha)
    return image


def _make_light() -> pygame.Surface:
    """The rays, drawn at a third of the size and scaled up (smooth), fading with the
    distance: about 4 ms, made in the first frame the light shows (its alpha is 0 for
    the first :data:`LIGHT_RISE` / :data:`LIGHT_STEPS` seconds), not in the frame the
    scoreboard opens with its texts and panels."""
    w, h = LIGHT_SIZE[0] // 3, LIGHT_SIZE[1] // 3
    small = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w / 2, h / 2
    reach = math.hypot(w, h)
    half = math.pi / RAYS / 2
    for k in range(RAYS):
        a = 2 * math.pi * k / RAYS
        points = [(cx, cy), (cx + reach * math.cos(a - half), cy + reach * math.sin(a - half)),
                  (cx + reach * math.cos(a + half), cy + reach * math.sin(a + half))]
        pygame.draw.polygon(small, (*theme.GOLD, 110), points)
    core = pygame.Surface((w, h), pygame.SRCALPHA)
    fade = pygame.Surface((w, h), pygame.SRCALPHA)
    rings = 48
    for r in range(rings, 0, -1):           # rings from the edge in: a soft core and a
        rect = pygame.Rect(0, 0, round(w * r / rings), round(h * r / rings))  # fading mask
        rect.center = (round(cx), round(cy))
        pygame.draw.ellipse(core, (*theme.GOLD, round(90 * (1 - r / rings))), rect)
        pygame.draw.ellipse(fade, (255, 255, 255, round(255 * (1 - r / rings) ** 0.8)), rect)
    small.blit(core, (0, 0))
    small = theme.blur(small, 2)            # soft ray edges
    small.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.smoothscale(small, LIGHT_SIZE)
