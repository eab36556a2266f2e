"""Shared scene frames and what must never overlap: the menu pages' toasts, the replay
bar over every table, a table's toast over its cards, hand and status line."""

from __future__ import annotations

import pygame
import pytest
from test_app_support import make_app, press

from game.app.scenes.page import TOAST_CENTRE
from game.app.scenes.replay import ReplayListScene
from game.app.scenes.statistics import StatisticsScene


def pixels(app, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(app.canvas.subsurface(rect), "RGB")


@pytest.mark.parametrize("page", [StatisticsScene, ReplayListScene])
def test_a_pages_toast_comes_and_goes_without_input(page):
    app = make_app()
    scene = page(app)
    app.scenes.push(scene)
    app.step()
    scene.toast.time_left = 0.0
    press(app, pygame.K_DOWN, pygame.K_UP, frames=3)         # drawn without a toast
    area = pygame.Rect(0, 0, 300, 40)
    area.center = TOAST_CENTRE
    empty = pixels(app, area)
    scene.toast.show("Saved", 0.5)
    app.step()                                                # no input: still drawn
    assert pixels(app, area) != empty
    assert app.run_until(lambda: not scene.toast.visible, 60)
    app.step()
    assert pixels(app, area) == empty                         # and gone again
