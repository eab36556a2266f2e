"""What a Zwicker seat may know now: the table's units with their values (``#0`` … as the
capture texts name them), the stock's count and the seat's capture pile; every seat's
captured cards and Zwicks."""

from __future__ import annotations

from game.app import i18n
from game.app.seat_view import Group, Row, SeatView, Standing, seat_view
from game.rules.zwicker import Zwicker


def zwicker_seat_view(view: Zwicker, seat: int) -> SeatView:
    """From the seat's view only (all of it public but the other hands)."""
    groups = tuple(Group(tuple(card.text for card in unit.cards), f"= {unit.value}")
                   for unit in view.table)
    captured = len(view.pile(seat))
    cards = i18n.tr("phones.row.one_card") if captured == 1 else \
        i18n.tr("phones.row.n_cards", n=captured)
    pile = i18n.tr("phones.row.pile", cards=cards, zwicks=view.zwicks(seat))
    stock = i18n.tr("phones.row.stock", stock=view.stock_size)
    rows = [Row(i18n.tr("phones.row.table"), note=f"{stock} · {pile}", groups=groups)]
    standings = [(Standing("zw.pile_count", len(view.pile(s))),
                  Standing("zw.standing.zwicks", view.zwicks(s))) for s in range(view.players)]
    return seat_view(view, seat, standings=standings, table=rows,
                     standings_key="speech.zwicker.captured")
