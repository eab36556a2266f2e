"""A scene change is two frames' work, each short: the frame in which a scoreboard or a
table arrives makes its images (and reads the table's art) without painting, and the next
one paints and scales the picture without making any. Checked as behaviour, never as
timing (see docs/performance-frames.md)."""

from __future__ import annotations

import pygame
from support.app import key_event, make_app

from game.app.kit import richtext, theme
from game.app.shell.scene import Scene
from game.app.table.scene import TableScene
from game.app.table.scoreboard import ScoreboardScene


def _made(app) -> dict[str, int]:
    """Images made so far of the kinds a scoreboard and a table's chrome are drawn with
    (texts, panels and shadows, rich text, the felt); card images are left out, as a
    card drawn plain in a busy frame is smoothed in the frames after it by design."""
    caches = {"text": theme._text_cache, "panels": theme._panel_cache,
              "richtext": richtext._cache, "misc": app.assets._misc}
    return {name: cache.made for name, cache in caches.items()}


def _step_until_scoreboard(app) -> None:
    for _ in range(20000):
        app.step()
        if isinstance(app.scenes.top, ScoreboardScene):
            return
    raise AssertionError("no scoreboard")


def test_a_scoreboard_makes_its_images_before_its_first_frame_and_that_frame_none():
    app = make_app(fast=True, game="stortok", players=5, humans=0, demo=True, seed=7,
                   size=(1920, 1080))
    _step_until_scoreboard(app)
    scoreboard = app.scenes.top
    assert scoreboard.prepared
    assert not app.drew and app.painted == []      # arrived: prepared, not painted
    made = _made(app)
    app.step()                                      # its first frame
    assert app.drew
    assert sum(r.w * r.h for r in app.painted) == 1920 * 1080     # the whole picture …
    assert _made(app) == made                       # … and no text or panel made for it


def test_the_table_after_next_is_prepared_in_one_frame_and_drawn_in_the_next():
    app = make_app(fast=True, game="stortok", players=5, humans=0, demo=True, seed=7,
                   size=(1920, 1080))
    _step_until_scoreboard(app)
    app.step()
    app.step([key_event(pygame.K_RETURN, "\r")])    # Next
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.started
    assert not app.drew                             # its art and images, no painting
    assert table.chrome._static                     # its kept panels are cut already
    made = _made(app)
    app.step()
    assert app.drew and sum(r.w * r.h for r in app.painted) == 1920 * 1080
    assert _made(app)["misc"] == made["misc"]     # the felt was made before


def test_a_scene_without_preparation_is_drawn_in_the_frame_it_arrives():
    app = make_app(fast=True, game="stortok", players=5, humans=0, demo=True, seed=7,
                   size=(1920, 1080))
    app.step()
    app.step([key_event(pygame.K_ESCAPE)])          # the pause menu over the table
    assert not isinstance(app.scenes.top, TableScene)
    assert app.drew and app.painted


def test_a_scoreboard_shown_again_is_not_prepared_again():
    app = make_app(fast=True, game="stortok", players=5, humans=0, demo=True, seed=7,
                   size=(1920, 1080))
    _step_until_scoreboard(app)
    app.step()
    scoreboard = app.scenes.top
    app.scenes.push(_Cover(app.services))                    # a page over it, then back
    app.step()
    app.scenes.pop()
    made = _made(app)
    app.step()
    assert app.scenes.top is scoreboard and app.drew    # drawn at once, nothing remade
    assert _made(app) == made


class _Cover(Scene):
    overlay = True


def test_the_image_caches_give_a_4k_windows_surface_room_and_take_it_back_at_1080p():
    from game.app.shell import lru, memory

    app = make_app(fast=True, size=(3840, 2160))
    cards, misc = app.assets._cards, app.assets._misc
    big_window = memory.cache_scale(3840 * 2160 * 4, 1920 * 1080 * 4)
    assert memory.LEAST_CACHE_SCALE <= big_window < 1.0
    assert lru.budget_scale() == big_window
    assert cards.budget == int(cards.full_budget * big_window)
    assert misc.budget >= misc.keep >= 1920 * 1080 * 4      # the felt always fits
    for width in range(100, 180, 2):                         # fill the cards' cache
        app.assets.card("AS", width)
    assert cards.bytes <= cards.budget
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080)])
    assert lru.budget_scale() == 1.0                         # the canvas is the window
    text = theme._text_cache
    assert cards.budget == cards.full_budget and text.budget == text.full_budget


def test_a_large_panel_drawn_in_tiles_has_the_pixels_of_the_whole_panel_image():
    import random

    from game.app.shell.frame import Frame

    make_app(fast=True, size=(1280, 720))
    picture = pygame.Surface((1920, 1080))
    rng = random.Random(1)
    for _ in range(300):                            # a busy picture under the panel
        picture.fill([rng.randrange(256) for _ in range(3)],
                     (rng.randrange(1900), rng.randrange(1060), rng.randrange(300),
                      rng.randrange(300)))
    for rect, alpha, radius, border in (((320, 110, 1280, 860), 245, 32, theme.BORDER),
                                        ((5, 7, 1001, 333), 200, 10, None)):
        assert rect[2] * rect[3] > theme.PANEL_WHOLE_MAX
        whole = picture.copy()
        whole.blit(theme.panel(rect[2:], theme.PANEL, alpha, radius, border), rect[:2])
        theme._panel_cache.clear()
        tiled = picture.copy()
        recorded = Frame(tiled)
        recorded.blit(picture, (0, 0))
        theme.draw_panel(recorded, pygame.Rect(rect), theme.PANEL, alpha, radius, border,
                         shadow=False)
        recorded.paint()
        assert pygame.image.tobytes(tiled, "RGB") == pygame.image.tobytes(whole, "RGB")
        assert len(theme._panel_cache) > 0         # what the panel was drawn from …
        assert theme._panel_cache.bytes < 1024 * 1024   # … is small: no panel-sized image
