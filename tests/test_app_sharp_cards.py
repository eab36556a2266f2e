"""Cards drawn at the window's resolution when the window is a whole multiple of the
canvas (a 4K TV shows the 1920x1080 canvas twice as large): the frame's ops that blit a
card are painted onto the window from the card made at twice its width, everything else
as the scaled canvas, in the ops' order (game/app/shell/frame.py, ``paint_sharp``)."""

from __future__ import annotations

import pygame
from support.app import make_app, start_table
from support.frames import differing_pixels

from game.app.session import Seat
from game.app.shell import frame
from game.app.shell.frame import Frame

K = 2
PATTERN = [(200, 30, 30), (30, 30, 200), (240, 240, 240), (20, 160, 40)]


def _striped(size: tuple[int, int], step: int) -> pygame.Surface:
    """An image with an edge every ``step`` pixels (a sharp image has them at 1 px)."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    for x in range(0, size[0], step):
        image.fill(PATTERN[x // step % len(PATTERN)], (x, 0, step, size[1]))
    return image


class _Maker:
    """Stands in for the assets: the image made k times larger, once ``ready``."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size, self.ready, self.asked = size, True, 0

    def __call__(self, k: int) -> list[frame.SharpLayer] | None:
        self.asked += 1
        if not self.ready:
            return None
        w, h = self.size
        return [(_striped((w * k, h * k), 1), (0, 0), 0, False)]


def _paint(picture: Frame, canvas: pygame.Surface, window: pygame.Surface,
           draw) -> list[pygame.Rect]:
    draw(picture)
    painted = picture.paint()
    for rect in painted:
        part = pygame.Rect(rect.x * K, rect.y * K, rect.w * K, rect.h * K)
        pygame.transform.scale(canvas.subsurface(rect), part.size, window.subsurface(part))
    return picture.paint_sharp(window, (0, 0), K, painted)


def test_a_sharp_image_is_painted_at_window_scale_under_what_covers_it():
    canvas, window = pygame.Surface((120, 80)), pygame.Surface((240, 160))
    card = _striped((40, 30), 2)            # on the canvas: an edge every 2 px
    maker = _Maker(card.get_size())
    frame.sharp_source(card, maker)
    veil = pygame.Surface((20, 10), pygame.SRCALPHA)
    veil.fill((0, 0, 0, 128))

    def draw(picture: Frame) -> None:
        picture.fill((10, 90, 50))
        picture.blit(card, (30, 20))
        picture.fill((250, 250, 0), (60, 40, 30, 6))       # over the card's corner
        picture.blit(veil, (35, 25))                        # half-clear, over the card
        frame.circle(picture, (255, 0, 255), (30, 20), 5)   # a shape over its corner

    picture = Frame(canvas)
    assert _paint(picture, canvas, window, draw) == []      # just changed: it waits
    assert picture.sharp_pending
    assert _paint(picture, canvas, window, draw) == [pygame.Rect(60, 40, 80, 60)]
    assert not picture.sharp_pending
    sharp = _striped((80, 60), 1)
    # where nothing covers it: the image made twice as large, 1 px edges
    assert [window.get_at((100 + x, 80))[:3] for x in range(4)] == \
        [sharp.get_at((40 + x, 20))[:3] for x in range(4)]
    assert window.get_at((101, 80)) != window.get_at((100, 80))
    # what was drawn over the card stays over it
    assert window.get_at((125, 82))[:3] == (250, 250, 0)
    assert window.get_at((60, 40))[:3] == (255, 0, 255)
    veiled = window.get_at((75, 55))[:3]
    assert veiled != sharp.get_at((75 - 60, 55 - 40))[:3]
    assert all(abs(a - b // 2) <= 2 for a, b in zip(veiled, sharp.get_at((15, 15))[:3],
                                                    strict=True))
    # and outside the card the window is the canvas scaled, pixel for pixel
    whole = pygame.transform.scale(canvas, window.get_size())
    outside = window.copy()
    outside.blit(whole, (60, 40), (60, 40, 80, 60))
    assert differing_pixels(whole, outside, tolerance=0) == 0


