"""What the Toff-Poker table adds to the shared table: hands of one whole suit known
to all but chosen in secret, the cards picked for a choice or a bid, the won tricks on
the name plates, the seats' marks (sums, passed, opener, saved, chosen), the banner of a
trick's result, and the laid-out last trick held for reading."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.games.toffpoker.layout import ANNOUNCE_Y, BANNER_SECONDS, BANNER_Y, seat_of
from game.app.games.toffpoker.shown import ToffPokerPart
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
from game.rules.toffpoker import SELECT, SELECT_SIZE, Bid, Select, canonical, suit_cards, value

if TYPE_CHECKING:
    from game.app.table.scene import TableScene

#: the key that picks a card of each rank: digits, the letters on the cards (J Q K A) and
#: the German ones (B for Bube, D for Dame), so a German player's D does what it says
#: (a seat holds one suit, so a rank names one card)
RANK_KEYS = {pygame.K_1: 14, pygame.K_a: 14, pygame.K_0: 10, pygame.K_j: 11, pygame.K_q: 12,
             pygame.K_k: 13, pygame.K_b: 11, pygame.K_d: 12,
             **{pygame.K_2 + i: 2 + i for i in range(8)}}


#: pixels between the last bid card and the bid's running sum
BADGE_GAP = 8

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


class OpenHands(ToffPokerPart, HandRules, HandMarks):
    """Every seat holds one whole suit, known to all: hands are sorted and shown, except
    while a seat's secret choice is pending (then only to itself); while bidding, a
    seat plays from its pool. Only the choice is a private turn; computers choose at
    once and think only while bidding."""

    def hand_zones(self, seat: int) -> list[str]:
        if self.state.phase == SELECT:
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
                seat not in self.shown.pending
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
        state = self.state
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
        return self.box(seat).hover_lift if sprite is self.table.input.hovered else 0.0

    def private_turn(self, seat: int) -> bool:
        return self.state.phase == SELECT

    def thinking_pause(self, seat: int) -> float | None:
        return 0.0 if self.state.phase == SELECT else None

    def cards_to_come(self) -> list[Card]:
        """Every round deals each seat its whole suit (the events do not name the cards)."""
        table = self.table
        return [card for seat in range(table.model.players)
                for card in suit_cards(self.state.suit(seat))]


class PickedCards(ToffPokerPart, HandMarks, Input, HandRules):
    """The cards picked for the choice or the bid: they rest lifted, a click or a rank
    key picks or puts back one, Enter confirms, a hint picks its cards."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.picked: set[Card] = set()

    def toggle(self, sprite: CardSprite) -> bool:
        """A click / Space / rank key on one of the perspective's cards picks it or puts
        it back (a sixth card for the choice is refused)."""
        table = self.table
        if not table.human_to_act() or sprite.card is None:
            return False
        if sprite not in table.hands.perspective_hand():
            return False
        card = sprite.card
        if card in self.picked:
            self.picked.discard(card)
        elif self.state.phase == SELECT and len(self.picked) >= SELECT_SIZE:
            table.toast.show(i18n.tr("tp.picked", n=len(self.picked)), 1.5)
            table.services.sound.play("error")
            return True
        else:
            self.picked.add(card)
        table.services.sound.play("click")
        return True

    def picked_action(self) -> Select | Bid:
        cards = canonical(list(self.picked))
        return Select(cards) if self.state.phase == SELECT else Bid(cards)

    def main_enabled(self) -> bool:
        """The main button: Continue after the last trick; Confirm with five cards
        picked; Bid with any (a refused bid shows the engine's reason)."""
        if self.table.parts.of(ReadingPause).waits_for_reader():
            return True
        if not self.table.human_to_act() or not self.picked:
            return False
        if self.state.phase == SELECT:
            return len(self.picked) == SELECT_SIZE
        return True

    def resting_lift(self, sprite: CardSprite) -> float:
        seat = seat_of(sprite.zone)
        if sprite.card not in self.picked or seat is None:
            return 0.0
        return self.box(seat).pick_lift

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
                    self.toggle(sprite)
            return True
        if key == pygame.K_SPACE:
            table.input.activate_focused()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            item = table.input.focused() if table.input.keyboard_focus else None
            if isinstance(item, Button):
                table.input.press_button(item)
            elif self.main_enabled():
                table.perform(self.picked_action())
            return True
        return False

    def hint_shown(self) -> None:
        table = self.table
        if table.model.hint is not None:
            self.picked = set(cards_of(table.model.hint))

    def public_turn(self, seat: int) -> None:
        self.picked.clear()


