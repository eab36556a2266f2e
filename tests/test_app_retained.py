"""What a person sees on every frame, now that the app paints only what changed
(game/app/shell/frame.py) and scales only that into a window of another size
(game/app/shell/scaling.py): each frame is also drawn and scaled in full, and compared."""

from __future__ import annotations

import pygame
import pytest
from support.app import make_app, mouse, press
from support.frames import ROUNDING, Witness, differing_pixels

from game.app.shell.scaling import Scaler


def test_the_tolerance_check_sees_a_single_wrong_pixel():
    a = pygame.Surface((40, 30))
    a.fill((20, 80, 50))
    b = a.copy()
    b.set_at((3, 4), (20, 80, 50 + ROUNDING))
    assert differing_pixels(a, b) == 0
    b.set_at((30, 20), (20, 80 + ROUNDING + 1, 50))
    assert differing_pixels(a, b) == 1


@pytest.mark.slow
@pytest.mark.parametrize("game,players,size", [("stortok", 5, (1920, 1080)),
                                               ("toffpoker", 4, (1920, 1080)),
                                               ("zwicker", 6, (1920, 1080)),
                                               ("stortok", 3, (1280, 720)),
                                               ("zwicker", 4, (1600, 900))])
def test_every_frame_of_a_demo_is_the_picture_drawn_in_full(game, players, size):
    app = make_app(fast=False, game=game, players=players, humans=0, demo=True, seed=11,
                   size=size)
    app.settings.think_time = 0.1
    witness = Witness(app)
    for _ in range(300 if app.scaler else 450):
        app.step()
    assert witness.frames > 250
    assert witness.wrong == 0 and witness.rough < witness.frames // 3
    assert witness.wrong_in_window == 0
    # and it paints a small part of the screen on average, not the whole of it
    assert witness.painted / witness.frames < 0.25 * 1920 * 1080


@pytest.mark.slow
def test_a_human_at_the_table_sees_the_full_picture_through_hover_pause_and_resume():
    app = make_app(fast=False, game="stortok", players=3, humans=1, seed=5)
    table = app.scenes.top
    witness = Witness(app)
    assert app.run_until(lambda: table.human_to_act() and not table.animating, 3000)
    hand = [s for s in table.layer.zone("hand:0")]
    for sprite in hand:                                     # hover along the hand
        mouse(app, pygame.MOUSEMOTION, sprite.rect(app.assets).center)
        for _ in range(8):
            app.step()
    press(app, pygame.K_ESCAPE, frames=20)                  # the pause overlay
    press(app, pygame.K_DOWN, frames=5)
    press(app, pygame.K_ESCAPE, frames=30)                  # back to the table
    press(app, pygame.K_d, frames=60)                       # draw a card
    assert witness.frames > 60
    assert witness.wrong == 0 and witness.wrong_in_window == 0
    assert app.scaler is not None and app.scaler.exact    # 1280x720: scaled in parts


def test_a_window_event_shows_the_whole_canvas_again(monkeypatch):
    app = make_app(size=(1920, 1080))
    assert app.run_until(lambda: app.frame > 2 and not app.drew, 300)   # at rest
    shown: list[str] = []
    monkeypatch.setattr(pygame.display, "flip", lambda: shown.append("all"))
    monkeypatch.setattr(pygame.display, "update", lambda rects: shown.append("parts"))
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    app.step()
    assert app.painted == [] and shown == ["all"]   # nothing changed, all shown again
    press(app, pygame.K_DOWN)                       # the focus moves
    assert app.painted and shown == ["all", "parts"]


def test_a_window_is_scaled_in_parts_only_at_sizes_where_parts_match_the_whole():
    make_app()
    expected = {(1280, 720): True, (1024, 576): True, (1600, 900): False,
                (2560, 1440): False, (1366, 768): False, (3840, 2160): True}
    for size, exact in expected.items():
        canvas, window = pygame.Surface((1920, 1080)), pygame.Surface(size)
        scaler = Scaler(canvas, window, pygame.Rect((0, 0), size))
        scaler.check()
        assert scaler.exact is exact, size
        for i in range(60):                       # something with edges everywhere
            colour = (i * 37 % 256, i * 91 % 256, i * 53 % 256)
            pygame.draw.circle(canvas, colour, (i * 131 % 1920, i * 71 % 1080), 40 + i % 90)
        scaler.whole()
        changed = pygame.Rect(700, 400, 301, 157)
        canvas.fill((250, 250, 250), changed.inflate(-40, -40))
        shown = scaler.parts([changed])
        assert (shown is not None) is exact
        if size == (3840, 2160):        # twice the canvas: each pixel a 2 x 2 block
            whole = pygame.transform.scale(canvas, size)
            assert window.get_at((1401, 801)) == canvas.get_at((700, 400))
        else:
            whole = pygame.transform.smoothscale(canvas, size)
        assert differing_pixels(whole, window, tolerance=0) == 0
