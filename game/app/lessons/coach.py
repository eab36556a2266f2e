"""The coach of a lesson: a mix-in over any game's table scene.

Before each of the learner's decisions the coach shows one sentence of the lesson and
highlights what it names (the table's :meth:`TableScene.lesson_targets`); after the
computers' moves it explains what happened when the lesson says so, and the table waits
for Continue. The engine stays the judge: an illegal try shows the engine's reason (the
table's own refusal toast); a legal move that leaves the lesson's line is declined with a
coach sentence; after two wrong tries the coach points at a legal move.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pygame

from game.app import i18n
from game.app.kit import richtext, theme
from game.app.kit.widgets import Button
from game.app.lessons import Coach, Lesson, Step, resolve, resolve_show
from game.app.lessons.plan import computer_players, names_learner
from game.app.session import Seat, Session, make_computer
from game.app.shell import frame
from game.app.table.scene import TableScene
from game.rules import Event, IllegalMove

CONTINUE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
TEXT_SIZE = theme.SIZE_BODY
#: A coach panel at least this tall has its Continue button under the text.
TALL_PANEL = 300
#: The coach's highlight: white, so it stands out from the gold of the legal cards.
SPOTLIGHT = (255, 255, 255)


class Shown:
    """A step on screen. Its values are read when drawn (so a language switch translates
    them too); the position does not change while a step is up."""

    def __init__(self, step: Step, state: Any, event: Event | None, waits: bool,
                 to_learner: bool = False) -> None:
        self.step = step
        self.state = state
        self.event = event
        self.show = resolve_show(step, state, event)
        self.waits = waits
        you = f"{step.say}.you"
        self.key = you if to_learner and you in i18n.TEXTS else step.say

    @property
    def values(self) -> dict[str, Any]:
        return resolve(self.step, self.state, self.event, i18n.tr)

    def sentence(self) -> str:
        return i18n.tr(self.key, **self.values)


class CoachedTable(TableScene):
    """Mixed in before a game's table class (see :func:`coached_class`)."""

    lesson: Lesson

    def setup_coach(self, lesson: Lesson, replay: list[str] | None = None) -> None:
        self.lesson = lesson
        self.recording = False          # a lesson is neither autosaved nor counted
        self.coach = Coach(lesson)
        self.shown_step: Shown | None = None
        self.coach_queue: list[Shown] = []
        self.asked_at = -1              # actions so far when the position was last asked
        self.wrong_tries = 0
        self.pointed: Any = None        # the legal move the coach points at
        self.coach_note = ""            # a second sentence: off the line, or the pointer
        self.refusal = ""               # the engine's reason for the last refused try
        self.replay_moves = list(replay or [])
        self.lesson_over = False
        self.panel_drawn = self.lesson_panel_rect()      # where the panel was drawn last
        self._wrapped: dict[tuple[str, int], list[str]] = {}
        panel = self.lesson_panel_rect()
        self.continue_button = Button((panel.right - 270, panel.bottom - 84, 250, 68),
                                      lambda: i18n.tr("coach.continue"), self.coach_continue,
                                      size=theme.SIZE_BODY, key_hint="Enter", primary=True)
        hint = self.hint_button.rect
        self.skip_button = Button((hint.x - 250, hint.y, 230, 60),
                                  lambda: i18n.tr("coach.skip"), self.skip_lesson,
                                  size=theme.SIZE_SMALL)

    # --- state of the coach ---------------------------------------------------------------

    @property
    def coach_waiting(self) -> bool:
        """A sentence is up that waits for Continue (the table stands still)."""
        return self.shown_step is not None and self.shown_step.waits

    @property
    def busy(self) -> bool:
        """Cards moving, or the coach waiting for Continue: either way no turn is driven
        (the game's own timers, banners and animations go on)."""
        return super().busy or self.coach_waiting

    @property
    def replaying(self) -> bool:
        return len(self.state.history) < len(self.replay_moves)

    def human_to_act(self) -> bool:
        """The learner may move once the coach has had its say about this position."""
        return (super().human_to_act() and not self.coach_waiting and not self.replaying
                and not self.coach_queue and self.asked_at == len(self.state.history))

    @property
    def speed(self) -> float:
        return 0.0 if self.replaying else super().speed

    def _sync_settings(self) -> None:
        super()._sync_settings()
        if self.replaying:
            self.layer.speed = 0.0

    # --- the frame loop ---------------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.started and self.replaying:    # resuming: no computer decides meanwhile
            if not self.busy:
                self._replay_one()
            self._sync_settings()
            self.tweens.update(dt)
            self.timeline.update(dt)
            return
        if self.started and not self.busy:
            self._coach_next()
        super().update(dt)        # while the coach waits the table is busy: no turn moves
        if self.started and not self.busy and not self.replaying:
            self._coach_next()            # before a computer starts thinking
            if self.coach_waiting:
                self.thinking = None
            self._end_when_said()

    def _coach_next(self) -> None:
        """Put up the next due sentence: queued explanations first, then this position's."""
        if self.shown_step is not None:
            return
        if self.coach_queue:
            self.shown_step = self.coach_queue.pop(0)
            return
        state = self.state
        moves = len(state.history)
        if state.is_over or self.asked_at == moves:
            return
        step = self.coach.before(state)
        if step is None or not self.coach.waits(step, state):
            self.asked_at = moves
        if step is not None:
            self.shown_step = self._make_shown(step, None)

    def _make_shown(self, step: Step, event: Event | None) -> Shown:
        return Shown(step, self.state, event, self.coach.waits(step, self.state),
                     names_learner(step, self.state, event, self.lesson.learner))

    def coach_continue(self) -> None:
        if self.coach_waiting:
            self.shown_step = None
            self.app.sound.play("click")

    def _replay_one(self) -> None:
        """Resuming: play the recorded moves again at once; the coach only takes notes."""
        state = self.state
        if self.asked_at != len(state.history):
            self.asked_at = len(state.history)
            while True:
                step = self.coach.before(state)
                if step is None or not self.coach.waits(step, state):
                    break
        try:
            action = state.action_from_text(self.replay_moves[len(state.history)])
        except IllegalMove:
            action = None
        if action is None or not self.perform(action):   # a stale record: go on from here
            self.replay_moves = []
            self.toast.time_left = 0.0                   # (its refusal is not the learner's)

    # --- moves ------------------------------------------------------------------------------

    def perform(self, action: Any) -> bool:
        state = self.state
        if self.replaying or state.current_player != self.lesson.learner:
            return super().perform(action)
        expected = self.lesson.scripted_move(state)
        self.refusal = ""
        if expected is not None and action != expected:
            if action in state.legal_actions():
                self.coach_note = i18n.tr("coach.off_script")
                self.app.sound.play("error")
            else:
                self._refused(action)
            self._wrong_try(expected)
            return False
        if self._refused(action):
            self._wrong_try(expected if expected is not None else self._a_legal_move())
            return False
        return True

    def _refused(self, action: Any) -> bool:
        """Ask the engine; a refusal's reason (in the player's language) moves from the
        toast into the coach's panel (the toast's place is under it). True if refused."""
        if super().perform(action):
            return False
        self.refusal = self.toast.text
        self.toast.time_left = 0.0
        self.coach_note = ""
        return True

    def show_hint(self) -> None:
        """H during the guided part suggests the lesson's move (not another good one);
        afterwards the table's own adviser thinks as usual."""
        expected = self.lesson.scripted_move(self.state)
        if expected is not None and self.human_to_act():
            self._present_hint(expected)
            return
        super().show_hint()

    def hint_ready(self) -> None:
        """The hint appears as the coach's pointer (the toast's place is under the panel)."""
        super().hint_ready()
        if self.hint is not None and self.hint in self.state.legal_actions():
            self.pointed = self.hint
            self.coach_note = i18n.tr("coach.point", move=self.describe_hint(self.hint))
            self.toast.time_left = 0.0

    def _wrong_try(self, target: Any) -> None:
        self.wrong_tries += 1
        if self.wrong_tries >= 2 and target is not None:
            self.pointed = target
            self.coach_note = i18n.tr("coach.point", move=self.describe_hint(target))

    def _a_legal_move(self) -> Any:
        """The normal player's choice for the learner, as long as the engine lists it."""
        legal = self.state.legal_actions()
        seat = self.state.current_player
        try:
            choice = make_computer(self.game, "normal", seed=seat).choose(self.state.view(seat))
        except Exception:  # no computer player for this game: the engine's first move
            choice = None
        return choice if choice in legal else (legal[0] if legal else None)

    def animate(self, seat: int, action: Any, events: list[Event]) -> None:
        super().animate(seat, action, events)
        if self.shown_step is not None and not self.shown_step.waits:
            self.shown_step = None
        self.wrong_tries = 0
        self.pointed = None
        self.coach_note = ""
        self.refusal = ""
        due = self.coach.after(self.state, events)
        if not self.replaying:
            self.coach_queue.extend(self._make_shown(step, event) for step, event in due)
        self._record_progress()

    def _record_progress(self) -> None:
        progress = self.app.settings.lesson_progress
        progress[self.lesson.id] = [str(a) for a in self.state.history]

    def on_game_over(self) -> None:
        """The lesson is done; its end screen comes once the coach has said its last."""
        settings = self.app.settings
        settings.lesson_progress.pop(self.lesson.id, None)
        if self.lesson.id not in settings.lessons_done:
            settings.lessons_done.append(self.lesson.id)
        self.app.save_settings()
        self.lesson_over = True

    def leave(self) -> None:
        """Covered (pause, rules) or left: the lesson's progress is written down."""
        super().leave()
        self.app.save_settings()

    def _end_when_said(self) -> None:
        if self.lesson_over and self.shown_step is None and not self.coach_queue:
            self.lesson_over = False
            self.app.nav.lesson_done(self.lesson)

    def skip_lesson(self) -> None:
        self.app.nav.open_lessons(over_menu=True)

    # --- input ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.skip_button.rect.collidepoint(event.pos):
                self.skip_lesson()
                return True
            if self.coach_waiting and (self.continue_button.rect.collidepoint(event.pos) or
                                       self.panel_drawn.collidepoint(event.pos)):
                self.coach_continue()
                return True
        if self.coach_waiting and event.type == pygame.KEYDOWN:
            if event.key in CONTINUE_KEYS:
                self.coach_continue()
                return True
            if event.key not in (pygame.K_ESCAPE, pygame.K_F1):
                return False
        return super().handle(event)

    # --- drawing ----------------------------------------------------------------------------

    def draw_status(self, surface: pygame.Surface) -> None:
        """The coach's panel takes the status line's place."""

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.replaying:
            return
        shown = self.shown_step
        pulse = 0.5 + 0.5 * abs(((self.elapsed * 1.2) % 2.0) - 1.0)
        if shown is not None:
            for name in shown.show:
                for rect in self.lesson_targets(name):
                    _ring(surface, rect, SPOTLIGHT, pulse)
        if self.pointed is not None:
            for rect in self._action_targets(self.pointed):
                _ring(surface, rect, theme.HINT, 1.0)
        self.draw_coach(surface)

    def _action_targets(self, action: Any) -> list[pygame.Rect]:
        """The cards a move plays (``card`` or ``cards``), else its button (``take``)."""
        cards = getattr(action, "cards", None) or (
            (action.card,) if getattr(action, "card", None) is not None else ())
        if not cards:
            return self.lesson_targets(str(action).split()[0])
        return [rect for c in cards for rect in self.lesson_targets(c.text)]

    def draw_coach(self, surface: pygame.Surface) -> None:
        shown = self.shown_step
        if shown is None and not self.coach_note and not self.refusal:
            self.skip_button.draw(surface, False)
            return
        panel = self.lesson_panel_rect()
        width = self.coach_text_width()
        four = self.app.settings.four_colour
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if shown is not None:
            lines += [(line, theme.TEXT) for line in self._wrap(shown.sentence(), width)]
        if self.refusal:
            lines += [(line, theme.DANGER) for line in self._wrap(self.refusal, width)]
        if self.coach_note:
            lines += [(line, theme.HINT) for line in self._wrap(self.coach_note, width)]
        images = [richtext.render(self.app.assets, line, TEXT_SIZE, colour, four)
                  for line, colour in lines]
        needed = 48 + sum(image.get_height() + 6 for image in images) + 14
        needed = -(-needed // 40) * 40            # few panel sizes: their shadows are cached
        if panel.height >= TALL_PANEL:            # a tall place: as high as the text needs
            button = self.continue_button.rect
            panel.height = needed + (button.height + 12 if self.coach_waiting else 0)
            button.bottomright = (panel.right - 20, panel.bottom - 16)
        elif needed > panel.height:               # a long sentence: the panel grows upwards
            panel = pygame.Rect(panel.x, panel.bottom - needed, panel.width, needed)
        self.panel_drawn = panel
        theme.draw_panel(surface, panel, (20, 34, 28), 240, radius=24, border=theme.GOLD)
        theme.blit_text(surface, i18n.tr("coach.title"), (panel.x + 28, panel.y + 14),
                        theme.SIZE_SMALL, theme.GOLD)
        y = panel.y + 48
        for image in images:
            surface.blit(image, (panel.x + 28, y))
            y += image.get_height() + 6
        self.skip_button.draw(surface, False)
        if self.coach_waiting:
            self.continue_button.draw(surface, True)

    def coach_text_width(self) -> int:
        """Width for the coach's sentences: beside the Continue button while it waits in
        a low panel; a tall panel has the button under the text."""
        panel = self.lesson_panel_rect()
        beside = self.coach_waiting and panel.height < TALL_PANEL
        return panel.width - 56 - (self.continue_button.rect.width + 10 if beside else 0)

    def _wrap(self, text: str, width: int) -> list[str]:
        key = (text, width)
        found = self._wrapped.get(key)
        if found is None:
            found = self._wrapped[key] = wrap_rich(self.app.assets, text, width)
        return found


def wrap_rich(assets: Any, text: str, width: int, size: int = TEXT_SIZE) -> list[str]:
    """Word-wrap a sentence measured as drawn (card texts become wider chips); each word
    is measured once (the renders are cached), a line is the sum of its words."""
    space = theme.font(size).size(" ")[0]
    lines: list[str] = []
    line, used = "", 0
    for word in text.split(" "):
        wide = richtext.render(assets, word, size).get_width()
        if line and used + space + wide > width:
            lines.append(line)
            line, used = word, wide
        else:
            line, used = (f"{line} {word}", used + space + wide) if line else (word, wide)
    lines.append(line)
    return lines


def _ring(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int],
          strength: float) -> None:
    """A bright rounded frame around ``rect`` (drawn, not blurred: no per-size cache)."""
    width = 5 + round(3 * strength)
    frame.rect(surface, theme.INK, rect.inflate(22 + width, 22 + width), 3,
                     border_radius=20)
    frame.rect(surface, colour, rect.inflate(14, 14), width, border_radius=18)


