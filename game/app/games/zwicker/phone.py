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
    captured = len(view.pile(seat))
    cards = i18n.tr("phones.row.one_card") if captured == 1 else \
        i18n.tr("phones.row.n_cards", n=captured)
    pile = i18n.tr("phones.row.pile", cards=cards, zwicks=view.zwicks(seat))
    stock = i18n.tr("phones.row.stock", stock=view.stock_size)
    return [{"label": i18n.tr("phones.row.table"), "cards": [], "units": units,
             "note": f"{stock} · {pile}"}]
