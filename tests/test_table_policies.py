"""The table's policies built alone, each on a small host with what they read of a
table (its model, driver, presenter and parts) — no App, no scene. The game state, the
lesson, the engine's judgement, the toast, the animation queues, the images and the
settings are the real ones; the host records only where the policy sends the player."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest
from support.hosts import RecordedSounds

from game.app import i18n
from game.app.kit import theme
from game.app.kit.assets import Assets
from game.app.kit.cards_view import CardLayer, Place
from game.app.kit.tween import Timeline, Tweens
from game.app.kit.widgets import Button, Toast
from game.app.lessons import Lesson, find
from game.app.lessons.coach import SPOTLIGHT, LessonCoach
from game.app.lessons.plan import computer_players
from game.app.lessons.start import lesson_names
from game.app.screens.replay import Watching
from game.app.session import Session
from game.app.settings import Settings
from game.app.table.parts import LessonPlaces, Parts
from game.app.table.policy import TablePolicy
from game.rules import GameState, IllegalMove
from game.rules.messages import Message


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.init()
    yield


class Nav:
    """Where the policy sends the player, recorded."""

    def __init__(self) -> None:
        self.went: list[tuple[str, Any]] = []

    def lesson_done(self, lesson: Lesson) -> None:
        self.went.append(("lesson_done", lesson.id))

    def open_lessons(self, *, over_menu: bool = False) -> None:
        self.went.append(("open_lessons", over_menu))


@dataclass
class Prefs:
    saved: int = 0

    def save_settings(self) -> bool:
        self.saved += 1
        return True


@dataclass
class HostServices:
    """The app's services as a policy sees them: settings and their saving, sounds,
    images, navigator."""

    settings: Settings = field(default_factory=Settings)
    sound: RecordedSounds = field(default_factory=RecordedSounds)
    assets: Assets = field(default_factory=Assets)
    nav: Nav = field(default_factory=Nav)
    prefs: Prefs = field(default_factory=Prefs)


@dataclass
class HostDriver:
    recording: bool = True
    thinking: int | None = None
    #: a complete trick (or the like) held on the table for reading
    held_for_reading: bool = False

    def reading(self) -> bool:
        return self.held_for_reading

    def done_reading(self) -> None:
        self.held_for_reading = False


@dataclass
class HostModel:
    state: GameState
    game: str = "stortok"


class HostPresenter:
    buttons: list[tuple[Button, Any]] = []
    status_y = 660                      # the status line's place (the tables' default)

    def describe_hint(self, action: Any) -> str:
        return f"<{action}>"

    def lesson_panel_rect(self) -> pygame.Rect:
        return pygame.Rect(400, 606, 1060, 188)


class HostPlaces(LessonPlaces):
    def lesson_targets(self, name: str) -> list[pygame.Rect]:
        return [TARGETS[name].copy()] if name in TARGETS else []


#: where the host table puts what a lesson may name (everything else: nowhere)
TARGETS = {"trumps": pygame.Rect(200, 300, 120, 160)}


class PolicyHost:
    """One real game, its moves through the policy to the engine (the table's own
    path), the scoreboard it would open counted."""

    started = True
    elapsed = 0.0

    def __init__(self, state: GameState, policy: TablePolicy) -> None:
        self.services = HostServices()
        self.model = HostModel(state)
        self.state = state
        self.driver = HostDriver()
        self.presenter = HostPresenter()
        self.layer = CardLayer(self.services.assets, Tweens(),
                               lambda z, i, n, s: Place(100 * i, 100, 90))
        self.parts = Parts([HostPlaces(self)])        # type: ignore[arg-type]
        self.tweens = Tweens()
        self.timeline = Timeline()
        self.toast = Toast()
        self.hint_button = Button((1560, 20, 160, 70), "Hint", lambda: None)
        self.moving = False             # cards in flight (the real table's animations)
        self.scoreboards = 0
        self.policy = policy
        policy.attach(self)

    @property
    def busy(self) -> bool:
        return self.moving or self.policy.holds()

    def perform(self, action: Any) -> bool:
        return self.policy.move(action, self.play)

    def play(self, action: Any) -> bool:
        """The engine judges, as the turn driver has it: a refusal shows its reason."""
        seat = self.state.current_player
        try:
            action = self.state.legal_action(action)
            events = self.state.apply(action)
        except IllegalMove as refusal:
            self.toast.show(i18n.text(refusal.message), 3.5, theme.DANGER)
            self.services.sound.play("error")
            return False
        assert seat is not None
        self.policy.after_move(seat, action, events)
        return True

    def sync_settings(self) -> None:
        pass

    def show_scoreboard(self) -> None:
        self.scoreboards += 1


def _as_table(host: PolicyHost) -> Any:
    """The host stands for the table the policies drive."""
    return host


def _quick_state() -> GameState:
    return Session.quick("stortok", 3, humans=1, level="easy", seed=3).state


def _key(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")


def _play_out(state: GameState) -> None:
    while not state.is_over:
        state.apply(state.legal_actions()[0])


# --- the plain game -------------------------------------------------------------------


def test_the_plain_game_lets_every_move_reach_the_engine_and_shows_the_scoreboard():
    policy = TablePolicy()
    host = PolicyHost(_quick_state(), policy)
    assert _as_table(host) is policy.table
    assert policy.drives_turns and policy.shows_status and not policy.instant
    assert policy.may_act() and not policy.holds() and policy.suggest() is None
    action = host.state.legal_actions()[0]
    assert host.perform(action)
    assert list(host.state.history) == [action]
    assert not host.perform("play XX") and host.toast.visible
    assert list(host.state.history) == [action]     # the refusal changed nothing
    event = _quick_state().apply(action)[0]
    message = Message("table.log", {"n": 1})
    assert policy.retell(event, message) is message    # the engine's sentence
    assert host.scoreboards == 0
    _play_out(host.state)
    policy.game_over()
    assert host.scoreboards == 1 and host.driver.recording


# --- the replay viewer ----------------------------------------------------------------


def test_a_watched_table_drives_no_turn_records_nothing_and_opens_no_scoreboard():
    policy = Watching()
    host = PolicyHost(_quick_state(), policy)
    assert not host.driver.recording                # no autosave, no statistics
    assert not policy.drives_turns and not policy.shows_status
    _play_out(host.state)
    policy.game_over()
    assert host.scoreboards == 0 and host.services.nav.went == []


def test_a_watched_table_plays_the_recorded_moves_it_is_given():
    source = _quick_state()
    for _ in range(4):
        source.apply(source.legal_actions()[0])
    host = PolicyHost(_quick_state(), Watching())
    for action in source.history:
        assert host.perform(action)
    assert [str(a) for a in host.state.history] == [str(a) for a in source.history]


# --- a lesson's coach -----------------------------------------------------------------


def _lesson() -> Lesson:
    lesson = find("stortok")
    assert lesson is not None
    return lesson


def _coached(replay: list[str] | None = None) -> tuple[PolicyHost, LessonCoach]:
    lesson = _lesson()
    coach = LessonCoach(lesson, replay)
    host = PolicyHost(lesson.new_state(lesson_names(lesson)), coach)
    return host, coach


def _frame(host: PolicyHost, coach: LessonCoach) -> None:
    """One frame of the table as the policy sees it: before, the table (if not taken
    over), after."""
    if not coach.before_update(0.016):
        coach.after_update(0.016)


def _hear_out(host: PolicyHost, coach: LessonCoach) -> None:
    """Continue (Enter) until the learner may move."""
    for _ in range(20):
        _frame(host, coach)
        if coach.may_act():
            return
        if coach.coach_waiting:
            assert coach.handle(_key(pygame.K_RETURN))
    raise AssertionError("the coach never let the learner move")


def _to_the_first_choice(host: PolicyHost, coach: LessonCoach) -> Any:
    """Play the lesson's moves (the learner's by the script, the others' by the
    lesson's computers) until the learner has several legal moves; the scripted one."""
    lesson = coach.lesson
    computers = computer_players(lesson, ai_seed=0)
    state = host.state
    while True:
        seat = state.current_player
        assert seat is not None
        if seat == lesson.learner:
            expected = lesson.scripted_move(state)
            if len(state.legal_actions()) > 1 and expected is not None:
                return expected
            _hear_out(host, coach)
            assert host.perform(expected)
        else:
            _hear_out(host, coach)          # the table drives no turn while the coach talks
            assert host.perform(computers[seat].choose(state.view(seat)))


