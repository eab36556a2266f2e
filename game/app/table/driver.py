"""The turn driver: whose turn it is, who decides it, and what happens around a move.

Each frame the driver asks the controller of the seat to act (``table/seats.py``) for
its move and has the engine play it; a local human's moves come from the hand input
through :meth:`TurnDriver.perform`. Around the moves it owns the rules of the screen:
the hand-off between humans (no hand is ever shown to the wrong person), the autosave,
fast-forwarding a saved game, and the hint. A policy (``table/policy.py``) — the plain
game, a lesson's coach, the replay viewer — says who may move and what is said.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from game.app import i18n
from game.app.kit import theme
from game.app.kit.widgets import UNTIL_INPUT
from game.app.session import make_hint_adviser
from game.app.table.events import (
    GameEnded,
    HandedOff,
    Move,
    MovePlayed,
    MoveRefused,
    TableEvents,
    TurnBegun,
)
from game.app.table.parts import Frames, HandMarks, HandRules, Reading
from game.app.table.seats import THINK_SLICE, Computer, SeatController, controllers_for
from game.app.table.seats import start_thinking as _start_thinking
from game.rules import IllegalMove

if TYPE_CHECKING:
    from game.ai.background import Job
    from game.app.table.scene import TableScene

#: Seconds of thinking the strongest player gets for a hint.
HINT_BUDGET = 0.3


class TableService(Protocol):
    """Something the table runs beside its turns (a phone hub: ``game/app/phones``):
    ticked every frame, asked what a seat's plate and turn say (what is played it
    follows through the driver's :attr:`TurnDriver.events`)."""

    def update(self, dt: float) -> None: ...
    def seat_note(self, seat: int) -> tuple[str, tuple[int, int, int]] | None: ...
    def turn_text(self, seat: int) -> str | None: ...
    def seat_icon(self, seat: int) -> str | None: ...
    def detach(self, table: TableScene) -> None: ...


