"""Texts that say what the player sees: refusals, deal counts, option names, one verb."""

from __future__ import annotations

import re

import pytest

from game.app.rules_text import rules_text


@pytest.mark.parametrize(("lang", "label"), [("en", "Strict"), ("de", "Streng")])
def test_rules_help_names_an_option_value_as_the_setup_screen_does(lang, label):
    page = rules_text("zwicker", lang, {"trail": "only-if-no-stack"})
    assert label in page
    assert "only-if-no-stack" not in page


def _refusal(state, move):
    from game.rules import IllegalMove

    with pytest.raises(IllegalMove) as refused:
        state.apply(move)
    return refused.value.message


@pytest.mark.parametrize("lang", ["en", "de"])
def test_nothing_is_said_to_beat_the_ace_of_high_trumps(lang):
    from game.app import i18n
    from game.rules.stortok import Stortok

    state = Stortok.arranged(["AC KS 6S", "7D"], "8S", turn=0, trick="AS", trick_seats=(1,))
    i18n.set_language(lang)
    try:
        for move in ("play AC", "play KS"):
            sentence = i18n.text(_refusal(state, move))
            assert "AS" in sentence
            assert "higher" not in sentence and "höher" not in sentence, sentence
            assert ("pick it up" if lang == "en" else "nimm ihn auf") in sentence
    finally:
        i18n.set_language("en")


def test_a_zwicker_refusal_names_no_internal_unit_number():
    from game.app import i18n
    from game.rules.zwicker import Zwicker

    state = Zwicker.arranged(["3D 4S", "9C"], "9H", turn=0, stock="7D 8C 9D 10S")
    for lang in ("en", "de"):
        i18n.set_language(lang)
        try:
            sentence = i18n.text(_refusal(state, "trail 4S"))
        finally:
            i18n.set_language("en")
        assert "#" not in sentence and ("3D" in sentence or "4S" in sentence), sentence
        assert sentence[0].isupper()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_refusal_starts_with_a_capital(lang):
    """Sentences a player is shown start upper-case; fragments used inside other
    sentences (hints, kinds, verbs) stay lower-case."""
    from game.app import i18n
    from game.app.games import REGISTRY
    from game.rules.messages import ENGLISH

    assert REGISTRY and set(i18n.ENGINE_DE) == set(ENGLISH)   # every game's German joined
    templates = ENGLISH if lang == "en" else i18n.ENGINE_DE
    fragments = (".hint", ".text_hint", ".groups_hint")
    for key, template in templates.items():
        if key.endswith(fragments) or ".kind." in key or ".verb." in key:
            continue
        assert not template[0].islower(), (key, template)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_stortok_pick_up_is_one_verb_everywhere(lang):
    from game.app import i18n
    from game.app.rules_text import rules_text
    from game.rules.messages import msg

    i18n.set_language(lang)
    try:
        verb = "pick up" if lang == "en" else "aufnehmen"
        texts = {key: i18n.tr(key) for key in (
            "table.stortok.take", "table.stortok.keys", "controls.stortok.take",
            "table.stortok.hint_take", "lesson.stortok.pick_up")}
        texts["status"] = i18n.tr("table.stortok.status.beat", name="Anna", card="9S")
        texts["hint"] = i18n.text(msg("stortok.hint"))
        texts["log"] = i18n.text(msg("stortok.picks_up", name="Anna", card="9S"))
        texts["rules"] = rules_text("stortok", lang)
    finally:
        i18n.set_language("en")
    for where, text in texts.items():
        words = text.lower()
        for said, same in (("picks up", "pick up"), ("pick it up", "pick up"),
                           ("pick the open card up", "pick up"), ("nimm ihn auf", "aufnehmen"),
                           ("nimm auf", "aufnehmen"), ("nimmt", "aufnehmen")):
            words = words.replace(said, same)
        assert verb in words, (where, text)
        assert "take" not in words.replace("'take'", ""), (where, text)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_zwicker_deal_sentences_say_the_true_counts(lang):
    """The short last deal of eight seats (16 cards) gives 2 each, the lesson lays out 6:
    the log said "4 each" and "4 to the table" regardless; now it says what was dealt."""
    import random

    from game.app import i18n
    from game.rules import new_game
    from game.rules.zwicker import Dealt, LaidOut

    state = new_game("zwicker", ["Anna", "Bert", "Carla", "Dora", "Emil", "Fritz", "Gerd",
                                 "Hanna"], seed=3)
    rng = random.Random(3)
    events = list(state.opening_events(None))
    while not state.is_over:
        events += state.apply(rng.choice(state.legal_actions()))
    deals = [e for e in events if isinstance(e, Dealt | LaidOut)]
    assert any(isinstance(e, Dealt) and len(e.hands[0]) == 2 for e in deals)
    i18n.set_language(lang)
    try:
        for event in deals:
            sentence = i18n.text(event.message(state.names))
            numbers = [int(n) for n in re.findall(r"\d+", sentence)]
            if isinstance(event, Dealt):
                assert numbers == [len(event.hands[0]), event.stock_left], sentence
            else:
                assert numbers == [len(event.cards)], sentence
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_capture_refusal_says_the_sum_without_unit_numbers(lang):
    """Clicking a unit the card cannot take sends "capture QS: #0" to the engine; the
    refusal said "#0 makes 9" (the rules' own numbering)."""
    from game.app import i18n
    from game.rules.zwicker import Zwicker

    state = Zwicker.arranged(["QS 2C", "9C"], "9H 5D 4S", turn=0, stock="7D 8C 9D 10S")
    i18n.set_language(lang)
    try:
        for move in ("capture QS: #0", "capture QS: #1"):
            sentence = i18n.text(_refusal(state, move))
            assert "#" not in sentence, sentence
            assert "13" in sentence and sentence[0].isupper()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "verb", "pauses"), [("en", "lay down", "Esc pauses"),
                                                     ("de", "ablegen", "Esc hält")])
def test_the_lesson_list_says_what_the_table_and_the_keys_say(lang, verb, pauses):
    """The lesson list said "trail" where the table says "lay a card down", and "Skip any
    time with Esc" where Esc pauses: it names the table's verb, Esc as pause and the skip
    button by the label it has."""
    import pygame
    from support.app import make_app, press

    from game.app import i18n
    from game.app.screens.pause import PauseScene

    i18n.set_language(lang)
    try:
        summary = i18n.tr("lesson.zwicker.summary").lower()
        assert "trail" not in summary and verb in summary
        intro = i18n.tr("lessons.intro")
        assert pauses in intro and i18n.tr("coach.skip") in intro
    finally:
        i18n.set_language("en")
    app = make_app(game="zwicker", players=2, seed=1)       # Esc at a table pauses
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
