"""Every playable game at its table through real input, taken from the registry: a whole
game by keys and one by mouse to the scoreboard, and a hot-seat game whose privacy holds
on every frame. A new game is covered here without naming it (its driver is in
``tests/support/<game>.py``)."""

from __future__ import annotations

import random

import pytest
from support.app import make_app, start_table
from support.games import short_game
from support.play import HotSeat, play_to_the_end

from game.app.games import game_order
from game.app.session import Seat
from game.rules import GAMES

GAMES_AT_TABLES = list(game_order())


def _seats(game: str, humans: int) -> list[Seat]:
    """Three seats where the game allows (else its nearest count), the humans first."""
    count = min(max(GAMES[game].min_players, 3), GAMES[game].max_players)
    return [Seat(f"Seat {i + 1}", i < humans) for i in range(count)]


@pytest.mark.parametrize("by", ["keys", "mouse"])
@pytest.mark.parametrize("game", GAMES_AT_TABLES)
def test_a_human_plays_a_whole_game_to_the_scoreboard(game, by):
    app = make_app()
    table = start_table(app, game, _seats(game, 1), seed=5, ai_seed=5, **short_game(game))
    moves = play_to_the_end(app, table, by, seed=5, max_frames=20000)
    assert moves > 0 and table.model.state.is_over


@pytest.mark.parametrize("game", GAMES_AT_TABLES)
def test_two_humans_at_one_screen_never_see_each_others_secrets(game):
    app = make_app()
    table = start_table(app, game, _seats(game, 2), seed=6, ai_seed=6)
    played = HotSeat(app, table, random.Random(6)).play(max_moves=12, max_frames=20000)
    assert played.moves > 0
    assert len(set(played.handoffs)) == 2 or table.model.state.is_over
