"""Lessons as data: a prepared game plus coach steps keyed to positions or events.

A lesson file (``game/app/lessons/<id>.json``) holds:

``id``, ``game``, ``order``     name, which game, place in the lesson list
``title``, ``summary``          text keys of the game's ``texts.py``
``seats``                       seat names; the learner's is shown as ``lesson.learner``
``learner``                     the learner's seat
``start``                       ``{"deck": "...", "dealer": 2, "options": {...}}`` (an
                                explicit deck, top first; ``seed`` where a game needs no
                                deck) or ``{"arranged": {...}}``
                                (keyword arguments of the game's ``arranged()``)
``script``                      the guided line of play as action texts (learner and
                                computers); after it the game goes on freely
``steps``                       coach steps, tried in file order

A step: ``id``; ``say`` (message key) with ``values``; ``show`` (what to highlight:
card texts or the table's zone/button names); a trigger, either ``before`` (a position:
``seat`` to act, ``move`` = actions so far, ``hand_size`` of the seat to act,
``can_<kind>`` whether a move of that kind (``play``, ``draw`` …) is legal, or any public
property of the state by name, e.g. ``"open_card": "9C"``; ``">=N"`` means at least N)
or ``after`` (an event by class name plus field values, e.g.
``{"event": "PickedUp", "seat": 2}``);
``repeat`` (fire every time, else once); ``wait`` (wait for Continue even at the
learner's decision).

A value ``"$open_card"`` is read from the state, ``"$event.seat"`` from the event
(``"$event.sums.0"``: an item of it);
``|name`` turns a seat into its name, ``|suit`` a suit letter into its word.

Pure Python (no pygame): the tests walk every lesson on the engine alone.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, SupportsInt, TypedDict

from game.app.json_types import Json, JsonObject
from game.app.session import OptionValue
from game.app.table.events import Move
from game.rules import GAMES, Event, GameState, new_game

if TYPE_CHECKING:
    from game.ai import Player

LESSON_DIR = Path(__file__).resolve().parent
Translate = Callable[[str], str]


class Start(TypedDict, total=False):
    """A lesson's starting position: a deal (``deck`` top first, or ``seed``) or an
    ``arranged`` one (keyword arguments of the game's ``arranged()``)."""

    deck: str
    seed: int
    dealer: int
    options: dict[str, OptionValue]
    arranged: JsonObject


@dataclass(frozen=True)
class Step:
    id: str
    say: str
    values: Mapping[str, Json] = field(default_factory=dict)
    show: tuple[str, ...] = ()
    before: Mapping[str, Json] | None = None
    after: Mapping[str, Json] | None = None
    repeat: bool = False
    wait: bool = False

    def matches_position(self, state: GameState) -> bool:
        if self.before is None or state.is_over:
            return False
        return all(_position_has(state, key, want) for key, want in self.before.items())

    def matches_event(self, state: GameState, event: Event) -> bool:
        if self.after is None:
            return False
        if type(event).__name__ != self.after.get("event"):
            return False
        for key, want in self.after.items():
            if key == "event":
                continue
            got = _attribute(event, key, _ABSENT)
            if got is _ABSENT:
                got = _read(state, key)
            if not _same(got, want):
                return False
        return True


@dataclass(frozen=True)
class Lesson:
    id: str
    game: str
    title: str
    summary: str
    seats: tuple[str, ...]
    learner: int
    start: Start
    script: tuple[str, ...]
    steps: tuple[Step, ...]
    order: int = 0
    #: the lesson's own sentence for an engine event of its arranged start, by the
    #: event's kind ("LaidOut": the lesson lays out its own table, not a game's deal)
    retell: Mapping[str, str] = field(default_factory=dict)

    def new_state(self, names: Sequence[str] | None = None) -> GameState:
        """The lesson's starting position, seats named ``names`` (default: the file's)."""
        names = list(names or self.seats)
        if "arranged" in self.start:
            factory = GAMES[self.game].factory
            # a game whose lessons arrange a deal gives its state class ``arranged``
            state = factory.arranged(**self.start["arranged"])  # type: ignore[attr-defined]
            state.names = tuple(names)
            return state
        return new_game(self.game, names, seed=self.start.get("seed"),
                        deck=self.start.get("deck"), dealer=self.start.get("dealer"),
                        options=self.start.get("options"))

    def replay(self, history: Iterable[Move]) -> GameState:
        """The starting position with ``history`` applied again (each move re-checked)."""
        state = self.new_state()
        for action in history:
            state.apply(action)
        return state

    def scripted_move(self, state: GameState) -> Move | None:
        """The script's next move if the game still follows the script, else None."""
        done = len(state.history)
        if done >= len(self.script) or state.is_over:
            return None
        if [str(a) for a in state.history] != list(self.script[:done]):
            return None
        return state.action_from_text(self.script[done])


def load(path: Path) -> Lesson:
    try:
        return _load(path)
    except WrongKind as error:
        raise ValueError(f"{path.name}: {error}") from None


def _load(path: Path) -> Lesson:
    data = _object(json.loads(path.read_text(encoding="utf-8")), "the file")
    steps = tuple(_step(_object(s, "a step")) for s in _list(data, "steps"))
    game = _str(data, "game")
    retell = _object(data.get("retell", {}), "'retell'")
    if game not in GAMES:
        raise ValueError(f"{path.name}: unknown game {game!r}")
    for step in steps:
        if (step.before is None) == (step.after is None):
            raise ValueError(f"{path.name}: step {step.id!r} needs one of before/after")
        if step.repeat and (step.wait or step.after is not None):
            raise ValueError(f"{path.name}: step {step.id!r} may only repeat before a "
                             "decision, without waiting (it would come up forever)")
    if len({step.id for step in steps}) != len(steps):
        raise ValueError(f"{path.name}: two steps share an id")
    return Lesson(id=_str(data, "id"), game=game, title=_str(data, "title"),
                  summary=_str(data, "summary"), seats=_strings(data, "seats"),
                  learner=_int(data, "learner", 0),
                  start=_start(_object(data["start"], "'start'")),
                  script=_strings(data, "script", required=False), steps=steps,
                  order=_int(data, "order", 0),
                  retell={kind: _str(retell, kind) for kind in retell})


# --- reading a lesson file: each value checked for the kind it must be ----------------

class WrongKind(ValueError):
    """A value of a lesson file is not of the kind it must be (the message says which)."""


def _object(value: Json, what: str) -> JsonObject:
    if not isinstance(value, dict):
        raise WrongKind(f"{what} is not an object")
    return value


def _list(data: JsonObject, key: str, required: bool = True) -> list[Json]:
    value = data[key] if required else data.get(key, [])
    if not isinstance(value, list):
        raise WrongKind(f"{key!r} is not a list")
    return value


def _str(data: JsonObject, key: str) -> str:
    value = data[key]
    if not isinstance(value, str):
        raise WrongKind(f"{key!r} is not text")
    return value


def _strings(data: JsonObject, key: str, required: bool = True) -> tuple[str, ...]:
    items = _list(data, key, required)
    if not all(isinstance(item, str) for item in items):
        raise WrongKind(f"{key!r} holds something other than text")
    return tuple(str(item) for item in items)


def _int(data: JsonObject, key: str, default: int) -> int:
    value = data.get(key, default)
    if not isinstance(value, int | float | str):
        raise WrongKind(f"{key!r} is not a number")
    return int(value)


def _condition(data: JsonObject, key: str) -> JsonObject | None:
    value = data.get(key)
    return None if value is None else _object(value, f"{key!r}")


def _step(data: JsonObject) -> Step:
    return Step(id=_str(data, "id"), say=_str(data, "say"),
                values=dict(_object(data.get("values", {}), "'values'")),
                show=_strings(data, "show", required=False), before=_condition(data, "before"),
                after=_condition(data, "after"), repeat=bool(data.get("repeat", False)),
                wait=bool(data.get("wait", False)))


def _start(data: JsonObject) -> Start:
    start = Start()
    if "deck" in data:
        start["deck"] = _str(data, "deck")
    if "seed" in data:
        start["seed"] = _whole(data["seed"], "start 'seed'")
    if "dealer" in data:
        start["dealer"] = _whole(data["dealer"], "start 'dealer'")
    if "options" in data:
        options = _object(data["options"], "start 'options'")
        start["options"] = {name: _option(value) for name, value in options.items()}
    if "arranged" in data:
        start["arranged"] = _object(data["arranged"], "start 'arranged'")
    return start


def _whole(value: Json, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise WrongKind(f"{what} is not a whole number")
    return value


def _option(value: Json) -> OptionValue:
    if not isinstance(value, bool | int | str):
        raise WrongKind(f"option value {value!r} is not On/Off, a number or a choice")
    return value


def all_lessons(folder: Path = LESSON_DIR, strict: bool = False) -> list[Lesson]:
    """Every lesson file in ``folder``, in lesson-list order. A broken file is left out
    of the list (``strict``: raises instead; the tests load every file strictly)."""
    lessons = []
    for path in sorted(folder.glob("*.json")):
        try:
            lessons.append(load(path))
        except (ValueError, KeyError, TypeError):
            if strict:
                raise
    return sorted(lessons, key=lambda one: (one.order, one.id))


def find(lesson_id: str) -> Lesson | None:
    return next((lesson for lesson in all_lessons() if lesson.id == lesson_id), None)


class Coach:
    """Which step is due: before a decision (a position) or after an action (its events).

    The table's coach overlay and the engine-level tests use the same object, so a
    step the tests reach is a step the learner sees.
    """

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.fired: set[str] = set()
        self.shown: list[str] = []        # step ids in the order they were due

    def _due(self, step: Step) -> Step:
        if not step.repeat:
            self.fired.add(step.id)
        self.shown.append(step.id)
        return step

    def _open(self, step: Step) -> bool:
        return step.repeat or step.id not in self.fired

    def waits(self, step: Step, state: GameState) -> bool:
        """Whether ``step`` waits for Continue (else it stays up until the learner moves)."""
        return step.wait or step.after is not None or \
            state.current_player != self.lesson.learner

    def before(self, state: GameState) -> Step | None:
        """The step for this position (the first match in file order), once per position."""
        for step in self.lesson.steps:
            if self._open(step) and step.matches_position(state):
                return self._due(step)
        return None

    def after(self, state: GameState, events: Sequence[Event]) -> list[tuple[Step, Event]]:
        """Steps due after an action with ``events`` (``state`` is the position after it)."""
        due: list[tuple[Step, Event]] = []
        for event in events:
            for step in self.lesson.steps:
                if self._open(step) and step.matches_event(state, event) and \
                        all(s is not step for s, _ in due):
                    due.append((self._due(step), event))
        return due


def computer_players(lesson: Lesson, ai_seed: int | None = None,
                     level: str = "normal") -> dict[int, Player[GameState]]:
    """The lesson's computer seats: the script first, then a normal player of the game
    (its randomness from ``ai_seed``, else from the system, as in any session)."""
    from game.ai import has_player, make_player
    from game.ai.scripted import FirstLegal, ScriptedPlayer

    source = random.SystemRandom() if ai_seed is None else random.Random(ai_seed)

    def own(seat: int) -> Player[GameState]:
        if not has_player(lesson.game, level):    # that game's players are still to come
            return FirstLegal()
        return make_player(lesson.game, level, seed=source.randrange(2**63))

    return {seat: ScriptedPlayer(lesson.script, own(seat))
            for seat in range(len(lesson.seats)) if seat != lesson.learner}


StepSeen = Callable[[Step, GameState, "Event | None"], None]


def walk(lesson: Lesson, learner: Callable[[GameState], Move],
         computers: Mapping[int, Player[GameState]] | None = None, seen: StepSeen | None = None,
         max_actions: int = 2000) -> tuple[GameState, Coach]:
    """Play the lesson on the engine alone, asking the coach as the table does.

    ``learner(state)`` picks the learner's moves; ``seen(step, state, event)`` is told
    each step as it comes up. Returns the final state and the coach (``coach.shown``
    lists the steps that came up, in order).
    """
    state = lesson.new_state()
    coach = Coach(lesson)
    players = computers if computers is not None else computer_players(lesson)
    for _ in range(max_actions):
        if state.is_over:
            break
        while True:
            step = coach.before(state)
            if step is not None and seen is not None:
                seen(step, state, None)
            if step is None or not coach.waits(step, state):
                break
        seat = state.current_player
        assert seat is not None, "the game is not over"
        action = learner(state) if seat == lesson.learner else \
            players[seat].choose(state.view(seat))
        events = state.apply(action)
        for step, event in coach.after(state, events):
            if seen is not None:
                seen(step, state, event)
    return state, coach


def resolve(step: Step, state: GameState, event: Event | None = None,
            translate: Translate = str) -> dict[str, Json]:
    """The step's values for its sentence, read from the state or the event."""
    values: dict[str, Json] = {}
    for name, raw in step.values.items():
        values[name] = _value(raw, state, event, translate)
    return values


def names_learner(step: Step, state: GameState, event: Event | None, learner: int) -> bool:
    """Whether a ``|name`` value of the step is the learner (the sentence then has a
    ``<key>.you`` variant where the texts define one: "You are out", not "You is out")."""
    for raw in step.values.values():
        if isinstance(raw, str) and raw.startswith("$") and raw.endswith("|name"):
            got = _lookup(raw[1:-5], state, event)
            if got is not None and _number(got) == learner:
                return True
    return False


def resolve_show(step: Step, state: GameState, event: Event | None = None) -> list[str]:
    """What the step highlights: card texts and zone/button names (``$...`` read as values)."""
    return [str(_value(name, state, event, str)) for name in step.show]


def _value(raw: Json, state: GameState, event: Event | None, translate: Translate) -> Json:
    if not isinstance(raw, str) or not raw.startswith("$"):
        return raw
    path, _, how = raw[1:].partition("|")
    got = _lookup(path, state, event)
    if how == "name":
        return state.player_name(_number(got))
    if how == "suit":
        return translate(f"lesson.suit.{_attribute(got, 'suit', got)}")
    if how:
        raise ValueError(f"unknown value filter {how!r} in {raw!r}")
    return _text(got)


_ABSENT = object()


def _attribute(value: object, name: str, default: object = _ABSENT) -> object:
    """``value``'s attribute ``name``: a lesson names what it reads of a position or an
    event as text (``open_card``, ``event.seat``); ``default`` if it has none, else an
    AttributeError."""
    if default is _ABSENT:
        return getattr(value, name)
    return getattr(value, name, default)


def _lookup(path: str, state: GameState, event: Event | None) -> object:
    """``open_card`` from the state, ``event.seat`` from the event, ``event.sums.0`` an item."""
    first, *rest = path.split(".")
    if first == "event":
        if event is None:
            raise ValueError(f"${path} needs an event (use it in an 'after' step)")
        got: object = event
    else:
        got = _read(state, first)
    for part in rest:
        if not part.isdigit():
            got = _attribute(got, part)
        elif isinstance(got, Sequence):
            got = got[int(part)]
        else:
            raise TypeError(f"${path}: a {type(got).__name__} has no item {part}")
    return got


def _number(value: object) -> int:
    """A value a lesson reads as a number (a seat, a count)."""
    if not isinstance(value, SupportsInt | str):
        raise TypeError(f"{value!r} is not a number")
    return int(value)


def _read(state: GameState, name: str) -> object:
    if name == "move":
        return len(state.history)
    if name == "seat":
        return state.current_player
    if name == "hand_size":
        seat = state.current_player
        return len(state.hand(seat)) if seat is not None else 0
    if name.startswith("can_"):         # can_play, can_draw …: a move of that kind is legal
        kind = name[4:]
        return any(str(a).split(" ", 1)[0] == kind for a in state.legal_actions())
    got = _attribute(state, name, _ABSENT)
    if name.startswith("_") or got is _ABSENT:
        raise ValueError(f"a {state.name} position has no public property {name!r}")
    return got() if callable(got) else got      # read-only questions: scores() …


def _text(value: object) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, Iterable):
        return " ".join(_text(v) for v in value)
    return str(value)


def _same(got: object, want: Json) -> bool:
    """Equal as text (case-insensitive); ``">=N"`` compares a number."""
    if isinstance(want, str) and want.startswith(">="):
        return got is not None and _number(got) >= int(want[2:])
    return _text(got).lower() == _text(want).lower()


def _position_has(state: GameState, key: str, want: Json) -> bool:
    return _same(_read(state, key), want)
