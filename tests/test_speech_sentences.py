"""Every sentence clear, as heard: a refusal and the events cue are two sentences, the
own move is confirmed unless the turn named it alone, the card Enter plays is said as
such, a single card's key is not a range — in English and German."""

from __future__ import annotations

import re

import pygame
import pytest
from support.listener import EarApp

from game.app import i18n
from game.rules.messages import Message


@pytest.fixture
def english_after():
    """A test that plays in German leaves the language English for the next."""
    yield
    i18n.set_language("en")


def _urgent(heard: EarApp) -> str:
    return [h.text for h in heard.ear.all if h.priority == "urgent"][-1]


def test_a_refusal_and_the_events_cue_are_two_sentences():
    heard = EarApp(game="stortok", players=3, seed=4)
    heard.narrator.unheard = 2
    heard.narrator.refused(Message("stortok.no_open_card", {}))
    assert _urgent(heard) == ("There is no open card to pick up: lead a card, or draw. "
                              "2 new events, F6.")


def test_a_refusal_and_the_events_cue_are_two_sentences_in_german(english_after):
    heard = EarApp(game="stortok", players=3, seed=4, lang="de")
    heard.narrator.unheard = 1
    heard.narrator.refused(Message("stortok.no_open_card", {}))
    assert _urgent(heard) == ("Es liegt keine offene Karte: spiel eine Karte aus oder zieh. "
                              "1 neues Ereignis, F6.")


def _play_until(heard: EarApp, until, moves: int = 600) -> None:
    """The human plays the first legal move until ``until()`` at the human's turn."""
    table = heard.app.scenes.top
    heard.app.settings.speech_waits = False

    def reader_waits() -> bool:         # Toff-Poker holds a round's last trick for Enter
        return table.driver.reader_pause()

    for _ in range(moves):
        heard.run_until(lambda: table.human_to_act() or table.model.state.is_over or reader_waits())
        if table.model.state.is_over:
            raise AssertionError("the game ended first")
        if reader_waits() and not table.human_to_act():
            heard.press(pygame.K_RETURN)
            continue
        heard.step()
        if until():
            return
        table.perform(table.model.state.legal_actions()[0])
        heard.step()
    raise AssertionError("never")


@pytest.mark.parametrize(("lang", "said"), [("en", "Key 1 plays "), ("de", "Taste 1 spielt ")])
def test_a_single_cards_key_is_said_as_one_key(lang, said, english_after):
    from game.app.speech.spoken import card_name
    for seed in range(10, 30):                  # the deals before 10 end before it comes
        heard = EarApp(game="stortok", players=2, seed=seed, lang=lang)
        table = heard.app.scenes.top
        try:
            _play_until(heard, lambda t=table: len(t.model.state.hand(0)) == 1)
        except AssertionError:
            continue
        heard.press(pygame.K_LEFT)               # the keyboard is in use: badges shown
        hand = heard.answer_to(heard.press(pygame.K_F3)).text
        assert said + card_name(table.model.state.hand(0)[0]) + "." in hand, hand
        assert " 1 to 1" not in hand and " 1 bis 1" not in hand
        return
    raise AssertionError("no deal left the player one card at a turn")


def _turns(heard: EarApp) -> list[str]:
    return [h.text for h in heard.ear.all if h.priority == "turn"]


@pytest.mark.parametrize(("lang", "enter", "many"), [("en", "Enter plays ", " beat "),
                                                    ("de", "Enter spielt ", " stechen ")])
def test_the_card_enter_plays_is_said_as_such_not_bare(lang, enter, many, english_after):
    from game.app.speech.spoken import card_name
    heard = EarApp(game="stortok", players=3, seed=4, lang=lang)
    table = heard.app.scenes.top
    _play_until(heard, lambda: many in _turns(heard)[-1])
    turn = _turns(heard)[-1]
    focused = card_name(table.input.focused().card)
    # one sentence: "3 beat ten of spades, Enter plays king of spades, new ..."
    assert f"{many.strip()} {card_name(table.model.state.open_card)}, {enter}{focused}" \
            in turn, turn
    assert turn.count(focused) == 1, turn        # a new card Enter plays is named once


def _a_game_until(until, game: str = "stortok", lang: str = "en", seeds=range(30),
                  **config) -> EarApp:
    """A game played by the first legal move until ``until(heard)`` at the human's turn,
    in the first of ``seeds`` where it comes."""
    for seed in seeds:
        heard = EarApp(game=game, players=config.pop("players", 3), seed=seed, lang=lang,
                       **config)
        try:
            _play_until(heard, lambda h=heard: until(h))
        except AssertionError:
            continue
        return heard
    raise AssertionError("it never came")


