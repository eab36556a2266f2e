"""Stortok actions (docs/rules/reference.md §1): play a card, pick up the open card, or draw
instead of leading. The game is in :mod:`game.rules.stortok.state`; the package re-exports the
public names.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..base import fast_init
from ..cards import Card, deck36


@fast_init
@dataclass(frozen=True, slots=True)
class Play:
    """Play a card: a beat in a BEAT turn, a lead in a LEAD turn."""

    card: Card

    def __str__(self) -> str:
        return f"play {self.card.text}"


@fast_init
@dataclass(frozen=True, slots=True)
class Take:
    """Pick up the open card instead of beating it."""

    def __str__(self) -> str:
        return "take"


@fast_init
@dataclass(frozen=True, slots=True)
class Draw:
    """Draw the top stock card instead of leading."""

    def __str__(self) -> str:
        return "draw"


TAKE = Take()
DRAW = Draw()
#: Card -> its one Play: the state hands out these instead of building new ones per move.
_PLAY: dict[Card, Play] = {c: Play(c) for c in deck36()}

Action = Play | Take | Draw


__all__ = ["Play", "Take", "Draw", "TAKE", "DRAW", "Action"]
