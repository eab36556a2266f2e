"""``tools/checks/text_sizes.py`` loaded once for the tests that measure drawn texts."""

from __future__ import annotations

from support.tools import load_tool

text_sizes = load_tool("text_sizes")
