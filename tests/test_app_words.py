"""Words the players read: a text says what the button or the table does."""

from __future__ import annotations

from game.app import i18n
from game.app.games import game_order


def test_the_german_play_again_button_names_a_game_not_a_round():
    """Toff-Poker's "Runde" is a round inside a game; the scoreboard's button starts a
    whole new game, so in German it must not say Runde."""
    i18n.set_language("de")
    try:
        assert "Runde" in i18n.tr("tp.round", n=1, total=9)
        again = i18n.tr("score.again")
        assert "Runde" not in again and "Spiel" in again
    finally:
        i18n.set_language("en")


def test_german_rules_name_the_ranks_as_the_cards_show_them_and_suit_is_not_colour():
    import re

    from game.app.rules_text import rules_text
    from game.rules.cards import card

    on_cards = {card(f"{rank}S").text[0] for rank in "JQK"}
    assert on_cards == {"J", "Q", "K"}
    for game in game_order():
        text = rules_text(game, "de")
        assert "derselben Farbe (" not in text
        # the rank letters the help writes are those on the cards (with the German names)
        assert not re.search(r"\b(B|D) 1[23]\b|\b10 B D K\b", text), game
    assert "J Q K A (Bube, Dame, König, Ass" in rules_text("stortok", "de")
    assert "Q (Dame) 13, J (Bube) 12" in rules_text("zwicker", "de")


def test_toffpoker_takes_the_german_letters_b_and_d_as_well_as_j_and_q():
    import pygame
    from support.app import make_app, press, start_table

    from game.app.session import Seat

    app = make_app(size=(1920, 1080))
    table = start_table(app, "toffpoker", [Seat("Ute", True), Seat("Bot", False)],
                        seed=3, ai_seed=3)
    assert app.run_until(table.human_to_act, 500)
    hand = {s.card.rank for s in table.hands.perspective_hand()}
    assert {11, 12} <= hand                       # Toff-Poker deals every rank
    press(app, pygame.K_d)
    assert {c.rank for c in table.presenter.picking.picked} == {12}
    press(app, pygame.K_b)
    assert {c.rank for c in table.presenter.picking.picked} == {11, 12}


def test_the_german_controls_page_names_b_and_d_for_toffpoker():
    from support.app import make_app

    from game.app.screens.controls import ControlsScene

    app = make_app()
    app.prefs.set_language("de")
    try:
        keys = [k for _, _, k in ControlsScene(app.services, "toffpoker").rows()]
        ranks = next(k for k in keys if "K" in k.split())
        assert "J/B" in ranks and "Q/D" in ranks
    finally:
        app.prefs.set_language("en")


def test_a_game_title_translates_where_the_game_gives_one(monkeypatch):
    """A game's name is its registered title (the three games' names are the same in
    both languages) unless its texts give ``title.<game>``: a game whose name is a word
    ("Higher Card") reads "Höhere Karte" on the German screens that name it."""
    from game.app.games import ui_for
    from game.rules import GAMES

    game = game_order()[0]
    assert i18n.game_title(game) == GAMES[game].title == ui_for(game).title
    monkeypatch.setitem(i18n.TEXTS, f"title.{game}", ("Higher Card", "Höhere Karte"))
    i18n.set_language("de")
    try:
        assert i18n.game_title(game) == ui_for(game).title == "Höhere Karte"
        assert "Höhere Karte" in i18n.tr("help.title", game=ui_for(game).title)
    finally:
        i18n.set_language("en")
    assert i18n.game_title(game) == "Higher Card"
