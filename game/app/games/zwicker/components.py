"""What the Zwicker table adds to the shared table: the units, capture piles and the
stock as drop targets for a dragged card, the units' values and the piles' counts over
the cards, and the Zwick banner. The board (``board.py``) and the capture choice
(``capture_choice.py``) are two more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.games.zwicker.board import OnBoard
from game.app.games.zwicker.capture_choice import CaptureChoice
from game.app.games.zwicker.layout import AREA, BADGE, CELEBRATE, FREE, STOCK, pile_zone
from game.app.kit import richtext, theme
from game.app.kit.cards_view import CardSprite
from game.app.shell import frame
from game.app.table.parts import DropTarget, Frames, Input, Overlay
from game.rules import JOKER
from game.rules.zwicker import Stack, value_of

if TYPE_CHECKING:
    from game.app.table.scene import TableScene

#: a unit's value mark: (pill, text image, colour)
Badge = tuple[pygame.Rect, pygame.Surface, tuple[int, int, int]]


class Choosing(OnBoard):
    """A part that reads the board and the capture choice."""

    @property
    def chooser(self) -> CaptureChoice:
        return self.table.parts.of(CaptureChoice)


class DropTargets(Choosing, Input, DropTarget):
    """Clicking or dropping a card on a unit picks a move that involves it, on free
    table space lays the card down; the unit under a dragged card glows only if the
    card has a move with it."""

    def click(self, pos: tuple[int, int]) -> bool:
        table = self.table
        chooser = self.chooser
        if not table.human_to_act():
            return False
        if chooser.selected is None:
            if self.board.unit_at(pos) is not None:
                table.toast.show(i18n.tr("zw.choose_card"), 2.5)
                return True
            return False
        for value, rect in chooser.picker_rects():
            if rect.collidepoint(pos):
                chooser.set_declared(value)
                table.services.sound.play("click")
                return True
        unit = self.board.unit_at(pos)
        if unit is not None:
            return chooser.choose_target(unit)
        if AREA.collidepoint(pos):
            return chooser.choose_target(FREE)
        if pygame.Rect(STOCK[0] - 60, STOCK[1] - 80, 120, 160).collidepoint(pos):
            return False
        chooser.deselect()
        return False

    def drop(self, sprite: CardSprite, pos: tuple[int, int]) -> bool:
        table = self.table
        chooser = self.chooser
        if not table.human_to_act() or sprite.card is None:
            table.layer.relayout(0.25)
            return True
        unit = self.board.drop_unit(pos, sprite)
        if not chooser.matching(sprite.card) and not sprite.card.is_joker and (
                unit is not None or AREA.collidepoint(pos)):
            # no move at all: the reason is about this card where it was let go
            chooser.deselect()
            chooser.refuse(sprite.card, FREE if unit is None else unit)
            table.layer.relayout(0.25)
            return True
        if sprite is not chooser.selected:
            chooser.select(sprite)
        if chooser.selected is sprite:
            if unit is not None:
                chooser.choose_target(unit, confirm_first=not sprite.card.is_joker)
            elif AREA.collidepoint(pos):
                chooser.choose_target(FREE, confirm_first=not sprite.card.is_joker)
        table.layer.relayout(0.25)
        return True

    def pointer_moved(self, pos: tuple[int, int]) -> None:
        table = self.table
        chooser = self.chooser
        self.board.pointer = pos
        sprite = table.input.drag
        if table.input.dragging and sprite is not None and sprite.card is not None \
                and table.human_to_act() and chooser.matching(sprite.card):
            if chooser.selected is not sprite:     # dragging a card chooses it
                chooser.select(sprite)
            unit = self.board.drop_unit(pos)
            found = chooser.choices()
            hits = [i for i, a in enumerate(found)
                    if unit is not None and isinstance(a, Stack) and chooser.touches(a, unit)]
            if hits:                            # preview the stack's new value
                chooser.choice = hits[0]

    def drop_glow(self, glow: pygame.Rect | None) -> pygame.Rect | None:
        """The unit under a dragged card glows only if the card has a legal move with it
        (a capture or a stack), free space only if it may be laid down there."""
        table = self.table
        sprite = table.input.drag
        if sprite is None or sprite.card is None or not table.human_to_act():
            return None
        pointer = self.board.pointer
        unit = self.board.drop_unit(pointer)
        if unit is None:
            free = AREA.collidepoint(pointer) and self.chooser.matching(sprite.card, FREE)
            return AREA if free else None
        if not self.chooser.matching(sprite.card, unit):
            return None
        return self.board.unit_rect(unit).inflate(28, 28)


class UnitMarks(Choosing, Overlay):
    """Each unit's value above it (a stack fans upwards, so over the cards), every
    seat's capture pile with its count and Zwick markers (drawn even when empty)."""

    def keep_clear(self) -> list[pygame.Rect]:
        """Each unit's value above it, the capture piles (with their counts) and the
        joker's value picker."""
        table = self.table
        keep = []
        for seat in range(table.model.players):
            x, y, w = self.board.pile_anchor(seat)
            pile = pygame.Rect(0, 0, round(w), table.services.assets.card_height(round(w)))
            pile.center = (round(x), round(y))
            keep += [pile, self.board.count_badge(seat)]
        for u, unit in enumerate(self.board.units):
            if unit and not any(s.moving for s in unit):
                rect = self.board.unit_rect(u)
                keep.append(pygame.Rect(rect.x, rect.y - BADGE - 6, rect.w, BADGE + 6))
        if table.human_to_act():
            keep += [rect for _, rect in self.chooser.picker_rects()]
        return keep

    def draw_over(self, surface: pygame.Surface) -> None:
        self._draw_badges(surface)
        self._draw_piles(surface)

    def value_badges(self) -> list[Badge]:
        """Each resting unit's value, centred above its highest card; a stack preview
        shows the new value (in red over a unit the dragged card may not stack on: what
        it would make)."""
        table, board = self.table, self.board
        preview = self.chooser.current() if table.human_to_act() else None
        over = board.drop_unit(board.pointer) if table.input.dragging else None
        if table.input.dragging and isinstance(preview, Stack) and over != preview.index:
            preview = None          # a dragged card previews the stack it is held over
        too_high = self.refused_stack(over) if table.input.dragging else None
        badges = []
        for u, unit in enumerate(board.units):
            if not unit or any(s.moving for s in unit):
                continue
            value = sum(board.unit_values[u])
            is_joker = any(s.card is JOKER for s in unit)
            colour = theme.GOLD if (len(unit) > 1 or is_joker) else theme.CREAM
            text = str(value)
            if isinstance(preview, Stack) and preview.index == u:
                text = f"{value}+{preview.declared}={value + preview.declared}"
                colour = theme.HINT
            elif too_high is not None and too_high[0] == u:
                text = f"{value}+{too_high[1]}={value + too_high[1]}"
                colour = theme.DANGER
            image = theme.text(text, 40, theme.INK)
            area = board.unit_rect(u)
            pill = image.get_rect().inflate(22, 6)
            pill.w = max(pill.w, pill.h)
            pill.center = (area.centerx, area.top - 14)
            badges.append((pill, image, colour))
        return badges

    def refused_stack(self, unit: int | None) -> tuple[int, int] | None:
        """(unit, card value) when the dragged card is over ``unit`` and has no move
        with it: the sum it would make is shown, and the refusal on letting go is
        about that card and that unit. None for a joker (it has no value yet)."""
        sprite = self.table.input.drag
        if unit is None or sprite is None or sprite.card is None or sprite.card.is_joker \
                or not self.table.human_to_act() or self.chooser.matching(sprite.card, unit):
            return None
        return unit, value_of(sprite.card)

    def _draw_badges(self, surface: pygame.Surface) -> None:
        for pill, image, colour in self.value_badges():
            frame.rect(surface, colour, pill, border_radius=pill.h // 2)
            frame.rect(surface, theme.INK, pill, 2, border_radius=pill.h // 2)
            surface.blit(image, image.get_rect(center=pill.center))

    def _draw_piles(self, surface: pygame.Surface) -> None:
        table = self.table
        assets = table.services.assets
        for seat in range(table.model.players):
            x, y, w = self.board.pile_anchor(seat)
            cards = table.layer.zone(pile_zone(seat))
            count = sum(1 for s in cards if not s.moving)
            h = assets.card_height(round(w))
            if not count:
                outline = pygame.Rect(0, 0, round(w), h)
                outline.center = (round(x), round(y))
                frame.rect(surface, (30, 70, 50), outline, 3, border_radius=10)
            image = self.board.pile_label(seat)
            plate = self.board.count_badge(seat, image)
            theme.draw_panel(surface, plate, theme.PANEL, 235, radius=plate.h // 2,
                             border=theme.BORDER, shadow=False)
            surface.blit(image, image.get_rect(center=plate.center))
            zw = self.board.zwicks[seat]
            if zw:
                icon = assets.icon("zwick", 30)
                label = theme.text(f"×{zw}", theme.SIZE_SMALL - 4, theme.GOLD)
                row = pygame.Rect(0, 0, icon.get_width() + label.get_width() + 14, 36)
                row.midbottom = (round(x), round(y - h / 2 + 4))
                theme.draw_panel(surface, row, theme.PANEL, 230, radius=12, shadow=False)
                surface.blit(icon, icon.get_rect(midleft=(row.x + 4, row.centery)))
                surface.blit(label, label.get_rect(midleft=(row.x + 8 + icon.get_width(),
                                                            row.centery + 1)))


class ZwickBanner(OnBoard, Frames, Overlay):
    """The Zwick banner over the units while the table celebrates; never while someone
    must choose."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.celebrating = 0.0          # seconds the banner still stands
        self.celebrated = ""            # whose Zwick

    def celebrate(self, name: str) -> float:
        """Show ``name``'s Zwick; the seconds it stands."""
        self.celebrating = CELEBRATE * max(self.table.speed, 0.35)
        self.celebrated = name
        return self.celebrating

    def update(self, dt: float) -> None:
        self.celebrating = max(0.0, self.celebrating - dt)
        if self.table.human_to_act():   # never cover the table while someone must choose
            self.celebrating = 0.0

    def quiet(self) -> None:
        self.celebrating = 0.0
        self.board.flash = []

    def draw_over(self, surface: pygame.Surface) -> None:
        """The banner: fixed sizes, so every image is rendered (and cached) once."""
        table = self.table
        if self.celebrating <= 0:
            return
        text = i18n.tr("zw.zwick_banner", name=self.celebrated)
        image = richtext.render(table.services.assets, text, 120, theme.GOLD)
        icon = table.services.assets.icon("zwick", 120)
        rect = image.get_rect(center=(AREA.centerx + icon.get_width() // 2, AREA.centery))
        box = rect.union(icon.get_rect(midright=(rect.x - 16, rect.centery))).inflate(80, 40)
        theme.draw_panel(surface, box, (40, 22, 8), 235, radius=30, border=theme.GOLD,
                         shadow=False)
        frame.rect(surface, theme.GOLD, box.inflate(14, 14), 5, border_radius=36)
        surface.blit(icon, icon.get_rect(midright=(rect.x - 16, rect.centery)))
        surface.blit(image, rect)
