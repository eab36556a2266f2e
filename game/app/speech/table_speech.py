"""What the narrator says at a table it follows: the events its driver logs (shorter at
the "short" verbosity, a move's sentences as one utterance, the player's own move left
unsaid when the turn said it), the coach, a local human's turn with its bell, the focus —
and whether a computer waits for the words ("computers wait for speech")."""

from __future__ import annotations

import re
from collections import Counter, deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from game.app import i18n
from game.app.speech.move_sentences import MoveSentences, Said
from game.app.speech.output import Output
from game.app.speech.screen import may_read_hand
from game.app.speech.spoken import parse_cards, speakable
from game.app.speech.turn_words import (
    Focus,
    TurnWords,
    coach_text,
    focus_text,
    key_named,
    moves_named,
)
from game.app.speech.voices import event_voice
from game.app.table.events import Explained, MovePlayed
from game.rules.messages import Message

if TYPE_CHECKING:
    from game.app.speech.game_speech import GameSpeech
    from game.app.table.scene import TableScene

#: the longest "speech waits" holds a computer's move (seconds)
HOLD_LIMIT = 12.0


class Voice(Protocol):
    """What the words at a table use of the narrator that says them: whether it speaks,
    how (short or full, computers waiting for it), its output and its memory of what was
    said."""

    focus_said: Focus | tuple[int, str] | None
    history: deque[str]
    spoken_events: deque[str]

    @property
    def on(self) -> bool: ...
    @property
    def short(self) -> bool: ...
    @property
    def computers_wait(self) -> bool: ...
    @property
    def output_now(self) -> Output | None: ...
    def say(self, text: str, priority: str = "event", joins: bool = False,
            subject: str = "", voice: int = 0, cue: str = "") -> None: ...
    def cue(self, name: str) -> None: ...
    def speech_of(self, table: TableScene) -> GameSpeech: ...


