"""One random game checked step by step against everything the rules contract promises.

Shared by the contract's random simulation (``tests/test_contract.py``) and the long rules
soak (``tools/checks/soak_rules.py``), which plays many more of the same games.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from game.rules import UNKNOWN, Card, GameState, IllegalMove, new_game

#: legal actions per position whose text is read back (all of them where there are fewer)
MAX_TEXT_CHECKS = 40


#: the exact types that hold no card (looked up before the checks by kind below)
_HOLD_NO_CARD = frozenset({str, int, float, bool, type(None)})


def reachable_cards(obj: object) -> set[Card]:
    """Every Card reachable from ``obj`` through containers and attributes (walked with a
    list of what is still to visit: a views' nesting made a recursive generator slow)."""
    found: set[Card] = set()
    seen: set[int] = set()
    todo = [obj]
    while todo:
        obj = todo.pop()
        if type(obj) in _HOLD_NO_CARD or id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, Card):
            found.add(obj)
        elif isinstance(obj, dict):
            todo.extend(obj.keys())
            todo.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            todo.extend(obj)
        elif isinstance(obj, (str, int, float, bool, type(None), random.Random)):
            continue
        elif dataclasses.is_dataclass(obj):
            todo.extend(getattr(obj, f.name) for f in dataclasses.fields(obj))
        elif hasattr(obj, "__dict__") or hasattr(obj, "__slots__"):
            todo.extend(getattr(obj, name) for name in getattr(obj, "__dict__", {}))
            todo.extend(getattr(obj, name) for name in getattr(type(obj), "__slots__", ())
                        if hasattr(obj, name))
    return found


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
