"""Helpers for the app tests: a headless App, a table started on it, and real pygame
input events.

Events are posted to pygame's queue and consumed by ``App.step()``, so everything
goes through the app's own event handling (coordinates included). How each game turns
an action into input is in ``support/games.py``."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.app.app import App
from game.app.cli import Config
from game.app.games import table_for
from game.app.kit.widgets import FocusGroup, Widget
from game.app.screens.handoff import HandoffScene
from game.app.screens.menu import MenuScene
from game.app.session import Seat, Session
from game.app.table.layout import hand_zone, zone_owner
from game.app.table.scene import TableScene


def make_app(fast: bool = True, first_start: bool = False, ask_place: bool = False,
             **config) -> App:
    """A started app; ``first_start``: the "Learn to play" offer comes up, ``ask_place``:
    the question "Where do you play?" before it."""
    config.setdefault("size", (1280, 720))
    app = App(Config(fast=fast, **config))
    app.settings.tutorial_offered = not (first_start or ask_place)
    app.settings.place_asked = not ask_place
    # the speech rate is offered the first time speech comes on (a test asks for it)
    app.settings.speech_rate_offered = not (first_start or ask_place)
    app.start()
    pygame.event.clear()
    return app


def start_table(app: App, game: str | Session, seats: Sequence[Seat] = (),
                seed: int | None = None, *, ai_seed: int | None = None,
                **options) -> TableScene:
    """A table on top of the menu, its first frame drawn: a new session of ``game`` with
    ``seats``, the deal's ``seed``, the computers' ``ai_seed`` and the game's ``options``
    — or, given a :class:`Session` (an arranged position), that session as it is."""
    if isinstance(game, Session):
        assert not seats and seed is None and ai_seed is None and not options, (
            "a given session brings its own seats, seeds and options")
        session = game
    else:
        session = Session(game, list(seats), seed=seed, options=options, ai_seed=ai_seed)
    table = table_for(app.services, session)
    app.scenes.reset(MenuScene(app.services), table)
    app.step()
    return table


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
    rect = sprite.rect(table.services.assets)
    zone = hand_zone(table.model.perspective)
    for dx in range(8, rect.width, 6):
        point = (rect.x + dx, rect.centery)
        if table.layer.hit(point, zone) is sprite:
            return point
    raise AssertionError(f"no visible point on {sprite.card}")


def sprite_of(table: TableScene, card):
    return next(s for s in table.hands.perspective_hand() if s.card is card)


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


#: names this module had before the games' input moved to their drivers: still found
#: here (imported on first use, as the drivers import this module)
_MOVED = {"input_for_action": "support.games", "stortok_input": "support.stortok",
          "toffpoker_input": "support.toffpoker", "KEY_OF_RANK": "support.toffpoker",
          "zwicker_input": "support.zwicker"}


def __getattr__(name: str):
    if name in _MOVED:
        import importlib

        return getattr(importlib.import_module(_MOVED[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
