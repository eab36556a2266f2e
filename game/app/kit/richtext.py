"""Text with cards in it: "Anna beats 8S with 9S" drawn with small card chips
(rank + suit sprite), since the default font has no suit symbols."""

from __future__ import annotations

import re

import pygame

from game.app.kit import theme
from game.app.kit.assets import Assets
from game.app.shell.lru import MB, SurfaceCache

CARD_TOKEN = re.compile(r"\b(?:(10|[2-9JQKA])([SHDCOT])|JK)\b")
_SUIT_COLOUR = {"S": (24, 24, 28), "H": (196, 28, 40), "D": (196, 28, 40), "C": (24, 24, 28),
                "O": (222, 120, 20), "T": (120, 60, 170)}
_SUIT_COLOUR4 = {**_SUIT_COLOUR, "D": (30, 90, 200), "C": (30, 130, 60)}
RICH_BUDGET = 4 * MB
_GAP = 2                  # pixels between a sentence's pieces
WIDTHS_KEPT = 4096        # measured words and sentences (:func:`width`)
_widths: dict[tuple[str, int, bool, float], int] = {}
_cache = SurfaceCache("richtext", RICH_BUDGET)


def split(sentence: str) -> list[tuple[str, str | None]]:
    """``[(text, None) | (rank, suit)]`` pieces; a joker is ``("JK", "")``.

    >>> split("Anna beats 8S with 10H")
    [('Anna beats ', None), ('8', 'S'), (' with ', None), ('10', 'H')]
    """
    pieces: list[tuple[str, str | None]] = []
    last = 0
    for match in CARD_TOKEN.finditer(sentence):
        if match.start() > last:
            pieces.append((sentence[last:match.start()], None))
        if match.group(1):
            pieces.append((match.group(1), match.group(2)))
        else:
            pieces.append(("JK", ""))
        last = match.end()
    if last < len(sentence):
        pieces.append((sentence[last:], None))
    return pieces


def card_chip(assets: Assets, rank: str, suit: str, size: int,
              four_colour: bool = False) -> pygame.Surface:
    """A small cream chip showing rank and suit, readable on any background."""
    key = ("chip", rank, suit, size, four_colour, theme.text_scale())
    found = _cache.get(key)
    if found is not None:
        return found
    colours = _SUIT_COLOUR4 if four_colour else _SUIT_COLOUR
    colour = colours.get(suit, (24, 24, 28))
    label = theme.text("Joker" if suit == "" else rank, size, colour)
    # the suit grows with the text size as the rank does (it stayed small on Large)
    icon = assets.suit(suit, int(size * 0.78 * theme.text_scale()), four_colour) \
        if suit else None
    pad = max(3, size // 7)
    width = pad + label.get_width() + (pad // 2 + icon.get_width() if icon else 0) + pad
    height = max(int(size * 1.02), label.get_height() + 4,
                 icon.get_height() + 2 if icon else 0)
    found = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(found, theme.CREAM, found.get_rect(), border_radius=max(4, size // 5))
    found.blit(label, label.get_rect(midleft=(pad, height // 2 + 1)))
    if icon:
        found.blit(icon, icon.get_rect(midright=(width - pad, height // 2)))
    _cache.put(key, found)
    return found


def width(assets: Assets, sentence: str, size: int = theme.SIZE_BODY,
          four_colour: bool = False) -> int:
    """The width :func:`render` gives ``sentence``, measured without drawing the text
    (for word-wrapping; the log's words repeat, so they are remembered, a few thousand
    at most)."""
    key = (sentence, size, four_colour, theme.text_scale())
    found = _widths.get(key)
    if found is None:
        widths = [theme.font(size).size(piece)[0] if suit is None
                  else card_chip(assets, piece, suit, size, four_colour).get_width()
                  for piece, suit in split(sentence)]
        found = sum(widths) + _GAP * max(0, len(widths) - 1)
        if len(_widths) >= WIDTHS_KEPT:
            _widths.pop(next(iter(_widths)))
        _widths[key] = found
    return found


def wrap(assets: Assets, sentence: str, size: int, limit: int,
         four_colour: bool = False) -> list[str]:
    """``sentence`` in rows that :func:`render` draws at most ``limit`` pixels wide (a single
    word wider than that gets a row of its own). Each word is measured once; a row's
    width is summed with room for the gaps between pieces, so it never comes out wider
    than measured."""
    space = theme.font(size).size(" ")[0] + 2 * _GAP
    rows: list[str] = []
    words: list[str] = []
    used = 0
    for word in sentence.split(" "):
        w = width(assets, word, size, four_colour)
        if words and used + space + w > limit:
            rows.append(" ".join(words))
            words, used = [], 0
        used += (space if words else 0) + w
        words.append(word)
    rows.append(" ".join(words))
    return rows


def render(assets: Assets, sentence: str, size: int = theme.SIZE_BODY,
           colour: tuple[int, int, int] = theme.TEXT, four_colour: bool = False) -> pygame.Surface:
    """``sentence`` as one surface, card texts replaced by card chips (cached)."""
    key = (sentence, size, colour, four_colour, theme.text_scale())
    found = _cache.get(key)
    if found is not None:
        if theme.text_hook is not None:
            theme.text_hook(found, sentence, size)
        return found
    parts: list[pygame.Surface] = []
    for piece, suit in split(sentence):
        if suit is None:
            parts.append(theme.text(piece, size, colour))
        else:
            parts.append(card_chip(assets, piece, suit, size, four_colour))
    height = max([p.get_height() for p in parts] + [1])
    total = sum(p.get_width() for p in parts) + _GAP * max(0, len(parts) - 1)
    found = pygame.Surface((max(1, total), height), pygame.SRCALPHA)
    x = 0
    for part in parts:
        found.blit(part, (x, (height - part.get_height()) // 2))
        x += part.get_width() + _GAP
    _cache.put(key, found)
    if theme.text_hook is not None:
        theme.text_hook(found, sentence, size)
    return found
