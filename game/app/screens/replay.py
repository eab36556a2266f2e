"""Watching a recorded game: step forward and back, auto-play, show or hide the hands.

The game's own table draws it. Forward plays the next recorded move through the
table's normal :meth:`perform` path (animated); back rebuilds the table from the start
and fast-forwards to the previous move at instant speed — one mechanism for every game.
The table never drives turns here (no computers think, nothing is autosaved).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.games import playable, ui_for
from game.app.kit import theme
from game.app.kit.placement import FreePlace
from game.app.kit.screen_parts import is_back_key
from game.app.kit.widgets import Box, Button, FocusGroup, Toast
from game.app.screens.page import PageScene
from game.app.session import Seat, Session
from game.app.shell.scene import Scene
from game.app.storage.records import GameRecord, final_state
from game.app.storage.service import StartError, read_replay
from game.app.table.policy import TablePolicy

if TYPE_CHECKING:
    from game.app.services import Services
    from game.app.table.scene import TableScene
    from game.rules import GameState

#: The control bar hangs from the top edge, in the band that every table leaves free
#: above its top seats (their cards start at y 64, Zwicker's Zwick marks at y 74) and
#: between the tables' top-left panels (Toff-Poker's round ends at x 580) and the Menu
#: button (x 1740). Buttons with their focus ring end at y 62.
BAR = pygame.Rect(600, 0, 1124, 60)
BUTTON_Y, BUTTON_H = 8, 44
COUNTER_W = 200
#: the keys, drawn like a table's key row: under the bottom seat's hand
HELP_SIZE, HELP_BOTTOM = 24, 1074
AUTO_STEP = 1.1          # seconds between auto-played moves at normal speed
#: the replay list: its buttons' width and top, the size of a replay's first line and of
#: its players' names, and the room for text inside a button
LIST_WIDTH, LIST_TOP, LIST_BOTTOM, LIST_GAP, NAV_H = 1500, 190, 1020, 14, 82
LABEL_SIZE, NAMES_SIZE = theme.SIZE_BUTTON + 4, theme.SIZE_BODY
LABEL_WIDTH = LIST_WIDTH - 60


def replay_session(record: GameRecord, seats: list[Seat]) -> Session:
    """A session whose game is ``record``'s game at its start; its seats are shown as they
    were played (human or computer), but no computer player is made: nobody moves here
    but the viewer."""
    session = Session(record.game, [Seat(s.name, True, s.level) for s in seats],
                      seed=record.seed, options=dict(record.options))
    session.seats = [Seat(s.name, s.human, s.level) for s in seats]
    session.match.state = record.start()
    session.taken_back = record.taken_back        # its score sheet says it was not counted
    return session


class Watching(TablePolicy):
    """The replay viewer's policy: no turn is driven, nothing is autosaved, no status
    line or game buttons are shown, and the end of the game opens no scoreboard."""

    drives_turns = False
    shows_status = False

    def attach(self, table: TableScene) -> None:
        super().attach(table)
        table.driver.recording = False

    def game_over(self) -> None:
        pass


class ReplayScene(Scene):
    def __init__(self, services: Services, record: GameRecord, seats: list[Seat]) -> None:
        super().__init__(services)
        self.record = record
        self.seats = seats
        self.total = len(record.actions)
        self.position = 0
        #: a replay opened is watched: it plays from the deal (Space pauses)
        self.playing = self.total > 0
        self.reveal = False
        self._auto = 0.0
        self.toast = Toast()
        self.toast_place = FreePlace()
        #: the score sheet was shown at the end (once per time the end is reached)
        self.sheet_shown = False
        x = BAR.x + COUNTER_W + 10
        self.back_button = Button((x, BUTTON_Y, 190, BUTTON_H), lambda: i18n.tr("replay.back"),
                                  self.step_back, size=theme.SIZE_BODY)
        self.play_button = Button((x + 200, BUTTON_Y, 210, BUTTON_H), self._play_label,
                                  self.toggle_play, size=theme.SIZE_BODY, primary=True)
        self.forward_button = Button((x + 420, BUTTON_Y, 190, BUTTON_H),
                                     lambda: i18n.tr("replay.forward"), self.step_by_hand,
                                     size=theme.SIZE_BODY)
        self.hands_button = Button((x + 620, BUTTON_Y, 284, BUTTON_H), self._hands_label,
                                   self.toggle_reveal, size=theme.SIZE_BODY)
        self.back_button.enabled = lambda: self.position > 0
        self.forward_button.enabled = lambda: self.position < self.total
        self.group = FocusGroup([self.back_button, self.play_button, self.forward_button,
                                 self.hands_button], horizontal=True)
        self.group.set_focus(self.play_button)
        self.table = self._build(0, at_rest=False)

    # --- the table -----------------------------------------------------------------------

    def _build(self, position: int, at_rest: bool = True) -> TableScene:
        """A table showing the game after ``position`` moves; ``at_rest``: its cards
        already in place (a jump), else the deal still to be animated (the first look)."""
        table = self.services.nav.table(replay_session(self.record, self.seats), Watching())
        table.model.show_all = self.reveal
        table.model.perspective = None
        table.driver.fast_forward(self.record.actions[:position])
        table.enter()
        if at_rest:
            table.driver.finish_animations()
            table.driver.quiet()
        table.model.shown_turn = table.model.state.current_player
        return table

    @property
    def state(self) -> GameState:
        return self.table.model.state

    def step_forward(self) -> None:
        if self.position >= self.total:
            self.playing = False
            return
        self.table.driver.finish_animations()
        if self.table.perform(self.record.actions[self.position]):
            self.position += 1
            self.table.model.shown_turn = self.state.current_player
        else:                                   # cannot happen: the file was checked
            self.playing = False

    def step_by_hand(self) -> None:
        """Forward one move, asked for: the viewer takes over (the auto-play pauses)."""
        self.playing = False
        self.step_forward()

    def step_back(self) -> None:
        if self.position == 0:
            return
        self.playing = False
        self.position -= 1
        self.table = self._build(self.position)

    def jump(self, position: int) -> None:
        """Straight to a move (Home: the deal, End: the last move), instantly."""
        self.playing = False
        self.position = max(0, min(self.total, position))
        self.table = self._build(self.position)

    def toggle_play(self) -> None:
        if self.position >= self.total:
            self.position = 0
            self.table = self._build(0)
        self.playing = not self.playing
        self._auto = 0.0

    def toggle_reveal(self) -> None:
        self.reveal = not self.reveal
        self.table.model.show_all = self.reveal
        self.table.hands.set_perspective(None)

    def _play_label(self) -> str:
        return i18n.tr("replay.pause" if self.playing else "replay.play")

    def _hands_label(self) -> str:
        return i18n.tr("replay.hide" if self.reveal else "replay.reveal")

    def back(self) -> None:
        self.services.scenes.pop()

    # --- scene ---------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        if is_back_key(event):
            self.back()
            return True
        if event.type == pygame.KEYDOWN:
            actions = {pygame.K_LEFT: self.step_back, pygame.K_RIGHT: self.step_by_hand,
                       pygame.K_SPACE: self.toggle_play, pygame.K_r: self.toggle_reveal,
                       pygame.K_F1: self.help, pygame.K_HOME: lambda: self.jump(0),
                       pygame.K_END: lambda: self.jump(self.total)}
            if event.key in actions:
                actions[event.key]()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.table.pause_button.rect.collidepoint(event.pos):
            self.back()
            return True
        return self.group.handle(event)

    def help(self) -> None:
        self.services.nav.open_rules(self.record.game)

    def enter(self) -> None:
        if self.services.config.exit_at_end and not self.playing and self.position < self.total:
            self.playing = True           # --replay FILE --exit-at-end: play it through

    @property
    def animating(self) -> bool:
        """Playing by itself, cards moving or a notice up: frames go on without input."""
        return (self.playing or self.table.animating or self.toast.visible
                or self.table.toast.visible)

    def update(self, dt: float) -> None:
        table = self.table
        table.update(dt)
        self.toast.update(dt)
        if self.playing and not table.busy:
            self._auto += dt
            if self._auto >= AUTO_STEP * max(0.04, self.services.settings.speed):
                self._auto = 0.0
                self.step_forward()
        if self.position >= self.total and not table.busy and not self.sheet_shown:
            self.sheet_shown = True       # the end: the game's score sheet, not a bare table
            self.playing = False
            self.services.nav.replay_sheet(table, self.watch_again, self.back_to_list, self.handle)
        elif self.position < self.total:
            self.sheet_shown = False

    def watch_again(self) -> None:
        """From the score sheet: the replay from its deal, playing."""
        self.services.scenes.pop()
        self.position = 0
        self.table = self._build(0)
        self.sheet_shown = False
        self.playing = True
        self._auto = 0.0

    def back_to_list(self) -> None:
        """From the score sheet: back where the replay was opened from."""
        self.services.scenes.pop()
        self.services.scenes.pop()

    def help_images(self) -> list[pygame.Surface]:
        """The key help under the hand, after the mark of a game with moves taken back
        (it was not counted in the statistics)."""
        images = [theme.text(i18n.tr("replay.help"), HELP_SIZE, theme.FOOTER)]
        if self.record.taken_back:
            images.insert(0, theme.text(i18n.tr("take_back.mark") + "  ·  ", HELP_SIZE,
                                        theme.HINT))
        return images

    def help_rect(self) -> pygame.Rect:
        images = self.help_images()
        width = sum(image.get_width() for image in images)
        height = max(image.get_height() for image in images)
        return pygame.Rect(0, 0, width, height).move(960 - width // 2, HELP_BOTTOM - height)

    def footprint(self) -> list[pygame.Rect]:
        """Where the replay's own controls are drawn over the table: the bar, its buttons
        with their focus rings, the key help."""
        return [BAR, *(b.rect.inflate(20, 20) for b in self.group.widgets), self.help_rect()]

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        hanging = BAR.inflate(0, 48).move(0, -24)     # the rounded top is off screen
        theme.draw_panel(surface, hanging, theme.PANEL, 230, radius=20, shadow=False)
        theme.blit_text(surface, f"{self.position} / {self.total}",
                        (BAR.x + COUNTER_W // 2, BAR.centery + 2), theme.SIZE_BUTTON, theme.GOLD,
                        "center")
        self.group.draw(surface)
        images = self.help_images()
        row = pygame.Surface(self.help_rect().size, pygame.SRCALPHA)
        x = 0
        for image in images:                  # the mark and the keys as one footer row
            row.blit(image, image.get_rect(bottomleft=(x, row.get_height())))
            x += image.get_width()
        theme.draw_footer(surface, row, self.help_rect())
        self.toast.draw(surface, self.services.assets, self.toast_centre())

    def toast_centre(self) -> tuple[int, int]:
        """A notice (e.g. muted) goes where the table would put its own toast, clear of
        the replay's controls too."""
        table = self.table
        if not self.toast.visible:
            return (960, 560)
        return self.toast_place.centre(self.toast.size(self.services.assets), (960, 560),
                                       table.chrome.toast_keep_clear(),
                                       table.chrome.toast_avoid() + self.footprint())


