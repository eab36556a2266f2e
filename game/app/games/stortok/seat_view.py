"""What a Stortok seat may know now: the open card, the trumps and the stock as the public
table; every seat's place once it is out, and the Stortok at the end."""

from __future__ import annotations

from game.app import i18n
from game.app.seat_view import Row, SeatView, Standing, seat_view
from game.rules.stortok import Stortok


def stortok_seat_view(view: Stortok, seat: int) -> SeatView:
    """From the seat's view only (all of it public but the other hands)."""
    open_card = view.open_card
    note = i18n.tr("phones.row.trumps", high=_suit(view.high_trump),
                   low=_suit(view.low_trump), stock=view.stock_size)
    label = i18n.tr("phones.row.open_card" if open_card else "phones.row.no_open_card")
    rows = [Row(label, (open_card.text,) if open_card else (), note)]
    return seat_view(view, seat, standings=[_standing(view, s) for s in range(view.players)],
                     table=rows, standings_key="speech.standings")


def _standing(view: Stortok, seat: int) -> tuple[Standing, ...]:
    if seat in view.out_order:
        return (Standing("table.stortok.out_place", view.out_order.index(seat) + 1),)
    if view.is_over and view.stortok == seat:
        return (Standing("table.stortok.badge", 0),)
    return ()


def _suit(suit: str) -> str:
    return {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}.get(suit, suit)
