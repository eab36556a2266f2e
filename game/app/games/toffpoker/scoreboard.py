"""Toff-Poker scoreboard: tricks per seat per round and in total, the (joint) winners,
and the match totals — the rows in the order of the match, moving there as this game
moved them; the frame (buttons, a new match once one to a target is won) is
the shared ScoreboardScene."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.table.scoreboard import PANEL, ScoreboardScene
from game.app.table.standings import draw_move
from game.rules import GameState
from game.rules.toffpoker import ToffPoker

MAX_ROUND_COLUMNS = 12
ROW_H = 56
#: room right of the match column for this game's gain and the places moved
MOVE_W = 110


def game_result(state: GameState, names: Sequence[str]) -> str:
    """How a finished game ended, in a line: who has the most tricks."""
    winners = state.winners()
    best = max(state.scores())
    if len(winners) == 1:
        return i18n.tr("tp.score.winner", name=names[winners[0]], n=best)
    return i18n.tr("tp.score.joint", names=", ".join(names[w] for w in winners), n=best)


class ToffPokerScoreboard(ScoreboardScene):
    def headline(self) -> str:
        state = self.session.state
        names = [s.name for s in self.session.seats]
        match = self.session.match
        if match.is_over:
            return i18n.tr("tp.score.match_won",
                           name=" & ".join(names[s] for s in match.winners()))
        return game_result(state, names)

    def draw_body(self, surface: pygame.Surface) -> None:
        state = self.session.state
        assert isinstance(state, ToffPoker)
        names = [s.name for s in self.session.seats]
        rounds = state.tricks_by_round          # the rules count them
        shown = rounds[-MAX_ROUND_COLUMNS:]
        first_round = len(rounds) - len(shown) + 1
        name_w = 250
        col_w = min(62, (PANEL.width - 120 - name_w - 260 - MOVE_W) // max(1, len(shown)))
        x0 = PANEL.x + 50
        header_y = 270
        size = theme.SIZE_SMALL if len(names) > 4 else theme.SIZE_BODY
        for i in range(len(shown)):
            theme.blit_text(surface, i18n.tr("tp.score.round", n=first_round + i),
                            (x0 + name_w + col_w * i + col_w // 2, header_y),
                            theme.SIZE_SMALL, theme.TEXT_DIM, "midtop")
        total_x = x0 + name_w + col_w * len(shown) + 70
        match_x = total_x + 140
        theme.blit_text(surface, i18n.tr("tp.score.total"), (total_x, header_y),
                        theme.SIZE_SMALL, theme.GOLD, "midtop")
        theme.blit_text(surface, i18n.tr("tp.score.match"), (match_x, header_y),
                        theme.SIZE_SMALL, theme.GOLD, "midtop")
        scores = state.scores()
        winners = set(state.winners())
        motion = self.motion
        top = header_y + 50
        row_h = ROW_H if len(names) <= 4 else 74 - 4 * len(names)
        for row in motion.rows:
            seat, name = row.seat, names[row.seat]
            y = motion.row_y(seat, top, row_h)
            colour = theme.GOLD if seat in winners else theme.TEXT
            theme.blit_text(surface, theme.fit_text(name, size, name_w - 20), (x0, y), size,
                            colour)
            for i, per_round in enumerate(shown):
                n = per_round[seat] if seat < len(per_round) else 0
                theme.blit_text(surface, str(n), (x0 + name_w + col_w * i + col_w // 2, y),
                                size, theme.TEXT if n else theme.TEXT_DIM, "midtop")
            theme.blit_text(surface, str(scores[seat]), (total_x, y - 4),
                            theme.SIZE_BUTTON, colour, "midtop")
            number = theme.blit_text(surface, str(motion.total(seat)), (match_x, y - 4),
                                     theme.SIZE_BUTTON, theme.TEXT, "midtop")
            draw_move(surface, motion, seat, (number.right + 12, number.centery))
        y = top + row_h * len(names)
        games = self.session.match.games_played
        theme.blit_text(surface, i18n.tr("score.games1") if games == 1 else
                        i18n.tr("score.games", n=games), (match_x, y + 6), theme.SIZE_SMALL - 4,
                        theme.TEXT_DIM, "midtop")
        target = self.session.match.target
        if target is not None:
            theme.blit_text(surface, i18n.tr("tp.score.target", n=target), (match_x, y + 40),
                            theme.SIZE_SMALL - 4, theme.GOLD, "midtop")
