"""What a Toff-Poker seat may know now: its pool (its cards are tapped to bid), its own
five while the others still choose, every seat's bid with its running sum; every seat's
tricks so far; and the choose button's words."""

from __future__ import annotations

from game.app import i18n
from game.app.seat_view import Row, SeatView, Standing, seat_view
from game.app.table.events import Move
from game.rules import GameState
from game.rules.toffpoker import SELECT, Select, ToffPoker


def toffpoker_seat_view(view: ToffPoker, seat: int) -> SeatView:
    """From the seat's view only (another seat's hidden five are unknown cards in it, and
    are shown as a count only)."""
    standings = [(Standing("tp.tricks", n),) for n in view.tricks]
    return seat_view(view, seat, standings=standings, table=_rows(view, seat),
                     standings_key="speech.toffpoker.tricks")


def _rows(view: ToffPoker, seat: int) -> list[Row]:
    rows: list[Row] = []
    chosen = view.selected(seat)
    if chosen:
        rows.append(Row(i18n.tr("phones.row.chosen"), tuple(c.text for c in chosen)))
    pool = tuple(c.text for c in view.pool(seat))
    note = i18n.tr("phones.row.round", round=view.round)
    if not pool:        # no empty row: what it holds when it has cards, or that it has none
        note = i18n.tr("phones.row.pool_to_come" if view.phase == SELECT
                       else "phones.row.pool_spent", round=view.round)
    rows.append(Row(i18n.tr("phones.row.pool"), pool, note, pick=True))
    for other in [seat, *(s for s in range(view.players) if s != seat)]:
        bid = view.bid(other)
        label = i18n.tr("phones.row.bid") if other == seat else \
            i18n.tr("phones.row.bid_of", name=view.names[other])
        if bid:                     # nothing bid yet (while choosing): no empty row
            rows.append(Row(label, tuple(c.text for c in bid),
                            i18n.tr("phones.row.bid_total", total=view.bid_total(other))))
    return rows


def phone_label(view: GameState, action: Move) -> str | None:
    """The choose button says what it does with the tapped cards."""
    return i18n.tr("phones.tp.choose") if isinstance(action, Select) else None
