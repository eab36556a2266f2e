"""The scene base class (the stack that runs scenes is :mod:`.stack`).

A scene receives the app's :class:`~game.app.services.Services` (the settings, images,
sounds, saved files, the stack, navigation, speech and the window's few own calls) and
reaches nothing else of the application.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.app.services import Services


class Scene:
    """Base class. ``handle`` returns True when it used the event.

    Redraw on change (pygame's ``DirtySprite`` idea): the app redraws after input, after
    a change of the scene stack or the window, and on every frame in which the top scene
    says it is :attr:`animating`; otherwise it skips drawing and flipping altogether.
    """

    overlay = False
    #: Darkness (alpha) of the scenes under an overlay.
    backdrop_dim = 150
    #: The scene's first :meth:`enter` makes what its first frame needs (reads card art,
    #: makes its texts and panels): a frame's work of its own. The app then draws the
    #: scene in the next frame, so that neither frame does both (a scoreboard opening at
    #: 3840x2160 made its images, repainted and rescaled the whole picture in one frame:
    #: 20–23 ms).
    prepares_on_enter = False
    #: Set once the scene has been entered (its first enter is behind it).
    entered = False
    #: The music the scene wants while on top: a track of ``sounds/music/``, "" for
    #: quiet, None to keep what plays (a page over the menu, the pause over a table).
    music: str | None = None

    def __init__(self, services: Services) -> None:
        self.services = services

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def leave(self) -> None:
        """Called when the scene stops being the top (covered or removed)."""

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    @property
    def animating(self) -> bool:
        """True while the picture changes by itself (tweens, toasts, blinking, dots):
        asked before and after every ``update``; a scene that animates overrides it."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def dispose(self) -> None:
        """Called once when the scene leaves the stack for good: let go of big images
        now (scenes often sit in reference cycles that only a full GC would free)."""
