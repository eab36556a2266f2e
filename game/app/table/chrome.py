"""The chrome around the cards: name plates, the log, the status line, the buttons and
key row, number badges, the unchanging panels (kept as strips of the felt) and where a
toast may go. It draws what the table, the driver and the hand input say; it decides
nothing about the game.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, cast

import pygame

from game.app import i18n
from game.app.kit import richtext, theme
from game.app.kit.placement import FreePlace
from game.app.shell import controls, frame
from game.app.table.events import Logged
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
from game.app.table.parts import Overlay, Panel, PlateLine
from game.rules import Event
from game.rules.messages import Message

if TYPE_CHECKING:
    from game.app.table.scene import TableScene

LogEntry = Message     # an engine message or an app text key with its values
Colour = tuple[int, int, int]
#: how far above the status line a toast is shown
TOAST_ABOVE = 76


class Chrome:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.model = table.model
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

    def log_event(self, event: Event) -> float:
        """Log the engine's sentence for ``event`` (if it has one); a timeline step."""
        message = event.message(self.model.state.names)
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
        assets = self.table.services.assets
        if not self.on_top or self.table.animations_busy or not assets.has_time():
            return
        started = time.perf_counter()
        self._log_lines(newest, newest=False)     # (kept: at once when made before)
        assets.spend(time.perf_counter() - started)

    def _log_lines(self, entry: LogEntry, newest: bool) -> list[pygame.Surface]:
        """One entry as wrapped line images (a small per-table cache: log entries are few)."""
        assets = self.table.services.assets
        text = self._log_text(entry)
        four = self.table.services.settings.four_colour
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

    # --- what the game's parts add -----------------------------------------------------

    def plate_info(self, seat: int) -> tuple[str, Colour] | None:
        """The name plate's second line, if the game shows more than the card count."""
        return next((info for part in self.table.parts.having(PlateLine)
                     if (info := part.plate_info(seat)) is not None), None)

    def plate_badge(self, seat: int) -> tuple[str, Colour, Colour] | None:
        """A seat's standing that replaces its plate's info line — (text, text colour,
        plate colour) — and ends its turns (e.g. out of the game); None: none."""
        return next((badge for part in self.table.parts.having(PlateLine)
                     if (badge := part.plate_badge(seat)) is not None), None)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """The parts' marks over the cards (sums, banners)."""
        for part in self.table.parts.having(Overlay):
            part.draw_over(surface)

    def status_text(self) -> str:
        """The status line: empty while cards move, "… is thinking" for a computer,
        else what the human to act may do (the presenter's ``turn_status``)."""
        table = self.table
        state = self.model.state
        if not table.policy.shows_status or (table.busy and table.driver.thinking is None) \
                or any(part.covers_status() for part in table.parts.having(Overlay)):
            return ""
        seat = state.current_player
        if seat is None:
            return i18n.tr("table.status.over")
        name = state.player_name(seat)
        if not self.model.session.is_human(seat) or not table.driver.is_local(seat):
            return table.driver.seat_turn_text(seat) or i18n.tr("table.status.wait", name=name)
        return table.presenter.turn_status(name)

    def _draw_static(self, surface: pygame.Surface) -> None:
        """What never changes during a game (kept with the felt): the log's panel and
        the parts' panels."""
        theme.draw_panel(surface, LOG_RECT, theme.PANEL, 215, radius=20)
        theme.blit_text(surface, i18n.tr("table.log"), (LOG_RECT.x + 20, LOG_RECT.y + 14),
                        theme.SIZE_SMALL, theme.GOLD)
        for part in self.table.parts.having(Panel):
            part.draw_static(surface)

    def _static_rects(self) -> list[pygame.Rect]:
        return [LOG_RECT, *(rect for part in self.table.parts.having(Panel)
                            for rect in part.static_rects())]

    def _static_key_of(self) -> tuple[object, ...]:
        return tuple(part.static_key() for part in self.table.parts.having(Panel))

    # --- the unchanging panels -----------------------------------------------------------

    def static_strips(self, size: tuple[int, int]) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The table's ``draw_static`` on the felt, kept only where it draws: about a
        megabyte instead of an 8 MB picture of the whole background."""
        table = self.table
        settings = table.services.settings
        key = (size, settings.language, settings.four_colour, theme.text_scale(),
               self._static_key_of())
        if self._static_key != key:
            felt = table.services.assets.felt(size)
            drawn = frame.Frame(felt)           # recorded, then painted strip by strip
            self._draw_static(cast(pygame.Surface, drawn))   # a Frame takes a Surface's calls
            screen = felt.get_rect()
            rects = [rect.inflate(2 * STATIC_MARGIN, 2 * STATIC_MARGIN).clip(screen)
                     for rect in self._static_rects()]
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
        preferred = (960, table.presenter.status_y - TOAST_ABOVE)
        if not table.toast.visible:
            return preferred
        assets, four = table.services.assets, table.services.settings.four_colour
        size = table.toast.size(assets, TOAST_WIDTH, four)
        return self.toast_place.centre(size, preferred, self.toast_keep_clear(),
                                       self.toast_avoid())

    def toast_keep_clear(self) -> list[pygame.Rect]:
        """What a toast must not cover: the cards at rest (table, hands, piles), the
        status line and what the game adds (``keep_clear``)."""
        table = self.table
        keep = [s.rect(table.services.assets) for s in table.layer.all() if not s.moving]
        if self.status_rect is not None and self.status_text():
            keep.append(self.status_rect)
        return keep + [rect for part in table.parts.having(Overlay)
                       for rect in part.keep_clear()]

    def toast_avoid(self) -> list[pygame.Rect]:
        """What a toast had better not cover: the name plates and the buttons."""
        table = self.table
        avoid = [table.pause_button.rect]
        for seat in range(table.model.players):
            plate = pygame.Rect(0, 0, *PLATE_SIZE)
            plate.center = table.presenter.seat_anchor(seat)
            avoid.append(plate)
        if table.model.session.humans and table.policy.drives_turns:
            avoid += [game.button.rect for game in table.presenter.buttons]
            avoid.append(table.hint_button.rect)
        return avoid

    # --- name plates ---------------------------------------------------------------------

    def draw_plate(self, surface: pygame.Surface, seat: int) -> None:
        """The seat's name plate: its body (panel, glow, icon, name) drawn once per look
        into an image, its info line (card count, "thinking…") written over it, so that
        the changing line never costs a new body."""
        assets = self.table.services.assets
        body, info, info_colour = self.plate_look(seat)
        image = assets.plates.get(body)
        if image is None:
            image = assets.plates.put(body, self._render_plate(body))
        rect = image.get_rect(center=self.table.presenter.seat_anchor(seat))
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
        turn = table.model.shown_turn == seat and not table.model.state.is_over and \
            self.plate_badge(seat) is None
        badge = self.plate_badge(seat)
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
        elif (extra := self.plate_info(seat)) is not None:
            info, info_colour = extra
        else:
            info = i18n.tr("table.card") if count == 1 else i18n.tr("table.cards", n=count)
            info_colour = theme.TEXT_DIM
        kind = table.driver.seat_icon(seat) or table.model.session.is_human(seat)
        body = (turn, colour, kind, table.model.session.seats[seat].name,
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
        icon = self.table.services.assets.icon(kind, 48)
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
        if not table.model.session.humans or not table.policy.drives_turns:
            return
        focused = table.input.shown_focus()
        for button, *_ in table.presenter.buttons:
            button.draw(surface, button is focused)
        table.hint_button.draw(surface, table.hint_button is focused)
        keys, rect = self.key_row()
        theme.draw_footer(surface, keys, rect)

    def key_row(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The row of keys (or pad buttons) under the hand, and where it goes."""
        table = self.table
        pad = table.services.window.last_device == "pad"
        row = self.pad_keys_text() if pad else table.presenter.keys_text()
        keys = theme.text(row, theme.SIZE_SMALL, theme.FOOTER)
        rect = keys.get_rect(midbottom=(960, 1074))
        rect.right = min(rect.right, LOG_RECT.left - 16)      # clear of the log's panel
        rect.left = max(rect.left, 16)
        return keys, rect

    def pad_keys_text(self) -> str:
        """The hint row while a controller is used: its buttons, the game buttons they
        press here (B and X, as the game's buttons declare) included."""
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
        if table.services.window.last_device != "keys" or not table.human_to_act():
            return
        for sprite, label in table.input.number_badges():
            rect = sprite.rect(table.services.assets)   # on the card's always visible left edge
            centre = (rect.x + BADGE_SIZE // 2 + 6, rect.y + rect.height * 11 // 20)
            surface.blit(theme.badge(label, BADGE_SIZE),
                         (centre[0] - BADGE_SIZE // 2, centre[1] - BADGE_SIZE // 2))

    def draw_status(self, surface: pygame.Surface) -> None:
        table = self.table
        text = self.status_text()
        if not text:
            return
        image = richtext.render(table.services.assets, text, theme.SIZE_BUTTON, theme.CREAM,
                                table.services.settings.four_colour)
        rect = image.get_rect(center=(960, table.presenter.status_y)).inflate(48, 22)
        self.status_rect = rect
        theme.draw_panel(surface, rect, theme.PANEL, 200, radius=rect.height // 2, shadow=False)
        surface.blit(image, image.get_rect(center=rect.center))
