"""The controls page: every action of a game with its controller button and key,
generated from the same maps the app uses (``game.app.controls``).

Opened for one game (from its table) it shows that game's controls; opened from the menu
(``game=None``) it has a tab per game, Left/Right or a click to switch."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.games import game_order, ui_for
from game.app.kit import theme
from game.app.kit.screen_parts import draw_background, draw_title, is_back_key
from game.app.shell import frame
from game.app.shell.scene import Scene

if TYPE_CHECKING:
    from game.app.services import Services

PANEL = pygame.Rect(960 - 900, 170, 1800, 830)
TABS_PANEL = pygame.Rect(960 - 900, 250, 1800, 770)
TAB_W, TAB_H, TAB_GAP, TAB_Y = 420, 72, 20, 160
ROW = 46                  # at least; Large text needs more (its line height + 6)
GAP = 70                  # pixels between two columns


def _name(text: str) -> str:
    """A button or key name in the current language (most are the same everywhere)."""
    key = f"controls.name.{text}"
    found = i18n.tr(key)
    return text if found == key else found


class ControlsScene(Scene):
    def __init__(self, services: Services, game: str | None = None) -> None:
        super().__init__(services)
        self.games = list(game_order())
        #: tabs for every game, or only ``game``'s page (opened from its table)
        self.tabs = game not in self.games
        self.game = self.games[0] if self.tabs or game is None else game
        #: the first row shown (Up/Down scroll when the rows do not fit, e.g. on Large)
        self.scroll = 0
        #: the row speech reads (speech on: Up/Down move a row at a time)
        self.reading = 0

    # --- input ----------------------------------------------------------------------------

    def tab_rects(self) -> list[tuple[str, pygame.Rect]]:
        if not self.tabs:
            return []
        left = 960 - (TAB_W * len(self.games) + TAB_GAP * (len(self.games) - 1)) // 2
        return [(game, pygame.Rect(left + i * (TAB_W + TAB_GAP), TAB_Y, TAB_W, TAB_H))
                for i, game in enumerate(self.games)]

    def choose(self, game: str) -> None:
        if game in self.games:
            self.game = game
            self.scroll = 0
            self.reading = 0

    def scroll_by(self, step: int) -> bool:
        """Scroll the rows by ``step``; False if there is nothing more that way."""
        _, _, fits = self.layout()
        last = max(0, len(self.rows()) - fits)
        new = max(0, min(last, self.scroll + step))
        changed, self.scroll = new != self.scroll, new
        return changed

    def handle(self, event: pygame.event.Event) -> bool:
        if self.tabs and event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT,
                                                                        pygame.K_RIGHT):
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.choose(self.games[(self.games.index(self.game) + step) % len(self.games)])
            return True
        if event.type == pygame.KEYDOWN and self._speaking() and self.read_by_row(event.key):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN,
                                                          pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = 1 if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN) else -1
            if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                step *= max(1, self.layout()[2] - 1)
            self.scroll_by(step)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for game, rect in self.tab_rects():
                if rect.collidepoint(event.pos):
                    self.choose(game)
                    return True
        if is_back_key(event) or (event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)) or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            self.services.scenes.pop()
            return True
        return False

    # --- what is shown --------------------------------------------------------------------

    def rows(self, game: str | None = None) -> list[tuple[str, str, str]]:
        """(action, controller button, key) of ``game`` (default: the one shown), as shown,
        in the current language."""
        rows = ui_for(game or self.game).controls
        return [(i18n.tr(key), _name(pad), _name(keys)) for pad, keys, key in rows]

    @property
    def panel(self) -> pygame.Rect:
        return TABS_PANEL if self.tabs else PANEL

    def layout(self) -> tuple[int, int, int]:
        """(line height, y of the first row, how many rows fit in the panel: when not
        all do, one line less, for the note that says how to scroll)."""
        line = max(ROW, theme.font(theme.SIZE_BODY).get_linesize() + 6)
        first = self.panel.y + 26 + line + 8
        fits = (self.panel.bottom - 20 - first) // line
        if len(self.rows()) > fits:
            fits -= 1
        return line, first, max(1, fits)

    def shown_rows(self) -> list[tuple[tuple[str, str, str], int]]:
        """The rows drawn now, each with its y (from :attr:`scroll`, as many as fit)."""
        line, first, fits = self.layout()
        rows = self.rows()[self.scroll: self.scroll + fits]
        return [(row, first + i * line) for i, row in enumerate(rows)]

    # --- read aloud: a row at a time ------------------------------------------------------

    def _speaking(self) -> bool:
        return self.services.speech.on

    def read_by_row(self, key: int) -> bool:
        """With speech on, Up/Down move a row at a time, PgUp/PgDn a page of rows,
        Home/End to the first or last; the row is scrolled into view and read
        (``spoken_page``)."""
        page = max(1, self.layout()[2] - 1)
        moves = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: page,
                 pygame.K_PAGEUP: -page, pygame.K_HOME: -10**6, pygame.K_END: 10**6}
        if key not in moves:
            return False
        last = len(self.rows()) - 1
        self.reading = max(0, min(last, self.reading + moves[key]))
        fits = self.layout()[2]
        if self.reading < self.scroll:
            self.scroll_by(self.reading - self.scroll)
        elif self.reading >= self.scroll + fits:
            self.scroll_by(self.reading - self.scroll - fits + 1)
        return True

    def spoken_row(self, index: int) -> str:
        """A row as said: the action, its keys on the keyboard and, apart, its button on
        the controller ("Pick up: T on the keyboard, B on the controller"); a row whose
        text has a said form (``<key>.said``: the keys F3–F8 each with its meaning) says
        that."""
        action, pad, keys = self.rows()[index]
        text_key = ui_for(self.game).controls[index][2]
        said = i18n.tr(f"{text_key}.said")
        if said != f"{text_key}.said":
            return said
        if not pad:
            return i18n.tr("controls.said_keys", action=action, keys=keys)
        return i18n.tr("controls.said_both", action=action, keys=keys, pad=pad)

    def spoken_page(self) -> str:
        """What speech reads: the title, how many rows and the first; then the row moved
        to, with its place ("3 of 14")."""
        rows = self.rows()
        reading = min(self.reading, len(rows) - 1)
        if reading > 0:
            return i18n.tr("controls.said_place", row=self.spoken_row(reading),
                           n=reading + 1, total=len(rows))
        title = i18n.game_title(self.game)
        head = i18n.tr("controls.game_title", game=title) if not self.tabs else \
            f"{i18n.tr('controls.title')}: {title}"
        return " ".join((f"{head}.", i18n.tr("controls.said_rows", n=len(rows)),
                         self.spoken_row(0)))

    def draw(self, surface: pygame.Surface) -> None:
        draw_background(self.services, surface)
        title = i18n.game_title(self.game)
        if self.tabs:
            draw_title(surface, i18n.tr("controls.title"), 85)
            self._draw_tabs(surface)
        else:
            draw_title(surface, i18n.tr("controls.game_title", game=title), 95)
        panel = self.panel
        theme.draw_panel(surface, panel, theme.PANEL, 232, radius=28)
        rows = self.rows()
        heads = [i18n.tr(key) for key in ("controls.action", "controls.pad", "controls.keys")]
        widths = [max(theme.font(theme.SIZE_BODY).size(text)[0] for text in column)
                  for column in zip(heads, *rows, strict=True)]
        spare = panel.width - 2 * 50 - sum(widths)
        gap = max(30, min(GAP, spare // 2))
        columns = (panel.x + 50, panel.x + 50 + widths[0] + gap,
                   panel.x + 50 + widths[0] + widths[1] + 2 * gap)
        for x, head in zip(columns, heads, strict=True):
            theme.blit_text(surface, head, (x, panel.y + 26), theme.SIZE_BODY, theme.GOLD)
        shown = self.shown_rows()
        for (action, pad, keys), y in shown:
            theme.blit_text(surface, action, (columns[0], y), theme.SIZE_BODY, theme.TEXT)
            theme.blit_text(surface, pad or "–", (columns[1], y), theme.SIZE_BODY,
                            theme.CREAM if pad else theme.TEXT_DIM)
            theme.blit_text(surface, keys, (columns[2], y), theme.SIZE_BODY, theme.CREAM)
        if len(shown) < len(rows):                    # more above or below: say how
            line, first, fits = self.layout()
            note = i18n.tr("controls.more", first=self.scroll + 1,
                           last=self.scroll + len(shown), total=len(rows))
            theme.blit_text(surface, note, (columns[0], first + fits * line + 6),
                            theme.SIZE_SMALL, theme.TEXT_DIM)
        footer = "controls.footer_tabs" if self.tabs else "controls.footer"
        theme.help_row(surface, i18n.tr(footer), (960, 1050))

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        for game, rect in self.tab_rects():
            chosen = game == self.game
            theme.draw_panel(surface, rect, theme.BUTTON_HOVER if chosen else theme.BUTTON,
                             245, radius=18, border=theme.GOLD if chosen else None,
                             shadow=False)
            theme.blit_text(surface, i18n.game_title(game), rect.center, theme.SIZE_BUTTON,
                            theme.GOLD if chosen else theme.TEXT, "center")
            if chosen:
                frame.rect(surface, theme.GOLD, (rect.x + 30, rect.bottom - 8, rect.w - 60, 4))
