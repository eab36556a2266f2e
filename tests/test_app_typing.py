"""The app's data modules name real types: JSON as ``Json``, a phone's snapshot and a
lesson's start as TypedDicts, a move as ``Move``. ``Any`` there would switch mypy's
checks off for everything that flows through, so no annotation of these modules
(parameter, return, annotated assignment) mentions it, and no module of the app makes
an alias that is ``Any`` itself (``Colour = Any`` hid it behind a name)."""

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "game" / "app"

#: Modules (or whole packages) of the app whose annotations name no ``Any``.
WITHOUT_ANY = (
    "storage", "phones", "lessons", "screens", "kit/widgets.py", "kit/tween.py",
    "kit/assets.py", "shell/frame.py", "session.py", "rules_options.py", "rules_text.py",
    "seat_view.py", "json_types.py",
)
ANY = re.compile(r"\bAny\b")


def modules(entry: str) -> list[Path]:
    path = APP / entry
    return sorted(path.rglob("*.py")) if path.is_dir() else [path]


def lines_with_any(source: str) -> list[int]:
    """The line of each parameter, return or annotated assignment naming ``Any``."""
    found: list[ast.expr] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            args = node.args
            every = [*args.posonlyargs, *args.args, *args.kwonlyargs,
                     *(a for a in (args.vararg, args.kwarg) if a is not None)]
            found += [a.annotation for a in every if a.annotation is not None]
            if node.returns is not None:
                found.append(node.returns)
        elif isinstance(node, ast.AnnAssign):
            found.append(node.annotation)
    return [a.lineno for a in found if ANY.search(ast.unparse(a))]


@pytest.mark.parametrize("entry", WITHOUT_ANY)
def test_the_data_modules_annotate_without_any(entry):
    paths = modules(entry)
    assert paths and all(path.exists() for path in paths)
    assert [f"{path.relative_to(ROOT)}:{line}" for path in paths
            for line in lines_with_any(path.read_text(encoding="utf-8"))] == []


def test_no_alias_in_the_app_is_any_itself():
    aliases = []
    for path in sorted(APP.rglob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            value = node.value if isinstance(node, ast.Assign | ast.AnnAssign) else None
            if isinstance(value, ast.Name) and value.id == "Any":
                aliases.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert aliases == []


def test_the_counter_sees_an_any_where_there_is_one():
    assert lines_with_any("from typing import Any\n"
                          "def f(a: int, *b: Any) -> dict[str, Any]: ...\n"
                          "x: list[Any] = []\n"
                          "y = 'Any'\n"
                          "def g(a: 'Anything', b: 'Any | None') -> None: ...\n") == [2, 2, 3, 5]
