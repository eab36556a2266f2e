"""The main menu."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.kit.screen_parts import button_column, draw_background, draw_title
from game.app.kit.widgets import Button, FocusGroup, Toast
from game.app.shell.scene import Scene

if TYPE_CHECKING:
    from game.app.app import App

_FAN = ("AS", "KH", "QD", "JC", "10S")
#: where the menu's notices show: over the card fan (a picture), not over the tagline
#: or a button
TOAST_CENTRE = (960, 290)


class MenuScene(Scene):
    music = "menu"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.toast = Toast()
        self.pending_notices: list[str] = []
        self.group = self.build_buttons()
        #: where the pointer was last seen (None: not yet): a pointer resting where the
        #: menu appears (after a restart, the window opens under it) takes no focus
        #: from Continue; only a real move does
        self.pointer: tuple[int, int] | None = None

    def build_buttons(self) -> FocusGroup:
        """The button column, fitted between the card fan and the subtitle."""
        items = self.items()
        pitch = min(122, 540 // len(items))
        self.has_continue = self.continue_available()
        return button_column(items, 420 + (540 - pitch * len(items)) // 2,
                             height=pitch - max(14, pitch // 5), gap=max(14, pitch // 5))

    def continue_available(self) -> bool:
        """An autosaved game exists."""
        return self.app.saves.has_autosave()

    def enter(self) -> None:
        if self.continue_available() != self.has_continue:
            self.group = self.build_buttons()

    @property
    def animating(self) -> bool:
        return self.toast.visible or bool(self.pending_notices)

    def update(self, dt: float) -> None:
        # taken here, not in enter(): only the menu really on top shows them
        self.pending_notices += [i18n.tr(key, **values)
                                 for key, values in self.app.saves.take_notices()]
        self.toast.update(dt)
        if not self.toast.visible and self.pending_notices:
            self.toast.show(self.pending_notices.pop(0), 5.0)

    def items(self) -> list[tuple[Callable[[], str], Callable[[], None]]]:
        items: list[tuple[Callable[[], str], Callable[[], None]]] = []
        if self.continue_available():
            items.append((lambda: i18n.tr("menu.continue"), self.resume))
        items += [
            (lambda: i18n.tr("menu.new_game"), self.new_game),
            (lambda: i18n.tr("menu.rules"), self.rules),
            (lambda: i18n.tr("menu.settings"), self.settings),
            (lambda: i18n.tr("menu.statistics"), self.statistics),
            (lambda: i18n.tr("menu.learn"), self.learn),
            (lambda: i18n.tr("menu.controls"), self.controls),
            (lambda: i18n.tr("menu.quit"), self.app.quit),
        ]
        return items

    def labels(self) -> list[str]:
        """The button texts as shown now (tests use this)."""
        return [w.label() if callable(w.label) else w.label for w in self.group.widgets
                if isinstance(w, Button)]

    def resume(self) -> None:
        if not self.app.nav.resume():   # set aside or unplayable: say why, drop the button
            self.group = self.build_buttons()

    def statistics(self) -> None:
        self.app.nav.open_statistics()

    def new_game(self) -> None:
        self.app.nav.open_setup()

    def learn(self) -> None:
        self.app.nav.open_lessons()

    def rules(self) -> None:
        self.app.nav.open_rules()

    def settings(self) -> None:
        self.app.nav.open_settings()

    def controls(self) -> None:
        self.app.nav.open_controls()

    def ask_quit(self) -> None:
        self.app.nav.confirm("confirm.quit_app", "confirm.yes", "confirm.no", self.app.quit)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ask_quit()
            return True
        if event.type == pygame.MOUSEMOTION:
            resting = self.pointer is None or tuple(event.pos) == self.pointer
            self.pointer = tuple(event.pos)
            if resting:
                return False
        used = self.group.handle(event)
        if used and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.app.sound.play("click")
        return used

    def draw(self, surface: pygame.Surface) -> None:
        draw_background(self.app, surface)
        assets = self.app.assets
        four = self.app.settings.four_colour
        for i, text in enumerate(_FAN):
            offset = i - 2
            image = assets.card(text, 150, four, int(-offset * 9))
            shadow = assets.card_shadow(150, int(-offset * 9))
            centre = (960 + offset * 80, 290 + abs(offset) * 12)
            surface.blit(shadow, shadow.get_rect(center=(centre[0] + 6, centre[1] + 10)))
            surface.blit(image, image.get_rect(center=centre))
        draw_title(surface, i18n.tr("app.title"), 110, theme.SIZE_TITLE)
        self.group.draw(surface)
        theme.blit_text(surface, i18n.tr("app.subtitle"), (960, 985), theme.SIZE_BODY,
                        theme.CREAM, "center")
        hint = "menu.hint_pad" if self.app.last_device == "pad" else "menu.hint"
        theme.blit_text(surface, i18n.tr(hint), (960, 1045), theme.SIZE_SMALL,
                        theme.TEXT_DIM, "center")
        self.toast.draw(surface, self.app.assets, TOAST_CENTRE)
