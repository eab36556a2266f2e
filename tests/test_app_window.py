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
    press(app, pygame.K_DOWN, pygame.K_RETURN)                  # Rules
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
