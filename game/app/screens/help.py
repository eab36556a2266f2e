"""Rules help: the game's rules text, scrollable (wheel, arrows, PgUp/PgDn)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.games import game_order
from game.app.kit import richtext, theme
from game.app.kit.screen_parts import draw_background, draw_title, is_back_key
from game.app.rules_options import Options
from game.app.rules_text import blocks, rules_text
from game.app.shell import frame
from game.app.shell.scene import Scene
from game.rules import GAMES

if TYPE_CHECKING:
    from game.app.services import Services

VIEW = pygame.Rect(260, 190, 1400, 800)
TEXT_W = VIEW.width - 100
BODY = theme.SIZE_BODY + 2
HEADING = theme.SIZE_HEADING - 12
LINE = 46                  # pixels per line on the Normal text size


def line_height() -> int:
    """Pixels per line under the current text size."""
    return round(LINE * theme.text_scale())


class HelpScene(Scene):
    def __init__(self, services: Services, game: str | None = None,
                 options: Options | None = None) -> None:
        super().__init__(services)
        # the rules pages in the setup tabs' order
        self.games = [*game_order(), *sorted(set(GAMES) - set(game_order()))]
        self.game = game if game is not None and game in GAMES else self.games[0]
        #: the options of the running game (for its own rules page; others: defaults)
        self.options = {game: dict(options)} if options else {}
        self.scroll = 0.0
        self.reading = 0                   # the paragraph speech reads (speech on)
        self._lines: list[tuple[str, str]] = []
        self._key: tuple | None = None
        self._page: pygame.Surface | None = None

    def lines(self) -> list[tuple[str, str]]:
        """(kind, text) per displayed line: kind "h" heading, "b" bullet, "t" text, "" gap."""
        key = (self.game, i18n.language(), theme.text_scale())
        if key != self._key:
            self._key = key
            self._page = None
            out: list[tuple[str, str]] = []
            page = rules_text(self.game, i18n.language(), self.options.get(self.game))
            for kind, text in blocks(page):
                if kind == "h":
                    if out and out[-1][0]:
                        out.append(("", ""))
                    out.extend(("h", line) for line in theme.wrap(text, HEADING, TEXT_W))
                elif kind == "b":
                    for i, line in enumerate(self._wrap(text, TEXT_W - 40)):
                        out.append(("b" if i == 0 else "c", line))
                elif kind == "p":
                    out.extend(("t", line) for line in self._wrap(text, TEXT_W))
                elif out and out[-1][0]:
                    out.append(("", ""))
            self._lines = out
        return self._lines

    def _wrap(self, text: str, width: int) -> list[str]:
        """``text`` in lines no wider than ``width`` as drawn, card chips included (a
        chip is wider than its letters: "9C+3D+2S" ran past the panel)."""
        return richtext.wrap(self.services.assets, text, BODY, width,
                             self.services.settings.four_colour)

    def dispose(self) -> None:
        self._page = None                  # the rendered page is up to ~16 MB
        self._key = None

    @property
    def max_scroll(self) -> float:
        return max(0.0, len(self.lines()) * line_height() - (VIEW.height - 60))

    def scroll_by(self, pixels: float) -> None:
        self.scroll = max(0.0, min(self.max_scroll, self.scroll + pixels))

    def handle(self, event: pygame.event.Event) -> bool:
        if is_back_key(event) or (event.type == pygame.KEYDOWN and event.key == pygame.K_F1):
            self.services.scenes.pop()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * line_height() * 2)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.services.scenes.pop()
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if self._speaking() and self.read_by_paragraph(event.key):
            return True
        line = line_height()
        steps = {pygame.K_UP: -line, pygame.K_DOWN: line, pygame.K_PAGEUP: -(VIEW.height - 120),
                 pygame.K_PAGEDOWN: VIEW.height - 120, pygame.K_HOME: -1e9, pygame.K_END: 1e9}
        if event.key in steps:
            self.scroll_by(steps[event.key])
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            index = self.games.index(self.game) + (1 if event.key == pygame.K_RIGHT else -1)
            self.game = self.games[index % len(self.games)]
            self.scroll = 0.0
            self.reading = 0
            return True
        return False

    # --- read aloud: a paragraph at a time ------------------------------------------------

    def _speaking(self) -> bool:
        return self.services.speech.on

    def paragraphs(self) -> list[tuple[int, str]]:
        """(first line, text) of each heading, bullet and paragraph as shown."""
        found: list[tuple[int, str]] = []
        for index, (kind, text) in enumerate(self.lines()):
            if not kind:
                continue
            joins = found and kind in ("c", "t", "h") and self.lines()[index - 1][0] in (
                {"c": ("b", "c"), "t": ("t",), "h": ("h",)}[kind])
            if joins:
                found[-1] = (found[-1][0], f"{found[-1][1]} {text}")
            else:
                found.append((index, text))
        return found

    def read_by_paragraph(self, key: int) -> bool:
        """With speech on, Up/Down (and PgUp/PgDn, Home/End) move a paragraph at a time,
        which is scrolled to the top and read (``spoken_page``)."""
        moves = {pygame.K_DOWN: 1, pygame.K_PAGEDOWN: 1, pygame.K_UP: -1, pygame.K_PAGEUP: -1,
                 pygame.K_HOME: -10**6, pygame.K_END: 10**6}
        if key not in moves:
            return False
        found = self.paragraphs()
        self.reading = max(0, min(len(found) - 1, self.reading + moves[key]))
        if found:
            self.scroll = 0.0
            self.scroll_by(found[self.reading][0] * line_height())
        return True

    def spoken_page(self) -> str:
        """What speech reads here: the title with the first paragraph, then the paragraph
        moved to."""
        found = self.paragraphs()
        reading = min(self.reading, max(0, len(found) - 1))
        text = found[reading][1] if found else ""
        if reading == 0:
            return f"{i18n.tr('help.title', game=i18n.game_title(self.game))}. {text}"
        return text

    def _line(self, text: str) -> pygame.Surface:
        """A line of rules text; card texts (``KS``, ``AO``) become chips with suit shapes."""
        return richtext.render(self.services.assets, text, BODY, theme.TEXT,
                               self.services.settings.four_colour)

    def _draw_visible(self, surface: pygame.Surface) -> None:
        """Only the lines in view, straight onto the screen (a whole rendered page was up
        to 16 MB; the lines themselves come from the text caches)."""
        lines = self.lines()
        clip = pygame.Rect(VIEW.x + 30, VIEW.y + 20, TEXT_W + 40, VIEW.height - 40)
        before = surface.get_clip()
        surface.set_clip(clip)
        line = line_height()
        first = max(0, int(self.scroll) // line)
        last = min(len(lines), first + clip.height // line + 2)
        for index in range(first, last):
            kind, text = lines[index]
            x, y = clip.x, clip.y - int(self.scroll) + index * line
            if kind == "h":
                theme.blit_text(surface, text, (x, y + 4), HEADING, theme.GOLD)
            elif kind == "b":
                frame.circle(surface, theme.GOLD, (x + 12, y + line // 2 - 5), 6)
                surface.blit(self._line(text), (x + 36, y + 4))
            elif kind == "c":
                surface.blit(self._line(text), (x + 36, y + 4))
            elif kind == "t":
                surface.blit(self._line(text), (x, y + 4))
        surface.set_clip(before)

    def draw(self, surface: pygame.Surface) -> None:
        draw_background(self.services, surface)
        title = i18n.game_title(self.game)
        draw_title(surface, i18n.tr("help.title", game=title), 90)
        theme.draw_panel(surface, VIEW.inflate(40, 20), theme.PANEL, 232, radius=28)
        self._draw_visible(surface)
        if self.max_scroll > 0:
            track = pygame.Rect(VIEW.right - 6, VIEW.y + 20, 10, VIEW.height - 40)
            frame.rect(surface, (40, 60, 50), track, border_radius=5)
            share = track.height * (VIEW.height - 60) / (len(self.lines()) * line_height())
            thumb = pygame.Rect(track.x, track.y + (track.height - share) * self.scroll /
                                self.max_scroll, 10, share)
            frame.rect(surface, theme.GOLD, thumb, border_radius=5)
        theme.help_row(surface, i18n.tr("help.keys"), (960, 1050))
