"""What a Zwicker phone shows besides the hand: the table's units with their values
(``#0`` … as the capture texts name them), the stock's count and the seat's capture
pile."""

from __future__ import annotations

from typing import Any

from game.app import i18n


def phone_rows(view: Any, seat: int) -> list[dict[str, Any]]:
    """Rows from the seat's view only (all of it public)."""
    units = [{"cards": [card.text for card in unit.cards], "note": f"= {unit.value}"}
             for unit in view.table]
    pile = i18n.tr("phones.row.pile", n=len(view.pile(seat)), zwicks=view.zwicks(seat))
    stock = i18n.tr("phones.row.stock", stock=view.stock_size)
    return [{"label": i18n.tr("phones.row.table"), "cards": [], "units": units,
             "note": f"{stock} · {pile}"}]
