"""Pieces the menu-like scenes share: background, title, a centred button column."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.app.kit import theme
from game.app.kit.widgets import Button, FocusGroup, Label
from game.app.shell import frame

if TYPE_CHECKING:
    from game.app.services import Services


def draw_background(services: Services, surface: pygame.Surface) -> None:
    frame.backdrop(surface, services.assets.felt(surface.get_size()))


#: titles drawn since the narrator last looked (it speaks a new screen's title)
TITLES_DRAWN: list[str] = []


def draw_title(surface: pygame.Surface, text: str, y: int = 110,
               size: int = theme.SIZE_HEADING + 16) -> None:
    TITLES_DRAWN.append(text)
    del TITLES_DRAWN[:-4]
    shadow = theme.text(text, size, theme.INK)
    image = theme.text(text, size, theme.GOLD)
    rect = image.get_rect(center=(960, y))
    surface.blit(shadow, rect.move(4, 5))
    surface.blit(image, rect)


def button_column(items: Sequence[tuple[Label, Callable[[], None]]], top: int,
                  width: int = 560, height: int = 96, gap: int = 26,
                  centre_x: int = 960) -> FocusGroup:
    buttons = [Button((centre_x - width // 2, top + i * (height + gap), width, height), label,
                      action, size=theme.SIZE_BUTTON + 4)
               for i, (label, action) in enumerate(items)]
    return FocusGroup(buttons)


def is_back_key(event: pygame.event.Event) -> bool:
    return event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE)
