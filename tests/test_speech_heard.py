"""Speech as a person hears it: a listener with the speaker's own queue rules and
eSpeak's durations (``support.listener``). Nothing said is lost to a refusal, no
turn sentence plays after its move, a key is answered at once with events queued, a
lesson's turn survives the coach's focus jump, computers wait for the words when asked."""

from __future__ import annotations

import pygame
from support.lessons import open_stortok_lesson
from support.listener import EarApp, without_place

from game.app.speech.duration import spoken_seconds
from game.app.speech.spoken import speakable
from game.rules.stortok import BEAT, Play


def stortok_at_a_beat_with_a_refusable_card(wpm: int = 120) -> tuple[EarApp, list]:
    """A 3-seat Stortok table at Alex's turn to beat, a card that cannot beat in hand,
    and event sentences still waiting to be said (speech does not hold the computers)."""
    for seed in range(60):
        heard = EarApp(wpm=wpm, game="stortok", players=3, seed=seed)
        heard.app.settings.speech_waits = False
        table = heard.app.scenes.top
        heard.run_until(table.human_to_act, 5000)
        heard.step()
        state = table.model.state
        refused = [c for c in state.hand(0) if Play(c) not in state.legal_actions()]
        if state.phase == BEAT and refused and heard.ear.pending("event") >= 2:
            return heard, refused
    raise AssertionError("no such table in 60 deals")


def test_a_refusal_loses_no_event_sentence_it_says_how_many_and_f6_reads_them():
    heard, refused = stortok_at_a_beat_with_a_refusable_card()
    ear, table = heard.ear, heard.app.scenes.top
    waiting = ear.pending("event")
    table.perform(Play(refused[0]))
    heard.step()
    refusal = [h for h in ear.all if h.priority == "urgent"][-1]
    assert f"{waiting} new events, F6." in refusal.text, refusal.text
    unheard = [h.text for h in ear.cut + ear.never if h.priority == "event"]
    assert len(unheard) == waiting
    # every event sentence of the game was heard to its end or is in the history
    told = {h.text for h in ear.heard if h.priority == "event"}
    # (a short form said instead of its logged sentence stands for that history entry)
    history = [speakable(t) for t in heard.narrator.history] + \
        list(heard.narrator.spoken_events)
    for item in ear.all:
        if item.priority == "event":
            assert item.text in told or item.text in history, item.text
    # F6 steps back through them, newest first
    heard.run_until(lambda: ear.idle)
    again = []
    for _ in range(waiting):
        again.append(heard.answer_to(heard.press(pygame.K_F6)).text)
    # the newest events in their whole words: those unheard, or the logged sentences a
    # short form of them stood for
    assert again == [speakable(t) for t in reversed(heard.narrator.history)][:waiting]
    for cut, whole in zip(reversed(unheard), again, strict=True):
        assert cut == whole or cut in heard.narrator.spoken_events, (cut, whole)


def test_no_turn_sentence_plays_after_its_move_was_made():
    heard = EarApp(wpm=100, game="stortok", players=4, seed=3)
    heard.app.settings.speech_waits = False
    table = heard.app.scenes.top
    heard.ear.context = lambda: len(table.model.state.history)
    for _ in range(8):                       # Alex moves the moment the turn is his
        heard.run_until(lambda: table.human_to_act() or table.model.state.is_over, 20000)
        if table.model.state.is_over:
            break
        heard.step()
        table.perform(table.model.state.legal_actions()[0])
        heard.step()
    turns = [h for h in heard.ear.all if h.priority == "turn"]
    assert any(h in heard.ear.never for h in turns)         # it happened: some were dropped
    for turn in turns:
        if turn.began >= 0:
            assert turn.began_in == turn.asked_in, turn.text  # begun before its move


def test_a_key_is_answered_within_150_ms_with_ten_events_queued():
    heard = EarApp(game="stortok", players=3, seed=5)
    heard.app.settings.speech_waits = False
    table = heard.app.scenes.top
    heard.run_until(table.human_to_act)
    heard.step(2)
    sentence = table.model.state.describe(table.model.state.legal_actions()[0])
    for _ in range(10):
        heard.narrator.logged(sentence, table)
    assert heard.ear.pending("event") >= 10
    for key in (pygame.K_RIGHT, pygame.K_F3, pygame.K_F4):
        pressed = heard.press(key)
        answer = heard.answer_to(pressed)
        assert answer is not None and answer.began - pressed <= 0.150, answer
        heard.narrator.logged(sentence, table)    # more events come meanwhile
    assert heard.answer_to(heard.press(pygame.K_F6)).text == speakable(i18n_text(sentence))


