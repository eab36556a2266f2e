"""Statistics per player (a computer apart from a human of the same name), one game at
a time; reset (after a question) and the list of kept replays."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.games import REGISTRY, game_order
from game.app.kit import theme
from game.app.kit.widgets import Button, Choice, FocusGroup
from game.app.screens.page import PageScene
from game.app.storage.stats import Line, Player
from game.app.table.game_ui import GameUI
from game.rules import GAMES

if TYPE_CHECKING:
    from game.app.services import Services

PANEL = pygame.Rect(160, 250, 1600, 640)
#: where the numbers start (right of the names) and where the last column ends
NUMBERS_X, NUMBERS_END = 560, 1560
ROW_H, ROWS = 56, 9


class StatisticsScene(PageScene):
    title_key = "stats.title"
    title_y = 80
    help_key = "stats.help"

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self.games = [*game_order(), *sorted(set(GAMES) - set(game_order()))]
        self.game = self.games[0]
        self.scroll = 0
        self.game_choice = Choice((960 - 400, 150, 800, 84), "", self.games, 0,
                                  self.choose, lambda g: i18n.game_title(g))
        self.reset_button = Button((PANEL.x, 930, 360, 96), lambda: i18n.tr("stats.reset"),
                                   self.ask_reset)
        self.replays_button = Button((960 - 200, 930, 400, 96),
                                     lambda: i18n.tr("menu.replays"), self.replays)
        self.back_button = Button((PANEL.right - 360, 930, 360, 96),
                                  lambda: i18n.tr("common.back"), self.back, primary=True)
        self.game_choice.spoken_detail = self.spoken_rows      # speech reads the table
        self.group = FocusGroup([self.game_choice, self.back_button, self.replays_button,
                                 self.reset_button])

    def choose(self, game: str) -> None:
        self.game = game
        self.scroll = 0

    def rows(self) -> list[tuple[Player, Line]]:
        """((name, human), line) for the chosen game, most played first."""
        table = self.services.saves.statistics()
        lines = [(player, games[self.game]) for player, games in table.items()
                 if self.game in games]
        return sorted(lines, key=lambda p: (-p[1].played, -p[1].won, p[0][0].lower(),
                                            not p[0][1]))

    def columns(self) -> list[tuple[str, int]]:
        """(field, x offset) of the chosen game's columns (its descriptor says which),
        spread over the panel."""
        ui = REGISTRY.get(self.game)
        fields = ui.stats_columns if ui is not None else GameUI.stats_columns
        step = (NUMBERS_END - NUMBERS_X) // max(1, len(fields))
        return [(name, NUMBERS_X + i * step) for i, name in enumerate(fields)]

    def spoken_rows(self) -> str:
        """The shown game's table as speech reads it, row by row: "Alex: Played 3, Won 1,
        ..."; or that there are no games yet."""
        rows = self.rows()
        if not rows:
            return i18n.tr("stats.empty")
        columns = [field for field, _ in self.columns()]
        heads = [i18n.tr(self.column_key(f"stats.{field}")) for field in columns]
        said = []
        for (name, _human), line in rows:
            values = ["–" if line.column(field) is None else line.column(field)
                      for field in columns]
            said.append(f"{name}: " + ", ".join(f"{head} {value}" for head, value in
                                                zip(heads, values, strict=True)))
        return "; ".join(said) + "."

    def column_key(self, key: str) -> str:
        """A column's text key for the chosen game: Stortok's "last" is being the
        Stortok, Zwicker's tricks are captures."""
        special = f"{key}.{self.game}"
        return special if special in i18n.TEXTS else key

    def ask_reset(self) -> None:
        self.services.nav.confirm("stats.confirm", "stats.confirm_yes", "stats.confirm_no",
                             self.reset)

    def reset(self) -> None:
        self.services.saves.reset_statistics()
        self.toast.show(i18n.tr("stats.done"), 2.5)

    def replays(self) -> None:
        self.services.nav.open_replays()

    def handle_page(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            step = ROWS if event.key == pygame.K_PAGEDOWN else -ROWS
            self.scroll = max(0, min(max(0, len(self.rows()) - ROWS), self.scroll + step))
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(max(0, len(self.rows()) - ROWS), self.scroll - event.y))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            return self.game_choice.change(-1 if event.key == pygame.K_LEFT else 1)
        return False

    def draw_page(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, PANEL, theme.PANEL, 215, radius=26)
        x0, y = PANEL.x + 40, PANEL.y + 24
        columns = self.columns()
        for key, dx in [("stats.name", 0), *((f"stats.{f}", dx) for f, dx in columns)]:
            theme.blit_text(surface, i18n.tr(self.column_key(key)), (x0 + dx, y),
                            theme.SIZE_BODY, theme.GOLD)
        rows = self.rows()
        if not rows:
            theme.blit_text(surface, i18n.tr("stats.empty"), (PANEL.centerx, PANEL.centery),
                            theme.SIZE_BUTTON, theme.TEXT_DIM, "center")
        y += 70
        for (name, human), line in rows[self.scroll:self.scroll + ROWS]:
            icon = self.services.assets.icon("human" if human else "computer", 40)
            surface.blit(icon, icon.get_rect(midleft=(x0, y + 20)))
            theme.blit_text(surface, theme.fit_text(name, theme.SIZE_BUTTON, 460),
                            (x0 + 56, y), theme.SIZE_BUTTON, theme.TEXT)
            for name, dx in columns:
                value = line.column(name)
                theme.blit_text(surface, "–" if value is None else str(value), (x0 + dx, y),
                                theme.SIZE_BUTTON, theme.TEXT)
            y += ROW_H
