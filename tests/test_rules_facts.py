"""Facts the rules state once and everyone else imports: the cards an action
moves, Zwicker card points and packs."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.ai import zwicker_players
from game.rules import GAMES, cards_of, new_game, replay
from game.rules import zwicker as zw
from game.rules.cards import card
from game.rules.stortok import DRAW, TAKE
from game.rules.toffpoker import PASS, Bid


def _source(state, seat: int, action) -> Counter:
    """Where the action's cards come from: the pool for a Toff-Poker bid, else the hand."""
    return Counter(state.pool(seat) if type(action) is Bid else state.hand(seat))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_cards_of_names_exactly_the_cards_that_leave_the_movers_hand(name: str) -> None:
    rng = random.Random(7)
    state = new_game(name, 3, seed=7)
    moved = 0
    while not state.is_over and len(state.history) < 120:
        seat = state.current_player
        legal = state.legal_actions()
        action = legal[int(rng.random() * len(legal))]
        named = cards_of(action)
        before = _source(state, seat, action)
        assert Counter(named) <= before, (name, str(action))
        assert all(c.text in str(action) for c in named)
        events = state.apply(action)
        dealt_again = any(type(e).__name__ in ("Dealt", "RoundStarted", "PassEnded")
                          for e in events)
        if named and not dealt_again:
            assert before - _source(state, seat, action) == Counter(named), str(action)
            moved += 1
    assert moved > 10


def test_cards_of_is_empty_for_moves_without_cards_and_for_non_actions() -> None:
    assert cards_of(TAKE) == () and cards_of(DRAW) == () and cards_of(PASS) == ()
    assert cards_of("play 9S") == () and cards_of(None) == () and cards_of((1, 2)) == ()
    assert cards_of(Bid((card("9S"), card("2S")))) == (card("9S"), card("2S"))
    assert cards_of(zw.Trail(card("JK"), 7)) == (card("JK"),)


def test_card_points_agree_with_the_scoring_of_a_pile() -> None:
    for c in set(zw.pack_for(8)):
        single = zw.score_piles([[c], [c, c]], [0, 0])[0]
        assert sum(v for k, v in single.items() if k != "cards") == zw.card_points(c)
    assert sum(zw.card_points(c) for c in zw.pack_for(4)) == 20   # + 1 for most cards


def test_packs_per_player_count() -> None:
    assert len(zw.pack_for(2)) == len(zw.pack_for(4)) == 58
    assert len(zw.pack_for(5)) == len(zw.pack_for(8)) == 116
    for players in (2, 4, 5, 8):
        assert new_game("zwicker", players, seed=1).all_cards() == Counter(zw.pack_for(players))


def test_the_computer_players_use_the_rules_definitions() -> None:
    assert zwicker_players.card_points is zw.card_points
    assert zwicker_players.ZWICK == zw.ZWICK_POINTS


@pytest.mark.parametrize("players", [2, 3, 6])
def test_toffpoker_tricks_by_round_add_up_and_stay_within_a_round(players: int) -> None:
    from game.rules.toffpoker import MAX_TRICKS_PER_ROUND

    rng = random.Random(players)
    state = new_game("toffpoker", players, seed=players, options={"rounds": 3})
    while not state.is_over:
        by_round = state.tricks_by_round
        assert len(by_round) == state.round
        assert tuple(map(sum, zip(*by_round, strict=True))) == state.tricks
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    by_round = state.tricks_by_round
    assert len(by_round) == 3 and tuple(map(sum, zip(*by_round, strict=True))) == state.tricks
    # every trick costs every seat a card of its ten selected, plus the last trick
    assert all(n >= 0 and sum(r) <= MAX_TRICKS_PER_ROUND for r in by_round for n in r)
    assert replay(state).tricks_by_round == by_round