def i18n_text(message) -> str:
    from game.app import i18n
    return i18n.text(message)


def test_ctrl_stops_speech_and_f6_says_when_there_is_nothing_older():
    heard = EarApp(game="stortok", players=3, seed=5)
    table = heard.app.scenes.top
    heard.run_until(table.human_to_act)
    heard.step()
    heard.press(pygame.K_F4)
    assert not heard.ear.idle
    heard.press(pygame.K_LCTRL)
    assert heard.ear.idle and heard.ear.cut[-1].priority == "focus"
    for _ in range(len(heard.narrator.history)):
        heard.press(pygame.K_F6)
    assert heard.answer_to(heard.press(pygame.K_F6)).text == "No older events."


def test_the_lessons_turn_sentence_survives_the_focus_jump():
    heard = EarApp()
    table = open_stortok_lesson(heard.app)

    def listen_until_the_turn() -> bool:      # the coach's pages, each heard, then Enter
        if heard.ear.idle and table.policy.coach_waiting:
            heard.press(pygame.K_RETURN)
        return heard.ear.turns_started > 0

    heard.run_until(listen_until_the_turn)
    turn = next(h for h in heard.ear.all if h.priority == "turn")
    heard.run_until(lambda: turn.ended >= 0)
    assert turn in heard.ear.heard, (turn, [h.text for h in heard.ear.cut])
    assert table.human_to_act()
    coach = " ".join(h.text for h in heard.ear.all if h.priority == "event")
    assert "click" not in coach and "gold" not in coach, coach


def test_the_coach_speaks_without_screen_words():
    from game.app import i18n
    from game.app.speech.turn_words import said_instead
    for language in ("en", "de"):
        i18n.set_language(language)
        try:
            for key, values in (("lesson.stortok.same_suit", {"card": "9S", "play": "10S"}),
                                ("lesson.stortok.on_your_own", {}),
                                ("lesson.stortok.beat_any", {"card": "9S"}),
                                ("lesson.toffpoker.select", {})):
                shown = i18n.tr(key, **values)
                said = said_instead(shown).lower()
                assert said != shown.lower(), key
                assert not any(word in said for word in ("click", "gold", "anklick")), said
        finally:
            i18n.set_language("en")


def test_with_speech_waits_computers_start_no_move_while_events_are_said():
    heard = EarApp(game="stortok", players=4, seed=2)
    assert heard.app.settings.speech_waits            # on by default
    table = heard.app.scenes.top
    ear = heard.ear
    computer_moves = bells = 0
    for _ in range(20000):
        if table.model.state.is_over or computer_moves >= 12:
            break
        if table.human_to_act() and ear.idle:      # Alex listens to the end, then moves
            table.perform(table.model.state.legal_actions()[0])
        waiting = ear.pending("event")
        mover = table.model.state.current_player
        began = table.driver.thinking
        rung = heard.app.sound.played.count("turn")
        heard.step()
        if table.driver.thinking is not None and began is None and mover != 0:
            computer_moves += 1
            assert waiting == 0, ear.all[-3:]     # it began thinking only after the words
        if heard.app.sound.played.count("turn") > rung:
            bells += 1                            # the bell rings when the turn is reached
            assert ear.turns_started >= bells
    assert computer_moves >= 5 and bells >= 1


def test_speech_waits_never_holds_a_computer_longer_than_the_limit():
    from game.app.speech.table_speech import HOLD_LIMIT

    heard = EarApp(game="stortok", players=3, seed=2)
    table = heard.app.scenes.top
    narrator = heard.narrator
    heard.ear.say("A sentence that never ends", "en", "event")
    heard.ear.pending = lambda priority: 1          # an engine that stalls for good
    assert narrator.holding(table, 0.0)             # the words come first ...
    assert narrator.holding(table, HOLD_LIMIT - 0.1)
    assert not narrator.holding(table, 0.2)         # ... but the game never stalls


