"""How Zwicker's engine events become card movements on the table: the deal, cards turned
up, captures flying to a pile (a Zwick celebrated), stacks and cards laid down, the
leftovers at the end. These steps only move sprites and set what the table shows; they
never change the game.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from game.app.games.zwicker.board import ReadsBoard
from game.app.games.zwicker.components import ZwickBanner
from game.app.games.zwicker.layout import AREA, pile_zone
from game.app.kit.cards_view import CardSprite
from game.app.table.layout import hand_zone
from game.rules import JOKER, Card
from game.rules.messages import Message
from game.rules.zwicker import (
    Captured,
    Dealt,
    JokerReturned,
    Leftovers,
    Stacked,
    Trailed,
)

if TYPE_CHECKING:
    from game.app.table.scene import TableScene


class ZwickerAnimation(ReadsBoard):
    def __init__(self, table: TableScene) -> None:
        self.table = table

    def deal_one(self, seat: int, card: Card) -> float:
        if self.table.hands.take_from_stock(card, hand_zone(seat)) is None:
            return 0.0
        self.table.services.sound.play("deal")
        self.table.layer.relayout(0.26, only={hand_zone(seat), "stock"})
        return 0.05 * self.table.speed

    def turn_up(self, cards: tuple[Card, ...], values: tuple[int, ...]) -> float:
        unit: list[CardSprite] = []
        for c in cards:
            sprite = self.table.hands.take_from_stock(c, "table", True)
            if sprite is None:
                break
            unit.append(sprite)
        self.board.units.append(unit)
        self.board.unit_values.append(list(values))
        self.board.reindex()
        self.table.services.sound.play("card_play")
        return self.table.layer.relayout(0.3) + 0.05 * self.table.speed

    def turn_up_joker(self, event: JokerReturned) -> float:
        """Z-3: a joker turned up for the table goes back under the stock."""
        sprite = self.table.layer.zone("stock")[-1]
        sprite.card = JOKER
        self.table.layer.move(sprite, "play")
        self.board.play_at = AREA.center
        self.table.layer.set_face(sprite, True)
        self.table.chrome.log_event(event)
        self.table.services.sound.play("card_play")
        return self.table.layer.relayout(0.3) + 0.5 * self.table.speed

    def joker_back(self) -> float:
        sprite = self.table.layer.zone("play")[-1]
        self.table.layer.set_face(sprite, False)
        self.table.layer.move(sprite, "stock", 0)
        sprite.card = None
        return self.table.layer.relayout(0.35)

    def show_capture(self, event: Captured) -> float:
        """The capturing card goes onto the table next to what it takes."""
        sprite = self.table.hands.in_hand(event.seat, event.card)
        rects = [self.board.unit_rect(i) for i in event.indexes if i < len(self.board.units)]
        if rects:
            area = rects[0].unionall(rects[1:])
            self.board.play_at = (min(AREA.right - 40, area.right + 40), area.centery + 20)
        units = self.board.units
        self.board.flash = [s for i in event.indexes if i < len(units) for s in units[i]]
        if sprite is None:
            return 0.0
        self.table.layer.move(sprite, "play")
        self.table.layer.set_face(sprite, True)
        self.table.services.sound.play("card_play")
        return self.table.layer.relayout(0.3) + 0.45 * self.table.speed

    def take(self, event: Captured) -> float:
        pile = pile_zone(event.seat)
        moving = list(self.table.layer.zone("play"))
        for i in sorted(event.indexes, reverse=True):
            if i < len(self.board.units):
                moving = self.board.units.pop(i) + moving
                self.board.unit_values.pop(i)
        self.board.reindex()
        self.board.flash = []
        for sprite in moving:
            sprite.highlight = None
            self.table.layer.move(sprite, pile)
        self.table.services.sound.play("capture")
        took = self.table.layer.relayout(0.42, stagger=0.025)
        self.table.timeline.steps.appendleft(lambda: self.pile_down(pile))
        if event.zwick:
            self.board.zwicks[event.seat] += 1
            self.table.timeline.steps.appendleft(lambda: self.celebrate(event.seat))
        return took

    def pile_down(self, zone: str) -> float:
        for sprite in self.table.layer.zone(zone):
            self.table.layer.set_face(sprite, False)
        return 0.0

    def celebrate(self, seat: int) -> float:
        shown = self.table.parts.of(ZwickBanner).celebrate(self.state.player_name(seat))
        self.table.services.sound.play("zwick")
        return shown if self.table.speed > 0 else 0.0   # play waits for the banner

    def stack(self, event: Stacked) -> float:
        sprite = self.table.hands.in_hand(event.seat, event.card)
        if sprite is None or event.index >= len(self.board.units):
            return 0.0
        self.table.layer.move(sprite, "table")
        self.table.layer.set_face(sprite, True)
        self.board.units[event.index].append(sprite)
        self.board.unit_values[event.index].append(event.declared)
        self.board.reindex()
        self.table.services.sound.play("card_play")
        return self.table.layer.relayout(0.32) + 0.15 * self.table.speed

    def trail(self, event: Trailed) -> float:
        sprite = self.table.hands.in_hand(event.seat, event.card)
        if sprite is None:
            return 0.0
        self.table.layer.move(sprite, "table")
        self.table.layer.set_face(sprite, True)
        self.board.units.append([sprite])
        self.board.unit_values.append([event.declared])
        self.board.reindex()
        self.table.services.sound.play("card_play")
        return self.table.layer.relayout(0.32) + 0.1 * self.table.speed

    def announce_deal(self, event: Dealt) -> float:
        short = event.stock_left == 0 and any(len(h) < 4 for h in event.hands if h)
        self.table.chrome.log_event(event)
        if short:
            self.table.chrome.add_log(Message("zw.log.last_deal", {}))
        self.table.services.sound.play("shuffle")
        return 0.2 * self.table.speed

    def queue_deal(self, event: Dealt) -> None:
        players = self.table.model.players
        first = (self.state.dealer + 1) % players
        for round_ in range(max((len(h) for h in event.hands), default=0)):
            for i in range(players):
                seat = (first + i) % players
                if round_ < len(event.hands[seat]):
                    self.table.timeline.add(partial(self.deal_one, seat,
                                                    event.hands[seat][round_]))

    def leftovers(self, event: Leftovers) -> float:
        if event.seat is None:
            return self.table.chrome.log_event(event)
        self.table.chrome.log_event(event)
        pile = pile_zone(event.seat)
        for unit in self.board.units:
            for sprite in unit:
                self.table.layer.move(sprite, pile)
        self.board.units, self.board.unit_values = [], []
        self.board.reindex()
        self.table.services.sound.play("capture")
        took = self.table.layer.relayout(0.45, stagger=0.03)
        self.table.timeline.steps.appendleft(lambda: self.pile_down(pile))
        return took

    def game_over(self) -> float:
        best = self.state.winners()
        names = ", ".join(self.state.player_name(s) for s in best)
        self.table.chrome.add_log(Message("zw.log.winner", {"names": names}))
        human_won = any(s in self.table.model.session.humans for s in best)
        humans = self.table.model.session.humans
        self.table.services.sound.play("win" if human_won or not humans else "lose")
        return 0.8 * self.table.speed
