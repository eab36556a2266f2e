"""The scene stack: push, pop and replace are queued and applied between frames, so a
scene never disappears in the middle of its own ``handle``/``update``. Only the top scene
gets events and updates; an ``overlay`` scene is drawn over the scenes below it (which are
frozen meanwhile, dimmed).

The stack knows a scene only as :class:`Staged` (what it calls on one), not the
:class:`~game.app.shell.scene.Scene` base class: the services every scene receives hold
the stack, and the scene base class holds the services.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, cast

import pygame

from game.app.kit import theme
from game.app.shell import memory
from game.app.shell.frame import Frame


class Staged(Protocol):
    """A scene as the stack and the main loop use it (:class:`Scene` is one)."""

    overlay: bool
    backdrop_dim: int
    prepares_on_enter: bool
    entered: bool

    @property
    def music(self) -> str | None: ...

    def enter(self) -> None: ...
    def leave(self) -> None: ...
    def handle(self, event: pygame.event.Event) -> bool: ...
    def update(self, dt: float) -> None: ...
    @property
    def animating(self) -> bool: ...
    def draw(self, surface: pygame.Surface) -> None: ...
    def dispose(self) -> None: ...


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Staged] = []
        self._queue: list[Callable[[], None]] = []
        self._released = False      # a scene left for good: give its memory back
        #: a scene new on the stack prepared its first frame in its enter (see
        #: :attr:`Scene.prepares_on_enter`); the app clears it at the start of a frame
        self.prepared = False

    # --- queued changes -----------------------------------------------------------------

    def push(self, scene: Staged) -> None:
        self._queue.append(lambda: self._push(scene))

    def pop(self) -> None:
        self._queue.append(self._pop)

    def replace(self, scene: Staged) -> None:
        self._queue.append(lambda: self._swap(scene))

    def reset(self, *scenes: Staged) -> None:
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

    def _push(self, scene: Staged) -> None:
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

    def _swap(self, scene: Staged) -> None:
        """Replace the top scene by ``scene`` (pop, then push)."""
        self._pop()
        self._push(scene)

    # --- queries and drawing ------------------------------------------------------------

    @property
    def top(self) -> Staged | None:
        return self.scenes[-1] if self.scenes else None

    def find(self, kind: type) -> Staged | None:
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
