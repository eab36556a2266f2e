"""The menu's first row plays at once: the game shown (Left/Right or its arrows choose
another), with the seats and options it was last started with; "New game" opens the
setup on that game; the row says its keys to a listener until they are used."""

from __future__ import annotations

import pygame
from support.app import click, make_app, press

from game.app import i18n
from game.app.screens.menu import MenuScene, PlayChoice
from game.app.screens.setup import SetupScene
from game.app.table.scene import TableScene


def menu_of(app) -> MenuScene:
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    return menu


def test_a_first_play_is_you_against_three_easy_computers_of_the_first_game():
    app = make_app()
    row = menu_of(app).group.focused
    assert isinstance(row, PlayChoice) and row.value == "stortok"
    press(app, pygame.K_RETURN)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.model.game == "stortok"
    seats = table.model.session.seats
    assert len(seats) == 4 and seats[0].human and not seats[0].phone
    assert [(s.human, s.level) for s in seats[1:]] == [(False, "easy")] * 3
    assert app.settings.last_game == "stortok"


def test_play_keeps_the_last_setup_of_the_game_shown():
    app = make_app()
    setup = SetupScene(app.services, "toffpoker")
    app.scenes.push(setup)
    app.step()
    setup.set_count(3)
    setup.seats[0].name = "Ute"
    rounds = next(w for o, w in setup.option_widgets if o.name == "rounds")
    rounds.change(-6)
    setup.start()
    app.step()
    app.nav.to_menu()
    app.step()
    menu = menu_of(app)
    row = menu.play_row
    assert row is not None and row.value == "toffpoker"      # the game played last
    menu.group.set_focus(row)                                # (under Continue)
    press(app, pygame.K_RETURN)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.model.game == "toffpoker"
    assert [s.name for s in table.model.session.seats] == [s.name for s in setup.seats[:3]]
    assert table.model.session.seats[0].name == "Ute"
    assert table.model.session.options["rounds"] == 3


def test_left_and_right_or_the_arrows_choose_the_game_and_new_game_sets_it_up():
    app = make_app()
    menu = menu_of(app)
    row = menu.play_row
    games = list(row.values)
    assert len(games) == 3
    press(app, pygame.K_RIGHT)
    assert row.value == games[1] and row.shown() == i18n.tr(
        "menu.play", game=i18n.game_title(games[1]))
    press(app, pygame.K_LEFT, pygame.K_LEFT)                  # round to the last game
    assert row.value == games[2]
    click(app, (row.rect.right - 20, row.rect.centery))      # the right arrow
    assert row.value == games[0] and menu_of(app) is menu
    click(app, (row.rect.x + 20, row.rect.centery))          # the left arrow
    assert row.value == games[2]
    press(app, pygame.K_DOWN, pygame.K_RETURN)               # New game
    setup = app.scenes.top
    assert isinstance(setup, SetupScene) and setup.game == games[2]
    press(app, pygame.K_ESCAPE)
    click(app, row.rect.center)                              # the row itself: play
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.model.game == games[2]


def test_the_row_says_its_game_and_its_keys_until_they_are_used():
    from support.listener import EarApp

    for language in ("en", "de"):
        i18n.set_language(language)
        try:
            heard = EarApp()
            heard.step(3)
            said = [h.text for h in heard.ear.all]
            first = i18n.tr("speech.choice", label=i18n.tr("menu.play_label"),
                            value=i18n.game_title("stortok"))
            assert any(t.startswith(f"{first}. {i18n.tr('menu.play_keys')}")
                       for t in said), said
            heard.press(pygame.K_RIGHT)
            heard.step(2)
            game = heard.app.scenes.top.play_row.value
            assert heard.ear.all[-1].text.startswith(i18n.tr(
                "speech.choice", label=i18n.tr("menu.play_label"),
                value=i18n.game_title(game)))
            assert i18n.tr("menu.play_keys") not in heard.ear.all[-1].text
        finally:
            i18n.set_language("en")


def test_a_last_setup_that_cannot_start_opens_the_setup_saying_why():
    app = make_app()
    setup = SetupScene(app.services, "stortok")
    setup.start()
    app.step()
    app.settings.last_seats[0].name = ""                     # e.g. a settings file edited
    app.nav.to_menu()
    app.step()
    menu = menu_of(app)
    menu.group.set_focus(menu.play_row)                      # (under Continue)
    press(app, pygame.K_RETURN)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene) and setup.toast.visible
    assert setup.error_seat == 0
