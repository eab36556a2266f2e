"""What the Stortok table adds to the shared table: the trumps panel (kept with the
felt), the counts under the stock and the out-of-play pile, the plates' badges of the
seats out of the game and of the Stortok, and a complete trick held for the lesson
coach to explain."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.games.stortok.layout import STOCK, STOCK_W, TRUMP_RECT
from game.app.kit import theme
from game.app.seat_view import Standing
from game.app.shell import frame
from game.app.table.parts import Colour, LessonPlaces, Overlay, Panel, PlateLine, Reading

if TYPE_CHECKING:
    from game.app.games.stortok.presenter import StortokPresenter


class TrumpPanel(Panel, LessonPlaces):
    """The trumps panel: the turned card (until somebody picks it up) and the high and
    low trump suits, drawn once onto the felt."""

    presenter: StortokPresenter

    def draw_static(self, surface: pygame.Surface) -> None:
        table = self.table
        assets = table.services.assets
        four = table.services.settings.four_colour
        state = self.presenter.state
        theme.draw_panel(surface, TRUMP_RECT, theme.PANEL, 215, radius=20)
        mini_rect = pygame.Rect(0, 0, 92, assets.card_height(92))
        mini_rect.midleft = (TRUMP_RECT.x + 18, TRUMP_RECT.centery)
        if self.presenter.turned_card_shown():
            surface.blit(assets.card(state.turned_card.text, 92, four), mini_rect)
        else:        # picked up: the panel no longer pretends it lies on the table
            frame.rect(surface, (60, 84, 72), mini_rect, 3, border_radius=10)
        x = TRUMP_RECT.x + 128
        for row, (suit, icon) in enumerate(((state.high_trump, "trump_high"),
                                            (state.low_trump, "trump_low"))):
            y = TRUMP_RECT.y + 52 + row * 78
            chip = pygame.Rect(x - 6, y - 34, 68, 68)
            frame.rect(surface, theme.CREAM, chip, border_radius=16)
            surface.blit(assets.suit(suit, 52, four), (x, y - 26))
            badge = assets.icon(icon, 30)
            surface.blit(badge, badge.get_rect(center=(x + 60, y + 30)))
        for image, rect in self.presenter.trump_labels():
            surface.blit(image, rect)

    def static_rects(self) -> list[pygame.Rect]:
        return [TRUMP_RECT]

    def static_key(self) -> tuple[object, ...]:
        return (self.presenter.turned_card_shown(),)

    def lesson_targets(self, name: str) -> list[pygame.Rect]:
        return [TRUMP_RECT.copy()] if name == "trumps" else []


class PileCounts(Overlay, LessonPlaces):
    """The counts under the stock and the out-of-play pile: a toast leaves them
    readable; the coach points at the stock with its outline (also when empty)."""

    presenter: StortokPresenter

    def keep_clear(self) -> list[pygame.Rect]:
        return [rect for _, rect in self.presenter.pile_labels()]

    def lesson_targets(self, name: str) -> list[pygame.Rect]:
        if name != "stock":
            return []
        assets = self.table.services.assets
        outline = pygame.Rect(0, 0, STOCK_W, assets.card_height(STOCK_W))
        outline.center = STOCK
        return [outline.unionall([s.rect(assets) for s in self.table.layer.zone("stock")])]


class OutBadges(PlateLine):
    """Out in n-th place (green), or the Stortok at the end (red), on the name plate."""

    presenter: StortokPresenter

    def plate_badge(self, seat: int) -> tuple[str, Colour, Colour] | None:
        table = self.table
        out = self.presenter.out_places.get(seat)
        if out is not None:
            return Standing("table.stortok.out_place", out).text(), theme.GOOD, (26, 46, 36)
        if self.presenter.state.is_over and self.presenter.state.stortok == seat and not table.busy:
            return i18n.tr("table.stortok.badge"), theme.DANGER, (70, 30, 30)
        return None


class TrickHold(Reading):
    """A complete trick stays on the table while the policy explains it (a lesson),
    until the player continues (the table's ``trick_held``)."""

    presenter: StortokPresenter

    def reading(self) -> bool:
        return self.presenter.trick_held

    def done_reading(self) -> None:
        self.presenter.trick_held = False
