"""The controls page per game: each game's own keys, as its table handles them."""

from __future__ import annotations

import pygame
import pytest

from game.app.app import App
from game.app.cli import Config
from game.app.games import REGISTRY, game_order, table_for, ui_for
from game.app.screens.controls import ControlsScene
from game.app.screens.menu import MenuScene
from game.app.session import Session
from game.app.shell import controls


def make_app() -> App:
    app = App(Config(size=(1920, 1080), fast=True))
    app.settings.tutorial_offered = True
    app.start()
    return app


def key(app: App, code: int) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)])


def test_each_game_shows_its_own_keys():
    app = make_app()
    services = app.services
    stortok = dict((keys, action) for action, _, keys in ControlsScene(services, "stortok").rows())
    poker = dict((keys, action) for action, _, keys in ControlsScene(services, "toffpoker").rows())
    zwicker = dict((keys, action) for action, _, keys in ControlsScene(services, "zwicker").rows())
    assert "1–9" in stortok and "T" in stortok and "D" in stortok
    assert "1–9" not in poker                       # 1 is the ace, 0 the ten
    rank_keys = next(k for k in poker if "J" in k and "Q" in k)
    for name in ("1", "A", "2–9", "0", "J", "Q", "K"):
        assert name in rank_keys.split()
    assert "ace" in poker[rank_keys] and "ten" in poker[rank_keys]
    assert "P" in poker and poker["P"] == "Pass"
    assert any("Tab" in k for k in zwicker)
    assert any("Joker" in a for a in zwicker.values())
    assert "T" not in zwicker and "P" not in zwicker and "D" not in zwicker


def test_the_table_buttons_keys_are_on_their_games_page():
    """Every hot key a table's buttons answer to (T, D, P) is listed for that game, with
    the pad button that presses the same table button (B the first, X the second)."""
    app = make_app()
    for game in game_order():
        table = table_for(app.services, Session.quick(game, 3, humans=1, seed=2))
        app.scenes.reset(MenuScene(app.services), table)
        app.scenes.apply_pending()
        listed = {keys: pad for pad, keys, _ in ui_for(game).controls}
        pads = {controls.BACK: "B", controls.ALT: "X"}
        for button, _, pad in table.presenter.buttons:
            if button.key_hint:
                assert button.key_hint in listed, (game, button.key_hint)
                assert pad is not None and listed[button.key_hint] == pads[pad], (game, pad)


def test_the_menus_page_has_a_tab_per_game_and_switches():
    app = make_app()
    app.scenes.top.controls()
    app.step([])
    page = app.scenes.top
    assert isinstance(page, ControlsScene) and page.tabs
    assert [g for g, _ in page.tab_rects()] == list(game_order())
    key(app, pygame.K_RIGHT)
    assert page.game == "zwicker" and app.scenes.top is page
    zwicker_rect = dict(page.tab_rects())["toffpoker"]
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=zwicker_rect.center)])
    assert page.game == "toffpoker" and app.scenes.top is page
    assert page.rows() == ControlsScene(app.services, "toffpoker").rows()
    for_table = ControlsScene(app.services, "zwicker")
    assert not for_table.tabs and for_table.tab_rects() == []
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)


def test_every_controls_text_has_both_languages():
    from game.app import i18n

    for rows in (ui.controls for ui in REGISTRY.values()):
        for pad, keys, text in rows:
            assert text in i18n.TEXTS, text
            for name in (pad, keys):
                words = ("Mouse", "Space", "Left", "Up", "D-pad", "Arrows")   # German differs
                if any(word in name for word in words):
                    assert f"controls.name.{name}" in i18n.TEXTS, name


def test_the_pause_menu_opens_the_controls_of_the_game_being_played():
    from game.app.screens.pause import PauseScene

    for game in REGISTRY:
        app = make_app()
        app.nav.open_table(Session.quick(game, 3, seed=2))
        app.step([])
        key(app, pygame.K_ESCAPE)
        pause = app.scenes.top
        assert isinstance(pause, PauseScene)
        pause.controls()
        app.step([])
        page = app.scenes.top
        assert isinstance(page, ControlsScene) and page.game == game and not page.tabs


def test_every_row_of_every_page_can_be_read_in_both_languages_and_sizes():
    """The last row lies inside the panel (scrolled to, if the rows do not all fit), and
    every game's page lists the speech keys."""
    from game.app.kit import theme

    app = make_app()
    for language in ("en", "de"):
        for size in ("normal", "large"):
            app.prefs.set_language(language)
            app.prefs.set_text_size(size)
            for game in REGISTRY:
                for page in (ControlsScene(app.services, game), ControlsScene(app.services)):
                    page.choose(game)
                    rows = page.rows()
                    keys = [k for _, _, k in rows]
                    assert "F2" in keys and "F3–F8" in keys, (game, keys)
                    seen = []
                    for _ in range(len(rows)):
                        seen += [row for row, _ in page.shown_rows() if row not in seen]
                        for _, y in page.shown_rows():
                            assert y + theme.font(theme.SIZE_BODY).get_height() <= \
                                page.panel.bottom, (language, size, game)
                        page.scroll_by(1)
                    assert seen == rows, (language, size, game)
    theme.set_text_scale(1.0)
    app.prefs.set_language("en")


def test_up_and_down_scroll_when_the_rows_do_not_fit():
    from game.app.screens import controls as page_module

    app = make_app()
    page = ControlsScene(app.services, "zwicker")
    app.scenes.push(page)
    app.step()
    total = len(page.rows())
    old = page_module.TABS_PANEL, page_module.PANEL
    page_module.PANEL = page_module.PANEL.inflate(0, -400)          # a short panel
    try:
        _, _, fits = page.layout()
        assert fits < total
        for _ in range(total):
            key(app, pygame.K_DOWN)
        assert page.shown_rows()[-1][0] == page.rows()[-1]
        assert page.scroll == total - fits
        key(app, pygame.K_UP)
        assert page.scroll == total - fits - 1
    finally:
        page_module.TABS_PANEL, page_module.PANEL = old


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_controls_page_keeps_its_texts_in_its_panel_on_large(recorder, lang):
    """Toff-Poker's German keys ('1 / A  2–9  0  J/B  Q/D  K') ran past the panel's
    right edge on Large: the panel is wide enough for the three columns."""
    from support.text_sizes import text_sizes

    app = text_sizes.make_app(lang, "large")
    seen = 0
    for name in text_sizes.scenes(app, seed=3, pages=True):
        if name.startswith("rules"):
            break
        if name.startswith("controls"):
            report = recorder.measure(app, name)
            assert not report.problems(), (name, report.problems())
            seen += 1
    assert seen >= 4
