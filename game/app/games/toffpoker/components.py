"""What the Toff-Poker table adds to the shared table: hands of one whole suit known
to all but chosen in secret, the cards picked for a choice or a bid, the won tricks on
the name plates, the seats' marks (sums, passed, opener, saved, chosen), the banner of a
trick's result, and the laid-out last trick held for reading."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.games.toffpoker.layout import ANNOUNCE_Y, BANNER_SECONDS, BANNER_Y, seat_of
from game.app.kit import richtext, theme
from game.app.kit.cards_view import CardSprite
from game.app.kit.widgets import Button
from game.app.seat_view import Standing
from game.app.shell import controls, frame
from game.app.table.layout import hand_zone
from game.app.table.parts import (
    Colour,
    Frames,
    HandMarks,
    HandRules,
    Input,
    Overlay,
    PlateLine,
    Reading,
)
from game.rules import Card, cards_of
from game.rules.toffpoker import SELECT, suit_cards, value

if TYPE_CHECKING:
    from game.app.games.toffpoker.presenter import ToffPokerPresenter
    from game.app.table.scene import TableScene

#: the key that picks a card of each rank: digits, the letters on the cards (J Q K A) and
#: the German ones (B for Bube, D for Dame), so a German player's D does what it says
#: (a seat holds one suit, so a rank names one card)
RANK_KEYS = {pygame.K_1: 14, pygame.K_a: 14, pygame.K_0: 10, pygame.K_j: 11, pygame.K_q: 12,
             pygame.K_k: 13, pygame.K_b: 11, pygame.K_d: 12,
             **{pygame.K_2 + i: 2 + i for i in range(8)}}


#: the game buttons (the main one, then Pass) by the bottom seat: where and how big
BUTTON_HOMES = ((40, 815), (40, 930))
BOTTOM_BUTTON = (330, 100)
#: ... and under an upper-band seat's box (below the status line, side by side)
UP_BUTTON, UP_BUTTON_Y, UP_GAP = (260, 76), 612, 16


def continues(event: pygame.event.Event) -> bool:
    """A key, a click or a pad button that means "go on" (not pause, not help)."""
    if event.type == pygame.MOUSEBUTTONDOWN:
        return bool(event.button == 1)
    if event.type != pygame.KEYDOWN:
        return False
    if controls.pad_intent(event) in (controls.BACK, controls.ALT):
        return True                     # the pad's B and X press the game buttons here
    return event.key not in (pygame.K_ESCAPE, pygame.K_F1)


class OpenHands(HandRules, HandMarks):
    """Every seat holds one whole suit, known to all: hands are sorted and shown, except
    while a seat's secret choice is pending (then only to itself); while bidding, a
    seat plays from its pool. Only the choice is a private turn; computers choose at
    once and think only while bidding."""

    presenter: ToffPokerPresenter

    def hand_zones(self, seat: int) -> list[str]:
        if self.presenter.state.phase == SELECT:
            return [hand_zone(seat)]
        return [f"saved:{seat}", f"pool:{seat}"]

    def face_up(self, sprite: CardSprite) -> bool:
        table = self.table
        zone = sprite.zone
        kind = zone.partition(":")[0]
        seat = seat_of(zone)
        if kind in ("pool", "saved", "bid"):
            return True
        if kind == "hand":
            model = table.model
            if seat is not None and model.session.seats[seat].phone and not model.show_all:
                return False          # a phone's hand stays on the phone, public or not
            return model.show_all or seat == model.perspective or \
                seat not in self.presenter.shown.pending
        if kind == "sel":
            return table.model.show_all or seat == table.model.perspective
        return False

    def arrange_hands(self) -> bool:
        table = self.table
        for seat in range(table.model.players):
            table.layer.zone(hand_zone(seat)).sort(key=lambda s: -value(s.card) if s.card else 0)
        return True

    def legal_cards(self) -> set[Card]:
        # every card the engine lets this seat use now: its hand while choosing, its
        # pool while bidding (the pool includes the saved cards)
        state = self.presenter.state
        seat = state.current_player
        if seat is None:
            return set()
        if state.phase == SELECT:
            return set(state.hand(seat))
        return set(state.pool(seat))

    def hover_lift(self, sprite: CardSprite) -> float | None:
        """The card under the mouse rises a little; the keyboard's focus does not lift
        (its ring marks it): here a raised card is a picked one, and the focus left on
        the next card after a bid looked like a card still picked."""
        seat = seat_of(sprite.zone)
        if seat is None:
            return None
        return self.presenter.box(seat).hover_lift if sprite is self.table.input.hovered else 0.0

    def private_turn(self, seat: int) -> bool:
        return self.presenter.state.phase == SELECT

    def thinking_pause(self, seat: int) -> float | None:
        return 0.0 if self.presenter.state.phase == SELECT else None

    def cards_to_come(self) -> list[Card]:
        """Every round deals each seat its whole suit (the events do not name the cards)."""
        table = self.table
        return [card for seat in range(table.model.players)
                for card in suit_cards(self.presenter.state.suit(seat))]


class PickedCards(HandMarks, Input, HandRules):
    """The cards picked for the choice or the bid (the table's ``picked``): they rest
    lifted, a rank key picks one, Enter confirms, a hint picks its cards."""

    presenter: ToffPokerPresenter

    def resting_lift(self, sprite: CardSprite) -> float:
        seat = seat_of(sprite.zone)
        if sprite.card not in self.presenter.picked or seat is None:
            return 0.0
        return self.presenter.box(seat).pick_lift

    def number_badges(self) -> list[tuple[CardSprite, str]]:
        """Badges name the rank key of each card (1 = ace, 0 = ten, J, Q, K)."""
        names = {14: "1", 10: "0", 11: "J", 12: "Q", 13: "K"}
        return [(sprite, names.get(sprite.card.rank, str(sprite.card.rank)))
                for sprite in self.table.hands.perspective_hand() if sprite.card is not None]

    def key(self, event: pygame.event.Event) -> bool:
        table = self.table
        key = event.key
        if key in RANK_KEYS:
            rank = RANK_KEYS[key]
            for index, sprite in enumerate(table.hands.perspective_hand()):
                if sprite.card is not None and sprite.card.rank == rank:
                    table.input.focus = index
                    table.presenter.play_card(sprite)
            return True
        if key == pygame.K_SPACE:
            table.input.activate_focused()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            item = table.input.focused() if table.input.keyboard_focus else None
            if isinstance(item, Button):
                table.input.press_button(item)
            elif self.presenter.main_enabled():
                table.perform(self.presenter.picked_action())
            return True
        return False

    def hint_shown(self) -> None:
        table = self.table
        if table.model.hint is not None:
            self.presenter.picked = set(cards_of(table.model.hint))

    def public_turn(self, seat: int) -> None:
        self.presenter.picked.clear()


class ButtonsByBidder(Frames):
    """The game buttons (Bid, Pass) sit by the seat whose turn it is: a human bidding
    from the upper band (two humans at one table: the table keeps its orientation) finds
    them under its box, below the status line, not by the bottom seat."""

    presenter: ToffPokerPresenter

    def update(self, dt: float) -> None:
        table = self.table
        pair = [game.button for game in table.presenter.buttons]
        seat = self.presenter.state.current_player
        box = self.presenter.box(seat) if seat is not None and table.human_to_act() else None
        if box is None or box.bottom:
            for button, home in zip(pair, BUTTON_HOMES, strict=True):
                button.rect = pygame.Rect(home, BOTTOM_BUTTON)
            return
        width = UP_BUTTON[0] * len(pair) + UP_GAP * (len(pair) - 1)
        left = min(max(20, round(box.plate[0] - width / 2)), 1900 - width)
        for button in pair:
            button.rect = pygame.Rect((left, UP_BUTTON_Y), UP_BUTTON)
            left += UP_BUTTON[0] + UP_GAP


class TrickCounts(PlateLine):
    """The name plate's line: the tricks won this round."""

    presenter: ToffPokerPresenter

    def plate_info(self, seat: int) -> tuple[str, Colour]:
        tricks = Standing("tp.tricks", self.presenter.shown.tricks[seat])
        return tricks.text(), theme.GOLD if tricks.n else theme.TEXT_DIM


class SeatMarks(Overlay):
    """Per seat, over the cards: the bid's running sum, "passed", the opener's chip,
    "saved" under carried-over cards and "chosen" under a hidden choice."""

    presenter: ToffPokerPresenter

    def draw_over(self, surface: pygame.Surface) -> None:
        for seat in range(self.table.model.players):
            self._draw_seat_marks(surface, seat)

    def _draw_seat_marks(self, surface: pygame.Surface, seat: int) -> None:
        table = self.table
        box = self.presenter.box(seat)
        badge = self.presenter.sum_badge(seat)
        centre_x = box.total[0]
        sum_rect = None
        if badge is not None:
            sum_rect, image = badge
            theme.draw_panel(surface, sum_rect, theme.PANEL, 225, radius=16, shadow=False)
            surface.blit(image, image.get_rect(center=sum_rect.center))
            centre_x = sum_rect.centerx
        label_y = box.total[1] + (58 if box.bottom else 50)
        if self.presenter.shown.opener == seat and self.presenter.shown.bidding:
            # under the bid's sum, from its left edge (clear of the bid's cards): on the
            # plate's top edge it covered the plate's border, and above the upper seats'
            # plates there is no room (the round's panel, Hint and Menu)
            chip = theme.text(i18n.tr("tp.opener"), theme.SIZE_SMALL - 6, theme.INK)
            rect = chip.get_rect().inflate(16, 4)
            if sum_rect is not None:
                rect.topleft = (sum_rect.left, sum_rect.bottom + 4)
            else:
                rect.center = (centre_x, label_y)
            frame.rect(surface, theme.GOLD, rect, border_radius=10)
            surface.blit(chip, chip.get_rect(center=rect.center))
            label_y = max(label_y, rect.bottom + 20)
        if seat in self.presenter.shown.passed:
            theme.blit_text(surface, i18n.tr("tp.passed"), (centre_x, label_y),
                            theme.SIZE_SMALL, theme.TEXT_DIM, "center")
        saved = self.presenter.saved_label(seat)
        if saved is not None:
            rect, image = saved
            theme.draw_panel(surface, rect, theme.PANEL, 230, radius=rect.h // 2,
                             border=theme.GOLD, shadow=False)
            surface.blit(image, image.get_rect(center=rect.center))
        model = table.model
        hidden = seat in self.presenter.shown.pending
        if hidden and not model.show_all and seat != model.perspective:
            chosen = self.presenter.chosen_label_rect(seat)
            if chosen is not None:
                theme.blit_text(surface, i18n.tr("tp.chosen"), chosen.topleft,
                                theme.SIZE_SMALL - 6, theme.TEXT_DIM)


class Banner(Frames, Overlay):
    """A big message for a moment: a trick's result in the status line's place, an
    announcement (a round, a reveal, a pass over) above it. A result stays while it is
    read, and goes once cards are picked."""

    presenter: ToffPokerPresenter

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        #: what it says, in which colour (None: no banner)
        self.shown: tuple[str, tuple[int, int, int]] | None = None
        self.left = 0.0                     # seconds it stays
        self.y = BANNER_Y
        self.rect: pygame.Rect | None = None    # where it was drawn last

    def show(self, text: str, colour: tuple[int, int, int], announce: bool) -> None:
        self.shown = (text, colour)
        self.left = BANNER_SECONDS
        self.y = ANNOUNCE_Y if announce and self.table.policy.shows_status else BANNER_Y

    def update(self, dt: float) -> None:
        if self.presenter.reading_left is not None:
            return                          # the result's banner stays while it is read
        self.left -= dt
        if self.left <= 0 or self.presenter.picked:
            self.shown = None

    def quiet(self) -> None:
        self.shown = None
        self.left = 0.0

    def covers_status(self) -> bool:
        """Hidden only by a banner in its place (announcements go above it)."""
        return self.shown is not None and self.y == BANNER_Y

    def draw_over(self, surface: pygame.Surface) -> None:
        table = self.table
        if self.shown is None:
            self.rect = None
            return
        text, colour = self.shown
        image = richtext.render(table.services.assets, text, theme.SIZE_BUTTON + 4, colour,
                                table.services.settings.four_colour)
        rect = image.get_rect(center=(960, self.y)).inflate(60, 28)
        theme.draw_panel(surface, rect, (22, 18, 14), 235, radius=rect.height // 2,
                         border=colour)
        surface.blit(image, image.get_rect(center=rect.center))
        self.rect = rect


class ReadingPause(Input, Frames, Reading):
    """The laid-out last trick stays for ``reading_left`` seconds (inf: until the player
    continues — a key, a click or a pad button; Esc and F1 keep their meaning — unless
    the policy holds the table, then the coach's Continue goes on)."""

    presenter: ToffPokerPresenter

    def handle(self, event: pygame.event.Event) -> bool:
        table = self.table
        if self.presenter.waits_for_reader() and continues(event):
            self.done_reading()
            table.services.sound.play("click")
            return True
        return False

    def update(self, dt: float) -> None:
        if self.presenter.reading_left is not None:
            self.presenter.reading_left -= dt
            if self.presenter.reading_left <= 0:
                self.done_reading()

    def reading(self) -> bool:
        return self.presenter.reading_left is not None

    def done_reading(self) -> None:
        self.presenter.reading_left = None

    def reader_pause(self) -> bool:
        return self.reading() and not self.table.policy.holds()

    def quiet(self) -> None:
        self.presenter.reading_left = None
