"""Stortok's rules, one module per part: the state and its registration (``state``), the
actions (``actions``), the events (``events``) and the English messages (``messages``).
Import from here: the package names everything other modules use.
"""

from .actions import DRAW, TAKE, Action, Draw, Play, Take
from .events import CardDrawn, CardPlayed, Dealt, GameOver, PickedUp, PlayerOut, TrickComplete
from .messages import MESSAGES
from .state import (
    BEAT,
    BEATERS,
    HAND_SIZE,
    INFO,
    LEAD,
    LOW_TRUMP_OF,
    Stortok,
    beat_refusal,
    beats,
    trump_class,
)

__all__ = ["Stortok", "INFO", "MESSAGES",
           "Play", "Take", "Draw", "TAKE", "DRAW", "Action",
           "Dealt", "CardPlayed", "CardDrawn", "PickedUp", "TrickComplete", "PlayerOut",
           "GameOver",
           "HAND_SIZE", "BEAT", "LEAD", "LOW_TRUMP_OF", "BEATERS",
           "trump_class", "beats", "beat_refusal"]
