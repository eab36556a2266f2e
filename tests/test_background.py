"""Searching players think in a worker process (game/ai/background.py): the same
decisions as in the caller's process, and a decision always arrives."""

from __future__ import annotations

import pickle
import random
import time

import pytest

from game.ai import make_player
from game.ai.background import Worker
from game.rules import GAMES as REGISTERED
from game.rules import new_game

#: the tables these games are tried at; every other registered game at three seats (or
#: its nearest count)
GAMES = [("stortok", 3), ("zwicker", 5), ("toffpoker", 4)]
GAMES += [(name, min(max(3, info.min_players), info.max_players))
          for name, info in sorted(REGISTERED.items()) if name not in dict(GAMES)]


def wait(job, seconds: float = 30.0):
    """Step ``job`` as a table does (a tiny slice per frame) until it decides."""
    deadline = time.monotonic() + seconds
    while (action := job.step(0.002)) is None:
        assert time.monotonic() < deadline, "no decision arrived"
        time.sleep(0.002)
    return action


def advanced(name: str, players: int, moves: int, seed: int):
    """A game ``moves`` random moves in (or at its end)."""
    state = new_game(name, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(list(state.legal_actions())))
    return state


@pytest.fixture
def worker():
    w = Worker()
    yield w
    w.close()


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_states_and_views_survive_the_trip_to_the_worker(name, players):
    for seed in range(4):
        state = advanced(name, players, 7 * seed, seed)
        if state.is_over:
            continue
        view = state.view(state.current_player)
        view.legal_actions()          # cached lazy sequences travel too
        copy = pickle.loads(pickle.dumps(view))
        assert list(copy.legal_actions()) == list(view.legal_actions())
        action = pickle.loads(pickle.dumps(view.legal_actions()[-1]))
        assert state.legal_action(action) == view.legal_actions()[-1]


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_worker_decides_as_the_callers_process_would(worker, name, players):
    state = advanced(name, players, 3, 11)
    local = make_player(name, "hard", seed=5, iterations=30)
    remote = make_player(name, "hard", seed=5, iterations=30)
    for _ in range(2):     # the second decision shows the random streams came back
        if state.is_over:
            break
        view = state.view(state.current_player)
        job = worker.submit(remote, view)
        decision = wait(job)
        assert job.by_worker
        assert decision == local.choose(view)
        assert decision in state.legal_actions()
        state.apply(state.legal_action(decision))
    assert remote.rng.getstate() == local.rng.getstate()


def test_a_new_job_cancels_the_old_one_which_still_decides(worker):
    state = new_game("zwicker", 4, seed=2)
    view = state.view(state.current_player)
    slow = worker.submit(make_player("zwicker", "hard", seed=1, budget=30.0), view)
    fast = worker.submit(make_player("zwicker", "hard", seed=1, iterations=20), view)
    assert not slow.in_worker            # superseded: it searches in its caller's loop
    assert wait(fast) in state.legal_actions() and fast.by_worker
    slow.player.budget = 0.05            # (so that the test is quick)
    slow._local = None
    assert wait(slow) in state.legal_actions() and not slow.by_worker


def test_a_dead_worker_leaves_no_one_waiting(worker):
    state = new_game("stortok", 2, seed=4)
    view = state.view(state.current_player)
    job = worker.submit(make_player("stortok", "hard", seed=1, budget=20.0), view)
    assert job.in_worker
    worker._process.kill()
    worker._process.wait(5)
    job.player.budget = 0.05
    assert wait(job) in state.legal_actions()
    assert not job.by_worker and worker.failed
    later = worker.submit(make_player("stortok", "hard", seed=1, iterations=10), view)
    assert not later.in_worker and wait(later) in state.legal_actions()


class Unpicklable:
    """A searching player the worker cannot receive (it holds a closure)."""

    def __init__(self) -> None:
        self.inner = make_player("stortok", "hard", seed=1, iterations=10)
        self.hook = lambda: None

    def start(self, view):
        return self.inner.start(view)


def test_a_player_that_cannot_travel_thinks_at_home(worker):
    state = new_game("stortok", 2, seed=6)
    job = worker.submit(Unpicklable(), state.view(state.current_player))
    assert not job.in_worker
    assert wait(job) in state.legal_actions()
    assert not worker.running          # nothing was started for it


def test_a_cancelled_job_frees_the_worker_for_the_next(worker):
    state = new_game("toffpoker", 3, seed=1)
    view = state.view(state.current_player)
    first = worker.submit(make_player("toffpoker", "hard", seed=2, budget=3600.0), view)
    first.cancel()
    assert not first.in_worker and first.result is None
    started = time.monotonic()
    second = worker.submit(make_player("toffpoker", "hard", seed=2, iterations=10), view)
    assert wait(second) in state.legal_actions() and second.by_worker
    assert time.monotonic() - started < 600   # it did not wait out the hour's search


SCRIPT = """
from game.ai import make_player
from game.ai.background import Worker
from game.rules import new_game
import time
state = new_game("stortok", 2, seed=1)
job = Worker().submit(make_player("stortok", "hard", seed=1, iterations=20),
                      state.view(state.current_player))
while job.step(0.001) is None:
    time.sleep(0.01)
print("decided", job.by_worker)
"""


def test_the_worker_never_runs_the_callers_main_script(tmp_path):
    """A script without a ``__main__`` guard (the classic trap of spawned processes:
    the child would run the whole script again) gets one decision and exits."""
    import subprocess
    import sys
    from pathlib import Path

    script = tmp_path / "unguarded.py"
    script.write_text(SCRIPT)
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, str(script)], cwd=root, capture_output=True,
                          text=True, timeout=60, env={"PYTHONPATH": str(root)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["decided", "True"]
