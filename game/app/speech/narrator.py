"""The narrator: what is spoken, when, and which keys read what.

The app owns one :class:`Narrator` (``app.speech``). It speaks

- every logged event, with the log's own sentence (``Chrome.add_log`` calls
  :meth:`Narrator.logged`), queued;
- every refusal with the engine's reason at once (it stops what is being said); the
  start of a local human's turn and every focus move replace older focus and reading
  utterances but never cut the log's sentences (priorities: ``engine.PRIORITIES``);
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
widget: focus, toasts and the coach are compared with what was said last. It reads the
game through the table's state and the game's registered speech
(``app.game_ui(game).speech``), a lesson's coach through its policy's ``spoken_panel``,
and names no game itself.

Privacy: with two or more humans at one screen, the hand and the focus are read only to
the seat whose hand is shown after its hand-off (the table's perspective is the seat to
act); otherwise F3 says that the hand is read after the hand-off.
"""

from __future__ import annotations

import re
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeGuard

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.kit.cards_view import CardSprite
from game.app.kit.screen_parts import TITLES_DRAWN
from game.app.speech.engine import OTHERS, joined_sentences
from game.app.speech.game_speech import GameSpeech, SpokenGame, SpokenPolicy
from game.app.speech.spoken import card_name, cards_list, parse_cards, speakable
from game.app.speech.voices import event_voice, voice_passed_over, voice_shown
from game.app.table.events import MovePlayed
from game.rules import Card
from game.rules.messages import Message

if TYPE_CHECKING:
    from game.app.table.scene import TableScene

#: more new cards than this at a turn's start (a new deal of a whole hand) are not listed
NEW_CARDS = 6
KEY_TOGGLE = pygame.K_F2
KEYS_STOP = (pygame.K_LCTRL, pygame.K_RCTRL)
#: keys that never interrupt speech on their own (held for another key)
MODIFIERS = (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI,
             pygame.K_RGUI, pygame.K_MODE, pygame.K_NUMLOCKCLEAR, pygame.K_CAPSLOCK)
#: event sentences F6 steps back through
HISTORY = 20
READ_KEYS = {pygame.K_F3: "hand", pygame.K_F4: "table", pygame.K_F5: "scores",
             pygame.K_F6: "again", pygame.K_F7: "counts", pygame.K_F8: "keys"}


class Output(Protocol):
    """Where utterances go: a :class:`~game.app.speech.engine.Speaker` or a recorder."""

    def say(self, text: str, language: str, priority: str = "event",
            joins: bool = False, subject: str = "", voice: int = 0,
            cue: str = "") -> list[str] | None:
        """Queue ``text`` (``joins``: an event sentence that may be joined to the one
        still waiting before it; ``subject``: the name it begins with, said once when
        the sentence joined before it begins with it too); the event sentences it
        dropped unheard (None: none). ``voice``, ``cue``: another seat's voice and the
        sound before it (:mod:`game.app.speech.voices`)."""

    def stop(self) -> None: ...


class Recorder:
    """An output that keeps every utterance with its priority (tests, transcripts); it
    speaks everything at once, so nothing waits and nothing is cut."""

    def __init__(self) -> None:
        self.said: list[tuple[str, str]] = []

    def say(self, text: str, language: str, priority: str = "event",
            joins: bool = False, subject: str = "", voice: int = 0,
            cue: str = "") -> list[str] | None:
        self.said.append((text, priority))
        return None

    def stop(self) -> None:
        pass

    @property
    def texts(self) -> list[str]:
        """The utterances alone, oldest first."""
        return [text for text, _ in self.said]


#: a game's registered UI by its id (the app's ``game_ui``; None: no such game)
GameLookup = Callable[[str], SpokenGame | None]


def is_table(scene: object) -> TypeGuard[TableScene]:
    """Whether ``scene`` is a game table (by its parts: the table package imports the
    speech package, so speech cannot import the table's class)."""
    return all(hasattr(scene, name) for name in ("driver", "chrome", "state", "input"))


def may_read_hand(table: TableScene) -> bool:
    """Whether the hand shown may be read aloud now: a single human at this screen, or —
    with several — only the seat that confirmed its hand-off, during its turn."""
    if table.perspective is None:
        return table.show_all
    if len(table.driver.local_humans) > 1:
        return table.state.current_player == table.perspective
    return True