def test_the_coach_speaks_first_and_holds_the_table_until_continue():
    host, coach = _coached()
    assert not host.driver.recording                # a lesson is neither saved nor counted
    assert not coach.may_act()                      # the coach has not had its say
    _frame(host, coach)
    shown = coach.shown_step
    assert shown is not None and shown.step.id == "welcome" and coach.coach_waiting
    assert coach.holds() and host.busy and not coach.may_act()
    assert coach.handle(_key(pygame.K_a)) is None   # kept from the table while it waits
    assert coach.handle(_key(pygame.K_ESCAPE)) is False   # the pause still opens
    assert coach.handle(_key(pygame.K_RETURN))
    assert coach.shown_step is None and host.services.sound.played == ["click"]
    _hear_out(host, coach)
    assert coach.shown_step is not None and coach.shown_step.step.id == "pick_up"
    assert not coach.holds() and coach.may_act()


def test_the_coach_rings_what_its_sentence_names():
    host, coach = _coached()
    _frame(host, coach)
    assert coach.handle(_key(pygame.K_RETURN))      # welcome -> trumps
    _frame(host, coach)
    assert coach.shown_step is not None and "trumps" in coach.shown_step.show
    surface = pygame.Surface((1920, 1080))
    coach.draw(surface)
    ring = TARGETS["trumps"].inflate(14, 14)
    assert surface.get_at((ring.centerx, ring.top + 2))[:3] == SPOTLIGHT
    assert surface.get_at(TARGETS["trumps"].center)[:3] != SPOTLIGHT


