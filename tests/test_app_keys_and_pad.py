"""Couch input: keys pressed while cards move are queued, number badges follow the
keyboard, the focus ring is not gold, and game controllers (posted controller events)
drive menus and the table through the same intents."""

from __future__ import annotations

import pygame
from support.app import make_app, press, wait_for

from game.app.kit import theme
from game.app.screens.menu import MenuScene
from game.app.screens.pause import PauseScene
from game.app.screens.setup import SetupScene
from game.app.table.scene import TableScene
from game.rules.stortok import DRAW, TAKE


def pad_button(app, button: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button,
                                         instance_id=0))
    app.step()


def pad_stick(app, axis: int, value: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=axis, value=value,
                                          instance_id=0))
    app.step()


def table_at_first_human_turn(seed: int = 2, fast: bool = True) -> tuple:
    app = make_app(fast=fast, game="stortok", players=2, seed=seed)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    return app, table


def test_a_key_pressed_during_the_deal_is_queued_and_played_when_the_turn_comes():
    app, table = table_at_first_human_turn(seed=2, fast=False)   # seat 0 must beat or take
    app.step()
    assert table.busy and table.model.state.current_player == 0
    press(app, pygame.K_t)                                        # cards still flying
    assert len(table.model.state.history) == 0
    assert app.run_until(lambda: len(table.model.state.history) > 0, 2000)
    assert list(table.model.state.history) == [TAKE]


def test_queued_keys_are_dropped_at_a_hand_off():
    from support.app import start_table

    from game.app.screens.handoff import HandoffScene
    from game.app.session import Seat

    app = make_app(fast=False)
    table = start_table(app, "stortok", [Seat("Anna", True), Seat("Alex", True)], seed=2)
    press(app, pygame.K_t)                                        # nobody's hand is shown
    assert table.input.key_queue == []
    assert app.run_until(lambda: isinstance(app.scenes.top, HandoffScene), 2000)
    assert len(table.model.state.history) == 0


def test_number_badges_show_while_the_keyboard_was_used_last():
    app, table = table_at_first_human_turn()
    app.run_until(lambda: table.human_to_act(), 500)
    drawn: list[int] = []
    original = theme.badge

    def counting_badge(label, size):
        drawn.append(int(label))
        return original(label, size)

    theme.badge = counting_badge
    try:
        press(app, pygame.K_RIGHT)
        count = min(9, len(table.hands.perspective_hand()))
        assert sorted(drawn) == list(range(1, count + 1))
        drawn.clear()
        from support.app import mouse

        mouse(app, pygame.MOUSEMOTION, (960, 300))
        app.step()
        assert app.last_device == "mouse" and drawn == []
    finally:
        theme.badge = original


def test_focus_ring_is_not_the_gold_of_the_legal_glow():
    app, table = table_at_first_human_turn()
    app.run_until(lambda: table.human_to_act(), 500)
    for _ in range(10):                  # the turn may start on Pick up: go to a card
        press(app, pygame.K_RIGHT)
        if any(s.focus for s in table.hands.perspective_hand()):
            break
    focused = next(s for s in table.hands.perspective_hand() if s.focus)
    rect = focused.rect(app.assets)
    ring = app.canvas.get_at((rect.centerx, rect.top - 3))[:3]
    assert ring == theme.FOCUS and theme.FOCUS != theme.GOLD


def test_pad_drives_the_menu_with_dpad_stick_a_and_b():
    app = make_app()
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    pad_stick(app, pygame.CONTROLLER_AXIS_LEFTY, 30000)          # stick down: New game
    pad_stick(app, pygame.CONTROLLER_AXIS_LEFTY, 29000)          # still held: no repeat
    assert menu.group.focus == 1
    pad_stick(app, pygame.CONTROLLER_AXIS_LEFTY, 0)
    pad_button(app, pygame.CONTROLLER_BUTTON_A)                  # New game
    assert isinstance(app.scenes.top, SetupScene) and app.last_device == "pad"
    pad_button(app, pygame.CONTROLLER_BUTTON_B)                  # back
    assert app.scenes.top is menu
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)          # Rules
    assert menu.group.focus == 2


def test_pad_plays_at_the_table_b_takes_x_draws_y_hints_a_plays_start_pauses():
    app, table = table_at_first_human_turn()                      # seat 0: beat or take
    app.run_until(lambda: table.human_to_act(), 500)
    pad_button(app, pygame.CONTROLLER_BUTTON_B)                  # take
    assert list(table.model.state.history) == [TAKE]
    assert app.run_until(lambda: table.human_to_act(), 2000)
    legal = list(table.model.state.legal_actions())
    moves = len(table.model.state.history)
    pad_button(app, pygame.CONTROLLER_BUTTON_X)                  # draw (or its refusal)
    if DRAW in legal:
        assert table.model.state.history[-1] == DRAW
        assert app.run_until(lambda: table.human_to_act(), 2000)
    else:
        assert "draw" in table.toast.text and len(table.model.state.history) == moves
    before = len(table.model.state.history)
    pad_button(app, pygame.CONTROLLER_BUTTON_Y)                  # hint: focus on its move
    assert wait_for(app, lambda: table.model.hint is not None)   # it thinks in the worker
    hint = table.model.hint
    assert table.toast.visible
    pad_button(app, pygame.CONTROLLER_BUTTON_A)                  # play the focused move
    assert len(table.model.state.history) == before + 1 and table.model.state.history[-1] == hint
    pad_button(app, pygame.CONTROLLER_BUTTON_START)
    assert isinstance(app.scenes.top, PauseScene)


def test_pad_hint_row_and_hot_plug_notice():
    app, table = table_at_first_human_turn()
    app.run_until(lambda: table.human_to_act(), 500)
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert app.last_device == "pad"
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=99))
    app.step()                                   # no such device: ignored, no crash
    assert not app.notice.visible
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=99))
    app.step()
    assert app.running
