"""The scripts in ``tools/`` imported by the tests that check them or use them."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

TOOLS = Path(__file__).resolve().parents[2] / "tools"


def tool_path(name: str) -> Path:
    """``tools/<purpose>/<name>.py``: the one script of that name in the purpose folders."""
    found = sorted(TOOLS.glob(f"*/{name}.py"))
    assert len(found) == 1, f"{name}: not one tool of that name in tools/*/ but {found}"
    return found[0]


def load_tool(name: str) -> ModuleType:
    """``tools/<purpose>/<name>.py`` as the module ``name``, imported as when it runs as a
    script: its folder on ``sys.path`` (where it finds its neighbours) and ``tools/`` (where
    it finds the shared ``toolkit``), both after everything else, so they shadow nothing."""
    folder = tool_path(name).parent
    for path in (TOOLS, folder):
        if str(path) not in sys.path:
            sys.path.append(str(path))
    module = importlib.import_module(name)
    assert Path(module.__file__).resolve().parent == folder, f"{name} is not a tool"
    return module
