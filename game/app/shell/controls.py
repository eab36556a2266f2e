"""Input devices mapped to intents, once (compare Tuxemon's ``platform/events.py``).

Keys and game-controller buttons both mean *intents* (CONFIRM, BACK, HINT, PAUSE,
directions …). The scenes were written for the keyboard, so a controller event is handed
to them as the KEYDOWN of the key with the same intent, marked with ``intent`` and
``device="pad"`` — scenes that give a pad button its own meaning (the table: B takes, X
draws) look at ``event.intent``. The controls page and the key-hint rows are generated
from these same maps.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from pygame._sdl2.controller import Controller

UP, DOWN, LEFT, RIGHT = "up", "down", "left", "right"
CONFIRM, BACK, PAUSE, HINT, ALT, HELP = "confirm", "back", "pause", "hint", "alt", "help"
#: take back the last move (the table's ``take_back``): the left trigger, or Z
TAKE_BACK = "take_back"

#: the key a scene sees for a pad intent (ALT has no key of its own: the table maps it).
#: A is Space, not Enter: Space activates the focused thing everywhere (a menu button, a
#: card), where some tables give Enter a meaning of its own (Toff-Poker: confirm the pick)
INTENT_KEYS: dict[str, int] = {
    UP: pygame.K_UP, DOWN: pygame.K_DOWN, LEFT: pygame.K_LEFT, RIGHT: pygame.K_RIGHT,
    CONFIRM: pygame.K_SPACE, BACK: pygame.K_ESCAPE, PAUSE: pygame.K_ESCAPE,
    HINT: pygame.K_h, HELP: pygame.K_F1, ALT: pygame.K_UNKNOWN,
    TAKE_BACK: pygame.K_z,
}

PAD_BUTTONS: dict[int, str] = {
    pygame.CONTROLLER_BUTTON_A: CONFIRM,
    pygame.CONTROLLER_BUTTON_B: BACK,
    pygame.CONTROLLER_BUTTON_X: ALT,
    pygame.CONTROLLER_BUTTON_Y: HINT,
    pygame.CONTROLLER_BUTTON_START: PAUSE,
    pygame.CONTROLLER_BUTTON_BACK: HELP,
    pygame.CONTROLLER_BUTTON_DPAD_UP: UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: RIGHT,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: LEFT,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: RIGHT,
}
STICK_AXES = {pygame.CONTROLLER_AXIS_LEFTX: (LEFT, RIGHT),
              pygame.CONTROLLER_AXIS_LEFTY: (UP, DOWN)}
#: triggers (axes from rest to pulled) that mean an intent when pulled past the deadzone
TRIGGER_AXES = {pygame.CONTROLLER_AXIS_TRIGGERLEFT: TAKE_BACK}
#: share of the stick's travel that counts as a push (and the release below it)
DEADZONE = 0.5
AXIS_MAX = 32767

#: the speech keys (F2 speech on/off, F3–F8 read aloud), the same at every table
SPEECH_ROWS: tuple[tuple[str, str, str], ...] = (
    ("", "F2", "controls.speech"),
    ("", "F3–F8", "controls.speech_read"),
)
#: the controls page of a table: its first row and its last rows (around the game's own)
TABLE_MOVE_ROW = ("D-pad / stick", "Left / Right", "controls.move")
TABLE_END_ROWS: tuple[tuple[str, str, str], ...] = (
    ("Y", "H", "controls.hint"),
    ("LT", "Z", "controls.take_back"),
    ("Start", "Esc", "controls.pause"),
    ("Back", "F1", "controls.rules"),
    ("", "M", "controls.mute"),
    ("", "N", "controls.music"),
    ("", "F11", "controls.fullscreen"),
    *SPEECH_ROWS,
)
_PAD_EVENTS = (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERAXISMOTION)


@dataclass
class Pads:
    """Open controllers (hot-plugged) and the stick state that makes pushes edges."""

    controllers: dict[int, Controller] = field(default_factory=dict)
    pushed: dict[tuple[int, int], int] = field(default_factory=dict)
    available: bool = False

    def start(self) -> None:
        try:
            from pygame._sdl2 import controller

            controller.init()
            self.available = True
        except (ImportError, pygame.error):
            self.available = False

    def added(self, device_index: int) -> str | None:
        """Open the controller at ``device_index``; its name, or None if it cannot be."""
        if not self.available:
            return None
        try:
            from pygame._sdl2 import controller

            pad = controller.Controller(device_index)
        except (pygame.error, IndexError, ValueError):
            return None
        joystick = pad.as_joystick()
        self.controllers[joystick.get_instance_id()] = pad
        return pad.name or "Controller"

    def removed(self, instance_id: int) -> bool:
        pad = self.controllers.pop(instance_id, None)
        if pad is None:
            return False
        with contextlib.suppress(pygame.error):
            pad.quit()
        return True

    def intent(self, event: pygame.event.Event) -> str | None:
        """The intent of a controller button press or stick push (None for the rest)."""
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            return PAD_BUTTONS.get(event.button)
        if event.type == pygame.CONTROLLERAXISMOTION and event.axis in STICK_AXES:
            key = (event.dict.get("instance_id", 0), event.axis)
            value = event.value / AXIS_MAX
            direction = -1 if value <= -DEADZONE else 1 if value >= DEADZONE else 0
            before = self.pushed.get(key, 0)
            self.pushed[key] = direction
            if direction and direction != before:
                negative, positive = STICK_AXES[event.axis]
                return negative if direction < 0 else positive
        if event.type == pygame.CONTROLLERAXISMOTION and event.axis in TRIGGER_AXES:
            key = (event.dict.get("instance_id", 0), event.axis)
            pulled = int(event.value / AXIS_MAX >= DEADZONE)
            before = self.pushed.get(key, 0)
            self.pushed[key] = pulled
            if pulled and not before:
                return TRIGGER_AXES[event.axis]
        return None


def is_pad_event(event: pygame.event.Event) -> bool:
    return event.type in _PAD_EVENTS


def key_event_for(intent: str) -> pygame.event.Event:
    """The KEYDOWN a scene sees for a pad ``intent`` (marked as coming from the pad)."""
    return pygame.event.Event(pygame.KEYDOWN, key=INTENT_KEYS[intent], mod=0, unicode="",
                              scancode=0, intent=intent, device="pad")


def pad_intent(event: pygame.event.Event) -> str | None:
    """The pad intent a (translated) event carries, or None for real keys."""
    return event.dict.get("intent") if event.dict.get("device") == "pad" else None


#: the pointer's events (held back while a resting pointer is seen anew)
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
#: events no scene is told of (the pad's raw events are mapped to intents first)
IGNORED_EVENTS = frozenset((
    pygame.JOYAXISMOTION, pygame.JOYBALLMOTION, pygame.JOYHATMOTION, pygame.JOYBUTTONDOWN,
    pygame.JOYBUTTONUP, pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED,
    pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERDEVICEREMAPPED, pygame.CONTROLLERSENSORUPDATE,
    pygame.CONTROLLERTOUCHPADDOWN, pygame.CONTROLLERTOUCHPADMOTION, pygame.CONTROLLERTOUCHPADUP,
    pygame.KEYUP, pygame.TEXTEDITING, pygame.WINDOWMOVED, pygame.AUDIODEVICEADDED,
    pygame.AUDIODEVICEREMOVED))
#: seconds after a window change in which motion events of a pointer that has not moved
#: on the desktop are not taken as a hover (SDL reports it at its new place at once)
RESTING_WINDOW = 1.0


class RestingPointer:
    """The window changed under a pointer that may not move (F11, a resize): until it
    does (or clicks), the motion events SDL sends for its new place in the window are
    not a hover, so the keyboard focus stays where the player left it."""

    def __init__(self) -> None:
        #: where on the desktop it rested (None: it has moved since)
        self.resting: tuple[int, int] | None = None
        self.since = 0.0

    def rests(self, now: float) -> None:
        self.resting = pygame.mouse.get_pos(desktop=True)
        self.since = now

    def moved(self, event: pygame.event.Event, now: float) -> bool:
        """Whether a mouse event is the player's (False: the resting pointer seen anew,
        within :data:`RESTING_WINDOW` of the change: where the system cannot tell the
        pointer's place on the desktop, a hover is held back no longer than that)."""
        if self.resting is None:
            return True
        if event.type == pygame.MOUSEMOTION and now - self.since < RESTING_WINDOW and \
                pygame.mouse.get_pos(desktop=True) == self.resting:
            return False
        self.resting = None
        return True


