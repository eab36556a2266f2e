"""Couch-ready rendering: frames are drawn only on change, and every image cache is an
LRU with a byte budget (so memory stays bounded over an evening)."""

from __future__ import annotations

import pygame
import pytest
from support.app import key_event, make_app, press

from game.app.games import playable
from game.app.kit import richtext, theme
from game.app.kit.assets import BORROW_WIDTH
from game.app.shell.lru import SurfaceCache, surface_bytes


def steps_drawn(app, frames: int) -> int:
    before = app.frames_drawn
    for _ in range(frames):
        app.step()
    return app.frames_drawn - before


def max_difference(a: pygame.Surface, b: pygame.Surface) -> int:
    """The largest difference of a colour channel between two pictures of one size."""
    assert a.get_size() == b.get_size()
    ahead, behind = (pygame.image.frombytes(pygame.image.tobytes(s, "RGB"), s.get_size(), "RGB")
                     for s in (a, b))                   # the colours alone, no alpha
    difference = ahead.copy()
    difference.blit(behind, (0, 0), special_flags=pygame.BLEND_RGB_SUB)   # a - b, at least 0
    behind.blit(ahead, (0, 0), special_flags=pygame.BLEND_RGB_SUB)        # b - a, at least 0
    difference.blit(behind, (0, 0), special_flags=pygame.BLEND_RGB_ADD)   # |a - b|
    return max(pygame.image.tobytes(difference, "RGB"))


def settle(app, frames: int = 120) -> None:
    """Step until a frame draws nothing (new images are smoothed over a few frames)."""
    for _ in range(frames):
        app.step()
        if not app.drew:
            return
    raise AssertionError("the app kept drawing")


def test_idle_menu_draws_nothing_and_input_draws_once():
    app = make_app()
    settle(app)                  # the first frames smooth the menu's cards, a few a frame
    assert steps_drawn(app, 30) == 0 and not app.drew
    pygame.event.post(key_event(pygame.K_DOWN))
    assert steps_drawn(app, 1) == 1 and app.drew
    assert steps_drawn(app, 20) == 0


def test_table_draws_while_cards_move_and_rests_while_a_human_decides():
    app = make_app(fast=False, game="stortok", players=3, seed=5)
    table = app.scenes.top
    app.step()
    assert table.busy                                   # the deal is animating
    assert steps_drawn(app, 10) == 10
    assert app.run_until(lambda: table.human_to_act() and not table.animating, 3000)
    settle(app)                  # the cards that came to rest are smoothed, a few a frame
    assert steps_drawn(app, 30) == 0
    press(app, pygame.K_RIGHT)                          # focus moves: the card lifts
    assert app.drew and table.animating


def test_mute_on_the_menu_shows_a_notice_and_keeps_drawing_until_it_is_gone():
    app = make_app()
    steps_drawn(app, 3)
    press(app, pygame.K_m)
    menu = app.scenes.top
    shown = menu.toast if hasattr(menu, "toast") else app.notice   # the menu's own toast
    assert shown.visible and shown.text == "Sound off"
    assert steps_drawn(app, 5) == 5
    for _ in range(200):
        app.step()
    assert not shown.visible and steps_drawn(app, 5) == 0


def test_surface_cache_evicts_least_recently_used_within_its_budget():
    pygame.init()
    cache = SurfaceCache("test", budget=3 * 100 * 100 * 4)
    images = [pygame.Surface((100, 100), pygame.SRCALPHA) for _ in range(5)]
    for i in range(3):
        cache.put(i, images[i])
    assert cache.get(0) is images[0]                   # 0 is now the most recent
    cache.put(3, images[3])
    assert 1 not in cache and 0 in cache and 2 in cache and 3 in cache
    assert cache.bytes == 3 * surface_bytes(images[0]) <= cache.budget
    assert cache.evictions == 1


