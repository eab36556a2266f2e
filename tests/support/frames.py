"""What a person sees on every frame: each frame also drawn and scaled in full, and
compared with what the app painted (it paints only what changed)."""

from __future__ import annotations

import zlib

import pygame

from game.app.app import NOTICE_CENTRE, App

#: a pile's or fan's kept image differs by rounding from its cards drawn one by one
ROUNDING = 4


def differing_pixels(a: pygame.Surface, b: pygame.Surface, tolerance: int = ROUNDING) -> int:
    """How many pixels differ by more than ``tolerance`` in a colour channel."""
    # a part of a surface (the window's picture) has its rows apart: compared as a copy
    ahead = a.copy() if a.get_parent() is not None else a
    behind = b.copy() if b.get_parent() is not None else b
    if ahead.get_size() == behind.get_size() and ahead.get_bitsize() == behind.get_bitsize() \
            and ahead.get_masks() == behind.get_masks() \
            and zlib.crc32(ahead.get_buffer()) == zlib.crc32(behind.get_buffer()):
        return 0                    # the same bytes (most frames): a fifth of the work
    ahead, behind = a.copy(), b.copy()
    ahead.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)      # a - b, at least 0
    behind.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)     # b - a, at least 0
    ahead.blit(behind, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |a - b|
    ahead.fill((tolerance,) * 3, special_flags=pygame.BLEND_RGB_SUB)
    width, height = ahead.get_size()
    same = pygame.mask.from_threshold(ahead, (0, 0, 0, 255), (1, 1, 1, 255))
    return width * height - same.count()


class Witness:
    """Draws every frame in full on its own surface just before the app paints it, and
    counts the frames whose canvas differs from that."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.full = pygame.Surface(app.canvas.get_size())
        self.frames = self.wrong = self.rough = self.wrong_in_window = 0
        self.painted = 0
        self._draw = app.draw
        app.draw = self.draw            # the app's draw, watched

    def draw(self) -> list[pygame.Rect]:
        app = self.app
        self.full.fill((0, 0, 0))
        app.scenes.draw(self.full)
        app.notice.draw(self.full, app.assets, NOTICE_CENTRE,
                        four_colour=app.settings.four_colour)
        # with the frame's image budget spent by the full drawing, the app's own drawing
        # may turn a card plainly where the full one turned it smoothly: not comparable
        rough = app.assets.rough_in_frame
        painted = self._draw()
        self.frames += 1
        self.painted += sum(r.w * r.h for r in painted)
        if app.assets.rough_in_frame != rough:
            self.rough += 1
        elif differing_pixels(self.full, app.canvas):
            self.wrong += 1
        # and the window shows the whole canvas, scaled (unless the app scales this
        # frame's picture in the next one: then this window is not sent to the screen)
        if app.scaler is not None and not app.scale_next:
            view = app.viewport
            whole = pygame.transform.smoothscale(app.canvas, view.size)
            if differing_pixels(whole, app.window.subsurface(view), tolerance=0):
                self.wrong_in_window += 1
        return painted
