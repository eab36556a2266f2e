"""A listener that hears what a person hears, on a virtual clock: the speaker's own
queue rules (:class:`~game.app.speech.speech_queue.SpeechQueue`) and each utterance lasting as
long as eSpeak NG takes to say it (:func:`~game.app.speech.duration.spoken_seconds`).
An output for the narrator in the tests and ``tools/benchmarks/bench_speech.py``: it keeps

- ``heard``: utterances spoken to their end,
- ``cut``: begun and stopped (a key, a refusal),
- ``never``: dropped before they began,
- ``joined``: event sentences joined to the one waiting before them (which then says
  both; :attr:`Ear.all` lists that one, with the joined text),

each with the clock when it was asked for, began and ended, and the voice and cue it
was asked for with. An utterance with a cue lasts the cue's length more.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.app.speech.duration import spoken_seconds
from game.app.speech.engine import RATE
from game.app.speech.speech_queue import CUE_SECONDS, SpeechQueue, Utterance


@dataclass
class Heard:
    text: str
    priority: str
    asked: float
    began: float = -1.0
    ended: float = -1.0
    #: what ``Ear.context`` said when it was asked for and when it began
    asked_in: object = None
    began_in: object = None
    #: whose voice and which sound before it (as asked for; a joined sentence keeps the
    #: first's cue)
    voice: int = 0
    cue: str = ""


class Ear:
    """An output for the narrator with the speaker's rules and a virtual clock."""

    def __init__(self, wpm: int = RATE) -> None:
        self.queue = SpeechQueue()
        self.clock = 0.0
        self.rate = wpm            # the narrator sets it from the rate setting
        self.heard: list[Heard] = []
        self.cut: list[Heard] = []
        self.never: list[Heard] = []
        self.joined: list[Heard] = []
        self.turns_started = 0
        #: called at ask and at start (a test records e.g. the moves made by then)
        self.context: Callable[[], object] = lambda: None
        self._items: dict[int, Heard] = {}
        self._ends = 0.0

    # --- the Output protocol (as the Speaker) --------------------------------------------

    def say(self, text: str, language: str, priority: str = "event",
            joins: bool = False, subject: str = "", voice: int = 0,
            cue: str = "") -> list[str]:
        utterance = Utterance(text, language, priority, self.clock, joins, subject,
                              voice=voice, cue=cue)
        self._items[id(utterance)] = Heard(text, priority, self.clock,
                                           asked_in=self.context(), voice=voice, cue=cue)
        before = list(self.queue.items)
        stop, dropped = self.queue.add(utterance)
        if utterance is not self.queue.speaking and \
                all(u is not utterance for u in self.queue.items):
            into = self.queue.items[-1]             # joined to the event waiting last
            self.joined.append(self._items.pop(id(utterance)))
            self._items[id(into)].text = into.text
        self._forget(before)
        if stop:
            self._stop_speaking()
        self._start()
        return dropped

    def interrupt(self) -> list[str]:
        before = list(self.queue.items)
        stop, dropped = self.queue.interrupt()
        self._forget(before)
        if stop:
            self._stop_speaking()
        return dropped

    def cancel(self, priority: str) -> None:
        before = list(self.queue.items)
        self.queue.cancel(priority)
        self._forget(before)

    def pending(self, priority: str) -> int:
        return self.queue.pending(priority)

    def stop(self) -> None:
        self.interrupt()

    @property
    def idle(self) -> bool:
        return self.queue.idle

    # --- time ------------------------------------------------------------------------------

    def advance(self, seconds: float) -> None:
        """Let ``seconds`` of speech go by."""
        until = self.clock + seconds
        while self.queue.speaking is not None and self._ends <= until:
            self.clock = self._ends
            self.heard.append(self._finish(self.queue.speaking))
            self.queue.done()
            self._start()
        self.clock = until

    @property
    def all(self) -> list[Heard]:
        """Everything asked for (said, cut, dropped, waiting), in the order asked."""
        return sorted(self.heard + self.cut + self.never + list(self._items.values()),
                      key=lambda h: h.asked)

    # --- inside ------------------------------------------------------------------------------

    def _start(self) -> None:
        if self.queue.speaking is not None:
            return
        utterance = self.queue.next()
        if utterance is None:
            return
        item = self._items[id(utterance)]
        item.began = self.clock
        item.began_in = self.context()
        self._ends = self.clock + spoken_seconds(utterance.text, self.rate) + \
            (CUE_SECONDS if utterance.cue else 0.0)
        if utterance.priority == "turn":
            self.turns_started += 1

    def _stop_speaking(self) -> None:
        speaking = self.queue.speaking
        if speaking is not None:
            self.cut.append(self._finish(speaking))
            self.queue.done()

    def _finish(self, utterance: Utterance) -> Heard:
        item = self._items.pop(id(utterance))
        item.ended = self.clock
        return item

    def _forget(self, before: list[Utterance]) -> None:
        """The queued utterances that were dropped go to ``never``."""
        still = {id(u) for u in self.queue.items}
        for utterance in before:
            if id(utterance) not in still:
                self.never.append(self._finish(utterance))
