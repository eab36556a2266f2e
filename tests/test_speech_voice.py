"""The voice: a backend is used only once it has proven it can speak (a mute one is
passed over, and the next one says so), speech-dispatcher reached from a virtual
environment, the spare eSpeak process that answers a key without a start-up, and the
cue and pitch that tell another seat's move from the player's own.

No test here depends on how fast the machine is: a voice that never ends is passed over
on a clock whose deadline comes as soon as it is known to be waiting for ever."""

from __future__ import annotations

import shutil
import sys
import threading
from pathlib import Path

import pytest

from game.app.speech.backends import find_engine
from game.app.speech.engine import OTHERS, PlainEngine, SpeechFailed, pitch_of
from game.app.speech.process_engine import espeak_command, espeak_program
from game.app.speech.proven import ProvenEngine
from game.app.speech.speaker import Speaker
from game.app.speech.speech_queue import CUE, SpeechQueue, Utterance
from game.app.speech.voices import voice_shown

SECONDS = 30.0          # how long a test waits for a thread at most (never reached)


class Quick(PlainEngine):
    """A voice that says each sentence at once."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.rate = 185
        self.voice = 0
        self.spoken: list[str] = []
        self.closed = False

    def speak(self, text: str, language: str) -> None:
        self.spoken.append(text)

    def stop(self) -> None:
        pass

    def close(self) -> None:
        self.closed = True


class Mute(PlainEngine):
    """A voice that takes every sentence and never ends it (a speech-dispatcher without
    a sound server) until it is stopped."""

    def __init__(self, name: str = "speech-dispatcher") -> None:
        self.name = name
        self.rate = 185
        self.waiting = threading.Event()        # a sentence is held for ever
        self._stop = threading.Event()
        self.taken: list[str] = []

    def speak(self, text: str, language: str) -> None:
        self.taken.append(text)
        self._stop.clear()
        self.waiting.set()
        self._stop.wait(SECONDS)

    def stop(self) -> None:
        self.waiting.clear()
        self._stop.set()


class Broken(Quick):
    def speak(self, text: str, language: str) -> None:
        raise SpeechFailed("exited with 1")


def deadline_when(*mutes: Mute):
    """A clock on which the deadline comes the moment one of ``mutes`` holds a sentence
    for ever, and never while a voice that ends is speaking."""
    def wait(ended: threading.Event, seconds: float) -> bool:
        for _ in range(int(SECONDS / 0.005)):
            if ended.is_set() or any(mute.waiting.is_set() for mute in mutes):
                break
            ended.wait(0.005)
        return ended.is_set()
    return wait


def notice(failed: str, name: str) -> str:
    return f"{failed} did not answer, now {name}."


def test_a_voice_that_never_ends_its_sentence_is_passed_over_and_the_next_says_so():
    mute, espeak = Mute(), Quick("eSpeak NG")
    engine = ProvenEngine(mute, iter([espeak]), wait=deadline_when(mute), notice=notice)
    engine.speak("Speech on", "en")
    assert mute.taken == ["Speech on"]
    # the new voice's proof is the notice; the sentence follows
    assert espeak.spoken == ["speech-dispatcher did not answer, now eSpeak NG.", "Speech on"]
    assert engine.name == "eSpeak NG" and engine.proven
    assert engine.failed == ["speech-dispatcher"]
    engine.speak("Your turn", "en")             # proven: straight to it
    assert espeak.spoken[-1] == "Your turn" and mute.taken == ["Speech on"]
    assert voice_shown(engine) == "eSpeak NG (speech-dispatcher did not answer)"


KEYS = "Keys: F2 speech on or off, F3 your hand, F4 the table, F5 the scores."


def test_only_the_first_sentence_proves_a_voice_so_a_mute_one_is_passed_over_soon():
    mute, espeak = Mute(), Quick("eSpeak NG")
    limits: list[float] = []

    def wait(ended: threading.Event, seconds: float) -> bool:
        limits.append(seconds)
        return deadline_when(mute)(ended, seconds)

    engine = ProvenEngine(mute, iter([espeak]), wait=wait, notice=notice)
    engine.speak(f"Speech on. {KEYS}", "en")
    assert mute.taken == ["Speech on."]         # the proof: its first sentence only
    assert limits[0] < engine.limit(f"Speech on. {KEYS}", engine.rate) / 2
    assert espeak.spoken == ["speech-dispatcher did not answer, now eSpeak NG.",
                             f"Speech on. {KEYS}"]


def test_two_mute_voices_are_named_once_each_before_the_sentence():
    first, second, espeak = Mute(), Mute("speech-dispatcher (spd-say)"), Quick("eSpeak NG")

    engine = ProvenEngine(first, iter([second, espeak]), wait=deadline_when(first, second),
                          notice=notice)
    engine.speak("Speech on", "en")
    assert second.taken == ["speech-dispatcher did not answer, now speech-dispatcher "
                            "(spd-say)."]
    assert espeak.spoken == ["speech-dispatcher, speech-dispatcher (spd-say) did not "
                             "answer, now eSpeak NG.", "Speech on"]


def test_a_voice_that_fails_is_passed_over_and_one_that_ends_is_kept():
    broken, first, second = Broken("say"), Quick("eSpeak NG"), Quick("pyttsx3")
    engine = ProvenEngine(broken, iter([first, second]), notice=notice)
    engine.speak("Speech on", "en")
    assert broken.closed and engine.failed == ["say"]
    assert first.spoken == ["say did not answer, now eSpeak NG.", "Speech on"]
    assert second.spoken == [] and voice_shown(engine).startswith("eSpeak NG (say")


def test_a_voice_cut_by_a_key_proves_nothing_and_is_not_passed_over():
    mute, espeak = Mute(), Quick("eSpeak NG")

    def wait(ended: threading.Event, seconds: float) -> bool:
        mute.waiting.wait(SECONDS)
        engine.stop()                           # a key while the first sentence waits
        return ended.wait(SECONDS)

    engine = ProvenEngine(mute, iter([espeak]), wait=wait)
    engine.speak("Speech on", "en")
    assert engine.name == "speech-dispatcher" and not engine.proven and not engine.failed
    assert espeak.spoken == []


def test_with_no_other_voice_the_last_one_is_kept():
    mute = Mute()
    engine = ProvenEngine(mute, iter([]), wait=deadline_when(mute))
    engine.speak("Speech on", "en")
    assert engine.name == "speech-dispatcher" and engine.proven and engine.failed == []


def test_find_engine_starts_the_next_backend_only_when_the_first_did_not_answer(monkeypatch):
    monkeypatch.delenv("STAMMTISCH_SPEECH", raising=False)
    made: list[str] = []
    mute = Mute()

    def make(name: str, engine: object):
        def start() -> object:
            made.append(name)
            return engine
        return start

    backends = {"speechd": make("speechd", mute), "espeak": make("espeak", Quick("eSpeak NG"))}
    engine = find_engine(backends, wait=deadline_when(mute), notice=notice)
    assert made == ["speechd"]                  # eSpeak is not started before it is needed
    engine.speak("Speech on", "en")
    assert made == ["speechd", "espeak"] and engine.name == "eSpeak NG"


# --- speech-dispatcher from a virtual environment ---------------------------------------------

FAKE_SPEECHD = '''
class CallbackType:
    END = "end"
    CANCEL = "cancel"


class SSIPClient:
    said = []

    def __init__(self, name):
        self.name = name

    def set_language(self, language): pass
    def set_rate(self, rate): pass
    def set_pitch(self, pitch): self.pitch = pitch
    def speak(self, text, callback=None, event_types=()):
        SSIPClient.said.append(text)       # taken, and never ended: no sound server
    def cancel(self): pass
    def stop(self): pass
    def close(self): pass
'''


@pytest.fixture
def no_speechd():
    """This environment cannot import ``speechd`` (as a virtual environment); the
    modules of the package as they were come back afterwards."""
    def ours() -> dict[str, object]:
        return {k: v for k, v in sys.modules.items()
                if k == "speechd" or k.startswith("speechd.")}
    saved = ours()
    for name in saved:
        del sys.modules[name]
    sys.modules["speechd"] = None
    yield
    for name in ours():
        del sys.modules[name]
    sys.modules.update(saved)


def system_folder(tmp_path: Path) -> Path:
    package = tmp_path / "dist-packages" / "speechd"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("from .client import *\n")
    (package / "client.py").write_text(FAKE_SPEECHD)
    return package.parent


def test_the_systems_speechd_bindings_are_found_when_the_environment_has_none(tmp_path,
                                                                              no_speechd):
    from game.app.speech.speechd_backend import import_speechd
    module = import_speechd([tmp_path / "nothing here", system_folder(tmp_path)])
    assert module.SSIPClient("x").name == "x" and module.SSIPClient.said == []
    sys.modules["speechd"] = None
    with pytest.raises(ImportError):
        import_speechd([tmp_path / "nothing here"])


def test_a_speech_dispatcher_that_takes_a_sentence_and_never_says_it_fails_it(tmp_path,
                                                                             monkeypatch,
                                                                             no_speechd):
    from game.app.speech import speechd_backend
    engine = speechd_backend.SpeechdEngine([system_folder(tmp_path)])
    engine.voice = 2
    monkeypatch.setattr(speechd_backend, "longest", lambda text: 0.0)   # never ends anyway
    with pytest.raises(SpeechFailed):
        engine.speak("Bert, ace of spades", "en")
    assert engine._client.said == ["Bert, ace of spades"]
    assert engine._client.pitch == (pitch_of(2) - pitch_of(0)) * 2      # the seat's pitch


def test_here_the_systems_own_speechd_bindings_import_from_this_environment(no_speechd):
    from game.app.speech.speechd_backend import import_speechd, system_folders
    if not any((folder / "speechd" / "__init__.py").is_file() for folder in system_folders()):
        pytest.skip("no system speechd bindings (Debian: python3-speechd; .ci/run installs "
                    "them)")
    module = import_speechd()
    assert hasattr(module, "SSIPClient") and hasattr(module, "CallbackType")


@pytest.mark.slow
def test_here_the_voice_chosen_is_one_that_ended_its_first_sentence(monkeypatch):
    """The real backends of this machine: speech-dispatcher (bindings, spd-say) first.
    Where it cannot output (no sound server, as on CI) eSpeak NG speaks and says which
    voice it fell back to; where it can, it is kept."""
    if espeak_program() is None:
        pytest.skip("needs espeak-ng (.ci/run installs it)")
    monkeypatch.delenv("STAMMTISCH_SPEECH", raising=False)
    spoken: list[str] = []
    engine = find_engine(notice=lambda failed, name: spoken.append(failed) or "")
    assert isinstance(engine, ProvenEngine)
    engine.speak("Speech on", "en")
    assert engine.proven
    if "speech-dispatcher" in engine.name:
        assert not engine.failed                # it spoke in time
    else:
        assert spoken[-1] == ", ".join(engine.failed)  # the last notice names every voice
        #                                                 passed over
        assert engine.name.startswith("eSpeak")
    engine.close()


# --- the spare eSpeak process and the seats' pitch --------------------------------------------

@pytest.mark.skipif(shutil.which("cat") is None, reason="needs cat")
def test_a_spare_process_waits_with_the_players_voice_and_says_the_next_sentence():
    from game.app.speech.process_engine import ProcessEngine
    started: list[list[str]] = []

    def command(text: str, language: str, rate: int, voice: int) -> list[str]:
        started.append([text, str(voice)])
        return ["true"]

    engine = ProcessEngine("test", command, lambda language, rate, voice: ["cat"])
    engine.spare_delay = 0              # the spares start with the utterance, not later
    engine.speak("first", "en")                 # no spare yet: a process of its own
    assert engine.begin("second", "en", engine.rate, 0)     # a key's answer: a spare
    engine.speak("second", "en")                # ... says it
    engine.speak("third", "en")                 # an event: a process of its own
    engine.voice = 3
    engine.speak("Bert, ace of spades", "en")   # another seat's voice: its own process
    engine.close()
    assert started == [["first", "0"], ["third", "0"], ["Bert, ace of spades", "3"]]
    assert engine.spares_used == 1


def test_espeak_says_other_seats_in_their_own_pitch():
    command = espeak_command("espeak-ng")
    own = command("Alex", "en", 185, 0)
    assert own[own.index("-p") + 1] == str(pitch_of(0))
    pitches = {pitch_of(voice) for voice in (0, 1, 2, 3, OTHERS)}
    assert len(pitches) == 5                    # each told apart from the others


# --- the cue --------------------------------------------------------------------------------

def test_joined_sentences_of_two_other_seats_take_the_others_voice_and_keep_the_cue():
    queue = SpeechQueue()
    queue.add(Utterance("Alex plays", "en", joins=True))
    queue.next()                                # being said: the next ones wait
    queue.add(Utterance("Bert, ace of spades", "en", joins=True, voice=1, cue=CUE))
    queue.add(Utterance("Carla, king of spades", "en", joins=True, voice=2, cue=CUE))
    (joined,) = queue.items
    assert joined.voice == OTHERS and joined.cue == CUE
    queue.add(Utterance("Your turn", "en", "turn"))
    assert queue.items[-1].voice == 0 and not queue.items[-1].cue


def test_the_cue_sounds_before_another_seats_words_and_a_cut_sentence_says_neither():
    played: list[tuple[str, int]] = []
    engine = Quick("test")
    said = threading.Event()

    def speak(text: str, language: str) -> None:
        engine.spoken.append(text)
        played.append((text, engine.voice))
        said.set()

    engine.speak = speak                        # type: ignore[method-assign]
    speaker = Speaker(engine, on_cue=lambda name: played.append((name, -9)))
    speaker.say("Bert, ace of spades", "en", voice=1, cue=CUE)
    assert said.wait(SECONDS)
    for _ in range(int(SECONDS / 0.005)):
        if speaker.idle:
            break
        said.wait(0.005)
    assert played == [(CUE, -9), ("Bert, ace of spades", 1)]
    speaker.close()


def test_at_the_table_other_seats_moves_come_with_the_cue_in_their_voice_and_mine_without():
    from support.listener import EarApp
    heard = EarApp(game="stortok", players=3, seed=3)
    table = heard.app.scenes.top
    for _ in range(4):
        heard.run_until(lambda: table.human_to_act() or table.model.state.is_over, 20000)
        if table.model.state.is_over:
            break
        heard.step()
        table.perform(table.model.state.legal_actions()[0])
        heard.step(30)
    me, first, second = table.model.state.names
    events = [h for h in heard.ear.all + heard.ear.joined if h.priority == "event"]
    firsts = [h for h in events if h.text.startswith(first + " ")]
    seconds = [h for h in events if h.text.startswith(second + " ")]
    mine = [h for h in events if h.text.startswith(me)]
    assert firsts and seconds and mine          # everyone moved
    assert all(h.cue == CUE and h.voice == 1 for h in firsts), firsts
    assert all(h.cue == CUE and h.voice == 2 for h in seconds), seconds
    assert all(h.cue == "" and h.voice == 0 for h in mine), mine
    assert all(h.cue == "" and h.voice == 0 for h in heard.ear.all if h.priority != "event")


def test_the_speech_settings_show_the_voice_in_use_and_the_one_that_did_not_answer(
        monkeypatch):
    from support.app import make_app

    from game.app.screens.speech_settings import SpeechSettingsScene
    from game.app.speech import Narrator, install
    from game.app.speech import backends as engine_module
    from game.app.speech.screen import widget_text
    mute, espeak = Mute(), Quick("eSpeak NG")
    proven = ProvenEngine(mute, iter([espeak]), wait=deadline_when(mute))
    monkeypatch.setattr(engine_module, "find_engine", lambda: proven)
    app = make_app()
    install(app, Narrator)
    shown = SpeechSettingsScene(app.services).group.widgets[4]
    assert widget_text(shown) == "Voice: speech-dispatcher"      # not yet heard
    proven.speak("Speech on", "en")
    assert widget_text(shown) == "Voice: eSpeak NG (speech-dispatcher did not answer)"
    app.prefs.set_language("de")
    assert widget_text(shown) == \
        "Stimme: eSpeak NG (speech-dispatcher hat nicht geantwortet)"


@pytest.mark.skipif(shutil.which("sleep") is None or shutil.which("false") is None,
                    reason="needs sleep and false")
def test_a_stopped_sentence_returns_at_once_without_waiting_for_its_process_to_end():
    """On a busy machine a killed process takes a while to end; the next sentence (a
    key's answer) does not wait for it."""
    import os

    from game.app.speech.process_engine import ProcessEngine
    engine = ProcessEngine("test", lambda text, language, rate, voice: ["sleep", "30"])
    if engine._stop_pipe is None or not hasattr(os, "pidfd_open"):
        pytest.skip("needs os.pidfd_open (Linux)")
    returned = threading.Event()
    thread = threading.Thread(target=lambda: (engine.speak("x", "en"), returned.set()))
    thread.start()
    for _ in range(int(SECONDS / 0.005)):
        if engine._process is not None:
            break
        returned.wait(0.005)
    process = engine._process
    with engine._lock:                  # stopped, as stop() does, but not yet ended
        engine._killed = True
    os.write(engine._stop_pipe[1], b"x")
    assert returned.wait(SECONDS)
    assert process.poll() is None       # it still runs: nothing waited for it
    process.kill()
    process.wait()
    thread.join(SECONDS)
    failing = ProcessEngine("test", lambda text, language, rate, voice: ["false"])
    with pytest.raises(SpeechFailed):   # a voice that exits with an error fails
        failing.speak("x", "en")


def test_a_keys_answer_is_handed_to_the_engine_by_the_thread_that_asks_for_it():
    """The frame loop hands a key's answer to the engine itself (the speech thread may
    wait long for the processor on a busy machine); the speech thread then says it."""

    class Beginning(Mute):
        def __init__(self) -> None:
            super().__init__("test")
            self.begun: list[tuple[str, int]] = []

        def begin(self, text: str, language: str, rate: int, voice: int) -> bool:
            self.begun.append((text, threading.get_ident()))
            return True

    engine = Beginning()
    speaker = Speaker(engine)
    speaker.say("Bert leads nine of spades", "en")        # an event: not begun early
    assert engine.waiting.wait(SECONDS)
    speaker.interrupt()                                   # a key
    speaker.say("ten of spades, can beat", "en", "focus")
    assert engine.begun == [("ten of spades, can beat", threading.get_ident())]
    for _ in range(int(SECONDS / 0.005)):
        if engine.taken[-1:] == ["ten of spades, can beat"]:
            break
        engine.waiting.wait(0.005)
    assert engine.taken == ["Bert leads nine of spades", "ten of spades, can beat"]
    speaker.close()


@pytest.mark.skipif(shutil.which("cat") is None, reason="needs cat")
def test_a_begun_sentence_is_said_by_the_spare_it_was_handed_to():
    from game.app.speech.process_engine import ProcessEngine
    started: list[str] = []

    def command(text: str, language: str, rate: int, voice: int) -> list[str]:
        started.append(text)
        return ["true"]

    engine = ProcessEngine("test", command, lambda language, rate, voice: ["cat"])
    engine.spare_delay = 0              # the spares start with the utterance, not later
    assert not engine.begin("first", "en", engine.rate, 0)    # no spare waits yet
    engine.speak("first", "en")
    assert engine.begin("second", "en", engine.rate, 0)       # handed to the spare
    engine.speak("second", "en")                              # ... which says it
    engine.close()
    assert started == ["first"] and engine.spares_used == 1


@pytest.mark.skipif(shutil.which("cat") is None, reason="needs cat")
def test_the_spares_start_after_an_utterance_began_not_with_it():
    """Starting a program takes the processor from the one that is to speak."""
    from game.app.speech.process_engine import ProcessEngine
    engine = ProcessEngine("test", lambda text, language, rate, voice: ["true"],
                           lambda language, rate, voice: ["cat"])
    engine.spare_delay = 3600.0
    engine.speak("first", "en")
    assert not engine.begin("second", "en", engine.rate, 0)   # none started yet
    engine.close()                                            # nor will they be
    assert engine._spare_timer is not None and engine._spare_timer.finished.is_set()


@pytest.mark.skipif(shutil.which("cat") is None, reason="needs cat")
def test_another_seats_sentence_leaves_the_spares_waiting_for_the_players_voice():
    from game.app.speech.process_engine import ProcessEngine
    engine = ProcessEngine("test", lambda text, language, rate, voice: ["true"],
                           lambda language, rate, voice: ["cat"])
    engine.spare_delay = 0
    engine.speak("first", "en")                 # the spares start
    engine.voice = 2
    engine.speak("Bert, ace of spades", "en")   # another seat: its own process
    engine.voice = 0
    assert engine.begin("ten of spades, can beat", "en", engine.rate, 0)   # still there
    engine.speak("ten of spades, can beat", "en")
    assert not engine.begin("Fastest", "en", 380, 0)    # the rate changed: none fits ...
    engine.rate = 380
    engine.speak("Fastest", "en")
    assert engine.begin("Speech rate: Fastest.", "en", 380, 0)    # ... until new ones
    engine.close()


def test_a_key_silences_an_answer_begun_before_the_speech_thread_took_it():
    """On a busy machine the speech thread may not have taken a begun answer when the
    next key (Ctrl: silence) comes; the answer's process is stopped all the same."""

    class Idle(Speaker):
        def _run(self) -> None:         # a speech thread that is never scheduled
            return

    class Beginning(Quick):
        def __init__(self) -> None:
            super().__init__("test")
            self.begun: list[str] = []
            self.stopped = 0

        def begin(self, text: str, language: str, rate: int, voice: int) -> bool:
            self.begun.append(text)
            return True

        def stop(self) -> None:
            self.stopped += 1

    engine = Beginning()
    speaker = Idle(engine)
    speaker.say("Your hand, 5: ace of spades", "en", "focus")
    assert engine.begun == ["Your hand, 5: ace of spades"] and engine.stopped == 0
    speaker.interrupt()                 # Ctrl
    assert engine.stopped == 1


HANGING_SPEECHD = FAKE_SPEECHD.replace(
    "    def stop(self): pass\n    def close(self): pass\n",
    "    def stop(self): __import__('time').sleep(3600)   # a daemon that never answers\n"
    "    def close(self): __import__('time').sleep(3600)\n")


def test_stopping_a_speech_dispatcher_that_never_answers_does_not_wait_for_it(tmp_path,
                                                                             monkeypatch,
                                                                             no_speechd):
    """A key interrupts speech on the frame loop: speech-dispatcher's stop must not wait
    for a daemon that does not answer (the whole game froze in it)."""
    import threading

    from game.app.speech import speechd_backend
    folder = system_folder(tmp_path)
    (folder / "speechd" / "client.py").write_text(HANGING_SPEECHD)
    engine = speechd_backend.SpeechdEngine([folder])
    monkeypatch.setattr(speechd_backend, "longest", lambda text: 0.0)
    with pytest.raises(SpeechFailed):
        engine.speak("Bert, ace of spades", "en")          # connected, never ended
    caller = threading.Thread(target=lambda: (engine.stop(), engine.stop(), engine.close()))
    caller.start()
    caller.join(60)                     # a bound on the wait: the calls return at once
    assert not caller.is_alive(), "stop() waited for the daemon"
    waiting = [t for t in threading.enumerate() if t.name == "speechd-command"]
    assert len(waiting) == 1            # one command waits for the daemon, not three