def test_a_part_is_painted_sharp_once_its_images_are_made_and_then_left_alone():
    canvas, window = pygame.Surface((120, 80)), pygame.Surface((240, 160))
    card = _striped((40, 30), 2)
    maker = _Maker(card.get_size())
    frame.sharp_source(card, maker)

    def draw(picture: Frame) -> None:
        picture.fill((10, 90, 50))
        picture.blit(card, (30, 20))

    picture = Frame(canvas)
    maker.ready = False
    for _ in range(3):
        assert _paint(picture, canvas, window, draw) == []
        assert picture.sharp_pending
        assert window.get_at((100, 80)) == window.get_at((101, 80))     # a 2 x 2 block
    maker.ready = True
    assert _paint(picture, canvas, window, draw) == [pygame.Rect(60, 40, 80, 60)]
    assert not picture.sharp_pending
    assert window.get_at((100, 80)) != window.get_at((101, 80))
    asked = maker.asked
    assert _paint(picture, canvas, window, draw) == []      # nothing changed: nothing
    assert maker.asked == asked


def test_a_part_that_changes_in_every_frame_waits_until_it_keeps_still():
    canvas, window = pygame.Surface((120, 80)), pygame.Surface((240, 160))
    card = _striped((40, 30), 2)
    maker = _Maker(card.get_size())
    frame.sharp_source(card, maker)
    picture = Frame(canvas)
    for x in range(20, 40, 2):                              # a card flying over it
        def draw(p: Frame, x: int = x) -> None:
            p.fill((10, 90, 50))
            p.blit(card, (30, 20))
            p.fill((200, 200, 200), (x, 30, 10, 14))
        _paint(picture, canvas, window, draw)
        assert maker.asked == 0 and picture.sharp_pending
    assert _paint(picture, canvas, window, draw) == [pygame.Rect(60, 40, 80, 60)]


def test_a_frame_paints_its_share_and_leaves_the_rest_for_the_next(monkeypatch):
    monkeypatch.setattr(frame, "SHARP_TILE", (64, 64))
    monkeypatch.setattr(frame, "SHARP_PIXELS", 1)           # one tile a frame
    canvas, window = pygame.Surface((256, 64)), pygame.Surface((512, 128))
    cards = [_striped((40, 30), 2) for _ in range(3)]
    for card in cards:
        frame.sharp_source(card, _Maker(card.get_size()))

    def draw(picture: Frame) -> None:
        picture.fill((10, 90, 50))
        for index, card in enumerate(cards):
            picture.blit(card, (10 + 64 * index, 10))

    picture = Frame(canvas)
    assert _paint(picture, canvas, window, draw) == []
    painted = [_paint(picture, canvas, window, draw) for _ in range(4)]
    assert [len(rects) for rects in painted] == [1, 1, 1, 0]
    assert not picture.sharp_pending


def test_an_image_never_made_is_given_up_after_a_while():
    canvas, window = pygame.Surface((60, 40)), pygame.Surface((120, 80))
    card = _striped((20, 10), 2)
    maker = _Maker(card.get_size())
    maker.ready = False
    frame.sharp_source(card, maker)
    picture = Frame(canvas)
    for _ in range(frame.SHARP_PATIENCE + 5):
        _paint(picture, canvas, window, lambda p: p.blit(card, (5, 5)))
    assert not picture.sharp_pending
    asked = maker.asked
    assert 0 < asked <= frame.SHARP_PATIENCE
    _paint(picture, canvas, window, lambda p: p.blit(card, (5, 5)))
    assert maker.asked == asked                             # nothing waits any more


