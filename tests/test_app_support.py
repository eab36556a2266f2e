"""Helpers for the app tests: a headless App and real pygame input events.

Events are posted to pygame's queue and consumed by ``App.step()``, so everything
goes through the app's own event handling (coordinates included)."""

from __future__ import annotations

import pygame

from game.app.app import App
from game.app.cli import Config
from game.app.scenes.handoff import HandoffScene
from game.app.table import TableScene, hand_zone
from game.rules.stortok import DRAW, TAKE, Play


def make_app(fast: bool = True, first_start: bool = False, **config) -> App:
    config.setdefault("size", (1280, 720))
    app = App(Config(fast=fast, **config))
    app.settings.tutorial_offered = not first_start   # the "Learn to play" offer
    app.start()
    pygame.event.clear()
    return app


def key_event(key: int, text: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0)


def press(app: App, *keys: int, frames: int = 1) -> None:
    for key in keys:
        pygame.event.post(key_event(key))
        app.step()
    for _ in range(frames - 1):
        app.step()


def mouse(app: App, kind: int, logical: tuple[int, int]) -> None:
    pos = app.to_window(logical)
    if kind == pygame.MOUSEMOTION:
        event = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=False)
    else:
        event = pygame.event.Event(kind, pos=pos, button=1, touch=False)
    pygame.event.post(event)


def click(app: App, logical: tuple[int, int]) -> None:
    mouse(app, pygame.MOUSEBUTTONDOWN, logical)
    mouse(app, pygame.MOUSEBUTTONUP, logical)
    app.step()


def visible_point(table: TableScene, sprite) -> tuple[int, int]:
    """A point of ``sprite`` not covered by a neighbour (the table's own hit test)."""
    rect = sprite.rect(table.app.assets)
    zone = hand_zone(table.perspective)
    for dx in range(8, rect.width, 6):
        point = (rect.x + dx, rect.centery)
        if table.layer.hit(point, zone) is sprite:
            return point
    raise AssertionError(f"no visible point on {sprite.card}")


def sprite_of(table: TableScene, card):
    return next(s for s in table.perspective_hand() if s.card is card)


def input_for_action(app: App, table: TableScene, action, by: str) -> None:
    """Produce the real input events that choose ``action`` (by "keys" or "mouse")."""
    if by == "keys":
        if action == TAKE:
            press(app, pygame.K_t)
        elif action == DRAW:
            press(app, pygame.K_d)
        else:
            hand = table.perspective_hand()
            index = hand.index(sprite_of(table, action.card))
            if index < 9:
                press(app, pygame.K_1 + index)
            else:                       # arrows to the card, then Enter
                press(app, pygame.K_RIGHT)
                for _ in range(40):
                    if table.focus == index:
                        break
                    press(app, pygame.K_RIGHT if table.focus < index else pygame.K_LEFT)
                press(app, pygame.K_RETURN)
        return
    if action in (TAKE, DRAW):
        button = table.buttons[0 if action == TAKE else 1][0]
        click(app, button.rect.center)
        return
    assert isinstance(action, Play)
    click(app, visible_point(table, sprite_of(table, action.card)))


def confirm_handoffs(app: App) -> int | None:
    """Press Enter on a hand-off overlay; returns the seat it was for (or None)."""
    top = app.scenes.top
    if isinstance(top, HandoffScene):
        seat = top.seat
        press(app, pygame.K_RETURN)
        return seat
    return None
