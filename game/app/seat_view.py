"""What one seat may know now: the single account of a game that every channel reads.

Each game writes one function, ``seat_view(view, seat)`` (``games/<game>/seat_view.py``),
from the seat's own view of the state (``state.view(seat)``, never the state itself): the
public table as rows, the seat's hand, every seat's card count and standing (tricks,
points, the place it went out in) and whose turn it is; :func:`moves_of` adds the legal
moves with their sentences for the seat to move. The TV's name plates, a phone's page
and speech's reading keys and round sentences read the same :class:`SeatView`, so the
three presentations cannot drift apart, and a new game gets all three from one
function.

Nothing here draws or talks: it is words and numbers, safe to build on the pygame
thread and to send to the phone server's thread.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NotRequired, TypedDict

from game.app import i18n
from game.app.table.events import Move as Action
from game.rules import Card, GameState, cards_of
from game.rules.messages import Message

#: Sentences are written for at most this many moves (a huge set — 1,287 ways to choose
#: five cards — keeps its actions and cards only).
MAX_DESCRIBED = 300


@dataclass(frozen=True)
class Standing:
    """One number of a seat's standing and the words for it: ``key`` is a text key
    formatted with ``n`` ("tp.tricks" -> "4 tricks"); where the texts hold ``key + "1"``,
    that is said for exactly one ("1 trick")."""

    key: str
    n: int

    def text(self) -> str:
        if self.n == 1 and self.key + "1" in i18n.TEXTS:
            return i18n.tr(self.key + "1")
        return i18n.tr(self.key, n=self.n)


@dataclass(frozen=True)
class SeatLine:
    """A seat as every seat sees it: its name, how many cards it holds (a count only),
    its standing and whether it is to move."""

    seat: int
    name: str
    cards: int
    standing: tuple[Standing, ...] = ()
    turn: bool = False

    def standing_text(self) -> str:
        """The standing in words ("4 tricks", "out 1st"; "" none)."""
        return ", ".join(each.text() for each in self.standing)


@dataclass(frozen=True)
class Group:
    """Cards that lie together on the table and count as one (a Zwicker stack), with
    what they count."""

    cards: tuple[str, ...]
    note: str = ""


@dataclass(frozen=True)
class Row:
    """One line of the public table or of the seat's own cards beside its hand: a label,
    card texts, a note; ``pick``: its cards are tapped to choose them (a pool to bid
    from); ``groups``: cards lying in groups (the Zwicker table)."""

    label: str
    cards: tuple[str, ...] = ()
    note: str = ""
    pick: bool = False
    groups: tuple[Group, ...] = ()

    def as_json(self) -> RowJson:
        data = RowJson(label=self.label, cards=list(self.cards), note=self.note)
        if self.pick:
            data["pick"] = True
        if self.groups:
            data["units"] = [UnitJson(cards=list(g.cards), note=g.note) for g in self.groups]
        return data


class UnitJson(TypedDict):
    """A :class:`Group` as a phone is sent it."""

    cards: list[str]
    note: str


class RowJson(TypedDict):
    """A :class:`Row` as a phone is sent it (``pick`` and ``units`` only when set)."""

    label: str
    cards: list[str]
    note: str
    pick: NotRequired[bool]
    units: NotRequired[list[UnitJson]]


@dataclass(frozen=True)
class Move:
    """A legal move of the seat: the action, its sentence (None where the set is too
    large to describe every move) and the cards it moves."""

    action: Action
    sentence: Message | None
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class SeatView:
    """What ``seat`` may know now (see the module's docstring)."""

    seat: int
    hand: tuple[Card, ...]
    seats: tuple[SeatLine, ...]
    turn: int | None
    over: bool
    #: the public table and the seat's own cards beside the hand, as rows
    table: tuple[Row, ...] = ()
    #: the text key of the standings said as one sentence ("Tricks: {list}.")
    standings_key: str = "speech.scores"

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(line.name for line in self.seats)

    @property
    def yours(self) -> bool:
        return self.turn == self.seat

    def standings_sentence(self) -> str:
        """Every seat's first standing number in one sentence, in seat order ("Tricks:
        Alex 4, Bert 3, Carla 1."); each seat's whole standing in words where the numbers
        are not alike (a seat without one is left out)."""
        lines = [line for line in self.seats if line.standing]
        if not lines:
            return ""
        alike = all(line.standing[0].key == lines[0].standing[0].key for line in lines)
        if alike and len(lines) == len(self.seats):
            parts = [i18n.tr("speech.score", name=line.name, n=line.standing[0].n)
                     for line in lines]
        else:
            parts = [f"{line.name} {line.standing_text()}" for line in lines]
        return i18n.tr(self.standings_key, list=", ".join(parts))


#: a game's seat view: ``seat_view(view, seat)`` with ``view = state.view(seat)`` (a
#: game's own takes its own view class, so the shared type cannot name one)
SeatViewOf = Callable[[Any, int], SeatView]


def moves_of(view: GameState) -> tuple[Move, ...]:
    """The view's legal moves with their sentences (none past :data:`MAX_DESCRIBED`)."""
    legal = view.legal_actions()
    described = len(legal) <= MAX_DESCRIBED
    return tuple(Move(action, view.describe(action) if described else None,
                      tuple(cards_of(action))) for action in legal)


def seat_view(view: GameState, seat: int, *,
              standings: Sequence[tuple[Standing, ...]] = (),
              table: Sequence[Row] = (), standings_key: str = "speech.scores") -> SeatView:
    """The parts every game shares, built from ``view`` (``state.view(seat)``); a game's
    own ``seat_view`` adds its ``standings`` (one tuple per seat) and ``table`` rows."""
    turn = view.current_player
    lines = tuple(SeatLine(s, view.player_name(s), len(view.hand(s)),
                           tuple(standings[s]) if standings else (), s == turn)
                  for s in range(view.players))
    return SeatView(seat=seat, hand=tuple(view.hand(seat)), seats=lines, turn=turn,
                    over=view.is_over, table=tuple(table), standings_key=standings_key)


def no_seat_view(view: GameState, seat: int) -> SeatView:
    """The shared parts only: a game that shows nothing besides hands and counts."""
    return seat_view(view, seat)
