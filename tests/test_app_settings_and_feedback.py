"""Couch feedback and safety: live settings, confirmations, setup explanations, rules help
that follows the options, the trump panel, toasts beside the status line, text size."""

from __future__ import annotations

import pygame
from support.app import click, key_event, make_app, press, quit_table_to_menu

from game.app import i18n
from game.app.app import App
from game.app.cli import Config
from game.app.games import table_for
from game.app.kit import richtext, theme
from game.app.rules_text import rules_text
from game.app.screens.confirm import ConfirmScene
from game.app.screens.controls import ControlsScene
from game.app.screens.help import HelpScene
from game.app.screens.menu import MenuScene
from game.app.screens.pause import PauseScene
from game.app.screens.settings import SettingsScene
from game.app.screens.setup import SetupScene
from game.app.session import Seat, Session
from game.app.settings import Settings
from game.app.table.scene import TableScene
from game.rules import GAMES
from game.rules.stortok import TAKE


def shown(widget) -> str:
    return widget.show(widget.value)


def test_settings_show_live_values_after_f11_and_m():
    app = make_app()
    app.scenes.push(SettingsScene(app.services))
    app.step()
    scene = app.scenes.top
    fullscreen, muted = scene.widgets[7], scene.widgets[3]
    assert shown(fullscreen) == "Off" and shown(muted) == "Off"
    press(app, pygame.K_F11, pygame.K_m)
    app.step()
    assert shown(fullscreen) == "On" and shown(muted) == "On"
    assert app.notice.visible                       # M said so, too
    press(app, pygame.K_F11)


def test_escape_on_the_main_menu_asks_before_quitting():
    app = make_app()
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, ConfirmScene) and app.running
    assert i18n.tr(app.scenes.top.question) == "Quit Stammtisch?"
    press(app, pygame.K_RETURN)                     # "No" has the focus
    assert isinstance(app.scenes.top, MenuScene) and app.running
    press(app, pygame.K_ESCAPE, pygame.K_RIGHT, pygame.K_RETURN)
    assert not app.running


def test_quit_to_menu_asks_unless_the_game_is_saved():
    app = make_app()
    app.saves.folder.writable = False               # nothing can be saved: ask first
    table = table_for(app.services, Session.quick("stortok", 3, seed=4))
    app.scenes.reset(MenuScene(app.services), table)
    app.step()
    assert not app.saves.has_autosave()
    pause = quit_table_to_menu(app)
    assert i18n.tr(app.scenes.top.question) == "Quit to menu? The game will be lost"
    press(app, pygame.K_ESCAPE)                     # No
    assert app.scenes.top is pause and table in app.scenes.scenes


def test_quit_to_menu_leaves_at_once_when_the_game_is_saved():
    app = make_app(game="stortok", players=3, seed=4)
    table = app.scenes.top
    assert app.run_until(lambda: len(table.model.state.history) > 0 and app.saves.has_autosave(),
                         3000)
    table.services.nav.pause(table)
    app.step()
    app.scenes.top.quit_to_menu()
    app.step()
    assert [type(s) for s in app.scenes.scenes] == [MenuScene]


def test_controls_page_lists_pad_buttons_and_keys_from_the_map():
    app = make_app()
    app.scenes.top.controls()
    app.step()
    page = app.scenes.top
    assert isinstance(page, ControlsScene)
    rows = page.rows()
    assert ("Pick up the open card", "B", "T") in rows
    assert ("Hint", "Y", "H") in rows and ("Draw instead of leading", "X", "D") in rows
    app.prefs.set_language("de")
    try:
        assert ("Auswahl bewegen", "Steuerkreuz / Stick", "Links / Rechts") in page.rows()
    finally:
        app.prefs.set_language("en")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)


