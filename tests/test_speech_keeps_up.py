"""Speech that keeps up, at the short verbosity: event sentences still waiting are
joined into one ("Bert, six of clubs, Carla leads jack of hearts"), the player's own move
is not confirmed when the focus already said it, and nothing is hidden — every event
stays in the history (F6) and a refusal counts each joined sentence."""

from __future__ import annotations

import re

import pygame
import pytest
from support.listener import EarApp

from game.app.speech.listener import Ear
from game.app.speech.speech_queue import SpeechQueue, Utterance
from game.app.speech.spoken import card_name, speakable
from game.rules.messages import Message


def _event(text: str, joins: bool = True) -> Utterance:
    return Utterance(text, "en", "event", 0.0, joins)


def test_events_waiting_are_joined_and_a_cut_counts_each():
    queue = SpeechQueue()
    queue.add(_event("Bert leads ace of hearts"))
    assert queue.next() is not None                  # being said: nothing joins it
    queue.add(_event("Carla: eight of spades"))
    queue.add(_event("Trick complete."))
    queue.add(_event("Carla leads jack of hearts"))
    assert [u.text for u in queue.items] == [
        "Carla: eight of spades, Trick complete, Carla leads jack of hearts"]
    assert queue.pending("event") == 4
    stop, dropped = queue.interrupt()
    assert stop and dropped == ["Bert leads ace of hearts", "Carla: eight of spades",
                                "Trick complete.", "Carla leads jack of hearts"]


def test_news_keeps_its_end_and_a_turn_or_plain_event_is_never_joined():
    queue = SpeechQueue()
    queue.add(_event("x"))
    queue.next()
    queue.add(_event("Carla clears the table with queen of clubs: Zwick!"))
    queue.add(_event("Bert lays down six of clubs"))
    assert queue.items[-1].text == ("Carla clears the table with queen of clubs: Zwick! "
                                    "Bert lays down six of clubs")
    queue.add(Utterance("Your turn.", "en", "turn"))
    queue.add(_event("Alex: ten of spades"))          # after the turn: said on its own
    queue.add(_event("A full sentence", joins=False))
    assert [u.text for u in queue.items][-3:] == ["Your turn.", "Alex: ten of spades",
                                                   "A full sentence"]


def test_the_listener_hears_a_joined_sentence_once_and_keeps_the_parts():
    ear = Ear()
    ear.say("Bert leads ace of hearts", "en")
    ear.say("Carla: eight of spades", "en", joins=True)
    ear.say("Carla leads jack of hearts", "en", joins=True)
    ear.advance(30.0)
    assert [h.text for h in ear.heard] == [
        "Bert leads ace of hearts", "Carla: eight of spades, Carla leads jack of hearts"]
    assert [h.text for h in ear.joined] == ["Carla leads jack of hearts"]
    assert [h.text for h in ear.all] == [h.text for h in ear.heard]


def _at_the_players_turn() -> tuple[EarApp, object]:
    heard = EarApp(game="stortok", players=3, seed=4)
    heard.app.settings.speech_waits = False
    table = heard.app.scenes.top
    heard.run_until(table.human_to_act)
    heard.step(2)
    return heard, table


def test_the_players_own_move_is_not_confirmed_when_the_focus_said_it():
    heard, table = _at_the_players_turn()
    heard.press(pygame.K_RIGHT)                      # the focus says the card ...
    heard.step()
    card = table.input.focused().card
    focus = [h.text for h in heard.ear.all if h.priority == "focus"][-1]
    assert focus.startswith(heard.narrator.speech_of(table).focus(table, table.input.focused())
                            [0].split(",")[0])
    legal = [a for a in table.model.state.legal_actions() if getattr(a, "card", None) == card]
    assert legal, "this deal's focused card is playable"
    events = len(heard.ear.all)
    table.perform(legal[0])                          # ... and Enter plays it
    heard.step()
    mine = heard.narrator.history[-1] if heard.narrator.history else ""
    assert "Alex" in mine                            # F6 has the move
    said = [h.text for h in heard.ear.all[events:] if h.priority == "event"]
    assert not any(t.startswith("Alex") for t in said), said


