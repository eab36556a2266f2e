"""What goes into the files, as plain dicts — and back, checked.

No pygame here. Every ``*_from_record`` raises :class:`BadFile` (or ValueError/TypeError/
KeyError from the checks) for content it cannot use; the caller sets the file aside.
Games are stored as their replay recipe (game, names, seed, dealer, options and the
action TEXTS) and restored through the engine, which re-checks every move.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from game.app.json_types import Json, JsonObject, JsonOut, JsonOutObject
from game.app.session import OptionValue, Seat, Session
from game.app.settings import (
    LANGUAGES,
    SPEECH_RATES,
    SPEECH_VERBOSITY,
    SPEEDS,
    TEXT_SIZES,
    Choices,
    Settings,
)
from game.app.storage.files import BadFile
from game.rules import GAMES, GameState, IllegalMove, new_game

SETTINGS_VERSION = 1
AUTOSAVE_VERSION = 1
REPLAY_VERSION = 1
#: The settings the settings screen offers, stored by name; the rest are not persisted.
SETTINGS_FIELDS = ("animation_speed", "volume", "muted", "highlight_legal", "four_colour",
                   "language", "fullscreen", "start_fullscreen", "text_size", "speech",
                   "large_cards", "speech_rate", "speech_verbosity", "speech_waits",
                   "speech_rate_offered", "music", "music_volume")
MAX_NAME = 40

Scalar = TypeVar("Scalar", str, int, float, bool)


def expect(value: Json, kind: type[Scalar], what: str) -> Scalar:
    """``value`` if it is a ``kind`` (bools are not ints here), else BadFile."""
    if isinstance(value, bool) and kind is not bool:
        raise BadFile(f"{what}: {value!r} is not a {kind}")
    if not isinstance(value, kind):
        raise BadFile(f"{what}: {value!r} is not a {kind}")
    return value


def expect_number(value: Json, what: str) -> float:
    """An int or a float (not a bool), else BadFile."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise BadFile(f"{what}: {value!r} is not a {(int, float)}")
    return value


def expect_list(value: Json, what: str) -> list[Json]:
    """``value`` if it is a JSON array, else BadFile."""
    if not isinstance(value, list):
        raise BadFile(f"{what}: {value!r} is not a {list}")
    return value


def expect_object(value: Json, what: str) -> JsonObject:
    """``value`` if it is a JSON object, else BadFile."""
    if not isinstance(value, dict):
        raise BadFile(f"{what}: {value!r} is not a {dict}")
    return value


def expect_options(value: Json, what: str) -> dict[str, OptionValue]:
    """A game's rule options (name -> On/Off, a count or a choice's id), else BadFile;
    the engine checks each name and value when the game starts."""
    return {name: _option_value(option, what)
            for name, option in expect_object(value, what).items()}


def _option_value(value: Json, what: str) -> OptionValue:
    if not isinstance(value, bool | int | str):
        raise BadFile(f"{what}: {value!r} is not a {(bool, int, str)}")
    return value


# --- seats ------------------------------------------------------------------------------

def seat_record(seat: Seat) -> dict[str, JsonOut]:
    record: dict[str, JsonOut] = {"name": seat.name, "human": seat.human,
                                  "level": seat.level}
    if seat.phone:
        record["phone"] = True            # only the setup remembers it (settings)
    return record


def seat_from_record(value: Json) -> Seat:
    data = expect_object(value, "seat")
    name = expect(data["name"], str, "name").strip()
    if not name or len(name) > MAX_NAME:
        raise BadFile(f"seat name {name!r}")
    return Seat(name, expect(data["human"], bool, "human"), expect(data["level"], str, "level"),
                expect(data.get("phone", False), bool, "phone"))


# --- settings -----------------------------------------------------------------------------

def _setting(settings: Settings, name: str) -> str | int | float | bool:
    """One of :data:`SETTINGS_FIELDS` (each a plain value)."""
    value = settings.value(name)
    if not isinstance(value, str | int | float | bool):
        raise TypeError(f"setting {name} is not a plain value: {value!r}")
    return value


def settings_record(settings: Settings) -> dict[str, JsonOut]:
    record: dict[str, JsonOut] = {name: _setting(settings, name) for name in SETTINGS_FIELDS}
    record["window_size"] = list(settings.window_size) if settings.window_size else None
    record["last_game"] = settings.last_game
    record["last_seats"] = [seat_record(s) for s in settings.last_seats]
    record["last_choices"] = {game: {"options": dict(chosen.get("options", {})),
                                     "target": chosen.get("target")}
                              for game, chosen in settings.last_choices.items()}
    record["tutorial_offered"] = settings.tutorial_offered
    record["place_asked"] = settings.place_asked
    record["lesson_progress"] = {k: list(v) for k, v in settings.lesson_progress.items()}
    record["lessons_done"] = list(settings.lessons_done)
    return record


MAX_LESSONS = 50
MAX_LESSON_MOVES = 2000


def _lesson_id(value: Json) -> str:
    text = expect(value, str, "lesson")
    if not text or len(text) > MAX_NAME:
        raise BadFile(f"lesson id {text!r}")
    return text


