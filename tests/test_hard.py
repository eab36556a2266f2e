"""Hard computer players (ISMCTS) and the pimc baseline: legal, blind to hidden cards,
reproducible, incremental, and stronger than chance."""

from __future__ import annotations

import random
import time

import pytest
from support.app import make_app

from game.ai import LEVELS, make_player, strongest
from game.ai.ismcts import HardPlayer, Thinker
from game.app.session import ai_levels
from game.rules import GAMES, new_game
from game.rules.stortok import Stortok
from game.rules.worlds import sample_world

COUNTS = [(name, n) for name in sorted(GAMES)
          for n in range(GAMES[name].min_players, GAMES[name].max_players + 1)]
#: The smallest table of every game in the fast lane, the rest slow.
SEARCHED = [pytest.param(name, n, marks=() if n == GAMES[name].min_players else pytest.mark.slow)
            for name, n in COUNTS]
#: Toff-Poker games are nine rounds long; one round shows every kind of decision.
SHORT = {"toffpoker": {"rounds": 1}}


def start(name: str, players: int, seed: int):
    return new_game(name, players, seed=seed, options=SHORT.get(name))


def play_game(state, bots) -> None:
    while not state.is_over:
        seat = state.current_player
        view = state.view(seat)
        action = bots[seat].choose(view)
        assert action in state.legal_actions(), (state.name, str(action))
        state.apply(action)


@pytest.mark.parametrize(("name", "players"), SEARCHED)
def test_searching_players_play_only_legal_moves(name, players):
    kinds = ["hard", "pimc", "ismcts", "random"]
    for seed in range(2):
        state = start(name, players, seed)
        bots = [make_player(name, kinds[(s + 2 * seed) % len(kinds)], seed=s, iterations=3)
                for s in range(players)]
        play_game(state, bots)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_same_view_same_decision(name):
    """Two different real states that look the same from the seat: same move."""
    for seed in range(3):
        state = start(name, 3, seed)
        rng = random.Random(seed)
        for _ in range(7 + seed):     # into the game a little
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
        seat = state.current_player
        view = state.view(seat)
        other = sample_world(view, seat, random.Random(99))   # another real state
        assert other.view(seat) == view
        if name != "toffpoker" or any(state.has_selected(s) for s in range(3) if s != seat):
            assert other != state       # the hidden cards differ
        first = make_player(name, "hard", seed=5, iterations=60).choose(state.view(seat))
        second = make_player(name, "hard", seed=5, iterations=60).choose(other.view(seat))
        assert first == second


@pytest.mark.parametrize("name", sorted(GAMES))
def test_decisions_are_reproducible_for_a_seed_and_iteration_count(name):
    state = start(name, 2, 4)
    view = state.view(state.current_player)
    runs = []
    for _ in range(2):
        player = make_player(name, "hard", seed=11, iterations=80)
        action = player.choose(view)
        runs.append((action, player.last.statistics(), player.last.iterations))
    assert runs[0] == runs[1]
    assert runs[0][2] <= 80


def test_thinking_in_slices_gives_the_same_move_as_choosing_at_once():
    state = new_game("stortok", 3, seed=8)
    view = state.view(state.current_player)
    thinker = make_player("stortok", "hard", seed=3, iterations=300).start(view)
    slices = 0
    while (action := thinker.step(0.0)) is None:   # one iteration per slice
        slices += 1
    assert slices >= 1 and action == thinker.result and thinker.done
    assert action == make_player("stortok", "hard", seed=3, iterations=300).choose(view)


def test_budget_bounds_the_thinking_time():
    state = new_game("zwicker", 2, seed=2)
    player = make_player("zwicker", "hard", seed=1, budget=0.05)
    player.choose(state.view(state.current_player))
    assert player.last.iterations > 0
    assert player.last.elapsed < 0.05 + 0.5     # one iteration past the budget at most


def test_a_clearly_best_move_stops_the_search_early():
    # seat 0 beats the open card with its last card and is out: every other move loses
    state = Stortok.arranged(["AS", "7C 8C 9C", "7D"], "6S", turn=0, trick="KS",
                             trick_seats=(2,))
    player = make_player("stortok", "hard", seed=1, iterations=5000)
    action = player.choose(state.view(0))
    assert str(action) == "play AS"
    assert player.last.iterations < 5000


def test_a_single_legal_move_needs_no_search():
    state = Stortok.arranged(["6H", "7C 8C", "7D"], "6S", turn=0, trick="AS",
                             trick_seats=(2,))
    player = make_player("stortok", "hard", seed=1, iterations=100)
    assert str(player.choose(state.view(0))) == "take"
    assert player.last.iterations == 0


