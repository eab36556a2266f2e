"""The match standings after a game, and how this game moved them — for every scoreboard.

:func:`standings` reads the match (its totals before and after the game just recorded,
best first); :class:`StandingsMotion` animates the move: each seat's row slides from its
place before this game to its place now, its total counts up, and its gain and the
places it rose or fell appear. A game's scoreboard draws its rows where
:meth:`StandingsMotion.row_y` says and its totals as :meth:`StandingsMotion.total`
says; :func:`draw_move` draws the gain and the move beside a row.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.app.kit import theme
from game.app.kit.tween import ease_in_out_cubic, ease_out_cubic
from game.rules.match import Match

#: seconds after the scoreboard opens before the rows move (the celebration comes first)
DELAY = 0.6
#: seconds the rows take to reach their new places, and the totals to count up
SLIDE = 0.9


@dataclass(frozen=True)
class Standing:
    """One seat in the match: its total before this game and after, its place in the
    order (0 = first) and its rank (1 = best; tied totals share a rank) both times."""

    seat: int
    before: int
    after: int
    place_before: int
    place_after: int
    rank_before: int
    rank_after: int

    @property
    def gained(self) -> int:
        return self.after - self.before

    @property
    def moved(self) -> int:
        """Ranks risen (positive) or fallen (negative) with this game."""
        return self.rank_before - self.rank_after


def _ranked(totals: Sequence[int]) -> tuple[list[int], list[int]]:
    """(each seat's place in the order best first — ties by seat —, its rank)."""
    order = sorted(range(len(totals)), key=lambda s: (-totals[s], s))
    places = [0] * len(totals)
    for place, seat in enumerate(order):
        places[seat] = place
    ranks = [1 + sum(t > totals[s] for t in totals) for s in range(len(totals))]
    return places, ranks


def standings(match: Match) -> list[Standing]:
    """Every seat's standing after the game just recorded, best first (higher totals
    are better in every game: Stortok counts its fools as -1)."""
    after = match.totals
    last = match.results[-1] if match.results else [0] * len(after)
    before = [total - gained for total, gained in zip(after, last, strict=True)]
    places_before, ranks_before = _ranked(before)
    places_after, ranks_after = _ranked(after)
    rows = [Standing(seat, before[seat], after[seat], places_before[seat],
                     places_after[seat], ranks_before[seat], ranks_after[seat])
            for seat in range(len(after))]
    return sorted(rows, key=lambda s: s.place_after)


class StandingsMotion:
    """The clock of the standings' animation (``speed`` 0: at its end at once)."""

    def __init__(self, match: Match, speed: float = 1.0) -> None:
        self.rows = standings(match)
        self.by_seat = {row.seat: row for row in self.rows}
        #: the first game of a match moves nobody: before it everyone stood level
        self.first_game = match.games_played <= 1
        self.speed = speed
        self.elapsed = 0.0

    @property
    def progress(self) -> float:
        """0 before the rows move, 1 once they are in place."""
        if self.speed <= 0:
            return 1.0
        t = (self.elapsed / self.speed - DELAY) / SLIDE
        return max(0.0, min(1.0, t))

    @property
    def moving(self) -> bool:
        return self.progress < 1.0

    def update(self, dt: float) -> None:
        if self.moving:
            self.elapsed += dt

    def row_y(self, seat: int, top: float, row_h: float) -> int:
        """Where ``seat``'s row is drawn now: sliding from its old place to its new."""
        row = self.by_seat[seat]
        start = row.place_after if self.first_game else row.place_before
        t = ease_in_out_cubic(self.progress)
        return round(top + row_h * (start + (row.place_after - start) * t))

    def total(self, seat: int) -> int:
        """``seat``'s match total as shown now: counting up from before this game."""
        row = self.by_seat[seat]
        return round(row.before + row.gained * ease_out_cubic(self.progress))


def draw_move(surface: pygame.Surface, motion: StandingsMotion, seat: int,
              pos: tuple[int, int], sign: int = 1, size: int = theme.SIZE_SMALL) -> None:
    """Beside a row (``pos`` its mid-left): this game's gain ("+3"; ``sign`` -1 where a
    game shows its totals negated, as Stortok its fools) and the ranks risen or fallen
    (an arrow head and the count), fading in as the rows move."""
    row = motion.by_seat[seat]
    alpha = round(255 * min(1.0, motion.progress * 1.5))
    if alpha <= 0:
        return
    x, y = pos
    if row.gained:
        good = row.gained > 0
        text = theme.text(f"+{sign * row.gained}" if sign * row.gained > 0
                          else str(sign * row.gained), size, theme.GOOD if good else theme.DANGER)
        surface.blit(_faded(text, alpha), text.get_rect(midleft=(x, y)))
        x += text.get_width() + 14
    if row.moved and not motion.first_game:
        up = row.moved > 0
        colour = theme.GOOD if up else theme.DANGER
        arrow = _arrow(up, colour, theme.cap_height(size))
        surface.blit(_faded(arrow, alpha), arrow.get_rect(midleft=(x, y)))
        count = theme.text(str(abs(row.moved)), size, colour)
        surface.blit(_faded(count, alpha), count.get_rect(midleft=(x + arrow.get_width() + 4,
                                                                    y)))


_arrows: dict[tuple[bool, tuple[int, int, int], int], pygame.Surface] = {}
_fades: dict[tuple[int, int], tuple[pygame.Surface, pygame.Surface]] = {}


def _arrow(up: bool, colour: tuple[int, int, int], height: int) -> pygame.Surface:
    """An arrow head pointing up or down (the font has no arrow glyphs)."""
    key = (up, colour, height)
    found = _arrows.get(key)
    if found is None:
        found = pygame.Surface((height + 4, height + 4), pygame.SRCALPHA)
        h = height
        points = [(2, h + 2), (h + 2, h + 2), (h / 2 + 2, 2)] if up else \
            [(2, 2), (h + 2, 2), (h / 2 + 2, h + 2)]
        pygame.draw.polygon(found, colour, points)
        _arrows[key] = found
    return found


def _faded(image: pygame.Surface, alpha: int) -> pygame.Surface:
    """``image`` at ``alpha`` in eight steps (a new image per step: a drawn image must
    not change, see ``shell/frame.py``); the few steps are kept while they are drawn."""
    if alpha >= 255:
        return image
    step = max(1, alpha * 8 // 255) * 32
    key = (id(image), step)
    found = _fades.get(key)
    if found is None or found[0] is not image:
        if len(_fades) > 256:
            _fades.clear()
        faded = image.copy()
        faded.set_alpha(step)
        found = _fades[key] = (image, faded)
    return found[1]