@pytest.mark.slow
def test_text_panel_and_card_caches_stay_within_their_budgets():
    app = make_app()
    for i in range(3000):
        theme.text(f"line {i} " * 6, 40 + i % 5)
        theme.panel((200 + i, 100 + i % 300))
        richtext.render(app.assets, f"Anna beats 8S with {i}", 34)
    for width in range(40, 400, 9):
        for angle in range(0, 90, 11):
            app.assets.new_frame()     # each in a frame of its own: all smooth, all kept
            app.assets.card("QS", width, angle=angle)
    for cache in (theme._text_cache, theme._panel_cache, richtext._cache,
                  app.assets._cards, app.assets._misc, app.assets.groups, app.assets.plates):
        assert cache.bytes <= cache.budget, cache
    assert theme._text_cache.evictions > 0 and app.assets._cards.evictions > 0


def test_new_card_images_are_smoothed_a_few_per_frame_and_the_app_draws_until_done(
        monkeypatch):
    import types

    from game.app.kit import assets as assets_module

    clock = iter(range(10**9))               # each smoothing "takes" 1 ms, on any machine
    monkeypatch.setattr(assets_module, "time",
                        types.SimpleNamespace(perf_counter=lambda: next(clock) / 2000))
    app = make_app(game="stortok", players=2, seed=3, humans=1)
    assets = app.assets
    assets.smooth_budget = 0.002              # two rotations a frame
    assets.new_frame()
    wanted = [("QS", 130, angle) for angle in range(1, 25)]
    first = [assets.card(text, width, angle=angle) for text, width, angle in wanted]
    assert 0 < assets.rough_in_frame < len(wanted)      # some waited for a later frame
    assert all(image.get_width() > 130 for image in first)   # but every card is drawn turned
    frames = 0
    while assets.rough_in_frame and frames < 60:
        assets.new_frame()
        for text, width, angle in wanted:
            assets.card(text, width, angle=angle)
        frames += 1
    assert assets.rough_in_frame == 0 and frames > 1
    assert all(assets._cards.get((t, w, False, a, "")) is not None for t, w, a in wanted)


def test_a_table_with_plain_card_images_is_drawn_again_until_all_are_smooth():
    app = make_app(game="stortok", players=3, seed=3, humans=1)
    table = app.scenes.top
    app.run_until(lambda: table.human_to_act() and not table.busy, 3000)
    for _ in range(600):                      # until toasts and glows have settled
        app.step([])
        if not app.drew:
            break
    assert not app.drew                       # idle: the table waits for its human
    app.assets._cards.clear()                 # every card image must be made again,
    app.assets.smooth_budget = 1e-6           # one smooth image per frame
    app.dirty = True
    rough = []
    for _ in range(120):
        app.step([])
        if not app.drew:
            break
        rough.append(app.assets.rough_in_frame)
    assert rough[0] > 0                       # too many for one frame's budget
    assert len(rough) > 1 and rough[-1] == 0  # drawn again until none was plain
    assert not app.drew                       # and then it rests again


def test_big_surfaces_stay_on_mmap_on_linux():
    import sys

    from game.app.shell.memory import pin_mmap_threshold

    assert pin_mmap_threshold() is sys.platform.startswith("linux")


def test_freed_heap_goes_back_to_the_system_when_a_scene_leaves():
    import sys

    from game.app.shell.memory import give_back

    blocks = [bytearray(50_000) for _ in range(400)]    # 20 MB on the heap (under mmap)
    del blocks
    assert give_back() is sys.platform.startswith("linux")


def test_cards_in_flight_are_turned_plainly_and_kept_without_smoothing_budget():
    app = make_app()
    assets = app.assets
    assets.card("QS", 130)                    # the upright card exists (smooth)
    assets.new_frame()
    assets._smooth_left = 0.0                 # no smoothing left in this frame
    turned = assets.card("QS", 130, angle=12, moving=True)
    assert assets.rough_in_frame == 0         # not a stand-in: nothing to draw again
    assert turned.get_width() > 130           # turned
    assert assets.card("QS", 130, angle=12, moving=True) is turned    # and kept
    assets.new_frame()
    smooth = assets.card("QS", 130, angle=12)                  # at rest: anti-aliased
    assert smooth is not turned
    assert assets.card("QS", 130, angle=12, moving=True) is smooth   # the better one wins


def test_rich_text_width_is_the_width_it_is_drawn_with():
    app = make_app()
    for sentence in ("Anna beats 8S with 10H", "JK", "Bo picks up QD, KS and AS.",
                     "Nothing to see here", "10DJK 7S"):
        for size in (24, 34):
            for four in (False, True):
                drawn = richtext.render(app.assets, sentence, size, four_colour=four)
                assert richtext.width(app.assets, sentence, size, four) == drawn.get_width()


