"""The keyboard focus at a new turn and the hint for a forced move,
played through the real table with real key presses."""

from __future__ import annotations

import pygame
from support.app import make_app, press, wait_for

from game.app.kit.cards_view import CardSprite
from game.app.table.scene import TableScene


def test_every_turn_starts_with_the_focus_on_a_card_the_engine_allows():
    """Enter alone plays a whole Stortok game for the human: at each of their turns the
    focus is on a legal card (or on Take/Draw when no card may be played), never on a
    dimmed card or on Hint — after playing the right-most card too."""
    app = make_app(game="stortok", players=2, seed=11)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    turns = 0
    for _ in range(200):
        if table.model.state.is_over or app.scenes.top is not table:
            break
        if not table.human_to_act():
            app.step()
            continue
        item = table.input.focused()
        legal = table.input.legal_cards()
        if legal:
            assert isinstance(item, CardSprite) and item.card in legal, (turns, item)
        else:
            assert not isinstance(item, CardSprite) and item is not table.hint_button
            assert item.is_enabled
        moves = len(table.model.state.history)
        press(app, pygame.K_RETURN)
        assert len(table.model.state.history) == moves + 1       # Enter played a move
        turns += 1
    assert turns >= 5


def test_a_forced_move_is_hinted_at_once_without_thinking():
    app = make_app(game="stortok", players=2, seed=3)
    table = app.scenes.top
    for _ in range(400):                                   # play until a forced move
        if table.human_to_act() and len(table.model.state.legal_actions()) == 1:
            break
        if table.human_to_act():
            table.perform(table.model.state.legal_actions()[-1])
        app.step()
    else:
        raise AssertionError("no forced move came up")
    only = table.model.state.legal_actions()[0]
    press(app, pygame.K_h)
    assert table.model.hint == only                              # no worker, no frames
    assert not table.toast.text.startswith("Looking")
    assert wait_for(app, lambda: True)


def test_the_hint_stays_until_the_next_input_and_goes_with_it():
    """The hint vanished after a few seconds; it is read at the reader's pace: it stays
    however long nobody touches anything, and the next key press takes it away."""
    app = make_app(game="stortok", players=2, seed=3)
    table = app.scenes.top
    assert wait_for(app, table.human_to_act)
    press(app, pygame.K_h)
    assert wait_for(app, lambda: table.model.hint is not None and table.toast.text.startswith(
        "Hint"))
    hint = table.toast.text
    for _ in range(600):                                   # ten seconds of frames
        app.step()
    assert table.toast.visible and table.toast.text == hint
    assert not table.animating                             # waiting costs no frames
    press(app, pygame.K_LEFT)
    assert not table.toast.visible