def _table_at(size: tuple[int, int], large_print: bool = False):
    app = make_app(size=size)
    app.assets.smooth_budget = 1.0      # every card smooth in the frame it is drawn
    app.settings.large_cards = large_print
    table = start_table(app, "stortok", [Seat("Ann", human=True), Seat("Bo"), Seat("Cy")],
                        seed=3)
    assert app.run_until(lambda: table.human_to_act() and not table.animating
                         and not app.dirty, 2000)
    app.step()
    return app, table


def test_a_card_in_a_4k_window_is_the_card_made_at_twice_its_width():
    app, table = _table_at((3840, 2160))
    assert app.scaler is not None and app.scaler.multiple == 2
    sprite = table.layer.zone("hand:0")[-1]                 # the top card of the hand
    text, width, angle, style, cx, cy = table.layer._look(sprite)
    small = app.assets.card(text, width, False, angle, style)
    big = app.assets.card(text, width * 2, False, angle, style)
    at = small.get_rect(center=(cx, cy))
    at = pygame.Rect(at.x * 2 + (at.w * 2 - big.get_width()) // 2,
                     at.y * 2 + (at.h * 2 - big.get_height()) // 2, *big.get_size())
    inner = pygame.Rect(0, 0, big.get_width() // 2, big.get_height() // 2)
    inner.center = (big.get_width() // 2, big.get_height() // 2)
    shown = app.window.subsurface(inner.move(at.topleft))
    assert differing_pixels(big.subsurface(inner), shown, tolerance=0) == 0
    # not 2 x 2 blocks: most blocks of the card's middle hold more than one colour
    # (blocks as the scaled canvas has them: at even window coordinates)
    ex, ey = (at.x + inner.x) % 2, (at.y + inner.y) % 2
    blocks = [(x, y) for x in range(ex, inner.w - 1, 2) for y in range(ey, inner.h - 1, 2)]
    mixed = sum(len({tuple(shown.get_at((x + dx, y + dy))) for dx in (0, 1)
                     for dy in (0, 1)}) > 1 for x, y in blocks)
    plain = pygame.transform.scale(app.canvas, app.window.get_size())
    assert differing_pixels(plain.subsurface(inner.move(at.topleft)), shown, 0) > 0
    assert mixed > len(blocks) // 10


def test_a_4k_table_at_rest_paints_nothing():
    app, table = _table_at((3840, 2160))
    for _ in range(5):
        app.step()
    assert not app.drew and app.painted == [] and not app.picture.sharp_pending


def _differs(a: pygame.Surface, b: pygame.Surface) -> pygame.Mask:
    """Where ``a`` and ``b`` differ at all."""
    ahead, behind = a.copy(), b.copy()
    ahead.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    behind.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    ahead.blit(behind, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(ahead, (0, 0, 0, 255), (1, 1, 1, 255))
    same.invert()
    return same


def test_every_frame_of_a_4k_demo_shows_its_picture_scaled_or_sharp(monkeypatch):
    """Every pixel of the window is the canvas's scaled or the picture's painted sharp
    from scratch, and every tile that no longer waits is the sharp one."""
    app = make_app(fast=False, game="zwicker", players=4, humans=0, demo=True, seed=11,
                   size=(3840, 2160))
    app.settings.think_time = 0.1
    app.assets.smooth_budget = 1.0      # every card smooth in the frame it is drawn
    compared = 0
    fans: set[int] = set()
    tw, th = frame.SHARP_TILE
    for index in range(240):
        app.step()
        fans |= {id(key[1]) for key, _ in app.picture._last
                 if key[0] == "blit" and key[6] == pygame.BLEND_PREMULTIPLIED
                 and frame.has_sharp_source(key[1])}
        if index % 12 or app.scale_next or not app.drew:
            continue
        waiting = set(app.picture._blurred)
        kept = app.window.copy()
        scaled = pygame.transform.scale(app.canvas, app.window.get_size())
        with monkeypatch.context() as patch:         # the whole picture, sharp
            patch.setattr(frame, "SHARP_PIXELS", 10 ** 9)
            patch.setattr(app.picture, "_blurred", set())
            app.scaler.whole()
            app.picture.paint_sharp(app.window, (0, 0), 2, [app.canvas.get_rect()])
            app.picture.paint_sharp(app.window, (0, 0), 2, [])
        sharp = app.window
        assert _differs(kept, scaled).overlap_area(_differs(kept, sharp), (0, 0)) == 0
        for x in range(0, 1920 // tw + 1):
            for y in range(0, 1080 // th + 1):
                if (x, y) in waiting:
                    continue
                tile = pygame.Rect(x * tw * 2, y * th * 2, tw * 2, th * 2).clip(
                    sharp.get_rect())
                assert differing_pixels(kept.subsurface(tile), sharp.subsurface(tile),
                                        tolerance=0) == 0, (index, x, y)
        app.window.blit(kept, (0, 0))
        compared += 1
    assert compared >= 8
    # the computers' fans lying still are one image each, drawn from their cards
    assert fans


def test_a_window_of_the_canvas_size_has_no_sharp_sources():
    app, table = _table_at((1920, 1080))
    assert app.scaler is None and app.assets.sharp_multiple == 1
    assert not any(frame.has_sharp_source(key[1]) for key, _ in app.picture._last
                   if key[0] == "blit")


def test_the_sharp_cards_go_when_the_window_is_no_longer_a_multiple():
    app, table = _table_at((3840, 2160))
    assert app.assets.sharp_card("AS", 100, 2) is not None
    assert len(app.assets._sharp) > 0
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080)])
    assert app.assets.sharp_multiple == 1 and len(app.assets._sharp) == 0


def _edge_pixels(image: pygame.Surface) -> int:
    """Pixels between paper and ink in the large-print index (its left top): the
    blurrier the rank's edges, the more of them."""
    area = pygame.Rect(12, 12, int(image.get_width() * 0.46) - 24,
                       int(image.get_height() * 0.4) - 12)
    count = 0
    for x in range(area.left, area.right):
        for y in range(area.top, area.bottom):
            r, g, b, _ = image.get_at((x, y))
            count += 60 < max(r, g, b) - min(r, g, b) < 150 or 60 < g < 200
    return count


def test_a_large_print_index_in_a_4k_window_is_drawn_at_the_windows_scale():
    """TV mode's large-print faces: the index of a card shown wider than the art is
    drawn at twice the art's size, not enlarged from it (its rank's edges half as
    blurred), and the window shows that card."""
    app, table = _table_at((3840, 2160), large_print=True)
    assert app.assets.large_print
    sprite = table.layer.zone("hand:0")[-1]
    text, width, angle, style, cx, cy = table.layer._look(sprite)
    four = app.settings.four_colour
    big = app.assets.sharp_card(text, width, 2, four, angle, style)
    small = app.assets.card(text, width, four, angle, style)
    at = small.get_rect(center=(cx, cy))
    at = pygame.Rect(at.x * 2 + (at.w * 2 - big.get_width()) // 2,
                     at.y * 2 + (at.h * 2 - big.get_height()) // 2, *big.get_size())
    inner = pygame.Rect(0, 0, big.get_width() // 2, big.get_height() // 2)
    inner.center = (big.get_width() // 2, big.get_height() // 2)
    # (the enlarged art keeps a trace of see-through, as smooth scaling leaves it: a few
    # levels of what lies under the card show)
    assert differing_pixels(big.subsurface(inner),
                            app.window.subsurface(inner.move(at.topleft)), tolerance=8) == 0
    for card in ("QH", "10S", "7D"):
        upright = app.assets.sharp_card(card, width, 2, four)
        enlarged = pygame.transform.smoothscale(app.assets._large_face(card),
                                                upright.get_size())
        assert _edge_pixels(upright) < 0.75 * _edge_pixels(enlarged), card
