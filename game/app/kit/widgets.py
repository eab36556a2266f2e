"""Small UI widgets drawn at logical resolution: buttons, choices, text fields, and
a focus group that gives any list of widgets keyboard and mouse navigation."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic, Protocol, TypeAlias, TypeVar, runtime_checkable

import pygame

from game.app.kit import theme
from game.app.shell import frame

if TYPE_CHECKING:
    from game.app.kit.assets import Assets

Label = str | Callable[[], str]
#: where a widget sits: a rect or (x, y, width, height)
Box: TypeAlias = pygame.Rect | tuple[int, int, int, int]
#: what a choice steps through
V = TypeVar("V")


def _text(label: Label) -> str:
    return label() if callable(label) else label


class Widget:
    focusable = True
    #: what speech adds to what the widget shows (a lesson's status, the statistics'
    #: table, a sample of a rate); None: nothing
    spoken_detail: Callable[[], str] | None = None

    def __init__(self, rect: Box) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled: bool | Callable[[], bool] = True

    @property
    def is_enabled(self) -> bool:
        return self.enabled() if callable(self.enabled) else self.enabled

    def activate(self) -> bool:
        """Enter/Space/click on the widget; True if it did something."""
        return False

    def change(self, step: int) -> bool:
        """Left/Right on the widget; True if it changed."""
        return False

    def handle(self, event: pygame.event.Event, focused: bool) -> bool:
        """Events beyond navigation (text typing, clicks on parts)."""
        return False

    @property
    def captures_keys(self) -> bool:
        """True while the widget wants every key (a text field being edited)."""
        return False

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        raise NotImplementedError


class Button(Widget):
    def __init__(self, rect: Box, label: Label, on_click: Callable[[], None],
                 size: int = theme.SIZE_BUTTON, icon: pygame.Surface | None = None,
                 key_hint: str = "", primary: bool = False) -> None:
        super().__init__(rect)
        self.label = label
        self.on_click = on_click
        self.size = size
        self.icon = icon
        self.key_hint = key_hint
        self.primary = primary

    def activate(self) -> bool:
        if not self.is_enabled:
            return False
        self.on_click()
        return True

    def draw_face(self, surface: pygame.Surface, focused: bool) -> tuple[int, int, int]:
        """The button's panel; the colour its text is drawn in."""
        enabled = self.is_enabled
        colour = theme.BUTTON_DISABLED if not enabled else (
            theme.BUTTON_HOVER if focused else theme.BUTTON)
        if self.primary and enabled:
            colour = (150, 112, 40) if not focused else (182, 138, 52)
        theme.draw_panel(surface, self.rect, colour, 245, radius=18,
                         border=theme.BORDER if enabled else None)
        return theme.TEXT if enabled else theme.TEXT_DIM

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        enabled = self.is_enabled
        text_colour = self.draw_face(surface, focused)
        label = _text(self.label)
        image = theme.text(label, self.size, text_colour)
        x = self.rect.centerx
        if self.icon is not None:
            total = self.icon.get_width() + 12 + image.get_width()
            left = self.rect.centerx - total // 2
            surface.blit(self.icon, self.icon.get_rect(midleft=(left, self.rect.centery)))
            x = left + self.icon.get_width() + 12 + image.get_width() // 2
        surface.blit(image, image.get_rect(center=(x, self.rect.centery + 2)))
        if self.key_hint:
            hint = theme.text(self.key_hint, theme.SIZE_SMALL - 4, theme.TEXT_DIM)
            surface.blit(hint, hint.get_rect(bottomright=(self.rect.right - 12,
                                                          self.rect.bottom - 6)))
        if focused and enabled:
            theme.focus_ring(surface, self.rect, 18)


