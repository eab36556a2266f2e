"""The first start asks where the game is played and sets itself up for it (and says so);
without an answer the window fills most of the display. Then the menu, which offers a
lesson beside its buttons (no second question), or the table ``--game`` asked for."""

from __future__ import annotations

import pygame
import pytest
from support.app import make_app, press

from game.app import i18n
from game.app.app import App
from game.app.cli import Config
from game.app.kit import theme
from game.app.screens.first_start import PlaceScene
from game.app.screens.menu import MenuScene
from game.app.shell import controls
from game.app.shell.display import window_size_for
from game.app.storage.service import Saves
from game.app.table.scene import TableScene


def pad(app, intent: str) -> None:
    pygame.event.post(controls.key_event_for(intent))
    app.step()


@pytest.mark.parametrize("device", ["keys", "pad"])
def test_on_a_tv_sets_large_text_four_colours_large_print_and_fullscreen(device):
    app = make_app(ask_place=True)
    assert isinstance(app.scenes.top, PlaceScene)
    if device == "keys":
        press(app, pygame.K_RETURN)                     # the first answer: On a TV
    else:
        pad(app, controls.CONFIRM)
    s = app.settings
    assert (s.text_size, s.four_colour, s.large_cards, s.fullscreen, s.start_fullscreen) == \
        ("large", True, True, True, True)
    large = theme.font(40).get_height()                   # the text is drawn larger now
    theme.set_text_scale(1.0)
    assert large > theme.font(40).get_height()
    assert isinstance(app.scenes.top, MenuScene) and app.scenes.top.offering  # the offer
    assert app.scenes.top.toast.text == i18n.tr("place.chosen.tv")           # confirmed
    kept = Saves.open().load_settings()
    assert kept.place_asked and kept.text_size == "large" and kept.fullscreen


@pytest.mark.parametrize("device", ["keys", "pad"])
def test_at_a_desk_keeps_normal_text_in_a_window(device):
    app = make_app(ask_place=True)
    if device == "keys":
        press(app, pygame.K_RIGHT, pygame.K_RETURN)
    else:
        pad(app, controls.RIGHT)
        pad(app, controls.CONFIRM)
    s = app.settings
    assert (s.text_size, s.four_colour, s.large_cards, s.fullscreen) == \
        ("normal", False, False, False)
    assert isinstance(app.scenes.top, MenuScene) and app.scenes.top.offering
    assert app.scenes.top.toast.text == i18n.tr("place.chosen.desk")
    assert Saves.open().load_settings().place_asked


def test_no_answer_keeps_the_defaults_and_is_not_asked_again():
    app = make_app(ask_place=True)
    press(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and menu.offering and not menu.toast.visible
    assert app.settings.text_size == "normal" and not app.settings.fullscreen
    again = App(Config(size=(1280, 720), fast=True))
    again.start()
    again.step()
    assert isinstance(again.scenes.top, MenuScene)
    assert not again.scenes.top.offering                 # offered once


def test_the_question_is_asked_in_both_languages_and_fits_its_panel():
    from game.app.screens.first_start import PANEL

    for language in ("en", "de"):
        for size in ("normal", "large"):
            app = make_app(ask_place=True)
            app.prefs.set_language(language)
            app.prefs.set_text_size(size)
            scene = app.scenes.top
            assert scene.question == i18n.tr("place.title") != "place.title"
            for button in scene.group.widgets:
                width = theme.font(button.size).size(button.label())[0]
                assert width < button.rect.width - 20, (language, size, button.label())
                assert PANEL.contains(button.rect)
            text = theme.font(theme.SIZE_BODY).size(i18n.tr("place.text"))[0]
            assert text < PANEL.width - 40
            app.prefs.set_text_size("normal")
    app.prefs.set_language("en")


def test_a_demo_on_the_command_line_is_not_held_up_by_the_question():
    app = App(Config(size=(1280, 720), fast=True, game="stortok", players=2, demo=True))
    app.start()
    assert not isinstance(app.scenes.top, PlaceScene)


@pytest.mark.parametrize("game", ["stortok", "zwicker"])
def test_a_game_on_the_command_line_asks_the_question_over_its_table_first(game):
    app = App(Config(size=(1280, 720), fast=True, game=game, players=3))
    app.start()
    assert isinstance(app.scenes.top, PlaceScene)        # not desk mode unasked
    table = app.scenes.scenes[-2]
    assert isinstance(table, TableScene) and not table.model.state.history
    press(app, pygame.K_RETURN)                          # On a TV
    assert app.scenes.top is table and app.settings.text_size == "large"
    assert table.toast.text == i18n.tr("place.chosen.tv")
    again = App(Config(size=(1280, 720), fast=True, game=game, players=3))
    again.start()
    assert again.scenes.top is not None and isinstance(again.scenes.top, TableScene)


def test_the_question_moves_with_up_and_down_and_says_each_answers_place():
    from support.listener import EarApp

    for language in ("en", "de"):
        i18n.set_language(language)
        try:
            heard = EarApp(ask_place=True)
            heard.app.settings.speech_rate_offered = True   # the rate was chosen before
            heard.app.nav.to_menu(heard.app.nav.ask_place())
            heard.app.scenes.apply_pending()
            heard.step(3)
            said = [h.text for h in heard.ear.all]
            assert any(i18n.tr("place.title") in text for text in said), said
            tv = next(t for t in said if t.startswith(i18n.tr("place.tv")))
            assert i18n.tr("speech.position", n=1, total=2) in tv, tv       # its place
            assert i18n.tr("place.tv_sets") in tv, tv                       # what it sets
            heard.press(pygame.K_DOWN)
            heard.step(2)
            assert isinstance(heard.app.scenes.top, PlaceScene)
            assert heard.app.scenes.top.group.focus == 1
            desk = [h.text for h in heard.ear.all][-1]
            assert desk.startswith(i18n.tr("place.desk")), desk
            assert i18n.tr("speech.position", n=2, total=2) in desk, desk
            assert i18n.tr("place.desk_sets") in desk, desk
            heard.press(pygame.K_UP)
            assert heard.app.scenes.top.group.focus == 0
            heard.press(pygame.K_DOWN)
            heard.press(pygame.K_RETURN)                 # At a desk: confirmed aloud
            heard.step(3)
            after = " ".join(h.text for h in heard.ear.all[len(said):])
            assert i18n.tr("place.chosen.desk") in after, after
        finally:
            i18n.set_language("en")


def test_a_first_window_fills_most_of_the_display():
    assert window_size_for((1920, 1080), (1024, 600)) == (1632, 918)
    assert window_size_for((3840, 2160), (1024, 600)) == (3264, 1836)
    assert window_size_for((2560, 1600), (1024, 600)) == (2176, 1224)   # 16:10: by width
    assert window_size_for((1024, 600), (1024, 600)) == (1024, 600)    # never below
    app = App(Config(fast=True))                      # no --size, nothing saved
    desktop = pygame.display.get_desktop_sizes()[0]
    assert app.window_size == window_size_for(desktop, (1024, 600))
    assert app.window_size != (1280, 720)
