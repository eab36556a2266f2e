"""How Toff-Poker's engine events become card movements on the table: the deal of a
round, the secret choices and their reveal, bids and passes, each trick's result and where
its cards go. These steps only move sprites and set what the table shows; they never
change the game (compare Tuxemon's combat animations).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.app import i18n
from game.app.games.toffpoker.components import Banner, ReadingPause
from game.app.games.toffpoker.layout import KEEP_IN_PILE, READ_SECONDS
from game.app.games.toffpoker.shown import ReadsRound
from game.app.kit import theme
from game.app.kit.cards_view import CardSprite
from game.app.table.layout import hand_zone
from game.rules import Card, Event
from game.rules.toffpoker import (
    BidPlaced,
    GameOver,
    LastTrick,
    PassEnded,
    Revealed,
    RoundStarted,
    Selected,
    TrickResolved,
    suit_cards,
    value,
)

if TYPE_CHECKING:
    from game.app.table.scene import TableScene


class ToffPokerAnimation(ReadsRound):
    def __init__(self, table: TableScene) -> None:
        self.table = table

    def deal_round(self, hands: list[list[Card]]) -> float:
        for cards in hands:
            for card in cards:
                self.table.layer.add(CardSprite(card), "deal")
        self.table.layer.snap()
        for seat, cards in enumerate(hands):
            for card in cards:
                sprite = self.find("deal", card)
                if sprite is not None:
                    self.table.layer.move(sprite, hand_zone(seat))
                    self.table.layer.set_face(sprite, self.table.hands.face_rule(sprite))
        self.table.hands.arrange()
        self.table.services.sound.play("shuffle")
        return self.table.layer.relayout(0.45, stagger=0.012)

    def find(self, zone: str, card: Card) -> CardSprite | None:
        for sprite in self.table.layer.zone(zone):
            if sprite.card == card:
                return sprite
        return None

    def take(self, seat: int, card: Card, *zones: str) -> CardSprite | None:
        for kind in zones:
            sprite = self.find(f"{kind}:{seat}", card)
            if sprite is not None:
                return sprite
        return None

    def show_banner(self, text: str, colour: tuple[int, int, int],
                    announce: bool = False) -> None:
        """A big message for a moment: a trick's result over the middle; an announcement
        (a round, a reveal, a pass over) above the status line while that shows."""
        self.table.parts.of(Banner).show(text, colour, announce)

    def event_text(self, event: Event) -> str:
        """The engine's sentence for ``event`` in the current language."""
        message = event.message(self.state.names)
        return i18n.text(message) if message is not None else ""

    def hide_hand(self, seat: int) -> float:
        """First the chooser's hand turns face down into one stack (for everyone but
        itself), so the chosen cards leave from a place that tells nothing."""
        self.shown.pending.add(seat)
        self.table.hands.sync_faces()
        return self.table.layer.relayout(0.22, only={hand_zone(seat)})

    def selected(self, event: Selected) -> float:
        seat = event.seat
        for card in event.cards:
            sprite = self.find(hand_zone(seat), card)
            if sprite is not None:
                self.table.layer.move(sprite, f"sel:{seat}")
                self.table.layer.set_face(sprite, self.table.hands.face_rule(sprite))
        self.table.services.sound.play("card_play")
        return self.table.layer.relayout(0.35, stagger=0.03)

    def reveal(self, event: Revealed) -> float:
        self.shown.pending.clear()
        for seat in range(self.table.model.players):
            for sprite in list(self.table.layer.zone(f"sel:{seat}")):
                self.table.layer.move(sprite, f"pool:{seat}")
            self.table.layer.zone(f"pool:{seat}").sort(
                key=lambda s: -value(s.card) if s.card else 0)
        self.table.hands.sync_faces()            # every pool flips up together
        self.shown.bidding = True
        self.shown.opener = (self.shown.dealer + 1) % self.table.model.players
        self.show_banner(self.event_text(event), theme.GOLD, announce=True)
        self.table.chrome.log_event(event)
        self.table.services.sound.play("deal")
        self.table.layer.relayout(0.4, stagger=0.01)
        return 0.8 * self.table.speed

    def bid(self, event: BidPlaced) -> float:
        seat = event.seat
        self.table.parts.of(Banner).message = None
        for card in event.cards:
            sprite = self.take(seat, card, "pool", "saved")
            if sprite is not None:
                self.table.layer.move(sprite, f"bid:{seat}")
        self.shown.totals[seat] = event.total
        if event.raised:
            self.shown.passed.clear()
        self.shown.passed.discard(seat)
        self.table.services.sound.play("card_play")
        return self.table.layer.relayout(0.3, stagger=0.03)

    def passed(self, seat: int) -> float:
        self.shown.passed.add(seat)
        return 0.15 * self.table.speed

    def show_result(self, event: TrickResolved | LastTrick) -> float:
        """The trick's result over the table for a moment: won, or forfeited by a tie."""
        if isinstance(event, LastTrick):
            self.shown.totals = list(event.sums)
        forfeited = event.winner is None
        if event.winner is not None:       # the plate counts the trick as the banner says it
            self.shown.tricks[event.winner] += 1
        self.show_banner(self.event_text(event), theme.DANGER if forfeited else theme.GOOD)
        self.table.chrome.log_event(event)
        self.table.services.sound.play("error" if forfeited else "trick")
        return 1.0 * self.table.speed

    def hold_for_reading(self) -> float:
        """The laid-out last trick and its sums stay: with a human at the table until the
        player continues, else for :data:`READ_SECONDS` (none at instant speed)."""
        table = self.table
        if table.speed > 0:
            pause = table.parts.of(ReadingPause)
            pause.hold(float("inf") if pause.reader_continues() else READ_SECONDS * table.speed)
        return 0.0

    def collect(self, winner: int | None) -> float:
        """All bid cards leave play: to the winner's trick pile, or out (forfeited)."""
        target = f"tricks:{winner}" if winner is not None else "gone"
        for zone in [f"tricks:{s}" for s in range(self.table.model.players)] + ["gone"]:
            del self.table.layer.zone(zone)[:-KEEP_IN_PILE]   # covered cards: not drawn anyway
        for seat in range(self.table.model.players):
            for sprite in list(self.table.layer.zone(f"bid:{seat}")):
                self.shown.forfeited += winner is None
                self.table.layer.move(sprite, target)
                self.table.layer.set_face(sprite, False)
                sprite.card = None            # the same cards come back next round
        if winner is not None:
            self.shown.opener = winner
        self.shown.totals = [0] * self.table.model.players
        self.shown.passed.clear()
        self.table.parts.of(Banner).message = None
        return self.table.layer.relayout(0.45, stagger=0.02)

    def secret_phase_starts(self) -> None:
        """Bidding is public, so several humans may be watching when the next secret
        choice starts: hide every hand so that the chooser gets a hand-off first."""
        if len(self.table.model.session.humans) > 1:
            self.table.hands.set_perspective(None)

    def pass_ended(self, event: PassEnded) -> float:
        for seat in range(self.table.model.players):
            for sprite in list(self.table.layer.zone(f"pool:{seat}")):
                self.table.layer.move(sprite, f"saved:{seat}")
        self.shown.bidding = False
        self.shown.opener = None
        self.table.chrome.log_event(event)
        if event.pass_number == 1:
            self.secret_phase_starts()
            self.shown.pass_number = 2
            self.show_banner(i18n.tr("tp.banner.pass_end", n=1), theme.GOLD, announce=True)
        self.table.layer.relayout(0.3)
        return 0.6 * self.table.speed

    def last_trick(self, event: LastTrick) -> float:
        self.shown.last_trick = True
        for seat in range(self.table.model.players):
            for card in event.cards[seat]:
                sprite = self.take(seat, card, "hand", "saved")
                if sprite is not None:
                    self.table.layer.move(sprite, f"bid:{seat}")
                    self.table.layer.set_face(sprite, True)
        self.table.services.sound.play("card_play")
        return self.table.layer.relayout(0.4, stagger=0.02)

    def new_round(self, event: RoundStarted) -> float:
        self.table.layer.zone("gone").clear()
        self.shown.forfeited = 0
        self.shown.round = event.round
        self.shown.pass_number = 1
        self.shown.dealer = event.dealer
        self.shown.last_trick = False
        self.show_banner(self.event_text(event), theme.GOLD, announce=True)
        self.table.chrome.log_event(event)
        players = range(self.table.model.players)
        self.deal_round([list(suit_cards(self.state.suit(s))) for s in players])
        self.secret_phase_starts()
        return 0.6 * self.table.speed

    def game_over(self, event: GameOver) -> float:
        self.table.parts.of(Banner).message = None
        self.table.chrome.log_event(event)
        humans = self.table.model.session.humans
        won = any(s in humans for s in event.winners) or not humans
        self.table.services.sound.play("win" if won else "lose")
        return 0.6 * self.table.speed
