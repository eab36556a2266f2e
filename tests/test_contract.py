"""The rules-package contract, checked by random simulation for every game and size.

Modelled on OpenSpiel's random simulation test: many random games per registered
game and player count, checking at every step what every game promises. A game
registered in ``GAMES`` gets all of this for free.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterator

import pytest

from game.rules import GAMES, UNKNOWN, Card, GameState, IllegalMove, new_game, replay

GAMES_PER_CASE = {"stortok": 40, "zwicker": 12, "toffpoker": 3}
CASES = [(name, n) for name, info in sorted(GAMES.items())
         for n in range(info.min_players, info.max_players + 1)]
MAX_TEXT_CHECKS = 40
#: The random simulations: the smallest table of every game in the fast lane, the rest slow.
SIMULATED = [pytest.param(name, n, marks=() if n == GAMES[name].min_players else pytest.mark.slow)
             for name, n in CASES]


def reachable_cards(obj: object, seen: set[int] | None = None) -> Iterator[Card]:
    """Every Card reachable from ``obj`` through containers and attributes."""
    seen = set() if seen is None else seen
    if id(obj) in seen:
        return
    seen.add(id(obj))
    if isinstance(obj, Card):
        yield obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from reachable_cards(k, seen)
            yield from reachable_cards(v, seen)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for item in obj:
            yield from reachable_cards(item, seen)
    elif isinstance(obj, (str, int, float, bool, type(None), random.Random)):
        return
    elif dataclasses.is_dataclass(obj):
        for f in dataclasses.fields(obj):
            yield from reachable_cards(getattr(obj, f.name), seen)
    elif hasattr(obj, "__dict__") or hasattr(obj, "__slots__"):
        for name in getattr(obj, "__dict__", {}):
            yield from reachable_cards(getattr(obj, name), seen)
        for name in getattr(type(obj), "__slots__", ()):
            if hasattr(obj, name):
                yield from reachable_cards(getattr(obj, name), seen)


def assert_hides(state: GameState, seat: int, thing: object, total: Counter) -> None:
    """``thing`` (a view or events) contains no card that ``seat`` may not know of.

    A card is certainly leaked when every copy of it is secret from the seat and it
    still appears (with two packs a visible twin may legitimately appear).
    """
    secret = state.secret_cards(seat)
    fully_secret = {c for c, k in secret.items() if k >= total[c] and c is not UNKNOWN}
    leaked = fully_secret.intersection(reachable_cards(thing))
    assert not leaked, f"seat {seat} could see {sorted(c.text for c in leaked)}"


def some_illegal(state: GameState, pool: list) -> list:
    legal = set(state.legal_actions())
    return [a for a in pool if a not in legal][:5]


def play_random(name: str, players: int, seed: int) -> GameState:
    rng = random.Random(seed)
    state = new_game(name, players, seed=seed)
    total = state.all_cards()
    low, high = state.score_bounds()
    action_pool: list = []
    steps = 0
    while True:
        legal = state.legal_actions()
        actions = list(legal)
        assert (len(actions) == 0) == state.is_over
        assert (state.current_player is None) == state.is_over
        if state.is_over:
            break
        # immutable, unique and deterministic; views of other seats have no moves
        assert isinstance(legal, tuple) or not hasattr(legal, "append")
        assert len(set(actions)) == len(actions)
        for viewer in range(players):
            if viewer != state.current_player:
                assert state.view(viewer).legal_actions() == ()
        assert list(state.clone().legal_actions()) == actions
        # texts round-trip
        for action in rng.sample(actions, min(len(actions), MAX_TEXT_CHECKS)):
            assert state.action_from_text(str(action)) == action
        # illegal actions are refused and change nothing
        before = state.clone()
        for bad in some_illegal(state, action_pool):
            with pytest.raises(IllegalMove) as refused:
                state.apply(bad)
            assert refused.value.reason
            assert state == before
        # views hide what they must
        seat = state.current_player
        for viewer in range(players):
            assert_hides(state, viewer, state.view(viewer), total)
        action = actions[int(rng.random() * len(actions))]
        if len(action_pool) < 200:
            action_pool.append(action)
        # clones are equal and independent
        twin = state.clone()
        assert twin == state
        state.describe(action)  # never fails for a legal action
        random.random()  # using the global random module between moves changes nothing
        events = state.apply(action)
        assert twin != state
        assert twin == before
        for viewer in range(players):
            if viewer != seat:
                assert_hides(state, viewer, [e.redacted(viewer) for e in events], total)
        assert state.all_cards() == total
        steps += 1
        assert steps <= state.max_game_length
    scores = state.scores()
    assert len(scores) == players
    assert all(low <= s <= high for s in scores)
    assert set(state.winners()) <= set(range(players))
    return state


@pytest.mark.parametrize(("name", "players"), SIMULATED)
def test_random_games_keep_the_contract(name: str, players: int) -> None:
    for game in range(GAMES_PER_CASE.get(name, 10)):
        state = play_random(name, players, seed=1000 * players + game)
        assert replay(state) == state


@pytest.mark.parametrize(("name", "players"), CASES)
def test_same_seed_same_game_whatever_the_global_random(name: str, players: int) -> None:
    random.seed(1)
    first = new_game(name, players, seed=99)
    random.seed(2)
    second = new_game(name, players, seed=99)
    assert first == second
    assert [first.hand(s) for s in range(players)] == [second.hand(s) for s in range(players)]


@pytest.mark.parametrize(("name", "players"), CASES)
def test_unreadable_text_is_refused_with_a_reason(name: str, players: int) -> None:
    state = new_game(name, players, seed=3)
    for text in ("", "fly away", "play", "play ZZ"):
        with pytest.raises(IllegalMove) as refused:
            state.action_from_text(text)
        assert text in refused.value.reason or refused.value.reason


@pytest.mark.parametrize("name", sorted(GAMES))
def test_wrong_player_count_is_refused(name: str) -> None:
    info = GAMES[name]
    for count in (info.min_players - 1, info.max_players + 1):
        with pytest.raises(ValueError, match="players"):
            new_game(name, count, seed=1)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_unknown_option_is_refused(name: str) -> None:
    with pytest.raises(ValueError, match="no option"):
        new_game(name, GAMES[name].min_players, seed=1, options={"no_such_option": 1})


@pytest.mark.parametrize("name", sorted(GAMES))
def test_game_over_refuses_everything(name: str) -> None:
    state = play_random(name, GAMES[name].min_players, seed=5)
    with pytest.raises(IllegalMove, match="over"):
        state.apply(state.history[-1])
