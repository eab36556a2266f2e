"""The phone seats over the table: a QR code and the address for each.

As the *join screen* it opens with a table that has phone seats and closes by itself
once every phone has joined (the table waits below it). From the pause menu it shows
every phone seat with its connection, to scan again, to let a new phone take a seat
over, or to play a seat here or by the computer instead.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.kit.screen_parts import draw_title
from game.app.kit.widgets import Button, FocusGroup
from game.app.phones.qr import qr_surface
from game.app.shell.scene import Scene

if TYPE_CHECKING:
    from game.app.phones.hub import PhoneHub
    from game.app.services import Services
    from game.app.table.scene import TableScene

CELL_W, GAP = 440, 24


class PhonesScene(Scene):
    overlay = True
    backdrop_dim = 200

    def __init__(self, services: Services, table: TableScene, hub: PhoneHub,
                 joining: bool = True) -> None:
        super().__init__(services)
        self.table = table
        self.hub = hub
        #: True: the join screen (closes when all joined); False: the pause menu's page
        self.joining = joining
        self.group = FocusGroup()
        self._layout: tuple[int, ...] = ()
        self._closing = False

    # --- which seats, where -------------------------------------------------------------

    def shown_seats(self) -> list[int]:
        return list(self.hub.waiting if self.joining else self.hub.seats)

    def cells(self) -> list[tuple[int, pygame.Rect, int]]:
        """(seat, cell rect, QR size) for each shown seat: one row up to four seats."""
        seats = self.shown_seats()
        if not seats:
            return []
        columns = min(4, len(seats))
        rows = (len(seats) + columns - 1) // columns
        qr = 330 if rows == 1 else 230
        height = qr + 190
        top = 230 if rows == 1 else 185
        left = 960 - (columns * CELL_W + (columns - 1) * GAP) // 2
        out = []
        for index, seat in enumerate(seats):
            row, column = divmod(index, columns)
            rect = pygame.Rect(left + column * (CELL_W + GAP), top + row * (height + GAP),
                               CELL_W, height)
            out.append((seat, rect, qr))
        return out

    def rebuild(self) -> None:
        cells = self.cells()
        key = tuple(seat for seat, _, _ in cells)
        if key == self._layout and self.group.widgets:
            return
        self._layout = key
        widgets = []
        for seat, rect, _ in cells:
            y = rect.bottom - 70
            widgets.append(Button((rect.x + 14, y, 200, 58), lambda: i18n.tr("phones.join.here"),
                                  partial(self.play_here, seat), size=theme.SIZE_SMALL))
            if self.joining:
                widgets.append(Button((rect.right - 214, y, 200, 58),
                                      lambda: i18n.tr("phones.join.computer"),
                                      partial(self.by_computer, seat),
                                      size=theme.SIZE_SMALL))
            else:
                widgets.append(Button((rect.right - 214, y, 200, 58),
                                      lambda: i18n.tr("phones.seats.takeover"),
                                      partial(self.takeover, seat), size=theme.SIZE_SMALL))
        self.group = FocusGroup(widgets)
        self.services.window.redraw()

    # --- what the host does -------------------------------------------------------------

    def play_here(self, seat: int) -> None:
        self.hub.play_here(seat)
        self.rebuild()

    def by_computer(self, seat: int) -> None:
        self.hub.play_by_computer(seat)
        self.rebuild()

    def takeover(self, seat: int) -> None:
        self.hub.allow_takeover(seat)
        self.services.window.notice.show(i18n.tr("phones.seats.takeover_done",
                                     name=self.table.model.session.seats[seat].name), 3.0)

    # --- scene ----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.hub.update(dt)
        self.rebuild()
        if self.joining and not self.hub.waiting and not self._closing:
            self._closing = True
            self.services.scenes.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.joining:
                self.services.nav.pause(self.table)
            else:
                self.services.scenes.pop()
            return True
        return self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        title = "phones.join.title" if self.joining else "phones.seats.title"
        draw_title(surface, i18n.tr(title), 90)
        if self.joining:
            theme.blit_text(surface, i18n.tr("phones.join.help"), (960, 150),
                            theme.SIZE_SMALL, theme.TEXT, "center")
        server = self.hub.server
        for seat, rect, qr in self.cells():
            theme.draw_panel(surface, rect, theme.PANEL, 240, radius=24, border=theme.BORDER)
            name = self.table.model.session.seats[seat].name
            theme.blit_text(surface, theme.fit_text(name, theme.SIZE_BODY, CELL_W - 40),
                            (rect.centerx, rect.y + 30), theme.SIZE_BODY, theme.GOLD, "center")
            image = qr_surface(server.join_url(seat), qr)
            surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.y + 56)))
            y = rect.y + 62 + image.get_height()
            theme.blit_text(surface, server.address.removeprefix("http://"),
                            (rect.centerx, y + 6), 24, theme.TEXT, "center")
            theme.blit_text(surface, "/j/" + server.code(seat), (rect.centerx, y + 34), 22,
                            theme.TEXT_DIM, "center")
            if not self.joining:
                status = self.hub.status(seat)
                colour = theme.GOLD if status == "connected" else theme.DANGER
                theme.blit_text(surface, i18n.tr(f"phones.status.{status}"),
                                (rect.centerx, rect.bottom - 88), theme.SIZE_SMALL - 4,
                                colour, "center")
        self.group.draw(surface)