def test_clicking_a_coming_soon_tab_explains():
    app = make_app()
    setup = SetupScene(app.services)
    setup.tables = frozenset({"stortok"})          # as if only Stortok had a table
    setup.rebuild()
    app.scenes.push(setup)
    app.step()
    tab = setup.tabs[setup.games.index("zwicker")]
    click(app, tab.rect.center)
    assert setup.toast.visible and "coming soon" in setup.toast.text
    assert setup.toast.text.endswith("Stortok is ready to play.")   # the game that has one
    assert setup.game == "stortok"


def test_setup_hides_the_safety_cap_and_shows_the_name_limit():
    app = make_app()
    setup = SetupScene(app.services)
    labels = [w.label() for _, w in setup.option_widgets]
    assert "Must follow suit first" in labels
    assert not any("Safety cap" in label for label in labels)
    assert i18n.tr("setup.name_limit", n=14) == "Names: up to 14 characters"


def test_an_empty_name_points_at_its_seat_and_a_long_one_says_so():
    app = make_app()
    setup = SetupScene(app.services)
    app.scenes.push(setup)
    app.step()
    field = setup.seat_widgets[1][0]
    click(app, field.rect.center)                   # start editing Anna's name
    for _ in range(6):
        press(app, pygame.K_BACKSPACE)
    press(app, pygame.K_RETURN)
    setup.start()
    assert setup.toast.text == "Seat 2 needs a name."
    assert setup.group.focused is field and isinstance(app.scenes.top, SetupScene)
    click(app, field.rect.center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Maximilian-Alexander"))
    app.step()
    assert len(field.value) == 14 and "at most 14" in setup.toast.text


def test_rules_help_follows_the_options_in_english_and_german():
    for language, free, forced in (("en", "You need not follow suit", "Follow suit first"),
                                   ("de", "Es gibt keinen Farbzwang", "Farbzwang (Option an)")):
        default = rules_text("stortok", language)
        strict = rules_text("stortok", language, {"must_follow_suit_first": True})
        assert free in default and forced not in default
        assert forced in strict and free not in strict


def test_every_option_of_every_game_changes_the_rules_text():
    for game, info in GAMES.items():
        for option in info.options:
            values = list(option.choices) or [option.default, option.default + 1]
            other = next(v for v in values if v != option.default)
            for language in ("en", "de"):
                assert rules_text(game, language, {option.name: other}) != \
                    rules_text(game, language), (game, option.name, language)


def test_f1_at_the_table_shows_the_rules_of_the_running_options():
    app = make_app()
    seats = [Seat("Alex", True), Seat("Bert", False)]
    session = Session("stortok", seats, seed=2, options={"must_follow_suit_first": True})
    app.scenes.reset(MenuScene(app.services), table_for(app.services, session))
    app.step()
    press(app, pygame.K_F1)
    help_scene = app.scenes.top
    assert isinstance(help_scene, HelpScene)
    text = " ".join(line for _, line in help_scene.lines())
    assert "Follow suit first" in text and "You need not follow suit" not in text


def test_trump_panel_drops_the_turned_card_once_it_is_picked_up():
    app = make_app(game="stortok", players=2, seed=2)    # seat 0 must beat or take first
    table = app.scenes.top
    assert isinstance(table, TableScene)
    app.run_until(table.human_to_act, 500)
    panel = pygame.Rect(38, 40, 92, 128)
    before = app.canvas.subsurface(panel).copy()
    assert table.presenter.turned_card_shown()
    press(app, pygame.K_t)
    assert list(table.model.state.history) == [TAKE]
    app.run_until(lambda: not table.busy, 500)
    app.step()
    assert not table.presenter.turned_card_shown()
    after = app.canvas.subsurface(panel).copy()
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
    # played out of that hand later, it does not come back to the panel
    turned = table.model.state.turned_card
    for _ in range(40):
        app.run_until(lambda: table.human_to_act() or table.model.state.is_over, 500)
        if table.model.state.is_over or table.layer.find(turned).zone != "hand:0":
            break
        legal = table.model.state.legal_actions()
        move = next((a for a in legal if getattr(a, "card", None) == turned), legal[0])
        if hasattr(move, "card"):
            table.presenter.play_card(table.layer.find(move.card))
        else:
            press(app, pygame.K_t)
        app.run_until(lambda: not table.busy, 500)
    assert table.layer.find(turned).zone != "hand:0"
    app.run_until(lambda: not table.busy, 500)
    app.step()
    assert not table.presenter.turned_card_shown()
    assert pygame.image.tobytes(app.canvas.subsurface(panel), "RGB") == \
        pygame.image.tobytes(after, "RGB")


def test_a_refusal_toast_and_the_status_line_do_not_overlap():
    app = make_app(game="stortok", players=2, seed=2)
    table = app.scenes.top
    app.run_until(table.human_to_act, 500)
    legal = {getattr(a, "card", None) for a in table.model.state.legal_actions()}
    refused = next(s for s in table.hands.perspective_hand() if s.card not in legal)
    table.presenter.play_card(refused)
    app.step()
    assert table.toast.visible and table.chrome.status_rect is not None
    assert not table.toast.last_rect.colliderect(table.chrome.status_rect)


def test_start_fullscreen_setting_and_windowed_flag():
    app = App(Config(size=(1280, 720)), Settings(start_fullscreen=True))
    assert app.settings.fullscreen
    app = App(Config(size=(1280, 720), windowed=True), Settings(start_fullscreen=True))
    assert not app.settings.fullscreen


def text_sizes_drawn(app, scenes) -> dict[str, set[int]]:
    """The font sizes asked for while drawing each scene (logical 1920x1080 pixels)."""
    sizes: dict[str, set[int]] = {}
    original = theme.font

    def recording_font(size):
        sizes.setdefault(current[0], set()).add(size)
        return original(size)

    current = [""]
    theme.font = recording_font
    try:
        theme._text_cache.clear()
        richtext._cache.clear()
        for name, scene in scenes:
            current[0] = name
            scene.draw(app.canvas)
    finally:
        theme.font = original
    return sizes


def test_every_scene_uses_tv_sized_text_and_large_makes_it_bigger():
    app = make_app(game="stortok", players=3, seed=4)
    table = app.scenes.top
    app.run_until(table.human_to_act, 500)
    press(app, pygame.K_RIGHT)
    scenes = [("menu", MenuScene(app.services)), ("setup", SetupScene(app.services)),
              ("settings", SettingsScene(app.services)), ("help", HelpScene(app.services)),
              ("controls", ControlsScene(app.services)), ("table", table),
              ("pause", PauseScene(app.services, table)),
              ("confirm", ConfirmScene(app.services, "confirm.quit_game", "confirm.yes",
                                       "confirm.no", lambda: None))]
    sizes = text_sizes_drawn(app, scenes)
    assert set(sizes) == {name for name, _ in scenes}
    for name, used in sizes.items():
        assert min(used) >= 22, (name, sorted(used))               # secondary labels
    normal = theme.font(28).get_height()
    app.prefs.set_text_size("large")
    try:
        assert theme.font(28).get_height() > normal
        pygame.event.post(key_event(pygame.K_LEFT))
        app.step()
        assert app.drew
    finally:
        app.prefs.set_text_size("normal")


def test_setup_shows_options_the_rules_fix_for_the_player_count():
    app = make_app()
    setup = SetupScene(app.services, "toffpoker")
    app.scenes.push(setup)

    def extra_suits():
        return next(w for o, w in setup.option_widgets if o.name == "extra_suits")

    setup.set_count(3)
    assert extra_suits().value is False and extra_suits().is_enabled
    setup.set_count(6)
    assert extra_suits().value is True and not extra_suits().is_enabled
    assert not extra_suits().change(1) and extra_suits().value is True
    session = setup.make_session()
    assert session is not None and session.state.extra_suits
