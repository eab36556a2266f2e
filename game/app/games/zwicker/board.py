"""The Zwicker table as the screen shows it: the units in the middle (they lag the engine
while cards fly), where each of their cards sits, the units being taken, every seat's
capture pile and its Zwick count.

The board is one of the table's parts. The presenter, the animations and the other parts
find it by its type (:class:`OnBoard`), so none of them needs another's class.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pygame

from game.app import i18n
from game.app.games.zwicker.layout import (
    AREA,
    BOTTOM_PILE,
    PILE_W,
    UnitSpot,
    pile_zone,
    unit_spots,
)
from game.app.kit import theme
from game.app.kit.cards_view import CardSprite, Place
from game.app.table.layout import seat_positions
from game.app.table.parts import Part, Shared
from game.rules.zwicker import Zwicker

if TYPE_CHECKING:
    from game.app.table.scene import TableScene


class Board(Shared):
    """The units as shown and the geometry of the units and the capture piles."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.units: list[list[CardSprite]] = []    # the table as shown (lags the engine)
        self.unit_values: list[list[int]] = []
        self._where: dict[int, tuple[int, int]] = {}
        self._spots: list[UnitSpot] = []
        #: where the card being played is shown (beside what it takes)
        self.play_at: tuple[float, float] = AREA.center
        self.zwicks = [0] * self.table.model.players
        self.flash: list[CardSprite] = []          # units being taken, shown glowing
        self.pointer: tuple[int, int] = (-1, -1)   # the mouse, for choice previews

    def reindex(self) -> None:
        """After the units changed: where each card sits, and each unit's spot."""
        self._where = {id(s): (u, k) for u, unit in enumerate(self.units)
                       for k, s in enumerate(unit)}
        self._spots = unit_spots(tuple(len(u) for u in self.units))

    def unit_place(self, sprite: CardSprite) -> Place:
        """Where a card of a unit rests (a stack fans upwards)."""
        u, k = self._where.get(id(sprite), (0, 0))
        if u >= len(self._spots):
            return Place(*AREA.center, 90, 0, 60)
        spot = self._spots[u]
        dx, dy = spot.card_offset()
        return Place(spot.x + k * dx, spot.y + k * dy, spot.width, 0, 60 + u * 8 + k)

    def unit_rect(self, u: int) -> pygame.Rect:
        """The screen area of shown unit ``u`` (all its cards)."""
        rect = pygame.Rect(0, 0, 0, 0)
        for k, sprite in enumerate(self.units[u]):
            r = sprite.rect(self.table.services.assets)
            rect = r if k == 0 else rect.union(r)
        return rect

    def unit_at(self, pos: tuple[int, int]) -> int | None:
        for u in range(len(self.units) - 1, -1, -1):
            if self.units[u] and self.unit_rect(u).collidepoint(pos):
                return u
        return None

    def drop_unit(self, pos: tuple[int, int], sprite: CardSprite | None = None) -> int | None:
        """The unit a dragged card (``sprite``, default the one dragged now) is over:
        the one under the pointer, else the one the card itself covers most (a card
        held by its corner is still "on" the unit the player sees it on)."""
        unit = self.unit_at(pos)
        if sprite is None and self.table.input.dragging:
            sprite = self.table.input.drag
        if unit is not None or sprite is None:
            return unit
        card = sprite.rect(self.table.services.assets)
        best, most = None, card.w * card.h // 4       # at least a quarter of the card
        for u in range(len(self.units)):
            if self.units[u]:
                cut = card.clip(self.unit_rect(u))
                if cut.w * cut.h > most:
                    best, most = u, cut.w * cut.h
        return best

    # --- the seats and their capture piles --------------------------------------------

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        model = self.table.model
        return seat_positions(model.players)[model.rel_seat(seat)]

    def pile_anchor(self, seat: int) -> tuple[float, float, float]:
        """A capture pile's centre and card width: the bottom seat's beside its hand,
        the others' beside their plates."""
        if self.table.model.rel_seat(seat) == 0:
            return (*BOTTOM_PILE, 84)
        ax, ay = self.seat_anchor(seat)
        return ax + 112, ay - 112, PILE_W

    def count_badge(self, seat: int, image: pygame.Surface | None = None) -> pygame.Rect:
        """Where the label of ``seat``'s capture pile is drawn ("9 taken"): a plate on
        the pile's bottom edge (``image``: the label as drawn)."""
        x, y, w = self.pile_anchor(seat)
        if image is None:
            image = self.pile_label(seat)
        plate = image.get_rect().inflate(20, 8)
        # under the pile's middle, on its bottom edge: between the hands and the plates
        plate.center = (round(x), round(y + self.table.services.assets.card_height(round(w)) / 2))
        return plate.clamp(pygame.Rect(6, 6, 1908, 1068))    # a pile at the right edge

    def pile_label(self, seat: int) -> pygame.Surface:
        """The words on a capture pile: how many cards it holds, and that they are taken."""
        count = sum(1 for s in self.table.layer.zone(pile_zone(seat)) if not s.moving)
        return theme.text(i18n.tr("zw.pile_count", n=count), theme.SIZE_SMALL, theme.TEXT)


class ReadsBoard:
    """Reads the game and the board as shown through its table (the presenter, the
    animations and every part of the Zwicker table)."""

    table: TableScene

    @property
    def state(self) -> Zwicker:
        return cast(Zwicker, self.table.model.state)

    @property
    def board(self) -> Board:
        """The units and capture piles as shown (one of this table's parts)."""
        return self.table.parts.of(Board)


class OnBoard(ReadsBoard, Part):
    """A part that reads or moves the board."""