class TurnDriver:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.model = table.model
        self.controllers: dict[int, SeatController] = controllers_for(table.model.session)
        #: the seat shown thinking (its controller is working out a move)
        self.thinking: int | None = None
        self._hint_job: tuple[Job, int, int] | None = None  # (thinker, seat, moves made)
        self._ended = False
        self._turn_seen: tuple[int, int] | None = None   # (moves made, seat) of the turn
        self._turn_begun: tuple[int, int] | None = None  # ... told as begun
        #: autosave after every move (off for a lesson or a replay)
        self.recording = True
        self._forward: list[Move | str] = []      # recorded moves to fast-forward at the start
        self.forwarding = False
        #: ticked every frame and asked for plate notes (a phone hub: ``game/app/phones``)
        self.services: list[TableService] = []
        #: what happened, for whoever follows the game (the narrator, phones, autosave)
        self.events = TableEvents()
        self.events.subscribe(MovePlayed, lambda played: self.save_progress(moved=True))
        #: what holds a computer's move a frame, given the frame's seconds (the
        #: narrator while events are still said: "computers wait for speech")
        self._holds: list[Callable[[float], bool]] = []

    def hold_computers(self, hold: Callable[[float], bool]) -> Callable[[], None]:
        """Ask ``hold(dt)`` each frame before a computer starts a move (True: not yet);
        the answer ends that."""
        self._holds.append(hold)
        return lambda: self._holds.remove(hold) if hold in self._holds else None

    # --- seats -----------------------------------------------------------------------------

    def is_local(self, seat: int) -> bool:
        return self.controllers[seat].local

    @property
    def local_humans(self) -> list[int]:
        """The human seats that play at this screen (they hand over to each other)."""
        session = self.model.session
        return [s for s in session.humans if self.is_local(s)]

    @property
    def in_opening(self) -> bool:
        """Before the first turn of a human at this screen in a game played for real (a
        lesson, a replay or a demo has no such opening): the deal and the computers'
        first moves, which the table plays at its opening pace."""
        return self.recording and self._turn_seen is None and bool(self.local_humans)

    @property
    def thinking_job(self) -> Job | None:
        """The decision in progress of the seat shown thinking (a searching player's job
        in the worker), or None."""
        controller = self.controllers.get(self.thinking) if self.thinking is not None else None
        return controller.job if isinstance(controller, Computer) else None

    @property
    def searches(self) -> bool:
        """Whether any seat thinks in the worker process."""
        return any(isinstance(c, Computer) and c.searches for c in self.controllers.values())

    # --- the frame loop --------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Drive the turn of the seat to act (the table is not busy)."""
        table = self.table
        state = self.model.state
        seat = state.current_player
        if seat is None:                     # the game is over
            self.thinking = None
            if not self._ended:
                self._ended = True
                table.policy.game_over()
                self.events.publish(GameEnded(tuple(state.winners())))
            return
        self.model.shown_turn = seat
        turn = (len(state.history), seat)
        if turn != self._turn_begun:
            self._turn_begun = turn
            self.events.publish(TurnBegun(seat, turn[0], tuple(state.legal_actions())))
        if self.is_local(seat):
            self.thinking = None
            if seat != self.model.perspective:
                if len(self.local_humans) > 1 and table.hands.private_turn(seat):
                    table.hands.set_perspective(None)
                    table.hand_off(seat)
                    self.events.publish(HandedOff(seat))
                    return
                table.hands.set_perspective(seat)
            turn = (len(state.history), seat)
            if turn != self._turn_seen and table.human_to_act():
                self._turn_seen = turn
                table.input.focus_first_legal()
            table.input.refresh_marks()
            table.input.replay_queued_key()
            return
        table.input.refresh_marks()
        self._remote_turn(seat, dt)

    def _remote_turn(self, seat: int, dt: float) -> None:
        """A seat that decides by itself: start it, then ask it each frame."""
        controller = self.controllers[seat]
        table = self.table
        if self.thinking != seat:  # a turn starts: draw one frame with the table at rest
            if any(hold(dt) for hold in self._holds):   # "computers wait for speech"
                return
            self.thinking = seat
            controller.begin_turn(self.model.state.view(seat), self.thinking_pause(seat))
            return
        action = controller.poll(dt)
        if action is None:
            return
        self.thinking = None
        legal = self.model.state.legal_actions()
        if action is Computer.FAILED or action not in legal:
            action = legal[0]
            table.toast.show(i18n.tr("toast.ai_error"), 3.0)
        self.perform(action)

    # --- moves -----------------------------------------------------------------------------

    def perform(self, action: Move) -> bool:
        """Ask the engine to play ``action``; a refusal shows its reason and changes nothing."""
        table = self.table
        state = self.model.state
        seat = state.current_player
        if seat is None:
            return False
        private = table.hands.private_turn(seat)
        try:
            action = state.legal_action(action)
            sentence = state.describe(action)
            events = state.apply(action)
        except IllegalMove as refusal:
            table.toast.show(i18n.text(refusal.message), 3.5, theme.DANGER)
            table.services.sound.play("error")
            table.layer.relayout(0.2)
            self.events.publish(MoveRefused(seat, refusal.message))
            return False
        self.model.hint = None
        table.toast.time_left = 0.0
        self._hide_after_move(seat, private)
        table.timeline.add(lambda: table.chrome.add_log(sentence))
        table.presenter.animate(seat, action, events)
        table.policy.after_move(seat, action, events)
        self.events.publish(MovePlayed(seat, action, tuple(events), sentence))
        return True

    def _hide_after_move(self, seat: int, private: bool) -> None:
        """Hot-seat privacy: with two or more humans, a human's hand turns face down the
        moment their private move is made (unless they move again at once), before any
        computer thinks or the next hand-off is shown."""
        table = self.table
        if private and len(self.local_humans) > 1 and self.is_local(seat) and \
                self.model.session.is_human(seat) and self.model.perspective == seat and \
                self.model.state.current_player != seat:
            table.hands.set_perspective(None)

    # --- saved games: autosave and fast-forward --------------------------------------------

    def save_progress(self, moved: bool) -> None:
        """Autosave the match; a move that ended the game also goes to the statistics
        and the replays. Nothing while fast-forwarding or showing a replay."""
        saves = self.table.services.saves
        if saves is None or not self.recording or self.forwarding:
            return
        saves.autosave(self.model.session)
        if moved and self.model.state.is_over:
            saves.finish_game(self.model.session)

    def fast_forward(self, actions: Sequence[Move | str]) -> None:
        """Play these recorded moves (objects or texts) when the table starts, through
        :meth:`perform` — the engine re-checks each — at instant speed and silently:
        how a saved game (or a replay position) is rebuilt, the same for every game."""
        self._forward = list(actions)
        if self.table.started:
            self.run_fast_forward()

    def run_fast_forward(self) -> None:
        if not self._forward:
            return
        table = self.table
        actions, self._forward = self._forward, []
        settings = table.services.settings
        muted, settings.muted = settings.muted, True
        self.forwarding = True
        table.layer.speed = 0.0
        try:
            self.finish_animations()
            for action in actions:
                if isinstance(action, str):
                    action = self.model.state.action_from_text(action)
                if not self.perform(action):
                    break
                self.finish_animations()
        finally:
            self.forwarding = False
            settings.muted = muted
            table.layer.speed = settings.speed
        table.toast.time_left = 0.0
        self.quiet()

    def finish_animations(self) -> None:
        """Run every queued animation step and tween to its end, now."""
        table = self.table
        for _ in range(100_000):
            if not table.animations_busy:
                return
            table.timeline.update(1e6)
            table.tweens.finish_all()

    # --- hints -----------------------------------------------------------------------------

    def show_hint(self) -> None:
        """Ask the strongest player for the human's move; it thinks in the worker."""
        table = self.table
        seat = self.model.state.current_player
        if seat is None or not table.human_to_act() or self._hint_job is not None:
            return
        suggested = table.policy.suggest()
        legal = self.model.state.legal_actions()
        if suggested is None and len(legal) == 1:
            suggested = legal[0]            # a forced move needs no thinking
        if suggested is not None:
            self.present_hint(suggested)
            return
        try:
            adviser = make_hint_adviser(self.model.game, seat, HINT_BUDGET)
            thinker = _start_thinking(adviser, self.model.state.view(seat))
            if thinker is None:
                self.present_hint(adviser.choose(self.model.state.view(seat)))
                return
        except Exception:
            self.model.hint = None
            return
        self._hint_job = (thinker, seat, len(self.model.state.history))
        table.toast.show(i18n.tr("hint.thinking"), 2.0, theme.HINT)

    def think_hint(self) -> None:
        """Let a hint in progress think for a slice; show it when done (if still wanted)."""
        job = self._hint_job
        if job is None:
            return
        thinker, seat, moves = job
        state = self.model.state
        if state.current_player != seat or len(state.history) != moves:
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
            self.present_hint(action)

    def present_hint(self, action: Move | None) -> None:
        table = self.table
        self.model.hint = action
        if action is None:
            return
        table.toast.show(i18n.tr("table.hint_text", move=table.presenter.describe_hint(action)),
                         UNTIL_INPUT, theme.HINT)
        table.input.focus_on_move(action)
        for part in table.parts.having(HandMarks):
            part.hint_shown()
        table.policy.hint_shown(action)

    def thinking_pause(self, seat: int) -> float:
        """How long a computer seat visibly thinks before its move."""
        for part in self.table.parts.having(HandRules):
            pause = part.thinking_pause(seat)
            if pause is not None:
                return pause
        return self.table.services.settings.think_time * self.table.speed

    def quiet(self) -> None:
        """Forget the banners and marks of moves already past (after a fast-forward: a
        rebuilt position shows no Zwick or trick banner of a move made long ago)."""
        for part in self.table.parts.having(Frames):
            part.quiet()

    def reading(self) -> bool:
        """The table holds still for the player to read what lies there (a laid-out
        last trick) until :meth:`done_reading`; a policy may speak meanwhile."""
        return any(part.reading() for part in self.table.parts.having(Reading))

    def done_reading(self) -> None:
        """The player continues: what was held for reading goes on."""
        for part in self.table.parts.having(Reading):
            part.done_reading()

    def reader_pause(self) -> bool:
        """Whether the table holds still for its players to read (a last trick): a
        phone seat's page offers Continue meanwhile."""
        return any(part.reader_pause() for part in self.table.parts.having(Reading))

    def tick(self, dt: float) -> None:
        """Every frame, cards moving or not: the services (a phone hub) read and send."""
        for service in self.services:
            service.update(dt)

    def seat_note(self, seat: int) -> tuple[str, tuple[int, int, int]] | None:
        """A service's line for the seat's name plate ("reconnecting …"), if any."""
        return next((note for s in self.services if (note := s.seat_note(seat))), None)

    def seat_turn_text(self, seat: int) -> str | None:
        """A service's status line for the seat's turn ("Anna plays on the phone …")."""
        return next((text for s in self.services if (text := s.turn_text(seat))), None)

    def seat_icon(self, seat: int) -> str | None:
        """A service's icon for the seat's name plate ("phone"), if any."""
        return next((icon for s in self.services if (icon := s.seat_icon(seat))), None)

    def dispose(self) -> None:
        """The table closes: stop every seat's thinking and the hint's (the table
        detaches its services)."""
        for controller in self.controllers.values():
            controller.cancel()
        if self._hint_job is not None:
            self._hint_job[0].cancel()      # nobody waits for it: free the worker
            self._hint_job = None