def test_a_name_plate_shows_its_changing_line_without_drawing_its_body_again():
    app = make_app(game="stortok", players=3, seed=5)
    table = app.scenes.top
    assert app.run_until(lambda: table.human_to_act() and not table.busy, 3000)
    seat = 1
    plate = pygame.Rect(0, 0, 380, 164)
    plate.center = table.presenter.seat_anchor(seat)

    def drawn(thinking: bool, elapsed: float) -> pygame.Surface:
        table.driver.thinking, table.elapsed = (seat if thinking else None), elapsed
        canvas = pygame.Surface((1920, 1080))
        table.chrome.draw_plate(canvas, seat)
        return canvas.subsurface(plate).copy()

    counting = drawn(False, 0.0)
    bodies = len(app.assets.plates)
    one_dot, two_dots = drawn(True, 0.0), drawn(True, 0.4)
    assert len(app.assets.plates) == bodies          # the same body every time
    for a, b in ((counting, one_dot), (one_dot, two_dots)):
        assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB")


def blurred_shadow(size: tuple[int, int], radius: int, strength: int = 120) -> pygame.Surface:
    """The shadow as one gaussian blur of the whole rounded rectangle: the reference."""
    pad = theme.SHADOW_BLUR * 2
    image = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(image, (0, 0, 0, strength), (pad, pad, *size), border_radius=radius)
    return pygame.transform.gaussian_blur(image, theme.SHADOW_BLUR)


@pytest.mark.slow
def test_a_big_panel_shadow_is_made_of_pieces_that_look_like_one_blurred_whole():
    make_app()
    for size, radius in (((1440, 820), 28), ((600, 400), 16), ((1060, 240), 24),
                         ((300, 120), 20), ((631, 61), 30), ((40, 500), 12)):
        rect = pygame.Rect(60, 60, *size)
        reference = pygame.Surface((1920, 1080))
        reference.fill((90, 140, 100))
        image, pieces = reference.copy(), reference.copy()
        reference.blit(blurred_shadow(size, radius), theme.soft_shadow_pos(rect))
        theme._panel_cache.clear()
        theme.draw_soft_shadow(pieces, rect, radius)      # on the picture, piece by piece
        image.blit(theme.soft_shadow(rect.size, radius), theme.soft_shadow_pos(rect))
        assert max_difference(reference, pygame.Surface((1920, 1080))) > 0
        # the same picture (the blur is done at half size: a few levels apart)
        assert max_difference(reference, pieces) <= 4
        assert max_difference(reference, image) <= 4


def test_a_big_shadow_is_kept_only_as_its_small_pieces():
    make_app()
    theme._panel_cache.clear()
    theme.draw_soft_shadow(pygame.Surface((1920, 1080)), pygame.Rect(60, 60, 1440, 820), 28)
    assert theme._panel_cache.bytes < 500_000    # a small template, not the whole (MBs)


def test_still_zones_drawn_as_one_image_look_like_their_cards_drawn_one_by_one():
    app = make_app(game="stortok", players=5, seed=7, humans=0, demo=True)
    table = app.scenes.top
    layer = table.layer
    groups: dict = {}
    for _ in range(300):                      # until hands and piles lie still
        app.step()
        groups = layer._resting_groups(layer.draw_order())
        if len(groups) >= 4:
            break
    assert len(groups) >= 4
    felt = app.assets.felt((1920, 1080))
    apart = felt.copy()
    for _ in range(200):       # still for two frames: the images are made, a few a frame
        app.assets.new_frame()
        together = felt.copy()
        layer.draw(together)
        if len(app.assets.groups) >= len(groups):
            break
    assert len(app.assets.groups) >= len(groups)
    layer.grouping = False
    layer.draw(apart)
    assert max_difference(together, felt) > 0
    # the same picture, but for rounding where a pile's faint shadows overlap
    assert max_difference(together, apart) <= 4


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(playable()))
def test_a_table_keeps_its_unchanging_drawing_as_small_strips_that_cover_all_of_it(game):
    app = make_app(game=game, players=4, seed=3, humans=0, demo=True)
    table = app.scenes.top
    app.step()
    felt = app.assets.felt((1920, 1080))
    whole = felt.copy()
    table.chrome._draw_static(whole)                  # everything it draws …
    assert max_difference(whole, felt) > 0
    strips = table.chrome.static_strips((1920, 1080))
    pieced = felt.copy()
    for strip, place in strips:
        pieced.blit(strip, place)
    assert max_difference(whole, pieced) == 0     # … lies inside its strips
    kept = sum(strip.get_width() * strip.get_height() for strip, _ in strips)
    assert kept < 1920 * 1080 // 4


