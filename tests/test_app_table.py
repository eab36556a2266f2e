"""Table details: refusals show the engine's reason, settings take effect, hints,
mute, the log and the status line."""

from __future__ import annotations

import pygame
from support.app import click, make_app, press, sprite_of, visible_point, wait_for

from game.app import i18n
from game.app.screens.menu import MenuScene
from game.app.screens.settings import SettingsScene
from game.rules import IllegalMove, card
from game.rules.stortok import BEAT, DRAW, TAKE, Play, Stortok


def table_where_a_card_is_refused(seed_range=range(40)):
    """A table where the human must beat and holds a card that cannot."""
    for seed in seed_range:
        app = make_app(game="stortok", players=3, seed=seed)
        table = app.scenes.top
        app.run_until(table.human_to_act, 2000)
        state = table.model.state
        legal = set(state.legal_actions())
        refused = [c for c in state.hand(0) if Play(c) not in legal]
        if state.phase == BEAT and refused:
            return app, table, refused[0]
        pygame.quit()
    raise AssertionError("no seed gave a refusable card")


def test_clicking_an_illegal_card_shows_the_engines_reason_and_changes_nothing():
    app, table, card = table_where_a_card_is_refused()
    state = table.model.state
    try:
        state.clone().apply(Play(card))
    except IllegalMove as refusal:
        expected = refusal.reason
    before = state.clone()
    click(app, visible_point(table, sprite_of(table, card)))
    assert table.toast.visible and table.toast.text == expected
    assert state == before                                  # nothing changed
    assert app.sound.played[-1] == "error"
    # a refused key press (draw during a BEAT turn) too
    press(app, pygame.K_d)
    try:
        state.clone().apply(DRAW)
    except IllegalMove as refusal:
        assert table.toast.text == refusal.reason
    assert state == before


def test_take_button_is_enabled_only_when_the_engine_lists_take():
    app, table, _card = table_where_a_card_is_refused()
    take, draw = (game.button for game in table.presenter.buttons)
    assert TAKE in table.model.state.legal_actions() and take.is_enabled
    assert not draw.is_enabled
    before = len(table.model.state.history)
    press(app, pygame.K_t)
    assert table.model.state.history[before] == TAKE
    assert not take.is_enabled                        # the computer is on turn / animating


def test_hint_highlights_the_suggested_move():
    app, table, _card = table_where_a_card_is_refused()
    press(app, pygame.K_h)
    assert wait_for(app, lambda: table.model.hint is not None)   # it thinks in the worker
    assert table.model.hint in table.model.state.legal_actions()
    assert table.toast.visible and table.toast.text.startswith("Hint")
    card = getattr(table.model.hint, "card", None)
    if card is not None:
        assert sprite_of(table, card).highlight is not None


def test_instant_animation_speed_leaves_no_tweens_pending():
    app = make_app(game="stortok", players=4, seed=1, fast=False)
    app.settings.think_time = 0.0
    app.scenes.push(SettingsScene(app.services))
    app.step()
    press(app, pygame.K_LEFT, pygame.K_LEFT)          # normal -> fast -> instant
    assert app.settings.animation_speed == "instant"
    press(app, pygame.K_ESCAPE)
    table = app.scenes.top
    app.run_until(table.human_to_act, 2000)
    action = table.model.state.legal_actions()[0]
    before = len(table.model.state.history)
    if isinstance(action, Play):
        press(app, pygame.K_1 + table.hands.perspective_hand().index(sprite_of(table, action.card)))
    else:
        press(app, pygame.K_t)
    assert table.model.state.history[before] == action
    assert table.tweens.pending == 0
    # at normal speed the same kind of move leaves cards flying
    app.settings.animation_speed = "normal"
    app.run_until(table.human_to_act, 5000)
    action = table.model.state.legal_actions()[0]
    if isinstance(action, Play):
        press(app, pygame.K_1 + table.hands.perspective_hand().index(sprite_of(table, action.card)))
    else:
        press(app, pygame.K_t)
    assert table.tweens.pending > 0 or table.timeline.busy


