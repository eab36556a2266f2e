"""Readable from three metres: every text's capitals at least 15 px high on the Normal
text size, and 1.35 times that on Large, measured as drawn (``tools/checks/text_sizes.py``)."""

from __future__ import annotations

import pytest
from support.text_sizes import text_sizes

from game.app.kit import theme


@pytest.mark.parametrize("size", ["normal", pytest.param("large", marks=pytest.mark.slow)])
def test_every_text_of_the_pages_and_a_poker_table_meets_the_target(recorder, size):
    app = text_sizes.make_app("en", size)
    recorder.watch_cards(app)
    reports = text_sizes.measure_all(app, recorder, seed=3, games=("toffpoker",))
    names = [r.name for r in reports]
    assert {"menu", "setup toffpoker", "settings", "controls (menu)", "controls toffpoker",
            "statistics", "rules toffpoker", "toffpoker table: mid-game",
            "toffpoker scoreboard"} <= set(names)
    for report in reports:
        assert len(report.texts) >= 3, report.name
        below = [(t.text, t.cap) for t in report.below(size == "large")]
        assert not below, (report.name, below)
        if "table" not in report.name:           # the pages: nothing cut, covered or shortened
            assert not report.problems(), (report.name, report.problems())
    smallest = min(r.smallest for r in reports)
    assert smallest >= (text_sizes.TARGET_NORMAL if size == "normal" else 20)


def test_the_small_table_texts_are_lifted_to_the_readable_size():
    """The poker "opens" badge (asked for at 22) and the key row (24) were 11-12 px."""
    assert theme.cap_height(theme.font_size(22)) >= 15
    assert theme.cap_height(theme.font_size(24)) >= 15
    theme.set_text_scale(theme.TEXT_SCALES["large"])
    try:
        for size in (22, 28, 34, 40, 56, 120):
            normal = theme.cap_height(max(size, theme.READABLE_SIZE))
            assert theme.cap_height(theme.font_size(size)) >= 1.35 * normal - 0.5, size
    finally:
        theme.set_text_scale(1.0)


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_rules_help_line_fits_its_panel(recorder, lang, size):
    """Lines with card chips were wrapped as if the chips were letters and ran past the
    panel ("you c…", "Du musst a…"); every line, scrolled through, stays inside."""
    from game.app.screens.help import HelpScene
    from game.app.screens.menu import MenuScene
    from game.rules import GAMES

    app = text_sizes.make_app(lang, size)
    for game in GAMES:
        scene = HelpScene(app, game)
        app.scenes.reset(MenuScene(app), scene)
        app.scenes.apply_pending()
        seen = 0
        while True:
            report = recorder.measure(app, game)
            lines = [t for t in report.texts if t.clip is not None]
            assert lines
            for t in lines:
                assert t.clip.left <= t.rect.left and t.rect.right <= t.clip.right, (
                    game, t.text, tuple(t.rect), tuple(t.clip))
            seen += len(lines)
            if scene.scroll >= scene.max_scroll:
                break
            scene.scroll_by(400)
        # every line with words was drawn (a help that fits one page shows each once)
        assert seen >= sum(1 for _, text in scene.lines() if text.strip())