def test_a_legal_move_off_the_lessons_line_is_declined_and_the_second_try_points():
    host, coach = _coached()
    expected = _to_the_first_choice(host, coach)
    _hear_out(host, coach)
    before = list(host.state.history)
    other = next(a for a in host.state.legal_actions() if a != expected)
    assert not host.perform(other)
    assert list(host.state.history) == before       # declined before the engine played it
    assert coach.coach_note == i18n.tr("coach.off_script") and coach.pointed is None
    assert host.services.sound.played[-1] == "error"
    assert not host.perform(other)
    assert coach.pointed == expected
    assert coach.coach_note == i18n.tr("coach.point", move=f"<{expected}>")


def test_an_illegal_try_moves_the_engines_reason_into_the_coachs_panel():
    host, coach = _coached()
    _hear_out(host, coach)
    with pytest.raises(IllegalMove) as refusal:
        host.state.legal_action("play AS")          # the learner does not hold it
    assert not host.perform("play AS")
    assert coach.refusal == i18n.text(refusal.value.message) and not host.toast.visible
    assert not host.state.history


def test_the_lessons_move_is_played_and_the_progress_kept():
    host, coach = _coached()
    expected = _to_the_first_choice(host, coach)
    _hear_out(host, coach)
    assert not host.perform(next(a for a in host.state.legal_actions() if a != expected))
    assert host.perform(expected)
    assert host.state.history[-1] == expected
    assert coach.wrong_tries == 0 and not coach.coach_note and coach.pointed is None
    progress = host.services.settings.lesson_progress[coach.lesson.id]
    assert progress == [str(a) for a in host.state.history]


def test_the_hint_is_the_lessons_move_and_appears_as_the_coachs_pointer():
    host, coach = _coached()
    _hear_out(host, coach)
    assert coach.suggest() == coach.lesson.scripted_move(host.state)
    host.toast.show("hint", 3.0)
    coach.hint_shown(coach.suggest())
    assert coach.pointed == coach.suggest() and not host.toast.visible


def test_a_resumed_lesson_plays_its_recorded_moves_at_once_and_says_nothing_meanwhile():
    played, played_coach = _coached()
    _to_the_first_choice(played, played_coach)
    recorded = [str(a) for a in played.state.history]
    assert len(recorded) >= 3
    host, coach = _coached(replay=recorded)
    assert coach.instant and coach.replaying
    for _ in range(len(recorded)):
        assert coach.before_update(0.016)           # the table's own frame is taken over
    assert [str(a) for a in host.state.history] == recorded
    assert not coach.instant and coach.shown_step is None and not coach.coach_queue


def test_the_lessons_end_screen_waits_for_the_coachs_last_sentence():
    host, coach = _coached()
    _frame(host, coach)
    assert coach.coach_waiting
    _play_out(host.state)
    coach.game_over()
    settings = host.services.settings
    assert coach.lesson.id in settings.lessons_done and host.services.prefs.saved == 1
    assert coach.lesson.id not in settings.lesson_progress
    _frame(host, coach)
    assert host.services.nav.went == [] and host.scoreboards == 0   # the sentence is still up
    assert coach.handle(_key(pygame.K_RETURN))
    _frame(host, coach)
    assert host.services.nav.went == [("lesson_done", coach.lesson.id)]


def test_skipping_a_lesson_goes_to_the_lesson_list_over_the_menu():
    host, coach = _coached()
    _frame(host, coach)
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                               pos=coach.skip_button.rect.center)
    assert coach.handle(click)
    assert host.services.nav.went == [("open_lessons", True)]
