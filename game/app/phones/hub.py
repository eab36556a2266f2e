"""The table's side of the phones (pygame thread): seats, snapshots, moves.

A :class:`PhoneHub` owns the :class:`~.server.PhoneServer` of a match. It is attached to
each table of the match (:meth:`PhoneHub.attach`): the phone seats' controllers become
:class:`RemoteSeat`, and the turn driver ticks the hub every frame and tells it every
move. Each frame the hub reads what phones sent (the server's queue), has the engine
judge a move against the seat's view, and publishes each seat's snapshot — built from
``state.view(seat)`` and the events redacted for that seat — when something changed.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import socket
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.app import i18n
from game.app.kit import theme
from game.app.phones.snapshot import Facts, Label, no_label, snapshot
from game.app.phones.status import CONNECTED, RECONNECTING, WAITING
from game.app.seat_view import SeatViewOf, no_seat_view
from game.app.session import Session, make_computer
from game.app.table.events import Move, MovePlayed
from game.app.table.seats import Computer, LocalHuman
from game.rules import Card, GameState, IllegalMove, cards_of
from game.rules.messages import Message

if TYPE_CHECKING:
    from game.app.phones.server import PhoneServer
    from game.app.table.scene import TableScene

#: Log messages kept per seat (the phone shows the last few).
KEEP_LOG = 24


class RemoteSeat:
    """A seat played from a phone: its move is the one the phone sent and the engine
    accepted (for this very position); until then ``poll`` answers "not yet"."""

    local = False

    def __init__(self, hub: PhoneHub, seat: int) -> None:
        self.hub = hub
        self.seat = seat
        #: (moves made when it was accepted, action text) — a move for this position
        self.pending: tuple[int, str] | None = None

    def begin_turn(self, view: GameState, pause: float) -> None:
        self.hub.started = True
        self.hub.dirty = True

    def poll(self, dt: float) -> Move | None:
        pending, self.pending = self.pending, None
        state = self.hub.state
        if pending is None or state is None or pending[0] != len(state.history):
            return None
        try:
            return state.legal_action(pending[1])
        except IllegalMove:
            return None

    def cancel(self) -> None:
        self.pending = None


def card_refusal(view: GameState, card: Card,
                 action_for_card: Callable[[Card], Move] | None) -> Message | None:
    """Why ``card`` cannot be played now, in the engine's words. The move it means is
    the game table's own (``action_for_card``, what a click on it at the TV plays);
    a game whose table declares none: a legal one-card move with this card in place of
    its card (Toff-Poker's "bid KS" for a tapped QS), judged by the engine."""
    tried: list[Move] = []
    if action_for_card is not None:
        with contextlib.suppress(NotImplementedError):
            tried.append(action_for_card(card))
    for action in view.legal_actions():
        moved = cards_of(action)
        if len(moved) == 1:
            tried.append(str(action).replace(moved[0].text, card.text))
            break
    for action in tried:
        try:
            view.legal_action(action)
        except IllegalMove as refusal:
            return refusal.message
    return None


def default_host() -> str:
    """The LAN address of the default route (no packet is sent), or loopback."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))     # TEST-NET-1: never routed anywhere
            return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"


class PhoneHub:
    """The phone seats of one match and their server."""

    def __init__(self, session: Session, server: PhoneServer,
                 seat_view: SeatViewOf = no_seat_view,
                 label: Label = no_label) -> None:
        self.session = session
        self.server = server
        self.seat_view = seat_view
        self._unfollow: Callable[[], None] = lambda: None    # the table's moves, no more
        self.label = label
        self.table: TableScene | None = None
        #: the table has begun a turn (before that no phone is told "your turn": the
        #: join screen or the deal is still on)
        self.started = False
        self._pause = False                 # the table held for reading, as last sent
        self.stopped = False                # the server stopped by itself: told once
        self.seats: list[int] = [i for i, s in enumerate(session.seats) if s.phone]
        for seat in self.seats:
            server.add_seat(seat)
        self.logs: dict[int, list[Message]] = {seat: [] for seat in self.seats}
        self.dirty = True
        self._look: tuple[str, bool] | None = None    # the language and pack last sent
        self._published = 0
        self.closed = False

    @classmethod
    def serve(cls, session: Session, seat_view: SeatViewOf = no_seat_view,
              host: str | None = None,
              port: int = 0, label: Label = no_label) -> PhoneHub:
        """A hub with its server started on ``host`` (default: the LAN address)."""
        # the server (and aiohttp with it) is loaded only when a table has phone seats
        from game.app.phones.server import PhoneServer

        server = PhoneServer(host or default_host(), port)
        hub = cls(session, server, seat_view, label)
        server.start()
        return hub

    # --- the table -----------------------------------------------------------------------

    @property
    def state(self) -> GameState | None:
        return self.table.model.state if self.table is not None else None

    def attach(self, table: TableScene) -> None:
        """Play ``table``'s phone seats from the phones (a new game of the match)."""
        self.table = table
        self.session = table.model.session
        self.started = table.driver.thinking is not None or bool(table.model.state.history)
        driver = table.driver
        for seat in self.seats:
            driver.controllers[seat] = RemoteSeat(self, seat)
        if self not in driver.services:
            driver.services.append(self)
            self._unfollow = driver.events.subscribe(MovePlayed, self.moved)
        state = table.model.state
        for seat in self.seats:
            self.logs[seat] = [m for e in state.opening_events(seat)
                               if (m := e.message(state.names)) is not None]
        self.dirty = True
        self.publish()

    def detach(self, table: TableScene) -> None:
        """The table closed (the hub may go on with the match's next table)."""
        if self.table is table:
            self.table = None
            self._unfollow()

    def moved(self, played: MovePlayed) -> None:
        """A move was played at the table: each phone's log gets it as its seat sees it."""
        state = self.state
        if state is None:                   # no table attached: nothing was played here
            return
        names = state.names
        self.started = True
        for phone in self.seats:
            log = self.logs[phone]
            log.append(played.sentence)
            log.extend(m for e in played.events
                       if (m := e.redacted(phone).message(names)) is not None)
            del log[:-KEEP_LOG]
        self.dirty = True

    # --- every frame ---------------------------------------------------------------------

    def update(self, dt: float = 0.0) -> None:
        """Read what the phones sent and publish changed snapshots."""
        for _ in range(256):                # bounded: the rest waits for the next frame
            try:
                inbound = self.server.inbox.get_nowait()
            except queue.Empty:
                break
            if inbound.kind == "act":
                self._act(inbound.seat, inbound.conn, inbound.text, inbound.ref)
            elif inbound.kind == "why":
                self._why(inbound.seat, inbound.conn, inbound.text)
            elif inbound.kind == "continue":
                if self.table is not None and self.table.driver.reader_pause():
                    self.table.driver.done_reading()
            elif self.table is not None:
                self.table.services.window.redraw()          # a plate's connection line changed
        if self.server.failed and not self.stopped:
            self._server_stopped()
        if self.table is not None and self.table.driver.reader_pause() != self._pause:
            self._pause = not self._pause
            self.dirty = True
        self.publish()

    def _server_stopped(self) -> None:
        """The server's thread ended by itself: the TV says so and plays on, the phone
        seats played here (as when the server cannot start)."""
        self.stopped = True
        if self.table is not None:
            self.table.services.window.notice.show(
                i18n.tr("phones.stopped", why=self.server.failed), 8.0)
        for seat in list(self.seats):
            self.play_here(seat)

    def _act(self, seat: int, conn: int, text: str, ref: int) -> None:
        """A move from ``seat``'s phone: judged on the seat's view (the reason shown is
        the engine's), played by the driver when it next asks the seat."""
        state = self.state
        controller = self.table.driver.controllers.get(seat) if self.table else None
        if state is None or not isinstance(controller, RemoteSeat):
            self._refuse(seat, conn, ref, i18n.tr("phones.not_now"))
            return
        if controller.pending is not None and controller.pending[0] == len(state.history):
            self._refuse(seat, conn, ref, i18n.tr("phones.already_sent"))
            return
        try:
            state.view(seat).legal_action(text)
        except IllegalMove as refusal:
            self._refuse(seat, conn, ref, i18n.text(refusal.message))
            return
        controller.pending = (len(state.history), text)
        self.dirty = True                   # the phone shows "sent" until it is played

    def _why(self, seat: int, conn: int, text: str) -> None:
        """A dimmed card tapped on ``seat``'s phone: the engine's reason why the move
        the card means cannot be played now (as the TV's own refusal when such a card
        is clicked there). A card the seat cannot see, or one that is playable, gets
        no answer."""
        state, table = self.state, self.table
        if state is None or table is None or state.current_player != seat:
            return
        view = state.view(seat)
        try:
            card = Card.parse(text)
        except ValueError:
            return
        shown = set(view.hand(seat))            # and the rows whose cards it may tap
        for row in self.seat_view(view, seat).table:
            for shown_text in row.cards if row.pick else ():
                with contextlib.suppress(ValueError):
                    shown.add(Card.parse(shown_text))
        if card not in shown or any(card in cards_of(a) for a in view.legal_actions()):
            return
        reason = card_refusal(view, card, table.presenter.action_for_card)
        if reason is not None:
            self.server.reply(seat, conn, json.dumps(
                {"t": "error", "key": "phones.why", "text": i18n.text(reason), "ref": 0},
                ensure_ascii=False))

    def _refuse(self, seat: int, conn: int, ref: int, text: str) -> None:
        self.server.reply(seat, conn, json.dumps({"t": "error", "key": "phones.refused",
                                                  "text": text, "ref": ref},
                                                 ensure_ascii=False))

    def publish(self) -> None:
        """Send each phone seat its snapshot if anything changed (or the language)."""
        state, table = self.state, self.table
        if state is None or table is None:
            return
        look = (i18n.language(), table.services.settings.four_colour)
        if look != self._look:
            self._look = look
            self.dirty = True
        if not self.dirty:
            return
        self.dirty = False
        self._published += 1
        sort_key = table.presenter.hand_sort_key
        pack = "4" if table.services.settings.four_colour else "2"
        totals = self._totals(state) if state.is_over else None
        for seat in self.seats:
            controller = table.driver.controllers.get(seat)
            pending = isinstance(controller, RemoteSeat) and controller.pending is not None \
                and controller.pending[0] == len(state.history)
            facts = Facts(started=self.started, pending=pending, hold=self._pause,
                          sort_key=sort_key, totals=totals, label=self.label, pack=pack)
            text = snapshot(state.view(seat), seat, self.logs[seat], self.seat_view,
                            self._published, facts)
            self.server.publish(seat, text)

    def _totals(self, state: GameState) -> list[int] | None:
        """The match's totals with ``state``'s game in (None: a single game, nothing to add)."""
        match = self.session.match
        if match.target is None and not match.results:
            return None
        totals = match.totals
        if len(match.results) < len(match.seeds):          # this game not yet counted
            totals = [t + s for t, s in zip(totals, state.scores(), strict=True)]
        return totals

    # --- seats ---------------------------------------------------------------------------

    def status(self, seat: int) -> str:
        return self.server.status(seat)

    @property
    def waiting(self) -> list[int]:
        """Phone seats whose phone has not joined yet."""
        return [s for s in self.seats if self.server.status(s) == WAITING]

    def seat_note(self, seat: int) -> tuple[str, tuple[int, int, int]] | None:
        """The name plate's line for a phone seat that is not connected."""
        if seat not in self.seats:
            return None
        status = self.server.status(seat)
        if status == RECONNECTING:
            return i18n.tr("phones.plate.reconnecting"), theme.DANGER
        if status == WAITING:
            return i18n.tr("phones.plate.waiting"), theme.GOLD
        return None

    def turn_text(self, seat: int) -> str | None:
        """The TV's status line while a phone seat is to move."""
        if seat not in self.seats:
            return None
        name = self.session.seats[seat].name
        if self.server.status(seat) == CONNECTED:
            return i18n.tr("phones.status.turn", name=name)
        return i18n.tr("phones.status.turn_lost", name=name)

    def seat_icon(self, seat: int) -> str | None:
        return "phone" if seat in self.seats else None

    def play_here(self, seat: int) -> None:
        """The seat is played at the TV again (its code stops working)."""
        self._drop(seat)
        table = self.table
        if table is None:
            return
        table.driver.controllers[seat] = LocalHuman()
        table.driver.thinking = None           # its turn (if it is) starts anew
        here = self.session.humans_here
        if len(here) == 1 and table.model.perspective is None:
            table.hands.set_perspective(here[0])
        table.services.window.redraw()

    def play_by_computer(self, seat: int, level: str = "normal") -> None:
        """A computer takes the seat over."""
        self._drop(seat)
        session = self.session
        session.seats[seat].human = False
        session.computers[seat] = make_computer(session.game, level,
                                                int.from_bytes(os.urandom(8), "big"))
        if self.table is not None:
            self.table.driver.controllers[seat] = Computer(session, seat)
            self.table.driver.thinking = None  # its turn (if it is) starts: begin_turn
            self.table.services.window.redraw()

    def allow_takeover(self, seat: int) -> None:
        self.server.allow_takeover(seat)

    def _drop(self, seat: int) -> None:
        if seat in self.seats:
            self.seats.remove(seat)
            self.session.seats[seat].phone = False
            self.server.remove_seat(seat)

    def close(self) -> None:
        """Stop the server (the match is over or left)."""
        if not self.closed:
            self.closed = True
            self.server.stop()


__all__ = ["CONNECTED", "PhoneHub", "RECONNECTING", "RemoteSeat", "WAITING", "default_host"]
