"""The key row under the hand stays clear of the hand's cards on both text sizes, in
both languages: nothing overlaps."""

from __future__ import annotations

import pygame
import pytest
from support.app import make_app

from game.app.games import REGISTRY
from game.app.session import Session
from game.app.table.layout import LOG_RECT


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_the_key_row_covers_no_card_of_the_hand(game):
    app = make_app(size=(1920, 1080))
    for size in ("normal", "large"):
        for language in ("en", "de"):
            app.prefs.set_text_size(size)
            app.prefs.set_language(language)
            app.nav.open_table(Session.quick(game, 4, seed=3))
            app.step()
            table = app.scenes.top
            assert app.run_until(lambda t=table: t.human_to_act() and not t.busy, 3000)
            for _ in range(40):                     # lifts settle
                app.step()
            _, row = table.chrome.key_row()
            row = row.inflate(0, 12)                 # a gap for shadows and glyphs
            cards = [s.rect(app.assets) for s in table.hands.perspective_hand()]
            assert cards
            covered = [c for c in cards if c.colliderect(row)]
            assert not covered, (size, language, row, covered[:2])
            assert row.right <= LOG_RECT.left, (size, language, row)   # clear of the log



def _luminance(colour) -> float:
    def channel(c: int) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_the_key_row_reads_bright_on_a_dark_backing(game):
    """The key hints were dim grey straight on the felt (about 4:1): they are drawn
    bright on a dark backing, at least 10:1 against the pixels around the letters (the
    bright letters alone on the felt make about 7:1)."""
    from game.app.kit import theme

    app = make_app(size=(1920, 1080))
    app.nav.open_table(Session.quick(game, 4, seed=3))
    app.step()
    table = app.scenes.top
    assert app.run_until(lambda: table.human_to_act() and not table.busy, 3000)
    app.dirty = True
    app.step()
    _, row = table.chrome.key_row()
    canvas = app.canvas
    # the backing just above and below the letters, across the row
    around = [canvas.get_at((x, y)) for x in range(row.left + 4, row.right - 4, 7)
              for y in (row.top - 2, row.bottom + 1)]
    darkest_bright = max(contrast(theme.FOOTER, c) for c in around)
    worst = min(contrast(theme.FOOTER, c) for c in around)
    assert worst >= 10.0, (game, worst, darkest_bright)


@pytest.mark.parametrize("screen", ["menu", "setup", "lessons", "rules", "controls"])
def test_the_help_rows_of_the_screens_read_as_brightly_as_the_tables(screen):
    """The key hints at the foot of the menu, the setup and the lessons list were dim
    grey on the felt, as the table's were before: they are drawn as the table's key row,
    bright on a dark backing."""
    from game.app import i18n
    from game.app.kit import theme
    from game.app.screens.controls import ControlsScene
    from game.app.screens.help import HelpScene
    from game.app.screens.lessons import LessonListScene
    from game.app.screens.menu import MenuScene
    from game.app.screens.setup import SetupScene

    app = make_app(size=(1920, 1080))
    scene, key = {"menu": (MenuScene(app.services), "menu.hint"),
                  "setup": (SetupScene(app.services), "setup.help"),
                  "lessons": (LessonListScene(app.services), "lessons.help"),
                  "rules": (HelpScene(app.services, "stortok"), "help.keys"),
                  "controls": (ControlsScene(app.services, "stortok"), "controls.footer")}[screen]
    if screen == "menu":
        app.scenes.reset(scene)
    else:
        app.scenes.reset(MenuScene(app.services), scene)
    app.dirty = True
    app.step()
    image = theme.text(i18n.tr(key), theme.SIZE_SMALL, theme.FOOTER)
    drawn = [pygame.Rect(rect) for k, rect in app.picture._last
             if k[0] == "blit" and k[1] is image]
    assert len(drawn) == 1, screen
    row = drawn[0]
    around = [app.canvas.get_at((x, y)) for x in range(row.left + 4, row.right - 4, 7)
              for y in (row.top - 2, row.bottom + 1)]
    assert min(contrast(theme.FOOTER, c) for c in around) >= 10.0, screen
