"""Scenes and the scene stack.

Push, pop and replace are queued and applied between frames, so a scene never
disappears in the middle of its own ``handle``/``update``. Only the top scene gets
events and updates; an ``overlay`` scene is drawn over the scenes below it (which are
frozen meanwhile, so their picture is cached once and reused, dimmed).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

import pygame

from game.app.kit import theme
from game.app.shell import memory
from game.app.shell.frame import Frame

if TYPE_CHECKING:
    from game.app.app import App


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

    def __init__(self, app: App) -> None:
        self.app = app

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


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._queue: list[Callable[[], None]] = []
        self._released = False      # a scene left for good: give its memory back
        #: a scene new on the stack prepared its first frame in its enter (see
        #: :attr:`Scene.prepares_on_enter`); the app clears it at the start of a frame
        self.prepared = False

    # --- queued changes -----------------------------------------------------------------

    def push(self, scene: Scene) -> None:
        self._queue.append(lambda: self._push(scene))

    def pop(self) -> None:
        self._queue.append(self._pop)

    def replace(self, scene: Scene) -> None:
        self._queue.append(lambda: self._swap(scene))

    def reset(self, *scenes: Scene) -> None:
        """Replace the whole stack with ``scenes`` (bottom first)."""
        def apply() -> None:
            while self.scenes:
                self._pop()
            for scene in scenes:
                self._push(scene)
        self._queue.append(apply)

    def apply_pending(self) -> bool:
        """Apply queued changes; True if anything changed."""
        changed = bool(self._queue)
        while self._queue:
            queued, self._queue = self._queue, []
            for change in queued:
                change()
        if self._released:      # once for all the scenes that left (a reset pops several)
            self._released = False
            memory.give_back()
        return changed

    def _push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].leave()
        first, scene.entered = not scene.entered, True
        self.scenes.append(scene)
        scene.enter()
        if first and scene.prepares_on_enter:
            self.prepared = True

    def _pop(self) -> None:
        if self.scenes:
            gone = self.scenes.pop()
            gone.leave()
            if gone not in self.scenes:
                gone.dispose()
                self._released = True
            if self.scenes:
                self.scenes[-1].enter()

    def _swap(self, scene: Scene) -> None:
        """Replace the top scene by ``scene`` (pop, then push)."""
        self._pop()
        self._push(scene)

    # --- queries and drawing ------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def find(self, kind: type) -> Scene | None:
        return next((s for s in reversed(self.scenes) if isinstance(s, kind)), None)

    def draw(self, target: pygame.Surface | Frame) -> None:
        """Draw the stack on a surface, or record it on a :class:`Frame` (which takes a
        surface's drawing calls)."""
        surface = cast(pygame.Surface, target)
        if not self.scenes:
            surface.fill(theme.INK)
            return
        top = self.scenes[-1]
        if top.overlay:
            self._draw_below(len(self.scenes) - 1, surface)
        top.draw(surface)

    def _draw_below(self, index: int, surface: pygame.Surface) -> None:
        """The scenes under the overlay at ``index``, darkened. Drawn again whenever the
        overlay draws (which is only on a change) rather than kept as a picture: that
        would hold 8 MB for as long as an overlay is open."""
        start = index - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        if self.scenes[start].overlay:
            surface.fill((0, 0, 0))
        for scene in self.scenes[start:index]:
            scene.draw(surface)
        theme.dim(surface, self.scenes[index].backdrop_dim)
