"""What is said instead of what is shown: Zwicker's card values on the rules page in
words, the language's own joining words."""

from __future__ import annotations

import pygame
import pytest
from support.listener import EarApp

from game.app import i18n


@pytest.mark.parametrize("lang,values", [
    ("en", "Values: king 14, queen 13, jack 12, ace 11, 2 to 10 as printed, joker any."),
    ("de", "Werte: König 14, Dame 13, Bube 12, Ass 11, 2 bis 10 wie aufgedruckt, Joker "
           "beliebig.")])
def test_zwicker_rules_say_the_card_values_in_words(lang, values):
    from game.app.screens.help import HelpScene
    heard = EarApp(lang=lang)
    try:
        app = heard.app
        app.scenes.push(HelpScene(app.services, "zwicker"))
        heard.step(2)
        shown = app.scenes.top.paragraphs()[1][1]       # after the heading: the packs
        said = heard.answer_to(heard.press(pygame.K_DOWN)).text
        assert "K 14" not in said and "K (" not in said, said
        assert values in said, said
        assert "K" in shown and values not in shown      # the page itself is unchanged
    finally:
        i18n.set_language("en")


def test_f3_gives_each_card_its_number_key():
    heard = EarApp(game="stortok", players=3, seed=5)
    table = heard.app.scenes.top
    heard.run_until(table.human_to_act)
    said = heard.answer_to(heard.press(pygame.K_F3)).text
    n = len(table.input.number_badges())
    assert n == min(9, len(table.hands.perspective_hand())) and n > 1
    assert said.endswith(f"Keys 1 to {n}, in this order.") or \
        said.endswith(f"Keys 1 to {n} for the first {n}."), said


def test_f3_names_the_keys_a_card_name_does_not_say():
    """Toff-Poker's keys are ranks: the ace is 1, the ten 0, the face cards letters."""
    from game.app.speech.spoken import card_name
    heard = EarApp(game="toffpoker", players=3, seed=5)
    table = heard.app.scenes.top
    heard.run_until(table.human_to_act)
    said = heard.answer_to(heard.press(pygame.K_F3)).text
    keys = said.split("Keys: ")[1].rstrip(".").split(", ")
    badges = {label: sprite.card for sprite, label in table.input.number_badges()}
    assert "1" in badges and "0" in badges          # a whole suit is dealt
    assert f"1 {card_name(badges['1'])}" in keys and f"0 {card_name(badges['0'])}" in keys
    assert not any(k.split()[0] in "23456789" for k in keys), keys   # said by the name


def test_the_coach_says_no_screen_words_in_any_lesson_text():
    from game.app.speech.turn_words import said_instead
    from game.app.texts import all_texts
    screen_words = ("click", "klick", "gold", "drag", "in die mitte ziehen")
    for key, texts in all_texts().items():
        if key.startswith("lesson."):
            for text in texts:
                said = said_instead(text).lower()
                assert not any(word in said for word in screen_words), (key, said)


@pytest.mark.parametrize("lang,listed,none,joker", [
    ("en", "seven of hearts, eight of spades and joker", "nothing", "joker as 7"),
    ("de", "Herz Sieben, Pik Acht und Joker", "nichts", "Joker als 7")])
def test_a_list_of_cards_is_joined_by_the_languages_own_words(lang, listed, none, joker):
    from game.app.speech.spoken import cards_list, speakable
    from game.rules import Card
    cards = [Card.parse(t) for t in ("7H", "8S", "JK")]
    assert cards_list(cards, lang) == listed
    assert cards_list([], lang) == none
    assert speakable("JK=7", lang) == joker


def test_no_language_is_named_in_the_speech_code():
    """The grammar of each language is in the texts: no "if German" in the code that
    builds spoken sentences."""
    import io
    import pathlib
    import re
    import tokenize
    root = pathlib.Path(__file__).resolve().parents[1] / "game" / "app"
    files = [*(root / "speech").glob("*.py"), *(root / "games").glob("*/speech.py")]
    for path in files:
        if path.name == "process_engine.py":    # picks the engine's voice, says nothing
            continue
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"""(language\(\)|lang(uage)?) == ["']d?e""", source), path
        # nor a language's joining word written into the code ("und", "als", "plus")
        strings = [t.string.lstrip("rRbBuUfF").strip("'\"") for t in
                   tokenize.generate_tokens(io.StringIO(source).readline)
                   if t.type == tokenize.STRING]
        joining = [s for s in strings if s.strip() in
                   ("and", "und", "or", "oder", "as", "als", "plus")]
        assert not joining, (path, joining)
