"""The coach of a lesson: a policy that drives any game's table scene.

Before each of the learner's decisions the coach shows one sentence of the lesson and
highlights what it names (the table's :meth:`TableScene.lesson_targets`); after the
computers' moves it explains what happened when the lesson says so, and the table waits
for Continue. The engine stays the judge: an illegal try shows the engine's reason (the
table's own refusal toast); a legal move that leaves the lesson's line is declined with a
coach sentence; after two wrong tries the coach points at a legal move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.json_types import Json
from game.app.kit import richtext, theme
from game.app.kit.widgets import Button
from game.app.lessons import Coach, Lesson, Step, resolve, resolve_show
from game.app.lessons.plan import names_learner
from game.app.session import make_computer
from game.app.shell import frame
from game.app.table.events import Move
from game.app.table.policy import TablePolicy
from game.app.table.scene import TableScene
from game.app.table.targets import lesson_targets
from game.rules import Event, GameState, IllegalMove, cards_of
from game.rules.messages import Message

if TYPE_CHECKING:
    from game.app.kit.assets import Assets

CONTINUE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
TEXT_SIZE = theme.SIZE_BODY
#: Skip lesson's button: its least width, and the room left and right of its label
SKIP_WIDTH, SKIP_PAD = 230, 20
#: A coach panel at least this tall has its Continue button under the text.
TALL_PANEL = 300
#: The coach's highlight: white, so it stands out from the gold of the legal cards.
SPOTLIGHT = (255, 255, 255)
#: The room the table's status line takes (centred on its line): the coach's panel
#: hides the status line only where it lies in that room.
STATUS_ROOM = (1000, 80)


class Shown:
    """A step on screen. Its values are read when drawn (so a language switch translates
    them too); the position does not change while a step is up."""

    def __init__(self, step: Step, state: GameState, event: Event | None, waits: bool,
                 to_learner: bool = False) -> None:
        self.step = step
        self.state = state
        self.event = event
        self.show = resolve_show(step, state, event)
        self.waits = waits
        you = f"{step.say}.you"
        self.key = you if to_learner and you in i18n.TEXTS else step.say

    @property
    def values(self) -> dict[str, Json]:
        return resolve(self.step, self.state, self.event, i18n.tr)

    def sentence(self) -> str:
        return i18n.tr(self.key, **self.values)


class LessonCoach(TablePolicy):
    """The coach of a lesson: a policy that drives any game's table (see the module)."""

    #: the status line (what Enter does now: "choice 1 of 3 (Tab)") shows unless the
    #: coach's panel takes its place (set when the table is known)
    shows_status = False
    no_take_back = "take_back.lesson"

    def __init__(self, lesson: Lesson, replay: list[str] | None = None) -> None:
        super().__init__()
        self.lesson = lesson
        self.coach = Coach(lesson)
        self.shown_step: Shown | None = None
        self.coach_queue: list[Shown] = []
        self.asked_at = -1              # actions so far when the position was last asked
        self.wrong_tries = 0
        self.pointed: Move | None = None    # the legal move the coach points at
        self.coach_note = ""            # a second sentence: off the line, or the pointer
        self.refusal = ""               # the engine's reason for the last refused try
        self.replay_moves = list(replay or [])
        self.lesson_over = False
        self._wrapped: dict[tuple[str, int], list[str]] = {}

    def attach(self, table: TableScene) -> None:
        super().attach(table)
        table.driver.recording = False      # a lesson is neither autosaved nor counted
        panel = table.presenter.lesson_panel_rect()
        status = pygame.Rect((0, 0), STATUS_ROOM)
        status.center = (960, table.presenter.status_y)
        self.shows_status = not status.colliderect(panel)
        self.panel_drawn = panel            # where the panel was drawn last
        self.continue_button = Button((panel.right - 360, panel.bottom - 84, 340, 68),
                                      lambda: i18n.tr("coach.continue"), self.coach_continue,
                                      size=theme.SIZE_BODY, key_hint="Enter", primary=True)
        hint = table.hint_button.rect
        self.skip_button = Button((hint.x - 20 - SKIP_WIDTH, hint.y, SKIP_WIDTH, 60),
                                  lambda: i18n.tr("coach.skip"), self.skip_lesson,
                                  size=theme.SIZE_SMALL)

    def fit_skip_button(self) -> pygame.Rect:
        """Skip lesson's button, wide enough for its label in the language and text size
        in force ("Lektion beenden" on Large ran out of it), growing to the left: its
        right edge stays by the Hint button."""
        button = self.skip_button
        label = theme.text(i18n.tr("coach.skip"), button.size)
        right = button.rect.right
        button.rect.width = max(SKIP_WIDTH, label.get_width() + 2 * SKIP_PAD)
        button.rect.right = right
        return button.rect

    # --- state of the coach ---------------------------------------------------------------

    @property
    def coach_waiting(self) -> bool:
        """A sentence is up that waits for Continue (the table stands still)."""
        return self.shown_step is not None and self.shown_step.waits

    def spoken_panel(self) -> str:
        """The panel as spoken: its sentence, the engine's reason for a refused try, the
        note, and "press Enter" while it waits."""
        shown = self.shown_step
        parts = [shown.sentence()] if shown is not None else []
        parts += [self.refusal, self.coach_note]
        if self.coach_waiting:
            parts.append(i18n.tr("speech.coach_continue"))
        return " ".join(p for p in parts if p)

    def holds(self) -> bool:
        """While the coach waits for Continue no turn is driven (the game's own timers,
        banners and animations go on)."""
        return self.coach_waiting

    @property
    def replaying(self) -> bool:
        return len(self.table.model.state.history) < len(self.replay_moves)

    @property
    def instant(self) -> bool:
        """Resuming a lesson: its recorded moves are played again at once."""
        return self.replaying

    def may_act(self) -> bool:
        """The learner may move once the coach has had its say about this position."""
        return (not self.coach_waiting and not self.replaying and not self.coach_queue
                and self.asked_at == len(self.table.model.state.history))

    # --- the frame loop ---------------------------------------------------------------------

    def before_update(self, dt: float) -> bool:
        table = self.table
        if table.started and self.replaying:   # resuming: no computer decides meanwhile
            if not table.busy:
                self._replay_one()
            table.sync_settings()
            table.tweens.update(dt)
            table.timeline.update(dt)
            return True
        if table.started and not table.busy:
            self._coach_next()
        self._explain_while_read()
        return False

    def after_update(self, dt: float) -> None:
        table = self.table
        if table.started and not table.busy and not self.replaying:
            self._coach_next()            # before a computer starts thinking
            if self.coach_waiting:
                table.driver.thinking = None
            self._end_when_said()
        self._explain_while_read()

    def _explain_while_read(self) -> None:
        """The table holds a result for reading (Toff-Poker's last trick): what the lesson
        says about it comes now, while it lies there; Continue lets it go on."""
        if (self.table.started and self.table.driver.reading() and self.shown_step is None
                and self.coach_queue and not self.replaying):
            self.shown_step = self.coach_queue.pop(0)

    def _coach_next(self) -> None:
        """Put up the next due sentence: queued explanations first, then this position's."""
        if self.shown_step is not None:
            return
        if self.coach_queue:
            self.shown_step = self.coach_queue.pop(0)
            return
        state = self.table.model.state
        moves = len(state.history)
        if state.is_over or self.asked_at == moves:
            return
        step = self.coach.before(state)
        if step is None or not self.coach.waits(step, state):
            self.asked_at = moves
        if step is not None:
            self.shown_step = self._make_shown(step, None)

    def _make_shown(self, step: Step, event: Event | None) -> Shown:
        state = self.table.model.state
        return Shown(step, state, event, self.coach.waits(step, state),
                     names_learner(step, state, event, self.lesson.learner))

    def coach_continue(self) -> None:
        if self.coach_waiting:
            self.shown_step = None
            self.table.driver.done_reading()       # what was held to be read goes on, too
            self.table.services.sound.play("click")

    def _replay_one(self) -> None:
        """Resuming: play the recorded moves again at once; the coach only takes notes."""
        table = self.table
        state = table.model.state
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
        if action is None or not table.perform(action):   # a stale record: go on from here
            self.replay_moves = []
            table.toast.time_left = 0.0                   # (its refusal is not the learner's)

    # --- moves ------------------------------------------------------------------------------

    def move(self, action: Move, play: Callable[[Move], bool]) -> bool:
        """The learner's move must be the lesson's (while it has one) and legal."""
        state = self.table.model.state
        if self.replaying or state.current_player != self.lesson.learner:
            return play(action)
        expected = self.lesson.scripted_move(state)
        self.refusal = ""
        if expected is not None and action != expected:
            if action in state.legal_actions():
                self.coach_note = i18n.tr("coach.off_script")
                self.table.services.sound.play("error")
            else:
                self._refused(action, play)
            self._wrong_try(expected)
            return False
        if self._refused(action, play):
            self._wrong_try(expected if expected is not None else self._a_legal_move())
            return False
        return True

    def _refused(self, action: Move, play: Callable[[Move], bool]) -> bool:
        """Ask the engine; a refusal's reason (in the player's language) moves from the
        toast into the coach's panel (the toast's place is under it). True if refused."""
        if play(action):
            return False
        toast = self.table.toast
        self.refusal = toast.text
        toast.time_left = 0.0
        self.coach_note = ""
        return True

    def suggest(self) -> Move | None:
        """H during the guided part suggests the lesson's move (not another good one);
        afterwards the table's own adviser thinks as usual."""
        return self.lesson.scripted_move(self.table.model.state)

    def hint_shown(self, action: Move) -> None:
        """The hint appears as the coach's pointer (the toast's place is under the panel)."""
        table = self.table
        if action in table.model.state.legal_actions():
            self.pointed = action
            self.coach_note = i18n.tr("coach.point", move=table.presenter.describe_hint(action))
            table.toast.time_left = 0.0

    def _wrong_try(self, target: Move | None) -> None:
        self.wrong_tries += 1
        if self.wrong_tries >= 2 and target is not None:
            self.pointed = target
            move = self.table.presenter.describe_hint(target)
            self.coach_note = i18n.tr("coach.point", move=move)

    def _a_legal_move(self) -> Move | None:
        """The normal player's choice for the learner, as long as the engine lists it."""
        table = self.table
        legal = table.model.state.legal_actions()
        seat = table.model.state.current_player
        if seat is None:               # the game is over: no move
            return None
        try:
            choice = make_computer(table.model.game, "normal", seed=seat).choose(
                table.model.state.view(seat))
        except Exception:  # no computer player for this game: the engine's first move
            choice = None
        return choice if choice in legal else (legal[0] if legal else None)

    def after_move(self, seat: int, action: Move, events: list[Event]) -> None:
        if self.shown_step is not None and not self.shown_step.waits:
            self.shown_step = None
        self.wrong_tries = 0
        self.pointed = None
        self.coach_note = ""
        self.refusal = ""
        state = self.table.model.state
        due = self.coach.after(state, events)
        if not self.replaying:
            self.coach_queue.extend(self._make_shown(step, event) for step, event in due)
        self.table.services.settings.lesson_progress[self.lesson.id] = [
            str(a) for a in state.history]

    def explains(self) -> bool:
        """An explanation of the last move is queued (it is said while the table holds
        what it is about)."""
        return bool(self.coach_queue) and not self.replaying

    def retell(self, event: Event, message: Message) -> Message:
        """The lesson's own sentence for this kind of event (with the engine's values)."""
        key = self.lesson.retell.get(type(event).__name__)
        return message if key is None else Message(key, dict(message.values))

    def game_over(self) -> None:
        """The lesson is done; its end screen comes once the coach has said its last."""
        settings = self.table.services.settings
        settings.lesson_progress.pop(self.lesson.id, None)
        if self.lesson.id not in settings.lessons_done:
            settings.lessons_done.append(self.lesson.id)
        self.table.services.prefs.save_settings()
        self.lesson_over = True

    def left(self) -> None:
        """Covered (pause, rules) or left: the lesson's progress is written down."""
        self.table.services.prefs.save_settings()

    def leaving_notice(self, saved: bool) -> tuple[str, dict[str, int]] | None:
        """Where the lesson was kept (the autosave, if any, is another game's: Continue
        does not go on with the lesson)."""
        moves = self.table.services.settings.lesson_progress.get(self.lesson.id)
        if moves is None:
            return None
        return ("lessons.left", {"move": len(moves) + 1})

    def _end_when_said(self) -> None:
        if self.lesson_over and self.shown_step is None and not self.coach_queue:
            self.lesson_over = False
            self.table.services.nav.lesson_done(self.lesson)

    def skip_lesson(self) -> None:
        self.table.services.nav.open_lessons(over_menu=True)

    # --- input ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.fit_skip_button().collidepoint(event.pos):
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
                return None           # the table waits: no other key reaches it
        return False

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self.replaying:
            return
        table = self.table
        shown = self.shown_step
        pulse = 0.5 + 0.5 * abs(((table.elapsed * 1.2) % 2.0) - 1.0)
        if shown is not None:
            for name in shown.show:
                for rect in lesson_targets(table, name):
                    _ring(surface, rect, SPOTLIGHT, pulse)
        if self.pointed is not None:
            for rect in self._action_targets(self.pointed):
                _ring(surface, rect, theme.HINT, 1.0)
        self.draw_coach(surface)

    def _action_targets(self, action: Move) -> list[pygame.Rect]:
        """The cards a move plays, else its button (``take``)."""
        table = self.table
        cards = cards_of(action)
        if not cards:
            return lesson_targets(table, str(action).split()[0])
        return [rect for c in cards for rect in lesson_targets(table, c.text)]

    def draw_coach(self, surface: pygame.Surface) -> None:
        shown = self.shown_step
        self.fit_skip_button()
        if shown is None and not self.coach_note and not self.refusal:
            self.skip_button.draw(surface, False)
            return
        services = self.table.services
        width = self.coach_text_width()
        four = services.settings.four_colour
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if shown is not None:
            lines += [(line, theme.TEXT) for line in self._wrap(shown.sentence(), width)]
        if self.refusal:
            lines += [(line, theme.DANGER) for line in self._wrap(self.refusal, width)]
        if self.coach_note:
            lines += [(line, theme.HINT) for line in self._wrap(self.coach_note, width)]
        images = [richtext.render(services.assets, line, TEXT_SIZE, colour, four)
                  for line, colour in lines]
        panel = self.panel_for(images)
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

    def panel_for(self, images: list[pygame.Surface]) -> pygame.Rect:
        """The panel for these lines of text, in the table's place for it: a tall place
        is as high as the text needs (Continue under it), a low one grows upwards."""
        panel = self.table.presenter.lesson_panel_rect()
        needed = 48 + sum(image.get_height() + 6 for image in images) + 14
        needed = -(-needed // 40) * 40            # few panel sizes: their shadows are cached
        if panel.height >= TALL_PANEL:            # a tall place: as high as the text needs
            button = self.continue_button.rect
            panel.height = needed + (button.height + 12 if self.coach_waiting else 0)
            button.bottomright = (panel.right - 20, panel.bottom - 16)
        elif needed > panel.height:               # a long sentence: the panel grows upwards
            panel = pygame.Rect(panel.x, panel.bottom - needed, panel.width, needed)
        return panel

    def coach_text_width(self) -> int:
        """Width for the coach's sentences: beside the Continue button while it waits in
        a low panel; a tall panel has the button under the text."""
        panel = self.table.presenter.lesson_panel_rect()
        beside = self.coach_waiting and panel.height < TALL_PANEL
        return panel.width - 56 - (self.continue_button.rect.width + 10 if beside else 0)

    def _wrap(self, text: str, width: int) -> list[str]:
        key = (text, width)
        found = self._wrapped.get(key)
        if found is None:
            found = self._wrapped[key] = wrap_rich(self.table.services.assets, text, width)
        return found


def wrap_rich(assets: Assets, text: str, width: int, size: int = TEXT_SIZE) -> list[str]:
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
