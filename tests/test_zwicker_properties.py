"""Zwicker properties (hypothesis): captures against a brute-force enumerator, and
the points of whole random games."""

from __future__ import annotations

import random
from itertools import combinations
from math import comb

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import new_game
from game.rules.zwicker import Capture, Zwicker
from game.rules.zwicker.captures import bits, selections, subsets_by_sum

values_st = st.lists(st.integers(2, 14), min_size=0, max_size=7)


def subsets(items: tuple[int, ...]):
    for k in range(1, len(items) + 1):
        yield from combinations(items, k)


def partitionable(units: tuple[int, ...], values: tuple[int, ...], v: int) -> bool:
    """Whether ``units`` (indexes) split into disjoint groups each summing to ``v``."""
    if not units:
        return True
    first, rest = units[0], units[1:]
    for k in range(len(rest) + 1):
        for others in combinations(rest, k):
            if values[first] + sum(values[i] for i in others) == v:
                left = tuple(i for i in rest if i not in others)
                if partitionable(left, values, v):
                    return True
    return False


def brute_force(values: tuple[int, ...], v: int) -> set[int]:
    """Every non-empty, partitionable, non-extendable selection, as masks."""
    everything = tuple(range(len(values)))
    found = set()
    for chosen in subsets(everything):
        left = tuple(i for i in everything if i not in chosen)
        if any(sum(values[i] for i in g) == v for g in subsets(left)):
            continue
        if partitionable(chosen, values, v):
            found.add(sum(1 << i for i in chosen))
    return found


@settings(max_examples=300, deadline=None)
@given(values_st, st.integers(2, 14))
def test_offered_captures_are_exactly_the_non_extendable_selections(values, v) -> None:
    values = tuple(values)
    offered = selections(values, v)
    masks = [mask for mask, _ in offered]
    assert len(masks) == len(set(masks)), "a set of units is offered once"
    for mask, groups in offered:
        union = 0
        for g in groups:
            assert list(g) == sorted(g) and g
            assert sum(values[i] for i in g) == v
            group_mask = sum(1 << i for i in g)
            assert not union & group_mask, "groups are disjoint"
            union |= group_mask
        assert union == mask
        assert [g[0] for g in groups] == sorted(g[0] for g in groups)
        left = tuple(i for i in range(len(values)) if i not in bits(mask))
        assert not any(sum(values[i] for i in g) == v for g in subsets(left))
    assert set(masks) == brute_force(values, v)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(2, 14), min_size=1, max_size=6), st.integers(2, 14),
       st.randoms(use_true_random=False))
def test_any_valid_grouping_parses_to_the_offered_capture(values, v, rnd) -> None:
    table = [_card_of_value(x, i) for i, x in enumerate(values)]
    hand = _card_of_value(v, len(values))
    if len({*table, hand}) < len(table) + 1:
        return   # the same card twice: not a position of one pack
    state = Zwicker.arranged([hand, "2C" if "2C" not in (*table, hand) else "3C"],
                             table, turn=0)
    offered = [a for a in state.legal_actions()
               if isinstance(a, Capture) and a.card.text == hand]
    assert {a.mask for a in offered} == {m for m, _ in selections(tuple(values), v)}
    for action in offered:
        groups = [list(g) for g in action.groups]
        rnd.shuffle(groups)
        for g in groups:
            rnd.shuffle(g)
        text = f"capture {hand}: " + " | ".join("+".join(f"#{i}" for i in g) for g in groups)
        parsed = state.action_from_text(text)
        assert parsed == action and hash(parsed) == hash(action)
        assert str(parsed) == str(action)


def _card_of_value(v: int, i: int) -> str:
    rank = {11: "A", 12: "J", 13: "Q", 14: "K"}.get(v, str(v))
    return rank + "SHDC"[i % 4]


@settings(max_examples=14, deadline=None)
@given(st.integers(2, 8), st.integers(0, 10_000))
def test_points_of_a_whole_game(players, seed) -> None:
    state = new_game("zwicker", players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    sizes = [len(state.pile(s)) for s in range(players)]
    zwicks = sum(state.zwicks(s) for s in range(players))
    tie = sizes.count(max(sizes)) > 1
    base = 21 if players <= 4 else 41
    assert sum(sizes) == (58 if players <= 4 else 116)
    assert sum(state.scores()) == base + 3 * zwicks - (1 if tie else 0)
    assert state.scores() == [sum(b.values()) for b in state.score_breakdown()]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(2, 14), min_size=0, max_size=9), st.integers(2, 14))
def test_quick_answers_agree_with_the_search(values, v) -> None:
    values = tuple(values)
    assert selections(values, v, subsets_by_sum(values)[v]) == selections(values, v)


def test_tables_of_equal_cards_give_each_way_once() -> None:
    """Sixteen equal cards: every choice of fourteen once (how fast it stays is measured
    by tools/benchmarks/bench_rules.py, not here)."""
    kings = selections((2,) * 16, 14)          # two groups of seven twos, two left over
    assert len(kings) == comb(16, 14)
    assert all(bin(mask).count("1") == 14 and len(groups) == 2 for mask, groups in kings)
    assert len(selections((7,) * 14, 14)) == 1
