"""The short verbosity as heard: a computer's move named by its card ("Bert, ace of
spades"), a capture's stacks by their totals, the turn naming the playable cards
compactly and a key hint once a game — and F6 still reads the log's whole sentence."""

from __future__ import annotations

import re

from support.listener import EarApp
from support.messages import fields, sample_value

from game.app.speech.duration import spoken_seconds


def _play(game: str, players: int, seed: int, until, moves: int = 400,
          lang: str = "en") -> EarApp:
    heard = EarApp(game=game, players=players, seed=seed, lang=lang)
    heard.app.settings.speech_waits = False
    table = heard.app.scenes.top
    for _ in range(moves):
        heard.run_until(lambda: table.human_to_act() or table.model.state.is_over)
        if table.model.state.is_over or until(heard):
            break
        heard.step()
        table.perform(table.model.state.legal_actions()[0])
        heard.step()
    return heard


def test_stortok_says_a_beat_by_its_card_and_the_turn_compactly():
    heard = _play("stortok", 3, 4, lambda h: sum(x.priority == "turn" for x in h.ear.all) >= 10)
    said = [h.text for h in heard.ear.all if h.priority == "event"]
    beats = [t for t in said if re.fullmatch(r"\w+, \w+ of \w+", t)]     # no colon's pause
    assert beats, said
    assert not any(" beats " in t for t in said)
    assert any(" beats " in t and " with " in t for t in heard.narrator.history)   # F6: whole
    # a complete trick is not said: the lead that follows says a new one begins (F6 has it)
    assert "Trick complete." not in said
    assert any(t.startswith("Trick complete, ") for t in heard.narrator.history)
    turns = [h.text for h in heard.ear.all if h.priority == "turn"]
    # the trumps are a standing fact: the cards that beat are named without them
    assert not any(" low trump " in t or " high trump " in t for t in turns), turns
    nothing = [t for t in turns if "Nothing beats" in t]
    # Enter (the button) picks up: the focus is not named again after the turn said it
    assert all(t.lower().count("pick up") == 1 for t in nothing), nothing
    assert sum("with T" in t for t in turns) <= 1                # the hint once a game
    assert all(t.count(".") <= 4 for t in nothing)
    seconds = sorted(spoken_seconds(t, 185) for t in turns)
    assert seconds[len(seconds) // 2] <= 4.0, turns     # was 5.5 before the compact forms


def test_the_short_turn_is_one_sentence_with_its_head_and_names_a_button_once_in_german():
    from game.app import i18n
    try:
        heard = _play("stortok", 3, 4, lambda h: sum("Nichts sticht" in x.text for x in h.ear.all
                                                     if x.priority == "turn") >= 2, lang="de")
    finally:
        i18n.set_language("en")
    turns = [h.text for h in heard.ear.all if h.priority == "turn"]
    assert all(t.startswith("Du bist dran, ") for t in turns), turns
    nothing = [t for t in turns if "Nichts sticht" in t]
    assert nothing and all(t.lower().count("aufnehmen") == 1 for t in nothing), nothing


def test_zwicker_says_a_capture_with_stack_totals_and_the_turn_compactly():
    def a_stack_taken(h: EarApp) -> bool:
        return any(" takes stack " in x.text for x in h.ear.all)

    heard = _play("zwicker", 3, 6, a_stack_taken)
    said = [h.text for h in heard.ear.all]
    taken = next(t for t in said if " takes stack " in t)
    assert re.search(r"takes stack \d+", taken) and "plus" not in taken, taken
    assert any("the stack" in t for t in heard.narrator.history)    # F6: the whole stack
    turns = [h.text for h in heard.ear.all if h.priority == "turn"]
    assert sum("Stack or lay down" in t for t in turns) <= 1
    assert all("must capture" not in t for t in turns)
    captures = [t for t in turns if "Capture with " in t]
    assert all(re.search(r"Capture with [\w ,]+\.", t) for t in captures)


def test_toffpoker_says_the_highest_bid_and_yours_in_one_clause():
    def bid_twice(h: EarApp) -> bool:
        return any(re.search(r", you \d", x.text) for x in h.ear.all if x.priority == "turn")

    heard = _play("toffpoker", 3, 1, bid_twice)
    turns = [h.text for h in heard.ear.all if h.priority == "turn"]
    mine = next(t for t in turns if re.search(r", you \d", t))
    # (the first time in a game the keys follow as a sentence of their own)
    assert re.fullmatch(r"Your turn, \w+ bids \d+, you \d+\.( To raise [^.]+\.)?", mine), mine


def test_toffpoker_says_a_pass_in_few_words_and_not_its_end():
    def second_pass(h: EarApp) -> bool:
        return any("pass 2" in x.text for x in h.ear.all if x.priority == "turn")

    heard = _play("toffpoker", 3, 1, second_pass)
    said = [h.text for h in heard.ear.all if h.priority == "event"]
    assert any(t.endswith(" chose") for t in said), said          # not "chooses five cards"
    assert any("Choices shown" in t for t in said), said
    assert any(re.search(r"\w+ wins with \d+", t) for t in said), said
    # the end of a pass is not said (the turn says the next pass): F6 still has it
    assert not any("is over" in t or "revealed" in t for t in said), said


def test_every_short_event_form_takes_no_longer_than_the_logged_sentence_in_either_language():

    from game.app import i18n
    from game.app.games import registry
    from game.app.speech.spoken import speakable
    from game.rules.messages import ENGLISH, Message

    checked = 0
    for game in registry.game_order():
        speech = registry.ui_for(game).speech
        for key, short_key in speech.short_events.items():
            values = {name: sample_value(name, spec, True) for name, spec in fields(ENGLISH[key])}
            for language in ("en", "de"):
                i18n.set_language(language)
                try:
                    whole = speakable(i18n.text(Message(key, values)))
                    short = speakable(i18n.tr(short_key, **speech.short_values(dict(values))))
                finally:
                    i18n.set_language("en")
                assert "{" not in short, short
                assert spoken_seconds(short, 185) <= spoken_seconds(whole, 185), (whole, short)
                checked += 1
    assert checked >= 20
