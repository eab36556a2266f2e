"""The main menu. Its first row plays at once: the game chosen on it (Left/Right), with
the seats and options it was last started with (the setup's, as "New game" would open
it). On the very first start it also offers a lesson, beside the buttons: an offer to
take, not a dialog to answer."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.games import game_order, playable
from game.app.kit import theme
from game.app.kit.screen_parts import button_column, draw_background, draw_title
from game.app.kit.widgets import Button, Choice, FocusGroup, Toast
from game.app.shell.scene import Scene

if TYPE_CHECKING:
    from game.app.services import Services

_FAN = ("AS", "KH", "QD", "JC", "10S")
#: where the menu's notices show: right of the buttons, clear of the card fan, the
#: buttons and the lines below them (and as wide as that space)
TOAST_CENTRE, TOAST_WIDTH = (1590, 600), 520
#: the button column: its top and height, between the card fan and the subtitle
COLUMN = (420, 552)
SUBTITLE_Y = 1000
#: the first start's offer of a lesson: left of the buttons
OFFER_LEFT, OFFER_WIDTH = 90, 560
#: how far the Play row's arrows reach in from its ends (a click there changes the game)
ARROW_ZONE = 90


class PlayChoice(Choice):
    """"<  Play Stortok  >": Enter or a click plays the game shown; Left/Right (or a
    click on an arrow) shows another game."""

    def __init__(self, rect: pygame.Rect, games: list[str], index: int,
                 on_play: Callable[[str], None]) -> None:
        super().__init__(rect, lambda: i18n.tr("menu.play_label"), games, index,
                         lambda _game: None, i18n.game_title)
        self.on_play = on_play
        #: speech names the keys until the player has used them
        self.spoken_detail = self.keys_detail

    def keys_detail(self) -> str:
        return i18n.tr("menu.play_keys") if len(self.values) > 1 else ""

    def change(self, step: int) -> bool:
        changed = super().change(step)
        if changed:
            self.spoken_detail = None         # the keys are known now
        return changed

    def activate(self) -> bool:
        self.on_play(self.value)
        return True

    def handle(self, event: pygame.event.Event, focused: bool) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos) and len(self.values) > 1:
            if event.pos[0] < self.rect.x + ARROW_ZONE:
                return self.change(-1)
            if event.pos[0] > self.rect.right - ARROW_ZONE:
                return self.change(1)
        return False                          # elsewhere: the group activates it: play

    def shown(self) -> str:
        """"Play Stortok"."""
        return i18n.tr("menu.play", game=i18n.game_title(self.value))

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        colour = (182, 138, 52) if focused else (150, 112, 40)
        theme.draw_panel(surface, self.rect, colour, 245, radius=18, border=theme.BORDER)
        label = self.shown()
        size = theme.SIZE_BUTTON + 4
        text = theme.fit_text(label, size, self.rect.width - 2 * ARROW_ZONE)
        theme.blit_text(surface, text, (self.rect.centerx, self.rect.centery + 2), size,
                        theme.TEXT, "center")
        if len(self.values) > 1:
            arrow = theme.TEXT if focused else theme.CREAM
            y = self.rect.centery
            side = min(28, self.rect.height // 2)
            theme.triangle(surface, (self.rect.x + 36, y), side, -1, arrow)
            theme.triangle(surface, (self.rect.right - 36, y), side, 1, arrow)
        if focused:
            theme.focus_ring(surface, self.rect, 18)


class MenuScene(Scene):
    music = "menu"

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self.toast = Toast()
        self.pending_notices: list[str] = []
        #: the first start's offer of a lesson stands beside the buttons (offered once:
        #: a later menu does not show it)
        self.offering = not services.settings.tutorial_offered
        self.offer_seen = False
        self.group = self.build_buttons()
        #: where the pointer was last seen (None: not yet): a pointer resting where the
        #: menu appears (after a restart, the window opens under it) takes no focus
        #: from Continue; only a real move does
        self.pointer: tuple[int, int] | None = None

    def build_buttons(self) -> FocusGroup:
        """The button column, fitted between the card fan and the subtitle; the Play
        row shows the game played last."""
        items = self.items()
        top, room = COLUMN
        pitch = min(122, room // len(items))
        gap = max(10, pitch // 6)
        self.has_continue = self.continue_available()
        group = button_column(items, top + (room - pitch * len(items)) // 2,
                              height=pitch - gap, gap=gap)
        games = [game for game in game_order() if game in playable()]
        if games:
            at = 1 if self.has_continue else 0
            row = group.widgets[at]
            last = self.services.settings.last_game
            self.play_row: PlayChoice | None = PlayChoice(
                row.rect, games, games.index(last) if last in games else 0, self.play)
            group.widgets[at] = self.play_row
        else:
            self.play_row = None
        if self.offering:
            for widget in group.widgets:
                if isinstance(widget, Button) and widget.on_click == self.learn:
                    widget.primary = True
        return group

    def continue_available(self) -> bool:
        """An autosaved game exists."""
        return self.services.saves.has_autosave()

    def enter(self) -> None:
        if self.continue_available() != self.has_continue:
            self.group = self.build_buttons()

    def spoken_intro(self) -> str:
        """While the lesson is offered, the menu opens with the offer (else its title, as
        drawn, is said)."""
        if not self.offering:
            return ""
        return " ".join((i18n.tr("app.title") + ".", i18n.tr("offer.title"),
                         i18n.tr("menu.offer")))

    @property
    def animating(self) -> bool:
        return self.toast.visible or bool(self.pending_notices)

    def update(self, dt: float) -> None:
        if self.offering and not self.offer_seen:  # on top: offered (also after a crash)
            self.offer_seen = True
            self.services.prefs.offer_shown()
        # taken here, not in enter(): only the menu really on top shows them
        self.pending_notices += [i18n.tr(key, **values)
                                 for key, values in self.services.saves.take_notices()]
        self.toast.update(dt)
        if not self.toast.visible and self.pending_notices:
            self.toast.show(self.pending_notices.pop(0), 5.0)

    def items(self) -> list[tuple[Callable[[], str], Callable[[], None]]]:
        items: list[tuple[Callable[[], str], Callable[[], None]]] = []
        if self.continue_available():
            items.append((lambda: i18n.tr("menu.continue"), self.resume))
        items += [
            (lambda: i18n.tr("menu.play_label"), self.new_game),   # the Play row's place
            (lambda: i18n.tr("menu.new_game"), self.new_game),
            (lambda: i18n.tr("menu.rules"), self.rules),
            (lambda: i18n.tr("menu.settings"), self.settings),
            (lambda: i18n.tr("menu.statistics"), self.statistics),
            (lambda: i18n.tr("menu.learn"), self.learn),
            (lambda: i18n.tr("menu.controls"), self.controls),
            (lambda: i18n.tr("menu.quit"), self.services.window.quit),
        ]
        return items

    def labels(self) -> list[str]:
        """The rows' texts as shown now, top to bottom (tests use this)."""
        return [w.shown() if isinstance(w, PlayChoice) else
                w.label() if callable(w.label) else w.label
                for w in self.group.widgets if isinstance(w, Button | PlayChoice)]

    def answered(self) -> None:
        """The player chose something to play or learn: the offer has done its work."""
        if self.offering:
            self.offering = False
            self.services.prefs.offer_answered()

    def play(self, game: str) -> None:
        """The game shown on the Play row, at once, with its last setup."""
        self.answered()
        self.services.nav.play(game)

    def resume(self) -> None:
        self.answered()
        if not self.services.nav.resume():   # set aside or unplayable: say why, drop the button
            self.group = self.build_buttons()

    def statistics(self) -> None:
        self.services.nav.open_statistics()

    def new_game(self) -> None:
        self.answered()
        self.services.nav.open_setup(self.play_row.value if self.play_row is not None else None)

    def learn(self) -> None:
        self.answered()
        self.services.nav.open_lessons()

    def rules(self) -> None:
        self.services.nav.open_rules()

    def settings(self) -> None:
        self.services.nav.open_settings()

    def controls(self) -> None:
        self.services.nav.open_controls()

    def ask_quit(self) -> None:
        self.services.nav.confirm("confirm.quit_app", "confirm.yes", "confirm.no",
                                  self.services.window.quit)

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
            self.services.sound.play("click")
        return used

    def draw(self, surface: pygame.Surface) -> None:
        draw_background(self.services, surface)
        assets = self.services.assets
        four = self.services.settings.four_colour
        self.fan_area = pygame.Rect(960, 290, 0, 0)     # where the card fan lies
        for i, text in enumerate(_FAN):
            offset = i - 2
            image = assets.card(text, 150, four, int(-offset * 9))
            shadow = assets.card_shadow(150, int(-offset * 9))
            centre = (960 + offset * 80, 290 + abs(offset) * 12)
            surface.blit(shadow, shadow.get_rect(center=(centre[0] + 6, centre[1] + 10)))
            surface.blit(image, image.get_rect(center=centre))
            self.fan_area.union_ip(image.get_rect(center=centre))
        draw_title(surface, i18n.tr("app.title"), 110, theme.SIZE_TITLE)
        self.group.draw(surface)
        if self.offering:
            self.draw_offer(surface)
        theme.blit_text(surface, i18n.tr("app.subtitle"), (960, SUBTITLE_Y), theme.SIZE_BODY,
                        theme.CREAM, "center")
        hint = "menu.hint_pad" if self.services.window.last_device == "pad" else "menu.hint"
        theme.help_row(surface, i18n.tr(hint), (960, 1045))
        self.toast.draw(surface, self.services.assets, TOAST_CENTRE, TOAST_WIDTH)

    def draw_offer(self, surface: pygame.Surface) -> None:
        """"New here?" and what a lesson is, level with the Learn to play button."""
        lines = theme.wrap(i18n.tr("menu.offer"), theme.SIZE_BODY, OFFER_WIDTH - 60)
        step = theme.font(theme.SIZE_BODY).get_linesize() + 4
        heading = theme.font(theme.SIZE_HEADING).get_linesize()
        panel = pygame.Rect(OFFER_LEFT, 0, OFFER_WIDTH, 60 + heading + len(lines) * step)
        learn = next((w for w in self.group.widgets if isinstance(w, Button)
                      and w.on_click == self.learn), None)
        panel.centery = learn.rect.centery if learn is not None else 600
        panel.clamp_ip(pygame.Rect(0, COLUMN[0], 1920, COLUMN[1]))
        theme.draw_panel(surface, panel, theme.PANEL, 230, radius=24, border=theme.GOLD)
        theme.blit_text(surface, i18n.tr("offer.title"), (panel.centerx, panel.y + 24),
                        theme.SIZE_HEADING, theme.GOLD, "midtop")
        y = panel.y + 36 + heading
        for line in lines:
            theme.blit_text(surface, line, (panel.centerx, y), theme.SIZE_BODY, theme.CREAM,
                            "midtop")
            y += step
