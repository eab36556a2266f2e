"""What a Stortok phone shows besides the hand: the open card, the trumps, the stock."""

from __future__ import annotations

from typing import Any

from game.app import i18n


def phone_rows(view: Any, seat: int) -> list[dict[str, Any]]:
    """Rows from the seat's view only (all of it public)."""
    open_card = view.open_card
    note = i18n.tr("phones.row.trumps", high=_suit(view.high_trump),
                   low=_suit(view.low_trump), stock=view.stock_size)
    label = i18n.tr("phones.row.open_card" if open_card else "phones.row.no_open_card")
    return [{"label": label, "cards": [open_card.text] if open_card else [], "note": note}]


def _suit(suit: str) -> str:
    return {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}.get(suit, suit)
