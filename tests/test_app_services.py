"""Scenes receive the app's services, not the App: what the record holds is the App's
own (one record for every scene), a part the App replaces later reaches every scene,
and the window's handle does what the App would."""

from __future__ import annotations

import pytest
from support.app import make_app, start_table

from game.app.screens.menu import MenuScene
from game.app.screens.settings import SettingsScene
from game.app.services import Services
from game.app.session import Seat
from game.app.speech import Narrator, Recorder, install


def test_every_scene_the_navigator_builds_holds_the_apps_one_record():
    app = make_app()
    services = app.services
    assert isinstance(services, Services)
    assert (services.settings, services.assets, services.sound, services.saves,
            services.scenes, services.nav, services.speech, services.config) == (
        app.settings, app.assets, app.sound, app.saves, app.scenes, app.nav, app.speech,
        app.config)
    app.nav.open_settings()
    app.step()
    page = app.scenes.top
    assert isinstance(page, SettingsScene)
    assert page.services is services and not hasattr(page, "app")
    table = start_table(app, "stortok", [Seat("Anna", True), Seat("Bot", False)], seed=1)
    assert table.services is services


def test_a_narrator_put_in_later_is_every_scenes_narrator():
    app = make_app()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    old = app.speech
    install(app, lambda a: Narrator(a, Recorder(), available=True))
    assert app.speech is not old
    assert menu.services.speech is app.speech
    app.settings.speech = True
    assert menu.services.speech.on


def test_settings_put_in_later_are_every_scenes_settings():
    app = make_app()
    menu = app.scenes.top
    kept = app.settings
    app.settings = type(kept)(language="de")
    assert menu.services.settings is app.settings is not kept
    assert SettingsScene(app.services).services.settings.language == "de"


def test_a_scene_asks_the_window_for_a_frame_instead_of_setting_the_apps_flag():
    app = make_app()
    for _ in range(120):                # the first frames smooth the menu's card images
        app.step()
        if not app.drew:
            break
    app.step()
    assert not app.drew                 # an idle menu draws nothing
    app.scenes.top.services.window.redraw()
    app.step()
    assert app.drew
    app.step()
    assert not app.drew                 # once


def test_navigation_refuses_a_scene_that_is_not_a_table_where_a_table_is_asked():
    app = make_app()
    with pytest.raises(TypeError, match="a table was expected, not MenuScene"):
        app.services.nav.pause(MenuScene(app.services))
