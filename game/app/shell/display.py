"""Which display the window is on, where that display lies on the desktop, and how
big a first window is.

SDL tells the sizes of the displays, not where they are; but it centres a window on a
display when asked, so centring the window on each display in turn and reading its
position back gives every display's rectangle. Going fullscreen, the window is first
moved to the top-left corner of its display: without a window manager (a bare X server,
a kiosk) SDL only resizes a window it makes fullscreen, so a window left where it was
would hang off the display, cut off; a window manager places it itself either way.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence

import pygame

#: ``SDL_WINDOWPOS_CENTERED_DISPLAY(0)``; or-ed with a display's index
CENTRED = 0x2FFF0000
#: a first window fills this share of the display (16:9, room left for a panel or bar)
WINDOW_SHARE = 0.85


def window_size_for(desktop: tuple[int, int], smallest: tuple[int, int]) -> tuple[int, int]:
    """A 16:9 window filling most of a display of size ``desktop`` (at least
    ``smallest``): 1632x918 on a 1920x1080 display."""
    width = round(min(desktop[0], desktop[1] * 16 / 9) * WINDOW_SHARE)
    width = max(smallest[0], width)
    return width, max(smallest[1], round(width * 9 / 16))


def default_window_size(smallest: tuple[int, int]) -> tuple[int, int]:
    """The first window's size (nothing saved, no ``--size``): most of the display it
    opens on, not a fixed 1280x720 that is small on a TV."""
    sizes = pygame.display.get_desktop_sizes()
    return window_size_for(sizes[0] if sizes else (1280, 720), smallest)


def display_bounds(window_size: tuple[int, int]) -> list[pygame.Rect]:
    """Every display's rectangle on the desktop (the window is moved meanwhile)."""
    width, height = window_size
    bounds = []
    for index, (dw, dh) in enumerate(pygame.display.get_desktop_sizes()):
        pygame.display.set_window_position((CENTRED | index, CENTRED | index))
        x, y = pygame.display.get_window_position()
        bounds.append(pygame.Rect(x - (dw - width) // 2, y - (dh - height) // 2, dw, dh))
    return bounds


def display_under(window: pygame.Rect, bounds: Sequence[pygame.Rect]) -> int:
    """The display that holds the window's centre, else the one it overlaps most (0 if
    it overlaps none)."""
    for index, rect in enumerate(bounds):
        if rect.collidepoint(window.center):
            return index
    overlap = [(rect.clip(window).w * rect.clip(window).h, -index)
               for index, rect in enumerate(bounds)]
    best = max(overlap, default=(0, 0))
    return -best[1] if best[0] > 0 else 0


def park_at_display_origin() -> int:
    """Move the (windowed) window to the top-left corner of the display it is on, before
    it goes fullscreen there; returns that display's index."""
    here = pygame.Rect(pygame.display.get_window_position(), pygame.display.get_window_size())
    bounds = display_bounds(here.size)
    index = display_under(here, bounds)
    pygame.display.set_window_position(bounds[index].topleft if bounds else (0, 0))
    return index


def centre_on_display(index: int) -> None:
    """Put the (windowed) window in the middle of display ``index``."""
    pygame.display.set_window_position((CENTRED | index, CENTRED | index))


def switch_in_place(fullscreen: bool, windowed_size: tuple[int, int]) -> pygame.Surface | None:
    """Turn the shown window fullscreen (the desktop's size, no mode change) or back to
    a window of ``windowed_size``, keeping the window itself; its new surface, or None
    where that cannot be done (pygame without ``pygame.Window``, SDL refusing): then the
    caller makes the window again with ``set_mode``.

    Making the window again costs a new X window and framebuffer (70-90 ms of processor
    time at 3840x2160 under X); switching in place 20-30 ms."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        if fullscreen:
            window.set_fullscreen(desktop=True)
        else:
            window.set_windowed()
            if window.size != windowed_size:
                window.size = windowed_size
    except (AttributeError, pygame.error):
        return None
    surface = pygame.display.get_surface()
    if surface is None or pygame.display.is_fullscreen() != fullscreen:
        return None
    return surface


def open_window(fullscreen: bool, size: tuple[int, int], smallest: tuple[int, int],
                on_display: int) -> tuple[pygame.Surface, bool, int]:
    """The window as asked: fullscreen on the display ``on_display`` the window is on
    (moved to that display's corner first), or a resizable window of ``size`` (back in
    the middle of that display after fullscreen). Returns the window, whether it was
    switched in place, and the display it is on.

    A window already shown is switched in place (:func:`switch_in_place`): ``set_mode``
    would make a new window and framebuffer, 70-90 ms of processor time at 4K under X;
    it stays for the first window and where switching fails."""
    shown = pygame.display.get_surface() is not None
    was_fullscreen = shown and pygame.display.is_fullscreen()
    size = (max(smallest[0], size[0]), max(smallest[1], size[1]))
    if fullscreen:
        if shown and not was_fullscreen:
            on_display = park_at_display_origin()
        switched = switch_in_place(True, size) if shown else None
        window = switched or pygame.display.set_mode((0, 0), pygame.FULLSCREEN,
                                                     display=on_display)
    else:
        switched = switch_in_place(False, size) if was_fullscreen else None
        window = switched or pygame.display.set_mode(size, pygame.RESIZABLE)
        if was_fullscreen:
            centre_on_display(on_display)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = smallest
        except (AttributeError, pygame.error):
            pass
    return window, switched is not None, on_display