def _lessons_from_record(data: JsonObject, settings: Settings) -> None:
    """The lessons' flags: offered on the first start, moves of unfinished ones, done."""
    settings.tutorial_offered = expect(data.get("tutorial_offered", False), bool,
                                       "tutorial offered")
    settings.place_asked = expect(data.get("place_asked", False), bool, "place asked")
    progress = expect_object(data.get("lesson_progress", {}), "lesson progress")
    done = expect_list(data.get("lessons_done", []), "lessons done")
    if len(progress) > MAX_LESSONS or len(done) > MAX_LESSONS:
        raise BadFile("too many lessons")
    for key, value in progress.items():
        moves = expect_list(value, "lesson moves")
        if len(moves) > MAX_LESSON_MOVES:
            raise BadFile("too many lesson moves")
        settings.lesson_progress[_lesson_id(key)] = [
            expect(m, str, "lesson move")[:200] for m in moves]
    settings.lessons_done = [_lesson_id(d) for d in done]


def _choices_from_record(data: Json) -> dict[str, Choices]:
    """The options chosen last per game; what is not understood is left out (the setup
    checks each value against the game's options before using it)."""
    chosen: dict[str, Choices] = {}
    if not isinstance(data, dict):
        return chosen
    for game, entry in data.items():
        if game not in GAMES or not isinstance(entry, dict):
            continue
        options = entry.get("options", {})
        target = entry.get("target")
        chosen[game] = Choices(
            options={k: v for k, v in options.items() if isinstance(k, str) and
                     isinstance(v, bool | int | str)} if isinstance(options, dict) else {},
            target=target if isinstance(target, int) and not isinstance(target, bool)
            else None)
    return chosen


def settings_from_record(data: JsonObject) -> Settings:
    """Settings from a file; a missing key keeps its default, a bad value is BadFile."""
    settings = Settings()
    defaults = {f.name: f.default for f in dataclasses.fields(Settings)}
    for name in SETTINGS_FIELDS:
        if name not in data:
            continue
        default = defaults[name]
        value = data[name]
        if isinstance(default, float):
            setattr(settings, name, expect_number(value, name))
        elif isinstance(default, bool):
            setattr(settings, name, expect(value, bool, name))
        elif isinstance(default, str):
            setattr(settings, name, expect(value, str, name))
        else:
            raise TypeError(f"setting {name} has no kind for files: {default!r}")
    if settings.animation_speed not in SPEEDS:
        raise BadFile(f"animation speed {settings.animation_speed!r}")
    if settings.language not in LANGUAGES:
        raise BadFile(f"language {settings.language!r}")
    if settings.text_size not in TEXT_SIZES:
        raise BadFile(f"text size {settings.text_size!r}")
    if settings.speech_rate not in SPEECH_RATES:
        raise BadFile(f"speech rate {settings.speech_rate!r}")
    if settings.speech_verbosity not in SPEECH_VERBOSITY:
        raise BadFile(f"speech verbosity {settings.speech_verbosity!r}")
    if not 0.0 <= settings.volume <= 1.0:
        raise BadFile(f"volume {settings.volume!r}")
    settings.volume = float(settings.volume)
    if not 0.0 <= settings.music_volume <= 1.0:
        raise BadFile(f"music volume {settings.music_volume!r}")
    settings.music_volume = float(settings.music_volume)
    size = data.get("window_size")
    if size is not None:
        w, h = (expect(v, int, "window size") for v in expect_list(size, "window size"))
        if not (320 <= w <= 16384 and 240 <= h <= 16384):
            raise BadFile(f"window size {w}x{h}")
        settings.window_size = (w, h)
    game = data.get("last_game", "")
    settings.last_game = expect(game, str, "last game") if game in GAMES else ""
    seats = expect_list(data.get("last_seats", []), "last seats")
    if len(seats) > 8:
        raise BadFile("more than 8 seats")
    settings.last_seats = [seat_from_record(s) for s in seats]
    settings.last_choices = _choices_from_record(data.get("last_choices", {}))
    _lessons_from_record(data, settings)
    return settings


# --- one game: the replay recipe ---------------------------------------------------------

@dataclass
class GameRecord:
    """How to play one game again: its start and the action texts."""

    game: str
    names: list[str]
    seed: int | None
    dealer: int
    options: dict[str, OptionValue]
    actions: list[str]
    #: moves the player took back while playing it (marked in the replay; a game with a
    #: take-back is not counted in the statistics)
    taken_back: int = 0

    @classmethod
    def of(cls, state: GameState) -> GameRecord:
        if state.deck is not None or state.seed is None:
            raise ValueError("only games dealt from a seed are recorded (not a fixed deck "
                             "or an arranged position)")
        return cls(state.name, list(state.names), state.seed, state.dealer,
                   dict(state.options), [str(a) for a in state.history])

    def start(self) -> GameState:
        return new_game(self.game, self.names, seed=self.seed, dealer=self.dealer,
                        options=self.options)

    def to_dict(self) -> dict[str, JsonOut]:
        data: dict[str, JsonOut] = {"game": self.game, "names": self.names, "seed": self.seed,
                "dealer": self.dealer, "options": self.options, "actions": self.actions}
        if self.taken_back:
            data["taken_back"] = self.taken_back
        return data

    @classmethod
    def from_dict(cls, value: Json) -> GameRecord:
        data = expect_object(value, "game")
        game = expect(data["game"], str, "game")
        if game not in GAMES:
            raise BadFile(f"unknown game {game!r}")
        names = [expect(n, str, "name") for n in expect_list(data["names"], "names")]
        return cls(game, names, expect(data["seed"], int, "seed"),
                   expect(data["dealer"], int, "dealer"),
                   expect_options(data.get("options", {}), "options"),
                   [expect(a, str, "action") for a in expect_list(data["actions"], "actions")],
                   taken_back_from(data))


