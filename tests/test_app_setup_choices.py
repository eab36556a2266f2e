"""The setup screen's choices: what an option offers and says, and what it remembers."""

from __future__ import annotations

from support.app import make_app

from game.app import i18n
from game.app.screens.setup import SetupScene
from game.app.storage.records import settings_from_record, settings_record


def option_widget(setup: SetupScene, name: str):
    return next(w for o, w in setup.option_widgets if o.name == name)


def test_toffpoker_rounds_offer_one_to_nine_and_say_the_games_length():
    app = make_app()
    setup = SetupScene(app.services, "toffpoker")
    rounds = option_widget(setup, "rounds")
    assert rounds.values == list(range(1, 10)) and rounds.value == 9
    assert rounds.show(9) == "9 rounds" and rounds.show(1) == "1 round"
    assert "length" in i18n.tr(f"option.{'rounds'}").lower()
    i18n.set_language("de")
    try:
        assert rounds.show(9) == "9 Runden" and rounds.show(1) == "1 Runde"
    finally:
        i18n.set_language("en")


def test_a_new_game_starts_from_the_options_chosen_last_for_that_game():
    app = make_app()
    setup = SetupScene(app.services, "toffpoker")
    app.scenes.push(setup)
    app.step()
    rounds = option_widget(setup, "rounds")
    assert rounds.change(-6) and rounds.value == 3
    targets = setup.target_choice
    targets.change(1)
    target = setup.target
    assert target is not None
    setup.start()
    app.step()
    assert app.scenes.top.model.session.options["rounds"] == 3
    again = SetupScene(app.services)                      # "New game" from the menu
    assert again.game == "toffpoker"
    assert again.options["rounds"] == 3 and option_widget(again, "rounds").value == 3
    assert again.target == target
    # other games keep their own: Stortok's options are its defaults
    stortok = SetupScene(app.services, "stortok")
    assert stortok.options == stortok_defaults()
    # and the choice survives the settings file
    kept = settings_from_record(settings_record(app.settings))
    assert kept.last_choices["toffpoker"]["options"]["rounds"] == 3
    app.settings = kept
    assert SetupScene(app.services, "toffpoker").options["rounds"] == 3


def test_a_remembered_value_the_game_no_longer_offers_falls_back_to_the_default():
    app = make_app()
    app.settings.last_choices = settings_from_record(
        {"last_choices": {"toffpoker": {"options": {"rounds": 99, "tie_break": "nonsense"},
                                        "target": 12345}, "chess": {"options": {}}}}
    ).last_choices
    assert "chess" not in app.settings.last_choices
    setup = SetupScene(app.services, "toffpoker")
    assert setup.options["rounds"] == 9 and setup.options["tie_break"] == "joint"
    assert setup.target is None


def stortok_defaults():
    from game.rules import GAMES

    return GAMES["stortok"].defaults()


def test_a_first_game_is_against_easy_players_and_later_ones_keep_the_last_levels():
    app = make_app()
    assert app.settings.last_seats == []
    setup = SetupScene(app.services)
    computers = [seat for seat in setup.seats if not seat.human]
    assert computers and all(seat.level == "easy" for seat in computers)
    setup.seat_widgets[1][2].change(1)                  # Anna: Easy -> Normal
    setup.start()
    app.step()
    again = SetupScene(app.services)
    assert [s.level for s in again.seats[1:4]] == ["normal", "easy", "easy"]


def test_the_setup_says_what_the_focused_strength_means():
    for language in ("en", "de"):
        i18n.set_language(language)
        try:
            app = make_app()
            setup = SetupScene(app.services)
            app.scenes.push(setup)
            app.step()
            level = setup.seat_widgets[1][2]
            setup.group.set_focus(level)
            said = {}
            for value in level.values:
                level.index = level.values.index(value)
                said[value] = setup.focused_help()
                assert said[value].startswith(i18n.tr(f"level.{value}") + ":")
            assert len(set(said.values())) == len(level.values) == 3
            setup.group.set_focus(setup.start_button)
            assert setup.focused_help() == ""
        finally:
            i18n.set_language("en")


def test_seats_added_after_a_game_against_easy_players_are_easy_too():
    app = make_app()
    setup = SetupScene(app.services, "stortok")
    assert setup.count == 4
    setup.start()                                       # three Easy computers
    app.step()
    again = SetupScene(app.services)
    again.players_choice.change(1)                      # a fifth seat, added
    assert again.count == 5
    assert [s.level for s in again.seats[1:5]] == ["easy"] * 4
    # a seat added after a game whose last computer played Normal plays Normal
    app.settings.last_seats[3].level = "normal"
    later = SetupScene(app.services)
    later.players_choice.change(1)
    assert [s.level for s in later.seats[1:5]] == ["easy", "easy", "normal", "normal"]
