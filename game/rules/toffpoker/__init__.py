"""Toff-Poker's rules, one module per part: the state and its registration (``state``), the
cards' values and the actions (``actions``), the events (``events``) and the English messages
(``messages``). Import from here: the package names everything other modules use.
"""

from .actions import (
    HIDDEN_SELECT,
    PASS,
    SELECT_SIZE,
    Action,
    Bid,
    BidChoices,
    Cards,
    HiddenSelect,
    Pass,
    Select,
    SelectChoices,
    canonical,
    cards_value,
    suit_cards,
    value,
)
from .events import (
    BidPlaced,
    GameOver,
    LastTrick,
    Passed,
    PassEnded,
    Revealed,
    RoundStarted,
    Selected,
    TrickResolved,
)
from .messages import MESSAGES
from .state import (
    INFO,
    MAX_EXTRA_ROUNDS,
    MAX_TRICKS_PER_ROUND,
    OPEN,
    OVER,
    RAISE,
    SEAT_SUITS,
    SELECT,
    ToffPoker,
)

__all__ = ["ToffPoker", "INFO", "MESSAGES",
           "Select", "Bid", "Pass", "HiddenSelect", "PASS", "HIDDEN_SELECT", "Action",
           "SelectChoices", "BidChoices", "Cards", "SELECT_SIZE",
           "value", "cards_value", "canonical", "suit_cards",
           "RoundStarted", "Selected", "Revealed", "BidPlaced", "Passed", "TrickResolved",
           "PassEnded", "LastTrick", "GameOver",
           "SELECT", "OPEN", "RAISE", "OVER", "SEAT_SUITS", "MAX_EXTRA_ROUNDS",
           "MAX_TRICKS_PER_ROUND"]
