"""Zwicker's rules, one module per part: the state and its registration (``state``), the
actions (``actions``), the events (``events``), the English messages (``messages``), and
Zwicker's own three: what the cards are worth (``cards``), which units a card may capture
(``captures``) and the worlds a seat's knowledge allows (``worlds``). Import from here: the
package names everything other modules use.
"""

from .actions import Action, Capture, Stack, Trail, Unit
from .cards import (
    CATEGORIES,
    CATEGORY_TITLES,
    HAND_SIZE,
    JOKER_VALUES,
    LAYOUT_SIZE,
    MAX_VALUE,
    MIN_VALUE,
    RANK_VALUE,
    ZWICK_POINTS,
    card_points,
    pack_for,
    score_piles,
    two_packs,
    value_of,
    zwicker_pack,
)
from .events import (
    Captured,
    Dealt,
    GameOver,
    JokerReturned,
    LaidOut,
    Leftovers,
    Stacked,
    Trailed,
)
from .messages import MESSAGES
from .state import INFO, TRAIL_FREE, TRAIL_STRICT, Zwicker

__all__ = ["Zwicker", "INFO", "MESSAGES", "TRAIL_STRICT", "TRAIL_FREE",
           "Unit", "Capture", "Stack", "Trail", "Action",
           "Dealt", "LaidOut", "JokerReturned", "Captured", "Stacked", "Trailed", "Leftovers",
           "GameOver",
           "HAND_SIZE", "LAYOUT_SIZE", "MIN_VALUE", "MAX_VALUE", "JOKER_VALUES", "RANK_VALUE",
           "CATEGORIES", "CATEGORY_TITLES", "ZWICK_POINTS", "zwicker_pack", "two_packs",
           "value_of", "card_points", "pack_for", "score_piles"]
