"""The arrows point one way: app -> ai -> rules. Rules and AI never import pygame."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


@pytest.mark.parametrize("package", ["game/rules", "game/ai"])
def test_pure_python_packages_never_import_pygame(package):
    files = sorted((ROOT / package).rglob("*.py"))
    assert files
    for path in files:
        bad = {m for m in imported_modules(path) if m.split(".")[0] == "pygame"}
        assert not bad, f"{path.relative_to(ROOT)} imports {bad}"


def test_rules_never_import_ai_or_app():
    for path in sorted((ROOT / "game/rules").rglob("*.py")):
        bad = {m for m in imported_modules(path) if m.startswith(("game.ai", "game.app"))}
        assert not bad, f"{path.relative_to(ROOT)} imports {bad}"


def test_ai_never_imports_app():
    for path in sorted((ROOT / "game/ai").rglob("*.py")):
        bad = {m for m in imported_modules(path) if m.startswith("game.app")}
        assert not bad, f"{path.relative_to(ROOT)} imports {bad}"


def test_rules_never_use_the_global_random_module():
    for path in sorted((ROOT / "game/rules").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for call in ("random.random()", "random.shuffle(", "random.choice(", "random.randint("):
            assert call not in text, f"{path.relative_to(ROOT)} uses {call}"


def test_the_app_never_draws_shapes_straight_onto_a_frame():
    """Scenes draw on a recorded Frame (game/app/shell/frame.py), not a surface: a shape drawn
    there goes through frame.rect/circle/polygon. ``surface`` is what every draw method
    calls what it draws on, so pygame.draw.*(surface, ...) would fail on a frame."""
    for path in sorted((ROOT / "game/app").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and ast.unparse(node.func.value) == "pygame.draw" and node.args
                    and ast.unparse(node.args[0]) == "surface"):
                raise AssertionError(f"{path.relative_to(ROOT)}:{node.lineno} draws with "
                                     f"pygame.draw.{node.func.attr} on a frame")
