"""One move, one utterance: the sentences a move logs as its cards move ("Carla, queen of
clubs", then "Carla is out, place 1") are held until the last of them is logged and said
joined ("Carla, queen of clubs, and is out, place 1"), so the turn after it never waits
behind two sentences of one move."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.app import i18n
from game.app.speech.engine import OTHERS
from game.app.speech.speech_queue import joined_sentences
from game.rules import Event


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

    @classmethod
    def of(cls, events: tuple[Event, ...], names: Sequence[str],
           moves: int) -> MoveSentences:
        """The sentences to come of a move whose ``events`` the engine returned: its own
        sentence and each event's that has one."""
        return cls(due=1 + sum(e.message(names) is not None for e in events), at=moves)

    def said(self) -> Said | None:
        """The held sentences as one (None: none held); nothing is held after."""
        parts, self.parts, self.due = self.parts, [], 0
        if not parts:
            return None
        text = parts[0].text
        for part in parts[1:]:
            text = move_joined(text, part.text, part.subject)
        subjects = {p.subject for p in parts}
        voices = {p.voice for p in parts if p.voice}
        voice = OTHERS if len(voices) > 1 else next(iter(voices), 0)
        return Said(text, parts[0].subject if len(subjects) == 1 else "", voice,
                    next((p.cue for p in parts if p.cue), ""))


def move_joined(first: str, then: str, subject: str) -> str:
    """Two sentences of one move said as one: a second sentence of the same seat without
    its name, after "and" ("Carla, queen of clubs, and is out, place 1")."""
    if subject and then.startswith(subject + " ") and not first.rstrip().endswith(("!", "?")):
        then = f"{i18n.tr('speech.and')} {then[len(subject) + 1:]}"
    return joined_sentences(first, then)
