"""Window handling, the rules help and the pause overlay."""

from __future__ import annotations

import pygame
from support.app import make_app, press

from game.app.screens.confirm import ConfirmScene
from game.app.screens.help import HelpScene
from game.app.screens.menu import MenuScene
from game.app.screens.pause import PauseScene


def test_f11_toggles_fullscreen_and_back_without_crashing():
    app = make_app()
    press(app, pygame.K_F11)
    assert app.settings.fullscreen
    press(app, pygame.K_F11)
    assert not app.settings.fullscreen
    assert app.window.get_size()[0] >= 1024


def test_a_resize_event_keeps_the_logical_layout():
    app = make_app(size=(1024, 600))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 600), w=1024, h=600))
    app.step()
    view = app.viewport
    assert view.width <= 1024 and view.height <= 600
    assert app.to_logical(view.center) in ((960, 540), (959, 540), (960, 539), (959, 539))


def test_rules_help_scrolls_and_switches_games():
    app = make_app()
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN)   # Rules
    help_scene = app.scenes.top
    assert isinstance(help_scene, HelpScene) and help_scene.game == "stortok"
    assert help_scene.max_scroll > 0
    press(app, pygame.K_PAGEDOWN)
    assert help_scene.scroll > 0
    before = help_scene.scroll
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False,
                                         precise_x=0.0, precise_y=3.0, touch=False))
    app.step()
    assert 0 <= help_scene.scroll < before
    press(app, pygame.K_END)
    assert help_scene.scroll == help_scene.max_scroll
    press(app, pygame.K_RIGHT)
    assert help_scene.game != "stortok" and help_scene.scroll == 0
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)


def test_pause_quit_to_menu_leaves_only_the_menu():
    app = make_app(game="stortok", players=3, seed=4)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    press(app, pygame.K_UP)                          # the last item: Quit to menu
    press(app, pygame.K_RETURN)
    if isinstance(app.scenes.top, ConfirmScene):     # not saved: "The game will be lost"
        press(app, pygame.K_RIGHT, pygame.K_RETURN)  # Yes
    assert [type(s) for s in app.scenes.scenes] == [MenuScene]


def test_missing_art_degrades_to_drawn_stand_ins(tmp_path):
    from game.app.kit.assets import Assets

    make_app()
    assets = Assets(tmp_path)
    card = assets.card("QS", 100)
    assert card.get_size() == (100, 140)
    assert assets.felt((64, 36)).get_size() == (64, 36)
    assert "cards/QS.png" in assets.missing and "felt.png" in assets.missing


def test_display_under_picks_the_display_holding_the_windows_centre():
    from game.app.shell.display import display_under

    left, right = pygame.Rect(0, 0, 1920, 1080), pygame.Rect(1920, 0, 2560, 1440)
    assert display_under(pygame.Rect(320, 180, 1280, 720), [left, right]) == 0
    assert display_under(pygame.Rect(2000, 100, 1280, 720), [left, right]) == 1
    assert display_under(pygame.Rect(1500, 100, 1280, 720), [left, right]) == 1   # centre
    above = pygame.Rect(0, -1080, 1920, 1080)                    # stacked, not side by side
    assert display_under(pygame.Rect(100, -900, 1280, 720), [left, above]) == 1
    assert display_under(pygame.Rect(-5000, -5000, 100, 100), [left, right]) == 0


def test_going_fullscreen_parks_the_window_at_its_displays_corner():
    """Without a window manager SDL only resizes a window it makes fullscreen: the
    window must be at the display's corner first (else it hangs off, cut off)."""
    from game.app.shell.display import display_bounds, park_at_display_origin

    app = make_app()
    pygame.display.set_window_position((300, 200))
    size = pygame.display.get_window_size()
    bounds = display_bounds(size)
    pygame.display.set_window_position((300, 200))
    assert park_at_display_origin() == 0
    assert pygame.display.get_window_position() == bounds[0].topleft
    pygame.display.set_window_position((300, 200))
    press(app, pygame.K_F11)                                    # through the app's toggle
    assert app.settings.fullscreen and pygame.display.is_fullscreen()
    assert pygame.display.get_window_position() == bounds[0].topleft
    press(app, pygame.K_F11)                                    # back: in the middle
    assert not pygame.display.is_fullscreen()
    w, h = pygame.display.get_window_size()
    assert pygame.display.get_window_position() == (
        bounds[0].x + (bounds[0].w - w) // 2, bounds[0].y + (bounds[0].h - h) // 2)