def test_a_shadow_not_made_yet_borrows_its_neighbour_when_the_frame_has_no_time_left():
    app = make_app()
    assets = app.assets
    assets.new_frame()
    neighbour = assets.card_shadow(128)
    assets.new_frame()
    assets._smooth_left = 0.0
    borrowed = assets.card_shadow(136)
    assert borrowed is neighbour and assets.rough_in_frame == 1   # drawn again later
    assets.new_frame()
    made = assets.card_shadow(136)
    assert made is not neighbour and made.get_width() > neighbour.get_width()
    assert assets.rough_in_frame == 0


def test_rich_text_wraps_into_rows_no_wider_than_asked():
    app = make_app()
    sentence = ("Anna beats 8S with 10H, Bert picks up QD KS and AS, Carla stacks 2C on "
                "AC (13) and JK is a joker that nobody wants to see")
    for limit in (200, 384, 600):
        rows = richtext.wrap(app.assets, sentence, 34, limit)
        assert " ".join(rows) == sentence                 # nothing lost or added
        assert len(rows) > 1
        for row in rows:
            drawn = richtext.render(app.assets, row, 34).get_width()
            assert drawn <= limit or " " not in row       # a single long word may not fit


def test_cards_waiting_in_one_pile_to_be_dealt_draw_only_the_top_one():
    from game.app.kit.cards_view import CardSprite, _waiting

    pile = [CardSprite(None, x=300, y=200, width=120, moving=True) for _ in range(9)]
    flying = [CardSprite(None, x=400 + 30 * i, y=260, width=120, moving=True)
              for i in range(3)]
    resting = [CardSprite(None, x=300, y=200, width=120)]
    assert _waiting(pile[:4] + flying) == set()          # a few in flight: no search
    under = _waiting(resting + pile + flying)
    assert under == set(pile[:-1])        # the top of the pile is drawn, and the rest


def test_a_pile_turning_over_together_draws_only_its_top_card_unless_a_lower_one_is_wider():
    from game.app.kit.cards_view import CardSprite, _waiting

    pile = [CardSprite(None, x=300, y=200, width=120, moving=True, flip=0.4)
            for _ in range(9)]
    assert _waiting(pile) == set(pile[:-1])
    pile[-1].flip = 0.2                   # the top one narrower: the next shows beside it
    assert pile[-2] not in _waiting(pile)
    assert set(pile[:-2]) <= _waiting(pile)


def test_a_card_in_flight_borrows_a_kept_size_nearby_and_a_card_at_rest_gets_its_own():
    app = make_app()
    assets = app.assets
    assets.new_frame()
    kept = assets.card("QH", 120)
    assert assets.card("QH", 120 + BORROW_WIDTH, moving=True) is kept     # in flight
    turned = assets.card("QH", 112, moving=True, angle=20)
    assert turned.get_size() == pygame.transform.rotate(kept, 20).get_size()
    far = assets.card("QH", 120 + BORROW_WIDTH + 8, moving=True)
    assert far.get_width() == 120 + BORROW_WIDTH + 8                    # none near enough
    assets.new_frame()
    assert assets.card("QH", 128).get_width() == 128                     # at rest: exact


def test_a_card_drawn_plainly_for_lack_of_time_is_made_once_and_smoothed_later():
    app = make_app()
    assets = app.assets
    assets.new_frame()
    assets._smooth_left = 0.0                       # this frame's image time is spent
    plain = assets.card("7D", 98)
    assert assets.card("7D", 98) is plain and assets.rough_in_frame == 2
    assets.new_frame()
    smooth = assets.card("7D", 98)
    assert smooth is not plain and assets.rough_in_frame == 0
    assert smooth.get_size() == plain.get_size()
