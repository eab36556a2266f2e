"""The Zwicker table: the units in the middle (stacks fanned, values large), the stock,
every seat's capture pile with its Zwick markers; engine events become card movements.

Choosing a move is one mechanism for every kind of move: a selected hand card (and, for
a joker, the declared value) gives the *choices* — the legal actions that play it,
filtered from ``state.legal_actions()`` by :meth:`CaptureChoice.matching`. Tab / Up / Down
cycle them, Enter or clicking the selected card again confirms the current one; clicking
(or dropping a card on) a unit picks a choice that involves it, free table space lays the
card down. Anything else is handed to the engine so that its reason is shown.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.games.zwicker.animation import ZwickerAnimation
from game.app.games.zwicker.board import Board, ReadsBoard
from game.app.games.zwicker.capture_choice import CaptureChoice
from game.app.games.zwicker.components import DropTargets, UnitMarks, ZwickBanner
from game.app.games.zwicker.layout import (
    AREA,
    HAND_W,
    HAND_Y,
    OTHER_W,
    STOCK,
    STOCK_W,
    pile_zone,
)
from game.app.kit import theme
from game.app.kit.cards_view import CardSprite, Place
from game.app.shell import frame
from game.app.table.events import Move
from game.app.table.layout import backs_fan, hand_fan, zone_owner
from game.app.table.presenter import Presenter
from game.rules import Card, Event
from game.rules.zwicker import (
    Action,
    Capture,
    Captured,
    Dealt,
    GameOver,
    JokerReturned,
    LaidOut,
    Leftovers,
    Stack,
    Stacked,
    Trail,
    Trailed,
    value_of,
)

if TYPE_CHECKING:
    from game.app.table.scene import TableScene


class ZwickerPresenter(ReadsBoard, Presenter):
    public_zones = frozenset({"table", "play"})
    drop_rect = AREA
    parts = (Board, UnitMarks, CaptureChoice, DropTargets, ZwickBanner)

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.animation = ZwickerAnimation(table)

    @property
    def chooser(self) -> CaptureChoice:
        """The capture choice of the card picked (one of this table's parts)."""
        return self.table.parts.of(CaptureChoice)

    # --- layout ---------------------------------------------------------------------------

    def stacked(self) -> dict[str, int]:
        return {"stock": 3, **{pile_zone(s): 2 for s in range(self.table.model.players)}}

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        return self.board.seat_anchor(seat)

    def place(self, zone: str, index: int, count: int, sprite: CardSprite) -> Place:
        if zone == "table":
            return self.board.unit_place(sprite)
        if zone == "play":
            x, y = self.board.play_at
            return Place(x, y, 118, -6, 180 + index)
        if zone == "stock":
            return Place(STOCK[0] - index * 0.3, STOCK[1] - index * 0.45, STOCK_W, 0, index)
        if zone.startswith("pile:"):
            x, y, w = self.board.pile_anchor(int(zone[5:]))
            return Place(x - index * 0.2, y - index * 0.3, w, 0, 20 + index)
        seat = zone_owner(zone)
        assert seat is not None
        if self.table.model.rel_seat(seat) == 0:
            return hand_fan(index, count, HAND_Y, HAND_W, 132.0, 800.0, 20.0, 7.0)
        ax, ay = self.seat_anchor(seat)
        return backs_fan(index, count, (ax - 40, ay - 112), OTHER_W, 30.0, 130.0)

    # --- the deal -------------------------------------------------------------------------

    def setup_cards(self) -> None:
        """The deal from ``opening_events``: hands one card at a time from forehand,
        jokers turned up for the layout back under the stock, the layout face up.

        The units' shape comes from the public ``table`` (an arranged position may open
        with stacks); piles of an arranged position are put down at once.
        """
        state = self.state
        events = state.opening_events(None)
        dealt = next((e for e in events if isinstance(e, Dealt)), None)
        laid = next((e for e in events if isinstance(e, LaidOut)), None)
        layout = list(state.table)
        in_hands = sum(len(h) for h in dealt.hands) if dealt is not None else 0
        for _ in range(state.stock_size + in_hands + sum(len(u.cards) for u in layout)):
            self.table.layer.add(CardSprite(None), "stock")
        for seat in range(self.table.model.players):
            self.board.zwicks[seat] = state.zwicks(seat)
            for c in state.pile(seat):
                self.table.layer.add(CardSprite(c), pile_zone(seat))
        self.table.layer.snap()
        if laid is not None:
            self.table.timeline.add(lambda: self.table.chrome.log_event(laid))

        def shuffle() -> float:
            self.table.services.sound.play("shuffle")
            return 0.25 * self.table.speed

        self.table.timeline.add(shuffle)
        if dealt is not None:
            self.animation.queue_deal(dealt)
        returned = [e for e in events if isinstance(e, JokerReturned)]
        for slot, unit in enumerate(layout):
            for event in (e for e in returned if e.slot == slot):
                self.table.timeline.add(partial(self.animation.turn_up_joker, event))
                self.table.timeline.add(self.animation.joker_back)
            self.table.timeline.add(partial(self.animation.turn_up, unit.cards, unit.values))
        self.table.timeline.add(lambda: self.table.hands.settle(0.3))

    # --- events -> animation --------------------------------------------------------------

    def animate(self, seat: int, action: Move, events: list[Event]) -> None:
        add = self.table.timeline.add
        self.chooser.deselect()
        for event in events:
            if isinstance(event, Captured):
                add(partial(self.animation.show_capture, event))
                add(partial(self.animation.take, event))
            elif isinstance(event, Stacked):
                add(partial(self.animation.stack, event))
            elif isinstance(event, Trailed):
                add(partial(self.animation.trail, event))
            elif isinstance(event, Dealt):
                add(partial(self.animation.announce_deal, event))
                self.animation.queue_deal(event)
            elif isinstance(event, Leftovers):
                add(partial(self.animation.leftovers, event))
            elif isinstance(event, GameOver):
                add(self.animation.game_over)
        add(lambda: self.table.hands.settle(0.25))

    # --- choosing a move ------------------------------------------------------------------

    def action_for_card(self, card: Card) -> Action:
        found = self.chooser.matching(card)
        return found[0] if found else Trail(card, value_of(card))

    # --- input ----------------------------------------------------------------------------

    def play_card(self, sprite: CardSprite) -> bool:
        """A click (or Enter, or a number key) on a hand card: select it, or confirm."""
        if not self.table.human_to_act() or sprite.card is None:
            return False
        if sprite is self.chooser.selected:
            return self.chooser.confirm()
        return self.chooser.select(sprite)

    # --- texts ----------------------------------------------------------------------------

    def hand_sort_key(self, card: Card) -> tuple[int, ...]:
        return (card.is_joker, value_of(card), "SHDC".find(card.suit))

    def describe_hint(self, action: Move) -> str:
        if not isinstance(action, Capture | Stack | Trail):
            return str(action)
        return i18n.text(self.state.describe(action))

    def lesson_panel_rect(self) -> pygame.Rect:
        """The lesson coach's panel: right of the units, above the log (the middle row
        below the units is the joker's value picker)."""
        return pygame.Rect(1460, 110, 440, 570)

    def keys_text(self) -> str:
        """The key row; Enter's verb is that of the selected move (take, stack, lay
        down), or before a card is chosen, of the kind of move the rules leave; Esc puts
        a chosen card back, else it pauses."""
        action = self.chooser.current() if self.table.human_to_act() else None
        if action is None:
            legal = self.state.legal_actions() if not self.state.is_over else []
            kinds = (Capture, Stack)
            action = next((a for kind in kinds for a in legal if isinstance(a, kind)),
                          legal[0] if legal else None)
        verb = "take" if isinstance(action, Capture) or action is None else \
            "stack" if isinstance(action, Stack) else "lay"
        esc = "put_back" if self.chooser.selected is not None else "pause"
        return i18n.tr("zw.keys", verb=i18n.tr(f"zw.keys.{verb}"),
                       esc=i18n.tr(f"zw.keys.{esc}"))

    def turn_status(self, name: str) -> str:
        state = self.state
        action = self.chooser.current()
        if action is None:
            legal = state.legal_actions()
            if any(isinstance(a, Capture) for a in legal):
                return i18n.tr("zw.status.must_capture", name=name)
            if any(isinstance(a, Stack) for a in legal):
                return i18n.tr("zw.status.stack", name=name)
            return i18n.tr("zw.status.trail", name=name)
        card = action.card.text
        count = len(self.chooser.choices())
        more = i18n.tr("zw.status.more", n=self.chooser.choice % count + 1, of=count) if count > 1 \
            else ""
        if action.card.is_joker and len(self.chooser.joker_values(action.card)) > 1:
            more = f"{more} {i18n.tr('zw.status.joker')}"
        if isinstance(action, Capture):
            return " ".join(i18n.tr("zw.status.take", card=card, value=action.declared,
                                    more=more).split())
        if isinstance(action, Stack):
            values = self.board.unit_values
            unit = values[action.index] if action.index < len(values) else []
            return " ".join(i18n.tr("zw.status.stack_on", card=card,
                                    value=sum(unit) + action.declared, more=more).split())
        return " ".join(i18n.tr("zw.status.lay", card=card, more=more).split())

    # --- drawing --------------------------------------------------------------------------

    def draw_centre(self, surface: pygame.Surface) -> None:
        stock_count = len(self.table.layer.zone("stock"))
        theme.blit_text(surface, i18n.tr("zw.stock", n=stock_count),
                        (STOCK[0], STOCK[1] + 96), theme.SIZE_SMALL, theme.TEXT, "center")
        if not stock_count:
            outline = pygame.Rect(0, 0, STOCK_W, self.table.services.assets.card_height(STOCK_W))
            outline.center = STOCK
            frame.rect(surface, (30, 70, 50), outline, 3, border_radius=12)
        if not self.board.units and not self.table.busy and self.table.started:
            theme.blit_text(surface, i18n.tr("zw.empty_table"), AREA.center,
                            theme.SIZE_BODY, theme.TEXT_DIM, "center")
