"""The table scene every game shares: its parts put together, the frame loop and the
drawing. No game subclasses it.

- :class:`~game.app.table.model.TableModel` — the game, its session and seats, and
  whose eyes the screen is for;
- a game's :class:`~game.app.table.presenter.Presenter` — its layout, its deal and
  animations, what a hand card means, its buttons and texts — and the
  :mod:`~game.app.table.parts` it adds, found by what they can do;
- :class:`~game.app.table.driver.TurnDriver` drives the turns through the seats'
  controllers and publishes what happened (``driver.events``);
- :class:`~game.app.table.hands.Hands` — the hands, their faces and the perspective;
- :class:`~game.app.table.hand_input.HandInput` turns the local human's gestures into
  moves;
- :class:`~game.app.table.chrome.Chrome` draws plates, log, status, buttons and badges;
- a :class:`~game.app.table.policy.TablePolicy` says who drives: the plain game, a
  lesson's coach or the replay viewer.

Hands are zones named ``hand:<seat>``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast, final

import pygame

from game.ai.background import shared_worker
from game.app import i18n
from game.app.kit import theme
from game.app.kit.cards_view import CardLayer
from game.app.kit.tween import Timeline, Tweens
from game.app.kit.widgets import Button, Toast
from game.app.session import Session
from game.app.shell import frame
from game.app.shell.scene import Scene
from game.app.table.chrome import Chrome
from game.app.table.driver import TurnDriver
from game.app.table.events import Logged, Move, MoveRefused
from game.app.table.hand_input import HandInput
from game.app.table.hands import Hands
from game.app.table.layout import TOAST_WIDTH
from game.app.table.model import TableModel
from game.app.table.parts import Frames, Input, Parts
from game.app.table.policy import TablePolicy
from game.app.table.presenter import Presenter
from game.app.table.take_back import handle as take_back_asked

#: the pace of a game's opening — the deal and the computers' moves before the first
#: turn of a human at this screen — against the chosen speed (animations and thinking):
#: the player waits for nothing but the first own card; the log keeps every move
OPENING_PACE = 0.35

if TYPE_CHECKING:
    from game.app.services import Services


@final
class TableScene(Scene):
    """The scene: the model, the game's presenter and parts, the shared parts, the frame
    loop and the drawing."""

    prepares_on_enter = True        # the art and the table's images (:meth:`warm_art`)
    music = "table"

    def __init__(self, services: Services, session: Session, presenter: type[Presenter],
                 policy: TablePolicy | None = None) -> None:
        super().__init__(services)
        self.model = TableModel(session)
        self.tweens = Tweens()
        self.timeline = Timeline()
        self.toast = Toast()
        self.started = False
        self.elapsed = 0.0
        self.presenter = presenter(self)
        self.layer = CardLayer(services.assets, self.tweens, self.presenter.place)
        self.layer.stacked = self.presenter.stacked()
        #: the game's parts (they only keep the table until they are asked)
        self.parts = Parts(kind(self) for kind in self.presenter.parts)
        self.hands = Hands(self)
        self.driver = TurnDriver(self)
        self.input = HandInput(self)
        self.chrome = Chrome(self)
        self.policy = policy or TablePolicy()
        self.pause_button = Button((1740, 20, 160, 70), lambda: i18n.tr("table.menu"),
                                   lambda: services.nav.pause(self), size=theme.SIZE_BODY)
        self.hint_button = Button((1560, 20, 160, 70), lambda: i18n.tr("table.hint"),
                                  self.driver.show_hint, size=theme.SIZE_BODY,
                                  icon=services.assets.icon("hint", 40))
        self.hint_button.enabled = self.human_to_act
        self.policy.attach(self)
        # a refused move is said at once, by whichever narrator the app has then
        self.driver.events.subscribe(MoveRefused,
                                     lambda refused: services.speech.refused(refused.reason))
        # the log is read aloud by whichever narrator the app has then, which follows
        # the rest of the driver's news itself (moves, explanations, computers waiting)
        self.driver.events.subscribe(Logged,
                                     lambda logged: services.speech.logged(logged.entry, self))

    # --- scene life -----------------------------------------------------------------------

    def enter(self) -> None:
        if not self.started:
            self.started = True
            self.layer.speed = self.services.settings.speed
            self.presenter.setup_cards()
            self.warm_art()
            if self.driver.searches:
                shared_worker().start()   # now, not in the middle of the first turn
            self.driver.run_fast_forward()
            self.driver.save_progress(moved=False)
        self.hands.unveil()
        self.chrome.on_top = True
        self.sync_settings()

    def warm_art(self) -> None:
        """Before the first frame: read the art of every card the opening shows (the deal
        would read it in the frames where the cards turn up), and draw the table once,
        unpainted, so that its felt, panels, plates and texts are made (the first frame
        made them: 33–37 ms at 1920x1080)."""
        assets, settings = self.services.assets, self.services.settings
        assets.set_large_print(settings.large_cards)
        assets.warm_cards((card.text for card in self.hands.cards_to_come()),
                          settings.four_colour)
        self.sync_settings()
        if self.speed > 0:
            # the deal starts, nothing moves and no turn is driven yet: its flying cards'
            # shadows, the round's banner and the first log line are drawn below too
            # (instant animations would end the deal here, before the first frame's
            # turn is set up: they have nothing in flight to prepare)
            self.tweens.update(0.0)
            self.timeline.update(0.0)
        recorded = frame.Frame(self.services.window.canvas)     # recorded, never painted
        self.draw(cast(pygame.Surface, recorded))

    def leave(self) -> None:
        self.chrome.on_top = False
        self.input.hovered = None
        self.input.end_drag(cancel=True)
        self.policy.left()
        self.hands.veil()

    def dispose(self) -> None:
        for service in self.driver.services:
            service.detach(self)
        self.driver.dispose()
        self.chrome.forget()

    def sync_settings(self) -> None:
        settings = self.services.settings
        self.layer.speed = self.speed
        self.layer.four_colour = settings.four_colour

    @property
    def speed(self) -> float:
        instant = self.driver.forwarding or self.policy.instant
        if instant:
            return 0.0
        pace = OPENING_PACE if self.driver.in_opening else 1.0
        return self.services.settings.speed * pace

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
        waiting = self.model.state.is_over or self.human_to_act()
        return (self.busy or self.toast.counting or self.driver.thinking is not None
                or self.input.dragging or self.input.lifting or not waiting)

    def update(self, dt: float) -> None:
        if not self.policy.before_update(dt):
            self._update_table(dt)
        for part in self.parts.having(Frames):
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

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.toast.input_seen()             # a hint stays until then
        if take_back_asked(self, event):
            return True
        if any(part.handle(event) for part in self.parts.having(Input)):
            return True
        verdict = self.policy.handle(event)
        if verdict is None:
            return False
        return verdict or self.input.handle(event)

    def perform(self, action: Move) -> bool:
        """A move made at this table (by the hand input or a seat's controller): the
        policy may stand between it and the engine, which judges it."""
        return self.policy.move(action, self.driver.perform)

    # --- turns ----------------------------------------------------------------------------

    def open_rules(self) -> None:
        """The rules of this game, with the options it is played with (F1)."""
        self.services.nav.open_rules(self.model.game, self.model.session.options)

    def hand_off(self, seat: int) -> None:
        """Cover the table until ``seat``'s player confirms they alone look (hot seat)."""
        self.services.nav.hand_off(self, seat)

    def show_scoreboard(self) -> None:
        """The game's score sheet over this table (what follows the plain game's end)."""
        self.services.nav.scoreboard(self)

    def human_to_act(self) -> bool:
        """A local human may move now: their turn, their hand shown, nothing moving."""
        model = self.model
        seat = model.state.current_player
        return (seat is not None and not self.busy and self.driver.is_local(seat)
                and model.session.is_human(seat) and seat == model.perspective
                and self.policy.drives_turns and self.policy.may_act())

    # --- drawing --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        chrome = self.chrome
        frame.backdrop(surface, self.services.assets.felt(surface.get_size()))
        for strip, place in chrome.static_strips(surface.get_size()):
            surface.blit(strip, place)
        self.presenter.draw_centre(surface)
        glow = self.input.drop_glow() if self.input.dragging else None
        if glow is not None:
            halo = theme.glow(glow.size, theme.GOLD, 28, 8)
            surface.blit(halo, halo.get_rect(center=glow.center))
        for seat in range(self.model.players):
            chrome.draw_plate(surface, seat)
        self.layer.draw(surface)
        chrome.draw_overlay(surface)
        chrome.draw_badges(surface)
        chrome.draw_log(surface)
        chrome.draw_controls(surface)
        chrome.draw_status(surface)
        self.toast.draw(surface, self.services.assets, chrome.toast_centre(), TOAST_WIDTH,
                        four_colour=self.services.settings.four_colour)
        self.policy.draw(surface)