def test_a_move_the_focus_did_not_name_is_said():
    heard, table = _at_the_players_turn()
    turn = [h.text for h in heard.ear.all if h.priority == "turn"][-1]
    unnamed = [a for a in table.model.state.legal_actions()
               if getattr(a, "card", None) is not None and card_name(a.card) not in
               speakable(turn)]
    assert unnamed, "this deal has a playable card the turn did not name"
    events = len(heard.ear.all)
    table.perform(unnamed[0])                        # a click on a card nobody named
    heard.step()
    said = [h.text for h in heard.ear.all[events:] if h.priority == "event"]
    assert any(t.startswith("Alex") for t in said), said


def test_an_event_outside_a_table_is_said_whole():
    heard, _table = _at_the_players_turn()
    events = len(heard.ear.all)
    heard.narrator.logged(Message("stortok.leads", {"name": "Bert", "card": "9H"}))
    assert heard.ear.all[events:][0].text.startswith("Bert leads")


def test_a_joined_sentence_of_the_same_subject_says_the_name_once():
    queue = SpeechQueue()
    queue.add(_event("x"))
    queue.next()
    queue.add(Utterance("Bert passes", "en", "event", 0.0, True, "Bert"))
    queue.add(Utterance("Bert wins the trick with 14", "en", "event", 0.0, True, "Bert"))
    queue.add(Utterance("Carla leads nine of hearts", "en", "event", 0.0, True, "Carla"))
    assert queue.items[-1].text == ("Bert passes, wins the trick with 14, "
                                    "Carla leads nine of hearts")
    assert queue.pending("event") == 4                # "x" and each sentence joined


def _joined_at_a_table(language: str) -> str:
    """What the narrator says of two waiting events of one seat at a Toff-Poker table."""
    from game.app import i18n
    heard = EarApp(game="toffpoker", players=3, seed=1, lang=language)
    try:
        table = heard.app.scenes.top
        heard.ear.advance(120.0)                      # what the start said is over
        heard.ear.say("x", language)                  # being said: the next two wait
        for entry in (Message("toffpoker.passes", {"name": "Bert"}),
                      Message("toffpoker.trick_won", {"name": "Bert", "total": 14})):
            heard.narrator.logged(entry, table)
        return heard.ear.queue.items[-1].text
    finally:
        i18n.set_language("en")


def test_the_narrator_says_a_seats_name_once_in_joined_events_in_either_language():
    english = _joined_at_a_table("en")
    german = _joined_at_a_table("de")
    assert english.startswith("Bert passes, wins"), english
    assert german.startswith("Bert passt, gewinnt"), german
    assert english.count("Bert") == 1 and german.count("Bert") == 1


OUT = {"en": r"^(\w+)(, | leads )(.+), and is out, place 1$",
       "de": r"^(\w+)(, | spielt )(.+), und ist raus, Platz 1$"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_one_move_that_makes_two_sentences_says_one_utterance(lang):
    """A card that takes the last card from a hand is one utterance with the seat's
    going out ("Bert, queen of clubs, and is out, place 1"): the turn after it never
    waits behind two sentences of one move."""
    heard = EarApp(game="stortok", players=3, seed=1, lang=lang)
    table = heard.app.scenes.top
    for _ in range(20000):
        if table.model.state.is_over:
            break
        if table.human_to_act() and not table.busy:
            table.perform(table.model.state.legal_actions()[0])
        heard.step()
    out = [h.text for h in heard.ear.all if "out" in h.text or "raus" in h.text]
    assert len(out) == 1 and re.match(OUT[lang], out[0]), out
    name = re.match(OUT[lang], out[0]).group(1)
    said = [h.text for h in heard.ear.all if h.priority == "event"]
    card = [h for h in said if h.startswith(name)]
    assert out[0] in card and not [h for h in said if h.startswith(f"{name} is out")
                                   or h.startswith(f"{name} ist raus")]


@pytest.mark.parametrize("lang, said", [("en", "Choose a card first"),
                                        ("de", "Wähle zuerst eine Karte")])
def test_a_key_that_changes_nothing_is_explained_through_the_tables_news(lang, said):
    """Zwicker's Tab with no card chosen changes nothing: the table publishes why
    (``Explained``) and the narrator that follows it says so — nobody looks it up."""
    heard = EarApp(game="zwicker", players=2, seed=3, lang=lang)
    table = heard.app.scenes.top
    heard.run_until(lambda: table.human_to_act() and not table.busy)
    heard.step(2)
    pressed = heard.press(pygame.K_TAB)
    answer = heard.answer_to(pressed)
    assert answer is not None and answer.text.startswith(said), answer
