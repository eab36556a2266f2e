"""Zwicker scoreboard after each game: per seat the categories of RULES.md §3 (most cards,
7D, 7S, aces, Zwicks, 10D), the game's points and the match totals; "Next game" until a
match to a target is won, then "New match"."""

from __future__ import annotations

from typing import Any

import pygame

from game.rules.zwicker import CATEGORIES

from .. import i18n, richtext, theme
from ..scene import Scene
from ..widgets import Button, FocusGroup
from .common import draw_title

PANEL = pygame.Rect(960 - 760, 60, 1520, 960)
ROW_H = 62
#: column centres (name column is left-aligned at NAME_X)
NAME_X = PANEL.x + 50
COLUMNS = {"cards": 590, "7D": 730, "7S": 850, "aces": 970, "zwicks": 1100, "10D": 1230,
           "game": 1380, "match": 1540}
HEADINGS = {"cards": "zw.score.cards", "7D": "7D", "7S": "7S", "aces": "zw.score.aces",
            "zwicks": "zw.score.zwicks", "10D": "10D", "game": "zw.score.game",
            "match": "zw.score.match"}


class ZwickerScoreboard(Scene):
    overlay = True

    def __init__(self, app: Any, session: Any, table: Any) -> None:
        super().__init__(app)
        self.session = session
        self.table = table
        self.scores = session.match.record()
        self.shown = 0.0
        match = session.match
        self.match_over = match.target is not None and match.is_over
        primary = (lambda: i18n.tr("zw.score.new_match")) if self.match_over else (
            lambda: i18n.tr("zw.score.next_game"))
        self.group = FocusGroup([
            Button((960 - 420, 900, 400, 96), primary, self.again, primary=True),
            Button((960 + 20, 900, 400, 96), lambda: i18n.tr("score.menu"), self.menu),
        ], horizontal=True)

    def again(self) -> None:
        from ..session import Session
        from ..tables import table_for
        from .menu import MenuScene

        session = self.session
        if self.match_over:
            session = Session(session.game, session.seats, options=dict(session.options),
                              target=session.target)
        else:
            session.next_game()
        self.app.scenes.reset(MenuScene(self.app), table_for(self.app, session))

    def menu(self) -> None:
        from .menu import MenuScene

        self.app.saves.clear_autosave()          # the match is over: nothing to continue
        self.app.scenes.reset(MenuScene(self.app))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()
            return True
        return self.group.handle(event)

    def update(self, dt: float) -> None:
        self.shown += dt
        config = self.app.config
        if config.exit_at_end and self.shown >= (0.0 if config.fast else 2.5):
            self.app.saves.clear_autosave()      # the match is over: nothing to continue
            self.app.quit()

    def headline(self) -> str:
        match = self.session.match
        names = [s.name for s in self.session.seats]
        if self.match_over:
            return i18n.tr("zw.score.match_won", name=names[match.winners()[0]])
        best = self.session.state.winners()
        if len(best) == 1:
            return i18n.tr("zw.score.won", name=names[best[0]])
        return i18n.tr("zw.score.shared", names=" & ".join(names[s] for s in best))

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, PANEL, theme.PANEL, 245, radius=32, border=theme.BORDER,
                         shadow=False)     # a blurred shadow this big costs ~0.5 s once
        draw_title(surface, self.headline(), PANEL.y + 70)
        state = self.session.state
        match = self.session.match
        assets = self.app.assets
        four = self.app.settings.four_colour
        breakdown = state.score_breakdown()
        totals = match.totals
        players = len(self.session.seats)
        row_h = ROW_H if players <= 6 else 54
        y = PANEL.y + 150
        for column, key in HEADINGS.items():
            text = i18n.tr(key) if key.startswith("zw.") else key
            image = richtext.render(assets, text, theme.SIZE_SMALL, theme.GOLD, four)
            surface.blit(image, image.get_rect(center=(COLUMNS[column], y)))
        best = max(totals) if totals else 0
        y += 50
        for seat in range(players):
            band = pygame.Rect(PANEL.x + 30, y - row_h // 2 + 4, PANEL.width - 60, row_h - 8)
            if seat % 2 == 0:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, band, border_radius=12)
            name = theme.fit_text(self.session.seats[seat].name, theme.SIZE_BUTTON, 380)
            theme.blit_text(surface, name, (NAME_X, y), theme.SIZE_BUTTON, theme.TEXT,
                            "midleft")
            points = breakdown[seat]
            pile = len(state.pile(seat))
            cells = {"cards": f"{pile}" + (" +1" if points["cards"] else ""),
                     **{c: str(points[c]) for c in CATEGORIES if c != "cards"},
                     "game": str(self.scores[seat]), "match": str(totals[seat])}
            for column, text in cells.items():
                strong = column in ("game", "match")
                colour = theme.GOLD if (column == "match" and totals[seat] == best) else (
                    theme.TEXT if strong or text not in ("0",) else theme.TEXT_DIM)
                size = theme.SIZE_BUTTON if strong else theme.SIZE_BODY
                theme.blit_text(surface, text, (COLUMNS[column], y), size, colour, "center")
            y += row_h
        target = match.target
        games = match.games_played
        note = (i18n.tr("zw.score.one_game") if target is None else
                i18n.tr("zw.score.target", target=target, n=games))
        theme.blit_text(surface, note, (960, 860), theme.SIZE_SMALL, theme.TEXT_DIM, "center")
        self.group.draw(surface)