def test_hard_is_offered_and_is_the_strongest():
    assert LEVELS[-1] == "hard" and "hard" in ai_levels()
    for name in GAMES:
        assert strongest(name) == "hard"
        assert isinstance(make_player(name, "hard", seed=1), HardPlayer)
        assert make_player(name, "hard", seed=1).budget == 1.0        # the default budget
    state = new_game("stortok", 2, seed=1)
    thinker = make_player("stortok", "hard", budget=0.2).start(state.view(state.current_player))
    assert isinstance(thinker, Thinker) and thinker.budget == 0.2


def win_share(name: str, players: int, a: str, b: str, games: int, iterations: int) -> float:
    """A's share of wins (ties half) with A's seat rotating."""
    total = 0.0
    for game in range(games):
        state = start(name, players, 500 + game)
        a_seat = game % players
        bots = [make_player(name, a if s == a_seat else b, seed=game * 10 + s,
                            iterations=iterations) for s in range(players)]
        play_game(state, bots)
        if name == "stortok":
            total += 0.0 if state.stortok == a_seat else 1.0
        else:
            top = state.winners()
            total += 1.0 / len(top) if a_seat in top else 0.0
    return total / games


@pytest.mark.slow
def test_hard_beats_easy_at_stortok():
    assert win_share("stortok", 2, "hard", "easy", 8, 100) >= 0.75


