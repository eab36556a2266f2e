"""What every game's table shares: turn driving (humans, computers, hand-off), the
card layer, animation queue, log, toast, name plates, hand interaction (focus, click,
drag, number keys), hints, pause/help keys.

A game's table subclasses :class:`TableScene` and supplies: the layout of its zones
(:meth:`place`), the seat anchors, how the engine's events become animation steps
(:meth:`animate`), which card play a hand card means (:meth:`action_for_card`), its
buttons, and its centre panels. Hands are zones named ``hand:<seat>``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ai.background import shared_worker, think
from game.app import i18n
from game.app.kit import richtext, theme
from game.app.kit.cards_view import CardLayer, CardSprite, Place
from game.app.kit.placement import FreePlace
from game.app.kit.tween import Timeline, Tweens
from game.app.kit.widgets import Button, Toast
from game.app.session import Session, make_hint_adviser
from game.app.shell import controls, frame
from game.app.shell.scene import Scene
from game.rules import Card, Event, GameState, IllegalMove
from game.rules.messages import Message

#: A searching player (one with ``start(view)``) thinks in a worker process; only when
#: the worker is unavailable does it think this many seconds per frame on the frame loop.
THINK_SLICE = 0.008
#: Seconds of thinking the strongest player gets for a hint.
HINT_BUDGET = 0.3
LOG_RECT = pygame.Rect(1480, 700, 420, 360)
PLATE_SIZE = (300, 84)
PLATE_MARGIN = 40         # around a plate's image: its turn glow and shadow
PLATE_TEXT = (74, 12, 48)  # a plate's name and info line: left edge, name top, info top
STATIC_MARGIN = 40        # around a static panel: its shadow
DRAG_THRESHOLD = 12
#: key presses kept while cards move or a computer thinks (replayed on the human's turn)
KEY_QUEUE = 3
BADGE_SIZE = 44
TOAST_WIDTH = 1500
LOG_TEXT = 28
LOG_LINES = 8          # lines that fit in the log panel
LogEntry = Message     # an engine message or an app text key with its values


def hand_zone(seat: int) -> str:
    return f"hand:{seat}"


def zone_owner(zone: str) -> int | None:
    return int(zone[5:]) if zone.startswith("hand:") else None


class TableScene(Scene):
    game = ""
    #: zones whose cards everybody sees
    public_zones: frozenset[str] = frozenset()
    #: where a dragged card may be dropped to play it
    drop_rect = pygame.Rect(760, 300, 400, 360)
    #: height of the centre of the status line; toasts (refusals, hints) are shown this
    #: far above it, so they never cover it — or, where that would cover cards, at the
    #: nearest place that covers none of :meth:`toast_keep_clear` and :meth:`toast_avoid`
    status_y = 660
    toast_above = 76

    def __init__(self, app: Any, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.state: GameState = session.state
        self.players = self.state.players
        self.tweens = Tweens()
        self.timeline = Timeline()
        self.layer = CardLayer(app.assets, self.tweens, self.place)
        self.toast = Toast()
        self.toast_place = FreePlace()
        self.log: list[LogEntry] = []
        self._log_cache: dict[tuple[str, bool, bool, float], list[pygame.Surface]] = {}
        humans = session.humans
        self.show_all = not humans                 # demo: every hand face up
        self.perspective: int | None = humans[0] if len(humans) == 1 else None
        self.bottom = humans[0] if humans else 0   # seat drawn at the bottom
        self.shown_turn: int | None = None
        self.out_places: dict[int, int] = {}
        self.thinking: int | None = None
        self._think_left = 0.0
        self._thinker: Any = None        # a searching computer's decision in progress
        self._hint_job: tuple[Any, int, int] | None = None  # (thinker, seat, moves made)
        self._ended = False
        self.hint: Any = None
        self.focus = 0                 # index into focusables()
        self.keyboard_focus = False    # show the focus ring (after a key press)
        self.hovered: CardSprite | None = None
        self.drag: CardSprite | None = None
        self.drag_from: tuple[int, int] = (0, 0)
        self.drag_offset: tuple[float, float] = (0.0, 0.0)
        self.dragging = False
        self._lifting = False
        self._key_queue: list[pygame.event.Event] = []
        self.status_rect: pygame.Rect | None = None   # where the status line was drawn
        self.started = False
        self.elapsed = 0.0
        #: autosave after every move (off for a table that only shows a replay)
        self.recording = True
        self._forward: list[Any] = []      # recorded moves to fast-forward at the start
        self._forwarding = False
        self._static: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._static_key: tuple | None = None
        self.buttons: list[tuple[Button, Callable[[], Any]]] = self.make_buttons()
        self.pause_button = Button((1740, 20, 160, 70), lambda: i18n.tr("table.menu"),
                                   self.open_pause, size=theme.SIZE_BODY)
        self.hint_button = Button((1560, 20, 160, 70), lambda: i18n.tr("table.hint"),
                                  self.show_hint, size=theme.SIZE_BODY,
                                  icon=app.assets.icon("hint", 40))
        self.hint_button.enabled = self.human_to_act

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

    def make_buttons(self) -> list[tuple[Button, Callable[[], Any]]]:
        return []

    def status_text(self) -> str:
        """The status line: empty while cards move, "… is thinking" for a computer,
        else what the human to act may do (:meth:`turn_status`)."""
        state = self.state
        if self.busy and self.thinking is None:
            return ""
        if state.is_over:
            return i18n.tr("table.status.over")
        seat = state.current_player
        name = state.player_name(seat)
        if not self.session.is_human(seat):
            return i18n.tr("table.status.wait", name=name)
        return self.turn_status(name)

    def turn_status(self, name: str) -> str:
        """What the human to act (``name``) may do now; the game's table says it."""
        return ""

    def settle(self, duration: float) -> float:
        """Sort and turn the hands as they should be, and move every card home."""
        self.arrange_hands()
        self.sync_faces()
        return self.layer.relayout(duration)

    def hand_sort_key(self, card: Card) -> Any:
        return card.index

    def describe_hint(self, action: Any) -> str:
        return str(action)

    def draw_centre(self, surface: pygame.Surface) -> None:
        """Game panels under the cards (trumps, stock count …)."""

    def static_key(self) -> tuple:
        """What :meth:`draw_static` depends on beyond size, language and deck colours
        (the cached background is redrawn when it changes)."""
        return ()

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

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Game marks over the cards (sums, banners)."""

    def cards_of(self, action: Any) -> tuple[Card, ...]:
        """The cards an action plays (for hint marks); one card for most games."""
        card = getattr(action, "card", None)
        return () if card is None else (card,)

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

    def keys_text(self) -> str:
        return i18n.tr("table.keys")

    def pad_keys_text(self) -> str:
        """The hint row while a controller is used: its buttons, the game buttons they
        press here (B and X, see :meth:`pad_button`) included."""
        parts = [i18n.tr("pad.keys_move")]
        for name, intent in (("B", controls.BACK), ("X", controls.ALT)):
            button = self.pad_button(intent)
            if button is not None:
                label = button.label() if callable(button.label) else button.label
                parts.append(f"{name} {label}")
        parts.append(i18n.tr("pad.keys_end"))
        return "  ·  ".join(parts)

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

    def click_table(self, pos: tuple[int, int]) -> bool:
        """A click that hit no hand card (the game's table places)."""
        return False

    def drop_card(self, sprite: CardSprite, pos: tuple[int, int]) -> bool:
        """A hand card dragged and let go at ``pos``: play it on the drop zone."""
        if not self.drop_rect.collidepoint(pos) or not self.play_card(sprite):
            self.layer.relayout(0.25)
        return True

    # --- scene life -----------------------------------------------------------------------

    def enter(self) -> None:
        if not self.started:
            self.started = True
            self.layer.speed = self.app.settings.speed
            self.setup_cards()
            if any(hasattr(c, "start") for c in self.session.computers.values()):
                shared_worker().start()   # now, not in the middle of the first turn
            self._run_fast_forward()
            self.save_progress(moved=False)
        self._sync_settings()

    def leave(self) -> None:
        self.hovered = None
        self._end_drag(cancel=True)

    def dispose(self) -> None:
        for job in (self._thinker, self._hint_job and self._hint_job[0]):
            if job is not None:
                job.cancel()      # nobody waits for it: free the worker
        self._static, self._static_key = [], None

    def _sync_settings(self) -> None:
        settings = self.app.settings
        self.layer.speed = settings.speed
        self.layer.four_colour = settings.four_colour

    @property
    def speed(self) -> float:
        return 0.0 if self._forwarding else self.app.settings.speed

    @property
    def busy(self) -> bool:
        return self.timeline.busy or self.tweens.pending > 0

    @property
    def animating(self) -> bool:
        """Still while a human decides (nothing moves); otherwise the picture changes."""
        return (self.busy or self.toast.visible or self.thinking is not None or self.dragging
                or self._lifting or not self._waiting_for_input())

    def _waiting_for_input(self) -> bool:
        return self.state.is_over or self.human_to_act()

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

    def set_perspective(self, seat: int | None) -> None:
        """Whose hand is face up. ``None`` hides every hand at once (hand-off)."""
        self.perspective = seat
        self._key_queue.clear()
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

    # --- turns ----------------------------------------------------------------------------

    def human_to_act(self) -> bool:
        seat = self.state.current_player
        return (seat is not None and not self.busy and self.session.is_human(seat)
                and seat == self.perspective)

    def update(self, dt: float) -> None:
        self.elapsed += dt
        self._sync_settings()
        self.tweens.update(dt)
        self.timeline.update(dt)
        self.toast.update(dt)
        self._update_lifts(dt)
        self._think_hint()
        if self.busy:
            self._refresh_marks()
            return
        state = self.state
        if state.is_over:
            self.thinking = None
            if not self._ended:
                self._ended = True
                self.on_game_over()
            return
        seat = state.current_player
        self.shown_turn = seat
        if self.session.is_human(seat):
            self.thinking = None
            if seat != self.perspective:
                if len(self.session.humans) > 1 and self.private_turn(seat):
                    self.set_perspective(None)
                    self.app.nav.hand_off(self, seat)
                    return
                self.set_perspective(seat)
            self._refresh_marks()
            if self._key_queue and self.human_to_act():
                self._handle_key(self._key_queue.pop(0))
            return
        self._refresh_marks()
        self._computer_turn(seat, dt)

    def _computer_turn(self, seat: int, dt: float) -> None:
        """Show the computer thinking for a moment, then ask it for its move.

        Easy and Normal decide in well under a millisecond, so they are asked on the frame
        loop once the visible pause is over. A searching player thinks in the worker
        process meanwhile (game/ai/background.py); each frame only asks whether it is done.
        """
        if self.thinking != seat:  # a turn starts: draw one frame with the table at rest
            self.thinking = seat
            self._think_left = self.thinking_pause(seat)
            self._thinker = self._start_thinking(self.session.computers[seat], seat)
            return
        self._think_left -= dt
        thinker = self._thinker
        if thinker is not None and not thinker.done:
            try:
                thinker.step(THINK_SLICE)     # done yet? (searches here only without a worker)
            except Exception:  # a broken computer player must not stop the game
                thinker = self._thinker = None
                self._think_left = -1.0
        if self._think_left > 0 or (thinker is not None and not thinker.done):
            return
        self.thinking = None
        self._thinker = None
        try:
            if thinker is not None:
                action = thinker.result
            else:
                action = self.session.computers[seat].choose(self.state.view(seat))
        except Exception:  # a broken computer player must not stop the game
            action = None
        if action is None or action not in self.state.legal_actions():
            action = self.state.legal_actions()[0]
            self.toast.show(i18n.tr("toast.ai_error"), 3.0)
        self.perform(action)

    def perform(self, action: Any) -> bool:
        """Ask the engine to play ``action``; a refusal shows its reason and changes nothing."""
        state = self.state
        seat = state.current_player
        if seat is None:
            return False
        private = self.private_turn(seat)
        try:
            action = state.legal_action(action)
            sentence = state.describe(action)
            events = state.apply(action)
        except IllegalMove as refusal:
            self.toast.show(i18n.text(refusal.message), 3.5, theme.DANGER)
            self.app.sound.play("error")
            self.layer.relayout(0.2)
            return False
        self.hint = None
        self.toast.time_left = 0.0
        self._hide_after_move(seat, private)
        self.timeline.add(lambda: self.add_log(sentence))
        self.animate(seat, action, events)
        self.save_progress(moved=True)
        return True

    def _hide_after_move(self, seat: int, private: bool) -> None:
        """Hot-seat privacy: with two or more humans, a human's hand turns face down the
        moment their private move is made (unless they move again at once), before any
        computer thinks or the next hand-off is shown."""
        if private and len(self.session.humans) > 1 and self.session.is_human(seat) and \
                self.perspective == seat and self.state.current_player != seat:
            self.set_perspective(None)

    # --- saved games: autosave and fast-forward -------------------------------------------

    def save_progress(self, moved: bool) -> None:
        """Autosave the match; a move that ended the game also goes to the statistics
        and the replays. Nothing while fast-forwarding or showing a replay."""
        saves = getattr(self.app, "saves", None)
        if saves is None or not self.recording or self._forwarding:
            return
        saves.autosave(self.session)
        if moved and self.state.is_over:
            saves.finish_game(self.session)

    def fast_forward(self, actions: Sequence[Any]) -> None:
        """Play these recorded moves (objects or texts) when the table starts, through
        :meth:`perform` — the engine re-checks each — at instant speed and silently:
        how a saved game (or a replay position) is rebuilt, the same for every game."""
        self._forward = list(actions)
        if self.started:
            self._run_fast_forward()

    def _run_fast_forward(self) -> None:
        if not self._forward:
            return
        actions, self._forward = self._forward, []
        settings = self.app.settings
        muted, settings.muted = settings.muted, True
        self._forwarding = True
        self.layer.speed = 0.0
        try:
            self.finish_animations()
            for action in actions:
                if isinstance(action, str):
                    action = self.state.action_from_text(action)
                if not self.perform(action):
                    break
                self.finish_animations()
        finally:
            self._forwarding = False
            settings.muted = muted
            self.layer.speed = settings.speed
        self.toast.time_left = 0.0

    def finish_animations(self) -> None:
        """Run every queued animation step and tween to its end, now."""
        for _ in range(100_000):
            if not self.busy:
                return
            self.timeline.update(1e6)
            self.tweens.finish_all()

    def on_game_over(self) -> None:
        self.app.nav.scoreboard(self)

    def add_log(self, entry: LogEntry) -> float:
        self.log.append(entry)
        del self.log[:-8]
        return 0.0

    def step_log(self, key: str, **values: Any) -> Callable[[], float]:
        return lambda: self.add_log(Message(key, values))

    def log_event(self, event: Event) -> float:
        """Log the engine's sentence for ``event`` (if it has one); a timeline step."""
        message = event.message(self.state.names)
        if message is not None:
            self.add_log(message)
        return 0.0

    # --- marks: legal / dimmed / hint / focus --------------------------------------------

    def focusables(self) -> list[CardSprite | Button]:
        items: list[CardSprite | Button] = list(self.perspective_hand())
        items.extend(button for button, _ in self.buttons)
        items.append(self.hint_button)
        return items

    def _focused(self) -> CardSprite | Button | None:
        items = self.focusables()
        if not items:
            return None
        self.focus = max(0, min(self.focus, len(items) - 1))
        return items[self.focus]

    def _refresh_marks(self) -> None:
        acting = self.human_to_act()
        legal_cards: set[Card] = self.legal_cards() if acting else set()
        highlight = self.app.settings.highlight_legal
        hint_cards = self.cards_of(self.hint) if self.hint is not None else ()
        focused = self._focused() if self.keyboard_focus else None
        mine = set(map(id, self.perspective_hand()))
        for sprite in self.layer.all():
            is_mine = id(sprite) in mine
            sprite.focus = sprite is focused
            if not (acting and is_mine):
                sprite.highlight = None
                sprite.dim = False
                continue
            legal = sprite.card in legal_cards
            sprite.dim = highlight and not legal
            sprite.highlight = theme.HINT if sprite.card in hint_cards else (
                theme.GOLD if highlight and legal else None)

    def _update_lifts(self, dt: float) -> None:
        mine = self.perspective_hand()
        focused = self._focused() if self.keyboard_focus else None
        rate = min(1.0, dt * 18)
        self._lifting = False
        for sprite in mine:
            target = 34.0 if (sprite is self.hovered or sprite is focused) and \
                not sprite.dragging else 0.0
            target += self.resting_lift(sprite)
            sprite.lift += (target - sprite.lift) * (rate if self.speed > 0 else 1.0)
            if abs(target - sprite.lift) < 0.5:
                sprite.lift = target
            else:
                self._lifting = True

    # --- input ----------------------------------------------------------------------------

    def open_pause(self) -> None:
        self.app.nav.pause(self)

    def open_help(self) -> None:
        self.app.nav.open_rules(self.game, self.session.options)

    def _start_thinking(self, player: Any, seat: int) -> Any:
        """A searching player's decision in progress, in the worker process (None: the
        player just chooses, in microseconds)."""
        if getattr(player, "start", None) is None:
            return None
        try:
            return think(player, self.state.view(seat))
        except Exception:
            return None

    def show_hint(self) -> None:
        """Ask the strongest player for the human's move; it thinks in the worker."""
        seat = self.state.current_player
        if seat is None or not self.human_to_act() or self._hint_job is not None:
            return
        try:
            adviser = make_hint_adviser(self.game, seat, HINT_BUDGET)
            thinker = self._start_thinking(adviser, seat)
            if thinker is None:
                self._present_hint(adviser.choose(self.state.view(seat)))
                return
        except Exception:
            self.hint = None
            return
        self._hint_job = (thinker, seat, len(self.state.history))
        self.toast.show(i18n.tr("hint.thinking"), 2.0, theme.HINT)

    def _think_hint(self) -> None:
        """Let a hint in progress think for a slice; show it when done (if still wanted)."""
        job = self._hint_job
        if job is None:
            return
        thinker, seat, moves = job
        if self.state.current_player != seat or len(self.state.history) != moves:
            self._hint_job = None   # the human moved meanwhile
            thinker.cancel()
            return
        try:
            action = thinker.step(THINK_SLICE)
        except Exception:
            self._hint_job = None
            return
        if action is not None:
            self._hint_job = None
            self._present_hint(action)

    def _present_hint(self, action: Any) -> None:
        self.hint = action
        if action is None:
            return
        self.toast.show(i18n.tr("table.hint_text", move=self.describe_hint(self.hint)), 3.0,
                        theme.HINT)
        items = self.focusables()
        hinted = [b for b, make_action in self.buttons if make_action() == self.hint]
        cards = self.cards_of(self.hint)
        for index, item in enumerate(items):
            if item in hinted or (isinstance(item, CardSprite) and item.card in cards):
                self.focus = index
        self.keyboard_focus = True
        self.hint_ready()

    def hint_ready(self) -> None:
        """Hook: ``self.hint`` has just been shown (a game's table may pre-select it).
        The hint arrives after some frames of thinking, not inside :meth:`show_hint`."""

    def play_card(self, sprite: CardSprite) -> bool:
        if not self.human_to_act() or sprite.card is None:
            return False
        return self.perform(self.action_for_card(sprite.card))

    def press_button(self, button: Button) -> bool:
        for candidate, make_action in self.buttons:
            if candidate is button:
                if self.human_to_act():
                    return self.perform(make_action())
                return False
        return button.activate()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._handle_key(event)
        if event.type == pygame.MOUSEMOTION:
            self.keyboard_focus = False
            return self._mouse_motion(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._mouse_down(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._mouse_up(event.pos)
        return False

    def pad_button(self, intent: str) -> Button | None:
        """The game button a pad button means at this table: B the first (Take), X the
        second (Draw)."""
        index = {controls.BACK: 0, controls.ALT: 1}.get(intent)
        if index is None or index >= len(self.buttons):
            return None
        return self.buttons[index][0]

    def _is_move_key(self, event: pygame.event.Event) -> bool:
        """Keys that make a move (queued while the table is busy)."""
        key = event.key
        if controls.pad_intent(event) in (controls.BACK, controls.ALT):
            return self.pad_button(controls.pad_intent(event)) is not None
        hotkeys = {pygame.key.key_code(b.key_hint.lower()) for b, _ in self.buttons
                   if b.key_hint}
        return (pygame.K_1 <= key <= pygame.K_9 or key in hotkeys
                or key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE))

    def _queue_while_busy(self, event: pygame.event.Event) -> bool:
        """Keep a move key pressed while cards move or a computer thinks, for the turn
        of the human whose hand is shown (never across a hand-off)."""
        if self.human_to_act() or self.state.is_over or self.perspective is None \
                or not self.session.is_human(self.perspective) or not self._is_move_key(event):
            return False
        if len(self._key_queue) < KEY_QUEUE:
            self._key_queue.append(event)
        return True

    def _handle_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if self._queue_while_busy(event):
            return True
        intent = controls.pad_intent(event)
        if intent in (controls.BACK, controls.ALT):
            button = self.pad_button(intent)
            if button is not None:
                self.keyboard_focus = True
                if self.human_to_act():
                    self.press_button(button)
                return True
            if intent == controls.ALT:
                return True
        if key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        if key == pygame.K_F1:
            self.open_help()
            return True
        if key == pygame.K_h:
            self.show_hint()
            return True
        for button, make_action in self.buttons:
            if button.key_hint and key == pygame.key.key_code(button.key_hint.lower()):
                if self.human_to_act():
                    self.perform(make_action())
                return True
        if pygame.K_1 <= key <= pygame.K_9:
            hand = self.perspective_hand()
            index = key - pygame.K_1
            if index < len(hand):
                self.keyboard_focus = True
                self.focus = index
                self.play_card(hand[index])
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            items = self.focusables()
            if items:
                if self.keyboard_focus:
                    step = -1 if key == pygame.K_LEFT else 1
                    for _ in range(len(items)):
                        self.focus = (self.focus + step) % len(items)
                        item = items[self.focus]
                        if not isinstance(item, Button) or item.is_enabled:
                            break
                self.keyboard_focus = True
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.activate_focused()
            return True
        return False

    def activate_focused(self) -> None:
        """Play the focused card or press the focused button (Enter, Space, pad A)."""
        self.keyboard_focus = True
        item = self._focused()
        if isinstance(item, CardSprite):
            self.play_card(item)
        elif isinstance(item, Button):
            self.press_button(item)

    def _mouse_motion(self, pos: tuple[int, int]) -> bool:
        if self.drag is not None:
            if not self.dragging and (abs(pos[0] - self.drag_from[0]) + abs(pos[1] -
                                                                            self.drag_from[1])
                                      > DRAG_THRESHOLD):
                self.dragging = True
                self.drag.dragging = True
            if self.dragging:
                self.drag.x = pos[0] + self.drag_offset[0]
                self.drag.y = pos[1] + self.drag_offset[1]
            return True
        self.hovered = None
        for zone in self.hit_zones():
            self.hovered = self.hovered or self.layer.hit(pos, zone)
        return False

    def _mouse_down(self, pos: tuple[int, int]) -> bool:
        for button in [b for b, _ in self.buttons] + [self.hint_button, self.pause_button]:
            if button.rect.collidepoint(pos):
                self.keyboard_focus = False
                self.press_button(button)
                return True
        sprite = None
        for zone in self.hit_zones():
            sprite = sprite or self.layer.hit(pos, zone)
        if sprite is None:
            return self.click_table(pos)
        self.drag = sprite
        self.drag_from = pos
        self.drag_offset = (sprite.x - pos[0], sprite.y - pos[1])
        self.dragging = False
        return True

    def _mouse_up(self, pos: tuple[int, int]) -> bool:
        sprite = self.drag
        if sprite is None:
            return False
        was_drag = self.dragging
        self._end_drag(cancel=False)
        if was_drag:
            return self.drop_card(sprite, pos)
        if not self.play_card(sprite):
            self.layer.relayout(0.25)
        return True

    def _end_drag(self, cancel: bool) -> None:
        if self.drag is not None:
            self.drag.dragging = False
            if cancel:
                self.layer.relayout(0.2)
        self.drag = None
        self.dragging = False

    # --- drawing --------------------------------------------------------------------------

    def draw_static(self, surface: pygame.Surface) -> None:
        """What never changes during a game (cached with the felt): panels, labels."""
        theme.draw_panel(surface, LOG_RECT, theme.PANEL, 215, radius=20)
        theme.blit_text(surface, i18n.tr("table.log"), (LOG_RECT.x + 20, LOG_RECT.y + 14),
                        theme.SIZE_SMALL, theme.GOLD)

    def static_rects(self) -> list[pygame.Rect]:
        """Where :meth:`draw_static` draws (its panels; their shadows are added)."""
        return [LOG_RECT]

    def _static_strips(self, size: tuple[int, int]) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """:meth:`draw_static` on the felt, kept only where it draws: about a megabyte
        instead of an 8 MB picture of the whole background."""
        settings = self.app.settings
        key = (size, settings.language, settings.four_colour, theme.text_scale(),
               self.static_key())
        if self._static_key != key:
            drawn = self.app.assets.felt(size).copy()
            self.draw_static(drawn)
            screen = drawn.get_rect()
            rects = [rect.inflate(2 * STATIC_MARGIN, 2 * STATIC_MARGIN).clip(screen)
                     for rect in self.static_rects()]
            self._static = [(drawn.subsurface(rect).copy(), rect.topleft) for rect in rects]
            self._static_key = key
        return self._static

    def draw(self, surface: pygame.Surface) -> None:
        frame.backdrop(surface, self.app.assets.felt(surface.get_size()))
        for strip, place in self._static_strips(surface.get_size()):
            surface.blit(strip, place)
        self.draw_centre(surface)
        if self.dragging:
            halo = theme.glow(self.drop_rect.size, theme.GOLD, 28, 8)
            surface.blit(halo, halo.get_rect(center=self.drop_rect.center))
        for seat in range(self.players):
            self.draw_plate(surface, seat)
        self.layer.draw(surface)
        self.draw_overlay(surface)
        self.draw_badges(surface)
        self.draw_log(surface)
        self.draw_controls(surface)
        self.draw_status(surface)
        self.toast.draw(surface, self.app.assets, self.toast_centre(), TOAST_WIDTH,
                        four_colour=self.app.settings.four_colour)

    def toast_centre(self) -> tuple[int, int]:
        """Above the status line, unless that covers what must stay visible: then the
        nearest place that covers none of it (one rule for every table)."""
        preferred = (960, self.status_y - self.toast_above)
        if not self.toast.visible:
            return preferred
        size = self.toast.size(self.app.assets, TOAST_WIDTH, self.app.settings.four_colour)
        return self.toast_place.centre(size, preferred, self.toast_keep_clear(),
                                       self.toast_avoid())

    def toast_keep_clear(self) -> list[pygame.Rect]:
        """What a toast must not cover: the cards at rest (table, hands, piles) and the
        status line; a table may add its own."""
        keep = [s.rect(self.app.assets) for s in self.layer.all() if not s.moving]
        if self.status_rect is not None and self.status_text():
            keep.append(self.status_rect)
        return keep

    def toast_avoid(self) -> list[pygame.Rect]:
        """What a toast had better not cover: the name plates and the buttons."""
        avoid = [self.pause_button.rect]
        for seat in range(self.players):
            plate = pygame.Rect(0, 0, *PLATE_SIZE)
            plate.center = self.seat_anchor(seat)
            avoid.append(plate)
        if self.session.humans:
            avoid += [b.rect for b, _ in self.buttons] + [self.hint_button.rect]
        return avoid

    def draw_plate(self, surface: pygame.Surface, seat: int) -> None:
        """The seat's name plate: its body (panel, glow, icon, name) drawn once per look
        into an image, its info line (card count, "thinking…") written over it, so that
        the changing line never costs a new body."""
        body, info, info_colour = self.plate_look(seat)
        image = self.app.assets.plates.get(body)
        if image is None:
            image = self.app.assets.plates.put(body, self._render_plate(body))
        rect = image.get_rect(center=self.seat_anchor(seat))
        surface.blit(image, rect)
        left, _, info_top = PLATE_TEXT
        theme.blit_text(surface, info, (rect.x + PLATE_MARGIN + left,
                                        rect.y + PLATE_MARGIN + info_top),
                        theme.SIZE_SMALL, info_colour)

    def plate_look(self, seat: int) -> tuple[tuple[Any, ...], str, tuple[int, int, int]]:
        """Everything a name plate shows: the body's look (its cache key), the info line
        and its colour."""
        turn = self.shown_turn == seat and not self.state.is_over and \
            seat not in self.out_places
        out = self.out_places.get(seat)
        fool = self.state.is_over and getattr(self.state, "stortok", None) == seat and \
            not self.busy
        colour = (70, 30, 30) if fool else (theme.PANEL if out is None else (26, 46, 36))
        count = len(self.layer.zone(hand_zone(seat)))
        if out is not None:
            info = i18n.tr("table.out_place", place=out)
            info_colour = theme.GOOD
        elif fool:
            info = i18n.tr("table.stortok_badge")
            info_colour = theme.DANGER
        elif self.thinking == seat:
            dots = "." * (1 + int(self.elapsed * 3) % 3)
            info = i18n.tr("table.thinking") + dots
            info_colour = theme.GOLD
        elif (extra := self.plate_info(seat)) is not None:
            info, info_colour = extra
        else:
            info = i18n.tr("table.card") if count == 1 else i18n.tr("table.cards", n=count)
            info_colour = theme.TEXT_DIM
        body = (turn, colour, self.session.is_human(seat), self.session.seats[seat].name,
                theme.text_scale())
        return body, info, info_colour

    def _render_plate(self, body: tuple[Any, ...]) -> pygame.Surface:
        turn, colour, human, name, _ = body
        margin = PLATE_MARGIN            # room for the turn glow and the shadow
        image = pygame.Surface((PLATE_SIZE[0] + 2 * margin, PLATE_SIZE[1] + 2 * margin),
                               pygame.SRCALPHA)
        rect = pygame.Rect(margin, margin, *PLATE_SIZE)
        if turn:
            halo = theme.glow(rect.size, theme.GOLD, 22, 8)
            image.blit(halo, halo.get_rect(center=rect.center))
        theme.draw_panel(image, rect, colour, 235, radius=20,
                         border=theme.GOLD if turn else theme.BORDER)
        icon = self.app.assets.icon("human" if human else "computer", 48)
        image.blit(icon, icon.get_rect(midleft=(rect.x + 14, rect.centery)))
        name = theme.fit_text(name, theme.SIZE_BODY, 200)
        left, name_top, _ = PLATE_TEXT
        theme.blit_text(image, name, (rect.x + left, rect.y + name_top), theme.SIZE_BODY,
                        theme.GOLD if turn else theme.TEXT)
        return image

    def draw_log(self, surface: pygame.Surface) -> None:
        """The newest log entries, each wrapped to the panel's width (the newest bright);
        as many of the latest lines as fit."""
        entries = self.log[-8:]
        lines: list[pygame.Surface] = []
        for age, entry in enumerate(entries):
            lines += self._log_lines(entry, newest=age == len(entries) - 1)
        y = LOG_RECT.y + 54
        for image in lines[-LOG_LINES:]:
            surface.blit(image, (LOG_RECT.x + 18, y))
            y += 37

    def _log_lines(self, entry: LogEntry, newest: bool) -> list[pygame.Surface]:
        """One entry as wrapped line images (a small per-table cache: log entries are few)."""
        text = i18n.text(entry)
        four = self.app.settings.four_colour
        key = (text, newest, four, theme.text_scale())
        cached = self._log_cache.get(key)
        if cached is not None:
            return cached
        colour = theme.TEXT if newest else theme.TEXT_DIM
        width = LOG_RECT.width - 36

        def render(line: str) -> pygame.Surface:
            return richtext.render(self.app.assets, line, LOG_TEXT, colour, four)

        rows = richtext.wrap(self.app.assets, text, LOG_TEXT, width, four)
        images = []
        for row in rows[:3]:
            image = render(row)
            if image.get_width() > width:
                image = image.subsurface((0, 0, width, image.get_height()))
            images.append(image)
        if len(self._log_cache) >= 24:
            self._log_cache.pop(next(iter(self._log_cache)))
        self._log_cache[key] = images
        return images

    def draw_controls(self, surface: pygame.Surface) -> None:
        self.pause_button.draw(surface, False)
        if not self.session.humans:
            return
        focused = self._focused() if self.keyboard_focus else None
        for button, _ in self.buttons:
            button.draw(surface, button is focused)
        self.hint_button.draw(surface, self.hint_button is focused)
        row = self.pad_keys_text() if self.app.last_device == "pad" else self.keys_text()
        keys = theme.text(row, 24, theme.TEXT_DIM)
        surface.blit(keys, keys.get_rect(midbottom=(960, 1074)))

    def number_badges(self) -> list[tuple[CardSprite, str]]:
        """The key that plays each hand card (1–9 by position; a game may differ)."""
        return [(sprite, str(number))
                for number, sprite in enumerate(self.perspective_hand()[:9], start=1)]

    def draw_badges(self, surface: pygame.Surface) -> None:
        """Number badges 1–9 on the shown hand while the keyboard was used last."""
        if self.app.last_device != "keys" or not self.human_to_act():
            return
        for sprite, label in self.number_badges():
            rect = sprite.rect(self.app.assets)   # on the card's always visible left edge
            centre = (rect.x + BADGE_SIZE // 2 + 6, rect.y + rect.height * 11 // 20)
            surface.blit(theme.badge(label, BADGE_SIZE),
                         (centre[0] - BADGE_SIZE // 2, centre[1] - BADGE_SIZE // 2))

    def draw_status(self, surface: pygame.Surface) -> None:
        text = self.status_text()
        if not text:
            return
        image = richtext.render(self.app.assets, text, theme.SIZE_BUTTON, theme.CREAM,
                                self.app.settings.four_colour)
        rect = image.get_rect(center=(960, self.status_y)).inflate(48, 22)
        self.status_rect = rect
        theme.draw_panel(surface, rect, theme.PANEL, 200, radius=rect.height // 2, shadow=False)
        surface.blit(image, image.get_rect(center=rect.center))


def hand_fan(index: int, count: int, y: float, width: float, span: float, spread: float,
             dip: float, tilt: float) -> Place:
    """Card ``index`` of ``count`` in the bottom seat's hand: a fan along a shallow arc
    centred on the screen, at most ``span`` apart and ``spread`` wide in all, the ends
    ``dip`` lower and turned by up to ``tilt`` degrees."""
    step = min(span, spread / max(1, count - 1))
    offset = index - (count - 1) / 2
    half = max(1.0, (count - 1) / 2)
    return Place(960 + offset * step, y + (offset / half) ** 2 * dip, width,
                 -offset / half * min(tilt, 1.8 * half), 200 + index)


def backs_fan(index: int, count: int, centre: tuple[float, float], width: float,
              span: float, spread: float) -> Place:
    """Card ``index`` of ``count`` in another seat's hand (backs) around ``centre``."""
    step = min(span, spread / max(1, count - 1))
    offset = index - (count - 1) / 2
    return Place(centre[0] + offset * step, centre[1] + abs(offset) * 2.0, width,
                 -offset * 3.0, 200 + index)


def seat_positions(count: int) -> Sequence[tuple[int, int]]:
    """Name-plate centres by seat relative to the bottom seat (clockwise)."""
    bottom = (205, 742)
    layouts = {
        2: [bottom, (960, 262)],
        3: [bottom, (560, 262), (1360, 262)],
        4: [bottom, (190, 560), (960, 262), (1730, 560)],
        5: [bottom, (190, 560), (690, 262), (1230, 262), (1730, 560)],
        6: [bottom, (190, 560), (560, 262), (960, 262), (1360, 262), (1730, 560)],
        7: [bottom, (190, 560), (190, 300), (690, 262), (1230, 262), (1730, 300),
            (1730, 560)],
        8: [bottom, (190, 560), (190, 300), (560, 262), (960, 262), (1360, 262),
            (1730, 300), (1730, 560)],
    }
    return layouts[count]
