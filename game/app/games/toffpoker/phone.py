"""What a Toff-Poker phone shows besides the hand: the seat's pool (its cards are
tapped to bid), its own five while the others still choose, every seat's bid with its
running sum; and the choose button's words."""

from __future__ import annotations

from typing import Any

from game.app import i18n
from game.rules.toffpoker import Select


def phone_rows(view: Any, seat: int) -> list[dict[str, Any]]:
    """Rows from the seat's view only (another seat's hidden five are unknown cards in
    it, and are shown as a count only)."""
    rows: list[dict[str, Any]] = []
    chosen = view.selected(seat)
    if chosen:
        rows.append({"label": i18n.tr("phones.row.chosen"), "cards": [c.text for c in chosen],
                     "note": ""})
    rows.append({"label": i18n.tr("phones.row.pool"), "cards": [c.text for c in view.pool(seat)],
                 "note": i18n.tr("phones.row.round", round=view.round), "pick": True})
    for other in [seat, *(s for s in range(view.players) if s != seat)]:
        bid = view.bid(other)
        label = i18n.tr("phones.row.bid") if other == seat else \
            i18n.tr("phones.row.bid_of", name=view.names[other])
        if bid:                     # nothing bid yet (while choosing): no empty row
            rows.append({"label": label, "cards": [c.text for c in bid],
                         "note": i18n.tr("phones.row.bid_total", total=view.bid_total(other))})
    return rows


def phone_label(view: Any, action: Any) -> str | None:
    """The choose button says what it does with the tapped cards."""
    return i18n.tr("phones.tp.choose") if isinstance(action, Select) else None