@cache
def coached_class(table_class: type) -> type:
    """The game's table class with the coach mixed in (made once per class)."""
    return type(f"Coached{table_class.__name__}", (CoachedTable, table_class), {})


def lesson_names(lesson: Lesson) -> list[str]:
    return [i18n.tr("lesson.learner") if seat == lesson.learner else name
            for seat, name in enumerate(lesson.seats)]


def lesson_session(lesson: Lesson) -> Session:
    """A session whose game is the lesson's prepared deal and whose computers follow it."""
    names = lesson_names(lesson)
    seats = [Seat(name, human=seat == lesson.learner) for seat, name in enumerate(names)]
    session = Session(lesson.game, seats, seed=0)
    session.match.state = lesson.new_state(names)
    session.computers = computer_players(lesson)
    return session


def lesson_table(app: Any, lesson: Lesson, resume: bool = True) -> CoachedTable:
    """The lesson's table: the game's own table scene with the coach mixed in.

    With ``resume`` a lesson left earlier continues where it was (its moves replayed).
    """
    from game.app.games import table_for  # TEMP

    session = lesson_session(lesson)
    plain_class = type(table_for(app, session))
    table = coached_class(plain_class)(app, session)
    replay = app.settings.lesson_progress.get(lesson.id) if resume else None
    table.setup_coach(lesson, replay)
    return table
