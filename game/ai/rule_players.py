"""The rule-based players of every game (Easy and Normal), registered once.

The search players (``ismcts``, ``pimc``) play their roll-outs with these, and the
package's ``make_player`` offers them with the searching levels on top; keeping them
here lets the search modules use them without importing the package that imports them.
"""

from __future__ import annotations

from collections.abc import Callable

from .base import Player
from .stortok_players import StortokEasy, StortokNormal
from .toffpoker_players import ToffPokerEasy, ToffPokerNormal
from .zwicker_players import ZwickerEasy, ZwickerNormal

#: (game, level) -> the player's class, called with a seed
RULE_PLAYERS: dict[tuple[str, str], Callable[[int | None], Player]] = {
    ("stortok", "easy"): StortokEasy,
    ("stortok", "normal"): StortokNormal,
    ("toffpoker", "easy"): ToffPokerEasy,
    ("toffpoker", "normal"): ToffPokerNormal,
    ("zwicker", "easy"): ZwickerEasy,
    ("zwicker", "normal"): ZwickerNormal,
}


def normal_player(game: str, seed: int | None = None) -> Player | None:
    """``game``'s Normal player (None if it has none)."""
    factory = RULE_PLAYERS.get((game, "normal"))
    return None if factory is None else factory(seed)
