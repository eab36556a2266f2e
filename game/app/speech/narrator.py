"""The narrator: what is spoken, when, and which keys read what.

The app owns one :class:`Narrator` (``app.speech``). It speaks

- every logged event, with the log's own sentence (the table's driver publishes it:
  :meth:`Narrator.logged`), queued; a move's sentences as one utterance
  (:mod:`game.app.speech.move_sentences`);
- every refusal with the engine's reason at once (it stops what is being said); the
  start of a local human's turn and every focus move replace older focus and reading
  utterances but never cut the log's sentences (priorities: ``speech_queue.PRIORITIES``);
- the focus whenever it moves: the focused card and whether it may be played now (a
  game's own words come from its :class:`~game.app.speech.game_speech.GameSpeech`, which
  the game registers with its UI), a menu's focused button
  or choice with its value; toasts, the hand-off screen and a lesson's coach sentences;
- on keys: F2 speech on/off (always), F3 the hand, F4 the table, F5 the scores, F6 the
  events again (each press one older, the last :data:`HISTORY` kept), F7 the cards each
  seat holds and the stock, F8 the keys; Ctrl stops speech.

Any key the player presses interrupts what is queued or being said, so its answer comes
at once; the events it cut stay in the history, and a refusal says how many there are
("2 new events, F6"). A turn's sentence waits behind the events (the turn bell rings when
the words reach it) and is dropped if the move is made before it starts. At the "short"
verbosity it says only what changed and what to do; standing facts (the trumps, the
round, an empty stock) are said once when they change. With "speech waits", computers do
not start a move while events are still being said.

It watches the top scene each frame (:meth:`update`) rather than being called from every
widget: focus, toasts and the coach are compared with what was said last; screens are
read by their type (:mod:`game.app.speech.screen`). It follows the table's driver (its
published moves and log) and holds computers' moves while events are said. It reads the
game through the table's state and the game's registered speech
(``app.game_ui(game).speech``), a lesson's coach through its policy's ``spoken_panel``,
and names no game itself. The turn sentence is :mod:`game.app.speech.turn_words`'s, the
reading keys :mod:`game.app.speech.reading_keys`'s.

Privacy: with two or more humans at one screen, the hand and the focus are read only to
the seat whose hand is shown after its hand-off (the table's perspective is the seat to
act); otherwise F3 says that the hand is read after the hand-off.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.kit.screen_parts import TITLES_DRAWN
from game.app.speech.engine import RATES
from game.app.speech.game_speech import GameSpeech, SpokenGame
from game.app.speech.output import Output
from game.app.speech.proven import ProvenEngine
from game.app.speech.reading_keys import (
    KEY_TOGGLE,
    KEYS_STOP,
    MODIFIERS,
    READ_KEYS,
    counts_text,
    hand_text,
    keys_text,
)
from game.app.speech.screen import (
    GamePage,
    SpokenPage,
    WithWidgets,
    has_toast,
    is_table,
    opening_words,
    position,
    table_below,
    widget_text,
)
from game.app.speech.spoken import speakable
from game.app.speech.table_speech import TableSpeech
from game.app.speech.turn_words import (
    Focus,
    said_instead,
    sentence,
)
from game.app.speech.voices import voice_passed_over, voice_shown
from game.rules.messages import Message

if TYPE_CHECKING:
    from game.app.table.scene import TableScene

#: event sentences F6 steps back through
HISTORY = 20
#: a game's registered UI by its id (the app's ``game_ui``; None: no such game)
GameLookup = Callable[[str], SpokenGame | None]


class Narrator:
    def __init__(self, app: Any, output: Output | None = None,
                 available: bool | None = None, games: GameLookup | None = None) -> None:
        self.app = app
        #: the registered games (their speech and controls)
        self.games: GameLookup = games if games is not None else app.game_ui
        self._output = output
        self._engine: ProvenEngine | None = None
        if output is None:
            from game.app.speech.backends import find_engine
            self._engine = find_engine()
        #: False on a machine without a speech engine (the setting says so)
        self.available = (output is not None or self._engine is not None) \
            if available is None else available
        self.last_event = ""
        #: the last :data:`HISTORY` event sentences, newest last (F6)
        self.history: deque[str] = deque(maxlen=HISTORY)
        self._history_back = 0          # F6 presses in a row
        self.spoken_events: deque[str] = deque(maxlen=HISTORY)   # their short forms
        #: events cut unheard since the player last heard the cue or pressed F6
        self.unheard = 0
        self._intro_due = False         # a new screen's title waits for its first frame
        self._scene: object = None
        #: what was said of the focus last: a turn's or a widget's (its id and text)
        self.focus_said: Focus | tuple[int, str] | None = None
        self._toast: tuple[str, float] | None = None
        #: the words at the table followed
        self.at_table = TableSpeech(self)

    @property
    def output(self) -> Output | None:
        """Where utterances go; the engine's thread starts the first time it is needed."""
        if self._output is None and self._engine is not None:
            from game.app.speech.speaker import Speaker
            self._engine.notice = voice_passed_over
            self._output = Speaker(self._engine, on_cue=self.app.sound.play)
        return self._output

    @property
    def voice_name(self) -> str:
        """The voice speech goes to, as the settings show it ("" none)."""
        return voice_shown(self._engine)

    @property
    def output_now(self) -> Output | None:
        """Where utterances go, if it has started (:attr:`output` starts it)."""
        return self._output

    # --- on and off ------------------------------------------------------------------------

    @property
    def on(self) -> bool:
        """Speech is wanted (the setting) and possible (an engine)."""
        return self.available and bool(self.app.settings.speech)

    @property
    def speaking(self) -> bool:
        """Something is being said, or waits to be (the music ducks under it)."""
        output = self._output
        return self.on and output is not None and not output.idle

    def set_on(self, on: bool) -> None:
        """Switch speech on or off and say so (on the screen too)."""
        if on and not self.available:
            self._notice(i18n.tr("speech.unavailable"))
            return
        self.app.settings.speech = on
        if not on and self._output is not None:     # the last words: "Speech off"
            self._output.say(i18n.tr("speech.off"), i18n.language(), "urgent")
        self._notice(i18n.tr("speech.on" if on else "speech.off"))
        if on:
            self.say(i18n.tr("speech.on") + ". " + i18n.tr("speech.keys"), "urgent")
            self.focus_said = None        # say the focus again

    def toggle(self) -> None:
        """F2: on if off, off if on — said either way."""
        self.set_on(not self.on)

    def _notice(self, text: str) -> None:
        top = self.app.scenes.top
        toast = top.toast if has_toast(top) else self.app.notice
        toast.show(text, 2.0)
        self.app.dirty = True
        if top is not None:
            self._toast = (text, toast.time_left)   # already said (or not to be said)

    # --- saying ----------------------------------------------------------------------------

    def say(self, text: str, priority: str = "event", joins: bool = False,
            subject: str = "", voice: int = 0, cue: str = "") -> None:
        """Speak ``text`` (a sentence of the screen, card texts and all) if speech is on;
        ``priority`` as :data:`game.app.speech.speech_queue.PRIORITIES` says (``joins``:
        an event that may be joined to the one still waiting before it; ``subject``: the
        name it begins with)."""
        output = self.output
        if not self.on or output is None or not text:
            return
        output.rate = RATES.get(self.app.settings.speech_rate, RATES["normal"])
        spoken = speakable(self.at_table.turns.hints_once(text))
        if priority == "focus":
            self.at_table.said_at_turn += " " + spoken
        dropped = output.say(spoken, i18n.language(), priority, joins=joins, subject=subject,
                             voice=voice, cue=cue)
        self._count_unheard(dropped)

    def interrupt(self) -> None:
        """A key was pressed: silence now; the cut events stay in the history."""
        output = self.output
        if not self.on or output is None:
            return
        self._count_unheard(output.interrupt())
        self.at_table.bell_now()

    def _count_unheard(self, dropped: list[str] | None) -> None:
        """Count the logged events among ``dropped`` (a screen's title is not one)."""
        if dropped:
            logged = {speakable(t) for t in self.history} | set(self.spoken_events)
            self.unheard += sum(t in logged for t in dropped)

    def unheard_cue(self) -> str:
        """ "2 new events, F6." for the events cut unheard (then counted as told)."""
        n, self.unheard = self.unheard, 0
        if not n:
            return ""
        return i18n.tr("speech.unheard1") if n == 1 else i18n.tr("speech.unheard", n=n)

    @property
    def computers_wait(self) -> bool:
        """The setting "computers wait for speech": a computer's move waits for the
        words of the moves before it."""
        return bool(self.app.settings.speech_waits)

    @property
    def short(self) -> bool:
        """The "short" verbosity: turns say what changed, key hints are said once."""
        return bool(self.app.settings.speech_verbosity != "full")

    def once(self, key: str, text: str) -> str:
        """``text`` the first time ``key`` says it at this table (:meth:`TurnWords.once`)."""
        return self.at_table.turns.once(key, text)

    def holding(self, table: TableScene, dt: float = 0.0) -> bool:
        """Whether a computer waits before its move (:meth:`TableSpeech.holding`)."""
        return self.at_table.holding(table, dt)

    def follow(self, table: TableScene) -> None:
        """Follow ``table`` (:meth:`TableSpeech.follow`)."""
        self.at_table.follow(table)

    def cue(self, name: str) -> None:
        """A sound that carries meaning (only while speech is on)."""
        if self.on:
            self.app.sound.play(name)

    def speech_of(self, table: TableScene) -> GameSpeech:
        """The words of the table's game (every registered game has them)."""
        game = self.games(table.model.game)
        if game is None:
            raise KeyError(f"{table.model.game!r} is not a registered game")
        return game.speech

    # --- what the table logs and refuses ----------------------------------------------------

    def logged(self, entry: Message, table: object = None) -> None:
        """A logged event (the table's log): queued, and kept for F6. Nothing is said
        while a saved game is played forward to where it was (``--continue``)."""
        text = i18n.text(entry)
        at_table = table if is_table(table) else None
        said_as = self.speech_of(at_table).said_events.get(entry.key) \
            if at_table is not None else None
        if said_as:                         # F6 too: the log's sentence reads badly aloud
            text = i18n.tr(said_as, **dict(entry.values))
        self.last_event = text
        turns = self.at_table.turns
        if len(self.history) == self.history.maxlen:
            turns.history_at_turn = max(0, turns.history_at_turn - 1)
        self.history.append(text)
        self._history_back = 0
        if at_table is None:
            self.say(text)
        elif not at_table.driver.forwarding:
            self.at_table.logged(entry, at_table, text)

    def refused(self, message: Message) -> None:
        """A move the engine refused: its reason, at once."""
        text = i18n.text(message)
        self._toast = (text, 3.5)
        output = self.output
        if self.on and output is not None:      # what this refusal cuts is counted first
            self._count_unheard(output.interrupt())
        self.say(" ".join(p for p in (sentence(text), self.unheard_cue()) if p), "urgent")

    # --- keys ------------------------------------------------------------------------------

    def handle_key(self, event: pygame.event.Event) -> bool:
        """F2 toggles speech anywhere; while it is on, any other key interrupts what is
        being said, Ctrl stops speech, F3–F8 read. True if used."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == KEY_TOGGLE:
            self.toggle()
            return True
        if not self.on or event.key in MODIFIERS:
            return False
        self.interrupt()
        if event.key != pygame.K_F6:
            self._history_back = 0
        if event.key in KEYS_STOP:
            return True
        what = READ_KEYS.get(event.key)
        if what is None:
            return False
        self.say(self.read(what), "focus")
        return True

    def again(self) -> str:
        """F6: the newest event, then each press one older (the last :data:`HISTORY`)."""
        self.unheard = 0
        if not self.history:
            return i18n.tr("speech.nothing_yet")
        if self._history_back >= len(self.history):
            return i18n.tr("speech.oldest")
        self._history_back += 1
        return self.history[-self._history_back]

    def read(self, what: str) -> str:
        """The answer to a reading key: ``hand``, ``table``, ``scores``, ``again``,
        ``counts`` or ``keys``."""
        if what == "again":
            return self.again()
        table = table_below(self.app.scenes.top)
        if what == "keys":
            return keys_text(self.games(table.model.game) if table is not None else None)
        if table is None:
            return i18n.tr("speech.no_table")
        if what == "hand":
            return hand_text(table, self.speech_of(table), self.app.last_device == "keys")
        if what == "table":
            return self.speech_of(table).details(table)
        if what == "scores":
            return self.speech_of(table).scores(table)
        return counts_text(table)

    # --- watching the screen ---------------------------------------------------------------

    def update(self, scene: object) -> None:
        """Called every frame with the top scene: say what changed on it."""
        table = table_below(scene)
        if table is not None:
            self.follow(table)
        if not self.on or scene is None:
            self._scene = scene
            return
        if not self.app.settings.speech_rate_offered:
            self.app.nav.offer_speech_rate()    # the first time speech is on: the rate
        self.at_table.moved_on()
        new_scene = scene is not self._scene
        if new_scene:
            self._scene = scene
            self.focus_said = None
            intro = self.intro(scene, titled=False)
            if not intro and not is_table(scene):  # its title, once drawn: next frame
                self._intro_due = True
                TITLES_DRAWN.clear()
                return
            self.say(intro, "focus")
        elif self._intro_due:
            self._intro_due = False
            self.say(self.intro(scene), "event")  # the focus said next does not cut it
        self._watch_toast(scene)
        if is_table(scene):
            self.at_table.watch(scene)
            return
        if isinstance(scene, SpokenPage):   # a page read aloud (rules, controls)
            shown = self.games(scene.game) if isinstance(scene, GamePage) else None
            text = said_instead(scene.spoken_page(),
                                shown.speech if shown is not None else None)
            if (id(scene), text) != self.focus_said:
                self.focus_said = (id(scene), text)
                self.say(text, "focus")
            return
        group = scene.group if isinstance(scene, WithWidgets) else None
        focused = group.focused if group is not None else None
        if focused is not None:
            text = widget_text(focused, group)
            if (id(focused), text) != self.focus_said:
                said = self.focus_said
                moved = not (isinstance(said, tuple) and said[0] == id(focused))
                place = position(focused, group) if moved else ""   # not on a change
                self.focus_said = (id(focused), text)
                if place:                   # after a sentence's end, a sentence
                    text = f"{text} {place}." if text.endswith(".") else f"{text}, {place}"
                self.say(text, "event" if new_scene else "focus")

    def intro(self, scene: object, titled: bool = True) -> str:
        """What a screen says when it opens (:func:`~game.app.speech.screen.opening_words`;
        a scoreboard with its game's ``scores`` words)."""
        table = table_below(scene)
        scores = self.speech_of(table).scores(table) if table is not None and \
            not is_table(scene) else ""
        return opening_words(scene, scores, titled)

    def _watch_toast(self, scene: object) -> None:
        """Say a toast (refusals urgently) once, when it appears or is shown again."""
        toast = scene.toast if has_toast(scene) else None
        for shown in (toast, self.app.notice):
            if shown is None or not shown.visible:
                continue
            key = (shown.text, shown.time_left)
            if self._toast is None or self._toast[0] != shown.text or \
                    shown.time_left > self._toast[1]:
                self.say(shown.text, "urgent" if shown.colour == theme.DANGER else "event")
            self._toast = key


def install(app: Any, make: Callable[[Any], Narrator] | None = None) -> Narrator:
    """The app's narrator (``app.speech``)."""
    narrator = make(app) if make is not None else Narrator(app)
    app.speech = narrator
    return narrator
