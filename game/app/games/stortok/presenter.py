"""The Stortok table's presentation: trick pile with the open card in the middle, the
stock, the dead pile, trumps top left; engine events become card movements.

Its parts: the trumps panel (kept with the felt), the counts under the stock and the
out-of-play pile, the plates' badges of the seats out of the game and of the Stortok,
and a complete trick held for the lesson coach to explain."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, cast

import pygame

from game.app import i18n
from game.app.games.stortok.layout import (
    CENTRE_W,
    DEAD,
    DEAD_W,
    HAND_W,
    HAND_Y,
    LABEL_BELOW,
    OTHER_W,
    STOCK,
    STOCK_W,
    TRICK,
    TRUMP_LABEL_W,
    TRUMP_LABEL_X,
    TRUMP_RECT,
)
from game.app.kit import theme
from game.app.kit.cards_view import CardSprite, Place
from game.app.kit.widgets import Button
from game.app.seat_view import Standing
from game.app.shell import controls, frame
from game.app.table.events import Move
from game.app.table.layout import backs_fan, hand_fan, hand_zone, seat_positions
from game.app.table.parts import Colour, LessonPlaces, Overlay, Panel, PlateLine, Reading
from game.app.table.presenter import GameButton, Presenter
from game.rules import Card, Event
from game.rules.stortok import (
    DRAW,
    LEAD,
    TAKE,
    CardDrawn,
    CardPlayed,
    Dealt,
    GameOver,
    PickedUp,
    Play,
    PlayerOut,
    Stortok,
    TrickComplete,
    trump_class,
)

if TYPE_CHECKING:
    from game.app.table.scene import TableScene

def _fitted(text: str, width: int) -> tuple[list[str], int]:
    """``text`` in lines no wider than ``width``: one line of body text, else two, else
    smaller text on at most two lines (the last resort: cut to fit)."""
    for size, most in ((theme.SIZE_BODY, 1), (theme.SIZE_BODY, 2), (theme.SIZE_SMALL, 2),
                       (theme.SIZE_SMALL - 4, 2)):
        lines = theme.wrap(text, size, width)
        if len(lines) <= most and all(theme.font(size).size(line)[0] <= width
                                      for line in lines):
            return lines, size
    size = theme.SIZE_SMALL - 4
    return [theme.fit_text(line, size, width) for line in theme.wrap(text, size, width)[:2]], size


def _jitter(i: int, spread: int) -> int:
    return (i * 37 + 11) % (2 * spread + 1) - spread


# --- the parts only Stortok's table has ------------------------------------------------

class TrumpPanel(Panel, LessonPlaces):
    """The trumps panel: the turned card (until somebody picks it up) and the high and
    low trump suits, drawn once onto the felt."""

    presenter: StortokPresenter

    def draw_static(self, surface: pygame.Surface) -> None:
        table = self.table
        assets = table.services.assets
        four = table.services.settings.four_colour
        state = self.presenter.state
        theme.draw_panel(surface, TRUMP_RECT, theme.PANEL, 215, radius=20)
        mini_rect = pygame.Rect(0, 0, 92, assets.card_height(92))
        mini_rect.midleft = (TRUMP_RECT.x + 18, TRUMP_RECT.centery)
        if self.presenter.turned_card_shown():
            surface.blit(assets.card(state.turned_card.text, 92, four), mini_rect)
        else:        # picked up: the panel no longer pretends it lies on the table
            frame.rect(surface, (60, 84, 72), mini_rect, 3, border_radius=10)
        x = TRUMP_RECT.x + 128
        for row, (suit, icon) in enumerate(((state.high_trump, "trump_high"),
                                            (state.low_trump, "trump_low"))):
            y = TRUMP_RECT.y + 52 + row * 78
            chip = pygame.Rect(x - 6, y - 34, 68, 68)
            frame.rect(surface, theme.CREAM, chip, border_radius=16)
            surface.blit(assets.suit(suit, 52, four), (x, y - 26))
            badge = assets.icon(icon, 30)
            surface.blit(badge, badge.get_rect(center=(x + 60, y + 30)))
        for image, rect in self.presenter.trump_labels():
            surface.blit(image, rect)

    def static_rects(self) -> list[pygame.Rect]:
        return [TRUMP_RECT]

    def static_key(self) -> tuple[object, ...]:
        return (self.presenter.turned_card_shown(),)

    def lesson_targets(self, name: str) -> list[pygame.Rect]:
        return [TRUMP_RECT.copy()] if name == "trumps" else []


class PileCounts(Overlay, LessonPlaces):
    """The counts under the stock and the out-of-play pile: a toast leaves them
    readable; the coach points at the stock with its outline (also when empty)."""

    presenter: StortokPresenter

    def keep_clear(self) -> list[pygame.Rect]:
        return [rect for _, rect in self.presenter.pile_labels()]

    def lesson_targets(self, name: str) -> list[pygame.Rect]:
        if name != "stock":
            return []
        assets = self.table.services.assets
        outline = pygame.Rect(0, 0, STOCK_W, assets.card_height(STOCK_W))
        outline.center = STOCK
        return [outline.unionall([s.rect(assets) for s in self.table.layer.zone("stock")])]


class OutBadges(PlateLine):
    """Out in n-th place (green), or the Stortok at the end (red), on the name plate."""

    presenter: StortokPresenter

    def plate_badge(self, seat: int) -> tuple[str, Colour, Colour] | None:
        table = self.table
        out = self.presenter.out_places.get(seat)
        if out is not None:
            return Standing("table.stortok.out_place", out).text(), theme.GOOD, (26, 46, 36)
        if self.presenter.state.is_over and self.presenter.state.stortok == seat and not table.busy:
            return i18n.tr("table.stortok.badge"), theme.DANGER, (70, 30, 30)
        return None


class TrickHold(Reading):
    """A complete trick stays on the table while the policy explains it (a lesson),
    until the player continues (the table's ``trick_held``)."""

    presenter: StortokPresenter

    def reading(self) -> bool:
        return self.presenter.trick_held

    def done_reading(self) -> None:
        self.presenter.trick_held = False


# --- the presentation -------------------------------------------------------------------

class StortokPresenter(Presenter):
    public_zones = frozenset({"trick"})
    status_y = 718       # under the stock labels; refusals and hints show above it
    parts = (TrumpPanel, PileCounts, OutBadges, TrickHold)

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        #: a complete trick kept on the table to be read (see :meth:`_hold_trick`)
        self.trick_held = False
        self.turned_taken = False       # the turned card has been picked up this game
        self.out_places: dict[int, int] = {}    # seat -> place in which it went out

    # --- layout ---------------------------------------------------------------------------

    def stacked(self) -> dict[str, int]:
        return {"stock": 4, "dead": 4}

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        return seat_positions(self.table.model.players)[self.table.model.rel_seat(seat)]

    def place(self, zone: str, index: int, count: int, sprite: CardSprite) -> Place:
        if zone == "stock":
            return Place(STOCK[0] - index * 0.4, STOCK[1] - index * 0.6, STOCK_W, 0, index)
        if zone == "dead":
            return Place(DEAD[0] + _jitter(index, 6), DEAD[1] + _jitter(index * 3, 4), DEAD_W,
                         _jitter(index * 7, 9), index)
        if zone == "trick":
            back = count - 1 - index
            return Place(TRICK[0] - back * 34, TRICK[1] - back * 4, CENTRE_W,
                         _jitter(index, 3) + back * 5, 100 + index)
        seat = int(zone[5:])
        rel = self.table.model.rel_seat(seat)
        if rel == 0:
            return hand_fan(index, count, HAND_Y, HAND_W, 118.0, 790.0, 24.0, 8.0)
        ax, ay = self.seat_anchor(seat)
        return backs_fan(index, count, (ax, ay - 128), OTHER_W, 40.0, 250.0)

    # --- start: the deal ------------------------------------------------------------------

    def setup_cards(self) -> None:
        """The stock face down, then the deal as the engine's opening events say."""
        for _ in range(36):
            self.table.layer.add(CardSprite(None), "stock")
        self.table.layer.snap()
        for event in self.state.opening_events(None):
            if isinstance(event, Dealt):
                self._queue_deal(event)
        self.table.timeline.add(lambda: self.table.hands.settle(0.3))

    def _queue_deal(self, event: Dealt) -> None:
        players = self.table.model.players
        first = (event.dealer + 1) % players
        self.table.timeline.add(lambda: self.table.chrome.log_event(event))
        self.table.timeline.add(lambda: setattr(self, "turned_taken", False))

        def shuffle() -> float:
            self.table.services.sound.play("shuffle")
            return 0.25 * self.table.speed

        self.table.timeline.add(shuffle)
        for round_ in range(max(len(h) for h in event.hands)):
            for i in range(players):
                seat = (first + i) % players
                if round_ < len(event.hands[seat]):
                    card = event.hands[seat][round_]
                    self.table.timeline.add(partial(self._deal_one, seat, card))
        self.table.timeline.add(lambda: self._turn_up(event.turned))

    def _deal_one(self, seat: int, card: Card) -> float:
        sprite = self.table.layer.zone("stock")[-1]
        sprite.card = card
        self.table.layer.move(sprite, hand_zone(seat))
        self.table.layer.set_face(sprite, self.table.hands.face_rule(sprite))
        self.table.services.sound.play("deal")
        self.table.layer.relayout(0.28, only={hand_zone(seat), "stock"})
        return 0.055 * self.table.speed

    def _turn_up(self, card: Card) -> float:
        sprite = self.table.layer.zone("stock")[-1]
        sprite.card = card
        self.table.layer.move(sprite, "trick")
        self.table.layer.set_face(sprite, True)
        self.table.services.sound.play("card_play")
        return self.table.layer.relayout(0.35)

    # --- events -> animation --------------------------------------------------------------

    def animate(self, seat: int, action: Move, events: list[Event]) -> None:
        add = self.table.timeline.add
        for event in events:
            if isinstance(event, CardPlayed):
                add(partial(self._to_trick, event.card))
            elif isinstance(event, CardDrawn):
                add(partial(self._draw_card, event.seat, event.card))
            elif isinstance(event, PickedUp):
                add(partial(self._pick_up, event.seat, event.card, event.dead))
            elif isinstance(event, TrickComplete):
                add(lambda: 0.35 * self.table.speed)
                add(self._hold_trick)
                self.table.timeline.until(lambda: not self.trick_held)
                add(partial(self._clear_trick, event))
            elif isinstance(event, PlayerOut):
                add(partial(self._player_out, event))
            elif isinstance(event, GameOver):
                add(partial(self._game_over, event))
        add(lambda: self.table.hands.settle(0.25))

    def _to_trick(self, card: Card) -> float:
        sprite = self.table.layer.find(card)
        if sprite is None:
            return 0.0
        self.table.layer.move(sprite, "trick")
        self.table.layer.set_face(sprite, True)
        self.table.services.sound.play("card_play")
        return self.table.layer.relayout(0.32)

    def _draw_card(self, seat: int, card: Card) -> float:
        if self.table.hands.take_from_stock(card, hand_zone(seat)) is None:
            return 0.0
        self.table.hands.arrange()
        self.table.services.sound.play("draw")
        return self.table.layer.relayout(0.3)

    def _pick_up(self, seat: int, card: Card, dead: tuple[Card, ...]) -> float:
        sprite = self.table.layer.find(card)
        self.turned_taken = self.turned_taken or card == self.state.turned_card
        if sprite is not None:
            self.table.layer.move(sprite, hand_zone(seat))
            self.table.hands.arrange()
            self.table.layer.set_face(sprite, self.table.hands.face_rule(sprite))
        for gone in dead:
            other = self.table.layer.find(gone)
            if other is not None:
                self.table.layer.move(other, "dead")
                self.table.layer.set_face(other, False)
        self.table.services.sound.play("pickup")
        return self.table.layer.relayout(0.38, stagger=0.03)

    def _hold_trick(self) -> float:
        """A complete trick stays on the table while the policy has something to say
        about it (a lesson explains it), until the player continues."""
        self.trick_held = not self.table.driver.forwarding and self.table.policy.explains()
        return 0.0

    def _clear_trick(self, event: TrickComplete) -> float:
        for sprite in list(self.table.layer.zone("trick")):
            self.table.layer.move(sprite, "dead")
            self.table.layer.set_face(sprite, False)
        self.table.services.sound.play("trick")
        self.table.chrome.log_event(event)
        return self.table.layer.relayout(0.4, stagger=0.04)

    def _player_out(self, event: PlayerOut) -> float:
        self.out_places[event.seat] = event.place
        self.table.chrome.log_event(event)
        self.table.services.sound.play("win")
        return 0.4 * self.table.speed

    def _game_over(self, event: GameOver) -> float:
        self.table.chrome.log_event(event)
        fool = event.stortok
        humans = self.table.model.session.humans
        self.table.services.sound.play("lose" if fool is not None and fool in humans
                            else "win")
        return 0.8 * self.table.speed

    # --- actions ------------------------------------------------------------------------

    def action_for_card(self, card: Card) -> Play:
        return Play(card)

    @property
    def state(self) -> Stortok:
        return cast(Stortok, self.table.model.state)

    def make_buttons(self) -> list[GameButton]:
        take = Button((40, 815, 330, 100), lambda: i18n.tr("table.stortok.take"), lambda: None,
                      key_hint="T")
        draw = Button((40, 930, 330, 100), lambda: i18n.tr("table.stortok.draw"), lambda: None,
                      key_hint="D")
        take.enabled = lambda: self.table.human_to_act() and TAKE in self.state.legal_actions()
        draw.enabled = lambda: self.table.human_to_act() and DRAW in self.state.legal_actions()
        return [GameButton(take, lambda: TAKE, pad=controls.BACK),    # B picks up
                GameButton(draw, lambda: DRAW, pad=controls.ALT)]     # X draws

    def hand_sort_key(self, card: Card) -> tuple[int, ...]:
        high, low = self.state.high_trump, self.state.low_trump
        return (trump_class(card, high, low), "SHCD".find(card.suit), card.rank)

    def describe_hint(self, action: Move) -> str:
        if isinstance(action, Play):
            return i18n.tr("table.stortok.hint_play", card=action.card.text)
        if action == TAKE:
            return i18n.tr("table.stortok.hint_take")
        return i18n.tr("table.stortok.hint_draw")

    def turn_status(self, name: str) -> str:
        state = self.state
        if state.phase == LEAD or state.open_card is None:
            key = ("table.stortok.status.lead_draw" if state.stock_size
                   else "table.stortok.status.lead")
            return i18n.tr(key, name=name)
        return i18n.tr("table.stortok.status.beat", name=name, card=state.open_card.text)

    def keys_text(self) -> str:
        return i18n.tr("table.stortok.keys")

    def lesson_panel_rect(self) -> pygame.Rect:
        """The lesson coach's panel: right of the out-of-play pile, under Carla's seat and
        above the hand (as tall as its text): it covers no card the coach names."""
        return pygame.Rect(1345, 318, 555, 300)

    # --- drawing ----------------------------------------------------------------------------

    def trump_labels(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """"High trump" and "Low trump" beside their chips, each within the panel: on one
        line if it fits, else on two, else smaller (German and Large text)."""
        labels = []
        for row, key in enumerate(("table.stortok.high_trump", "table.stortok.low_trump")):
            colour = theme.GOLD if row == 0 else theme.TEXT
            lines, size = _fitted(i18n.tr(key), TRUMP_LABEL_W)
            images = [theme.text(line, size, colour) for line in lines]
            height = sum(image.get_height() for image in images)
            y = TRUMP_RECT.y + 50 + row * 78 - height // 2
            for image in images:
                labels.append((image, image.get_rect(topleft=(TRUMP_LABEL_X, y))))
                y += image.get_height()
        return labels

    def turned_card_shown(self) -> bool:
        """The trump panel shows the turned card until somebody picks it up (and not
        again when it is played from that hand later)."""
        return not self.turned_taken

    def pile_labels(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The counts under the stock and the out-of-play pile; the latter ends at most
        a little right of its pile (a long German or Large one grows leftwards), clear
        of the lesson coach's panel."""
        layer = self.table.layer
        stock = theme.text(f"{i18n.tr('table.stortok.stock')}: {len(layer.zone('stock'))}",
                           theme.SIZE_SMALL, theme.TEXT)
        dead = theme.text(f"{i18n.tr('table.stortok.dead')}: {len(self.table.layer.zone('dead'))}",
                          theme.SIZE_SMALL, theme.TEXT)
        dead_rect = dead.get_rect(center=(DEAD[0], DEAD[1] + LABEL_BELOW))
        dead_rect.right = min(dead_rect.right, DEAD[0] + DEAD_W // 2 + 20)
        return [(stock, stock.get_rect(center=(STOCK[0], STOCK[1] + LABEL_BELOW))),
                (dead, dead_rect)]

    def draw_centre(self, surface: pygame.Surface) -> None:
        assets = self.table.services.assets
        stock_count = len(self.table.layer.zone("stock"))
        for image, rect in self.pile_labels():
            surface.blit(image, rect)
        if not stock_count:
            outline = pygame.Rect(0, 0, STOCK_W, assets.card_height(STOCK_W))
            outline.center = STOCK
            frame.rect(surface, (30, 70, 50), outline, 3, border_radius=12)