def widget_text(widget: Any, group: Any = None) -> str:
    """A menu widget as spoken: a button's label (a tab of a row of equal buttons says
    whether it is the selected one), a choice's label and value, a text field's content.
    A choice without a label (a seat's row in the setup) takes the text field before it
    in its ``group`` as its label: "Anna: Human"."""
    def value(label: Any) -> str:
        return str(label() if callable(label) else label)

    if hasattr(widget, "values") and hasattr(widget, "show"):      # a Choice
        shown = widget.show(widget.value) if widget.show else widget.value
        detail = getattr(widget, "spoken_detail", None)
        if callable(detail):                # what the choice shows (the statistics)
            shown = f"{shown}. {detail()}"
        spoken_label = getattr(widget, "spoken_label", None)
        label = value(widget.label) or (spoken_label() if callable(spoken_label) else "") \
            or _row_name(widget, group)
        if not label:
            return str(shown)
        return i18n.tr("speech.choice", label=label, value=shown)
    if hasattr(widget, "editing"):                                  # a TextField
        if widget.editing:          # said once when editing starts; the end says the value
            return i18n.tr("speech.field_editing")
        return i18n.tr("speech.field", value=widget.value or i18n.tr("speech.empty"))
    label = value(getattr(widget, "label", ""))
    detail = getattr(widget, "spoken_detail", None)
    if callable(detail):                    # a lesson's row: its status and summary
        label = f"{label}, {detail()}"
    if not getattr(widget, "is_enabled", True):
        return i18n.tr("speech.button_off", label=label)
    if _is_tab(widget, group):
        return i18n.tr("speech.tab", label=label) if widget.primary else label
    beside = _choice_beside(widget, group)
    if beside:                              # "More" beside "Speech": "More for Speech"
        return i18n.tr("speech.button_for", label=label, of=beside)
    return i18n.tr("speech.button", label=label)


def position(widget: Any, group: Any) -> str:
    """Where ``widget`` is among the items of its ``group`` one can move to: "3 of 7"
    ("" for a single item)."""
    usable = [w for w in getattr(group, "widgets", ())
              if getattr(w, "focusable", True) and getattr(w, "is_enabled", True)]
    if widget not in usable or len(usable) < 2:
        return ""
    return i18n.tr("speech.position", n=usable.index(widget) + 1, total=len(usable))


def _choice_beside(widget: Any, group: Any) -> str:
    """The label of a labelled choice on the same row as the button ``widget`` (a short
    button that belongs to it, such as Settings' "More" beside "Speech"), else ""."""
    for other in getattr(group, "widgets", ()):
        if other is widget or not (hasattr(other, "values") and hasattr(other, "show")):
            continue
        rect = getattr(other, "rect", None)
        if rect is not None and rect.y == widget.rect.y and rect.h == widget.rect.h:
            label = other.label() if callable(other.label) else other.label
            if label:
                return str(label)
    return ""


def _row_name(widget: Any, group: Any) -> str:
    """The content of the nearest text field before ``widget`` in its group."""
    widgets = list(getattr(group, "widgets", ()))
    if widget not in widgets:
        return ""
    for before in reversed(widgets[:widgets.index(widget)]):
        if hasattr(before, "editing"):
            return str(before.value)
    return ""


def _is_tab(widget: Any, group: Any) -> bool:
    """One of a row of three or more equal buttons of which one is marked primary (the
    setup's games; two buttons side by side are a question or a scoreboard's choice)."""
    row = [w for w in getattr(group, "widgets", ()) if hasattr(w, "primary")
           and w.rect.size == widget.rect.size and w.rect.y == widget.rect.y]
    return len(row) > 2 and sum(bool(w.primary) for w in row) == 1


#: the longest "speech waits" holds a computer's move (seconds)
HOLD_LIMIT = 12.0


@dataclass(frozen=True)
class Said:
    """An event sentence as it is to be said: who it begins with, whose voice, its cue."""

    text: str
    subject: str = ""
    voice: int = 0
    cue: str = ""


@dataclass
class MoveSentences:
    """The sentences of one move, held until all of them are logged (``due``: how many
    are still to come; ``at``: the moves made at the table with it)."""

    due: int = 0
    at: int = -1
    parts: list[Said] = field(default_factory=list)


def move_joined(first: str, then: str, subject: str) -> str:
    """Two sentences of one move said as one: a second sentence of the same seat without
    its name, after "and" ("Carla, queen of clubs, and is out, place 1")."""
    if subject and then.startswith(subject + " ") and not first.rstrip().endswith(("!", "?")):
        then = f"{i18n.tr('speech.and')} {then[len(subject) + 1:]}"
    return joined_sentences(first, then)