class Devices:
    """The input devices: pads plugged in and out (their buttons mapped to intents),
    which device was used last (the hint rows follow it), and the pointer at rest."""

    def __init__(self) -> None:
        self.pads = Pads()
        self.pads.start()
        #: "keys", "mouse" or "pad"
        self.last = "mouse"
        self.pointer = RestingPointer()

    def map(self, event: pygame.event.Event, now: float,
            notice: Callable[..., None]) -> pygame.event.Event | None:
        """The event a scene is told of: a pad's intent as its key, hot-plugging told
        with ``notice(text_key, **values)``; None for events to ignore."""
        kind = event.type
        if kind == pygame.CONTROLLERDEVICEADDED:
            name = self.pads.added(event.device_index)
            if name:
                notice("pad.connected", name=name)
            return None
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            if self.pads.removed(event.instance_id):
                notice("pad.removed")
            return None
        if is_pad_event(event):
            intent = self.pads.intent(event)
            if intent is None:
                return None
            self.last = "pad"
            return key_event_for(intent)
        if kind in IGNORED_EVENTS:
            return None
        if kind in MOUSE_EVENTS and not self.pointer.moved(event, now):
            return None
        if kind == pygame.KEYDOWN:
            self.last = "keys"
        elif kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.MOUSEMOTION):
            self.last = "mouse"
        return event

