"""The rules package: pure Python, no pygame. The single judge of legality.

>>> from game.rules import new_game
>>> state = new_game("stortok", players=3, seed=42)
>>> state.current_player is not None
True
"""

# Importing a game module registers the game in GAMES.
from game.rules import stortok, toffpoker, zwicker  # noqa: F401
from game.rules.base import GAMES, Event, GameInfo, GameState, IllegalMove, Option, new_game, replay
from game.rules.cards import JOKER, UNKNOWN, Card, card, cards
from game.rules.match import Match

__all__ = ["GAMES", "Event", "GameInfo", "GameState", "IllegalMove", "Option", "new_game",
           "replay", "Card", "card", "cards", "JOKER", "UNKNOWN", "Match"]
