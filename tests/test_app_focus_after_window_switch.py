"""F11 or the Fullscreen setting changes the window under a pointer that did not move:
the keyboard focus stays on the row the player left it on (SDL reports the resting
pointer at its new place in the window, which is no hover)."""

from __future__ import annotations

import pygame
import pytest
from support.app import make_app, press

from game.app.screens.settings import SettingsScene
from game.app.speech.screen import widget_text


def still_clock(app) -> None:
    """The app's clock held still: the window change is never "a while ago" by chance."""
    app.now = lambda: 100.0


def motion_over(app, widget) -> None:
    """The pointer reported over ``widget`` (in window coordinates), not moved."""
    pos = app.to_window(widget.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.step()


def row_named(settings: SettingsScene, name: str):
    """The Settings row whose words begin with ``name`` (rows come and go)."""
    return next(w for w in settings.widgets if widget_text(w).startswith(name + ":"))


@pytest.mark.parametrize("how", ["F11", "setting"])
def test_the_focus_stays_on_its_row_after_the_window_switches(how):
    app = make_app()
    still_clock(app)
    settings = SettingsScene(app.services)
    app.scenes.push(settings)
    app.step()
    fullscreen_row, mute_row = row_named(settings, "Fullscreen"), row_named(settings, "Mute")
    settings.group.set_focus(fullscreen_row)
    muted = app.settings.muted
    if how == "F11":
        press(app, pygame.K_F11)
    else:
        press(app, pygame.K_RIGHT)                   # the Fullscreen row: On
    assert app.settings.fullscreen
    motion_over(app, mute_row)                       # SDL: the pointer, seen anew
    assert settings.group.focused is fullscreen_row
    press(app, pygame.K_RIGHT)                       # changes the row the player chose
    assert not app.settings.fullscreen and app.settings.muted == muted


def test_a_click_after_the_switch_is_the_players_and_the_pointer_hovers_again():
    app = make_app()
    settings = SettingsScene(app.services)
    app.scenes.push(settings)
    app.step()
    press(app, pygame.K_F11)
    row = settings.widgets[3]
    pos = app.to_window(row.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()
    assert settings.group.focused is row
    motion_over(app, settings.widgets[4])
    assert settings.group.focused is settings.widgets[4]


def test_the_hold_on_hovering_ends_soon_where_the_desktop_place_is_unknown():
    """The dummy driver, like some systems, reports no place on the desktop: motion
    after the window change hovers again once the short window has passed."""
    from game.app.shell.controls import RESTING_WINDOW

    app = make_app()
    still_clock(app)
    settings = SettingsScene(app.services)
    app.scenes.push(settings)
    app.step()
    press(app, pygame.K_F11)
    motion_over(app, settings.widgets[3])
    assert settings.group.focused is not settings.widgets[3]
    app.devices.pointer.since -= RESTING_WINDOW + 0.1            # as if that much time had passed
    motion_over(app, settings.widgets[3])
    assert settings.group.focused is settings.widgets[3]
