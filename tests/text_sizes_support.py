"""``tools/text_sizes.py`` loaded once for the tests that measure drawn texts."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

if "text_sizes" not in sys.modules:
    _spec = importlib.util.spec_from_file_location(
        "text_sizes", Path(__file__).resolve().parent.parent / "tools" / "text_sizes.py")
    assert _spec is not None and _spec.loader is not None
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["text_sizes"] = _module      # its dataclasses look their module up
    _spec.loader.exec_module(_module)
text_sizes = sys.modules["text_sizes"]