def test_switching_the_language_changes_the_menu_labels():
    app = make_app()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    assert menu.labels()[:2] == ["Play Stortok", "New game"]
    press(app, *[pygame.K_DOWN] * 3, pygame.K_RETURN)              # Settings
    assert isinstance(app.scenes.top, SettingsScene)
    settings = app.scenes.top
    for _ in range(len(settings.group.widgets)):                   # down to "Language"
        if "Language" in str(settings.group.focused.label()):
            break
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RIGHT)
    assert app.settings.language == "de"
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu
    assert menu.labels() == ["Stortok spielen", "Neues Spiel", "Regeln", "Einstellungen",
                             "Statistik", "Spielen lernen", "Steuerung", "Beenden"]
    i18n.set_language("en")


def test_german_log_lines_render_the_engines_message_keys():
    state = Stortok.arranged(["9S 6H", "8H"], "8S", turn=0, trick="8S")
    beat = state.describe(Play(card("9S")))
    i18n.set_language("de")
    try:
        assert i18n.text(beat) == "Seat 1 sticht 8S mit 9S"
        assert i18n.text(state.describe(TAKE)) == "Seat 1 nimmt 8S auf"
    finally:
        i18n.set_language("en")
    assert i18n.text(beat) == str(beat) == "Seat 1 beats 8S with 9S"


def test_m_mutes_and_unmutes():
    app = make_app(game="stortok", players=2, seed=1)
    assert not app.settings.muted
    press(app, pygame.K_m)
    assert app.settings.muted
    press(app, pygame.K_m)
    assert not app.settings.muted


def test_mouse_positions_are_translated_from_a_scaled_window():
    app = make_app(size=(1280, 720))
    assert app.to_logical((640, 360)) == (960, 540)
    assert app.to_window((1920, 1080)) == (1280, 720)
    menu = app.scenes.top
    quit_button = menu.group.widgets[-1]
    click(app, quit_button.rect.center)
    assert not app.running


def test_log_and_status_follow_the_game():
    app = make_app(game="stortok", players=3, seed=2)
    table = app.scenes.top
    app.run_until(table.human_to_act, 2000)
    assert table.chrome.log, "the deal and the first moves are logged"
    assert table.chrome.status_text().startswith(table.model.session.seats[0].name)
    assert len(table.chrome.log) <= 8


def test_long_log_lines_wrap_inside_the_panel_instead_of_being_cut():
    from game.app.table.layout import LOG_LINES, LOG_RECT
    from game.rules.messages import Message

    app = make_app(game="stortok", players=2, seed=1)
    table = app.scenes.top
    long = Message("zwicker.joker_takes_zwick",
                   {"name": "Carla", "value": 13, "units": ((("QS", 13),), (("9H", 9), ("4D", 4)))})
    short = Message("toffpoker.passes", {"name": "Bert"})
    wrapped = table.chrome._log_lines(long, newest=True)
    assert len(wrapped) >= 2
    assert all(image.get_width() <= LOG_RECT.width - 36 for image in wrapped)
    assert len(table.chrome._log_lines(short, newest=False)) == 1
    for _ in range(8):
        table.chrome.add_log(long)
    canvas = pygame.Surface((1920, 1200))
    canvas.fill((255, 0, 255))
    table.chrome.draw_log(canvas)                                   # only the lines that fit
    below = canvas.subsurface((LOG_RECT.x, LOG_RECT.bottom, LOG_RECT.width, 120))
    assert pygame.transform.average_color(below)[:3] == (255, 0, 255)
    assert LOG_RECT.height - 54 >= LOG_LINES * 37


def test_a_refusal_leaves_the_stock_and_out_of_play_counts_readable():
    from game.app.table.layout import TOAST_WIDTH

    for language in ("en", "de"):
        for size in ("normal", "large"):
            app, table, card = table_where_a_card_is_refused()
            app.prefs.set_language(language)
            app.prefs.set_text_size(size)
            click(app, visible_point(table, sprite_of(table, card)))
            assert table.toast.visible
            app.step()
            centre = table.chrome.toast_centre()
            width, height = table.toast.size(app.assets, TOAST_WIDTH, False)
            toast = pygame.Rect(0, 0, width, height)
            toast.center = centre
            for _, label in table.presenter.pile_labels():
                assert not toast.colliderect(label), (language, size, toast, label)
            app.prefs.set_text_size("normal")
            app.prefs.set_language("en")
