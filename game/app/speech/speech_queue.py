"""The speaker's rules without a thread or a clock: which utterance waits, which is
joined to the one before it, which is dropped (:class:`SpeechQueue`). The speaker and the
tests' listener both use it, so the tests hear what a person hears."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from game.app.speech.engine import OTHERS

#: How an utterance treats the others. ``event``: queued behind everything (a logged
#: sentence). ``turn``: the start of a local human's turn, queued behind the events (so it
#: is heard when the words reach the turn), replacing an older turn or focus utterance;
#: dropped unheard once the move is made (:meth:`SpeechQueue.cancel`). ``focus``: replaces
#: queued and spoken focus utterances, waits for events and the turn. ``urgent`` (a
#: refusal, speech switched): stops and drops all. A key the player presses interrupts
#: everything first (:meth:`SpeechQueue.interrupt`), so its answer is spoken at once.
PRIORITIES = ("event", "turn", "focus", "urgent")
#: utterances kept waiting at most (computers playing faster than anyone can listen)
QUEUE_LIMIT = 60
#: the sound before another seat's move (``sounds/other.wav``, tools/assets/make_sounds.py)
CUE = "other"
#: seconds between the start of a cue and the words after it (the cue's own length)
CUE_SECONDS = 0.09


@dataclass
class Utterance:
    text: str
    language: str
    priority: str = "event"
    #: ``time.perf_counter()`` when it was asked for (or a listener's clock)
    asked: float = 0.0
    #: an event sentence that may be joined to the one before it while that one still
    #: waits (the short verbosity: "Bert, six of clubs, Carla, eight of clubs")
    joins: bool = False
    #: the name its (last joined) sentence begins with, who did it: a joined sentence
    #: of the same subject does not say the name again ("" none)
    subject: str = ""
    #: the event sentences joined into this one (empty: just ``text``)
    parts: tuple[str, ...] = ()
    #: whose voice says it: 0 the player's own (and the game's), n the n-th other seat,
    #: :data:`OTHERS` several other seats joined (:func:`pitch_of`)
    voice: int = 0
    #: a sound played just before it is said (another seat's move: :data:`CUE`), or ""
    cue: str = ""
    #: words per minute when it was asked for (0: the engine's rate)
    rate: int = 0

    @property
    def sentences(self) -> tuple[str, ...]:
        """The event sentences this utterance says, one or several joined."""
        return self.parts or (self.text,)


def joined_sentences(first: str, then: str, subject: str = "") -> str:
    """Two event sentences said as one: "Bert, six of clubs, Carla leads jack of hearts"
    (a sentence that ends in ! or ? keeps its end). When ``then`` begins with
    ``subject``, the name the sentence before it began with, the name is said once:
    "Bert passes, wins the trick with 14"."""
    first = first.rstrip()
    if first.endswith(("!", "?")):
        return f"{first} {then}"
    if subject and then.startswith(subject + " "):
        then = then[len(subject) + 1:]
    return f"{first.removesuffix('.')}, {then}"


class SpeechQueue:
    """The speaker's rules, without a thread or a clock: what is kept, what is dropped,
    and whether the utterance being spoken must stop. The :class:`Speaker` and the tests'
    listener both use it, so the tests hear what a person hears."""

    def __init__(self) -> None:
        self.items: deque[Utterance] = deque()
        #: the utterance being spoken now
        self.speaking: Utterance | None = None
        #: a joining event may join the last one queued: no turn, focus, refusal or key
        #: came between them (the turn separates what happened before the move and after)
        self._may_join = False

    def add(self, utterance: Utterance) -> tuple[bool, list[str]]:
        """Queue ``utterance`` by :data:`PRIORITIES`: (stop the one being spoken, the
        event sentences dropped unheard)."""
        priority = utterance.priority
        stop = False
        dropped: list[str] = []
        last = self.items[-1] if self.items else None
        if priority == "event" and utterance.joins and self._may_join and last is not None \
                and last.priority == "event" and last.joins:
            last.parts = (*last.sentences, utterance.text)      # joined, not queued
            same = last.subject if last.subject == utterance.subject else ""
            if last.voice and utterance.voice and last.voice != utterance.voice:
                last.voice = OTHERS         # several seats: their shared voice, the cue kept
            last.text = joined_sentences(last.text, utterance.text, same)
            last.subject = utterance.subject
            return stop, dropped
        self._may_join = priority == "event" and utterance.joins
        if priority == "urgent":
            stop, dropped = self.interrupt()
        elif priority in ("turn", "focus"):
            replaced = ("turn", "focus") if priority == "turn" else ("focus",)
            kept = [u for u in self.items if u.priority not in replaced]
            self.items.clear()
            self.items.extend(kept)
            stop = self.speaking is not None and self.speaking.priority in replaced
        self.items.append(utterance)
        while len(self.items) > QUEUE_LIMIT:      # a demo at full speed: drop the oldest
            gone = self.items.popleft()
            if gone.priority == "event":
                dropped.extend(gone.sentences)
        return stop, dropped

    def interrupt(self) -> tuple[bool, list[str]]:
        """A key was pressed: nothing queued, nothing spoken. (stop, events dropped
        unheard — the one being spoken counts as unheard.)"""
        dropped = [text for u in self.items if u.priority == "event" for text in u.sentences]
        speaking = self.speaking
        if speaking is not None and speaking.priority == "event":
            dropped[:0] = speaking.sentences
        self.items.clear()
        self._may_join = False
        return speaking is not None, dropped

    def cancel(self, priority: str) -> None:
        """Drop the queued utterances of ``priority`` that have not started (a turn
        sentence once the move is made)."""
        kept = [u for u in self.items if u.priority != priority]
        self.items.clear()
        self.items.extend(kept)
        self._may_join = False

    def next(self) -> Utterance | None:
        """The next utterance to speak (now :attr:`speaking`), or None."""
        self.speaking = self.items.popleft() if self.items else None
        return self.speaking

    def done(self) -> None:
        self.speaking = None

    def pending(self, priority: str) -> int:
        """Sentences of ``priority`` queued or being spoken (joined events count each)."""
        now = [self.speaking] if self.speaking is not None else []
        return sum(len(u.sentences) for u in (*now, *self.items) if u.priority == priority)

    @property
    def idle(self) -> bool:
        return not self.items and self.speaking is None