def test_the_own_move_is_confirmed_when_the_turn_named_two():
    heard = _a_game_until(lambda h: " or " in _turns(h)[-1] and "Beat " in _turns(h)[-1])
    events = len(heard.ear.all)
    heard.press(pygame.K_RETURN)                 # Enter plays the focused one of two
    heard.step(2)
    assert any(t.startswith("Alex beats") for t in list(heard.narrator.history)[-2:])
    said = [h.text for h in heard.ear.all[events:] if h.priority == "event"]
    assert any(t.startswith("Alex") for t in said), said


def test_the_own_move_is_not_confirmed_when_the_turn_named_it_alone():
    heard = _a_game_until(lambda h: " or " not in _turns(h)[-1] and "Beat " in _turns(h)[-1])
    events = len(heard.ear.all)
    heard.press(pygame.K_RETURN)
    heard.step(2)
    assert any(t.startswith("Alex beats") for t in list(heard.narrator.history)[-2:])
    said = [h.text for h in heard.ear.all[events:] if h.priority == "event"]
    assert not any(t.startswith("Alex") for t in said), said


@pytest.mark.parametrize(("lang", "press", "enter"), [("en", "(press {key})", "Enter plays "),
                                                     ("de", "(drück {key})", "Enter spielt ")])
def test_the_lesson_names_the_number_key_and_the_card_enter_plays(lang, press, enter,
                                                                  english_after):
    heard = EarApp(lang=lang)
    heard.app.scenes.top.learn()
    heard.step()
    heard.press(pygame.K_RETURN)              # the first lesson: Stortok
    table = heard.app.scenes.top
    lesson = table.policy.lesson
    keys: dict[str, str] = {}

    def at_the_same_suit_step() -> bool:
        shown = table.policy.shown_step
        if shown is not None and shown.step.id == "same_suit" and heard.ear.idle:
            keys.update((sprite.card.text, label) for sprite, label in table.input.number_badges())
            return True
        if heard.ear.idle and table.policy.coach_waiting:
            table.policy.coach_continue()
        elif heard.ear.idle and table.human_to_act():
            table.perform(lesson.scripted_move(table.model.state)
                          or table.model.state.legal_actions()[0])
        return False

    heard.run_until(at_the_same_suit_step)
    coach = " ".join(h.text for h in heard.ear.all if h.priority == "event")
    assert press.format(key=keys["JS"]) in coach, coach
    turns = [h.text for h in heard.ear.all if h.priority == "turn"]
    bare = [t for t in turns if t.count(".") > 1 and not t.endswith(".")]
    assert not bare, turns                      # no card name after the sentence's end
    assert any(enter in t for t in turns), turns


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "six, seven, eight, nine, ten, jack, queen, king and ace in four suits"),
    ("de", "Sechs, Sieben, Acht, Neun, Zehn, Bube, Dame, König und Ass in vier Farben")])
def test_stortok_rules_say_the_ranks_in_words(lang, words, english_after):
    from game.app.screens.help import HelpScene
    heard = EarApp(lang=lang)
    heard.app.scenes.push(HelpScene(heard.app.services, "stortok"))
    heard.step(2)
    said = heard.answer_to(heard.press(pygame.K_DOWN)).text     # after the heading
    assert words in said and "J Q K A" not in said, said


@pytest.mark.parametrize(("lang", "out", "place", "playing", "fool"), [
    ("en", " is out, place ", "(1.)", r"Still playing: (\w+ \d+ cards?, )*\w+ \d+ cards?\.",
     " is the Stortok."),
    ("de", " ist raus, Platz ", "(1.)", r"Noch im Spiel: (\w+ \d+ Karten?, )*\w+ \d+ Karten?\.",
     " ist der Stortok.")])
def test_stortok_says_who_is_out_by_place_the_cards_still_held_and_the_stortok(
        lang, out, place, playing, fool, english_after):

    heard = EarApp(game="stortok", players=3, seed=4, lang=lang)
    table = heard.app.scenes.top
    scores = heard.answer_to(heard.press(pygame.K_F5)).text
    assert re.search(playing, scores), scores
    heard.app.settings.speech_waits = False
    for _ in range(600):
        heard.run_until(lambda: table.human_to_act() or table.model.state.is_over)
        if table.model.state.is_over:
            break
        table.perform(table.model.state.legal_actions()[0])
        heard.step()
        if any(out in t for t in heard.narrator.history) and not table.model.state.is_over:
            scores = heard.answer_to(heard.press(pygame.K_F5)).text
            assert re.search(playing, scores), scores
    said = [h.text for h in heard.ear.all if h.priority == "event"]
    assert any(out in t for t in said), said
    assert not any(place in t for t in said + list(heard.narrator.history))
    heard.step(5)
    scores = heard.answer_to(heard.press(pygame.K_F5)).text
    name = table.model.state.player_name(table.model.state.stortok)
    assert scores.endswith(name + fool), scores


