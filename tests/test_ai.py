"""Computer players: always legal, see only their view, and play sensibly."""

import pytest

from game.ai import LEVELS, has_player, make_player
from game.rules import new_game
from game.rules.stortok import TAKE, Play, Stortok


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [2, 3, 5])
def test_stortok_players_finish_games_legally_from_their_view(level, players):
    for seed in range(20 if level != "hard" else 4):   # Hard: see test_hard.py
        state = new_game("stortok", players, seed=seed)
        bots = [make_player("stortok", level, seed=s, iterations=4) for s in range(players)]
        while not state.is_over:
            seat = state.current_player
            action = bots[seat].choose(state.view(seat))
            assert action in state.legal_actions()
            state.apply(action)
        assert not state.drawn_by_cap  # they never steer into endless loops


def test_normal_beats_with_the_cheapest_card():
    state = Stortok.arranged(["AS 9H KH 7C", "7D", "8D"], "8S", turn=0, trick="8H",
                             trick_seats=(2,))
    assert make_player("stortok", "normal").choose(state.view(0)) == Play(state.hand(0)[1])


def test_normal_prefers_a_plain_beat_to_a_trump():
    state = Stortok.arranged(["6C QH", "7D", "8D"], "8S", turn=0, trick="8H", trick_seats=(2,))
    assert make_player("stortok", "normal").choose(state.view(0)).card.text == "QH"


def test_normal_picks_up_only_when_it_cannot_beat():
    state = Stortok.arranged(["6H 7D", "7C", "8D"], "8S", turn=0, trick="AS", trick_seats=(2,))
    assert make_player("stortok", "normal").choose(state.view(0)) == TAKE


def test_normal_wins_more_often_than_easy():
    fools = {"easy": 0, "normal": 0}
    for seed in range(200):
        state = new_game("stortok", 2, seed=seed)
        levels = ["normal", "easy"] if seed % 2 else ["easy", "normal"]
        bots = [make_player("stortok", lvl, seed=seed) for lvl in levels]
        while not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state.view(seat)))
        if state.stortok is not None:
            fools[levels[state.stortok]] += 1
    assert fools["normal"] < fools["easy"]


def test_unknown_player_is_refused():
    assert has_player("stortok", "normal")
    with pytest.raises(ValueError, match="no 'godlike' computer player"):
        make_player("stortok", "godlike")
