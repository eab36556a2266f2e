"""Menu -> setup -> table -> a whole game -> scoreboard -> menu, through real input."""

from __future__ import annotations

import pygame
import pytest
from support.app import click, focus_on, make_app, mouse, press, sprite_of, visible_point
from support.play import play_to_the_end

from game.app.games.stortok.presenter import TRICK, StortokPresenter
from game.app.screens.menu import MenuScene
from game.app.screens.setup import SetupScene
from game.rules.stortok import Play


def test_menu_to_setup_to_table_by_keyboard():
    app = make_app()
    assert isinstance(app.scenes.top, MenuScene)
    press(app, pygame.K_DOWN, pygame.K_RETURN)       # New game (under Play)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    # focus starts on Start; go up to "Players" and make it 3 seats
    players = setup.players_choice
    focus_on(app, setup.group, players, pygame.K_UP)
    assert setup.group.focused is players
    press(app, pygame.K_LEFT)
    setup = app.scenes.top
    assert setup.count == 3
    # edit the first name: Enter starts editing, type, Enter ends
    name_field = setup.seat_widgets[0][0]
    press(app, pygame.K_DOWN)
    assert setup.group.focused is name_field
    press(app, pygame.K_RETURN, pygame.K_BACKSPACE, pygame.K_BACKSPACE, pygame.K_BACKSPACE,
          pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Ute"))
    app.step()
    press(app, pygame.K_RETURN)
    assert setup.seats[0].name == "Ute"
    focus_on(app, setup.group, setup.start_button, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    app.step()
    table = app.scenes.top
    assert isinstance(table.presenter, StortokPresenter)
    assert table.model.players == 3 and table.model.session.seats[0].name == "Ute"
    assert table.model.session.humans == [0]
    # Esc pauses, Esc resumes; F1 opens the rules, Esc closes them
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is not table
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    press(app, pygame.K_F1)
    assert type(app.scenes.top).__name__ == "HelpScene"
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table


def test_whole_game_by_keyboard_then_back_to_menu():
    app = make_app(game="stortok", players=4, seed=5)
    table = app.scenes.top
    assert isinstance(table.presenter, StortokPresenter)
    moves = play_to_the_end(app, table, "keys", seed=1)
    assert moves > 3
    board = app.scenes.top
    assert table.model.state.is_over
    assert board.session.match.games_played == 1
    press(app, pygame.K_RIGHT, pygame.K_RETURN)      # "Menu"
    assert isinstance(app.scenes.top, MenuScene)
    assert len(app.scenes.scenes) == 1


def test_whole_game_by_mouse_with_a_drag_and_play_again():
    app = make_app(game="stortok", players=3, seed=8)
    table = app.scenes.top
    def can_play() -> bool:
        return table.human_to_act() and any(isinstance(a, Play)
                                            for a in table.model.state.legal_actions())

    for _ in range(50):                                # pick up until a card can be played
        assert app.run_until(table.human_to_act, 2000)
        if can_play():
            break
        click(app, table.presenter.buttons[0][0].rect.center)    # "Take"
    # one drag and drop of a legal card onto the middle
    play = next(a for a in table.model.state.legal_actions() if isinstance(a, Play))
    sprite = sprite_of(table, play.card)
    start = visible_point(table, sprite)
    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    mouse(app, pygame.MOUSEMOTION, (start[0], start[1] - 120))
    app.step()
    assert sprite.dragging
    mouse(app, pygame.MOUSEMOTION, TRICK)
    mouse(app, pygame.MOUSEBUTTONUP, TRICK)
    before = len(table.model.state.history)
    app.step()
    assert table.model.state.history[before:before + 1] == (play,)
    play_to_the_end(app, table, "mouse", seed=2)
    board = app.scenes.top
    click(app, board.group.widgets[0].rect.center)   # Play again
    app.step()
    again = app.scenes.top
    assert isinstance(again.presenter, StortokPresenter) and again is not table
    assert again.model.session.match.games_played == 1
    assert again.model.state is not table.model.state and not again.model.state.is_over
    assert again.model.state.dealer == table.model.state.stortok     # the Stortok deals next


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 5])
def test_every_seat_count_reaches_the_scoreboard(players):
    app = make_app(game="stortok", players=players, seed=players)
    table = app.scenes.top
    play_to_the_end(app, table, "keys", seed=players)
    assert table.model.state.is_over
