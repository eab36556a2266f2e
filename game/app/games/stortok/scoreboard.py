"""Stortok's scoreboard: who got out first and who is the Stortok, the order of going
out, and how often each seat was the Stortok over the match (fewest first, moving as
this game moved them). The frame is the shared ScoreboardScene."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.shell import frame
from game.app.table.scoreboard import PANEL, ScoreboardScene
from game.app.table.standings import draw_move
from game.rules import GameState
from game.rules.stortok import Stortok


def game_result(state: GameState, names: Sequence[str]) -> str:
    """How a finished game ended, in a line: who got out first, then who is the Stortok
    (the winner before the loser)."""
    if not isinstance(state, Stortok):
        raise TypeError(f"a Stortok result of a {state.name} game")
    fool = state.stortok
    if fool is None:
        return i18n.tr("score.stortok.drawn")
    order = state.out_order
    if not order:
        return i18n.tr("score.stortok.headline", name=names[fool])
    return i18n.tr("score.stortok.first_then", first=names[order[0]], name=names[fool])


class StortokScoreboard(ScoreboardScene):
    standings_label = "score.stortok.times"

    def standing_value(self, total: int) -> int:
        return -total                       # the times a seat was the Stortok

    @property
    def fool(self) -> int | None:
        """The seat that is the Stortok (None: a drawn game)."""
        state = self.session.state
        assert isinstance(state, Stortok)
        return state.stortok

    def headline(self) -> str:
        return game_result(self.session.state, [s.name for s in self.session.seats])

    def draw_body(self, surface: pygame.Surface) -> None:
        """Stortok: the order of going out and how often each seat was the Stortok."""
        state = self.session.state
        names = [s.name for s in self.session.seats]
        fool = self.fool
        # order of going out
        left = pygame.Rect(PANEL.x + 60, 270, 540, 520)
        theme.blit_text(surface, i18n.tr("score.stortok.order"), (left.x, left.y), theme.SIZE_BODY,
                        theme.GOLD)
        order = list(state.out_order) if isinstance(state, Stortok) else []
        if fool is not None:
            order.append(fool)
        y = left.y + 60
        for place, seat in enumerate(order, start=1):
            colour = theme.DANGER if seat == fool else theme.GOLD if place == 1 else theme.TEXT
            theme.blit_text(surface, i18n.tr("score.stortok.place", place=place), (left.x, y),
                            theme.SIZE_BUTTON, colour)
            name = theme.blit_text(surface, theme.fit_text(names[seat], theme.SIZE_BUTTON, 280),
                                   (left.x + 90, y), theme.SIZE_BUTTON, colour)
            if seat == fool:
                theme.blit_text(surface, i18n.tr("score.stortok.fool"), (name.right + 24, y + 4),
                                theme.SIZE_BODY, theme.DANGER)
            y += 62
        # match totals
        right = pygame.Rect(PANEL.centerx + 40, 270, 540, 520)
        games = self.session.match.games_played
        theme.blit_text(surface, i18n.tr("score.stortok.totals"), (right.x, right.y),
                        theme.SIZE_BODY, theme.GOLD)
        theme.blit_text(surface, i18n.tr("score.games1") if games == 1 else
                        i18n.tr("score.games", n=games), (right.x, right.y + 42),
                        theme.SIZE_SMALL, theme.TEXT_DIM)
        motion = self.motion
        most = max((-row.after for row in motion.rows), default=0)
        top = right.y + 100
        for row in motion.rows:
            seat = row.seat
            y = motion.row_y(seat, top, 62)
            times = -motion.total(seat)
            theme.blit_text(surface, theme.fit_text(names[seat], theme.SIZE_BUTTON, 260),
                            (right.x, y), theme.SIZE_BUTTON, theme.TEXT)
            bar = pygame.Rect(right.x + 270, y + 4, 120 * times / max(1, most), 34)
            if times:
                frame.rect(surface, (170, 60, 56), bar, border_radius=8)
            number = theme.blit_text(surface, str(times), (right.x + 280 + bar.width, y),
                                     theme.SIZE_BUTTON, theme.GOLD if times else theme.TEXT_DIM)
            draw_move(surface, motion, seat, (number.right + 16, number.centery), sign=-1)
