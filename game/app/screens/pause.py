"""Pause overlay: Resume, Rules, Settings, Quit to menu; with speech on, the speech
rate as well (Left/Right), where a player who listens finds it in the middle of a game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.kit.screen_parts import button_column, draw_title
from game.app.kit.widgets import Choice
from game.app.settings import SPEECH_RATES
from game.app.shell.scene import Scene

if TYPE_CHECKING:
    from game.app.services import Services
    from game.app.table.scene import TableScene


class PauseScene(Scene):
    overlay = True

    def __init__(self, services: Services, table: TableScene) -> None:
        super().__init__(services)
        self.table = table
        items = [
            (lambda: i18n.tr("pause.resume"), self.resume),
            (lambda: i18n.tr("pause.rules"), self.rules),
            (lambda: i18n.tr("pause.controls"), self.controls),
            (lambda: i18n.tr("pause.settings"), self.settings),
            (lambda: i18n.tr("pause.quit"), self.quit_to_menu),
        ]
        self.phones = bool(table.model.session.phone_seats)
        if self.phones:       # the phone seats' page: scan again, take over, play here
            items.insert(1, (lambda: i18n.tr("phones.pause"), self.phone_seats))
        rate = services.speech.on
        rows = len(items) + rate
        height, gap = (88, 22) if rows <= 5 else (80, 18) if rows == 6 else (70, 14)
        self.group = button_column(items, 350 if rows <= 5 else 340, width=520,
                                   height=height, gap=gap)
        if rate:              # the speech rate, second: under Resume
            self._add_rate_row(height + gap)

    def _add_rate_row(self, step: int) -> None:
        """The speech rate as a row under Resume (the buttons below move down)."""
        buttons = self.group.widgets
        for button in buttons[1:]:
            button.rect.y += step
        settings = self.services.settings
        rect = buttons[1].rect.move(0, -step)
        row = Choice(rect.inflate(80, 0), lambda: i18n.tr("settings.speech_rate"),
                     list(SPEECH_RATES), SPEECH_RATES.index(settings.speech_rate)
                     if settings.speech_rate in SPEECH_RATES else 1,
                     self._set_rate, lambda v: i18n.tr(f"speech.rate.{v}"))
        buttons.insert(1, row)

    def _set_rate(self, rate: str) -> None:
        self.services.settings.speech_rate = rate
        self.services.prefs.save_settings()

    @property
    def panel(self) -> pygame.Rect:
        """The panel behind the title and every button (its bottom follows the last)."""
        bottom = max(button.rect.bottom for button in self.group.widgets)
        return pygame.Rect(960 - 360, 200, 720, bottom + 56 - 200)

    def resume(self) -> None:
        self.services.scenes.pop()

    def rules(self) -> None:
        self.services.nav.open_rules(self.table.model.game, self.table.model.session.options)

    def controls(self) -> None:
        """The controls page of the game being played."""
        self.services.nav.open_controls(self.table.model.game)

    def settings(self) -> None:
        self.services.nav.open_settings()

    def phone_seats(self) -> None:
        self.services.nav.phone_seats(self.table)

    def quit_to_menu(self) -> None:
        """Leave at once when nothing is lost (the game is saved or over, or it is a lesson
        or a replay, which are not recorded); otherwise ask first."""
        if self.table.model.state.is_over or self.services.saves.has_autosave() or \
                not self.table.driver.recording:
            self.leave_game()
            return
        self.services.nav.confirm("confirm.quit_game", "confirm.yes", "confirm.no",
                             self.leave_game)

    def leave_game(self) -> None:
        notice = self.table.policy.leaving_notice(self.services.saves.has_autosave())
        if notice is not None:           # said by the menu: what goes on, and where
            self.services.saves.notices.append(notice)
        self.services.nav.to_menu()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.rules()
            return True
        return self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, self.panel, theme.PANEL, 240, radius=30, border=theme.BORDER)
        draw_title(surface, i18n.tr("pause.title"), 280)
        self.group.draw(surface)