class Narrator:
    def __init__(self, app: Any, output: Output | None = None,
                 available: bool | None = None, games: GameLookup | None = None) -> None:
        self.app = app
        #: the registered games (their speech and controls)
        self.games: GameLookup = games if games is not None else app.game_ui
        self._output = output
        self._engine: Any = None
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
        self._history_at_turn = 0       # the history's length at the last turn
        self._spoken_events: deque[str] = deque(maxlen=HISTORY)   # their short forms
        #: events cut unheard since the player last heard the cue or pressed F6
        self.unheard = 0
        #: what the turn sentences said once (standing facts, key hints), per table
        self._said_once: dict[str, str] = {}
        self._bell = False              # the turn bell rings when the turn is reached
        self._bell_at = 0               # ... that is, when the output has begun this many
        self._moves = -1                # moves made at the table (a move drops a turn)
        self._intro_due = False         # a new screen's title waits for its first frame
        self._scene: Any = None
        self._focus: Any = None
        self._toast: tuple[str, float] | None = None
        self._turn: tuple[int, int] | None = None
        self._coach: str = ""
        self._held = 0.0                # table seconds "speech waits" has held a move
        self._held_at = -1              # ... the move: the moves made at the table then
        self._table_id = 0
        self._hands: dict[tuple[int, int], Counter[str]] = {}
        #: what the turn sentence and the focus sentences said since the player's turn
        #: began
        self._said_at_turn = ""
        #: the playable cards the latest turn or focus sentence named: the own move is
        #: left unconfirmed only when it named at most one (a single move)
        self._named_moves: set[str] = set()
        #: an event said only if nothing follows it (short verbosity), waiting to see
        self._unless_followed = ""
        #: the sentences of the move just played (short verbosity), said as one utterance
        #: once all are logged
        self._move = MoveSentences()
        self._followed: TableScene | None = None
        self._unfollow: Callable[[], None] | None = None

    @property
    def output(self) -> Output | None:
        """Where utterances go; the engine's thread starts the first time it is needed."""
        if self._output is None and self._engine is not None:
            from game.app.speech.engine import Speaker
            if hasattr(self._engine, "notice"):
                self._engine.notice = voice_passed_over
            self._output = Speaker(self._engine, on_cue=self.app.sound.play)
        return self._output

    @property
    def voice_name(self) -> str:
        """The voice speech goes to, as the settings show it ("" none)."""
        return voice_shown(self._engine)

    # --- on and off ------------------------------------------------------------------------

    @property
    def on(self) -> bool:
        """Speech is wanted (the setting) and possible (an engine)."""
        return self.available and bool(getattr(self.app.settings, "speech", False))

    @property
    def speaking(self) -> bool:
        """Something is being said, or waits to be (the music ducks under it)."""
        output = self._output
        return self.on and output is not None and not getattr(output, "idle", True)

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
            self._focus = None        # say the focus again

    def toggle(self) -> None:
        """F2: on if off, off if on — said either way."""
        self.set_on(not self.on)

    def _notice(self, text: str) -> None:
        top = self.app.scenes.top
        toast = getattr(top, "toast", None)
        if toast is None or not hasattr(toast, "show"):
            toast = self.app.notice
        toast.show(text, 2.0)
        self.app.dirty = True
        if top is not None:
            self._toast = (text, toast.time_left)   # already said (or not to be said)

    # --- saying ----------------------------------------------------------------------------

    def say(self, text: str, priority: str = "event", joins: bool = False,
            subject: str = "", voice: int = 0, cue: str = "") -> None:
        """Speak ``text`` (a sentence of the screen, card texts and all) if speech is on;
        ``priority`` as :data:`game.app.speech.engine.PRIORITIES` says (``joins``: an
        event that may be joined to the one still waiting before it; ``subject``: the
        name it begins with)."""
        output = self.output
        if not self.on or output is None or not text:
            return
        if hasattr(output, "rate"):
            from game.app.speech.engine import RATES
            output.rate = RATES.get(getattr(self.app.settings, "speech_rate", "normal"),
                                    RATES["normal"])
        text = _HINT.sub(lambda m: self.once("hint." + m.group(1), m.group(2)), text)
        spoken = speakable(text)
        if priority == "focus":
            self._said_at_turn += " " + spoken
        dropped = output.say(spoken, i18n.language(), priority, joins=joins, subject=subject,
                             voice=voice, cue=cue)
        self._count_unheard(dropped)

    def interrupt(self) -> None:
        """A key was pressed: silence now; the cut events stay in the history."""
        output = self.output
        if not self.on or output is None:
            return
        interrupt = getattr(output, "interrupt", None)
        if interrupt is not None:
            self._count_unheard(interrupt())
        self._bell_now()

    def _count_unheard(self, dropped: list[str] | None) -> None:
        """Count the logged events among ``dropped`` (a screen's title is not one)."""
        if dropped:
            logged = {speakable(t) for t in self.history} | set(self._spoken_events)
            self.unheard += sum(t in logged for t in dropped)

    def unheard_cue(self) -> str:
        """ "2 new events, F6." for the events cut unheard (then counted as told)."""
        n, self.unheard = self.unheard, 0
        if not n:
            return ""
        return i18n.tr("speech.unheard1") if n == 1 else i18n.tr("speech.unheard", n=n)

    @property
    def short(self) -> bool:
        """The "short" verbosity: turns say what changed, key hints are said once."""
        return getattr(self.app.settings, "speech_verbosity", "short") != "full"

    def once(self, key: str, text: str) -> str:
        """``text`` the first time ``key`` says it (or says something else) at this
        table, else "" — always ``text`` at the "full" verbosity."""
        if not self.short:
            return text
        if self._said_once.get(key) == text:
            return ""
        self._said_once[key] = text
        return text

    def holding(self, table: Any, dt: float = 0.0) -> bool:
        """Whether a computer should wait before its move: "speech waits" is on, speech
        is on, a human plays at this screen, and events are still being said."""
        if not self.on or not getattr(self.app.settings, "speech_waits", False):
            return False
        if not table.driver.local_humans or table.driver.forwarding:
            return False
        pending = getattr(self._output, "pending", None)
        if not self._move.parts and not (pending is not None and pending("event")):
            self._held = 0.0
            return False
        # a speech engine that stalls (or a queue that never drains) must not stall the
        # game: after HOLD_LIMIT seconds of the table's time the computers go on and the
        # words catch up (the table's time, so a fast-forwarded table is held no longer);
        # each move is held anew (else, once the limit is reached while events keep
        # coming, no computer would wait again)
        moves = len(table.state.history)
        if moves != self._held_at:
            self._held_at, self._held = moves, 0.0
        self._held += dt
        return self._held < HOLD_LIMIT

    def _follow(self, table: TableScene) -> None:
        """Follow the moves played at ``table`` (and no longer those of the table before)."""
        if self._unfollow is not None:
            self._unfollow()
        self._say_move()
        self._followed = table
        self._unfollow = table.driver.events.subscribe(MovePlayed, self._move_played)

    def _move_played(self, played: MovePlayed) -> None:
        """A move was played: its sentence and each of its events' are logged as its cards
        move; at the short verbosity they are said as one utterance once all are logged
        (one pause, and the turn never waits behind two sentences of one move)."""
        self._say_move()
        table = self._followed
        if not self.on or not self.short or table is None or table.driver.forwarding:
            return
        names = table.state.names
        self._move = MoveSentences(due=1 + sum(e.message(names) is not None
                                                for e in played.events),
                                   at=len(table.state.history))

    def _move_logged(self) -> None:
        """Say the move's sentences once the last of them is logged."""
        if not self._move.due:
            self._say_move()

    def _say_move(self) -> None:
        """Say the move's sentences held so far as one utterance."""
        parts, self._move = self._move.parts, MoveSentences()
        if not parts:
            return
        text = parts[0].text
        for part in parts[1:]:
            text = move_joined(text, part.text, part.subject)
        subjects = {p.subject for p in parts}
        voices = {p.voice for p in parts if p.voice}
        voice = parts[0].voice if len(voices) < 2 else OTHERS
        self.say(text, joins=True, subject=parts[0].subject if len(subjects) == 1 else "",
                 voice=voice or next(iter(voices), 0),
                 cue=next((p.cue for p in parts if p.cue), ""))

    def _bell_now(self) -> None:
        """Ring the turn bell if it waits and the turn sentence has begun (or is gone)."""
        if not self._bell:
            return
        output = self._output
        started = getattr(output, "turns_started", None)
        pending = getattr(output, "pending", None)
        if started is None or pending is None or started >= self._bell_at \
                or not pending("turn"):
            self._bell = False
            self.cue("turn")

    def cue(self, name: str) -> None:
        """A sound that carries meaning (only while speech is on)."""
        if self.on:
            self.app.sound.play(name)

    def speech_of(self, table: TableScene) -> GameSpeech:
        """The words of the table's game (every registered game has them)."""
        game = self.games(table.game)
        if game is None:
            raise KeyError(f"{table.game!r} is not a registered game")
        return game.speech

    # --- hooks called by the table -----------------------------------------------------------

    def logged(self, entry: Message, table: object = None) -> None:
        """A logged event (``Chrome.add_log``): queued, and kept for F6. Nothing is said
        while a saved game is played forward to where it was (``--continue``)."""
        text = i18n.text(entry)
        at_table = table if is_table(table) else None
        said_as = self.speech_of(at_table).said_events.get(entry.key) \
            if at_table is not None else None
        if said_as:                         # F6 too: the log's sentence reads badly aloud
            text = i18n.tr(said_as, **dict(entry.values))
        self.last_event = text
        if len(self.history) == self.history.maxlen:
            self._history_at_turn = max(0, self._history_at_turn - 1)
        self.history.append(text)
        self._history_back = 0
        if at_table is not None and at_table.driver.forwarding:
            return
        self._unless_followed = ""          # something follows it: it goes unsaid
        if at_table is None:
            self.say(text)
            return
        collecting = self._move.due > 0     # one of the move's sentences, more to come
        self._move.due = max(0, self._move.due - 1)
        speech = self.speech_of(at_table)
        spoken = self.spoken_event(entry, at_table)
        after = speech.after_event(entry.key, at_table)
        if after:
            spoken = f"{spoken or text}. {after}"
        if spoken:
            self._spoken_events.append(speakable(spoken))
        if self.short and entry.key in speech.unless_followed:
            self._unless_followed = spoken or text  # said only if nothing follows
            self._move_logged()
            return
        if self.short and self._own_move_heard(entry, at_table, speakable(spoken or text)):
            self._move_logged()
            return
        said = speakable(spoken or text)
        name = str(entry.values.get("name", ""))
        # a round's end says sentences of its own after its event ("Sums: ..."): they
        # are not run into the events before or after them
        voice, cue = event_voice(at_table, name)
        subject = name if self.short and name and said.startswith(name + " ") else ""
        if collecting and self.short and not after:     # one utterance for the move
            self._move.parts.append(Said(spoken or text, subject, voice, cue))
            self._move_logged()
            return
        self._say_move()
        self.say(spoken or text, joins=self.short and not after, subject=subject,
                 voice=voice, cue=cue)

    def _own_move_heard(self, entry: Message, table: TableScene, spoken: str) -> bool:
        """Whether ``entry`` is the move the player at this screen just made, the latest
        turn or focus sentence named it as the single move ("Beat nine of hearts with
        queen of hearts", "ten of spades, can beat" — not "... with seven of clubs or
        queen of clubs", where Enter plays one of two), the turn and focus sentences said
        all it says — each card it names (at least one) and each number ("Alex picks up
        ace of clubs" after "Nothing beats ace of clubs") — and it is no news ("Zwick!")."""
        if self._turn is None or len(table.state.history) != self._turn[0] + 1:
            return False
        if entry.values.get("name") != table.state.player_name(self._turn[1]):
            return False
        cards = parse_cards(spoken)
        if not cards or "!" in spoken or len(self._named_moves) > 1:
            return False
        if self._named_moves - {c.text for c in cards}:
            return False                    # the one named is not the one played
        said = self._said_at_turn
        known = Counter(c.text for c in parse_cards(said))
        numbers = re.findall(r"\b\d+\b", spoken)
        return not Counter(c.text for c in cards) - known and \
            all(re.search(rf"\b{n}\b", said) for n in numbers)

    def spoken_event(self, entry: Message, table: TableScene) -> str:
        """The game's spoken form of a logged event: at the "short" verbosity its shorter
        form (its ``short_events``: message key -> text key, the same values, or those
        its ``short_values`` makes of them), at every verbosity its ``said_events``
        form; else ""."""
        speech = self.speech_of(table)
        if not self.short:
            key = speech.said_events.get(entry.key)
            return i18n.tr(key, **dict(entry.values)) if key else ""
        key = speech.short_events.get(entry.key) or speech.said_events.get(entry.key)
        if not key:
            return ""
        # values the text's fields cannot format
        return i18n.tr(key, **speech.short_values(dict(entry.values)))

    def refused(self, message: Message) -> None:
        """A move the engine refused: its reason, at once."""
        text = i18n.text(message)
        self._toast = (text, 3.5)
        output = self.output
        if self.on and output is not None:      # what this refusal cuts is counted first
            interrupt = getattr(output, "interrupt", None)
            if interrupt is not None:
                self._count_unheard(interrupt())
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
        if what == "keys":
            return self.keys_text()
        if what == "again":
            return self.again()
        table = self.app.scenes.top
        table = self._table_below(table)
        if table is None:
            return i18n.tr("speech.no_table")
        if what == "hand":
            return self.hand_text(table)
        if what == "table":
            return self.speech_of(table).details(table)
        if what == "scores":
            return self.speech_of(table).scores(table)
        return self.counts_text(table)

    def keys_text(self) -> str:
        """F8: the speech keys and, at a table, the game's own keys (its controls)."""
        text = i18n.tr("speech.keys")
        table = self._table_below(self.app.scenes.top)
        if table is None:
            return text
        game = self.games(table.game)

        def named(keys: str) -> str:       # a key's name in this language, if it has one
            found = i18n.tr(f"controls.name.{keys}")
            return keys if found == f"controls.name.{keys}" else found

        from game.app.shell.controls import SPEECH_ROWS
        speech_keys = {key for _pad, _keys, key in SPEECH_ROWS}    # said just before
        rows = [f"{i18n.tr(key)} {named(keys)}" for _pad, keys, key in
                (game.controls if game is not None else ()) if keys and key not in speech_keys]
        return f"{text}. " + i18n.tr("speech.game_keys", keys=", ".join(rows)) if rows else text

    @staticmethod
    def _table_below(scene: object) -> TableScene | None:
        """The table itself, or the table under an overlay (pause, hand-off)."""
        if is_table(scene):
            return scene
        below = getattr(scene, "table", None)
        return below if is_table(below) else None

    # --- what the keys read --------------------------------------------------------------

    def hand_text(self, table: TableScene) -> str:
        """F3: the hand shown, sorted as on screen — or why it is not read."""
        if not may_read_hand(table):
            return i18n.tr("speech.hand_private")
        seat = table.perspective if table.perspective is not None else table.bottom
        return " ".join(p for p in (self.speech_of(table).hand(table, seat),
                                    self.card_keys(table)) if p)

    def card_keys(self, table: TableScene) -> str:
        """While the keyboard is in use at the player's turn (the number badges are
        shown): each card's key — "Keys 1 to 6, in this order." where the keys count the
        cards from the left, else the key of each card whose name does not say it
        ("Keys: 1 ace of spades, 0 ten of spades")."""
        if self.app.last_device != "keys" or not table.human_to_act():
            return ""
        badges = [(sprite.card, label) for sprite, label in table.number_badges()
                  if isinstance(sprite.card, Card)]
        if not badges:
            return ""
        if [label for _card, label in badges] == [str(n) for n in range(1, len(badges) + 1)]:
            more = len(table.perspective_hand()) > len(badges)
            if len(badges) == 1:            # one card: its key, not a range "1 to 1"
                return i18n.tr("speech.key_one", card=card_name(badges[0][0]))
            return i18n.tr("speech.keys_first" if more else "speech.keys_in_order",
                           last=len(badges))
        said = [(card, label) for card, label in badges
                if label.lower() not in card_name(card).lower().split()
                and not (label.isdigit() and card.rank == int(label))]
        if not said:
            return ""
        return i18n.tr("speech.keys_each", list=", ".join(f"{label} {card_name(card)}"
                                                         for card, label in said))

    @staticmethod
    def counts_text(table: TableScene) -> str:
        """F7: the cards each seat holds, and the stock."""
        state = table.state
        parts = []
        for seat in range(state.players):
            n = len(state.hand(seat))
            parts.append(i18n.tr("speech.count1" if n == 1 else "speech.count",
                                 name=state.player_name(seat), n=n))
        stock = i18n.tr("speech.stock", n=state.stock_size)
        return ", ".join(parts) + ". " + stock

    # --- watching the screen ---------------------------------------------------------------

    def update(self, scene: Any) -> None:
        """Called every frame with the top scene: say what changed on it."""
        if not self.on or scene is None:
            self._scene = scene
            return
        if not self.app.settings.speech_rate_offered:
            from game.app.screens.rate_offer import offer_rate_once
            offer_rate_once(self.app)       # the first time speech is on: the rate
        table = self._followed
        if self._move.parts and table is not None and (
                self._move.at != len(table.state.history) or not table.animations_busy):
            self._say_move()                # its cards have moved: all that is logged
        new_scene = scene is not self._scene
        if new_scene:
            self._scene = scene
            self._focus = None
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
        table = scene if is_table(scene) else None
        if table is not None:
            self._watch_table(table)
            return
        page = getattr(scene, "spoken_page", None)
        if callable(page):                  # a page read aloud (rules, controls)
            game = getattr(scene, "game", None)      # a rules page: the game shown
            shown = self.games(game) if isinstance(game, str) else None
            text = said_instead(page(), shown.speech if shown is not None else None)
            if (id(scene), text) != self._focus:
                self._focus = (id(scene), text)
                self.say(text, "focus")
            return
        group = getattr(scene, "group", None)
        focused = getattr(group, "focused", None) if group is not None else None
        if focused is not None:
            text = widget_text(focused, group)
            key = (id(focused), text)
            if key != self._focus:
                moved = not (isinstance(self._focus, tuple) and self._focus[0] == id(focused))
                place = position(focused, group) if moved else ""   # not on a change
                if place:                   # after a sentence's end, a sentence
                    text = f"{text} {place}." if text.endswith(".") else f"{text}, {place}"
                self._focus = key
                self.say(text, "event" if new_scene else "focus")

    def intro(self, scene: Any, titled: bool = True) -> str:
        """What a screen says when it opens: its ``spoken_intro`` (the hand-off), a
        dialog's question, or a scoreboard's headline with the scores (the game's
        ``scores`` words), a dialog's title and line, else the title drawn on it (said
        the frame after it first appears)."""
        intro = getattr(scene, "spoken_intro", None)
        if callable(intro):
            return intro()
        if callable(getattr(scene, "spoken_page", None)):
            return ""                       # the page says its title itself
        question = getattr(scene, "question", None)
        if isinstance(question, str):
            return i18n.tr(question)
        title, line = getattr(scene, "title", None), getattr(scene, "line", None)
        if callable(title) and callable(line):           # a dialog: its title and line
            return f"{title()}. {line()}"
        headline = getattr(scene, "headline", None)
        table = getattr(scene, "table", None)
        if callable(headline) and is_table(table):
            standings = getattr(scene, "spoken_standings", None)
            moved = standings() if callable(standings) else ""
            return f"{headline()}. {self.speech_of(table).scores(table)}" + (
                f" {moved}." if moved else "")
        return TITLES_DRAWN[-1] if titled and TITLES_DRAWN and not is_table(scene) else ""

    def _watch_toast(self, scene: Any) -> None:
        """Say a toast (refusals urgently) once, when it appears or is shown again."""
        toast = getattr(scene, "toast", None)
        for shown in (toast, self.app.notice):
            if shown is None or not getattr(shown, "visible", False):
                continue
            key = (shown.text, shown.time_left)
            if self._toast is None or self._toast[0] != shown.text or \
                    shown.time_left > self._toast[1]:
                danger = getattr(shown, "colour", None) == theme.DANGER
                self.say(shown.text, "urgent" if danger else "event")
            self._toast = key

    def _watch_table(self, table: TableScene) -> None:
        """The coach's sentences, the start of a local human's turn, the focus."""
        if id(table) != self._table_id:
            self._table_id = id(table)
            self._turn = None
            self._hands.clear()
            self._said_once.clear()
            self._moves = -1
            self._follow(table)
        moves = len(table.state.history)
        if moves != self._moves:            # a move was made: its turn sentence is stale
            self._moves = moves
            cancel = getattr(self._output, "cancel", None)
            if cancel is not None:
                cancel("turn")
            self._bell = False
        self._bell_now()
        # nothing followed it: the game is over and its last events are logged (they
        # come as the cards move: Toff-Poker's last trick after "Pass 2 is over")
        if self._unless_followed and table.state.is_over and not table.animations_busy:
            self.say(self._unless_followed)
            self._unless_followed = ""
        sentence = key_named(table, coach_text(table.policy))
        if sentence != self._coach:
            self._coach = sentence
            if sentence:
                self.say(sentence)
        if not table.human_to_act():
            return
        state = table.state
        seat = state.current_player
        if seat is None:                    # the game is over
            return
        turn = (len(state.history), seat)
        speech = self.speech_of(table)
        if turn != self._turn:
            self._turn = turn
            self._said_at_turn = ""
            self._unless_followed = ""      # the turn follows it
            # the key hints said once are settled now, so a clause joins what is said
            parts = [_HINT.sub(lambda m: self.once("hint." + m.group(1), m.group(2)), p)
                     for p in self.turn_parts(table, speech)]
            if may_read_hand(table):      # keys play by ear: Enter plays what was said
                table.input.keyboard_focus = True
            focus = self.focus_text(table, speech)
            enter: Card | None = None        # short: the card Enter plays, said as such
            tail = ""                        # the focus as said, after the new cards
            if focus is not None:
                self._focus = focus
                focused = table.input.focused()
                card = focused.card if isinstance(focused, CardSprite) else None
                # short: the card Enter plays; what it may do the turn has said
                named = card_name(card) if isinstance(card, Card) else ""
                said = speakable(" ".join(parts))
                if self.short and not speech.enter_plays_focus:
                    pass                     # Enter does not play the focused card here
                elif self.short and focus[1] is None and focus[0].lower() in said.lower():
                    pass                     # short: a button the turn named ("pick up")
                elif not (self.short and focus[1]):  # full, or a card not playable now
                    tail = i18n.tr("speech.enter_plays", card=named) \
                        if focus[1] and speech.enter_plays_focus and named else \
                        i18n.tr("speech.focus_on", focus=focus[0])
                elif named not in said and isinstance(card, Card):
                    enter = card
                    clause(parts, i18n.tr("speech.enter_plays", card=named))
            new = self.new_cards(table, seat, leave_out=enter)
            if new and self.short:           # one sentence: a comma hardly pauses
                clause(parts, new)
            else:
                parts.append(new)
            parts.append(tail)
            self._bell_at = getattr(self._output, "turns_started", 0) + 1
            turn_sentence = " ".join(p for p in parts if p)
            if turn_sentence.endswith(","):  # short: "Your turn," and nothing to add
                turn_sentence = turn_sentence[:-1] + "."
            self.say(turn_sentence, "turn")
            self._said_at_turn = speakable(turn_sentence)
            self._named_moves = self._moves_named(table, self._said_at_turn)
            self._bell = True
            self._bell_now()
            return
        focus = self.focus_text(table, speech)
        if focus is not None and focus != self._focus:
            self._focus = focus
            legal = focus[1]
            if legal is not None:
                self.cue("legal" if legal else "illegal")
            self.say(focus[0], "focus")
            self._named_moves = self._moves_named(table, speakable(focus[0]))

    @staticmethod
    def _moves_named(table: TableScene, spoken: str) -> set[str]:
        """The cards the player may play now that ``spoken`` names."""
        legal = {c.text for c in table.legal_cards()}
        return {c.text for c in parse_cards(spoken)} & legal

    def turn_parts(self, table: TableScene, speech: GameSpeech) -> list[str]:
        """The start of a turn's sentence. Full: "Your turn, Alex", the whole situation
        and the hint. Short: "Your turn," (the name only with several humans here) and in
        the same sentence the standing facts that changed since they were last said, what
        changed and what to do (the game's ``turn_short``)."""
        state = table.state
        seat = state.current_player
        name = state.player_name(seat) if seat is not None else ""
        readable = may_read_hand(table)
        if not self.short:
            parts = [i18n.tr("speech.your_turn", name=name), speech.situation(table)]
            if readable:
                parts.append(speech.turn_hint(table))
            return parts
        several = len(table.driver.local_humans) > 1
        parts = [i18n.tr("speech.your_turn", name=name) if several
                 else i18n.tr("speech.your_turn_short")]
        parts += [self.once(f"standing.{key}", text)
                  for key, text in speech.standing(table).items()]
        parts.append(speech.turn_short(table, readable))
        return parts

    def new_cards(self, table: TableScene, seat: int, leave_out: Card | None = None) -> str:
        """The cards that came into the seat's hand since its last turn (drawn, picked
        up, dealt), when at most :data:`NEW_CARDS` came and the hand may be read; not
        ``leave_out``, the card the turn names as the one Enter plays (short: a clause,
        "new eight of hearts.")."""
        if not may_read_hand(table):
            return ""
        hand = Counter(c.text for c in table.state.hand(seat))
        before = self._hands.get((id(table), seat))
        self._hands[(id(table), seat)] = hand
        if before is None:
            return ""
        added = hand - before
        if self.short:                  # what the events named (a pick-up) was heard
            added -= Counter(c.text for text in list(self.history)[self._history_at_turn:]
                             for c in parse_cards(speakable(text)))
        self._history_at_turn = len(self.history)
        if leave_out is not None:
            added -= Counter([leave_out.text])
        if not added or sum(added.values()) > NEW_CARDS:
            return ""
        cards = sorted((Card.parse(t) for t in added.elements()), key=table.hand_sort_key)
        return i18n.tr("speech.new_cards_short" if self.short else "speech.new_cards",
                       cards=cards_list(cards))

    def focus_text(self, table: TableScene,
                   speech: GameSpeech) -> tuple[str, bool | None] | None:
        """The focused item as spoken and whether it may be played (None for a button):
        only while the keyboard focus is shown and the hand may be read."""
        if not table.input.keyboard_focus or not may_read_hand(table):
            return None
        item = table.input.focused()
        if item is None:
            return None
        found = speech.focus(table, item)
        if found is not None:
            return found
        card = item.card if isinstance(item, CardSprite) else None
        if isinstance(card, Card):
            legal = card in table.legal_cards()
            word = i18n.tr("speech.playable" if legal else "speech.not_now")
            return f"{card_name(card)}, {word}", legal
        return widget_text(item), None