class ReplayError(ValueError):
    """A recorded move the engine refuses: ``move`` counts from 1."""

    def __init__(self, move: int, text: str, reason: str) -> None:
        super().__init__(f"move {move} ({text!r}) is not legal: {reason}")
        self.move, self.text, self.reason = move, text, reason


def play_through(state: GameState, actions: Sequence[str], first_move: int = 1) -> GameState:
    """Apply action texts to ``state`` in place; the first refused one is a ReplayError."""
    for number, text in enumerate(actions, start=first_move):
        try:
            state.apply(state.action_from_text(text))
        except IllegalMove as refusal:
            raise ReplayError(number, text, str(refusal.reason)) from None
    return state


def final_state(record: GameRecord) -> GameState:
    """The finished position of ``record``, every move re-checked (ReplayError if not)."""
    return play_through(record.start(), record.actions)


def taken_back_from(data: JsonObject) -> int:
    """How many moves were taken back, as a file says (0 in files from before)."""
    count = expect(data.get("taken_back", 0), int, "taken back")
    if count < 0:
        raise BadFile(f"taken back {count}")
    return count


def replay_record(state: GameState, seats: Sequence[Seat], taken_back: int = 0
                  ) -> JsonOutObject:
    """A finished game for the replays folder (``taken_back``: moves taken back in it)."""
    record = GameRecord.of(state)
    record.taken_back = taken_back
    return {"record": record.to_dict(),
            "seats": [seat_record(s) for s in seats],
            "scores": state.scores()}


def replay_from_record(data: JsonObject) -> tuple[GameRecord, list[Seat]]:
    record = GameRecord.from_dict(data["record"])
    seats = [seat_from_record(s) for s in expect_list(data.get("seats", []), "seats")]
    if len(seats) != len(record.names):
        seats = [Seat(name) for name in record.names]
    return record, seats


# --- the running match (autosave) ---------------------------------------------------------

def autosave_record(session: Session) -> JsonOutObject:
    """The whole match: seats, options, the match seed and every game's action texts."""
    match = session.match
    if match.state.seed != match.seeds[-1] or match.state.deck is not None:
        raise ValueError("this game was not dealt by its match (an arranged position)")
    histories = [*session.finished, [str(a) for a in match.state.history]]
    return {"game": session.game, "seats": [seat_record(s) for s in session.seats],
            "options": dict(session.options), "match_seed": match.seed,
            "target": session.target,
            "dealer": match.state.dealer,           # of the current game (a cross-check)
            "taken_back": session.taken_back,       # in the current game
            "games": [{"seed": seed, "actions": actions}
                      for seed, actions in zip(match.seeds, histories, strict=True)]}


@dataclass
class Restored:
    """A match rebuilt from the autosave: the current game is at its START, with
    ``actions`` (checked legal) still to be played — by the table's fast-forward."""

    session: Session
    actions: list[str]


def session_from_record(data: JsonObject) -> Restored:
    """Rebuild the match through the engine; BadFile/ReplayError for anything wrong."""
    game = expect(data["game"], str, "game")
    if game not in GAMES:
        raise BadFile(f"unknown game {game!r}")
    seats = [seat_from_record(s) for s in expect_list(data["seats"], "seats")]
    games = expect_list(data["games"], "games")
    if not games:
        raise BadFile("no games")
    target = data.get("target")
    # the computers get fresh seeds: their randomness is their own, never the deal's
    session = Session(game, seats, seed=expect(data["match_seed"], int, "match seed"),
                      options=expect_options(data.get("options", {}), "options"),
                      target=None if target is None else expect(target, int, "target"))
    for number, value in enumerate(games):
        entry = expect_object(value, "game entry")
        if session.match.seeds[-1] != expect(entry["seed"], int, "seed"):
            raise BadFile(f"game {number + 1} was dealt differently")
        actions = [expect(a, str, "action") for a in expect_list(entry["actions"], "actions")]
        if number < len(games) - 1:
            play_through(session.match.state, actions)
            if not session.match.state.is_over:
                raise BadFile(f"game {number + 1} did not finish")
            session.next_game()
        else:
            play_through(session.match.state.clone(), actions)   # check, don't play yet
            last = actions
    if session.match.state.dealer != expect(data["dealer"], int, "dealer"):
        raise BadFile("the current game was dealt by someone else")
    session.taken_back = taken_back_from(data)
    return Restored(session, last)
