"""Nothing a rules state hands out can change it.

Every public attribute and accessor of mid-game states (and their views) of every game
is walked: what it returns must share no mutable object with the state, mutating it
must fail or leave the state as it was, and everything but the few fresh computed
results (scores, secret card counts ...) must be immutable all the way down.
"""

from __future__ import annotations

import copy
import inspect
import random
from collections.abc import Iterator
from types import MappingProxyType
from typing import Any

import pytest

from game.rules import GAMES, GameState, new_game
from game.rules.cards import Card
from game.rules.messages import FrozenDict

#: Public methods that are not accessors: they take actions, texts, cards or make states.
NOT_ACCESSORS = frozenset({
    "apply", "legal_action", "action_from_text", "describe", "why_illegal", "clone",
    "view", "determinize", "arranged", "next_dealer", "match_over", "value", "player_name",
    "apply_trusted", "cards_of", "world_sampler", "sample_world", "rollout_horizon",
})
#: Accessors that compute a new object on every call (a fresh list, dict or Counter).
FRESH = frozenset({"scores", "winners", "outcome", "score_breakdown", "secret_cards", "all_cards",
                   "opening_events", "capturing_cards"})
#: Read-only leaves: nothing inside them can be changed through the public API.
LEAVES = (Card, FrozenDict, MappingProxyType, str, int, float, bool, type(None))

CASES = [(name, n) for name, info in sorted(GAMES.items())
         for n in sorted({info.min_players, 3, info.max_players})]


def positions(name: str, players: int, seed: int) -> Iterator[GameState]:
    """Mid-game states of one random game (every fifth position) and their views."""
    rng = random.Random(seed)
    state = new_game(name, players, seed=seed)
    for step in range(80):
        if state.is_over:
            return
        if step % 5 == 4:
            yield state
            yield state.view(state.current_player)
            yield state.view((state.current_player + 1) % players)
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])


def handed_out(state: GameState) -> Iterator[tuple[str, Any]]:
    """Every public attribute's value and every accessor's result (per seat if it takes
    one), labelled. Fails on a public method it does not know how to call."""
    for name in dir(state):
        if name.startswith("_") or name in NOT_ACCESSORS:
            continue
        value = getattr(state, name)
        if not callable(value):
            yield name, value
            continue
        params = inspect.signature(value).parameters
        required = [p for p, v in params.items() if v.default is inspect.Parameter.empty]
        if not required:
            yield f"{name}()", value()
        if list(params)[:1] == ["seat"] and len(required) <= 1:
            for seat in range(state.players):
                yield f"{name}({seat})", value(seat)
        elif required:
            pytest.fail(f"classify the public method {name!r} (accessor or not)")


def mutable_parts(obj: Any, found: dict[int, Any] | None = None, depth: int = 0
                  ) -> dict[int, Any]:
    """id -> object for every mutable container reachable from ``obj``."""
    found = {} if found is None else found
    if isinstance(obj, LEAVES) or depth > 8:
        return found
    if isinstance(obj, (list, dict, set, bytearray)):
        if id(obj) in found:
            return found
        found[id(obj)] = obj
    items: Any = ()
    if isinstance(obj, dict):
        items = list(obj.keys()) + list(obj.values())
    elif isinstance(obj, (list, tuple, set, frozenset)):
        items = obj
    elif hasattr(obj, "__dict__") and not isinstance(obj, type):
        items = list(vars(obj).values())
    elif hasattr(type(obj), "__slots__"):
        items = [getattr(obj, s) for c in type(obj).__mro__
                 for s in getattr(c, "__slots__", ()) if hasattr(obj, s)]
    for item in items:
        mutable_parts(item, found, depth + 1)
    return found


def try_to_mutate(obj: Any) -> int:
    """Try to change ``obj`` and everything in it; returns how many attempts worked."""
    done = 0
    for part in list(mutable_parts(obj).values()):
        if isinstance(part, list):
            part.reverse()
            part.append(None)
        elif isinstance(part, (dict, set)):
            part.clear()
        done += 1
    for attempt in (lambda o: o.clear(), lambda o: o.append(None),
                    lambda o: o.__setitem__(0, None), lambda o: o.__delitem__(0)):
        try:
            attempt(obj)
            done += 1
        except (AttributeError, TypeError, IndexError, KeyError):
            pass
    return done


@pytest.mark.parametrize(("name", "players"), CASES)
def test_nothing_handed_out_shares_or_changes_the_state(name: str, players: int) -> None:
    checked = 0
    for state in positions(name, players, seed=20 + players):
        internals = mutable_parts(vars(state))
        # the state as it was, copied once: every mutation below must leave it so (the
        # first that does not fails at once, so the copy holds for the next)
        before = copy.deepcopy(state)
        for label, value in handed_out(state):
            shared = set(mutable_parts(value)) & set(internals)
            assert not shared, f"{name}: {label} hands out a live part of the state"
            if label.split("(")[0] not in FRESH:
                assert not mutable_parts(value), f"{name}: {label} is mutable"
            try_to_mutate(value)
            assert state == before, f"{name}: mutating {label} changed the state"
            checked += 1
    assert checked > 100


@pytest.mark.parametrize(("name", "players"), CASES)
def test_events_share_nothing_with_the_state(name: str, players: int) -> None:
    rng = random.Random(players)
    state = new_game(name, players, seed=players)
    events = state.opening_events(None)
    while not state.is_over and len(state.history) < 150:
        internals = set(mutable_parts(vars(state)))
        for event in events:
            assert not set(mutable_parts(event)) & internals, f"{name}: {event!r}"
            assert not mutable_parts(event), f"{name}: {type(event).__name__} is mutable"
        legal = state.legal_actions()
        events = state.apply(legal[int(rng.random() * len(legal))])


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_old_live_lists_are_gone(name: str) -> None:
    """The accessors that once returned the state's own lists."""
    state = next(positions(name, 3, seed=5))
    before = copy.deepcopy(state)
    for label, value in handed_out(state):
        if label in ("hands", "piles", "trick", "dead", "out_order", "known", "tricks",
                     "hand(0)", "pile(0)", "pool(0)", "bid(0)", "saved(0)", "spent(0)"):
            assert isinstance(value, tuple), label
            for item in value:
                with pytest.raises((AttributeError, TypeError)):
                    item.clear()
    assert state == before


def test_the_registry_and_game_descriptions_are_read_only() -> None:
    with pytest.raises(TypeError):
        GAMES["chess"] = GAMES["stortok"]  # type: ignore[index]
    info = GAMES["zwicker"]
    with pytest.raises(AttributeError):
        info.title = "Other"  # type: ignore[misc]
    assert isinstance(info.options, tuple)
    info.defaults()["trail"] = "free"              # a fresh dict each time
    assert info.defaults()["trail"] == "only-if-no-stack"
    assert {"stortok", "toffpoker", "zwicker"} <= set(GAMES)