def clause(parts: list[str], text: str) -> None:
    """Append ``text`` to the sentence ``parts`` end as a clause of it: the last part's
    full stop becomes a comma (a comma hardly pauses, a full stop does)."""
    for index in range(len(parts) - 1, -1, -1):
        if parts[index]:
            if parts[index].endswith("."):
                parts[index] = parts[index][:-1] + ","
            break
    parts.append(text)


def sentence(text: str) -> str:
    """``text`` ending as a sentence ends (a full stop unless it has an end), so what
    follows it is heard as a sentence of its own."""
    text = text.rstrip()
    return text if not text or text[-1] in ".!?" else text + "."


def coach_text(policy: SpokenPolicy) -> str:
    """A lesson coach's panel as spoken, without screen words (empty for other
    policies)."""
    return said_instead(policy.spoken_panel())


def key_named(table: TableScene, text: str) -> str:
    """A coach's sentence with "press its number key" naming the key of the card named
    just before it, where the hand shows one ("play your jack of spades (press 3)")."""
    from game.app.texts.speech import KEY_NAMED
    for phrase, with_key in KEY_NAMED:
        at = text.find(phrase)
        if at < 0:
            continue
        named = parse_cards(speakable(text[:at]))
        keys = {sprite.card.text: label for sprite, label in table.number_badges()
                if isinstance(sprite.card, Card)}
        if named and named[-1].text in keys:
            text = text.replace(phrase, with_key.format(key=keys[named[-1].text]))
    return text