class ButtonsByBidder(ToffPokerPart, Frames):
    """The game buttons (Bid, Pass) sit by the seat whose turn it is: a human bidding
    from the upper band (two humans at one table: the table keeps its orientation) finds
    them under its box, below the status line, not by the bottom seat."""

    def update(self, dt: float) -> None:
        table = self.table
        pair = [game.button for game in table.presenter.buttons]
        seat = self.state.current_player
        box = self.box(seat) if seat is not None and table.human_to_act() else None
        if box is None or box.bottom:
            for button, home in zip(pair, BUTTON_HOMES, strict=True):
                button.rect = pygame.Rect(home, BOTTOM_BUTTON)
            return
        width = UP_BUTTON[0] * len(pair) + UP_GAP * (len(pair) - 1)
        left = min(max(20, round(box.plate[0] - width / 2)), 1900 - width)
        for button in pair:
            button.rect = pygame.Rect((left, UP_BUTTON_Y), UP_BUTTON)
            left += UP_BUTTON[0] + UP_GAP


class TrickCounts(ToffPokerPart, PlateLine):
    """The name plate's line: the tricks won this round."""

    def plate_info(self, seat: int) -> tuple[str, Colour]:
        tricks = Standing("tp.tricks", self.shown.tricks[seat])
        return tricks.text(), theme.GOLD if tricks.n else theme.TEXT_DIM


class SeatMarks(ToffPokerPart, Overlay):
    """Per seat, over the cards: the bid's running sum, "passed", the opener's chip,
    "saved" under carried-over cards and "chosen" under a hidden choice."""

    def draw_over(self, surface: pygame.Surface) -> None:
        for seat in range(self.table.model.players):
            self._draw_seat_marks(surface, seat)

    def _draw_seat_marks(self, surface: pygame.Surface, seat: int) -> None:
        table = self.table
        box = self.box(seat)
        badge = self.sum_badge(seat)
        centre_x = box.total[0]
        sum_rect = None
        if badge is not None:
            sum_rect, image = badge
            theme.draw_panel(surface, sum_rect, theme.PANEL, 225, radius=16, shadow=False)
            surface.blit(image, image.get_rect(center=sum_rect.center))
            centre_x = sum_rect.centerx
        label_y = box.total[1] + (58 if box.bottom else 50)
        if self.shown.opener == seat and self.shown.bidding:
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
        if seat in self.shown.passed:
            theme.blit_text(surface, i18n.tr("tp.passed"), (centre_x, label_y),
                            theme.SIZE_SMALL, theme.TEXT_DIM, "center")
        saved = self.saved_label(seat)
        if saved is not None:
            rect, image = saved
            theme.draw_panel(surface, rect, theme.PANEL, 230, radius=rect.h // 2,
                             border=theme.GOLD, shadow=False)
            surface.blit(image, image.get_rect(center=rect.center))
        model = table.model
        hidden = seat in self.shown.pending
        if hidden and not model.show_all and seat != model.perspective:
            chosen = self.chosen_label_rect(seat)
            if chosen is not None:
                theme.blit_text(surface, i18n.tr("tp.chosen"), chosen.topleft,
                                theme.SIZE_SMALL - 6, theme.TEXT_DIM)


    def sum_badge(self, seat: int) -> tuple[pygame.Rect, pygame.Surface] | None:
        """The bid's running sum (rect, text): right of the last bid card, never over
        it; None before the seat bids."""
        box = self.box(seat)
        total = self.shown.totals[seat]
        bids = self.table.layer.zone(f"bid:{seat}")
        if not (total or bids):
            return None
        image = theme.text(str(total), 64 if box.bottom else 56, theme.GOLD)
        rect = image.get_rect(center=box.total).inflate(26, 8)
        if bids:
            rect.left = round(max(s.x + s.width / 2 for s in bids)) + BADGE_GAP
        return rect, image

    def saved_label(self, seat: int) -> tuple[pygame.Rect, pygame.Surface] | None:
        """"saved" on a plate over the lower edge of the seat's saved cards (inside their
        row: under it lie the bid's cards up top and the hand at the bottom); None if it
        saved none."""
        saved = [s for s in self.table.layer.zone(f"saved:{seat}") if not s.moving]
        if not saved:
            return None
        image = theme.text(i18n.tr("tp.saved"), theme.SIZE_SMALL - 6, theme.GOLD)
        rect = image.get_rect().inflate(16, 4)
        bottom = max(s.y + self._half_height(s) for s in saved)
        x = (min(s.x for s in saved) + max(s.x for s in saved)) / 2
        rect.midbottom = (round(x), round(bottom) - 4)
        return rect, image

    def chosen_label_rect(self, seat: int) -> pygame.Rect | None:
        """Where "chosen" goes for a seat whose five hidden cards wait: under those five
        (in the empty bid row), clear of its hand and of the cards themselves."""
        chosen = [s for s in self.table.layer.zone(f"sel:{seat}") if not s.moving]
        if not chosen:
            return None
        image = theme.text(i18n.tr("tp.chosen"), theme.SIZE_SMALL - 6, theme.TEXT_DIM)
        x = (min(s.x for s in chosen) + max(s.x for s in chosen)) / 2
        y = max(s.y + self._half_height(s) for s in chosen) + 6
        return image.get_rect(midtop=(round(x), round(y)))

    def _half_height(self, sprite: CardSprite) -> float:
        return self.table.services.assets.card_height(int(sprite.width)) / 2


