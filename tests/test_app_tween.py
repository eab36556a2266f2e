"""Tweens and the timeline."""

from __future__ import annotations

from types import SimpleNamespace

from game.app.kit.tween import Timeline, Tweens, ease_out_back, ease_out_cubic, linear


def test_tween_reaches_its_end_and_eases():
    tweens = Tweens()
    thing = SimpleNamespace(x=0.0)
    tweens.to(thing, 1.0, linear, x=10.0)
    tweens.update(0.5)
    assert thing.x == 5.0
    tweens.update(0.6)
    assert thing.x == 10.0 and tweens.pending == 0
    assert ease_out_cubic(0.5) > 0.5 and ease_out_back(1.0) == 1.0


def test_a_tween_started_by_on_done_keeps_running():
    """A flip is two tweens: the second starts in the first one's callback."""
    tweens = Tweens()
    card = SimpleNamespace(flip=1.0)
    tweens.to(card, 0.1, on_done=lambda: tweens.to(card, 0.1, flip=1.0), flip=0.0)
    for _ in range(30):
        tweens.update(1 / 60)
    assert card.flip == 1.0 and tweens.pending == 0


def test_zero_duration_finishes_at_once_and_new_tween_replaces_old():
    tweens = Tweens()
    thing = SimpleNamespace(x=0.0, y=0.0)
    tweens.to(thing, 0.0, x=3.0)
    assert thing.x == 3.0 and tweens.pending == 0
    tweens.to(thing, 1.0, x=10.0, y=1.0)
    tweens.to(thing, 1.0, x=-10.0)
    tweens.update(1.0)
    assert thing.x == -10.0 and thing.y == 1.0


def test_timeline_waits_between_steps():
    timeline = Timeline()
    seen: list[int] = []
    timeline.add(lambda: (seen.append(1), 0.5)[1])
    timeline.add(lambda: (seen.append(2), 0.0)[1])
    timeline.update(0.1)
    assert seen == [1] and timeline.busy
    timeline.update(0.5)
    assert seen == [1, 2] and not timeline.busy


def test_timeline_waits_until_a_condition_holds():
    timeline = Timeline()
    seen: list[int] = []
    ready = [False]
    timeline.add(lambda: (seen.append(1), 0.0)[1])
    timeline.until(lambda: ready[0])
    timeline.add(lambda: (seen.append(2), 0.0)[1])
    for _ in range(100):
        timeline.update(1.0)
    assert seen == [1] and timeline.busy
    ready[0] = True
    timeline.update(0.01)
    assert seen == [1, 2] and not timeline.busy