class Choice(Widget, Generic[V]):
    """"Label   < value >": Left/Right (or clicking the arrows) cycles the values."""

    def __init__(self, rect: Box, label: Label, values: Sequence[V], index: int,
                 on_change: Callable[[V], None], show: Callable[[V], str] = str,
                 wrap: bool = True, label_width: int | None = None,
                 size: int = theme.SIZE_BODY) -> None:
        super().__init__(rect)
        self.label = label
        self.values = list(values)
        self.index = index
        self.on_change = on_change
        self.show = show
        self.wrap = wrap
        self.label_width = label_width
        self.size = size
        #: what speech says it is when it shows no label (a seat's level); None: the
        #: text field before it names it
        self.spoken_label: Callable[[], str] | None = None

    @property
    def value(self) -> V:
        return self.values[self.index]

    def change(self, step: int) -> bool:
        if not self.is_enabled or len(self.values) < 2:
            return False
        index = self.index + step
        if self.wrap:
            index %= len(self.values)
        index = max(0, min(len(self.values) - 1, index))
        if index == self.index:
            return False
        self.index = index
        self.on_change(self.value)
        return True

    def activate(self) -> bool:
        return self.change(1)

    def _value_rect(self) -> pygame.Rect:
        if self.label_width is None and not _text(self.label):
            return self.rect.inflate(-8, -8)
        lw = self.label_width if self.label_width is not None else self.rect.width // 2
        return pygame.Rect(self.rect.x + lw, self.rect.y + 6, self.rect.width - lw - 8,
                           self.rect.height - 12)

    def handle(self, event: pygame.event.Event, focused: bool) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            value = self._value_rect()
            return self.change(-1 if event.pos[0] < value.centerx else 1)
        return False

    hide_disabled = False

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        enabled = self.is_enabled
        if not enabled and self.hide_disabled:
            return
        if focused:
            theme.draw_panel(surface, self.rect, theme.PANEL_LIGHT, 200, radius=16, shadow=False)
        colour = theme.TEXT if enabled else theme.TEXT_DIM
        label = _text(self.label)
        if label:
            theme.blit_text(surface, label, (self.rect.x + 20, self.rect.centery + 2), self.size,
                            colour, "midleft")
        value_rect = self._value_rect()
        frame.rect(surface, (10, 18, 15), value_rect, border_radius=14)
        text = theme.fit_text(self.show(self.value), self.size, value_rect.width - 90)
        theme.blit_text(surface, text, (value_rect.centerx, value_rect.centery + 2), self.size,
                        theme.GOLD if enabled else theme.TEXT_DIM, "center")
        if enabled and len(self.values) > 1:
            arrow = theme.GOLD if focused else theme.TEXT_DIM
            theme.triangle(surface, (value_rect.x + 24, value_rect.centery), 20, -1, arrow)
            theme.triangle(surface, (value_rect.right - 24, value_rect.centery), 20, 1, arrow)
        if focused:
            theme.focus_ring(surface, self.rect, 16)


