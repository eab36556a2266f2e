"""Fullscreen on and off keeps the window (no ``set_mode``, which makes a new one at
70-90 ms under X at 4K), and a picture painted mostly whole is scaled into the window
in the next frame, never in the frame of the switch itself, nor in the one after it that
sends the new window's first (costly) update to the screen."""

from __future__ import annotations

import pygame
import pytest
from support.app import make_app, press
from support.frames import differing_pixels

from game.app.app import LOGICAL


@pytest.fixture
def set_mode_calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple]:
    """Every call of pygame's ``set_mode`` from now on (the real one still runs)."""
    calls: list[tuple] = []
    real = pygame.display.set_mode

    def counted(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", counted)
    return calls


def test_f11_switches_the_shown_window_in_place_both_ways(set_mode_calls):
    app = make_app(size=(1280, 720))
    set_mode_calls.clear()                                 # the first window's
    press(app, pygame.K_F11)
    assert app.settings.fullscreen and pygame.display.is_fullscreen()
    assert app.switched_in_place and set_mode_calls == []
    assert app.window is pygame.display.get_surface()
    press(app, pygame.K_F11)
    assert not pygame.display.is_fullscreen() and app.switched_in_place
    assert set_mode_calls == []
    assert app.window.get_size() == (1280, 720)          # the window's size it had


def test_without_pygame_window_fullscreen_makes_the_window_again(monkeypatch,
                                                                 set_mode_calls):
    app = make_app(size=(1280, 720))
    set_mode_calls.clear()                                 # the first window's
    monkeypatch.delattr(pygame, "Window")                 # an older pygame
    press(app, pygame.K_F11)
    assert pygame.display.is_fullscreen() and not app.switched_in_place
    assert len(set_mode_calls) == 1
    press(app, pygame.K_F11)
    assert not pygame.display.is_fullscreen() and len(set_mode_calls) == 2
    assert app.window.get_size() == (1280, 720)


def test_the_frame_of_the_switch_draws_nothing_and_the_picture_follows(monkeypatch):
    app = make_app(size=(1280, 720))
    for _ in range(3):
        app.step()
    updates: list[tuple] = []
    real = pygame.display.update
    monkeypatch.setattr(pygame.display, "update",
                        lambda *args: updates.append(args) or real(*args))
    press(app, pygame.K_F11)
    assert not app.drew and updates == []                  # only the switch
    app.step()                     # the new window's first update: one pixel, no picture
    assert not app.drew and updates == [(pygame.Rect(0, 0, 1, 1),)]
    app.step()                                             # painted whole, not scaled yet
    assert app.drew and app.scale_next
    assert sum(r.w * r.h for r in app.painted) == LOGICAL[0] * LOGICAL[1]
    app.step()                                             # scaled and shown
    assert app.drew and not app.scale_next
    view = app.viewport
    whole = pygame.transform.smoothscale(app.canvas, view.size)
    assert differing_pixels(whole, app.window.subsurface(view), tolerance=0) == 0


def test_a_picture_painted_whole_in_every_frame_is_still_shown_every_other_frame():
    app = make_app(size=(1280, 720))
    shown = []
    for _ in range(6):
        app.picture = type(app.picture)(app.canvas)       # nothing kept: all painted
        app.dirty = True
        app.step()
        shown.append(app.drew and not app.scale_next)
    assert shown == [False, True] * 3


def test_at_the_canvas_size_nothing_waits_to_be_scaled():
    app = make_app(size=LOGICAL)
    press(app, pygame.K_F11)
    press(app, pygame.K_F11)
    app.step()
    assert app.scaler is None and app.drew and not app.scale_next