class ReplayButton(Button):
    """A replay in the list: when, which game and how it ended on the first line(s),
    every player's name whole under it (wrapped, never cut)."""

    def __init__(self, rect: Box, head: str, names: str,
                 on_click: Callable[[], None]) -> None:
        super().__init__(rect, lambda: "  ·  ".join(p for p in (head, names) if p), on_click,
                         size=LABEL_SIZE)
        self.head, self.names = head, names

    def lines(self) -> list[tuple[str, int, tuple[int, int, int]]]:
        """(text, size, colour) of each line drawn, at the text size in force."""
        found = [(line, LABEL_SIZE, theme.TEXT)
                 for line in theme.wrap(self.head, LABEL_SIZE, LABEL_WIDTH)]
        if self.names:
            found += [(line, NAMES_SIZE, theme.CREAM)
                      for line in theme.wrap(self.names, NAMES_SIZE, LABEL_WIDTH)]
        return found

    def height(self) -> int:
        """The height its lines need (with the button's margins)."""
        return sum(theme.font(size).get_linesize() for _, size, _ in self.lines()) + 24

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        self.draw_face(surface, focused)
        lines = self.lines()
        y = self.rect.centery - sum(theme.font(size).get_linesize()
                                    for _, size, _ in lines) // 2 + 2
        for text, size, colour in lines:
            image = theme.text(text, size, colour)
            surface.blit(image, image.get_rect(midtop=(self.rect.centerx, y)))
            y += theme.font(size).get_linesize()
        if focused and self.is_enabled:
            theme.focus_ring(surface, self.rect, 18)


