"""The chrome around the cards: name plates, the log, the status line, the buttons and
key row, number badges, the unchanging panels (kept as strips of the felt) and where a
toast may go. It draws what the table, the driver and the hand input say; it decides
nothing about the game.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Protocol, cast

import pygame

from game.app import i18n
from game.app.kit import richtext, theme
from game.app.kit.placement import FreePlace
from game.app.shell import controls, frame
from game.app.table.events import Logged, TableEvents
from game.app.table.layout import (
    BADGE_SIZE,
    LOG_LINES,
    LOG_RECT,
    LOG_TEXT,
    PLATE_MARGIN,
    PLATE_SIZE,
    PLATE_TEXT,
    STATIC_MARGIN,
    TOAST_WIDTH,
    hand_zone,
)
from game.rules.messages import Message

if TYPE_CHECKING:
    from game.app.kit.assets import Assets
    from game.app.kit.cards_view import CardLayer, CardSprite
    from game.app.kit.widgets import Button, Toast
    from game.app.session import Session
    from game.app.settings import Settings
    from game.app.table.hooks import GameButton
    from game.rules import Event, GameState

LogEntry = Message     # an engine message or an app text key with its values
Colour = tuple[int, int, int]


class ChromeApp(Protocol):
    """The images and settings the chrome draws with, and the device used last (keys,
    pad or mouse: which key row and badges are shown)."""

    @property
    def assets(self) -> Assets: ...
    @property
    def settings(self) -> Settings: ...
    @property
    def last_device(self) -> str: ...


class ChromeDriver(Protocol):
    """What the plates show of the turns: who thinks, a service's note and icon."""

    @property
    def thinking(self) -> int | None: ...
    @property
    def events(self) -> TableEvents: ...
    def seat_note(self, seat: int) -> tuple[str, Colour] | None: ...
    def seat_icon(self, seat: int) -> str | None: ...


class ChromeInput(Protocol):
    def shown_focus(self) -> CardSprite | Button | None: ...
    def pad_button(self, intent: str) -> Button | None: ...


class ChromePolicy(Protocol):
    @property
    def drives_turns(self) -> bool: ...
    def retell(self, event: Event, message: Message) -> Message: ...


class ChromeTable(Protocol):
    """What the chrome reads of its table (the table scene is one): the chrome draws
    what these say and changes none of them."""

    @property
    def app(self) -> ChromeApp: ...
    @property
    def session(self) -> Session: ...
    @property
    def state(self) -> GameState: ...
    @property
    def layer(self) -> CardLayer: ...
    @property
    def toast(self) -> Toast: ...
    @property
    def driver(self) -> ChromeDriver: ...
    @property
    def input(self) -> ChromeInput: ...
    @property
    def policy(self) -> ChromePolicy: ...
    @property
    def pause_button(self) -> Button: ...
    @property
    def hint_button(self) -> Button: ...
    @property
    def buttons(self) -> list[GameButton]: ...
    @property
    def players(self) -> int: ...
    @property
    def shown_turn(self) -> int | None: ...
    @property
    def elapsed(self) -> float: ...
    @property
    def animations_busy(self) -> bool: ...
    @property
    def status_y(self) -> int: ...
    @property
    def toast_above(self) -> int: ...
    def human_to_act(self) -> bool: ...
    def status_text(self) -> str: ...
    def keys_text(self) -> str: ...
    def seat_anchor(self, seat: int) -> tuple[int, int]: ...
    def plate_info(self, seat: int) -> tuple[str, Colour] | None: ...
    def plate_badge(self, seat: int) -> tuple[str, Colour, Colour] | None: ...
    def number_badges(self) -> list[tuple[CardSprite, str]]: ...
    def draw_static(self, surface: pygame.Surface) -> None: ...
    def static_rects(self) -> list[pygame.Rect]: ...
    def static_key(self) -> tuple[Any, ...]: ...
    def keep_clear(self) -> list[pygame.Rect]: ...


