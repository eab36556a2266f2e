"""UI fuzz, short: random input through every scene (tools/checks/fuzz_ui.py runs the long one)."""

from __future__ import annotations

import pytest
from support.tools import load_tool

#: A soak: thousands of random events (the fast lane leaves it out: pytest -m "not slow").
pytestmark = pytest.mark.slow

fuzz_ui = load_tool("fuzz_ui")


def test_random_input_through_every_scene_breaks_nothing():
    fuzz = fuzz_ui.run(events=2000, seed=3)
    assert fuzz.events >= 2000
    assert fuzz.moves_checked > 50          # tables really played, every move re-checked
    assert fuzz.quits_refused > 0