class TextField(Widget):
    """An editable single line. Enter or a click starts editing; Enter/Esc/Tab ends it."""

    def __init__(self, rect: Box, value: str, on_change: Callable[[str], None],
                 max_length: int = 14, size: int = theme.SIZE_BODY) -> None:
        super().__init__(rect)
        self.value = value
        self.on_change = on_change
        self.max_length = max_length
        self.size = size
        self.editing = False
        #: called when typing goes past ``max_length`` (so the limit is never silent)
        self.on_full: Callable[[], None] = lambda: None

    @property
    def captures_keys(self) -> bool:
        return self.editing

    def activate(self) -> bool:
        self.editing = not self.editing
        if self.editing:
            pygame.key.start_text_input()
        else:
            pygame.key.stop_text_input()
        return True

    def handle(self, event: pygame.event.Event, focused: bool) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                if not self.editing:
                    self.activate()
                return True
            if self.editing:
                self.activate()
            return False
        if not self.editing:
            return False
        if event.type == pygame.TEXTINPUT:
            overflow = len(self.value) + len(event.text) > self.max_length
            if len(self.value) < self.max_length:
                self.value = (self.value + event.text)[: self.max_length]
                self.on_change(self.value)
            if overflow:
                self.on_full()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB,
                             pygame.K_UP, pygame.K_DOWN):
                self.activate()
                return event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE)
            if event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                self.on_change(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        colour = (8, 14, 12) if not self.editing else (28, 44, 38)
        frame.rect(surface, colour, self.rect, border_radius=14)
        frame.rect(surface, theme.GOLD if self.editing else theme.BORDER, self.rect, 2,
                         border_radius=14)
        text = self.value + ("|" if self.editing and (pygame.time.get_ticks() // 500) % 2 == 0
                             else "")
        theme.blit_text(surface, text, (self.rect.x + 18, self.rect.centery + 2), self.size,
                        theme.TEXT, "midleft")
        if focused:
            theme.focus_ring(surface, self.rect, 14)


class FocusGroup:
    """Keyboard and mouse navigation over widgets: Up/Down (or Left/Right when
    ``horizontal``) move the focus, Enter/Space activate, Left/Right change a choice,
    the mouse focuses what it hovers and clicks what it presses."""

    def __init__(self, widgets: Sequence[Widget] = (), horizontal: bool = False) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.horizontal = horizontal
        self.focus = 0
        self.show_focus = True
        self._skip_to_enabled()

    def _usable(self, widget: Widget) -> bool:
        return widget.focusable and widget.is_enabled

    def _skip_to_enabled(self) -> None:
        if self.widgets and not self._usable(self.widgets[self.focus % len(self.widgets)]):
            self.move(1)

    @property
    def focused(self) -> Widget | None:
        if not self.widgets:
            return None
        return self.widgets[self.focus % len(self.widgets)]

    @property
    def captures_keys(self) -> bool:
        focused = self.focused
        return focused is not None and focused.captures_keys

    def move(self, step: int) -> None:
        if not self.widgets:
            return
        for _ in range(len(self.widgets)):
            self.focus = (self.focus + step) % len(self.widgets)
            if self._usable(self.widgets[self.focus]):
                return

    def set_focus(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.focus = self.widgets.index(widget)

    def handle(self, event: pygame.event.Event) -> bool:
        focused = self.focused
        if focused is not None and focused.captures_keys and focused.handle(event, True):
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            for index, widget in enumerate(self.widgets):
                if widget.rect.collidepoint(event.pos) and self._usable(widget):
                    self.focus = index
                    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                        if widget.handle(event, True):
                            return True
                        return widget.activate()
                    return False
            if event.type == pygame.MOUSEBUTTONDOWN:
                for widget in self.widgets:
                    widget.handle(event, False)
            return False
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        back, forward = (pygame.K_LEFT, pygame.K_RIGHT) if self.horizontal else (
            pygame.K_UP, pygame.K_DOWN)
        if key == back:
            self.move(-1)
            return True
        if key == forward or key == pygame.K_TAB:
            self.move(1)
            return True
        if focused is None:
            return False
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return focused.activate()
        if not self.horizontal and key in (pygame.K_LEFT, pygame.K_RIGHT):
            return focused.change(-1 if key == pygame.K_LEFT else 1)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        focused = self.focused if self.show_focus else None
        for widget in self.widgets:
            widget.draw(surface, widget is focused)


#: A toast's time for a message that stays until the player's next input (a hint: read
#: at the reader's pace, not the clock's).
UNTIL_INPUT = math.inf


class Toast:
    """A short message in the middle of the screen (e.g. why a move is not allowed)."""

    def __init__(self) -> None:
        self.text = ""
        self.time_left = 0.0
        self.colour = theme.GOLD
        self.last_rect: pygame.Rect | None = None    # where it was drawn last

    def show(self, text: str, seconds: float = 3.0, colour: tuple[int, int, int] = theme.GOLD
             ) -> None:
        self.text = text
        self.time_left = seconds
        self.colour = colour

    @property
    def visible(self) -> bool:
        return self.time_left > 0 and bool(self.text)

    @property
    def counting(self) -> bool:
        """Shown for a time that runs out (the picture changes when it does); one shown
        :data:`UNTIL_INPUT` waits without frames of its own."""
        return self.visible and self.time_left != UNTIL_INPUT

    def input_seen(self) -> None:
        """The player pressed a key, a button or clicked: a toast shown
        :data:`UNTIL_INPUT` goes."""
        if self.time_left == UNTIL_INPUT:
            self.time_left = 0.0

    def update(self, dt: float) -> None:
        self.time_left = max(0.0, self.time_left - dt)

    def _images(self, assets: Assets, max_width: int, four_colour: bool) -> list[pygame.Surface]:
        from game.app.kit import richtext

        lines = theme.wrap(self.text, theme.SIZE_BODY, max_width)
        return [richtext.render(assets, line, theme.SIZE_BODY, self.colour, four_colour)
                for line in lines]

    @staticmethod
    def _panel_size(images: list[pygame.Surface]) -> tuple[int, int]:
        # 20 px above the first line and below the last, 8 between lines
        return (max(i.get_width() for i in images) + 64,
                sum(i.get_height() for i in images) + 8 * (len(images) - 1) + 40)

    def size(self, assets: Assets, max_width: int = 1300, four_colour: bool = False
             ) -> tuple[int, int]:
        """The size it is drawn at (to find it a place before drawing)."""
        return self._panel_size(self._images(assets, max_width, four_colour))

    def draw(self, surface: pygame.Surface, assets: Assets, centre: tuple[int, int],
             max_width: int = 1300, four_colour: bool = False) -> None:
        if not self.visible:
            return
        images = self._images(assets, max_width, four_colour)
        rect = pygame.Rect(0, 0, *self._panel_size(images))
        rect.center = centre
        self.last_rect = rect
        theme.draw_panel(surface, rect, (22, 18, 14), 238, radius=20, border=self.colour)
        y = rect.y + 20
        for image in images:
            surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
            y += image.get_height() + 8


@runtime_checkable
class WithToast(Protocol):
    """A screen that shows toasts of its own (notices go there, not over it)."""

    toast: Toast

