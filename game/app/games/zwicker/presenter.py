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
from typing import TYPE_CHECKING, cast

import pygame

from game.app import i18n
from game.app.games.zwicker.animation import ZwickerAnimation
from game.app.games.zwicker.capture_choice import CaptureChoice
from game.app.games.zwicker.components import DropTargets, UnitMarks, ZwickBanner
from game.app.games.zwicker.layout import (
    AREA,
    BOTTOM_PILE,
    HAND_W,
    HAND_Y,
    OTHER_W,
    PILE_W,
    STOCK,
    STOCK_W,
    UnitSpot,
    pile_zone,
    unit_spots,
)
from game.app.kit import theme
from game.app.kit.cards_view import CardSprite, Place
from game.app.shell import frame
from game.app.table.events import Move
from game.app.table.layout import backs_fan, hand_fan, seat_positions, zone_owner
from game.app.table.presenter import Presenter
from game.rules import JOKER, Card, Event
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
    Zwicker,
    value_of,
)

if TYPE_CHECKING:
    from game.app.table.scene import TableScene


class ZwickerPresenter(Presenter):
    public_zones = frozenset({"table", "play"})
    drop_rect = AREA
    parts = (UnitMarks, CaptureChoice, DropTargets, ZwickBanner)

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.units: list[list[CardSprite]] = []    # the table as shown (lags the engine)
        self.unit_values: list[list[int]] = []
        self._where: dict[int, tuple[int, int]] = {}
        self._spots: list[UnitSpot] = []
        self.play_at: tuple[float, float] = AREA.center
        self.animation = ZwickerAnimation(self)
        self.zwicks = [0] * self.table.model.players
        self.celebrating = 0.0
        self.celebrated: str = ""
        self.flash: list[CardSprite] = []          # units being taken, shown glowing
        self.pointer: tuple[int, int] = (-1, -1)       # the mouse, for choice previews

    @property
    def state(self) -> Zwicker:
        return cast(Zwicker, self.table.model.state)

    @property
    def chooser(self) -> CaptureChoice:
        """The capture choice of the card picked (one of this table's parts)."""
        return self.table.parts.of(CaptureChoice)

    # --- layout ---------------------------------------------------------------------------

    def stacked(self) -> dict[str, int]:
        return {"stock": 3, **{pile_zone(s): 2 for s in range(self.table.model.players)}}

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        return seat_positions(self.table.model.players)[self.table.model.rel_seat(seat)]

    def pile_anchor(self, seat: int) -> tuple[float, float, float]:
        if self.table.model.rel_seat(seat) == 0:
            return (*BOTTOM_PILE, 84)
        ax, ay = self.seat_anchor(seat)
        return ax + 112, ay - 112, PILE_W

    def _reindex(self) -> None:
        self._where = {id(s): (u, k) for u, unit in enumerate(self.units)
                       for k, s in enumerate(unit)}
        self._spots = unit_spots(tuple(len(u) for u in self.units))

    def place(self, zone: str, index: int, count: int, sprite: CardSprite) -> Place:
        if zone == "table":
            u, k = self._where.get(id(sprite), (0, 0))
            if u >= len(self._spots):
                return Place(*AREA.center, 90, 0, 60)
            spot = self._spots[u]
            dx, dy = spot.card_offset()
            return Place(spot.x + k * dx, spot.y + k * dy, spot.width, 0, 60 + u * 8 + k)
        if zone == "play":
            return Place(self.play_at[0], self.play_at[1], 118, -6, 180 + index)
        if zone == "stock":
            return Place(STOCK[0] - index * 0.3, STOCK[1] - index * 0.45, STOCK_W, 0, index)
        if zone.startswith("pile:"):
            x, y, w = self.pile_anchor(int(zone[5:]))
            return Place(x - index * 0.2, y - index * 0.3, w, 0, 20 + index)
        seat = zone_owner(zone)
        assert seat is not None
        if self.table.model.rel_seat(seat) == 0:
            return hand_fan(index, count, HAND_Y, HAND_W, 132.0, 800.0, 20.0, 7.0)
        ax, ay = self.seat_anchor(seat)
        return backs_fan(index, count, (ax - 40, ay - 112), OTHER_W, 30.0, 130.0)

    def unit_rect(self, u: int) -> pygame.Rect:
        """The screen area of shown unit ``u`` (all its cards)."""
        rect = pygame.Rect(0, 0, 0, 0)
        for k, sprite in enumerate(self.units[u]):
            r = sprite.rect(self.table.services.assets)
            rect = r if k == 0 else rect.union(r)
        return rect

    def unit_at(self, pos: tuple[int, int]) -> int | None:
        for u in range(len(self.units) - 1, -1, -1):
            if self.units[u] and self.unit_rect(u).collidepoint(pos):
                return u
        return None

    def drop_unit(self, pos: tuple[int, int], sprite: CardSprite | None = None) -> int | None:
        """The unit a dragged card (``sprite``, default the one dragged now) is over:
        the one under the pointer, else the one the card itself covers most (a card
        held by its corner is still "on" the unit the player sees it on)."""
        unit = self.unit_at(pos)
        if sprite is None and self.table.input.dragging:
            sprite = self.table.input.drag
        if unit is not None or sprite is None:
            return unit
        card = sprite.rect(self.table.services.assets)
        best, most = None, card.w * card.h // 4       # at least a quarter of the card
        for u in range(len(self.units)):
            if self.units[u]:
                cut = card.clip(self.unit_rect(u))
                if cut.w * cut.h > most:
                    best, most = u, cut.w * cut.h
        return best

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
            self.zwicks[seat] = state.zwicks(seat)
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
            unit = self.unit_values[action.index] if action.index < len(self.unit_values) \
                else []
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
        if not self.units and not self.table.busy and self.table.started:
            theme.blit_text(surface, i18n.tr("zw.empty_table"), AREA.center,
                            theme.SIZE_BODY, theme.TEXT_DIM, "center")

    def value_badges(self) -> list[tuple[pygame.Rect, pygame.Surface, tuple[int, int, int]]]:
        """Each resting unit's value as (pill, text image, colour), centred above its
        highest card; a stack preview shows the new value (in red over a unit the
        dragged card may not stack on: what it would make)."""
        preview = self.chooser.current() if self.table.human_to_act() else None
        over = self.drop_unit(self.pointer) if self.table.input.dragging else None
        if self.table.input.dragging and isinstance(preview, Stack) and over != preview.index:
            preview = None          # a dragged card previews the stack it is held over
        too_high = self.refused_stack(over) if self.table.input.dragging else None
        badges = []
        for u, unit in enumerate(self.units):
            if not unit or any(s.moving for s in unit):
                continue
            value = sum(self.unit_values[u])
            is_joker = any(s.card is JOKER for s in unit)
            colour = theme.GOLD if (len(unit) > 1 or is_joker) else theme.CREAM
            text = str(value)
            if isinstance(preview, Stack) and preview.index == u:
                text = f"{value}+{preview.declared}={value + preview.declared}"
                colour = theme.HINT
            elif too_high is not None and too_high[0] == u:
                text = f"{value}+{too_high[1]}={value + too_high[1]}"
                colour = theme.DANGER
            image = theme.text(text, 40, theme.INK)
            area = self.unit_rect(u)
            pill = image.get_rect().inflate(22, 6)
            pill.w = max(pill.w, pill.h)
            pill.center = (area.centerx, area.top - 14)
            badges.append((pill, image, colour))
        return badges

    def refused_stack(self, unit: int | None) -> tuple[int, int] | None:
        """(unit, card value) when the dragged card is over ``unit`` and has no move
        with it: the sum it would make is shown, and the refusal on letting go is
        about that card and that unit. None for a joker (it has no value yet)."""
        sprite = self.table.input.drag
        if unit is None or sprite is None or sprite.card is None or sprite.card.is_joker \
                or not self.table.human_to_act() or self.chooser.matching(sprite.card, unit):
            return None
        return unit, value_of(sprite.card)

    def count_badge(self, seat: int, image: pygame.Surface | None = None) -> pygame.Rect:
        """Where the label of ``seat``'s capture pile is drawn ("9 taken"): a plate on
        the pile's bottom edge (``image``: the label as drawn)."""
        x, y, w = self.pile_anchor(seat)
        if image is None:
            image = self.pile_label(seat)
        plate = image.get_rect().inflate(20, 8)
        # under the pile's middle, on its bottom edge: between the hands and the plates
        plate.center = (round(x), round(y + self.table.services.assets.card_height(round(w)) / 2))
        return plate.clamp(pygame.Rect(6, 6, 1908, 1068))    # a pile at the right edge

    def pile_label(self, seat: int) -> pygame.Surface:
        """The words on a capture pile: how many cards it holds, and that they are taken."""
        count = sum(1 for s in self.table.layer.zone(pile_zone(seat)) if not s.moving)
        return theme.text(i18n.tr("zw.pile_count", n=count), theme.SIZE_SMALL, theme.TEXT)

