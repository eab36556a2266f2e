"""What a Toff-Poker phone shows besides the hand: the seat's pool (its cards are
tapped to bid) and its bid with the running sum."""

from __future__ import annotations

from typing import Any

from game.app import i18n


def phone_rows(view: Any, seat: int) -> list[dict[str, Any]]:
    """Rows from the seat's view only."""
    bid = view.bid(seat)
    return [
        {"label": i18n.tr("phones.row.pool"), "cards": [c.text for c in view.pool(seat)],
         "note": i18n.tr("phones.row.round", round=view.round), "pick": True},
        {"label": i18n.tr("phones.row.bid"), "cards": [c.text for c in bid],
         "note": i18n.tr("phones.row.bid_total", total=view.bid_total(seat)) if bid else ""},
    ]
