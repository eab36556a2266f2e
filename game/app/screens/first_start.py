"""The very first start asks one question — where the game is played — and sets text
size, card faces and fullscreen to match (all of it stays in Settings). Keyboard and
pad answer it like any menu (Up/Down or Left/Right; speech names each answer with its
place among them and what it sets, and confirms the choice); Esc leaves the defaults (a
window filling most of the screen). Then the menu, which offers a lesson beside its
buttons, or the table ``--game`` asked for."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.kit.screen_parts import draw_title
from game.app.kit.widgets import Button, FocusGroup
from game.app.shell.scene import Scene

if TYPE_CHECKING:
    from game.app.services import Services

PANEL = pygame.Rect(960 - 620, 250, 1240, 560)
BUTTON_W, BUTTON_H, BUTTON_Y = 540, 150, 470


class PlaceScene(Scene):
    """"Where do you play? On a TV (from the sofa) / At a desk"."""

    overlay = True
    backdrop_dim = 170

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self.group = FocusGroup([
            Button((960 - BUTTON_W - 20, BUTTON_Y, BUTTON_W, BUTTON_H),
                   lambda: i18n.tr("place.tv"), lambda: self.answer("tv"),
                   size=theme.SIZE_BUTTON + 4, primary=True),
            Button((960 + 20, BUTTON_Y, BUTTON_W, BUTTON_H),
                   lambda: i18n.tr("place.desk"), lambda: self.answer("desk"),
                   size=theme.SIZE_BUTTON + 4),
        ], horizontal=True)
        # what speech adds to an answer's name: what it sets (the narrator then says its
        # place among the answers)
        for button, sets in zip(self.group.widgets, ("place.tv_sets", "place.desk_sets"),
                                strict=True):
            button.spoken_detail = partial(i18n.tr, sets)

    @property
    def question(self) -> str:
        """What the narrator reads when the screen opens."""
        return i18n.tr("place.title")

    def answer(self, place: str | None) -> None:
        """Apply the answer (None: no answer, the defaults stay) and go on to what is
        below: the menu (with its offer of a lesson) or the table asked for."""
        self.services.prefs.choose_place(place)
        self.services.nav.place_chosen(place)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.answer(None)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.group.move(-1 if event.key == pygame.K_UP else 1)    # as in any list
            return True
        return self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, PANEL, theme.PANEL, 242, radius=30, border=theme.BORDER)
        draw_title(surface, i18n.tr("place.title"), PANEL.y + 90)
        theme.blit_text(surface, i18n.tr("place.text"), (960, PANEL.y + 170),
                        theme.SIZE_BODY, theme.CREAM, "center")
        self.group.draw(surface)
        for button, key in zip(self.group.widgets, ("place.tv_sets", "place.desk_sets"),
                               strict=True):
            lines = theme.wrap(i18n.tr(key), theme.SIZE_SMALL, BUTTON_W)
            for i, line in enumerate(lines[:2]):
                theme.blit_text(surface, line, (button.rect.centerx,
                                                button.rect.bottom + 26 + i * 34),
                                theme.SIZE_SMALL, theme.TEXT_DIM, "center")
        theme.blit_text(surface, i18n.tr("place.later"), (960, PANEL.bottom - 36),
                        theme.SIZE_SMALL, theme.TEXT_DIM, "center")
