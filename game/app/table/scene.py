"""The table scene every game shares: the card layer, its animations, the perspective
(whose hand is face up) and the drawing, put together from its parts.

- :class:`~game.app.table.driver.TurnDriver` drives the turns through the seats'
  controllers and owns hand-off, autosave, fast-forward and hints;
- :class:`~game.app.table.hand_input.HandInput` turns the local human's gestures into
  moves;
- :class:`~game.app.table.chrome.Chrome` draws plates, log, status, buttons and badges;
- a :class:`~game.app.table.policy.TablePolicy` says who drives: the plain game, a
  lesson's coach or the replay viewer.

A game's table subclasses :class:`TableScene`, supplies the few named hooks of
:class:`~game.app.table.hooks.TableHooks` (like python-chess's variants): the layout of
its zones (:meth:`place`), the seat anchors, how the engine's events become animation
steps (:meth:`animate`), which move a hand card means, its buttons, its centre panel —
and declares its :mod:`~game.app.table.components` for whatever only that game needs
(drop targets, banners, a pause for reading). Everything else here is final. Hands are
zones named ``hand:<seat>``.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any, cast, final

import pygame

from game.ai.background import shared_worker
from game.app import i18n
from game.app.kit import theme
from game.app.kit.cards_view import CardLayer, CardSprite
from game.app.kit.tween import Timeline, Tweens
from game.app.kit.widgets import Button, Toast
from game.app.session import Session
from game.app.shell import frame
from game.app.shell.scene import Scene
from game.app.table.chrome import Chrome
from game.app.table.components import Components
from game.app.table.driver import TurnDriver
from game.app.table.events import Logged, MoveRefused
from game.app.table.hand_input import HandInput
from game.app.table.hooks import GameButton, TableHooks
from game.app.table.layout import TOAST_WIDTH, hand_zone
from game.app.table.policy import TablePolicy
from game.app.table.take_back import handle as take_back_asked
from game.rules import Card, GameState

#: the pace of a game's opening — the deal and the computers' moves before the first
#: turn of a human at this screen — against the chosen speed (animations and thinking):
#: the player waits for nothing but the first own card; the log keeps every move
OPENING_PACE = 0.35

if TYPE_CHECKING:
    from game.app.app import App


class TableScene(TableHooks, Scene):
    """The scene: its parts put together, the frame loop, the perspective and the
    drawing. What a game's table overrides is in :class:`TableHooks` (the members
    that are not final) and its components."""

    prepares_on_enter = True        # the art and the table's images (:meth:`warm_art`)
    music = "table"

    def __init__(self, app: App, session: Session, policy: TablePolicy | None = None) -> None:
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
        #: the perspective put aside while an overlay covers the table (see :meth:`veil`)
        self.veiled: int | None = None
        self.hint: Any = None
        self.started = False
        self.elapsed = 0.0
        #: the game's components (they only keep the table until they are asked)
        self.parts = Components(kind(self) for kind in self.components)
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
        # a refused move is said at once, by whichever narrator the app has then
        self.driver.events.subscribe(MoveRefused,
                                     lambda refused: app.speech.refused(refused.reason))
        # the log is read aloud by whichever narrator the app has then, which follows
        # the rest of the driver's news itself (moves, explanations, computers waiting)
        self.driver.events.subscribe(Logged, lambda logged: app.speech.logged(logged.entry, self))

    @final
    @cached_property
    def buttons(self) -> list[GameButton]:
        """The game's buttons (made on first use, after the game's table is set up)."""
        return self.make_buttons()

    # --- scene life -----------------------------------------------------------------------

    @final
    def enter(self) -> None:
        if not self.started:
            self.started = True
            self.layer.speed = self.app.settings.speed
            self.setup_cards()
            self.warm_art()
            if self.driver.searches:
                shared_worker().start()   # now, not in the middle of the first turn
            self.driver.run_fast_forward()
            self.driver.save_progress(moved=False)
        self.unveil()
        self.chrome.on_top = True
        self.sync_settings()

    @final
    def warm_art(self) -> None:
        """Before the first frame: read the art of every card the opening shows (the deal
        would read it in the frames where the cards turn up), and draw the table once,
        unpainted, so that its felt, panels, plates and texts are made (the first frame
        made them: 33–37 ms at 1920x1080)."""
        assets, settings = self.app.assets, self.app.settings
        assets.set_large_print(settings.large_cards)
        assets.warm_cards((card.text for card in self.cards_to_come()), settings.four_colour)
        self.sync_settings()
        if self.speed > 0:
            # the deal starts, nothing moves and no turn is driven yet: its flying cards'
            # shadows, the round's banner and the first log line are drawn below too
            # (instant animations would end the deal here, before the first frame's
            # turn is set up: they have nothing in flight to prepare)
            self.tweens.update(0.0)
            self.timeline.update(0.0)
        self.draw(cast(pygame.Surface, frame.Frame(self.app.canvas)))   # recorded, never painted

    @final
    def leave(self) -> None:
        self.chrome.on_top = False
        self.input.hovered = None
        self.input.end_drag(cancel=True)
        self.policy.left()
        self.veil()

    @final
    def veil(self) -> None:
        """The table is covered by an overlay (pause, confirm, phones): the hand shown
        to the player at this screen turns face down, since the screen may now be seen
        by anyone on the sofa. The cards keep their places; :meth:`unveil` undoes it."""
        if self.state.is_over or self.show_all or self.perspective is None or \
                self.veiled is not None:
            return
        self.veiled, self.perspective = self.perspective, None
        self.sync_faces(animate=False)

    @final
    def unveil(self) -> None:
        """Back on top: one human here sees their hand again; with several, whoever is
        to act confirms a hand-off first (the driver sees no perspective and asks)."""
        seat, self.veiled = self.veiled, None
        if seat is None:
            return
        if len(self.driver.local_humans) > 1:
            self.set_perspective(None)
            return
        self.perspective = seat
        self.sync_faces(animate=False)

    @final
    def dispose(self) -> None:
        for service in self.driver.services:
            service.detach(self)
        self.driver.dispose()
        self.chrome.forget()

    @final
    def sync_settings(self) -> None:
        settings = self.app.settings
        self.layer.speed = self.speed
        self.layer.four_colour = settings.four_colour

    @final
    @property
    def speed(self) -> float:
        instant = self.driver.forwarding or self.policy.instant
        if instant:
            return 0.0
        pace = OPENING_PACE if self.driver.in_opening else 1.0
        return self.app.settings.speed * pace

    @final
    @property
    def animations_busy(self) -> bool:
        """Cards moving or animation steps queued."""
        return self.timeline.busy or self.tweens.pending > 0

    @final
    @property
    def busy(self) -> bool:
        """No turn is driven now: cards move, or the policy holds the table (a coach
        waiting for Continue)."""
        return self.animations_busy or self.policy.holds()

    @final
    @property
    def animating(self) -> bool:
        """Still while a human decides (nothing moves); otherwise the picture changes."""
        waiting = self.state.is_over or self.human_to_act()
        return (self.busy or self.toast.counting or self.driver.thinking is not None
                or self.input.dragging or self.input.lifting or not waiting)

    @final
    def update(self, dt: float) -> None:
        if not self.policy.before_update(dt):
            self._update_table(dt)
        for part in self.parts.having("update"):
            part.update(dt)

    def _update_table(self, dt: float) -> None:
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

    @final
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.toast.input_seen()             # a hint stays until then
        if take_back_asked(self, event):
            return True
        if any(part.handle(event) for part in self.parts.having("handle")):
            return True
        verdict = self.policy.handle(event)
        if verdict is None:
            return False
        return verdict or self.input.handle(event)

    @final
    def perform(self, action: Any) -> bool:
        """A move made at this table (by the hand input or a seat's controller): the
        policy may stand between it and the engine, which judges it."""
        return self.policy.move(action, self.driver.perform)

    # --- turns ----------------------------------------------------------------------------

    @final
    def open_rules(self) -> None:
        """The rules of this game, with the options it is played with (F1)."""
        self.app.nav.open_rules(self.game, self.session.options)

    @final
    def hand_off(self, seat: int) -> None:
        """Cover the table until ``seat``'s player confirms they alone look (hot seat)."""
        self.app.nav.hand_off(self, seat)

    @final
    def show_scoreboard(self) -> None:
        """The game's score sheet over this table (what follows the plain game's end)."""
        self.app.nav.scoreboard(self)

    @final
    def human_to_act(self) -> bool:
        """A local human may move now: their turn, their hand shown, nothing moving."""
        seat = self.state.current_player
        return (seat is not None and not self.busy and self.driver.is_local(seat)
                and self.session.is_human(seat) and seat == self.perspective
                and self.policy.drives_turns and self.policy.may_act())

    @final
    def status_text(self) -> str:
        """The status line: empty while cards move, "… is thinking" for a computer,
        else what the human to act may do (:meth:`turn_status`)."""
        state = self.state
        if not self.policy.shows_status or (self.busy and self.driver.thinking is None) or \
                any(part.covers_status() for part in self.parts.having("covers_status")):
            return ""
        seat = state.current_player
        if seat is None:
            return i18n.tr("table.status.over")
        name = state.player_name(seat)
        if not self.session.is_human(seat) or not self.driver.is_local(seat):
            return self.driver.seat_turn_text(seat) or i18n.tr("table.status.wait", name=name)
        return self.turn_status(name)

    # --- faces, perspective, hands -------------------------------------------------------

    @final
    def sync_faces(self, animate: bool = True) -> None:
        for sprite in self.layer.all():
            self.layer.set_face(sprite, self.face_rule(sprite), animate)

    @final
    def arrange_hands(self) -> None:
        """Sort the hands their owners may see; keep the others in arrival order (unless
        a component arranges them)."""
        if any(part.arrange_hands() for part in self.parts.having("arrange_hands")):
            return
        for seat in range(self.players):
            cards = self.layer.zone(hand_zone(seat))
            if self.show_all or seat == self.perspective:
                cards.sort(key=lambda s: self.hand_sort_key(s.card) if s.card else (0,))
            else:
                cards.sort(key=lambda s: s.arrival)

    @final
    def settle(self, duration: float) -> float:
        """Sort and turn the hands as they should be, and move every card home."""
        self.arrange_hands()
        self.sync_faces()
        return self.layer.relayout(duration)

    @final
    def set_perspective(self, seat: int | None) -> None:
        """Whose hand is face up. ``None`` hides every hand at once (hand-off). At a
        public turn (nothing secret shown, e.g. bidding in the open) the acting human uses
        their cards where they lie: the table keeps its orientation, no spinning."""
        if seat is not None and self.perspective is not None and not self.private_turn(seat):
            self.perspective = seat
            for part in self.parts.having("public_turn"):
                part.public_turn(seat)
            self.sync_faces()
            self.layer.relayout(0.2)
            return
        self.perspective = seat
        self.input.key_queue.clear()
        if seat is not None:
            self.bottom = seat
        self.sync_faces(animate=seat is not None)
        self.arrange_hands()
        self.layer.relayout(0.35)

    @final
    def rel_seat(self, seat: int) -> int:
        return (seat - self.bottom) % self.players

    @final
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

    # --- drawing --------------------------------------------------------------------------

    @final
    def draw(self, surface: pygame.Surface) -> None:
        chrome = self.chrome
        frame.backdrop(surface, self.app.assets.felt(surface.get_size()))
        for strip, place in chrome.static_strips(surface.get_size()):
            surface.blit(strip, place)
        self.draw_centre(surface)
        glow = self.drop_glow() if self.input.dragging else None
        if glow is not None:
            halo = theme.glow(glow.size, theme.GOLD, 28, 8)
            surface.blit(halo, halo.get_rect(center=glow.center))
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
