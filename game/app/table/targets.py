"""Where a name is on the table, for a lesson's coach to point at: a part's place (a
panel, a pile), a button's action, a zone's cards or a card face up."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app.table.parts import LessonPlaces

if TYPE_CHECKING:
    from game.app.kit.cards_view import CardSprite
    from game.app.table.scene import TableScene


def lesson_targets(table: TableScene, name: str) -> list[pygame.Rect]:
    """Where ``name`` is on screen: a part's place, a button's action text (``take``),
    a zone name (its cards) or a card text (wherever that card lies face up)."""
    for part in table.parts.having(LessonPlaces):
        found = part.lesson_targets(name)
        if found:
            return found
    for button, make_action, _ in table.presenter.buttons:
        action = make_action()
        if action is not None and str(action) == name:
            return [button.rect.copy()]
    assets = table.services.assets
    sprites = table.layer.zones.get(name)
    if sprites:
        rects = [s.rect(assets) for s in sprites]
        return [rects[0].unionall(rects[1:])]
    for sprite in table.layer.all():
        if sprite.face_up and sprite.card is not None and sprite.card.text == name:
            return [visible_rect(table, sprite)]      # never points at a hidden card
    return []


def visible_rect(table: TableScene, sprite: CardSprite) -> pygame.Rect:
    """The part of a card that the cards drawn over it leave visible: in a fan, the
    strip up to the next card (its index corner), not the neighbour on it. A card
    covered on both sides, or all over, keeps its whole rectangle."""
    assets = table.services.assets
    rect = sprite.rect(assets)
    left, right = rect.left, rect.right
    for other in table.layer.all():
        if other is sprite or other.z <= sprite.z or other.moving or other.dragging:
            continue
        over = other.rect(assets)
        if not over.colliderect(rect) or over.top > rect.top + rect.height // 4:
            continue                              # below the index: not in the way
        if over.centerx >= rect.centerx:
            right = min(right, over.left)
        else:
            left = max(left, over.right)
    if right - left < rect.width // 5:
        return rect
    return pygame.Rect(left, rect.top, right - left, rect.height)