class Banner(ToffPokerPart, Frames, Overlay):
    """A big message for a moment: a trick's result in the status line's place, an
    announcement (a round, a reveal, a pass over) above it. A result stays while it is
    read, and goes once cards are picked."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        #: what it says, in which colour (None: no banner)
        self.message: tuple[str, tuple[int, int, int]] | None = None
        self.left = 0.0                     # seconds it stays
        self.y = BANNER_Y
        self.rect: pygame.Rect | None = None    # where it was drawn last

    def show(self, text: str, colour: tuple[int, int, int], announce: bool) -> None:
        self.message = (text, colour)
        self.left = BANNER_SECONDS
        self.y = ANNOUNCE_Y if announce and self.table.policy.shows_status else BANNER_Y

    def update(self, dt: float) -> None:
        parts = self.table.parts
        if parts.of(ReadingPause).reading():
            return                          # the result's banner stays while it is read
        self.left -= dt
        if self.left <= 0 or parts.of(PickedCards).picked:
            self.message = None

    def quiet(self) -> None:
        self.message = None
        self.left = 0.0

    def covers_status(self) -> bool:
        """Hidden only by a banner in its place (announcements go above it)."""
        return self.message is not None and self.y == BANNER_Y

    def draw_over(self, surface: pygame.Surface) -> None:
        table = self.table
        if self.message is None:
            self.rect = None
            return
        text, colour = self.message
        image = richtext.render(table.services.assets, text, theme.SIZE_BUTTON + 4, colour,
                                table.services.settings.four_colour)
        rect = image.get_rect(center=(960, self.y)).inflate(60, 28)
        theme.draw_panel(surface, rect, (22, 18, 14), 235, radius=rect.height // 2,
                         border=colour)
        surface.blit(image, image.get_rect(center=rect.center))
        self.rect = rect


class ReadingPause(ToffPokerPart, Input, Frames, Reading):
    """The laid-out last trick stays for ``reading_left`` seconds (inf: until the player
    continues — a key, a click or a pad button; Esc and F1 keep their meaning — unless
    the policy holds the table, then the coach's Continue goes on)."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        #: the laid-out last trick stays this much longer (inf: until the player
        #: continues); None: nothing is held for reading
        self.reading_left: float | None = None

    def hold(self, seconds: float) -> None:
        """Hold the last trick for ``seconds`` (inf: until the player continues)."""
        self.reading_left = seconds

    def reader_continues(self) -> bool:
        """A human sits at this screen (the table is not driven for watching): the held
        last trick waits for their key, click or Continue; else (computers, or every human
        on a phone, whose page offers Continue too) it goes on by itself."""
        return bool(self.table.model.session.humans_here) and self.table.policy.drives_turns

    def waits_for_reader(self) -> bool:
        """The held last trick waits for the player's key, click or Continue — unless the
        policy holds the table meanwhile (the coach's own Continue goes on then)."""
        return self.reading_left == float("inf") and not self.table.policy.holds()

    def handle(self, event: pygame.event.Event) -> bool:
        table = self.table
        if self.waits_for_reader() and continues(event):
            self.done_reading()
            table.services.sound.play("click")
            return True
        return False

    def update(self, dt: float) -> None:
        if self.reading_left is not None:
            self.reading_left -= dt
            if self.reading_left <= 0:
                self.done_reading()

    def reading(self) -> bool:
        return self.reading_left is not None

    def done_reading(self) -> None:
        self.reading_left = None

    def reader_pause(self) -> bool:
        return self.reading() and not self.table.policy.holds()

    def quiet(self) -> None:
        self.reading_left = None