def test_toffpoker_says_its_last_round_end_without_the_end_of_the_pass_before_it():
    """At the game's end the last trick is logged as its cards are laid out, after the
    state is over: "Pass 2 is over" waits for it and goes unsaid. The round's end is not
    run into the events after it."""
    from support.toffpoker import human_turn

    from game.app.games.toffpoker.components import ReadingPause
    from game.app.session import Seat, Session
    heard = EarApp(fast=False)
    session = Session("toffpoker", [Seat("Alex", True), Seat("Bert", False, "normal")],
                      seed=4, options={"rounds": 1}, ai_seed=4)
    heard.app.settings.speech_waits = False
    heard.app.nav.open_table(session)
    heard.app.scenes.apply_pending()
    table = heard.app.scenes.top

    def settled() -> bool:
        """All said, and the table still: done moving, or holding the laid-out last trick
        until a key that never comes (nothing is said or moves after it)."""
        still = not table.animations_busy or table.parts.of(ReadingPause).waits_for_reader()
        return table.model.state.is_over and still and heard.ear.idle

    for _ in range(40000):
        if settled():
            break
        if table.human_to_act() and not table.busy:
            human_turn(heard.app, table, by_mouse=False)
        heard.step()
    assert settled(), "the game never ended with everything said"
    said = [h.text for h in heard.ear.all if h.priority == "event"]
    assert any("Sums: " in t for t in said), said
    assert not any("is over" in t for t in said), said
    assert any(t.startswith("Pass 2 is over") for t in heard.narrator.history)


def test_a_round_end_is_not_joined_to_the_events_after_it():
    heard = _a_game_until(lambda h: any("Sums: " in x.text for x in h.ear.all),
                          game="toffpoker", seeds=(1,))
    heard.run_until(lambda: heard.ear.idle)
    ends = [h.text for h in heard.ear.all if "Sums: " in h.text]
    assert all(t.endswith(".") and not t.startswith(("Bert", "Anna")) for t in ends), ends


@pytest.mark.parametrize(("lang", "listed"), [
    ("en", r"choose (\w+ of \w+, ){4}\w+ of \w+"), ("de", r"wähle (\w+ \w+, ){4}\w+ \w+")])
def test_a_hint_says_its_cards_as_a_list(lang, listed, english_after):
    heard = _a_game_until(lambda h: True, game="toffpoker", seeds=(1,), lang=lang)
    table = heard.app.scenes.top
    table.driver.present_hint(table.model.state.legal_actions()[0])    # as H shows its move
    heard.step()
    hint = heard.ear.all[-1].text if heard.ear.all else ""
    assert any(re.search(listed, x.text) for x in heard.ear.all), hint


@pytest.mark.parametrize(("lang", "none", "opens", "keys"), [
    ("en", r"Your turn, \w+ bids \d+, you have no bid yet\.",
     r"Your turn, (Round \d of 9, pass \d\. )?You open, no bids yet\.",
     ("Press a card's rank to pick it", "Press the ranks of the cards you bid, then Enter",
      "To raise press the ranks of the cards, then Enter; P passes")),
    ("de", r"Du bist dran, \w+ bietet \d+, du hast noch kein Gebot\.",
     r"Du bist dran, (Runde \d von 9, Durchgang \d\. )?Du eröffnest, noch keine Gebote\.",
     ("Drück den Wert einer Karte", "Drück die Werte der Karten, die du bietest, dann Enter",
      "Zum Erhöhen drück die Werte der Karten, dann Enter; P passt"))])
def test_toffpoker_says_what_is_yours_that_you_open_and_the_keys_once(lang, none, opens, keys,
                                                                      english_after):
    heard = _a_game_until(lambda h: any(re.match(opens, t) for t in _turns(h)),
                          game="toffpoker", seeds=(1,), lang=lang)
    turns = _turns(heard)
    assert any(re.match(none, t) for t in turns), turns
    for words in keys:                          # each key hint once a game, short
        assert sum(words in t for t in turns) == 1, (words, turns)


def test_german_says_stapel_only_for_the_stock_and_haufen_for_a_built_stack():
    """One word per thing, as the table and the rules page say it: every German text
    that says "Stapel" is about the stock, one about a built stack says "Haufen"."""

    from game.app.games import REGISTRY
    from game.app.texts.engine import WORDS_DE
    from game.rules.messages import ENGLISH
    pairs = [pair for ui in REGISTRY.values() for pair in ui.texts.app.values()]
    pairs += [(ENGLISH[key], german) for ui in REGISTRY.values()
              for key, german in ui.texts.messages_de.items() if key in ENGLISH]
    pairs += [(en, de) for en, de in i18n.TEXTS.values()]
    checked = 0
    for english, german in pairs:
        if re.search(r"\bStapel\b", german):
            assert re.search(r"\bstock\b", english, re.I), (english, german)
            checked += 1
        if re.search(r"\bstack\b", english) and not re.search(r"\bstock\b", english):
            assert not re.search(r"\bStapel\b", german), (english, german)
        assert "Häufchen" not in german, german
    assert checked > 5
    assert "Stapel" not in WORDS_DE.stack


