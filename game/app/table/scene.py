"""The table scene every game shares: the card layer, its animations, the perspective
(whose hand is face up) and the drawing, put together from its parts.

- :class:`~game.app.table.driver.TurnDriver` drives the turns through the seats'
  controllers and owns hand-off, autosave, fast-forward and hints;
- :class:`~game.app.table.hand_input.HandInput` turns the local human's gestures into
  moves;
- :class:`~game.app.table.chrome.Chrome` draws plates, log, status, buttons and badges;
- a :class:`~game.app.table.policy.TablePolicy` says who drives: the plain game, a
  lesson's coach or the replay viewer.

A game's table subclasses :class:`TableScene` and supplies named hooks (like
python-chess's variants): the layout of its zones (:meth:`place`), the seat anchors, how
the engine's events become animation steps (:meth:`animate`), which move a hand card
means, its buttons, its centre panels. Hands are zones named ``hand:<seat>``.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

import pygame

from game.ai.background import shared_worker
from game.app import i18n
from game.app.kit import theme
from game.app.kit.cards_view import CardLayer, CardSprite, Place
from game.app.kit.tween import Timeline, Tweens
from game.app.kit.widgets import Button, Toast
from game.app.session import Session
from game.app.shell import frame
from game.app.shell.scene import Scene
from game.app.table.chrome import Chrome
from game.app.table.driver import TurnDriver
from game.app.table.hand_input import HandInput
from game.app.table.layout import LOG_RECT, TOAST_WIDTH, hand_zone, zone_owner
from game.app.table.policy import TablePolicy
from game.rules import Card, Event, GameState, cards_of

#: (game button, what it plays) — the action is asked when pressed
GameButton = tuple[Button, Any]


class TableScene(Scene):
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

    def __init__(self, app: Any, session: Session, policy: TablePolicy | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.state: GameState = session.state
        self.players = self.state.players
        self.tweens = Tweens()
        self.timeline = Timeline()
        self.layer = CardLayer(app.assets, self.tweens, self.place)
        self.toast = Toast()
        humans = session.humans
        here = session.humans_here                 # phone seats' hands never face up here
        self.show_all = not humans                 # demo: every hand face up
        self.perspective: int | None = here[0] if len(here) == 1 else None
        self.bottom = (here or humans or [0])[0]   # seat drawn at the bottom
        self.shown_turn: int | None = None
        self.hint: Any = None
        self.started = False
        self.elapsed = 0.0
        self.driver = TurnDriver(self)
        self.input = HandInput(self)
        self.chrome = Chrome(self)
        self.policy = policy or TablePolicy()
        self.pause_button = Button((1740, 20, 160, 70), lambda: i18n.tr("table.menu"),
                                   lambda: app.nav.pause(self), size=theme.SIZE_BODY)
        self.hint_button = Button((1560, 20, 160, 70), lambda: i18n.tr("table.hint"),
                                  self.driver.show_hint, size=theme.SIZE_BODY,
                                  icon=app.assets.icon("hint", 40))
        self.hint_button.enabled = self.human_to_act
        self.policy.attach(self)

    @cached_property
    def buttons(self) -> list[GameButton]:
        """The game's buttons (made on first use, after the game's table is set up)."""
        return self.make_buttons()

    # --- hooks for the game's table ------------------------------------------------------

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
                return [sprite.rect(assets)]          # never points at a hidden card
        return []

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
        return i18n.tr("table.keys")

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

    def touches(self, action: Any, target: Any) -> bool:
        """Whether ``action`` involves ``target`` (a table place the game defines)."""
        return False

    def matching(self, card: Card, target: Any = None) -> list[Any]:
        """The legal actions that play ``card`` (and involve ``target``, if given).

        Like python-chess's ``find_move``: a gesture is turned into moves by filtering
        ``legal_actions()``, never by re-deriving a rule.
        """
        return [a for a in self.state.legal_actions() if card in self.cards_of(a)
                and (target is None or self.touches(a, target))]

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

    def hint_ready(self) -> None:
        """``self.hint`` has just been shown (a game's table may pre-select it). The
        hint arrives after some frames of thinking, not when it was asked for."""

    # --- scene life -----------------------------------------------------------------------

    def enter(self) -> None:
        if not self.started:
            self.started = True
            self.layer.speed = self.app.settings.speed
            self.setup_cards()
            if self.driver.searches:
                shared_worker().start()   # now, not in the middle of the first turn
            self.driver.run_fast_forward()
            self.driver.save_progress(moved=False)
        self.sync_settings()

    def leave(self) -> None:
        self.input.hovered = None
        self.input.end_drag(cancel=True)
        self.policy.left()

    def dispose(self) -> None:
        self.driver.dispose()
        self.chrome.forget()

    def sync_settings(self) -> None:
        settings = self.app.settings
        self.layer.speed = self.speed
        self.layer.four_colour = settings.four_colour

    @property
    def speed(self) -> float:
        instant = self.driver.forwarding or self.policy.instant
        return 0.0 if instant else self.app.settings.speed

    @property
    def animations_busy(self) -> bool:
        """Cards moving or animation steps queued."""
        return self.timeline.busy or self.tweens.pending > 0

    @property
    def busy(self) -> bool:
        """No turn is driven now: cards move, or the policy holds the table (a coach
        waiting for Continue)."""
        return self.animations_busy or self.policy.holds()

    @property
    def animating(self) -> bool:
        """Still while a human decides (nothing moves); otherwise the picture changes."""
        waiting = self.state.is_over or self.human_to_act()
        return (self.busy or self.toast.visible or self.driver.thinking is not None
                or self.input.dragging or self.input.lifting or not waiting)

    def update(self, dt: float) -> None:
        if self.policy.before_update(dt):
            return
        self.elapsed += dt
        self.sync_settings()
        self.tweens.update(dt)
        self.timeline.update(dt)
        self.toast.update(dt)
        self.input.update_lifts(dt)
        self.driver.think_hint()
        self.driver.tick(dt)
        if self.busy or not self.policy.drives_turns:
            self.input.refresh_marks()
        else:
            self.driver.update(dt)
        self.policy.after_update(dt)

    def handle(self, event: pygame.event.Event) -> bool:
        verdict = self.policy.handle(event)
        if verdict is None:
            return False
        return verdict or self.input.handle(event)

    def perform(self, action: Any) -> bool:
        """A move made at this table (by the hand input or a seat's controller): the
        policy may stand between it and the engine, which judges it."""
        return self.policy.move(action, self.driver.perform)

    # --- turns ----------------------------------------------------------------------------

    def human_to_act(self) -> bool:
        """A local human may move now: their turn, their hand shown, nothing moving."""
        seat = self.state.current_player
        return (seat is not None and not self.busy and self.driver.is_local(seat)
                and self.session.is_human(seat) and seat == self.perspective
                and self.policy.drives_turns and self.policy.may_act())

    def status_text(self) -> str:
        """The status line: empty while cards move, "… is thinking" for a computer,
        else what the human to act may do (:meth:`turn_status`)."""
        state = self.state
        if not self.policy.shows_status or (self.busy and self.driver.thinking is None):
            return ""
        if state.is_over:
            return i18n.tr("table.status.over")
        seat = state.current_player
        name = state.player_name(seat)
        if not self.session.is_human(seat) or not self.driver.is_local(seat):
            return i18n.tr("table.status.wait", name=name)
        return self.turn_status(name)

    # --- faces, perspective, hands -------------------------------------------------------

    def face_rule(self, sprite: CardSprite) -> bool:
        owner = zone_owner(sprite.zone)
        if owner is None:
            return sprite.zone in self.public_zones
        return self.show_all or owner == self.perspective

    def sync_faces(self, animate: bool = True) -> None:
        for sprite in self.layer.all():
            self.layer.set_face(sprite, self.face_rule(sprite), animate)

    def arrange_hands(self) -> None:
        """Sort the hands their owners may see; keep the others in arrival order."""
        for seat in range(self.players):
            cards = self.layer.zone(hand_zone(seat))
            if self.show_all or seat == self.perspective:
                cards.sort(key=lambda s: self.hand_sort_key(s.card) if s.card else (0,))
            else:
                cards.sort(key=lambda s: s.arrival)

    def settle(self, duration: float) -> float:
        """Sort and turn the hands as they should be, and move every card home."""
        self.arrange_hands()
        self.sync_faces()
        return self.layer.relayout(duration)

    def set_perspective(self, seat: int | None) -> None:
        """Whose hand is face up. ``None`` hides every hand at once (hand-off)."""
        self.perspective = seat
        self.input.key_queue.clear()
        if seat is not None:
            self.bottom = seat
        self.sync_faces(animate=seat is not None)
        self.arrange_hands()
        self.layer.relayout(0.35)

    def rel_seat(self, seat: int) -> int:
        return (seat - self.bottom) % self.players

    def take_from_stock(self, card: Card, zone: str,
                        face_up: bool | None = None) -> CardSprite | None:
        """The stock's top card becomes ``card`` and moves to ``zone``, face up as
        :meth:`face_rule` says unless ``face_up`` is given (None: the stock is empty).
        The caller lays the zones out."""
        stock = self.layer.zone("stock")
        if not stock:
            return None
        sprite = stock[-1]
        sprite.card = card
        self.layer.move(sprite, zone)
        self.layer.set_face(sprite, self.face_rule(sprite) if face_up is None else face_up)
        return sprite

    def perspective_hand(self) -> list[CardSprite]:
        if self.perspective is None and not self.show_all:
            return []
        seat = self.perspective if self.perspective is not None else self.bottom
        return self.layer.zone(hand_zone(seat))

    # --- drawing --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        chrome = self.chrome
        frame.backdrop(surface, self.app.assets.felt(surface.get_size()))
        for strip, place in chrome.static_strips(surface.get_size()):
            surface.blit(strip, place)
        self.draw_centre(surface)
        if self.input.dragging:
            halo = theme.glow(self.drop_rect.size, theme.GOLD, 28, 8)
            surface.blit(halo, halo.get_rect(center=self.drop_rect.center))
        for seat in range(self.players):
            chrome.draw_plate(surface, seat)
        self.layer.draw(surface)
        self.draw_overlay(surface)
        chrome.draw_badges(surface)
        chrome.draw_log(surface)
        chrome.draw_controls(surface)
        chrome.draw_status(surface)
        self.toast.draw(surface, self.app.assets, chrome.toast_centre(), TOAST_WIDTH,
                        four_colour=self.app.settings.four_colour)
        self.policy.draw(surface)
