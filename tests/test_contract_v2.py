"""The trust boundary of the rules contract: refusals never corrupt, nothing handed out
shares state, caches hold public data only, any input is a move or a clean refusal.

Each test here failed on the engine before "Rules contract v2" (the audit's findings).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.garbage import GARBAGE

from game.rules import GAMES, IllegalMove, new_game, replay
from game.rules import zwicker as zw
from game.rules.base import UnreadableAction
from game.rules.cards import card, cards, deck36
from game.rules.stortok import DRAW, LEAD, TAKE, Draw, Play, Stortok, Take
from game.rules.toffpoker import Bid, Select
from game.rules.zwicker import Capture, Stack, Trail
from game.rules.zwicker import state as zwicker_state

CASES = [(name, n) for name, info in sorted(GAMES.items())
         for n in range(info.min_players, info.max_players + 1)]


def positions(name: str, players: int, seed: int, steps: int) -> Iterator:
    """States along one random game (at most ``steps`` of them)."""
    rng = random.Random(seed)
    state = new_game(name, players, seed=seed)
    for _ in range(steps):
        if state.is_over:
            return
        yield state
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])


def stortok_lead_position() -> Stortok:
    return Stortok.arranged(["6H 7H", "8H 9H", "10H JH"], "8S", turn=0, phase=LEAD,
                            stock="6D 7D")


# --- 1. equality, not identity, decides what an action is --------------------------------

def test_an_equal_new_action_instance_is_the_action() -> None:
    state = new_game("stortok", 3, seed=4)
    assert TAKE in state.legal_actions()
    events = state.apply(Take())                      # a new instance equal to TAKE
    assert events and state.history[-1] is TAKE       # the engine's own object is recorded
    assert replay(state) == state
    lead = stortok_lead_position()
    lead.apply(Draw())
    assert lead.history == (DRAW,)


def test_a_deep_copied_state_and_actions_from_text_play_on() -> None:
    state = new_game("zwicker", 4, seed=9)
    twin = copy.deepcopy(state)
    for _ in range(20):
        action = twin.legal_actions()[0]
        twin.apply(twin.action_from_text(str(action)))
        state.apply(copy.deepcopy(action))
    assert twin.history == state.history
    assert replay(state) == state


# --- 2. legal_actions() is immutable and never shared ------------------------------------

@pytest.mark.parametrize(("name", "players"), CASES)
def test_legal_actions_are_immutable(name: str, players: int) -> None:
    for state in positions(name, players, seed=players, steps=30):
        legal = state.legal_actions()
        assert not isinstance(legal, list)
        with pytest.raises((TypeError, AttributeError)):
            legal.append(legal[0])  # type: ignore[union-attr]
        with pytest.raises((TypeError, AttributeError)):
            legal[0] = legal[-1]  # type: ignore[index]


def test_a_clone_cannot_reorder_or_extend_the_originals_moves() -> None:
    state = new_game("stortok", 3, seed=2)
    before = list(state.legal_actions())
    clone = state.clone()
    mine = list(clone.legal_actions())
    mine.reverse()
    mine.append(Play(card("AS")))
    assert list(state.legal_actions()) == before
    if Play(card("AS")) not in before:
        with pytest.raises(IllegalMove):
            state.apply("play AS")
        assert list(state.history) == []


# --- 3. views and clones share nothing mutable ------------------------------------------

def mutate_everything(obj: object, depth: int = 0, seen: set[int] | None = None) -> None:
    """Try to change every mutable object reachable from ``obj``."""
    seen = set() if seen is None else seen
    if id(obj) in seen or depth > 4:
        return
    seen.add(id(obj))
    if isinstance(obj, list):
        for item in obj:
            mutate_everything(item, depth + 1, seen)
        obj.reverse()
        obj.append(None)
    elif isinstance(obj, set):
        obj.clear()
    elif isinstance(obj, dict):
        for item in list(obj.values()):
            mutate_everything(item, depth + 1, seen)
        obj.clear()
    elif isinstance(obj, tuple):
        for item in obj:
            mutate_everything(item, depth + 1, seen)
    elif hasattr(obj, "__dict__") and not isinstance(obj, type):
        for value in list(vars(obj).values()):
            mutate_everything(value, depth + 1, seen)


@pytest.mark.parametrize(("name", "players"), CASES)
def test_mutating_a_view_or_clone_leaves_the_state_alone(name: str, players: int) -> None:
    for state in positions(name, players, seed=10 + players, steps=12):
        snapshot = copy.deepcopy(state)
        for copy_ in [state.clone()] + [state.view(s) for s in range(players)]:
            mutate_everything(copy_)
            with pytest.raises(TypeError):
                copy_.names[0] = "Mallory"  # type: ignore[index]
            with pytest.raises(TypeError):
                copy_.options["x"] = 1  # type: ignore[index]
        assert state == snapshot
        assert state.names == snapshot.names and dict(state.options) == dict(snapshot.options)


# --- 4. no module cache holds what a hand held ------------------------------------------

def test_zwicker_capture_cache_holds_only_what_the_table_values_determine() -> None:
    prebuilt = dict(zwicker_state._STACKS)        # stack moves made at import for every card
    for seed in range(200):
        zwicker_state._TABLES.clear()
        state = new_game("zwicker", 2, seed=seed)
        state.legal_actions()
        state.view(1).legal_actions()
        for vals, sel in zwicker_state._TABLES.items():
            assert sel == zwicker_state.table_selections(vals)
            assert type(sel) is tuple and len(sel) == 15
            assert all(type(v) is tuple for v in sel)
    assert prebuilt == zwicker_state._STACKS


def test_zwicker_cache_stays_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(zwicker_state, "_MAX_TABLES", 100)
    zwicker_state._TABLES.clear()
    for i in range(150):
        zwicker_state._moves_for((2 + i % 13, 2 + i // 13 % 13, 5))
        zwicker_state._moves_for((2, 3))                          # used often: never evicted
    assert len(zwicker_state._TABLES) == 100 and (2, 3) in zwicker_state._TABLES


# --- 6. a view for a seat that is not to move has no legal actions ----------------------

def test_view_of_a_seat_not_to_move_has_no_actions() -> None:
    lead = stortok_lead_position()
    assert lead.view(1).legal_actions() == ()
    assert lead.view(0).legal_actions() == lead.legal_actions()
    state = new_game("zwicker", 3, seed=1)
    others = [s for s in range(3) if s != state.current_player]
    assert all(state.view(s).legal_actions() == () for s in others)
    with pytest.raises(IllegalMove):
        state.view(others[0]).apply(state.legal_actions()[0])


# --- 7. bad input of any type and length is refused cleanly -------------------------------


@pytest.mark.parametrize(("name", "players"), [(n, GAMES[n].min_players) for n in GAMES])
def test_garbage_of_any_type_is_refused_and_changes_nothing(name: str, players: int) -> None:
    for state in positions(name, players, seed=3, steps=15):
        before = copy.deepcopy(state)
        for bad in GARBAGE:
            with pytest.raises(IllegalMove) as refused:
                state.apply(bad)
            assert 0 < len(refused.value.reason) < 300
            assert state == before


@pytest.mark.parametrize("name", sorted(GAMES))
def test_huge_and_foreign_texts_are_refused_with_a_bounded_reason(name: str) -> None:
    state = new_game(name, GAMES[name].min_players, seed=5)
    before = copy.deepcopy(state)
    for text in ["x" * 5_000_000, "capture KS: #" + "9" * 5000, "stack 3D on #" + "1" * 5000,
                 "trail JK=" + "7" * 5000, "play 6ſ", "play ６S", "select " + "KS " * 90,
                 "bid \x00", "\u202eplay AS", "PLAY 10D extra"]:
        with pytest.raises(IllegalMove) as refused:
            state.apply(text)
        assert len(refused.value.reason) < 300
        assert state == before
    with pytest.raises(UnreadableAction):
        state.action_from_text("play 6ſ")


def test_only_exact_card_codes_are_read() -> None:
    lead = stortok_lead_position()
    assert lead.action_from_text("play 6H") == Play(card("6H"))
    for text in ("play 6ſ", "play 6Ｈ", "play ６H"):
        with pytest.raises(UnreadableAction):
            lead.action_from_text(text)


# --- 8. every reason is true where it is given ------------------------------------------

def test_take_refusal_offers_drawing_only_while_the_stock_has_cards() -> None:
    with_stock = stortok_lead_position()
    with pytest.raises(IllegalMove) as refused:
        with_stock.apply(TAKE)
    assert refused.value.key == "stortok.no_open_card" and "draw" in refused.value.reason
    empty = Stortok.arranged(["6H 7H", "8H 9H", "10H JH"], "8S", turn=0, phase=LEAD)
    with pytest.raises(IllegalMove) as refused:
        empty.apply(TAKE)
    assert refused.value.key == "stortok.no_open_card_lead"
    assert "draw" not in refused.value.reason


# --- the deal as events --------------------------------------------------------------------

@pytest.mark.parametrize(("name", "players"), CASES)
def test_opening_events_hide_other_hands_and_survive_moves(name: str, players: int) -> None:
    state = new_game(name, players, seed=8)
    opening = state.opening_events(None)
    assert opening
    for seat in range(players):
        mine = state.opening_events(seat)
        assert len(mine) == len(opening)
        assert state.view(seat).opening_events(seat) == mine
    if name != "toffpoker":
        dealt = opening[0]
        for seat in range(players):
            assert sorted(dealt.hands[seat]) == sorted(state.hand(seat))
            hidden = state.opening_events((seat + 1) % players)[0].hands[seat]
            assert all(c.is_unknown for c in hidden)
    state.apply(state.legal_actions()[0])
    assert state.opening_events(None) == opening


def test_zwicker_opening_names_the_layout_and_returned_jokers() -> None:
    spades = cards("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS")
    rest = [c for c in zw.pack_for(2) if c not in spades and not c.is_joker]
    deck = spades[:8] + cards("JK JK") + spades[8:] + rest + cards("JK JK JK JK")
    state = new_game("zwicker", 2, deck=deck)
    kinds = [type(e).__name__ for e in state.opening_events(0)]
    assert kinds == ["Dealt", "JokerReturned", "JokerReturned", "LaidOut"]
    laid = state.opening_events(0)[-1]
    assert laid.cards == tuple(u.cards[0] for u in state.table)


# --- property test: random positions, random garbage, random texts ----------------------

actions = st.one_of(
    st.builds(Play, st.sampled_from(deck36())),
    st.builds(Select, st.tuples(*[st.sampled_from(deck36())] * 5)),
    st.builds(Bid, st.lists(st.sampled_from(deck36()), max_size=4).map(tuple)),
    st.builds(Capture, st.sampled_from(zw.pack_for(2)), st.integers(-3, 20),
              st.integers(-2, 64), st.lists(st.tuples(st.integers(-1, 9)), max_size=3)
              .map(tuple)),
    st.builds(Stack, st.sampled_from(zw.pack_for(2)), st.integers(0, 16),
              st.integers(-1, 12)),
    st.builds(Trail, st.sampled_from(zw.pack_for(2)), st.integers(0, 16)),
    st.text(max_size=60),
    st.sampled_from([TAKE, DRAW, None, 0, "take", "draw", "pass", "select ?"]),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(CASES), seed=st.integers(0, 10_000), steps=st.integers(0, 40),
       garbage=st.lists(actions, min_size=1, max_size=8))
def test_refusals_change_nothing_and_clones_stay_independent(case, seed, steps, garbage):
    name, players = case
    state = new_game(name, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    snapshot = copy.deepcopy(state)
    for bad in garbage:
        try:
            state.clone().apply(bad)
        except IllegalMove:
            try:
                state.apply(bad)
            except IllegalMove as refused:
                assert refused.reason and len(refused.reason) < 300
            else:
                raise AssertionError(f"{bad!r} refused by a clone but not by the state")
            assert state == snapshot
        else:
            state = snapshot.clone()
            state.apply(bad)               # legal: the same on the real state
            snapshot = copy.deepcopy(state)
    mutate_everything(state.view(rng.randrange(players)))
    mutate_everything(state.clone())
    assert state == snapshot
