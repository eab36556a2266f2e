"""The scoreboard after a game — one mechanism for every game.

:class:`ScoreboardScene` is the frame every game's scoreboard shares: the panel, the
headline, the buttons (the next game, or a new match once a match to a target is won;
Menu), Esc, and ``--exit-at-end`` — and the moment itself: the winner celebrated
(:mod:`game.app.kit.celebration`, with the fanfare) and the match standings moving
(:attr:`~ScoreboardScene.motion`, see :mod:`game.app.table.standings`). A game's
scoreboard overrides only what differs: :meth:`~ScoreboardScene.headline`,
:meth:`~ScoreboardScene.draw_body` and the layout attributes; each game's own
scoreboard lives in its package under ``game/app/games/``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.kit.celebration import Celebration
from game.app.kit.screen_parts import draw_title
from game.app.kit.widgets import Button, FocusGroup
from game.app.session import Session
from game.app.shell import frame
from game.app.shell.scene import Scene
from game.app.table.standings import StandingsMotion, draw_move
from game.app.table.take_back import draw_not_counted

if TYPE_CHECKING:
    from game.app.services import Services
    from game.app.table.scene import TableScene

PANEL = pygame.Rect(960 - 640, 110, 1280, 860)
#: the headline's sizes, largest first (the first that fits is used)
HEADLINE_SIZES = (theme.SIZE_HEADING + 16, theme.SIZE_HEADING, theme.SIZE_HEADING - 10)
#: seconds of the fanfare (``sounds/fanfare.wav``): the music waits for it
FANFARE = 2.4


class ScoreboardScene(Scene):
    overlay = True
    prepares_on_enter = True        # its texts, panels and shadows (:meth:`prepare`)
    #: the panel, where the headline and the buttons go
    panel = PANEL
    title_y = 190
    buttons_y = 850
    #: a blurred shadow as big as the panel costs about 0.5 s once; large panels go without
    panel_shadow = True

    def __init__(self, services: Services, session: Session, table: TableScene) -> None:
        super().__init__(services)
        self.session = session
        self.table = table
        self.scores = session.match.record()
        self.shown = 0.0
        #: a match to a target is won: the primary button starts a new match
        self.match_over = session.match.is_over
        #: the end of a replay (see :meth:`for_replay`), not of a game played now
        self.replaying = False
        self.prepared = False
        speed = services.settings.speed
        #: the match standings, and how this game moved them (animated)
        self.motion = StandingsMotion(session.match, speed)
        #: the light and the cards for the winner
        self.celebration = Celebration((self.panel.centerx, self.title_y),
                                       seed=session.match.games_played, speed=speed)
        self.group = FocusGroup([
            Button((960 - 420, self.buttons_y, 400, 96), self.again_label, self.again,
                   primary=True),
            Button((960 + 20, self.buttons_y, 400, 96), lambda: i18n.tr("score.menu"),
                   self.menu),
        ], horizontal=True)

    def for_replay(self, again: Callable[[], None], back: Callable[[], None],
                   rewind: Callable[[pygame.event.Event], bool]) -> ScoreboardScene:
        """The sheet at a replay's end: Watch again / Back to the replays (Up/Down);
        Left and Home go back into the replay (``rewind(event)``); nothing of the
        running match (its autosave) is touched."""
        self.replaying = True
        self.match_over = False
        self.back_to_list = back
        self.rewind = rewind
        self.group = FocusGroup([
            Button((960 - 420, self.buttons_y, 400, 96), lambda: i18n.tr("replay.again"),
                   again, primary=True),
            Button((960 + 20, self.buttons_y, 400, 96), lambda: i18n.tr("replay.to_list"),
                   back),
        ])
        return self

    # --- hooks for a game's scoreboard ----------------------------------------------------

    def again_label(self) -> str:
        return i18n.tr("score.again")

    def headline(self) -> str:
        """Who won the match, else who won this game (a game may say it its own way)."""
        names = [seat.name for seat in self.session.seats]
        match = self.session.match
        winners = match.winners() if match.is_over else self.session.state.winners()
        key = "score.match_won" if match.is_over else "score.won"
        return i18n.tr(key, names=" & ".join(names[s] for s in winners))

    def draw_body(self, surface: pygame.Surface) -> None:
        """Under the headline: each seat's score of this game and its match total, in
        the order of the match, moving there as this game moved them (a game with more
        to show — rounds, the order of going out — draws its own)."""
        state = self.session.state
        names = [seat.name for seat in self.session.seats]
        scores, winners, motion = state.scores(), set(state.winners()), self.motion
        x0, header_y, name_w = self.panel.x + 90, 270, 520
        game_x, match_x = x0 + name_w + 120, x0 + name_w + 360
        theme.blit_text(surface, i18n.tr("score.game"), (game_x, header_y),
                        theme.SIZE_SMALL, theme.GOLD, "midtop")
        theme.blit_text(surface, i18n.tr("score.match"), (match_x, header_y),
                        theme.SIZE_SMALL, theme.GOLD, "midtop")
        size = theme.SIZE_SMALL if len(names) > 4 else theme.SIZE_BODY
        row_h = 56 if len(names) <= 4 else 74 - 4 * len(names)
        for row in motion.rows:
            seat = row.seat
            y = motion.row_y(seat, header_y + 50, row_h)
            colour = theme.GOLD if seat in winners else theme.TEXT
            theme.blit_text(surface, theme.fit_text(names[seat], size, name_w - 20), (x0, y),
                            size, colour)
            theme.blit_text(surface, str(scores[seat]), (game_x, y - 4), theme.SIZE_BUTTON,
                            colour, "midtop")
            number = theme.blit_text(surface, str(self.standing_value(motion.total(seat))),
                                     (match_x, y - 4), theme.SIZE_BUTTON, theme.TEXT, "midtop")
            draw_move(surface, motion, seat, (number.right + 12, number.centery))

    #: the words before the match standings when they are said (the game's own if its
    #: totals count something else than points)
    standings_label = "score.standings"

    def standing_value(self, total: int) -> int:
        """A match total as the game shows it (Stortok counts its fools, kept as -1)."""
        return total

    def spoken_standings(self) -> str:
        """The match standings in words, best first, with the places each rose or fell
        in this game ("" after a match's first game: they are its scores)."""
        motion = self.motion
        if motion.first_game:
            return ""
        names = [seat.name for seat in self.session.seats]
        rows = []
        for row in motion.rows:
            words = f"{names[row.seat]} {self.standing_value(row.after)}"
            if row.moved:
                n = abs(row.moved)
                key = ("score.rose" if row.moved > 0 else "score.fell") + ("1" if n == 1 else "")
                words += ", " + i18n.tr(key, n=n)
            rows.append(words)
        return f"{i18n.tr(self.standings_label)}: " + "; ".join(rows)

    # --- the shared frame -----------------------------------------------------------------

    @property
    def music(self) -> str | None:  # type: ignore[override]
        """Quiet while the fanfare plays, then the table's music again (a replay's end
        keeps what plays)."""
        if self.replaying:
            return None
        return "" if self.shown < FANFARE * self.celebration.speed else "table"

    @property
    def animating(self) -> bool:
        return self.celebration.moving or self.motion.moving

    def enter(self) -> None:
        if not self.prepared:
            self.services.sound.play("fanfare")
            self.prepare()

    def prepare(self) -> None:
        """Draw the picture once, unpainted — the table below as it ends and the
        scoreboard over it — so that its texts, panels and shadows exist before its first
        frame (that frame then only paints and scales)."""
        self.prepared = True
        self.services.scenes.draw(frame.Frame(self.services.window.canvas))

    def headline_fitted(self) -> tuple[str, int]:
        """The headline and its size: the title's size if it fits the panel, else
        smaller (a long headline names two players: both stay readable), shortened only
        at the smallest."""
        text, width = self.headline(), self.panel.width - 100
        for size in HEADLINE_SIZES:
            if theme.font(size).size(text)[0] <= width:
                return text, size
        return theme.fit_text(text, HEADLINE_SIZES[-1], width), HEADLINE_SIZES[-1]

    def again(self) -> None:
        """The next game of the match; after a match to a target is won, a new match."""
        session = self.session
        if self.match_over:
            session = Session(session.game, session.seats, options=dict(session.options),
                              target=session.target)
        else:
            session.next_game()
        self.services.nav.open_table(session)

    def menu(self) -> None:
        if self.replaying:
            self.back_to_list()
            return
        self.services.saves.clear_autosave()          # the match is over: nothing to continue
        self.services.nav.to_menu()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()
            return True
        if self.replaying and event.type == pygame.KEYDOWN and event.key in (
                pygame.K_LEFT, pygame.K_HOME):
            self.services.scenes.pop()
            return self.rewind(event)
        return self.group.handle(event)

    def update(self, dt: float) -> None:
        self.shown += dt
        self.celebration.update(dt)
        self.motion.update(dt)
        config = self.services.config
        if config.exit_at_end and self.shown >= (0.0 if config.fast else 2.5):
            if not self.replaying:               # the match is over: nothing to continue
                self.services.saves.clear_autosave()
            self.services.window.quit()

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, self.panel, theme.PANEL, 245, radius=32, border=theme.BORDER,
                         shadow=self.panel_shadow)
        self.celebration.draw_light(surface)
        text, size = self.headline_fitted()
        draw_title(surface, text, self.title_y, size)
        self.draw_body(surface)
        draw_not_counted(surface, self.session, self.panel)   # a move was taken back
        self.group.draw(surface)
        self.celebration.draw_cards(surface, self.services.assets,
                                    self.services.settings.four_colour)
