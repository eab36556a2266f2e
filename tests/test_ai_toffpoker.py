"""Toff-Poker computer players: legal from their view only, and Normal plays better."""

from __future__ import annotations

import pytest

from game.ai import LEVELS, make_player
from game.rules import new_game
from game.rules.toffpoker import PASS, Bid, Select, ToffPoker


def play_game(levels: list[str], seed: int, rounds: int = 9) -> ToffPoker:
    state = new_game("toffpoker", len(levels), seed=seed, options={"rounds": rounds})
    # Hard searches a tiny tree here (its strength is tested in test_hard.py)
    bots = [make_player("toffpoker", level, seed=seed * 10 + i, iterations=2) for i, level in
            enumerate(levels)]
    while not state.is_over:
        seat = state.current_player
        action = bots[seat].choose(state.view(seat))
        assert action in state.legal_actions(), action
        state.apply(action)
    return state


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [2, 4, 6])
def test_players_finish_games_legally_from_their_view(level, players):
    for seed in range(3):
        state = play_game([level] * players, seed, rounds=2)
        assert sum(state.scores()) > 0


def test_a_view_during_selection_hides_the_others_choice_from_the_player():
    state = new_game("toffpoker", 3, seed=4)
    first = state.current_player
    state.apply(make_player("toffpoker", "normal").choose(state.view(first)))
    second = state.current_player
    view = state.view(second)
    assert all(c.is_unknown for c in view.selected(first))
    assert isinstance(make_player("toffpoker", "normal").choose(view), Select)


def arranged_bidding() -> ToffPoker:
    """3 seats, forehand seat 0; pools 0 {K Q 9 2 A}, 1 {5 6 3 10 J}, 2 {A 3 7 8 4}."""
    state = new_game("toffpoker", 3, seed=1, dealer=2)
    for text in ("select KS QS 9S 2S AS", "select JH 10H 6H 5H 3H", "select 8C 7C 4C 3C AC"):
        state.apply(text)
    return state


def test_normal_opens_cheaply_and_raises_by_the_smallest_winning_margin():
    state = arranged_bidding()
    normal = make_player("toffpoker", "normal")
    assert normal.choose(state.view(0)) == Bid((state.pool(0)[-1],))    # the ace: 1
    state.apply("bid AS")
    state.apply("bid 3H")                     # 3
    state.apply("bid AC")                     # 1
    # seat 0 (1) is behind seat 1 (3); its pool K Q 9 2: 2 would only tie, so 9 is the
    # cheapest set of cards that takes the lead
    assert normal.choose(state.view(0)) == state.action_from_text("bid 9S")


def test_normal_passes_when_leading_and_never_raises_into_a_tie():
    state = arranged_bidding()
    state.apply("bid KS")                     # 13
    state.apply("bid 3H")
    state.apply("bid AC")
    assert make_player("toffpoker", "normal").choose(state.view(0)) == PASS
    state.apply("pass")
    choice = make_player("toffpoker", "normal").choose(state.view(1))
    if choice != PASS:
        assert state.bid_total(1) + choice.value > 13


def test_normal_wins_more_tricks_than_easy():
    """Over fixed seeds, heads-up and with one Normal against two Easy players."""
    tricks = {"normal": 0, "easy": 0}
    for seed in range(12):
        levels = ["normal", "easy"] if seed % 2 else ["easy", "normal"]
        scores = play_game(levels, seed).scores()
        for seat, level in enumerate(levels):
            tricks[level] += scores[seat]
    assert tricks["normal"] > 1.5 * tricks["easy"], tricks
    three = {"normal": 0, "easy": 0}
    for seed in range(6):
        levels = ["easy", "easy", "easy"]
        levels[seed % 3] = "normal"
        scores = play_game(levels, seed).scores()
        for seat, level in enumerate(levels):
            three[level] += scores[seat] / levels.count(level)
    assert three["normal"] > 1.5 * three["easy"], three


def test_normal_passes_rather_than_feeding_a_lost_trick():
    state = arranged_bidding()
    state.apply("bid AS")                     # 1
    state.apply("bid JH 10H")                 # 21
    state.apply("bid AC")                     # 1
    normal = make_player("toffpoker", "normal")
    assert normal.choose(state.view(0)) == PASS        # K+9 would lead, but not for 22
    state.apply("pass")
    state.apply("pass")                                # seat 1 leads
    assert normal.choose(state.view(2)) == PASS        # 8+7+4+3: four cards for a trick