class ReplayListScene(PageScene):
    """The kept replays, newest first, a page at a time (as many as fit, at most
    :attr:`PAGE`); Enter or a click opens one."""

    PAGE = 5
    title_key = "replays.title"

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        services.saves.flush()
        self.files = services.saves.replay_files()
        self.first = 0                  # the index of the page's first replay
        self.group = self._buttons()
        if not self.files:
            self.toast.show(i18n.tr("replay.none"), 30.0)

    def _buttons(self) -> FocusGroup:
        """A button per replay of the page (as high as its lines, as many as fit above
        the bottom), then More (if there are others) and Back."""
        left = 960 - LIST_WIDTH // 2
        more = Button((left, 0, LIST_WIDTH, NAV_H), lambda: i18n.tr("replays.more"),
                      self.next_page, size=LABEL_SIZE)
        back = Button((left, 0, LIST_WIDTH, NAV_H), lambda: i18n.tr("common.back"),
                      self.back, size=LABEL_SIZE)
        room = LIST_BOTTOM - 2 * (NAV_H + LIST_GAP)
        entries: list[Button] = []
        y = LIST_TOP
        for path in self.files[self.first:self.first + self.PAGE]:
            entry = ReplayButton((left, y, LIST_WIDTH, 0), *self._parts(path),
                                 partial(self.open, path))
            entry.rect.height = entry.height()
            if entries and entry.rect.bottom > room:
                break
            entries.append(entry)
            y = entry.rect.bottom + LIST_GAP
        self.shown = self.files[self.first:self.first + len(entries)]
        buttons = [*entries, *([more] if len(self.shown) < len(self.files) else []), back]
        for button in buttons[len(entries):]:
            button.rect.y = y
            y += button.rect.height + LIST_GAP
        return FocusGroup(buttons)

    def next_page(self) -> None:
        """Older replays (after the oldest page, the newest again)."""
        self.first += len(self.shown)
        if self.first >= len(self.files):
            self.first = 0
        self.group = self._buttons()
        self.group.focus = len(self.group.widgets) - 2

    @staticmethod
    def _parts(path: Path) -> tuple[str, str]:
        """("2026-11-30 07:12   Stortok  ·  Bert is the Stortok!", "Anna, Bert"): when,
        which game, how it ended (the game's own result line, from its moves played
        again); who played."""
        try:
            record, seats = read_replay(path)
            title = i18n.game_title(record.game)
            result = ui_for(record.game).result
            ended = result(final_state(record), [s.name for s in seats]) if result else ""
        except (StartError, OSError, ValueError, KeyError, TypeError):
            return path.name, ""
        names = ", ".join(s.name for s in seats)
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
        marked = i18n.tr("take_back.mark") if record.taken_back else ""
        return "  ·  ".join(p for p in (f"{when}   {title}", ended, marked) if p), names

    @classmethod
    def _label(cls, path: Path) -> str:
        """The replay's line as speech says it: when, game, how it ended, who played."""
        return "  ·  ".join(p for p in cls._parts(path) if p)

    def open(self, path: Path) -> None:
        try:
            record, seats = read_replay(path)
        except StartError as error:
            self.toast.show(i18n.tr("replay.bad", why=str(error).split(": ", 1)[-1]), 5.0)
            return
        if record.game not in playable():
            self.toast.show(i18n.tr("setup.not_ready", game=i18n.game_title(record.game)), 4.0)
            return
        self.services.nav.open_replay(record, seats)