def test_the_short_turn_says_the_trumps_once_and_is_short():
    heard = EarApp(game="stortok", players=3, seed=4)
    heard.app.settings.speech_waits = False
    table = heard.app.scenes.top
    for _ in range(8):
        heard.run_until(lambda: table.human_to_act() or table.model.state.is_over)
        if table.model.state.is_over:
            break
        heard.step()
        heard.run_until(lambda: heard.ear.idle)
        table.perform(table.model.state.legal_actions()[0])
        heard.step()
    turns = [h.text for h in heard.ear.all if h.priority == "turn"]
    assert len(turns) >= 4
    assert "High trumps" in turns[0] and not any("High trumps" in t for t in turns[1:])
    assert all(t.startswith("Your turn,") and "Alex" not in t for t in turns)
    assert sorted(spoken_seconds(t, 185) for t in turns)[len(turns) // 2] <= 4.0, turns


def test_full_verbosity_says_everything_every_turn():
    heard = EarApp(game="stortok", players=3, seed=4)
    heard.app.settings.speech_waits = False
    heard.app.settings.speech_verbosity = "full"
    table = heard.app.scenes.top
    for _ in range(3):
        heard.run_until(table.human_to_act)
        heard.step()
        table.perform(table.model.state.legal_actions()[0])
        heard.step()
    turns = [h.text for h in heard.ear.all if h.priority == "turn"]
    assert len(turns) >= 3 and all("High trumps" in t and "Alex" in t for t in turns)


# --- backends ------------------------------------------------------------------------------

class Named:
    def __init__(self, name: str) -> None:
        self.name = name
        self.rate = 185

    def speak(self, text: str, language: str) -> None:
        pass

    def stop(self) -> None:
        pass


def failing() -> None:
    raise ImportError("no module named speechd")


def test_the_first_backend_that_starts_is_chosen_and_the_setting_can_name_one(monkeypatch):
    from game.app.speech.backends import find_engine
    backends = {"speechd": failing, "tolk": lambda: None, "say": lambda: Named("say"),
                "espeak": lambda: Named("espeak")}
    monkeypatch.delenv("STAMMTISCH_SPEECH", raising=False)
    assert find_engine(backends).name == "say"        # speechd fails, tolk is not here
    monkeypatch.setenv("STAMMTISCH_SPEECH", "espeak")
    assert find_engine(backends).name == "espeak"
    monkeypatch.setenv("STAMMTISCH_SPEECH", "speechd")  # named but absent: the next one
    assert find_engine(backends).name == "say"
    monkeypatch.setenv("STAMMTISCH_SPEECH", "none")
    assert find_engine(backends) is None


def test_here_speech_falls_back_to_espeak_at_the_rate_of_the_setting(tmp_path, monkeypatch):
    import shutil
    import subprocess

    import pytest

    from game.app.speech.backends import find_engine
    from game.app.speech.engine import RATES
    from game.app.speech.process_engine import espeak_program, espeak_wav_command
    if espeak_program() is None or shutil.which("soxi") is None:
        pytest.skip("needs espeak-ng and sox (.ci/run installs them)")
    monkeypatch.setenv("STAMMTISCH_SPEECH", "espeak")
    engine = find_engine()
    assert engine is not None and engine.name.startswith("eSpeak")
    sentence = "Your turn. Beat nine of hearts: queen of hearts can."
    seconds = {}
    for rate in ("slow", "fastest"):
        path = tmp_path / f"{rate}.wav"
        subprocess.run(espeak_wav_command(espeak_program(), str(path))(sentence, "en",
                                                                      RATES[rate]), check=True)
        seconds[rate] = float(subprocess.run(["soxi", "-D", str(path)], capture_output=True,
                                             text=True).stdout)
        model = spoken_seconds(sentence, RATES[rate])
        assert 0.6 < model / seconds[rate] < 1.7, (rate, model, seconds[rate])
    assert seconds["fastest"] < 0.7 * seconds["slow"]


def test_speech_options_are_kept_and_a_bad_one_is_refused():
    from game.app.settings import Settings
    from game.app.storage.files import BadFile
    from game.app.storage.records import settings_from_record, settings_record
    settings = Settings(speech_rate="fast", speech_verbosity="full", speech_waits=False)
    back = settings_from_record(settings_record(settings))
    assert (back.speech_rate, back.speech_verbosity, back.speech_waits) == ("fast", "full",
                                                                            False)
    import pytest
    with pytest.raises(BadFile):
        settings_from_record({**settings_record(settings), "speech_rate": "warp"})


def test_the_speech_options_screen_reads_and_changes_the_rate():
    heard = EarApp()
    app = heard.app
    app.nav.open_settings()
    heard.step()
    settings = app.scenes.top
    more = next(w for w in settings.widgets if getattr(w, "label", None) and
                callable(w.label) and w.label() == "More")
    settings.group.set_focus(more)
    heard.step()
    heard.press(pygame.K_RETURN)
    heard.step()
    assert heard.ear.all[-2].text == "Speech" or any(h.text == "Speech"
                                                     for h in heard.ear.all[-3:])
    heard.press(pygame.K_DOWN)                               # the rate row
    said = heard.answer_to(heard.press(pygame.K_RIGHT)).text
    assert without_place(said) == "Speech rate: Fast", said
    assert app.settings.speech_rate == "fast" and heard.ear.rate == 260


def test_screens_say_their_title_then_the_focus_and_a_dialog_its_line():
    heard = EarApp(first_start=True)                 # the menu, with its offer
    heard.step(3)
    said = [h.text for h in heard.ear.all]
    assert said[0] == "Stammtisch. New here? A coach plays a first game with you: " \
        "choose “Learn to play”.", said
    assert said[1].startswith("Play: Stortok. Left or Right: another game."), said
    heard.app.nav.open_settings()
    heard.step(3)
    said = [h.text for h in heard.ear.all]
    title = said.index("Settings")
    focused = heard.app.scenes.top.group.focused.label()
    assert any(t.startswith(focused) for t in said[title + 1:]), said[title:]
    heard.run_until(lambda: heard.ear.idle)
    assert [h for h in heard.ear.all if h.text == "Settings"][0] in heard.ear.heard


def test_the_rules_page_is_read_a_paragraph_at_a_time_and_the_game_switch_too():
    from game.app.screens.help import HelpScene
    heard = EarApp()
    app = heard.app
    app.scenes.push(HelpScene(app.services, "stortok"))
    heard.step(2)
    page = app.scenes.top
    from game.app.games import ui_for
    from game.app.speech.turn_words import said_instead
    # as said: what the page shows in letters in words ("6 7 8 9 10 J Q K A")
    paragraphs = [said_instead(text, ui_for("stortok").speech) for _, text in page.paragraphs()]
    assert len(paragraphs) > 3
    said = heard.ear.all[-1].text
    assert said.startswith("Rules: Stortok.") and paragraphs[0] in said, said
    for n in (1, 2):
        assert heard.answer_to(heard.press(pygame.K_DOWN)).text == paragraphs[n]
    assert heard.answer_to(heard.press(pygame.K_UP)).text == paragraphs[1]
    said = heard.answer_to(heard.press(pygame.K_RIGHT)).text     # the next game's rules
    assert page.game != "stortok" and said.startswith("Rules: ")
    assert page.paragraphs()[0][1] in said


def test_the_controls_page_and_f8_read_the_game_keys():
    from game.app.screens.controls import ControlsScene
    heard = EarApp(game="stortok", players=3, seed=5)
    app = heard.app
    table = app.scenes.top
    heard.run_until(table.human_to_act)
    keys = heard.answer_to(heard.press(pygame.K_F8)).text
    rows = ControlsScene(app.services, "stortok").rows()
    assert keys.startswith("Keys: F2") and "Game keys: " in keys
    # (the speech keys F2-F8 are said first, one by one: not again among the game's)
    assert all(action in keys for action, _pad, key in rows if key and key[0] != "F"), keys
    assert "F3–F8" not in keys                   # the speech keys are said one by one
    page = ControlsScene(app.services, "stortok")
    app.scenes.push(page)
    heard.step(2)
    said = [heard.ear.all[-1].text]             # the title and the first row
    for _ in rows[1:]:                          # then Down reads each row
        said.append(heard.answer_to(heard.press(pygame.K_DOWN)).text)
    assert all(f"{action}: {key}" in said[n] for n, (action, _pad, key) in enumerate(rows)
               if key != "F3–F8"), said


def test_zwicker_says_events_short_keeps_them_whole_for_f6_and_reads_card_values():
    heard = EarApp(game="zwicker", players=3, seed=6)
    heard.app.settings.speech_waits = False
    table = heard.app.scenes.top
    ear = heard.ear

    def a_stack_was_said() -> bool:
        if table.human_to_act():
            table.perform(table.model.state.legal_actions()[0])
        return any(" stacks " in h.text and " to " in h.text for h in ear.all) or \
            table.model.state.is_over

    heard.run_until(a_stack_was_said, 60000)
    said = next(h.text for h in ear.all if " stacks " in h.text)
    assert " on " not in said                                # short: the new total only
    whole = [t for t in heard.narrator.history if " stacks " in t]
    assert whole and " on " in whole[0]                      # F6 reads the log's sentence
    heard.run_until(table.human_to_act)
    hand = heard.answer_to(heard.press(pygame.K_F3)).text
    for c in table.model.state.hand(0):
        from game.app.speech.spoken import card_name
        from game.rules.zwicker import value_of
        named = "joker any" if c.is_joker else card_name(c)
        assert named in hand
        if not c.is_joker and c.rank > 10:
            assert f"{named} {value_of(c)}" in hand, hand


def test_a_lessons_row_says_its_status_and_summary():
    from game.app import i18n
    heard = EarApp()
    heard.app.scenes.top.learn()
    heard.step(3)
    rows = heard.app.scenes.top.rows()
    focused = heard.app.scenes.top.group.focused
    said = [h.text for h in heard.ear.all]
    assert any(t.startswith(f"{i18n.tr(focused.lesson.title)}, new.") for t in said), said
    assert any(i18n.tr(focused.lesson.summary) in t for t in said)
    assert len(rows) >= 3


def test_tab_that_changes_nothing_says_why():
    for seed in range(30):
        heard = EarApp(game="zwicker", players=2, seed=seed)
        table = heard.app.scenes.top
        heard.run_until(table.human_to_act)
        heard.step()
        single = [c for c in table.model.state.hand(0)
                  if not c.is_joker and len(table.presenter.chooser.matching(c)) == 1]
        if single:
            break
    else:
        raise AssertionError("no card with a single move in 30 deals")
    assert heard.answer_to(heard.press(pygame.K_TAB)).text == \
        "Choose a card first: Enter on a card."
    sprite = next(s for s in table.input.focusables() if getattr(s, "card", None) == single[0])
    table.presenter.chooser.select(sprite)
    heard.step()
    assert heard.answer_to(heard.press(pygame.K_TAB)).text == "Only one choice."


def test_a_text_field_says_when_editing_starts_and_ends():
    heard = EarApp()
    heard.press(pygame.K_DOWN)
    heard.press(pygame.K_RETURN)                             # New game: the setup
    heard.step()
    setup = heard.app.scenes.top
    name = setup.seat_widgets[0][0]
    setup.group.set_focus(name)
    heard.step()
    assert without_place(heard.ear.all[-1].text) == f"Text field: {name.value}"
    assert heard.answer_to(heard.press(pygame.K_RETURN)).text == \
        "Editing: type, Enter when done"
    for letter in "xy":                                      # typing says nothing new
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        heard.step()
    assert not any("xy" in h.text for h in heard.ear.all)
    assert heard.answer_to(heard.press(pygame.K_RETURN)).text == f"Text field: {name.value}"
    assert name.value.endswith("xy")


def test_statistics_are_read_row_by_row_for_the_game_shown():
    heard = EarApp(game="stortok", players=2, seed=1, humans=0, demo=True)
    app = heard.app
    table = app.scenes.top
    heard.run_until(lambda: table.model.state.is_over, 200000)
    heard.step(30)
    app.nav.to_menu()
    heard.step(2)
    app.nav.open_statistics()
    heard.step(3)
    stats = app.scenes.top
    rows = stats.rows()
    said = heard.ear.all[-1].text
    assert rows and said.startswith("Stortok.")
    for (name, _), line in rows:                                # Stortok's own columns
        assert f"{name}: Games {line.played}, Times Stortok {line.last}, " \
               f"Times first out {line.first}" in said, said
    said = heard.answer_to(heard.press(pygame.K_RIGHT)).text     # the next game: none yet
    assert without_place(said).endswith("No finished games yet.") and stats.game != "stortok"
