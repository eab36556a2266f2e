"""Speech: spoken forms of every message in both languages, the speech thread's
priorities, a real engine's output, menus, the hand-off, the coach, refusals, hot-seat
privacy and a machine without an engine."""

from __future__ import annotations

import shutil
import subprocess
import threading
import time
import wave
from array import array

import pygame
import pytest
from support.app import make_app, press
from support.lessons import open_stortok_lesson
from support.listener import without_place
from support.messages import CARD_FIELDS, fields, sample_value

from game.app import i18n
from game.app.kit.richtext import CARD_TOKEN
from game.app.screens.handoff import HandoffScene
from game.app.screens.settings import SettingsScene
from game.app.session import Seat, Session
from game.app.speech import Narrator, Recorder, install
from game.app.speech.engine import PlainEngine
from game.app.speech.process_engine import espeak_program, espeak_wav_command
from game.app.speech.speaker import Speaker
from game.app.speech.spoken import card_name, parse_cards, speakable
from game.rules import card
from game.rules.messages import ENGLISH, Message
from game.rules.stortok import BEAT, Play

# --- every key has a spoken form in both languages ---------------------------------------

def spoken_forms(key: str, engine: bool) -> list[str]:
    english = ENGLISH[key] if engine else i18n.TEXTS[key][0]
    values = {name: sample_value(name, spec, engine) for name, spec in fields(english)}
    found = []
    for language in ("en", "de"):
        i18n.set_language(language)
        try:
            found.append(speakable(i18n.text(Message(key, values))))
        finally:
            i18n.set_language("en")
    return found


ALL_KEYS = [(k, True) for k in sorted(ENGLISH)] + [(k, False) for k in sorted(i18n.TEXTS)
                                                   if k not in ENGLISH]


@pytest.mark.parametrize("key,engine", ALL_KEYS, ids=[k for k, _ in ALL_KEYS])
def test_every_message_key_has_a_spoken_form_in_both_languages(key, engine):
    english, german = spoken_forms(key, engine)
    for spoken in (english, german):
        assert spoken and spoken != key, spoken
        assert not CARD_TOKEN.search(spoken), spoken       # no card text left to spell out
        assert "{" not in spoken and "#" not in spoken, spoken
    template = ENGLISH[key] if engine else i18n.TEXTS[key][0]
    names = {name for name, spec in fields(template) if not spec}
    if names & CARD_FIELDS:                                  # a card is read by its name
        assert "nine of spades" in english, english
        assert "Pik Neun" in german, german


def test_card_names_in_both_languages_and_back():
    assert card_name(card("7H"), "en") == "seven of hearts"
    assert card_name(card("7H"), "de") == "Herz Sieben"
    assert card_name(card("9O"), "en") == "nine of circles"
    assert card_name(card("KT"), "de") == "Stern König"
    assert card_name(card("JK"), "de") == "Joker"
    assert speakable("Anna beats 8S with 10S", "en") == "Anna beats eight of spades with " \
                                                          "ten of spades"
    assert speakable("the stack 9H+3D (12) · JK=7", "en") == \
        "the stack nine of hearts plus three of diamonds (12), joker as 7"
    for language in ("en", "de"):
        every = [card(t) for t in ("2S", "10H", "QD", "AC", "5O", "JT", "JK")]
        spoken = ", ".join(card_name(c, language) for c in every)
        assert parse_cards(spoken) == every


# --- the speech thread -------------------------------------------------------------------

class SlowEngine(PlainEngine):
    """Speaks for ``seconds`` unless stopped; records what it spoke and what was cut."""

    name = "slow"

    def __init__(self, seconds: float = 0.2) -> None:
        self.seconds = seconds
        self.spoken: list[str] = []
        self.cut: list[str] = []
        self._stop = threading.Event()

    def speak(self, text: str, language: str) -> None:
        self._stop.clear()
        if self._stop.wait(self.seconds):
            self.cut.append(text)
        else:
            self.spoken.append(text)

    def stop(self) -> None:
        self._stop.set()


