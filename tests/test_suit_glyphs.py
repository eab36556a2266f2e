"""Spades and clubs are told apart by shape at every size a card chip is drawn, also
in a 1280x720 window (the canvas shrunk to two thirds): compared as rendered."""

from __future__ import annotations

import pygame
import pytest

from game.app.kit import richtext, theme
from game.app.kit.assets import Assets
from game.app.table.layout import LOG_TEXT

WINDOW_SCALE = 1280 / 1920


def mask(image: pygame.Surface) -> list[list[bool]]:
    small = pygame.transform.smoothscale(
        image, (max(1, round(image.get_width() * WINDOW_SCALE)),
                max(1, round(image.get_height() * WINDOW_SCALE))))
    w, h = small.get_size()
    return [[small.get_at((x, y)).a > 110 for x in range(w)] for y in range(h)]


def widest_run(row: list[bool]) -> int:
    return sum(row)


@pytest.fixture(scope="module")
def assets():
    pygame.display.init()
    pygame.display.set_mode((16, 16))
    pygame.font.init()
    return Assets()


@pytest.mark.parametrize("four_colour", [False, True])
@pytest.mark.parametrize("text", sorted({LOG_TEXT, theme.SIZE_SMALL, theme.SIZE_BODY,
                                         theme.SIZE_BUTTON}))
def test_spade_and_club_differ_in_shape_at_every_chip_size(assets, text, four_colour):
    for scale in (1.0, theme.TEXT_SCALES["large"]):
        size = int(round(text * scale) * 0.78)          # the suit in a card chip
        spade = mask(assets.suit("S", size, four_colour))
        club = mask(assets.suit("C", size, four_colour))
        differ = sum(a != b for r, q in zip(spade, club, strict=True)
                     for a, b in zip(r, q, strict=True))
        union = sum(a or b for r, q in zip(spade, club, strict=True)
                    for a, b in zip(r, q, strict=True))
        assert differ >= 0.2 * union, (size, differ, union)
        # a club narrows between its top lobe and its side lobes; a spade widens there
        waist = [i for i in range(len(club)) if 0.25 <= i / len(club) <= 0.45]
        assert any(widest_run(spade[i]) >= widest_run(club[i]) + 2 for i in waist), size


def test_the_log_chip_uses_the_drawn_shapes(assets):
    chip = richtext.card_chip(assets, "7", "S", LOG_TEXT)
    other = richtext.card_chip(assets, "7", "C", LOG_TEXT)
    assert pygame.image.tobytes(chip, "RGBA") != pygame.image.tobytes(other, "RGBA")
