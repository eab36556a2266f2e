"""A game reaches the narrator only through its registered speech: a game without one
cannot be registered (it fails at once, not mute at its table), and the narrator reads
a game's words and a coach's panel through typed members, never by probing."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from game.app.games import REGISTRY
from game.app.speech.game_speech import GameSpeech
from game.app.table.game_ui import GameUI

ROOT = Path(__file__).resolve().parent.parent
SPEECH = ROOT / "game" / "app" / "speech"


def _parts_of(ui: GameUI) -> dict[str, object]:
    return {f.name: getattr(ui, f.name) for f in dataclasses.fields(ui)}


def test_a_game_without_speech_cannot_be_registered():
    parts = _parts_of(REGISTRY["zwicker"])
    del parts["speech"]
    with pytest.raises(TypeError, match="speech"):
        GameUI(**parts)


@pytest.mark.parametrize("mute", [None, object(), "game.app.games.zwicker.speech"])
def test_a_game_whose_speech_is_not_a_game_speech_fails_by_name(mute):
    parts = {**_parts_of(REGISTRY["zwicker"]), "speech": mute}
    with pytest.raises(TypeError, match="'zwicker' has no speech"):
        GameUI(**parts)


def test_a_game_speech_with_its_own_words_registers():
    class Words(GameSpeech):
        def situation(self, table):
            return "the table"

        def turn_short(self, table, readable):
            return "play"

        def focus(self, table, item):
            return None

    parts = {**_parts_of(REGISTRY["zwicker"]), "speech": Words()}
    ui = GameUI(**parts)
    assert ui.speech.details(None) == "the table"       # F4 defaults to the situation
    assert ui.speech.standing(None) == {} and ui.speech.turn_hint(None) == ""


def _calls(path: Path) -> list[tuple[str, int]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names] + [getattr(node, "module", "") or ""]
            found += [(n, node.lineno) for n in names if n.startswith("importlib")]
    return found


def test_the_speech_package_finds_no_game_by_importing_its_name():
    """Only the backends import by name (the optional speech libraries they try)."""
    for path in SPEECH.glob("*.py"):
        if path.name not in ("backends.py", "speechd_backend.py"):
            assert not _calls(path), (path.name, _calls(path))


def test_the_narrator_probes_neither_a_game_nor_the_coach():
    """No getattr/hasattr of a game's words or of the coach's state in the narrator."""
    source = (SPEECH / "narrator.py").read_text(encoding="utf-8")
    for probed in ("shown_step", "coach_note", "coach_waiting", '"SHORT_EVENTS"',
                   '"SAID_INSTEAD"', '"ENTER_PLAYS_FOCUS"', '"turn_short"', '"situation"',
                   '"after_event"', '"short_values"', 'hasattr(reader', "game_reader"):
        assert probed not in source, probed



def test_a_games_words_read_only_its_own_table():
    from game.app.speech.game_speech import presenter_of

    class OwnPresenter:
        pass

    class OtherPresenter:
        pass

    class Table:
        presenter = OwnPresenter()

    table = Table()
    assert presenter_of(table, OwnPresenter) is table.presenter      # type: ignore[arg-type]
    with pytest.raises(TypeError, match="OtherPresenter"):
        presenter_of(table, OtherPresenter)                          # type: ignore[arg-type]


def test_a_screen_kind_is_decided_once_per_class_and_as_isinstance_would():
    from typing import Protocol, runtime_checkable

    from game.app.speech.screen import ByClass

    @runtime_checkable
    class Lit(Protocol):
        lamp: object

    class Room:
        def __init__(self) -> None:
            self.lamp = "on"

    class Cellar:
        pass

    lit: ByClass[Lit] = ByClass(Lit)
    assert lit(Room()) and not lit(Cellar()) and not lit(None)
    dark = Room()
    del dark.lamp                   # a room made without its lamp: the class decided
    assert lit(dark) and not isinstance(dark, Lit)
