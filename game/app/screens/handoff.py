"""Hand-off overlay between two humans: every hand stays face down until the right
person confirms; then the table switches its perspective to that seat."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.kit.screen_parts import draw_title
from game.app.kit.widgets import Button, FocusGroup
from game.app.shell.scene import Scene

if TYPE_CHECKING:
    from game.app.services import Services
    from game.app.table.scene import TableScene


class HandoffScene(Scene):
    overlay = True
    backdrop_dim = 185

    def __init__(self, services: Services, table: TableScene, seat: int) -> None:
        super().__init__(services)
        self.table = table
        self.seat = seat
        self.name = table.model.session.seats[seat].name
        self.group = FocusGroup([Button((960 - 300, 600, 600, 110),
                                        lambda: i18n.tr("handoff.button", name=self.name),
                                        self.confirm, size=theme.SIZE_BUTTON + 6,
                                        primary=True)])

    def spoken_intro(self) -> str:
        """What the narrator says when this screen opens."""
        return i18n.tr("speech.handoff", name=self.name)

    def confirm(self) -> None:
        self.services.scenes.pop()
        self.table.hands.set_perspective(self.seat)
        self.services.sound.play("click")

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.services.nav.pause(self.table)
            return True
        return self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        panel = pygame.Rect(960 - 560, 300, 1120, 470)
        theme.draw_panel(surface, panel, theme.PANEL, 245, radius=32, border=theme.GOLD)
        icon = self.services.assets.icon("human", 88)
        surface.blit(icon, icon.get_rect(center=(960, 380)))
        draw_title(surface, i18n.tr("handoff.title", name=self.name), 480)
        pad = self.services.window.last_device == "pad"
        prompt = "handoff.prompt_pad" if pad else "handoff.prompt"
        theme.blit_text(surface, i18n.tr(prompt, name=self.name), (960, 550),
                        theme.SIZE_BODY, theme.TEXT, "center")
        self.group.draw(surface)