@pytest.mark.parametrize(("lang", "first", "pick_up", "read", "place"), [
    ("en", "Controls: Stortok. {n} rows, Up and Down read them. Move the focus: Left / Right "
           "on the keyboard, D-pad / stick on the controller.",
     "Pick up the open card: T on the keyboard, B on the controller.",
     "Read aloud: F3 your hand, F4 the table, F5 the scores, F6 the events again, F7 cards "
     "per player, F8 the keys.", "{n} of {total}."),
    ("de", "Steuerung: Stortok. {n} Zeilen, Hoch und Runter lesen sie. Auswahl bewegen: "
           "Links / Rechts auf der Tastatur, Steuerkreuz / Stick am Controller.",
     "Offene Karte aufnehmen: T auf der Tastatur, B am Controller.",
     "Vorlesen: F3 deine Hand, F4 der Tisch, F5 der Punktestand, F6 die Ereignisse noch "
     "einmal, F7 Karten je Spieler, F8 die Tasten.", "{n} von {total}.")])
def test_the_controls_page_is_read_row_by_row_keys_apart_from_buttons(
        lang, first, pick_up, read, place, english_after):

    from game.app.screens.controls import ControlsScene
    heard = EarApp(lang=lang)
    page = ControlsScene(heard.app.services, "stortok")
    heard.app.scenes.push(page)
    heard.step(2)
    total = len(page.rows())
    assert heard.ear.all[-1].text == first.format(n=total)
    said = [heard.answer_to(heard.press(pygame.K_DOWN)).text for _ in range(total - 1)]
    assert len(said) == total - 1 and all(t.endswith(place.format(n=n + 2, total=total))
                                          for n, t in enumerate(said)), said
    assert any(t.startswith(pick_up) for t in said), said
    assert any(t.startswith(read) for t in said), said
    assert page.reading == total - 1
    back = heard.answer_to(heard.press(pygame.K_UP)).text
    assert back.endswith(place.format(n=total - 1, total=total)), back
    assert heard.answer_to(heard.press(pygame.K_HOME)).text == first.format(n=total)


@pytest.mark.parametrize(("lang", "more", "volume", "level"), [
    ("en", "More for Speech (F2), {n} of {total}", "Volume: 70 %, 2 of {total}",
     "{name}'s level: "),
    ("de", "Mehr zu Sprachausgabe (F2), {n} von {total}", "Lautstärke: 70 %, 2 von {total}",
     "Stärke von {name}: ")])
def test_menus_say_what_an_item_is_and_its_place(lang, more, volume, level, english_after):

    from game.app.screens.settings import SettingsScene
    from game.app.screens.setup import SetupScene
    heard = EarApp(lang=lang)
    app = heard.app
    heard.step(2)
    app.scenes.push(SettingsScene(app.services))
    heard.step(2)
    page = app.scenes.top
    total = sum(w.focusable and w.is_enabled for w in page.group.widgets)
    said = [heard.answer_to(heard.press(pygame.K_DOWN)).text for _ in range(total - 1)]
    assert volume.format(total=total) in said, said
    assert any(re.fullmatch(re.escape(more).replace(r"\{n\}", r"\d+").replace(
        r"\{total\}", str(total)), t) for t in said), said
    app.scenes.push(SetupScene(app.services))
    heard.step(2)
    setup = app.scenes.top
    said = [heard.answer_to(heard.press(pygame.K_DOWN)).text for _ in range(12)]
    name = setup.seats[1].name
    assert any(t.startswith(level.format(name=name)) for t in said), "|".join(said)


@pytest.mark.parametrize(("lang", "enter", "focus"), [("en", "Enter plays ", "Focus: "),
                                                     ("de", "Enter spielt ", "Auswahl: ")])
def test_the_full_turn_says_the_focus_as_such(lang, enter, focus, english_after):
    for game in ("stortok", "toffpoker"):
        heard = EarApp(game=game, players=3, seed=3, lang=lang)
        heard.app.settings.speech_verbosity = "full"
        table = heard.app.scenes.top
        heard.run_until(table.human_to_act)
        heard.step(2)
        last = _turns(heard)[-1].split(". ")[-1]
        assert last.startswith(enter if game == "stortok" else focus), _turns(heard)
