"""The rules-package contract, checked by random simulation for every game and size.

Modelled on OpenSpiel's random simulation test: many random games per registered
game and player count, checking at every step what every game promises. A game
registered in ``GAMES`` gets all of this for free.
"""

from __future__ import annotations

import random

import pytest
from support.contract import play_random

from game.rules import GAMES, IllegalMove, new_game, replay

GAMES_PER_CASE = {"stortok": 40, "zwicker": 12, "toffpoker": 3}
CASES = [(name, n) for name, info in sorted(GAMES.items())
         for n in range(info.min_players, info.max_players + 1)]
#: The random simulations: the smallest table of every game in the fast lane, the rest slow.
SIMULATED = [pytest.param(name, n, marks=() if n == GAMES[name].min_players else pytest.mark.slow)
             for name, n in CASES]


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
