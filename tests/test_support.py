"""The tests' own support code: every playable game can be played through input by the
shared loops, a game without a driver fails with a clear message, and no test module
imports another (shared helpers live in ``tests/support/``)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from support.games import DRIVERS, driver_for, input_for_action

from game.app.games import playable

TESTS = Path(__file__).resolve().parent


def test_every_playable_game_has_a_test_driver():
    assert set(DRIVERS) == set(playable())


def test_a_game_without_a_driver_is_named_not_played_as_another():
    class Model:
        game = "skat"

    class Table:
        model = Model()

    with pytest.raises(LookupError, match="'skat'.*GameDriver"):
        driver_for("skat")
    with pytest.raises(LookupError, match="'skat'"):
        input_for_action(None, Table(), None, "keys")


def imported_modules(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
        elif isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
    return found


def test_no_test_module_imports_another_test_module():
    test_modules = {p.stem for p in TESTS.glob("test_*.py")}
    offenders = {p.name: sorted(imported_modules(p) & test_modules)
                 for p in [*TESTS.glob("*.py"), *(TESTS / "support").glob("*.py")]}
    assert {name: mods for name, mods in offenders.items() if mods} == {}


def test_no_tool_imports_or_loads_a_test_module():
    """What a tool shares with the tests is in ``tests/support/``: no script of tools/
    imports a test module or loads one by its file name."""
    test_modules = {p.stem for p in TESTS.glob("test_*.py")}
    tools = sorted((TESTS.parent / "tools").rglob("*.py"))
    assert tools
    offenders = {}
    for path in tools:
        named = imported_modules(path) & test_modules
        named |= {node.value for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                  if isinstance(node, ast.Constant) and isinstance(node.value, str)
                  and Path(node.value).stem in test_modules}
        if named:
            offenders[str(path.relative_to(TESTS.parent))] = sorted(named)
    assert offenders == {}


def test_the_scanner_sees_an_import_of_a_test_module(tmp_path):
    module = tmp_path / "test_x.py"
    module.write_text("from test_app_flow import play\nimport test_ai\n", encoding="utf-8")
    assert imported_modules(module) == {"test_app_flow", "test_ai"}


def test_the_old_names_of_the_input_helpers_are_still_found_in_support_app():
    from support.app import KEY_OF_RANK, input_for_action, toffpoker_input
    from support.games import input_for_action as current
    from support.toffpoker import KEY_OF_RANK as keys
    from support.toffpoker import toffpoker_input as pick

    assert (input_for_action, toffpoker_input, KEY_OF_RANK) == (current, pick, keys)
    with pytest.raises(ImportError):
        exec("from support.app import no_such_helper")


def test_the_tools_percentile_is_by_nearest_rank_and_refuses_a_fraction():
    import sys

    from support.tools import TOOLS

    sys.path.append(str(TOOLS))
    from toolkit import percentile

    values = [float(v) for v in range(1, 101)]          # 1 .. 100
    assert (percentile(values, 0), percentile(values, 50), percentile(values, 99),
            percentile(values, 100)) == (1.0, 51.0, 99.0, 100.0)
    with pytest.raises(ValueError, match="99, not 0.99"):
        percentile(values, 0.99)


def test_the_shipped_art_is_decoded_once_and_every_load_is_a_copy_of_its_own(tmp_path):
    import os

    import pygame
    from support.art import DecodedOnce

    shipped, elsewhere = tmp_path / "sprites", tmp_path / "other"
    shipped.mkdir()
    elsewhere.mkdir()
    picture = pygame.Surface((4, 3))
    picture.fill((10, 20, 30))
    pygame.image.save(picture, str(shipped / "a.png"))
    pygame.image.save(picture, str(elsewhere / "b.png"))
    decoded: list[str] = []

    def load(file, namehint=""):
        decoded.append(os.path.basename(str(file)))
        return pygame.image.load(file, namehint) if namehint else pygame.image.load(file)

    once = DecodedOnce(load, shipped)
    first, second = once(str(shipped / "a.png")), once(shipped / "a.png")
    assert decoded == ["a.png"]                          # decoded once …
    assert first is not second and first.get_at((1, 1)) == (10, 20, 30, 255)
    first.fill((200, 0, 0))                              # … each load its own picture
    assert second.get_at((1, 1)) == (10, 20, 30, 255)
    assert once(str(shipped / "a.png")).get_at((1, 1)) == (10, 20, 30, 255)
    picture.fill((40, 50, 60))                           # a changed file is read again
    pygame.image.save(pygame.transform.scale(picture, (5, 3)), str(shipped / "a.png"))
    assert once(str(shipped / "a.png")).get_at((1, 1)) == (40, 50, 60, 255)
    assert decoded == ["a.png", "a.png"]
    once(str(elsewhere / "b.png"))                       # another folder: as before
    once(str(elsewhere / "b.png"))
    assert decoded[2:] == ["b.png", "b.png"]
    with pytest.raises(FileNotFoundError):               # a missing file: the loader's error
        once(str(shipped / "missing.png"))
