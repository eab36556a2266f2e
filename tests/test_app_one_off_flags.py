"""Command-line flags apply to their run only: the settings file changes only when the
player changes a setting in the game, and a flagged first start keeps the "New here?"
offer for a later start unless it was answered."""

from __future__ import annotations

import pygame
from support.app import press

from game.app.app import App
from game.app.cli import Config
from game.app.screens.menu import MenuScene
from game.app.storage.service import Saves


def run(**config) -> App:
    """A start in the shared data folder; the first start's question "Where do you
    play?" is skipped (these tests are about the offer that follows it)."""
    config.setdefault("size", (1280, 720))
    app = App(Config(fast=True, **config))
    app.settings.place_asked = True
    app.start()
    pygame.event.clear()
    app.step()
    return app


def saved():
    return Saves.open().load_settings()


def offered(app: App) -> bool:
    """The menu is up with its "New here?" offer of a lesson beside the buttons."""
    return isinstance(app.scenes.top, MenuScene) and app.scenes.top.offering


def take_the_offer(app: App) -> None:
    """Answer it: Learn to play (focused, Enter)."""
    menu = app.scenes.top
    menu.group.set_focus(next(w for w in menu.group.widgets
                              if getattr(w, "on_click", None) == menu.learn))
    press(app, pygame.K_RETURN)


def test_lang_and_fullscreen_flags_do_not_become_saved_settings():
    first = run()
    first.prefs.offer_answered()                                   # a start without flags
    assert saved().language == "en" and not saved().fullscreen
    flagged = run(lang="de", fullscreen=True, speech=True)
    assert flagged.settings.language == "de" and flagged.settings.fullscreen
    assert flagged.settings.speech
    flagged.prefs.save_settings()                                  # what the run writes
    kept = saved()
    assert (kept.language, kept.fullscreen, kept.speech) == ("en", False, False)
    plain = run()
    assert plain.settings.language == "en" and not plain.settings.fullscreen


def test_a_setting_changed_in_the_game_during_a_flagged_run_is_saved():
    run().prefs.offer_answered()
    flagged = run(lang="de", fullscreen=True)
    flagged.prefs.set_language("en")                               # back in Settings, then German
    flagged.prefs.set_language("de")
    flagged.prefs.save_settings()
    assert saved().language == "de"       # the flag's value, but chosen in the game now
    assert not saved().fullscreen


def test_a_flagged_first_start_keeps_the_offer_unless_it_was_answered():
    flagged = run(lang="de")
    assert offered(flagged)
    assert saved() is None or not saved().tutorial_offered
    again = run()
    assert offered(again)                                    # still offered
    take_the_offer(again)
    assert not offered(again) and saved().tutorial_offered
    answered = run(lang="de")
    assert not offered(answered)


def test_an_offer_answered_in_a_flagged_run_is_not_offered_again():
    flagged = run(fullscreen=True)
    assert offered(flagged)
    take_the_offer(flagged)
    assert saved().tutorial_offered and not saved().fullscreen
