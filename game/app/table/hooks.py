"""What a game's table tells the shared table: named hooks with defaults, like
python-chess's variants. A game's table subclasses :class:`~game.app.table.scene.TableScene`
(which is built on these) and overrides what differs: its zones' layout, its seats, how
the engine's events become animations, what a hand card means, its buttons, texts,
panels, and its own keys, pointer handling and marks.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.kit.cards_view import CardSprite, Place
from game.app.kit.widgets import Button
from game.app.table.layout import LOG_RECT, hand_zone
from game.rules import Card, Event, GameState, cards_of

if TYPE_CHECKING:
    from game.app.app import App
    from game.app.kit.cards_view import CardLayer
    from game.app.session import Session

#: (game button, what it plays) — the action is asked when pressed
GameButton = tuple[Button, Callable[[], Any]]


def _cards_in(value: Any) -> list[Card]:
    """The known cards in ``value`` (an event: its fields, tuples of them, nested)."""
    if isinstance(value, Card):
        return [] if value.is_unknown else [value]
    if isinstance(value, tuple | list):
        return [card for item in value for card in _cards_in(item)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [card for f in dataclasses.fields(value)
                for card in _cards_in(getattr(value, f.name))]
    return []


class TableHooks:
    game = ""
    #: zones whose cards everybody sees
    public_zones: frozenset[str] = frozenset()
    #: where a dragged card may be dropped to play it
    drop_rect = pygame.Rect(760, 300, 400, 360)
    #: height of the centre of the status line; toasts (refusals, hints) are shown this
    #: far above it, so they never cover it — or, where that would cover cards, at the
    #: nearest place that covers none of the chrome's ``toast_keep_clear``/``toast_avoid``
    status_y = 660
    toast_above = 76
    #: what the pad's B and X buttons press here: pad intent -> index into the buttons
    pad_buttons: dict[str, int] = {}

    # the table scene's state the hooks' defaults read (see TableScene)
    app: App
    session: Session
    state: GameState
    layer: CardLayer
    perspective: int | None
    hint: Any

    @property
    def buttons(self) -> list[GameButton]:
        """The game's buttons (the table scene makes them once, on first use)."""
        raise NotImplementedError

    def human_to_act(self) -> bool:
        raise NotImplementedError

    def perform(self, action: Any) -> bool:
        raise NotImplementedError

    def perspective_hand(self) -> list[CardSprite]:
        raise NotImplementedError

    def cards_to_come(self) -> Iterable[Card]:
        """The cards the opening of the game shows (their art is read before the first
        frame): by default every card named in the engine's opening events and every
        card already on the table. A game whose deal its events do not name says so."""
        found = [s.card for s in self.layer.all() if s.card is not None]
        for event in self.state.opening_events(None):
            found += _cards_in(event)
        return found

    @property
    def speed(self) -> float:
        raise NotImplementedError

    def place(self, zone: str, index: int, count: int, sprite: CardSprite) -> Place:
        raise NotImplementedError

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Centre of the seat's name plate."""
        raise NotImplementedError

    def setup_cards(self) -> None:
        """Create the sprites and queue the deal."""
        raise NotImplementedError

    def animate(self, seat: int, action: Any, events: list[Event]) -> None:
        """Queue the animation steps for the events of one action."""
        raise NotImplementedError

    def action_for_card(self, card: Card) -> Any:
        raise NotImplementedError

    def make_buttons(self) -> list[GameButton]:
        return []

    def turn_status(self, name: str) -> str:
        """What the human to act (``name``) may do now; the game's table says it."""
        return ""

    def hand_sort_key(self, card: Card) -> Any:
        return card.index

    def reader_pause(self) -> bool:
        """Whether the table holds still for its players to read (Toff-Poker's last
        trick): a phone seat's page offers Continue meanwhile."""
        return False

    def end_reader_pause(self) -> None:
        """A player (on a phone) has read enough: the table goes on."""

    def describe_hint(self, action: Any) -> str:
        return str(action)

    def draw_static(self, surface: pygame.Surface) -> None:
        """What never changes during a game (kept with the felt): panels, labels."""
        theme.draw_panel(surface, LOG_RECT, theme.PANEL, 215, radius=20)
        theme.blit_text(surface, i18n.tr("table.log"), (LOG_RECT.x + 20, LOG_RECT.y + 14),
                        theme.SIZE_SMALL, theme.GOLD)

    def static_rects(self) -> list[pygame.Rect]:
        """Where :meth:`draw_static` draws (its panels; their shadows are added)."""
        return [LOG_RECT]

    def static_key(self) -> tuple:
        """What :meth:`draw_static` depends on beyond size, language and deck colours
        (the kept background is drawn again when it changes)."""
        return ()

    def draw_centre(self, surface: pygame.Surface) -> None:
        """Game panels under the cards (trumps, stock count …)."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Game marks over the cards (sums, banners)."""

    def lesson_targets(self, name: str) -> list[pygame.Rect]:
        """Where ``name`` is on screen, for the lesson coach's highlights: a card text
        (wherever that card lies face up), a zone name (its cards) or a button's action text
        (``take``). Tables add their own names (panels, empty piles) by overriding."""
        for button, make_action in self.buttons:
            action = make_action()
            if action is not None and str(action) == name:
                return [button.rect.copy()]
        assets = self.app.assets
        sprites = self.layer.zones.get(name)
        if sprites:
            rects = [s.rect(assets) for s in sprites]
            return [rects[0].unionall(rects[1:])]
        for sprite in self.layer.all():
            if sprite.face_up and sprite.card is not None and sprite.card.text == name:
                return [self.visible_rect(sprite)]    # never points at a hidden card
        return []

    def visible_rect(self, sprite: CardSprite) -> pygame.Rect:
        """The part of a card that the cards drawn over it leave visible: in a fan, the
        strip up to the next card (its index corner), not the neighbour on it. A card
        covered on both sides, or all over, keeps its whole rectangle."""
        assets = self.app.assets
        rect = sprite.rect(assets)
        left, right = rect.left, rect.right
        for other in self.layer.all():
            if other is sprite or other.z <= sprite.z or other.moving or other.dragging:
                continue
            over = other.rect(assets)
            if not over.colliderect(rect) or over.top > rect.top + rect.height // 4:
                continue                              # below the index: not in the way
            if over.centerx >= rect.centerx:
                right = min(right, over.left)
            else:
                left = max(left, over.right)
        if right - left < rect.width // 5:
            return rect
        return pygame.Rect(left, rect.top, right - left, rect.height)

    def lesson_panel_rect(self) -> pygame.Rect:
        """Where the lesson coach's panel may sit without covering this table's cards."""
        return pygame.Rect(400, 606, 1060, 188)

    def cards_of(self, action: Any) -> tuple[Card, ...]:
        """The cards an action plays (for marks and hints): the rules say it."""
        return cards_of(action) if action is not None else ()

    def legal_cards(self) -> set[Card]:
        """Cards of the perspective the engine lets the acting human use now."""
        cards: set[Card] = set()
        for action in self.state.legal_actions():
            cards.update(self.cards_of(action))
        return cards

    def hit_zones(self) -> list[str]:
        """Zones whose cards the perspective seat may click or hover."""
        return [hand_zone(self.perspective)] if self.perspective is not None else []

    def hover_lift(self, sprite: CardSprite) -> float:
        """How far a hovered or focused card of :meth:`perspective_hand` rises."""
        return 34.0

    def drop_glow(self) -> pygame.Rect | None:
        """Where the card being dragged would land if let go now, to glow (None: no
        glow, letting go there does nothing). By default the whole drop zone."""
        return self.drop_rect

    def resting_lift(self, sprite: CardSprite) -> float:
        """How far a card of :meth:`perspective_hand` rests lifted (e.g. when picked)."""
        return 0.0

    def plate_info(self, seat: int) -> tuple[str, tuple[int, int, int]] | None:
        """The name plate's second line, if the game shows more than the card count."""
        return None

    def plate_badge(self, seat: int) -> tuple[str, tuple[int, int, int],
                                              tuple[int, int, int]] | None:
        """A seat's standing that replaces its plate's info line — (text, text colour,
        plate colour) — and ends its turns (e.g. out of the game); None: none."""
        return None

    def keys_text(self) -> str:
        """The row of keys under the hand: each game names its own (empty: no row)."""
        return ""

    def number_badges(self) -> list[tuple[CardSprite, str]]:
        """The key that plays each hand card (1–9 by position; a game may differ)."""
        return [(sprite, str(number))
                for number, sprite in enumerate(self.perspective_hand()[:9], start=1)]

    def thinking_pause(self, seat: int) -> float:
        """How long a computer seat visibly thinks before its move."""
        return self.app.settings.think_time * self.speed

    def private_turn(self, seat: int) -> bool:
        """Whether this human turn shows something secret (then humans hand over)."""
        return True

    def play_card(self, sprite: CardSprite) -> bool:
        """A hand card clicked, or chosen by key: play what it means."""
        if not self.human_to_act() or sprite.card is None:
            return False
        return self.perform(self.action_for_card(sprite.card))

    def click_table(self, pos: tuple[int, int]) -> bool:
        """A click that hit no hand card (the game's table places)."""
        return False

    def drop_card(self, sprite: CardSprite, pos: tuple[int, int]) -> bool:
        """A hand card dragged and let go at ``pos``: play it on the drop zone."""
        if not self.drop_rect.collidepoint(pos) or not self.play_card(sprite):
            self.layer.relayout(0.25)
        return True

    def game_key(self, event: pygame.event.Event) -> bool:
        """A key the game handles itself, before the shared keys (True if used)."""
        return False

    def pointer_moved(self, pos: tuple[int, int]) -> None:
        """The mouse moved (after hover and drag were updated)."""

    def mark_cards(self) -> None:
        """More marks after the hand's (legal, hint, focus) were set."""

    def keep_clear(self) -> list[pygame.Rect]:
        """More places a toast must not cover (the game's panels and badges)."""
        return []

    def quiet(self) -> None:
        """Forget the banners and marks of moves already past (after a fast-forward: a
        rebuilt position shows no Zwick or trick banner of a move made long ago)."""

    def reading(self) -> bool:
        """The table holds still for the player to read what lies there (Toff-Poker's
        laid-out last trick) until :meth:`done_reading`; a policy may speak meanwhile."""
        return False

    def done_reading(self) -> None:
        """The player continues: what was held for reading goes on."""

    def hint_ready(self) -> None:
        """``self.hint`` has just been shown (a game's table may pre-select it). The
        hint arrives after some frames of thinking, not when it was asked for."""
