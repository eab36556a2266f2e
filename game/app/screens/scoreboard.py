"""The scoreboard after a game — one mechanism for every game.

:class:`ScoreboardScene` is the frame every game's scoreboard shares: the panel, the
headline, the buttons (the next game, or a new match once a match to a target is won;
Menu), Esc, and ``--exit-at-end``. A game's scoreboard overrides only what differs:
:meth:`~ScoreboardScene.headline`, :meth:`~ScoreboardScene.draw_body` and the layout
attributes. Stortok's own body is here: the order of going out and the match totals
(how often each seat was the Stortok).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.kit.widgets import Button, FocusGroup
from game.app.screens.common import draw_title
from game.app.shell import frame
from game.app.shell.scene import Scene

PANEL = pygame.Rect(960 - 640, 110, 1280, 860)


class ScoreboardScene(Scene):
    overlay = True
    #: the panel, where the headline and the buttons go
    panel = PANEL
    title_y = 190
    buttons_y = 850
    #: a blurred shadow as big as the panel costs about 0.5 s once; large panels go without
    panel_shadow = True

    def __init__(self, app: Any, session: Any, table: Any) -> None:
        super().__init__(app)
        self.session = session
        self.table = table
        self.scores = session.match.record()
        self.shown = 0.0
        #: a match to a target is won: the primary button starts a new match
        self.match_over = session.match.is_over
        self.group = FocusGroup([
            Button((960 - 420, self.buttons_y, 400, 96), self.again_label, self.again,
                   primary=True),
            Button((960 + 20, self.buttons_y, 400, 96), lambda: i18n.tr("score.menu"),
                   self.menu),
        ], horizontal=True)

    # --- hooks for a game's scoreboard ----------------------------------------------------

    def again_label(self) -> str:
        return i18n.tr("score.again")

    def headline(self) -> str:
        names = [s.name for s in self.session.seats]
        fool = self.stortok
        return (i18n.tr("score.stortok", name=names[fool]) if fool is not None
                else i18n.tr("score.drawn"))

    def draw_body(self, surface: pygame.Surface) -> None:
        """Stortok: the order of going out and how often each seat was the Stortok."""
        state = self.session.state
        names = [s.name for s in self.session.seats]
        fool = self.stortok
        # order of going out
        left = pygame.Rect(PANEL.x + 60, 270, 540, 520)
        theme.blit_text(surface, i18n.tr("score.order"), (left.x, left.y), theme.SIZE_BODY,
                        theme.GOLD)
        order = list(getattr(state, "out_order", []))
        if fool is not None:
            order.append(fool)
        y = left.y + 60
        for place, seat in enumerate(order, start=1):
            colour = theme.DANGER if seat == fool else theme.TEXT
            theme.blit_text(surface, i18n.tr("score.place", place=place), (left.x, y),
                            theme.SIZE_BUTTON, colour)
            name = theme.blit_text(surface, theme.fit_text(names[seat], theme.SIZE_BUTTON, 280),
                                   (left.x + 90, y), theme.SIZE_BUTTON, colour)
            if seat == fool:
                theme.blit_text(surface, i18n.tr("score.fool"), (name.right + 24, y + 4),
                                theme.SIZE_BODY, theme.DANGER)
            y += 62
        # match totals
        right = pygame.Rect(PANEL.centerx + 40, 270, 540, 520)
        games = self.session.match.games_played
        theme.blit_text(surface, i18n.tr("score.totals"), (right.x, right.y), theme.SIZE_BODY,
                        theme.GOLD)
        theme.blit_text(surface, i18n.tr("score.games1") if games == 1 else
                        i18n.tr("score.games", n=games), (right.x, right.y + 42),
                        theme.SIZE_SMALL, theme.TEXT_DIM)
        totals = self.session.match.totals
        y = right.y + 100
        most = max((-t for t in totals), default=0)
        for seat, total in sorted(enumerate(totals), key=lambda p: (-p[1], p[0])):
            times = -total
            theme.blit_text(surface, theme.fit_text(names[seat], theme.SIZE_BUTTON, 300),
                            (right.x, y), theme.SIZE_BUTTON, theme.TEXT)
            bar = pygame.Rect(right.x + 320, y + 4, 150 * times / max(1, most), 34)
            if times:
                frame.rect(surface, (170, 60, 56), bar, border_radius=8)
            theme.blit_text(surface, str(times), (right.x + 330 + bar.width, y),
                            theme.SIZE_BUTTON, theme.GOLD if times else theme.TEXT_DIM)
            y += 62

    # --- the shared frame -----------------------------------------------------------------

    @property
    def stortok(self) -> int | None:
        return getattr(self.session.state, "stortok", None)

    def again(self) -> None:
        """The next game of the match; after a match to a target is won, a new match."""
        from game.app.screens.menu import MenuScene
        from game.app.session import Session
        from game.app.tables import table_for

        session = self.session
        if self.match_over:
            session = Session(session.game, session.seats, options=dict(session.options),
                              target=session.target)
        else:
            session.next_game()
        self.app.scenes.reset(MenuScene(self.app), table_for(self.app, session))

    def menu(self) -> None:
        from game.app.screens.menu import MenuScene

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

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, self.panel, theme.PANEL, 245, radius=32, border=theme.BORDER,
                         shadow=self.panel_shadow)
        draw_title(surface, theme.fit_text(self.headline(), theme.SIZE_HEADING,
                                           self.panel.width - 100), self.title_y)
        self.draw_body(surface)
        self.group.draw(surface)
