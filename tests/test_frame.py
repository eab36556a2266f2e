"""The retained frame (game/app/shell/frame.py): recording draws what a surface would, and
painting only the changes gives the same picture as painting everything."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.app.shell import frame
from game.app.shell.frame import Frame

SIZE = (64, 48)


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def images() -> list[pygame.Surface]:
    """A few small images: opaque, and with see-through pixels."""
    found = []
    for i, (w, h) in enumerate([(20, 14), (9, 30), (33, 8)]):
        image = pygame.Surface((w, h), pygame.SRCALPHA)
        image.fill((40 * i + 30, 200 - 50 * i, 90, 140 + 50 * i))
        pygame.draw.circle(image, (250, 250, 250, 255), (w // 2, h // 2), min(w, h) // 3)
        found.append(image)
    opaque = pygame.Surface((16, 16))
    opaque.fill((10, 120, 220))
    found.append(opaque)
    return found


IMAGES = images()

#: one drawing call: (kind, image or colour index, x, y, extra)
Op = tuple[str, int, int, int, int]

ops_strategy = st.lists(
    st.tuples(st.sampled_from(["blit", "fill", "rect", "circle", "add"]),
              st.integers(0, len(IMAGES) - 1), st.integers(-10, SIZE[0]),
              st.integers(-10, SIZE[1]), st.integers(0, 3)),
    max_size=12)


def draw(target: pygame.Surface | Frame, ops: list[Op]) -> None:
    """The same calls on a surface or a frame."""
    colours = [(200, 40, 40), (30, 30, 160), (240, 220, 90), (20, 90, 40)]
    for kind, index, x, y, extra in ops:
        if kind == "blit":
            target.blit(IMAGES[index], (x, y))
        elif kind == "fill":
            target.fill(colours[index], (x, y, 10 + 3 * extra, 7))
        elif kind == "rect":
            frame.rect(target, colours[index], (x, y, 14, 9), extra, border_radius=extra)
        elif kind == "circle":
            frame.circle(target, colours[index], (x, y), 4 + extra, extra)
        else:   # a blend onto what is there, limited to part of the image
            target.blit(IMAGES[index], (x, y), (1, 1, 8, 6), pygame.BLEND_RGB_ADD)


def painted_directly(ops: list[Op]) -> pygame.Surface:
    surface = pygame.Surface(SIZE, pygame.SRCALPHA)
    surface.fill((0, 0, 0, 255))
    draw(surface, ops)
    return surface


@given(ops_strategy)
def test_a_recorded_frame_paints_what_drawing_on_the_surface_paints(ops):
    target = pygame.Surface(SIZE, pygame.SRCALPHA)
    recorded = Frame(target)
    draw(recorded, ops)
    recorded.paint()
    assert pixels(target) == pixels(painted_directly(ops))


def edits() -> st.SearchStrategy:
    """How the next frame differs: ops moved, added, removed or swapped."""
    return st.lists(st.tuples(st.sampled_from(["move", "add", "drop", "swap", "lift"]),
                              st.integers(0, 50), st.integers(-6, 6), st.integers(-6, 6)),
                    max_size=4)


def edited(ops: list[Op], changes) -> list[Op]:
    ops = list(ops)
    for change, at, dx, dy in changes:
        if change == "add" or not ops:
            ops.insert(at % (len(ops) + 1), ("blit", at % len(IMAGES), dx * 5, dy * 5, 0))
            continue
        i = at % len(ops)
        if change == "move":
            kind, index, x, y, extra = ops[i]
            ops[i] = (kind, index, x + dx, y + dy, extra)
        elif change == "drop":
            del ops[i]
        elif change == "lift":          # drawn at another place in the order
            ops.insert((at * 7 + dx) % len(ops), ops.pop(i))
        else:
            j = (i + 1) % len(ops)
            ops[i], ops[j] = ops[j], ops[i]
    return ops


@given(ops_strategy, st.lists(edits(), min_size=1, max_size=4))
def test_painting_only_the_changes_gives_the_picture_of_painting_everything(ops, frames):
    target = pygame.Surface(SIZE, pygame.SRCALPHA)
    retained = Frame(target)
    draw(retained, ops)
    retained.paint()
    for changes in frames:
        ops = edited(ops, changes)
        draw(retained, ops)
        retained.paint()
        assert pixels(target) == pixels(painted_directly(ops))


def test_an_unchanged_frame_paints_nothing_and_a_change_paints_only_its_places():
    target = pygame.Surface((200, 100))
    retained = Frame(target)
    image = IMAGES[0]

    def scene(x: int) -> None:
        retained.fill((20, 80, 50))
        retained.blit(image, (x, 40))
        retained.blit(IMAGES[3], (170, 10))

    scene(10)
    assert retained.paint() == [target.get_rect()]          # the first frame: all
    scene(10)
    assert retained.paint() == []
    target.set_at((150, 90), (255, 0, 255))                 # not repainted below
    scene(30)
    painted = retained.paint()
    assert painted and all(r.colliderect(pygame.Rect(10, 40, 40, 14)) for r in painted)
    assert sum(r.w * r.h for r in painted) < 200 * 100 // 4
    assert target.get_at((150, 90)) == pygame.Color(255, 0, 255)
    assert target.get_at((15, 45)) == pygame.Color(20, 80, 50)   # the old place cleared


def test_swapping_two_overlapping_images_repaints_their_overlap():
    target = pygame.Surface((80, 60))
    retained = Frame(target)
    red, blue = pygame.Surface((30, 30)), pygame.Surface((30, 30))
    red.fill((255, 0, 0))
    blue.fill((0, 0, 255))
    for first, second in ((red, blue), (blue, red)):
        retained.fill((0, 0, 0))
        retained.blit(first, (10, 10))
        retained.blit(second, (25, 25))
        retained.paint()
        assert target.get_at((30, 30)) == second.get_at((0, 0))


def test_an_image_drawn_earlier_repaints_where_it_overlaps_what_it_passed_and_no_more():
    target = pygame.Surface((400, 300))
    retained = Frame(target)
    small, wide = pygame.Surface((20, 20)), pygame.Surface((380, 100))
    small.fill((255, 0, 0))
    wide.fill((0, 0, 255))
    spot = pygame.Surface((10, 10))
    spot.fill((0, 255, 0))
    for spot_first in (False, True):
        retained.fill((0, 0, 0))
        if spot_first:
            retained.blit(spot, (300, 20))
        retained.blit(small, (295, 15))             # over the spot, or under it
        retained.blit(wide, (10, 180))              # far from the spot: never touched
        if not spot_first:
            retained.blit(spot, (300, 20))
        painted = retained.paint()
    assert painted == [pygame.Rect(300, 20, 10, 10)]
    assert target.get_at((305, 25)) == pygame.Color(255, 0, 0)


def test_images_that_change_order_but_do_not_overlap_paint_nothing():
    target = pygame.Surface((200, 100))
    retained = Frame(target)
    for order in ((0, 3), (3, 0)):
        retained.fill((0, 0, 0))
        for index in order:
            retained.blit(IMAGES[index], (20 + 100 * (index == 3), 20))
        painted = retained.paint()
    assert painted == []


def test_a_clip_limits_the_ops_drawn_under_it_and_is_part_of_what_they_are():
    target = pygame.Surface((60, 40))
    retained = Frame(target)
    for clip in ((0, 0, 20, 40), (0, 0, 40, 40)):
        retained.fill((0, 0, 0))
        retained.set_clip(clip)
        retained.fill((200, 200, 0))
        assert retained.get_clip() == pygame.Rect(clip)
        retained.set_clip(None)
        retained.paint()
        assert target.get_at((clip[2] - 1, 5)) == pygame.Color(200, 200, 0)
        assert target.get_at((clip[2] + 1, 5)) == pygame.Color(0, 0, 0)


def test_a_backdrop_must_come_first_and_cover_the_frame():
    retained = Frame(pygame.Surface((30, 20)))
    with pytest.raises(ValueError):
        retained.backdrop(pygame.Surface((10, 10)))
    retained.fill((1, 2, 3))
    with pytest.raises(ValueError):
        retained.backdrop(pygame.Surface((30, 20)))


def test_a_backdrop_replaces_the_clearing_under_a_change():
    target = pygame.Surface((50, 50))
    retained = Frame(target)
    felt = pygame.Surface((50, 50))
    felt.fill((10, 90, 40))
    for x in (5, 20):
        retained.backdrop(felt)
        retained.blit(IMAGES[3], (x, 5))
        retained.paint()
    assert target.get_at((6, 6)) == pygame.Color(10, 90, 40)
    assert target.get_at((21, 6)) == IMAGES[3].get_at((0, 0))