def said_instead(text: str, speech: GameSpeech | None = None) -> str:
    """A sentence of the screen as it is said: without screen words ("press its number"
    for "click it", "the playable cards" for "the gold cards") and, with a game's
    ``speech``, its own shown-and-said pairs (Zwicker's "K 14" said "king 14")."""
    from game.app.texts.speech import SAID_INSTEAD
    pairs = SAID_INSTEAD
    if speech is not None:
        pairs += speech.said_instead
    for shown, said in pairs:
        text = text.replace(shown, said)
    return text


def install(app: Any, make: Callable[[Any], Narrator] | None = None) -> Narrator:
    """The app's narrator (``app.speech``)."""
    narrator = make(app) if make is not None else Narrator(app)
    app.speech = narrator
    return narrator


def narrator_of(table: Any) -> Narrator | None:
    """The narrator of a table's app, if it has one (tests build apps without)."""
    app = getattr(table, "app", None)
    found = getattr(app, "speech", None)
    return found if isinstance(found, Narrator) else None


def hint(key: str, text: str) -> str:
    """``text``, a key hint ("Tab for the next") the narrator says only the first time in
    a game at the "short" verbosity (:meth:`Narrator.once`). Marked in the sentence, so a
    focus compares equal however often it is read."""
    return f"\x02{key}\x03{text}\x04"


_HINT = re.compile("\x02([^\x03]*)\x03([^\x04]*)\x04")
