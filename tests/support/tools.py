"""The scripts in ``tools/`` imported by the tests that check them or use them."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

TOOLS = Path(__file__).resolve().parents[2] / "tools"


def load_tool(name: str) -> ModuleType:
    """``tools/<name>.py`` as the module ``name``, imported as when it runs as a script:
    its folder on ``sys.path`` (after everything else, so it shadows nothing), where its
    shared helper ``toolkit`` is found."""
    if str(TOOLS) not in sys.path:
        sys.path.append(str(TOOLS))
    module = importlib.import_module(name)
    assert Path(module.__file__).resolve().parent == TOOLS, f"{name} is not a tool"
    return module
