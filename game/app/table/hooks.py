"""What a game's table tells the shared table: a few named hooks with defaults, like
python-chess's variants, and its components (``table/components.py``) for whatever only
that game needs.

A game's table subclasses :class:`~game.app.table.scene.TableScene` (built on these) and
overrides only the hooks of :class:`TableHooks` that are not final: its zones' layout and
seats, the deal, how the engine's events become animations, what a hand card means, its
buttons, texts and centre panel. Everything else the parts ask of the table is final here:
it is the shared rule, which the table's components may refine.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, ClassVar, Final, final

import pygame

from game.app import i18n
from game.app.kit import theme
from game.app.kit.cards_view import CardSprite, Place
from game.app.kit.widgets import Button
from game.app.table.components import Component, Components
from game.app.table.layout import LOG_RECT, hand_zone, zone_owner
from game.rules import Card, Event, GameState, cards_of

if TYPE_CHECKING:
    from game.app.kit.cards_view import CardLayer
    from game.app.services import Services
    from game.app.session import Session

#: (game button, what it plays) — the action is asked when pressed
GameButton = tuple[Button, Callable[[], Any]]
Colour = tuple[int, int, int]


def _cards_in(value: object) -> list[Card]:
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
    # --- what a game's table declares (it may override these) ---------------------------

    game = ""
    #: zones whose cards everybody sees
    public_zones: frozenset[str] = frozenset()
    #: where a dragged card may be dropped to play it
    drop_rect = pygame.Rect(760, 300, 400, 360)
    #: height of the centre of the status line; toasts (refusals, hints) are shown this
    #: far above it, so they never cover it — or, where that would cover cards, at the
    #: nearest place that covers none of the chrome's ``toast_keep_clear``/``toast_avoid``
    status_y = 660
    toast_above: Final = 76
    #: what the pad's B and X buttons press here: pad intent -> index into the buttons
    pad_buttons: dict[str, int] = {}
    #: what this game's table adds (built with the table, in this order)
    components: ClassVar[tuple[type[Component], ...]] = ()

    # the table scene's state the hooks' defaults read (see TableScene)
    services: Services
    session: Session
    state: GameState
    layer: CardLayer
    perspective: int | None
    show_all: bool
    bottom: int
    hint: Any
    parts: Components

    def place(self, zone: str, index: int, count: int, sprite: CardSprite) -> Place:
        """Where card ``index`` of ``count`` in ``zone`` lies."""
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
        """The move a hand card means when played (clicked, dropped, chosen by key)."""
        raise NotImplementedError

    def play_card(self, sprite: CardSprite) -> bool:
        """A hand card clicked, or chosen by key: play what it means."""
        if not self.human_to_act() or sprite.card is None:
            return False
        return self.perform(self.action_for_card(sprite.card))

    def make_buttons(self) -> list[GameButton]:
        return []

    def turn_status(self, name: str) -> str:
        """What the human to act (``name``) may do now; the game's table says it."""
        return ""

    def describe_hint(self, action: Any) -> str:
        return str(action)

    def keys_text(self) -> str:
        """The row of keys under the hand: each game names its own (empty: no row)."""
        return ""

    def hand_sort_key(self, card: Card) -> Any:
        return card.index

    def lesson_panel_rect(self) -> pygame.Rect:
        """Where the lesson coach's panel may sit without covering this table's cards."""
        return pygame.Rect(400, 606, 1060, 188)

    def draw_centre(self, surface: pygame.Surface) -> None:
        """Game panels under the cards (trumps, stock count …)."""

    # --- the table scene provides these ---------------------------------------------------

    @property
    def buttons(self) -> list[GameButton]:
        """The game's buttons (the table scene makes them once, on first use)."""
        raise NotImplementedError

    def human_to_act(self) -> bool:
        raise NotImplementedError

    def perform(self, action: Any) -> bool:
        raise NotImplementedError

    @property
    def speed(self) -> float:
        raise NotImplementedError

    # --- the shared rules the parts ask (final; components refine them) ------------------

    @final
    def cards_to_come(self) -> Iterable[Card]:
        """The cards the opening of the game shows (their art is read before the first
        frame): every card named in the engine's opening events, every card already on
        the table, and those the components add (a deal its events do not name)."""
        found = [s.card for s in self.layer.all() if s.card is not None]
        for event in self.state.opening_events(None):
            found += _cards_in(event)
        for part in self.parts.having("cards_to_come"):
            found += part.cards_to_come()
        return found

    @final
    def hand_zones(self, seat: int) -> list[str]:
        """The zones whose cards are ``seat``'s hand to play from."""
        for part in self.parts.having("hand_zones"):
            zones = part.hand_zones(seat)
            if zones is not None:
                return zones
        return [hand_zone(seat)]

    @final
    def perspective_hand(self) -> list[CardSprite]:
        """The cards of the hand shown at the bottom (the perspective's, or in a demo
        the bottom seat's)."""
        if self.perspective is None and not self.show_all:
            return []
        seat = self.perspective if self.perspective is not None else self.bottom
        cards: list[CardSprite] = []
        for zone in self.hand_zones(seat):
            cards.extend(self.layer.zone(zone))
        return cards

    @final
    def hit_zones(self) -> list[str]:
        """Zones whose cards the perspective seat may click or hover."""
        return self.hand_zones(self.perspective) if self.perspective is not None else []

    @final
    def face_rule(self, sprite: CardSprite) -> bool:
        """Whether a card lies face up: a hand to its owner (or in a demo), a public
        zone to all — unless a component says otherwise."""
        for part in self.parts.having("face_up"):
            face = part.face_up(sprite)
            if face is not None:
                return face
        owner = zone_owner(sprite.zone)
        if owner is None:
            return sprite.zone in self.public_zones
        return self.show_all or owner == self.perspective

    @final
    def cards_of(self, action: Any) -> tuple[Card, ...]:
        """The cards an action plays (for marks and hints): the rules say it."""
        return cards_of(action) if action is not None else ()

    @final
    def legal_cards(self) -> set[Card]:
        """Cards of the perspective the engine lets the acting human use now."""
        for part in self.parts.having("legal_cards"):
            found = part.legal_cards()
            if found is not None:
                return found
        cards: set[Card] = set()
        for action in self.state.legal_actions():
            cards.update(self.cards_of(action))
        return cards

    @final
    def hover_lift(self, sprite: CardSprite) -> float:
        """How far a hovered or focused card of :meth:`perspective_hand` rises."""
        for part in self.parts.having("hover_lift"):
            lift = part.hover_lift(sprite)
            if lift is not None:
                return lift
        return 34.0

    @final
    def resting_lift(self, sprite: CardSprite) -> float:
        """How far a card of :meth:`perspective_hand` rests lifted (e.g. when picked)."""
        return sum((part.resting_lift(sprite) for part in self.parts.having("resting_lift")),
                   0.0)

    @final
    def number_badges(self) -> list[tuple[CardSprite, str]]:
        """The key that plays each hand card (1–9 by position; a component may differ)."""
        for part in self.parts.having("number_badges"):
            badges = part.number_badges()
            if badges is not None:
                return badges
        return [(sprite, str(number))
                for number, sprite in enumerate(self.perspective_hand()[:9], start=1)]

    @final
    def mark_cards(self) -> None:
        """The components' marks after the hand's (legal, hint, focus) were set."""
        for part in self.parts.having("mark_cards"):
            part.mark_cards()

    @final
    def private_turn(self, seat: int) -> bool:
        """Whether this human turn shows something secret (then humans hand over)."""
        for part in self.parts.having("private_turn"):
            private = part.private_turn(seat)
            if private is not None:
                return private
        return True

    @final
    def thinking_pause(self, seat: int) -> float:
        """How long a computer seat visibly thinks before its move."""
        for part in self.parts.having("thinking_pause"):
            pause = part.thinking_pause(seat)
            if pause is not None:
                return pause
        return self.services.settings.think_time * self.speed

    @final
    def plate_info(self, seat: int) -> tuple[str, Colour] | None:
        """The name plate's second line, if the game shows more than the card count."""
        return next((info for part in self.parts.having("plate_info")
                     if (info := part.plate_info(seat)) is not None), None)

    @final
    def plate_badge(self, seat: int) -> tuple[str, Colour, Colour] | None:
        """A seat's standing that replaces its plate's info line — (text, text colour,
        plate colour) — and ends its turns (e.g. out of the game); None: none."""
        return next((badge for part in self.parts.having("plate_badge")
                     if (badge := part.plate_badge(seat)) is not None), None)

    @final
    def keep_clear(self) -> list[pygame.Rect]:
        """More places a toast must not cover (the components' panels and badges)."""
        return [rect for part in self.parts.having("keep_clear") for rect in part.keep_clear()]

    @final
    def draw_static(self, surface: pygame.Surface) -> None:
        """What never changes during a game (kept with the felt): the log's panel and
        the components' panels."""
        theme.draw_panel(surface, LOG_RECT, theme.PANEL, 215, radius=20)
        theme.blit_text(surface, i18n.tr("table.log"), (LOG_RECT.x + 20, LOG_RECT.y + 14),
                        theme.SIZE_SMALL, theme.GOLD)
        for part in self.parts.having("draw_static"):
            part.draw_static(surface)

    @final
    def static_rects(self) -> list[pygame.Rect]:
        """Where :meth:`draw_static` draws (its panels; their shadows are added)."""
        return [LOG_RECT, *(rect for part in self.parts.having("static_rects")
                            for rect in part.static_rects())]

    @final
    def static_key(self) -> tuple[object, ...]:
        """What :meth:`draw_static` depends on beyond size, language and deck colours
        (the kept background is drawn again when it changes)."""
        return tuple(part.static_key() for part in self.parts.having("static_key"))

    @final
    def draw_overlay(self, surface: pygame.Surface) -> None:
        """The components' marks over the cards (sums, banners)."""
        for part in self.parts.having("draw_over"):
            part.draw_over(surface)

    @final
    def game_key(self, event: pygame.event.Event) -> bool:
        """A key the game's components handle, before the shared keys (True if used)."""
        return any(part.key(event) for part in self.parts.having("key"))

    @final
    def click_table(self, pos: tuple[int, int]) -> bool:
        """A click that hit no hand card (the components' table places)."""
        return any(part.click(pos) for part in self.parts.having("click"))

    @final
    def drop_card(self, sprite: CardSprite, pos: tuple[int, int]) -> bool:
        """A hand card dragged and let go at ``pos``: a component's, else played on the
        drop zone."""
        for part in self.parts.having("drop"):
            used = part.drop(sprite, pos)
            if used is not None:
                return used
        if not self.drop_rect.collidepoint(pos) or not self.play_card(sprite):
            self.layer.relayout(0.25)
        return True

    @final
    def drop_glow(self) -> pygame.Rect | None:
        """Where the card being dragged would land if let go now, to glow (None: no
        glow, letting go there does nothing). By default the whole drop zone."""
        glow: pygame.Rect | None = self.drop_rect
        for part in self.parts.having("drop_glow"):
            glow = part.drop_glow(glow)
        return glow

    @final
    def pointer_moved(self, pos: tuple[int, int]) -> None:
        """The mouse moved (after hover and drag were updated)."""
        for part in self.parts.having("pointer_moved"):
            part.pointer_moved(pos)

    @final
    def quiet(self) -> None:
        """Forget the banners and marks of moves already past (after a fast-forward: a
        rebuilt position shows no Zwick or trick banner of a move made long ago)."""
        for part in self.parts.having("quiet"):
            part.quiet()

    @final
    def reading(self) -> bool:
        """The table holds still for the player to read what lies there (a laid-out
        last trick) until :meth:`done_reading`; a policy may speak meanwhile."""
        return any(part.reading() for part in self.parts.having("reading"))

    @final
    def done_reading(self) -> None:
        """The player continues: what was held for reading goes on."""
        for part in self.parts.having("done_reading"):
            part.done_reading()

    @final
    def reader_pause(self) -> bool:
        """Whether the table holds still for its players to read (a last trick): a
        phone seat's page offers Continue meanwhile."""
        return any(part.reader_pause() for part in self.parts.having("reader_pause"))

    @final
    def end_reader_pause(self) -> None:
        """A player (on a phone) has read enough: the table goes on."""
        self.done_reading()

    @final
    def hint_ready(self) -> None:
        """``self.hint`` has just been shown (a component may pre-select it). The hint
        arrives after some frames of thinking, not when it was asked for."""
        for part in self.parts.having("hint_shown"):
            part.hint_shown()

    @final
    def lesson_targets(self, name: str) -> list[pygame.Rect]:
        """Where ``name`` is on screen, for the lesson coach's highlights: a component's
        place (a panel, a pile), a card text (wherever that card lies face up), a zone
        name (its cards) or a button's action text (``take``)."""
        for part in self.parts.having("lesson_targets"):
            found = part.lesson_targets(name)
            if found:
                return found
        for button, make_action in self.buttons:
            action = make_action()
            if action is not None and str(action) == name:
                return [button.rect.copy()]
        assets = self.services.assets
        sprites = self.layer.zones.get(name)
        if sprites:
            rects = [s.rect(assets) for s in sprites]
            return [rects[0].unionall(rects[1:])]
        for sprite in self.layer.all():
            if sprite.face_up and sprite.card is not None and sprite.card.text == name:
                return [self.visible_rect(sprite)]    # never points at a hidden card
        return []

    @final
    def visible_rect(self, sprite: CardSprite) -> pygame.Rect:
        """The part of a card that the cards drawn over it leave visible: in a fan, the
        strip up to the next card (its index corner), not the neighbour on it. A card
        covered on both sides, or all over, keeps its whole rectangle."""
        assets = self.services.assets
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