class TableSpeech:
    """The narrator's words at the table it follows (:meth:`follow`)."""

    def __init__(self, narrator: Voice) -> None:
        self.narrator = narrator
        #: the turn sentences and what they said once (standing facts, key hints)
        self.turns = TurnWords(lambda: narrator.short)
        self._bell = False              # the turn bell rings when the turn is reached
        self._bell_at = 0               # ... that is, when the output has begun this many
        self._moves = -1                # moves made at the table (a move drops a turn)
        self._turn: tuple[int, int] | None = None
        self._coach: str = ""
        self._held = 0.0                # table seconds "speech waits" has held a move
        self._held_at = -1              # ... the move: the moves made at the table then
        self._table_id = 0
        #: what the turn sentence and the focus sentences said since the player's turn
        #: began
        self.said_at_turn = ""
        #: the playable cards the latest turn or focus sentence named: the own move is
        #: left unconfirmed only when it named at most one (a single move)
        self._named_moves: set[str] = set()
        #: an event said only if nothing follows it (short verbosity), waiting to see
        self._unless_followed = ""
        #: the sentences of the move just played (short verbosity), said as one
        #: utterance once all are logged
        self._move = MoveSentences()
        #: the table whose driver is followed, and how to stop following it
        self._followed: TableScene | None = None
        self._unfollow: list[Callable[[], None]] = []

    def moved_on(self) -> None:
        """Each frame: a move's sentences held are said once its cards have moved (all
        it logs is logged) or the next move is made."""
        followed = self._followed
        if self._move.parts and followed is not None and (
                self._move.at != len(followed.model.state.history) or not followed.animations_busy):
            self.say_move()

    def holding(self, table: TableScene, dt: float = 0.0) -> bool:
        """Whether a computer should wait before its move: "speech waits" is on, speech
        is on, a human plays at this screen, and events are still being said."""
        if not self.narrator.on or not self.narrator.computers_wait:
            return False
        if not table.driver.local_humans or table.driver.forwarding:
            return False
        output = self.narrator.output_now
        if not self._move.parts and not (output is not None and output.pending("event")):
            self._held = 0.0
            return False
        # a speech engine that stalls (or a queue that never drains) must not stall the
        # game: after HOLD_LIMIT seconds of the table's time the computers go on and the
        # words catch up (the table's time, so a fast-forwarded table is held no longer);
        # each move is held anew (else, once the limit is reached while events keep
        # coming, no computer would wait again)
        moves = len(table.model.state.history)
        if moves != self._held_at:
            self._held_at, self._held = moves, 0.0
        self._held += dt
        return self._held < HOLD_LIMIT

    def follow(self, table: TableScene) -> None:
        """Follow ``table``'s driver — its moves, its explanations, and its computers
        waiting for the words (its log is handed over by the table: :meth:`logged`) —
        and no longer the table before."""
        if table is self._followed:
            return
        for unfollow in self._unfollow:
            unfollow()
        self.say_move()
        self._followed = table
        events = table.driver.events
        self._unfollow = [
            events.subscribe(MovePlayed, self._move_played),
            events.subscribe(Explained, lambda why: self.narrator.say(i18n.tr(why.key), "focus")),
            table.driver.hold_computers(lambda dt: self.holding(table, dt))]

    def _move_played(self, played: MovePlayed) -> None:
        """A move was played: its sentence and each of its events' are logged as its
        cards move; at the short verbosity they are said as one utterance once all are
        logged (one pause, and the turn never waits behind two sentences of one move)."""
        self.say_move()
        table = self._followed
        narrator = self.narrator
        if narrator.on and narrator.short and table is not None and \
                not table.driver.forwarding:
            self._move = MoveSentences.of(played.events, table.model.state.names,
                                          len(table.model.state.history))

    def _move_logged(self) -> None:
        """Say the move's sentences once the last of them is logged."""
        if not self._move.due:
            self.say_move()

    def say_move(self) -> None:
        """Say the move's sentences held so far as one utterance."""
        said = self._move.said()
        if said is not None:
            self.narrator.say(said.text, joins=True, subject=said.subject,
                              voice=said.voice, cue=said.cue)

    def bell_now(self) -> None:
        """Ring the turn bell if it waits and the turn sentence has begun (or is gone)."""
        if not self._bell:
            return
        output = self.narrator.output_now
        if output is None or output.turns_started >= self._bell_at \
                or not output.pending("turn"):
            self._bell = False
            self.narrator.cue("turn")

    def logged(self, entry: Message, table: TableScene, text: str) -> None:
        """Say a logged event of ``table`` (its sentence ``text``, as F6 reads it) as the
        verbosity says: shorter, with the others of its move, or not at all (the own
        move the turn said, a sentence said only if nothing follows it)."""
        narrator = self.narrator
        short = narrator.short
        self._unless_followed = ""          # something follows it: it goes unsaid
        collecting = self._move.due > 0     # one of the move's sentences, more to come
        self._move.due = max(0, self._move.due - 1)
        speech = narrator.speech_of(table)
        spoken = self.spoken_event(entry, table)
        after = speech.after_event(entry.key, table)
        if after:
            spoken = f"{spoken or text}. {after}"
        if spoken:
            narrator.spoken_events.append(speakable(spoken))
        said = speakable(spoken or text)
        if short and entry.key in speech.unless_followed:
            self._unless_followed = spoken or text  # said only if nothing follows
            self._move_logged()
            return
        if short and self._own_move_heard(entry, table, said):
            self._move_logged()
            return
        name = str(entry.values.get("name", ""))
        voice, cue = event_voice(table, name)
        subject = name if short and name and said.startswith(name + " ") else ""
        # a round's end says sentences of its own after its event ("Sums: ..."): they
        # are not run into the events before or after them
        if collecting and short and not after:      # one utterance for the move
            self._move.parts.append(Said(spoken or text, subject, voice, cue))
            self._move_logged()
            return
        self.say_move()
        narrator.say(spoken or text, joins=short and not after, subject=subject, voice=voice,
                     cue=cue)

    def _own_move_heard(self, entry: Message, table: TableScene, spoken: str) -> bool:
        """Whether ``entry`` is the move the player at this screen just made, the latest
        turn or focus sentence named it as the single move ("Beat nine of hearts with
        queen of hearts", "ten of spades, can beat" — not "... with seven of clubs or
        queen of clubs", where Enter plays one of two), the turn and focus sentences said
        all it says — each card it names (at least one) and each number ("Alex picks up
        ace of clubs" after "Nothing beats ace of clubs") — and it is no news ("Zwick!")."""
        if self._turn is None or len(table.model.state.history) != self._turn[0] + 1:
            return False
        if entry.values.get("name") != table.model.state.player_name(self._turn[1]):
            return False
        cards = parse_cards(spoken)
        if not cards or "!" in spoken or len(self._named_moves) > 1:
            return False
        if self._named_moves - {c.text for c in cards}:
            return False                    # the one named is not the one played
        said = self.said_at_turn
        known = Counter(c.text for c in parse_cards(said))
        numbers = re.findall(r"\b\d+\b", spoken)
        return not Counter(c.text for c in cards) - known and \
            all(re.search(rf"\b{n}\b", said) for n in numbers)

    def spoken_event(self, entry: Message, table: TableScene) -> str:
        """The game's spoken form of a logged event: at the "short" verbosity its shorter
        form (its ``short_events``: message key -> text key, the same values, or those
        its ``short_values`` makes of them), at every verbosity its ``said_events``
        form; else ""."""
        speech = self.narrator.speech_of(table)
        if not self.narrator.short:
            key = speech.said_events.get(entry.key)
            return i18n.tr(key, **dict(entry.values)) if key else ""
        key = speech.short_events.get(entry.key) or speech.said_events.get(entry.key)
        if not key:
            return ""
        # values the text's fields cannot format
        return i18n.tr(key, **speech.short_values(dict(entry.values)))

    def watch(self, table: TableScene) -> None:
        """The coach's sentences, the start of a local human's turn, the focus."""
        if id(table) != self._table_id:
            self._table_id = id(table)
            self._turn = None
            self.turns.new_table()
            self._moves = -1
        moves = len(table.model.state.history)
        if moves != self._moves:            # a move was made: its turn sentence is stale
            self._moves = moves
            if self.narrator.output_now is not None:
                self.narrator.output_now.cancel("turn")
            self._bell = False
        self.bell_now()
        # nothing followed it: the game is over and its last events are logged (they
        # come as the cards move: Toff-Poker's last trick after "Pass 2 is over")
        if self._unless_followed and table.model.state.is_over and not table.animations_busy:
            self.narrator.say(self._unless_followed)
            self._unless_followed = ""
        coach = key_named(table, coach_text(table.policy))
        if coach != self._coach:
            self._coach = coach
            if coach:
                self.narrator.say(coach)
        state = table.model.state
        if not table.human_to_act() or state.current_player is None:
            return
        turn = (len(state.history), state.current_player)
        speech = self.narrator.speech_of(table)
        if turn != self._turn:
            self._turn = turn
            self.said_at_turn = ""
            self._unless_followed = ""      # the turn follows it
            if may_read_hand(table):      # keys play by ear: Enter plays what was said
                table.input.keyboard_focus = True
            focus = focus_text(table, speech)
            if focus is not None:
                self.narrator.focus_said = focus
            said = self.turns.sentence(table, speech, focus, self.narrator.history)
            output = self.narrator.output_now
            self._bell_at = (output.turns_started if output is not None else 0) + 1
            self.narrator.say(said, "turn")
            self.said_at_turn = speakable(said)
            self._named_moves = moves_named(table, self.said_at_turn)
            self._bell = True
            self.bell_now()
            return
        focus = focus_text(table, speech)
        if focus is not None and focus != self.narrator.focus_said:
            self.narrator.focus_said = focus
            legal = focus[1]
            if legal is not None:
                self.narrator.cue("legal" if legal else "illegal")
            self.narrator.say(focus[0], "focus")
            self._named_moves = moves_named(table, speakable(focus[0]))
