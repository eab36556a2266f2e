"""The rules package: pure Python, no pygame. The single judge of legality.

>>> from game.rules import new_game
>>> state = new_game("stortok", players=3, seed=42)
>>> state.current_player is not None
True
"""

# Importing a game's package registers the game in GAMES (its state module calls register).
from . import stortok, toffpoker, zwicker  # noqa: F401
from .base import (
    GAMES,
    Event,
    GameInfo,
    GameState,
    IllegalMove,
    Option,
    cards_of,
    new_game,
    replay,
)
from .cards import JOKER, UNKNOWN, Card, card, cards
from .match import Match

__all__ = ["GAMES", "Event", "GameInfo", "GameState", "IllegalMove", "Option", "new_game",
           "replay", "cards_of", "Card", "card", "cards", "JOKER", "UNKNOWN", "Match"]