def points(name: str, a: str, b: str, games: int, iterations: int) -> tuple[int, int]:
    """Heads-up duplicate games (each deal twice, seats swapped, so the cards' luck
    cancels out): A's and B's summed scores (points or tricks)."""
    mine = theirs = 0
    for game in range(games):
        state = start(name, 2, 500 + game // 2)
        a_seat = game % 2
        bots = [make_player(name, a if s == a_seat else b, seed=game * 10 + s,
                            iterations=iterations) for s in range(2)]
        play_game(state, bots)
        scores = state.scores()
        mine += scores[a_seat]
        theirs += scores[1 - a_seat]
    return mine, theirs


@pytest.mark.slow
@pytest.mark.parametrize(("name", "iterations", "factor"),
                         [("zwicker", 12, 1.25), ("toffpoker", 40, 1.5)])
def test_hard_outscores_easy(name, iterations, factor):
    # points rather than wins: single Zwicker games are very much down to the cards
    mine, theirs = points(name, "hard", "easy", 6, iterations)
    assert mine >= factor * theirs


def test_hard_computers_think_in_the_worker_while_frames_go_on():
    """A search far longer than the test looks runs in the worker: frame after frame
    returns while it thinks and no move is made on the frame loop; a short search's move
    then comes back from the worker. Nothing here depends on how fast the machine is
    (the first search would need a minute to end)."""
    app = make_app(game="stortok", players=2, seed=3, humans=0, demo=True, level="hard")
    table = app.scenes.top
    driver = table.driver
    for computer in table.model.session.computers.values():
        computer.budget = 60.0

    def searching() -> bool:            # a real choice (a forced move is answered at once)
        job = driver.thinking_job
        return job is not None and job.in_worker and len(job.view.legal_actions()) > 1

    assert app.run_until(searching, 20000)
    job = driver.thinking_job
    moves = len(table.model.state.history)
    for _ in range(10):
        app.step()                          # each frame returns while the worker searches
    assert driver.thinking_job is job and job.in_worker and not job.done
    assert len(table.model.state.history) == moves
    job.cancel()                            # free the worker; the seat thinks again, briefly
    for computer in table.model.session.computers.values():
        computer.budget = 0.05
    driver.thinking = None
    jobs = []
    deadline = time.monotonic() + 60        # a bound on the wait, not a measure of speed
    while time.monotonic() < deadline and len(table.model.state.history) < moves + 2:
        time.sleep(0.001)
        current = driver.thinking_job
        if current is not None and current not in jobs:
            jobs.append(current)
        app.step()
    assert len(table.model.state.history) >= moves + 2
    searched = [each for each in jobs if each.done]
    assert searched and all(each.by_worker for each in searched)   # not on the frame loop
    assert all(c.last is None for c in table.model.session.computers.values())


def test_leaving_the_table_while_hard_thinks_frees_the_worker():
    from support.app import quit_table_to_menu

    from game.ai.background import shared_worker

    app = make_app(game="stortok", players=2, seed=3, humans=0, demo=True, level="hard")
    table = app.scenes.top
    for computer in table.model.session.computers.values():
        computer.budget = 60.0                    # would think for a minute
    driver = table.driver
    assert app.run_until(lambda: driver.thinking_job is not None and driver.thinking_job.in_worker,
                         3000)
    job = table.driver.thinking_job
    quit_table_to_menu(app)
    app.step()
    assert table not in app.scenes.scenes
    assert not job.in_worker and job.result is None      # cancelled, not finished
    state = table.model.state
    quick = shared_worker().submit(make_player("stortok", "hard", seed=1, iterations=10),
                                   state.view(state.current_player))
    assert quick.in_worker
    for _ in range(2000):                          # the worker is free for the next one
        if quick.step(0.0) is not None:
            break
        time.sleep(0.005)
    assert quick.by_worker and quick.result in state.legal_actions()


def test_setup_and_command_line_offer_hard():
    from game.app.cli import parse
    from game.app.screens.setup import SetupScene
    from game.app.session import Session

    app = make_app()
    setup = SetupScene(app.services)
    assert "hard" in setup.levels
    config = parse(["--game", "stortok", "--level", "hard"], tables=frozenset({"stortok"}))
    assert config.level == "hard" and config.level in ai_levels()
    session = Session.quick("stortok", 3, level=config.level, seed=1)
    assert all(isinstance(c, HardPlayer) for c in session.computers.values())


def test_zwicker_hard_compares_normals_best_moves_on_paired_worlds():
    from game.ai.ismcts import PAIRED_MOVES, PAIRED_Z, PairedThinker

    state = new_game("zwicker", 2, seed=9)
    view = state.view(state.current_player)
    normal = make_player("zwicker", "normal", seed=1)
    player = make_player("zwicker", "hard", seed=2, iterations=6)
    choice = player.choose(view)
    thinker = player.last
    assert isinstance(thinker, PairedThinker) and thinker.iterations == 6
    assert thinker.moves == normal.ranked(view)[:PAIRED_MOVES] and choice in thinker.moves
    # every root move was played out once on each sampled world (none can leave the
    # race before DROP_AFTER worlds)
    assert all(n.visits == 6 for n in thinker.root.children.values())
    # the policy's move stays unless another beats it by PAIRED_Z standard errors
    first, second = thinker.moves[0], thinker.moves[1]
    for action in thinker.diffs:
        thinker.diffs[action] = [0.0, 0.0, 6]
    assert thinker.best() == first
    for t, wins in ((0.9 * PAIRED_Z, False), (1.1 * PAIRED_Z, True)):
        spread = 0.1 * 6 ** 0.5 / t             # the spread that makes mean 0.1 worth t
        thinker.diffs[second] = [6 * 0.1, 6 * (0.1 ** 2 + spread ** 2), 6]
        assert (thinker.best() == second) is wins


def test_zwicker_hard_drops_clearly_worse_moves_and_stops_when_none_is_left():
    from game.ai.ismcts import DROP_AFTER, DROP_Z, PairedThinker, clearly_worse

    state = new_game("zwicker", 2, seed=9)
    view = state.view(state.current_player)
    thinker = make_player("zwicker", "hard", seed=2, iterations=400).start(view)
    assert isinstance(thinker, PairedThinker) and len(thinker.moves) > 2
    while thinker.step(0.05) is None:
        pass
    for action in thinker.moves[1:]:
        n = thinker.diffs[action][2]
        played = thinker.root.children[action].visits
        assert n == played >= min(DROP_AFTER, thinker.iterations)
        if action not in thinker.racing:     # it left, clearly worse, and was not played on
            assert clearly_worse(thinker.diffs[action])
            assert n <= thinker.root.children[thinker.moves[0]].visits
    # a race with nobody left ends at once with the policy's move
    if thinker.racing:
        thinker.racing.clear()
        thinker.result = None
        assert thinker.step(1.0) == thinker.moves[0]
    else:
        assert thinker.iterations < 400 and thinker.result == thinker.moves[0]
    # the drop rule: DROP_Z standard errors below the policy's move, not before
    # DROP_AFTER worlds
    n = DROP_AFTER
    for t, drops in ((0.9 * DROP_Z, False), (1.1 * DROP_Z, True)):
        spread = 0.1 * n ** 0.5 / t             # the spread that makes mean -0.1 worth t
        sums = [-0.1 * n, n * (0.1 ** 2 + spread ** 2), n]
        assert clearly_worse(sums) is drops
        assert not clearly_worse([sums[0] / n * (n - 1), sums[1] / n * (n - 1), n - 1])
