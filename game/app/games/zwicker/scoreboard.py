"""Zwicker scoreboard after each game: per seat the categories of
docs/rules/reference.md §3 (most cards, 7D, 7S, aces, Zwicks, 10D), the game's points
and the match totals — the rows in the order of the match, moving there as this game
moved them; "Next game" until a match to a target is won, then "New match".
The frame is the shared ScoreboardScene."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.app import i18n
from game.app.kit import richtext, theme
from game.app.shell import frame
from game.app.table.scoreboard import ScoreboardScene
from game.app.table.standings import draw_move
from game.rules import GameState
from game.rules.zwicker import CATEGORIES, Zwicker

PANEL = pygame.Rect(960 - 760, 60, 1520, 960)
ROW_H = 62
#: column centres (name column is left-aligned at NAME_X)
NAME_X = PANEL.x + 50
COLUMNS = {"cards": 590, "7D": 730, "7S": 850, "aces": 970, "zwicks": 1100, "10D": 1230,
           "game": 1380, "match": 1540}
HEADINGS = {"cards": "zw.score.cards", "7D": "7D", "7S": "7S", "aces": "zw.score.aces",
            "zwicks": "zw.score.zwicks", "10D": "10D", "game": "zw.score.game",
            "match": "zw.score.match"}
#: the columns that show points, not counts (Aces 2 each, Zwicks 3 each): one caption
#: "points" spans them above their headings
POINT_COLUMNS = ("7D", "7S", "aces", "zwicks", "10D")


def game_result(state: GameState, names: Sequence[str]) -> str:
    """How a finished game ended, in a line: who has the top score."""
    best = state.winners()
    if len(best) == 1:
        return i18n.tr("zw.score.won", name=names[best[0]])
    return i18n.tr("zw.score.shared", names=" & ".join(names[s] for s in best))


class ZwickerScoreboard(ScoreboardScene):
    panel = PANEL
    title_y = PANEL.y + 70
    buttons_y = 900
    panel_shadow = False

    def again_label(self) -> str:
        return i18n.tr("zw.score.new_match" if self.match_over else "zw.score.next_game")

    def headline(self) -> str:
        match = self.session.match
        names = [s.name for s in self.session.seats]
        if self.match_over:
            return i18n.tr("zw.score.match_won", name=names[match.winners()[0]])
        return game_result(self.session.state, names)

    def cells(self, seat: int) -> dict[str, str]:
        """The texts of ``seat``'s row by column: the categories, game and match points."""
        state = self.session.state
        assert isinstance(state, Zwicker)
        points = state.score_breakdown()[seat]
        pile = len(state.pile(seat))
        return {"cards": f"{pile}" + (" +1" if points["cards"] else ""),
                **{c: str(points[c]) for c in CATEGORIES if c != "cards"},
                "game": str(self.scores[seat]), "match": str(self.motion.total(seat))}

    def draw_body(self, surface: pygame.Surface) -> None:
        match = self.session.match
        assets = self.services.assets
        four = self.services.settings.four_colour
        totals = match.totals
        players = len(self.session.seats)
        row_h = ROW_H if players <= 6 else 54
        y = PANEL.y + 166
        self._draw_points_caption(surface, y - 36)
        for column, key in HEADINGS.items():
            text = i18n.tr(key) if key.startswith("zw.") else key
            image = richtext.render(assets, text, theme.SIZE_SMALL, theme.GOLD, four)
            surface.blit(image, image.get_rect(center=(COLUMNS[column], y)))
        best = max(totals) if totals else 0
        top = y + 50
        for place in range(0, players, 2):          # a band under every other place
            band = pygame.Rect(PANEL.x + 30, top + place * row_h - row_h // 2 + 4,
                               PANEL.width - 60, row_h - 8)
            frame.rect(surface, theme.PANEL_LIGHT, band, border_radius=12)
        motion = self.motion
        for row in motion.rows:
            seat = row.seat
            y = motion.row_y(seat, top, row_h)
            name = theme.fit_text(self.session.seats[seat].name, theme.SIZE_BUTTON, 380)
            theme.blit_text(surface, name, (NAME_X, y), theme.SIZE_BUTTON, theme.TEXT,
                            "midleft")
            for column, text in self.cells(seat).items():
                strong = column in ("game", "match")
                colour = theme.GOLD if (column == "match" and totals[seat] == best) else (
                    theme.TEXT if strong or text not in ("0",) else theme.TEXT_DIM)
                size = theme.SIZE_BUTTON if strong else theme.SIZE_BODY
                shown = theme.blit_text(surface, text, (COLUMNS[column], y), size, colour,
                                        "center")
            draw_move(surface, motion, seat, (shown.right + 14, y))
        target = match.target
        games = match.games_played
        note = (i18n.tr("zw.score.one_game") if target is None else
                i18n.tr("zw.score.target", target=target, n=games))
        theme.blit_text(surface, note, (960, 860), theme.SIZE_SMALL, theme.TEXT_DIM, "center")

    def _draw_points_caption(self, surface: pygame.Surface, y: int) -> None:
        """"points" over the category columns, between two thin rules that span them."""
        left = COLUMNS[POINT_COLUMNS[0]] - 50
        right = COLUMNS[POINT_COLUMNS[-1]] + 50
        label = theme.text(i18n.tr("zw.score.points"), theme.SIZE_SMALL, theme.TEXT_DIM)
        rect = label.get_rect(center=((left + right) // 2, y))
        surface.blit(label, rect)
        for x0, x1 in ((left, rect.left - 12), (rect.right + 12, right)):
            if x1 > x0:
                frame.rect(surface, theme.TEXT_DIM, (x0, y, x1 - x0, 2))
