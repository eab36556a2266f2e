"""Tweens (eased attribute changes over time) and a timeline of animation steps.

A :class:`Tween` moves numeric attributes of one object; :class:`Tweens` runs many.
A :class:`Timeline` runs steps one after another: each step is a function run when
its turn comes, returning how long to wait before the next one. The table queues the
engine's events as steps, so input waits only while something is still moving.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_cubic(t: float) -> float:
    return t * t * t


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


@dataclass(eq=False)
class Tween:
    """Move ``attrs`` of ``target`` from their current values to the given ends (any
    object: its attributes are read and set by name)."""

    target: object
    ends: dict[str, float]
    duration: float
    ease: Easing = ease_out_cubic
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0
    starts: dict[str, float] = field(default_factory=dict)
    started: bool = False

    def _start(self) -> None:
        self.starts = {name: getattr(self.target, name) for name in self.ends}
        self.started = True

    def update(self, dt: float) -> bool:
        """Advance; True when finished."""
        self.elapsed += dt
        if self.elapsed < self.delay:
            return False
        if not self.started:
            self._start()
        t = 1.0 if self.duration <= 0 else min(1.0, (self.elapsed - self.delay) / self.duration)
        k = self.ease(t)
        for name, end in self.ends.items():
            start = self.starts[name]
            setattr(self.target, name, start + (end - start) * k)
        if t >= 1.0:
            if self.on_done:
                self.on_done()
            return True
        return False

    def finish(self) -> None:
        if not self.started:
            self._start()
        for name, end in self.ends.items():
            setattr(self.target, name, end)
        if self.on_done:
            self.on_done()


class Tweens:
    """All running tweens; at most one per (object, attribute) — a new one replaces it."""

    def __init__(self) -> None:
        self.active: list[Tween] = []

    def add(self, tween: Tween) -> Tween:
        names = set(tween.ends)
        for other in self.active:
            if other.target is tween.target and names & set(other.ends):
                for name in names & set(other.ends):
                    del other.ends[name]
        self.active = [t for t in self.active if t.ends or t.on_done]
        if tween.duration <= 0 and tween.delay <= 0:
            tween.finish()
            return tween
        self.active.append(tween)
        return tween

    def to(self, target: object, duration: float, ease: Easing = ease_out_cubic, delay: float = 0.0,
           on_done: Callable[[], None] | None = None, **ends: float) -> Tween:
        return self.add(Tween(target, dict(ends), duration, ease, delay, on_done))

    def update(self, dt: float) -> None:
        if self.active:
            running, self.active = self.active, []
            still = [t for t in running if not t.update(dt)]
            self.active = still + self.active      # plus tweens started by on_done callbacks

    def finish_all(self) -> None:
        while self.active:
            running, self.active = self.active, []
            for tween in running:
                tween.finish()

    @property
    def pending(self) -> int:
        return len(self.active)


Step = Callable[[], float | None]


@dataclass(frozen=True)
class _Until:
    """A step that lets the timeline go on only once ``condition()`` holds."""

    condition: Callable[[], bool]

    def __call__(self) -> float:
        return 0.0


class Timeline:
    """Steps run in order; each returns the seconds to wait before the next one."""

    def __init__(self) -> None:
        self.steps: deque[Step] = deque()
        self.wait = 0.0

    def add(self, step: Step) -> None:
        self.steps.append(step)

    def pause(self, seconds: float) -> None:
        self.steps.append(lambda: seconds)

    def until(self, condition: Callable[[], bool]) -> None:
        """Wait until ``condition()`` holds (asked every frame): the next steps wait for
        something outside the animation, e.g. the player having read a result."""
        self.steps.append(_Until(condition))

    def update(self, dt: float) -> None:
        self.wait -= dt
        while self.wait <= 0 and self.steps:
            step = self.steps[0]
            if isinstance(step, _Until) and not step.condition():
                break
            self.steps.popleft()
            self.wait = max(self.wait, 0.0) + (step() or 0.0)
        if self.wait < 0 and not self.steps:
            self.wait = 0.0

    @property
    def busy(self) -> bool:
        return bool(self.steps) or self.wait > 0
