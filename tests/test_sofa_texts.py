"""Play test from the sofa (issue 21): texts that say what the player sees."""

from __future__ import annotations

import pytest

from game.app.rules_text import rules_text


@pytest.mark.parametrize(("lang", "label"), [("en", "Strict"), ("de", "Streng")])
def test_rules_help_names_an_option_value_as_the_setup_screen_does(lang, label):
    page = rules_text("zwicker", lang, {"trail": "only-if-no-stack"})
    assert label in page
    assert "only-if-no-stack" not in page