class Chrome:
    def __init__(self, table: ChromeTable) -> None:
        self.table = table
        self.toast_place = FreePlace()
        self.log: list[LogEntry] = []
        self._log_cache: dict[tuple[str, bool, bool, float], list[pygame.Surface]] = {}
        #: each shown entry's sentence, by the entry's identity (rendering a message
        #: formats its template: 8 of them in every frame cost a tenth of a frame)
        self._log_texts: dict[int, tuple[LogEntry, str, str]] = {}
        self._newest_shown: LogEntry | None = None    # the newest entry of the last frame
        #: the table is the top scene (not covered by a scoreboard, pause or other
        #: overlay, whose own frames must not pay for the table's work ahead)
        self.on_top = True
        self.status_rect: pygame.Rect | None = None   # where the status line was drawn
        self._static: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._static_key: tuple | None = None

    # --- the log -------------------------------------------------------------------------

    def add_log(self, entry: LogEntry) -> float:
        self.log.append(entry)
        del self.log[:-8]
        self.table.driver.events.publish(Logged(entry))
        return 0.0

    def log_event(self, event: Any) -> float:
        """Log the engine's sentence for ``event`` (if it has one); a timeline step."""
        message = event.message(self.table.state.names)
        if message is not None:
            message = self.table.policy.retell(event, message)
            self.add_log(message)
        return 0.0

    def draw_log(self, surface: pygame.Surface) -> None:
        """The newest log entries, each wrapped to the panel's width (the newest bright);
        as many of the latest lines as fit."""
        entries = self.log[-8:]
        lines: list[pygame.Surface] = []
        for age, entry in enumerate(entries):
            lines += self._log_lines(entry, newest=age == len(entries) - 1)
        y = LOG_RECT.y + 54
        for image in lines[-LOG_LINES:]:
            surface.blit(image, (LOG_RECT.x + 18, y))
            y += 37
        if entries:
            self._prepare_dim(entries[-1])

    def _prepare_dim(self, newest: LogEntry) -> None:
        """Make the newest entry's dim look ahead, in a still frame with time for image
        work: it is what the entry looks like once the next one comes, and made with
        that one it doubled the text work of a frame among the slowest 1 %."""
        if newest is not self._newest_shown:      # new in this frame: made next time
            self._newest_shown = newest
            return
        assets = self.table.app.assets
        if not self.on_top or self.table.animations_busy or not assets.has_time():
            return
        started = time.perf_counter()
        self._log_lines(newest, newest=False)     # (kept: at once when made before)
        assets.spend(time.perf_counter() - started)

    def _log_lines(self, entry: LogEntry, newest: bool) -> list[pygame.Surface]:
        """One entry as wrapped line images (a small per-table cache: log entries are few)."""
        assets = self.table.app.assets
        text = self._log_text(entry)
        four = self.table.app.settings.four_colour
        key = (text, newest, four, theme.text_scale())
        cached = self._log_cache.get(key)
        if cached is not None:
            return cached
        colour = theme.TEXT if newest else theme.TEXT_DIM
        width = LOG_RECT.width - 36
        images = []
        for row in richtext.wrap(assets, text, LOG_TEXT, width, four)[:3]:
            image = richtext.render(assets, row, LOG_TEXT, colour, four)
            if image.get_width() > width:
                image = image.subsurface((0, 0, width, image.get_height()))
            images.append(image)
        if len(self._log_cache) >= 24:
            self._log_cache.pop(next(iter(self._log_cache)))
        self._log_cache[key] = images
        return images

    def _log_text(self, entry: LogEntry) -> str:
        """``entry``'s sentence in the language shown, rendered once."""
        language = i18n.language()
        kept = self._log_texts.get(id(entry))
        if kept is not None and kept[0] is entry and kept[1] == language:
            return kept[2]
        text = i18n.text(entry)
        if len(self._log_texts) >= 32:
            self._log_texts.clear()
        self._log_texts[id(entry)] = (entry, language, text)    # the entry kept: its id
        return text

    # --- the unchanging panels -----------------------------------------------------------

    def static_strips(self, size: tuple[int, int]) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The table's ``draw_static`` on the felt, kept only where it draws: about a
        megabyte instead of an 8 MB picture of the whole background."""
        table = self.table
        settings = table.app.settings
        key = (size, settings.language, settings.four_colour, theme.text_scale(),
               table.static_key())
        if self._static_key != key:
            felt = table.app.assets.felt(size)
            drawn = frame.Frame(felt)           # recorded, then painted strip by strip
            table.draw_static(cast(pygame.Surface, drawn))   # a Frame takes a Surface's calls
            screen = felt.get_rect()
            rects = [rect.inflate(2 * STATIC_MARGIN, 2 * STATIC_MARGIN).clip(screen)
                     for rect in table.static_rects()]
            self._static = []
            for rect in rects:
                strip = felt.subsurface(rect).copy()
                drawn.replay(strip, rect.topleft)
                self._static.append((strip, rect.topleft))
            self._static_key = key
        return self._static

    def forget(self) -> None:
        """Let go of the kept strips (the table is closed)."""
        self._static, self._static_key = [], None

    # --- toasts --------------------------------------------------------------------------

    def toast_centre(self) -> tuple[int, int]:
        """Above the status line, unless that covers what must stay visible: then the
        nearest place that covers none of it (one rule for every table)."""
        table = self.table
        preferred = (960, table.status_y - table.toast_above)
        if not table.toast.visible:
            return preferred
        assets, four = table.app.assets, table.app.settings.four_colour
        size = table.toast.size(assets, TOAST_WIDTH, four)
        return self.toast_place.centre(size, preferred, self.toast_keep_clear(),
                                       self.toast_avoid())

    def toast_keep_clear(self) -> list[pygame.Rect]:
        """What a toast must not cover: the cards at rest (table, hands, piles), the
        status line and what the game adds (``keep_clear``)."""
        table = self.table
        keep = [s.rect(table.app.assets) for s in table.layer.all() if not s.moving]
        if self.status_rect is not None and table.status_text():
            keep.append(self.status_rect)
        return keep + table.keep_clear()

    def toast_avoid(self) -> list[pygame.Rect]:
        """What a toast had better not cover: the name plates and the buttons."""
        table = self.table
        avoid = [table.pause_button.rect]
        for seat in range(table.players):
            plate = pygame.Rect(0, 0, *PLATE_SIZE)
            plate.center = table.seat_anchor(seat)
            avoid.append(plate)
        if table.session.humans and table.policy.drives_turns:
            avoid += [b.rect for b, _ in table.buttons] + [table.hint_button.rect]
        return avoid

    # --- name plates ---------------------------------------------------------------------

    def draw_plate(self, surface: pygame.Surface, seat: int) -> None:
        """The seat's name plate: its body (panel, glow, icon, name) drawn once per look
        into an image, its info line (card count, "thinking…") written over it, so that
        the changing line never costs a new body."""
        assets = self.table.app.assets
        body, info, info_colour = self.plate_look(seat)
        image = assets.plates.get(body)
        if image is None:
            image = assets.plates.put(body, self._render_plate(body))
        rect = image.get_rect(center=self.table.seat_anchor(seat))
        surface.blit(image, rect)
        left, _, info_top = PLATE_TEXT
        theme.blit_text(surface, info, (rect.x + PLATE_MARGIN + left,
                                        rect.y + PLATE_MARGIN + info_top),
                        theme.SIZE_SMALL, info_colour)

    def plate_look(self, seat: int) -> tuple[tuple[Any, ...], str, tuple[int, int, int]]:
        """Everything a name plate shows: the body's look (its cache key), the info line
        and its colour. A game's ``plate_badge`` marks a seat's standing (out in third
        place, the fool); otherwise the plate says thinking, the game's ``plate_info``
        or the card count."""
        table = self.table
        turn = table.shown_turn == seat and not table.state.is_over and \
            table.plate_badge(seat) is None
        badge = table.plate_badge(seat)
        count = len(table.layer.zone(hand_zone(seat)))
        colour = theme.PANEL
        if badge is not None:
            info, info_colour, colour = badge
        elif (note := table.driver.seat_note(seat)) is not None:
            info, info_colour = note
        elif table.driver.thinking == seat:
            dots = "." * (1 + int(table.elapsed * 3) % 3)
            info = i18n.tr("table.thinking") + dots
            info_colour = theme.GOLD
        elif (extra := table.plate_info(seat)) is not None:
            info, info_colour = extra
        else:
            info = i18n.tr("table.card") if count == 1 else i18n.tr("table.cards", n=count)
            info_colour = theme.TEXT_DIM
        kind = table.driver.seat_icon(seat) or table.session.is_human(seat)
        body = (turn, colour, kind, table.session.seats[seat].name,
                theme.text_scale())
        return body, info, info_colour

    def _render_plate(self, body: tuple[Any, ...]) -> pygame.Surface:
        turn, colour, human, name, _ = body
        margin = PLATE_MARGIN            # room for the turn glow and the shadow
        image = pygame.Surface((PLATE_SIZE[0] + 2 * margin, PLATE_SIZE[1] + 2 * margin),
                               pygame.SRCALPHA)
        rect = pygame.Rect(margin, margin, *PLATE_SIZE)
        if turn:
            halo = theme.glow(rect.size, theme.GOLD, 22, 8)
            image.blit(halo, halo.get_rect(center=rect.center))
        theme.draw_panel(image, rect, colour, 235, radius=20,
                         border=theme.GOLD if turn else theme.BORDER)
        kind = human if isinstance(human, str) else "human" if human else "computer"
        icon = self.table.app.assets.icon(kind, 48)
        image.blit(icon, icon.get_rect(midleft=(rect.x + 14, rect.centery)))
        name = theme.fit_text(name, theme.SIZE_BODY, 200)
        left, name_top, _ = PLATE_TEXT
        theme.blit_text(image, name, (rect.x + left, rect.y + name_top), theme.SIZE_BODY,
                        theme.GOLD if turn else theme.TEXT)
        return image

    # --- controls, badges, status --------------------------------------------------------

    def draw_controls(self, surface: pygame.Surface) -> None:
        table = self.table
        table.pause_button.draw(surface, False)
        if not table.session.humans or not table.policy.drives_turns:
            return
        focused = table.input.shown_focus()
        for button, _ in table.buttons:
            button.draw(surface, button is focused)
        table.hint_button.draw(surface, table.hint_button is focused)
        keys, rect = self.key_row()
        theme.draw_footer(surface, keys, rect)

    def key_row(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The row of keys (or pad buttons) under the hand, and where it goes."""
        table = self.table
        row = self.pad_keys_text() if table.app.last_device == "pad" else table.keys_text()
        keys = theme.text(row, theme.SIZE_SMALL, theme.FOOTER)
        rect = keys.get_rect(midbottom=(960, 1074))
        rect.right = min(rect.right, LOG_RECT.left - 16)      # clear of the log's panel
        rect.left = max(rect.left, 16)
        return keys, rect

    def pad_keys_text(self) -> str:
        """The hint row while a controller is used: its buttons, the game buttons they
        press here (B and X, the table's ``pad_buttons``) included."""
        parts = [i18n.tr("pad.keys_move")]
        for name, intent in (("B", controls.BACK), ("X", controls.ALT)):
            button = self.table.input.pad_button(intent)
            if button is not None:
                label = button.label() if callable(button.label) else button.label
                parts.append(f"{name} {label}")
        parts.append(i18n.tr("pad.keys_end"))
        return "  ·  ".join(parts)

    def draw_badges(self, surface: pygame.Surface) -> None:
        """Number badges 1–9 on the shown hand while the keyboard was used last."""
        table = self.table
        if table.app.last_device != "keys" or not table.human_to_act():
            return
        for sprite, label in table.number_badges():
            rect = sprite.rect(table.app.assets)   # on the card's always visible left edge
            centre = (rect.x + BADGE_SIZE // 2 + 6, rect.y + rect.height * 11 // 20)
            surface.blit(theme.badge(label, BADGE_SIZE),
                         (centre[0] - BADGE_SIZE // 2, centre[1] - BADGE_SIZE // 2))

    def draw_status(self, surface: pygame.Surface) -> None:
        table = self.table
        text = table.status_text()
        if not text:
            return
        image = richtext.render(table.app.assets, text, theme.SIZE_BUTTON, theme.CREAM,
                                table.app.settings.four_colour)
        rect = image.get_rect(center=(960, table.status_y)).inflate(48, 22)
        self.status_rect = rect
        theme.draw_panel(surface, rect, theme.PANEL, 200, radius=rect.height // 2, shadow=False)
        surface.blit(image, image.get_rect(center=rect.center))
