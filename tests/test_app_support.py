"""Helpers for the app tests: a headless App and real pygame input events.

Events are posted to pygame's queue and consumed by ``App.step()``, so everything
goes through the app's own event handling (coordinates included)."""

from __future__ import annotations

import pygame

from game.app.app import App
from game.app.cli import Config
from game.app.games.toffpoker.table import RANK_KEYS
from game.app.kit.widgets import FocusGroup, Widget
from game.app.screens.handoff import HandoffScene
from game.app.table.layout import hand_zone, zone_owner
from game.app.table.scene import TableScene
from game.rules.stortok import DRAW, TAKE, Play
from game.rules.toffpoker import PASS

#: the key that picks a Toff-Poker card of each rank (1 for the ace; A does too)
KEY_OF_RANK = {rank: key for key, rank in RANK_KEYS.items() if key != pygame.K_a}


def make_app(fast: bool = True, first_start: bool = False, ask_place: bool = False,
             **config) -> App:
    """A started app; ``first_start``: the "Learn to play" offer comes up, ``ask_place``:
    the question "Where do you play?" before it."""
    config.setdefault("size", (1280, 720))
    app = App(Config(fast=fast, **config))
    app.settings.tutorial_offered = not (first_start or ask_place)
    app.settings.place_asked = not ask_place
    app.start()
    pygame.event.clear()
    return app


def wait_for(app: App, condition, seconds: float = 30.0) -> bool:
    """Step frames until ``condition()`` holds or ``seconds`` of wall time pass: for what
    another process does meanwhile (a searching player thinks in the worker)."""
    import time

    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        app.step()
        time.sleep(0.001)
    return True


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


def focus_on(app: App, group: FocusGroup, widget: Widget, key: int) -> None:
    """Press ``key`` (an arrow) until ``widget`` has the focus of ``group``."""
    for _ in range(30):
        if group.focused is widget:
            return
        press(app, key)
    raise AssertionError(f"{key} never reached the widget")


def face_up_hands(table: TableScene) -> set[int]:
    """The seats whose hand cards were drawn face up in the last frame."""
    return {zone_owner(s.zone) for s in table.layer.drawn_face_up
            if zone_owner(s.zone) is not None}


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
    """Produce the real input events that choose ``action`` (by "keys" or "mouse") at
    any game's table."""
    play = {"toffpoker": toffpoker_input, "zwicker": zwicker_input}.get(table.game,
                                                                         stortok_input)
    play(app, table, action, by)


def stortok_input(app: App, table: TableScene, action, by: str) -> None:
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
                    if table.input.focus == index:
                        break
                    press(app, pygame.K_RIGHT if table.input.focus < index else pygame.K_LEFT)
                press(app, pygame.K_RETURN)
        return
    if action in (TAKE, DRAW):
        button = table.buttons[0 if action == TAKE else 1][0]
        click(app, button.rect.center)
        return
    assert isinstance(action, Play)
    click(app, visible_point(table, sprite_of(table, action.card)))


def toffpoker_input(app: App, table: TableScene, action, by: str) -> None:
    """Pick the action's cards (rank keys or clicks), then confirm; or pass."""
    if action == PASS:
        if by == "keys":
            press(app, pygame.K_p)
        else:
            click(app, table.buttons[1][0].rect.center)
        return
    for card in action.cards:
        if by == "keys":
            press(app, KEY_OF_RANK[card.rank])
        else:
            sprite = next(s for s in table.perspective_hand() if s.card == card)
            click(app, (round(sprite.x), round(sprite.y - 50)))
    assert table.picked == set(action.cards) and table.main_enabled()
    if by == "keys":
        press(app, pygame.K_RETURN)
    else:
        click(app, table.buttons[0][0].rect.center)


def zwicker_input(app: App, table: TableScene, action, by: str) -> None:
    """Select the card, set a joker's value, cycle to the action, confirm — all by events."""
    hand = table.perspective_hand()
    sprite = next(s for s in hand if s.card is action.card)
    if by == "keys":
        press(app, pygame.K_1 + hand.index(sprite))
    else:
        click(app, visible_point(table, sprite))
    assert table.chooser.selected is sprite
    if action.card.is_joker:
        for _ in range(20):
            if table.chooser.declared == action.declared:
                break
            if by == "keys":
                press(app, pygame.K_UP)
            else:
                rect = dict(table.chooser.picker_rects())[action.declared]
                click(app, rect.center)
    for _ in range(len(table.chooser.choices()) + 1):
        if table.chooser.current() == action:
            break
        press(app, pygame.K_TAB)
    assert table.chooser.current() == action
    if by == "keys":
        press(app, pygame.K_RETURN)
    else:
        click(app, visible_point(table, sprite))      # clicking the selected card confirms


def quit_table_to_menu(app: App):
    """Esc at the table, then "Quit to menu" on the pause overlay (returned)."""
    from game.app.screens.pause import PauseScene

    press(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    pause.quit_to_menu()
    app.step()
    return pause


def confirm_handoffs(app: App) -> int | None:
    """Press Enter on a hand-off overlay; returns the seat it was for (or None)."""
    top = app.scenes.top
    if isinstance(top, HandoffScene):
        seat = top.seat
        press(app, pygame.K_RETURN)
        return seat
    return None
