"""The Toff-Poker table: every seat's hand, pool, bid and won tricks; a secret
selection of five cards per pass, revealed together; open bidding with a live sum.

Zones per seat ``s``: ``hand:s`` (not yet selected), ``sel:s`` (chosen, not yet
revealed), ``pool:s`` (revealed), ``saved:s`` (carried over from an ended pass),
``bid:s`` (in the running trick), ``tricks:s`` (won tricks, face down). Cards that leave
play go to ``gone``. Every round deals the same cards again, so sprites that leave play
forget their card (a new round's sprites are new).

Privacy: while a seat's selection is pending, its hand and selection are face down and
its hand is drawn as one stack (so nobody can tell which positions left it), except for
the seat itself when it is the perspective.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.games.toffpoker.animation import ToffPokerAnimation
from game.app.games.toffpoker.components import (
    BOTTOM_BUTTON,
    BUTTON_HOMES,
    Banner,
    ButtonsByBidder,
    OpenHands,
    PickedCards,
    ReadingPause,
    SeatMarks,
    TrickCounts,
)
from game.app.games.toffpoker.components import (
    RANK_KEYS as RANK_KEYS,
)
from game.app.games.toffpoker.layout import (
    BANNER_Y,
    DEAL,
    GONE,
    GONE_W,
    seat_boxes,
    seat_of,
)
from game.app.games.toffpoker.shown import ReadsRound, ShownRound, seat_box
from game.app.kit import theme
from game.app.kit.cards_view import CardSprite, Place
from game.app.kit.widgets import Button
from game.app.shell import controls
from game.app.table.events import Move
from game.app.table.presenter import GameButton, Presenter
from game.rules import Event, cards_of
from game.rules.toffpoker import (
    PASS,
    SELECT,
    SELECT_SIZE,
    Bid,
    BidPlaced,
    GameOver,
    LastTrick,
    Passed,
    PassEnded,
    Revealed,
    RoundStarted,
    Select,
    Selected,
    TrickResolved,
    value,
)

if TYPE_CHECKING:
    from game.app.table.scene import TableScene

INFO_RECT = pygame.Rect(20, 20, 560, 74)


class ToffPokerPresenter(ReadsRound, Presenter):
    status_y = BANNER_Y
    #: dropping a dragged card on the bid area picks it (like a click)
    drop_rect = pygame.Rect(980, 640, 480, 260)
    parts = (ShownRound, OpenHands, PickedCards, TrickCounts, SeatMarks, Banner,
             ReadingPause, ButtonsByBidder)

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.animation = ToffPokerAnimation(table)

    @property
    def picking(self) -> PickedCards:
        """The cards picked for the choice or the bid (one of this table's parts)."""
        return self.table.parts.of(PickedCards)

    # --- layout ---------------------------------------------------------------------------

    def stacked(self) -> dict[str, int]:
        return {"gone": 3, **{f"tricks:{seat}": 2 for seat in range(self.table.model.players)}}

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        return seat_box(self.table.model, seat).plate

    def place(self, zone: str, index: int, count: int, sprite: CardSprite) -> Place:
        if zone == "gone":
            return Place(GONE[0] - index * 0.3, GONE[1] - index * 0.4, GONE_W, 0, index)
        if zone == "deal":
            return Place(DEAL[0], DEAL[1] - index * 0.5, 72, 0, 300 + index)
        seat = seat_of(zone)
        if seat is None:
            return Place(DEAL[0], DEAL[1], 72)
        box = seat_box(self.table.model, seat)
        kind = zone.partition(":")[0]
        if kind == "tricks":
            return Place(box.tricks[0] - index * 0.3, box.tricks[1] - index * 0.5, box.trick_w,
                         0, 150 + index)
        if kind == "hand":
            model = self.table.model
            if seat in self.shown.pending and seat != model.perspective and not model.show_all:
                x, y = box.hand.place(0, 1, "centre")     # one stack: no card's place shows
                return Place(x, y, box.hand.width, 0, 200)
            x, y = box.hand.place(index, count, "centre")
            return Place(x, y, box.hand.width, 0, 200 + index)
        if kind in ("saved", "pool", "sel"):
            saved = self.table.layer.zone(f"saved:{seat}")
            row = box.pool
            if kind == "sel" and (seat != self.table.model.perspective or not box.bottom):
                # a hidden choice: a small face-down fan at the pool's end
                total = len(saved) + count
                x, y = row.place(len(saved) + index, max(total, SELECT_SIZE + len(saved)),
                                 "centre")
                return Place(x, y, row.width, 0, 100 + len(saved) + index)
            offset = 0 if kind == "saved" else len(saved)
            total = len(saved) + (count if kind != "saved" else len(self.table.layer.zone(
                f"pool:{seat}")) + len(self.table.layer.zone(f"sel:{seat}")))
            x, y = row.place(offset + index, max(1, total), "centre")
            return Place(x, y, row.width, 0, 100 + offset + index)
        if kind == "bid":
            x, y = box.bid.place(index, count, "centre")
            return Place(x, y, box.bid.width, 0, 120 + index)
        return Place(DEAL[0], DEAL[1], 72)

    # --- picking cards -----------------------------------------------------------------

    def play_card(self, sprite: CardSprite) -> bool:
        """A click / Space / rank key on one of the perspective's cards toggles it."""
        return self.picking.toggle(sprite)

    def make_buttons(self) -> list[GameButton]:
        (main_x, main_y), (pass_x, pass_y) = BUTTON_HOMES
        main = Button((main_x, main_y, *BOTTOM_BUTTON), self._main_label, lambda: None,
                      primary=True)
        pass_ = Button((pass_x, pass_y, *BOTTOM_BUTTON), lambda: i18n.tr("tp.pass"),
                       lambda: None, key_hint="P")
        main.enabled = self.picking.main_enabled
        pass_.enabled = lambda: self.table.human_to_act() and PASS in self.state.legal_actions()
        return [GameButton(main, self.picking.picked_action, pad=controls.BACK),  # B: confirm, bid
                GameButton(pass_, lambda: PASS, pad=controls.ALT)]        # X passes

    def _main_label(self) -> str:
        if self.table.parts.of(ReadingPause).waits_for_reader():
            return i18n.tr("tp.continue")
        return i18n.tr("tp.confirm" if self.state.phase == SELECT else "tp.bid")

    def describe_hint(self, action: Move) -> str:
        cards = " ".join(c.text for c in cards_of(action))
        if isinstance(action, Select):
            return i18n.tr("tp.hint_select", cards=cards)
        if isinstance(action, Bid):
            return i18n.tr("tp.hint_bid", cards=cards)
        return i18n.tr("tp.hint_pass")

    # --- start: the cards of the first round ----------------------------------------

    def setup_cards(self) -> None:
        """The engine's opening events: the first round starts, everyone gets his suit."""
        for event in self.state.opening_events(None):
            if isinstance(event, RoundStarted):
                self.table.timeline.add(partial(self.animation.new_round, event))
        self.table.timeline.add(lambda: self.table.hands.settle(0.3))

    # --- events -> animation --------------------------------------------------------

    def animate(self, seat: int, action: Move, events: list[Event]) -> None:
        add = self.table.timeline.add
        for event in events:
            if isinstance(event, Selected):
                add(partial(self.animation.hide_hand, event.seat))
                add(partial(self.animation.selected, event))
            elif isinstance(event, Revealed):
                add(partial(self.animation.reveal, event))
            elif isinstance(event, BidPlaced):
                add(partial(self.animation.bid, event))
            elif isinstance(event, Passed):
                add(partial(self.animation.passed, event.seat))
            elif isinstance(event, TrickResolved):
                add(partial(self.animation.show_result, event))
                add(partial(self.animation.collect, event.winner))
            elif isinstance(event, PassEnded):
                add(partial(self.animation.pass_ended, event))
            elif isinstance(event, LastTrick):
                add(partial(self.animation.last_trick, event))
                add(partial(self.animation.show_result, event))
                add(self.animation.hold_for_reading)
                self.table.timeline.until(lambda: not self.table.driver.reading())
                add(partial(self.animation.collect, event.winner))
            elif isinstance(event, RoundStarted):
                add(partial(self.animation.new_round, event))
            elif isinstance(event, GameOver):
                add(partial(self.animation.game_over, event))
        add(lambda: self.table.hands.settle(0.25))
        self.picking.picked.clear()     # the move is made: nothing stays picked

    def lesson_panel_rect(self) -> pygame.Rect:
        """The lesson coach's panel: right of the upper band, clear of every pool and bid
        (and, at two seats, of the other seat's whole box: its hand row too)."""
        if self.table.model.players == 2:
            hand = seat_boxes(2)[1].hand
            left = round(hand.right + hand.width / 2) + 24     # right of its last card
            return pygame.Rect(left, 110, 1900 - left, 440)
        return pygame.Rect(1180, 110, 720, 440)

    # --- texts ------------------------------------------------------------------------

    def keys_text(self) -> str:
        return i18n.tr("tp.keys")

    def turn_status(self, name: str) -> str:
        state = self.state
        seat = state.current_player
        if state.phase == SELECT:
            return i18n.tr("tp.status.select", name=name) + "  ·  " + i18n.tr(
                "tp.picked", n=len(self.picking.picked))
        picked = self.picking.picked
        if picked and seat is not None:
            plus = sum(value(c) for c in picked)
            top = max(self.shown.totals[s] for s in range(self.table.model.players) if s != seat)
            return i18n.tr("tp.status.picked", plus=f"+{plus}",
                           total=state.bid_total(seat) + plus, top=top)
        return i18n.tr("tp.status.open" if state.phase == "open" else "tp.status.raise",
                       name=name)

    def round_text(self) -> str:
        """``Round 3 / 9 · Pass 2`` (or ``Extra round 10``, ``Last trick``) as shown now."""
        rounds = self.state.rounds
        if self.shown.round > rounds:
            head = i18n.tr("tp.extra_round", n=self.shown.round)
        else:
            head = i18n.tr("tp.round", n=self.shown.round, total=rounds)
        tail = i18n.tr("tp.last_trick") if self.shown.last_trick else i18n.tr(
            "tp.pass_no", n=self.shown.pass_number)
        return f"{head}  ·  {tail}"

    # --- drawing ----------------------------------------------------------------------

    def draw_centre(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, INFO_RECT, theme.PANEL, 215, radius=20)
        theme.blit_text(surface, self.round_text(), (INFO_RECT.x + 24, INFO_RECT.centery),
                        theme.SIZE_BODY, theme.CREAM, "midleft")
        if self.shown.forfeited:
            theme.blit_text(surface, i18n.tr("tp.out", n=self.shown.forfeited),
                            (GONE[0], GONE[1] + 64),
                            theme.SIZE_SMALL, theme.TEXT, "midtop")
