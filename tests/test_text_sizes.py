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
        scene = HelpScene(app.services, game)
        app.scenes.reset(MenuScene(app.services), scene)
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


def test_in_tv_mode_every_text_and_every_cards_rank_reads_from_the_sofa(recorder):
    """TV mode (Large text, large-print cards): the other Toff-Poker seats' remaining
    cards had ranks about 12 px high (48 px cards, a small index), read for every bid.
    Every text's capitals and every face-up card's rank are at least 18 px."""
    app = text_sizes.make_app("en", tv=True)
    recorder.watch_cards(app)
    assert app.assets.large_print and theme.text_scale() > 1
    tables = []              # the two tables (first move, mid-game): the game is not played on
    for name in text_sizes.scenes(app, seed=3, games=("toffpoker",), pages=False):
        if "table" in name:
            tables.append(recorder.measure(app, name))
        if len(tables) == 2:
            break
    assert [r.name for r in tables] == ["toffpoker table: first move",
                                        "toffpoker table: mid-game"]
    for report in tables:
        upper = [r for r in report.ranks if r.zone.startswith("hand:") and r.zone != "hand:0"]
        assert upper, report.name            # the other seats' hands (the human is seat 0)
        assert not report.below_tv(), (report.name, report.below_tv())
        assert report.smallest_rank >= text_sizes.TARGET_TV


def test_a_cards_rank_is_measured_as_drawn():
    """The rank heights the measurement reads: the art's index and the large print's,
    each from the pixels of the face (not a font size), scaled with the card's width."""
    from game.app.kit.assets import Assets

    assets = Assets()
    art = assets.rank_height("7S", 200)
    assert art is not None and 28 <= art <= 40          # the art draws it 31 px high
    assert assets.rank_height("7S", 100) == art / 2
    assert assets.rank_height("back", 200) is None
    assets.set_large_print(True)
    large = assets.rank_height("7S", 200)
    assert large is not None and large > 1.5 * art
    assert assets.rank_height("10S", 64) >= text_sizes.TARGET_TV


def test_a_card_chip_in_a_sentence_grows_with_the_text_size():
    """A card named in a sentence ("bids Q♥ (12)") is a chip: its rank grew on Large, its
    suit and its box did not (the suit drawn at 0.7 of the rank's growth)."""
    import pygame

    from game.app.kit import richtext
    from game.app.kit.assets import Assets

    pygame.font.init()
    assets = Assets()
    heights = {}
    for scale in (1.0, theme.TEXT_SCALES["large"]):
        theme.set_text_scale(scale)
        try:
            chip = richtext.card_chip(assets, "Q", "H", theme.SIZE_SMALL)
            rank = theme.text("Q", theme.SIZE_SMALL).get_width()
            right = chip.subsurface((rank + 6, 0, chip.get_width() - rank - 6,
                                     chip.get_height()))
            # the suit: the heart's red right of the rank
            ink = pygame.mask.from_threshold(right, (195, 24, 40, 255), (50, 50, 50, 255))
            heights[scale] = (chip.get_height(), ink.get_bounding_rects()[0].height)
        finally:
            theme.set_text_scale(1.0)
    (box, suit), (big_box, big_suit) = heights.values()
    assert big_suit >= 1.3 * suit and big_box >= 1.2 * box


def test_a_number_badge_made_on_normal_grows_when_the_text_size_is_large():
    """The number badges on the hand were kept by label and size only: switched to
    Large during a game, they kept their Normal number."""
    import pygame

    pygame.font.init()
    normal = theme.badge("7", 40).get_bounding_rect(min_alpha=1)
    white_normal = pygame.mask.from_threshold(theme.badge("7", 40), (*theme.FOCUS, 255),
                                              (20, 20, 20, 255)).count()
    theme.set_text_scale(theme.TEXT_SCALES["large"])
    try:
        white_large = pygame.mask.from_threshold(theme.badge("7", 40), (*theme.FOCUS, 255),
                                                 (20, 20, 20, 255)).count()
    finally:
        theme.set_text_scale(1.0)
    assert normal.width == 40 and white_large > white_normal


def test_the_comparison_of_the_two_sizes_finds_a_text_not_larger_on_large():
    """A text fitted into a fixed place by a smaller size asked for on Large meets each
    size's own target, so only comparing the two runs finds it."""
    normal = text_sizes.SceneReport("table", [text_sizes.Seen("23", 40, 21, 21),
                                              text_sizes.Seen("Bid", 40, 21, 21),
                                              text_sizes.Seen("7", 28, 15, 15)])
    large = text_sizes.SceneReport("table", [text_sizes.Seen("23", 22, 15, 15),
                                             text_sizes.Seen("Bid", 40, 28, 21),
                                             text_sizes.Seen("7", 28, 20, 15),
                                             text_sizes.Seen("7", 28, 20, 15)])
    found = text_sizes.not_larger(normal, large)
    assert len(found) == 1 and found[0].startswith("'23'")


@pytest.mark.slow
def test_no_text_of_a_table_or_a_score_sheet_is_drawn_lower_on_large(recorder):
    """Every text a player needs grows on Large: each text of every game's tables, pause,
    score sheet and hand-off, drawn as often on both sizes, is higher on Large."""
    reports = {}
    for size in ("normal", "large"):
        theme.set_text_scale(theme.TEXT_SCALES[size])
        app = text_sizes.make_app("de", size)
        recorder.watch_cards(app)
        reports[size] = text_sizes.measure_all(app, recorder, seed=3, pages=False)
    assert len(reports["normal"]) == len(reports["large"]) >= 12
    for normal, large in zip(reports["normal"], reports["large"], strict=True):
        assert normal.name == large.name
        assert not text_sizes.not_larger(normal, large), normal.name