def wait_idle(speaker: Speaker, seconds: float = 5.0) -> None:
    deadline = time.monotonic() + seconds
    while not speaker.idle:
        assert time.monotonic() < deadline, "the speaker never finished"
        time.sleep(0.01)


class GatedEngine(SlowEngine):
    """Speaks nothing to its end until the test opens its gate (a stop still cuts): what
    is queued meanwhile does not depend on how fast the machine is."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()
        self.speaking = ""

    def speak(self, text: str, language: str) -> None:
        self._stop.clear()
        self.speaking = text
        while not self.gate.wait(0.005):
            if self._stop.is_set():
                self.cut.append(text)
                return
        self.spoken.append(text)


def test_events_queue_focus_replaces_focus_and_a_refusal_interrupts():
    engine = GatedEngine()
    speaker = Speaker(engine)
    speaker.say("event 1", "en")
    speaker.say("event 2", "en")
    speaker.say("focus A", "en", "focus")
    speaker.say("focus B", "en", "focus")        # replaces A, which was never spoken
    assert engine.spoken == []      # the caller (frame loop) returned while nothing ended
    engine.gate.set()
    wait_idle(speaker)
    assert engine.spoken == ["event 1", "event 2", "focus B"]
    engine.gate.clear()
    speaker.say("focus C", "en", "focus")
    deadline = time.monotonic() + 30            # a bound on the wait, not a measure
    while engine.speaking != "focus C":
        assert time.monotonic() < deadline, "focus C was never begun"
        time.sleep(0.005)
    speaker.say("You must beat 9S", "en", "urgent")   # cuts C at once
    deadline = time.monotonic() + 30
    while engine.cut != ["focus C"]:
        assert time.monotonic() < deadline, engine.cut
        time.sleep(0.005)
    engine.gate.set()
    wait_idle(speaker)
    assert engine.cut == ["focus C"]
    assert engine.spoken[-1] == "You must beat 9S"
    speaker.close()


def test_a_turn_or_focus_never_cuts_the_log_sentences():
    engine = SlowEngine(0.1)
    speaker = Speaker(engine)
    speaker.say("Bert leads 9S", "en")
    time.sleep(0.03)                               # being spoken now
    speaker.say("Your turn", "en", "focus")
    wait_idle(speaker)
    assert engine.spoken == ["Bert leads 9S", "Your turn"] and engine.cut == []
    speaker.close()


# --- a real engine -------------------------------------------------------------------------

@pytest.mark.skipif(espeak_program() is None,
                    reason="no speech engine here: install espeak-ng (.ci/run does)")
@pytest.mark.parametrize("language,sentence", [
    ("en", "Anna beats eight of spades with nine of spades"),
    ("de", "Anna sticht Pik Acht mit Pik Neun")])
def test_the_engine_renders_a_sentence_as_speech(tmp_path, language, sentence):
    path = tmp_path / "said.wav"
    command = espeak_wav_command(espeak_program(), str(path))(sentence, language)
    subprocess.run(command, check=True, timeout=30)
    with wave.open(str(path), "rb") as w:
        rate, frames = w.getframerate(), w.readframes(w.getnframes())
        assert w.getsampwidth() == 2
    samples = array("h", frames)
    seconds = len(samples) / rate
    assert 1.2 < seconds < 6.0, seconds                   # 8 words at about 185 a minute
    rms = (sum(x * x for x in samples) / len(samples)) ** 0.5
    assert rms > 500, rms                                  # not silence
    # speech has pauses between words: loud and quiet 20 ms windows both occur
    window = rate // 50
    levels = [max(abs(x) for x in samples[i:i + window])
              for i in range(0, len(samples) - window, window)]
    assert sum(level > 3000 for level in levels) > len(levels) * 0.3
    assert sum(level < 300 for level in levels) >= 2


# --- the narrator in the app ----------------------------------------------------------------

def speaking_app(**config):
    app = make_app(**config)
    recorder = Recorder()
    install(app, lambda a: Narrator(a, recorder, available=True))
    app.settings.speech = True
    return app, recorder


def shown(app) -> list[str]:
    """The texts of the notices on screen (the top scene's toast, the app's notice)."""
    toast = getattr(app.scenes.top, "toast", None)
    return [t.text for t in (toast, app.notice) if t is not None and t.visible]


def test_f2_toggles_speech_and_announces_it():
    app, recorder = speaking_app()
    press(app, pygame.K_F2)
    assert not app.settings.speech and "Speech off" in shown(app)
    assert recorder.said[-1] == ("Speech off", "urgent")
    said = len(recorder.said)
    press(app, pygame.K_F3, pygame.K_DOWN)
    assert len(recorder.said) == said                # silent while off
    press(app, pygame.K_F2)
    assert app.settings.speech
    assert recorder.said[-2][0].startswith("Speech on. Keys: F2")
    assert recorder.said[-1] == ("New game, 2 of 8", "focus")  # then the menu's focus again


def test_without_an_engine_the_game_runs_and_the_setting_says_so(monkeypatch):
    monkeypatch.setenv("STAMMTISCH_SPEECH", "none")
    app = make_app()
    assert not app.speech.available
    press(app, pygame.K_F2)
    assert not app.speech.on and any("not available" in t for t in shown(app))
    app.scenes.push(SettingsScene(app.services))
    app.step()
    row = app.scenes.top.widgets[10]
    assert row.show(row.value) == "not available"


def test_menus_speak_the_focused_item_and_choices_their_value():
    app, recorder = speaking_app()
    app.step()
    press(app, pygame.K_DOWN)
    assert (without_place(recorder.said[-1][0]), recorder.said[-1][1]) == \
        (app.scenes.top.group.focused.label(), "focus")
    app.scenes.push(SettingsScene(app.services))
    app.step()
    press(app, pygame.K_DOWN)
    rows = len(app.scenes.top.group.widgets)
    assert recorder.texts[-1] == f"Volume: 70 %, 2 of {rows}"  # moved to: with its place
    press(app, pygame.K_RIGHT)
    assert recorder.texts[-1] == "Volume: 80 %"              # changed: the new value


def test_a_refusal_is_spoken_at_once_with_the_engines_reason():
    for seed in range(40):
        app, recorder = speaking_app(game="stortok", players=3, seed=seed)
        table = app.scenes.top
        app.run_until(table.human_to_act, 3000)
        app.step()
        state = table.model.state
        refused = [c for c in state.hand(0) if Play(c) not in state.legal_actions()]
        if state.phase == BEAT and refused:
            break
    else:
        raise AssertionError("no refusable card")
    with pytest.raises(Exception) as refusal:
        state.clone().apply(Play(refused[0]))
    table.perform(Play(refused[0]))
    assert recorder.said[-1] == (speakable(refusal.value.reason) + ".", "urgent")


def test_hot_seat_reads_no_hand_before_the_hand_off_and_speaks_the_hand_off():
    app, recorder = speaking_app()
    session = Session("stortok", [Seat("Anna", True), Seat("Bert", True)], seed=3)
    app.nav.open_table(session)
    app.scenes.apply_pending()
    table = app.scenes.top
    app.run_until(lambda: isinstance(app.scenes.top, HandoffScene), 3000)
    app.step()
    name = app.scenes.top.name
    assert any(t.startswith(f"Pass to {name}.") for t in recorder.texts)
    press(app, pygame.K_F3)
    assert recorder.texts[-1] == "Your hand is read only after the hand-off."
    hand_words = {card_name(c) for s in range(2) for c in table.model.state.hand(s)}
    assert not any(w in t for t in recorder.texts for w in hand_words
                   if not t.startswith(("Anna", "Bert")))   # only the log's public cards
    press(app, pygame.K_RETURN)                               # the hand-off confirmed
    app.step()
    press(app, pygame.K_F3)
    seat = table.model.state.current_player
    assert recorder.texts[-1].startswith("Your hand")
    assert sorted(c.text for c in parse_cards(recorder.texts[-1])) == \
        sorted(c.text for c in table.model.state.hand(seat))


def test_the_coach_is_spoken():
    app, recorder = speaking_app()
    table = open_stortok_lesson(app)
    app.run_until(lambda: table.policy.shown_step is not None, 3000)
    app.step()
    sentence = speakable(table.policy.shown_step.sentence())
    assert any(t.startswith(sentence) for t in recorder.texts), recorder.texts[-3:]


def test_german_speech_reads_german_card_names():
    app, recorder = speaking_app(game="stortok", players=2, seed=4, lang="de")
    table = app.scenes.top
    app.run_until(table.human_to_act, 3000)
    app.step()
    assert recorder.texts[-1].startswith("Du bist dran")
    press(app, pygame.K_F3)
    said = recorder.texts[-1]
    assert said.startswith("Deine Hand")
    assert sorted(c.text for c in parse_cards(said)) == \
        sorted(c.text for c in table.model.state.hand(0))
    assert " of " not in said


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="no espeak-ng")
def test_the_app_finds_the_engine_when_there_is_one():
    app = make_app()
    assert app.speech.available


def test_focus_moves_play_a_legal_or_illegal_cue_and_the_turn_its_own():
    app, recorder = speaking_app(game="stortok", players=3, seed=11)
    table = app.scenes.top
    app.run_until(table.human_to_act, 3000)
    app.step()
    assert "turn" in app.sound.played
    cues = []
    for _ in range(len(table.input.focusables())):
        press(app, pygame.K_RIGHT)
        item = table.input.focused()
        if getattr(item, "card", None) is not None:
            legal = item.card in table.input.legal_cards()
            assert app.sound.played[-1] == ("legal" if legal else "illegal")
            assert recorder.texts[-1].endswith("can beat" if legal else "not now")
            cues.append(legal)
    assert cues                                   # the focus went over cards


@pytest.mark.parametrize("verbosity", ["full", "short"])
def test_cards_new_in_the_hand_are_said_at_the_next_turn(verbosity):
    """Full: every card new since the last turn. Short: not those an event named (the
    card picked up is in the events, and the turn before said it)."""
    app, recorder = speaking_app(game="stortok", players=2, seed=11)
    app.settings.speech_verbosity = verbosity
    table = app.scenes.top
    app.run_until(table.human_to_act, 3000)
    app.step()
    before = {c.text for c in table.model.state.hand(0)}
    open_card = table.model.state.open_card
    said_before = len(recorder.texts)
    press(app, pygame.K_t)                        # pick up the open card
    app.run_until(table.human_to_act, 3000)
    app.step()
    turn = [t for t in recorder.texts if t.startswith("Your turn")][-1]
    new = {c.text for c in table.model.state.hand(0)} - before
    assert open_card.text in new
    if verbosity == "full":
        assert "New in your hand: " in turn and card_name(open_card) in \
            turn.split("New in")[1]
    else:
        # the pick-up is in the history (its own confirmation is not said: the turn
        # said what T would pick up)
        picked = [c for text in app.speech.history for c in parse_cards(speakable(text))
                  if "picks up" in text]
        assert open_card in picked
        mine = f"{table.model.state.player_name(0)} picks up"
        assert not any(mine in text for text in recorder.texts[said_before:])
        unheard = new - {open_card.text}
        said = turn.split("New ")[1].split(".")[0] if "New " in turn else ""
        assert {c.text for c in parse_cards(said)} == unheard, (turn, new)


def test_large_print_cards_have_a_big_high_contrast_index(tmp_path):
    from game.app.kit.assets import Assets
    app = make_app()
    assets = Assets()
    plain = assets.card("7S", 200)
    assets.set_large_print(True)
    large = assets.card("7S", 200)
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(large, "RGBA")
    # the index panel: white with black ink, in the left half's upper part
    colours = {large.get_at((x, y))[:3] for x in range(10, 90, 4) for y in range(10, 180, 4)}
    assert (255, 255, 255) in colours and (0, 0, 0) in colours
    hearts = assets.card("7H", 200)
    assert any(hearts.get_at((x, y))[:3] == (190, 0, 20) for x in range(10, 90)
               for y in range(10, 100))
    app.settings.large_cards = False
    app.step()
    assert not app.assets.large_print


def test_the_setup_reads_tabs_and_seat_rows_and_a_dialog_its_question():
    app, recorder = speaking_app()
    app.step()
    press(app, pygame.K_DOWN, pygame.K_RETURN)     # New game: the setup
    setup = app.scenes.top
    group = setup.group
    said = {}
    for _ in range(len(group.widgets)):
        press(app, pygame.K_DOWN)
        said[id(group.focused)] = recorder.texts[-1]
    chosen = setup.tabs[[t.primary for t in setup.tabs].index(True)]
    assert without_place(said[id(chosen)]).endswith(", selected")
    name, kind, _level = setup.seat_widgets[0]
    assert without_place(said[id(kind)]) == f"{name.value}: Human"
    press(app, pygame.K_ESCAPE, pygame.K_ESCAPE)   # back to the menu, then quit?
    assert recorder.said[-2][0] == i18n.tr(app.scenes.top.question)


def test_a_scoreboard_reads_its_headline_and_where_the_points_came_from():
    app, recorder = speaking_app(demo=True, game="zwicker", players=3, seed=2, humans=0)
    table = app.scenes.top
    app.run_until(lambda: app.scenes.top is not table, 20000)
    app.step()
    board = app.scenes.top
    intro = [t for t in recorder.texts if t.startswith(speakable(board.headline()))]
    assert intro, recorder.texts[-3:]
    name = table.model.state.player_name(0)
    assert f"{name} {table.model.state.scores()[0]} points" in intro[-1]
    assert "Aces" in intro[-1] or "Zwicks" in intro[-1]       # the categories
    assert without_place(recorder.texts[-1]) == board.group.focused.label()  # the button


def test_the_queue_is_bounded_and_drops_the_oldest():
    from game.app.speech.speech_queue import QUEUE_LIMIT
    engine = SlowEngine(0.5)
    speaker = Speaker(engine)
    speaker.say("first", "en")
    time.sleep(0.05)                                  # being spoken
    for n in range(QUEUE_LIMIT + 10):
        speaker.say(f"event {n}", "en")
    engine.seconds = 0.0
    wait_idle(speaker)
    assert engine.spoken[0] == "first" and engine.spoken[-1] == f"event {QUEUE_LIMIT + 9}"
    assert len(engine.spoken) == QUEUE_LIMIT + 1 and "event 0" not in engine.spoken
    speaker.close()


def test_a_saved_game_played_forward_is_not_read_aloud_again():
    app, recorder = speaking_app(game="stortok", players=2, seed=4)
    table = app.scenes.top
    entry = Message("stortok.draws", {"name": "Bert"})
    said = len(recorder.said)
    table.driver.forwarding = True
    table.chrome.add_log(entry)
    assert len(recorder.said) == said and app.speech.last_event == "Bert draws a card " \
                                                                     "instead of leading"
    table.driver.forwarding = False
    table.chrome.add_log(entry)
    assert recorder.said[-1] == ("Bert draws a card", "event")      # short: the said form
    assert app.speech.history[-1] == "Bert draws a card instead of leading"   # F6: whole


def test_the_speech_thread_follows_the_queue_rules_interrupt_and_cancel():
    engine = SlowEngine(2.0)                          # long: cut long before it ends
    speaker = Speaker(engine)
    speaker.say("event 1", "en")
    deadline = time.monotonic() + 5
    while speaker.queue.speaking is None:             # wait until it is being spoken
        assert time.monotonic() < deadline
        time.sleep(0.005)
    speaker.say("event 2", "en")
    speaker.say("Your turn", "en", "turn")
    assert speaker.pending("event") == 2 and speaker.pending("turn") == 1
    speaker.cancel("turn")                            # the move was made: never said
    assert speaker.interrupt() == ["event 1", "event 2"]   # a key: both unheard
    speaker.say("queen of hearts, can beat", "en", "focus")
    wait_idle(speaker)
    assert engine.cut == ["event 1"] and "Your turn" not in engine.spoken
    assert engine.spoken == ["queen of hearts, can beat"] and speaker.turns_started == 0
    speaker.close()
