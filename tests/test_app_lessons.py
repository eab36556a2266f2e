"""Learn to play, through real input: the first-start offer, the lesson list, the
Stortok lesson played to its end by keyboard and by mouse, refusals and the coach's
pointer, skipping and resuming."""

from __future__ import annotations

import re

import pygame
import pytest
from support.app import click, make_app, press
from support.games import input_for_action
from support.lessons import LESSON_TEXTS, open_lesson, open_stortok_lesson

from game.app import i18n
from game.app.games import playable
from game.app.kit import richtext
from game.app.lessons import find
from game.app.lessons.coach import TEXT_SIZE, LessonCoach, wrap_rich
from game.app.screens.help import HelpScene
from game.app.screens.lessons import LessonDoneScene, LessonListScene, lesson_status
from game.app.screens.menu import MenuScene
from game.app.screens.pause import PauseScene
from game.app.screens.setup import SetupScene
from game.app.table.targets import lesson_targets
from game.rules import IllegalMove
from game.rules.stortok import Play

ONCE_STEPS = {step.id for step in find("stortok").steps if not step.repeat}


def learner_choice(table):
    """The script's move, then the engine's first legal move (a learner finding his way)."""
    return table.policy.lesson.scripted_move(table.model.state) \
            or table.model.state.legal_actions()[0]


def said_first(table) -> None:
    """Before the learner's move the coach has said a sentence, and what it names is
    on screen."""
    shown = table.policy.shown_step
    assert shown is not None and shown.step.before is not None
    for name in shown.show:
        assert lesson_targets(table, name), name


def play_lesson(app, table, by: str, before_move=None, max_frames: int = 8000) -> list[str]:
    """Continue the coach and make the learner's moves by real input until the end;
    ``before_move(table)`` checks each position the learner moves in."""
    for _ in range(max_frames):
        top = app.scenes.top
        if isinstance(top, LessonDoneScene):
            return table.policy.coach.shown
        if top is table and table.policy.coach_waiting:
            if by == "keys":
                press(app, pygame.K_RETURN)
            else:
                click(app, table.policy.continue_button.rect.center)
        elif top is table and table.human_to_act():
            if before_move is not None:
                before_move(table)
            before = len(table.model.state.history)
            action = learner_choice(table)
            input_for_action(app, table, action, by)
            assert list(table.model.state.history[before:before + 1]) \
                    == [action], "input did not play it"
        else:
            app.step()
    raise AssertionError("the lesson did not reach its end")


@pytest.mark.slow
@pytest.mark.parametrize("by", ["keys", "mouse"])
def test_the_stortok_lesson_plays_through_to_its_end(by):
    app = make_app()
    table = open_stortok_lesson(app)
    shown = play_lesson(app, table, by)
    assert set(shown) >= ONCE_STEPS                      # every coach step came up
    assert table.model.state.is_over
    assert "stortok" in app.settings.lessons_done
    assert "stortok" not in app.settings.lesson_progress
    press(app, pygame.K_RIGHT, pygame.K_RETURN)          # "More lessons"
    assert isinstance(app.scenes.top, LessonListScene)
    assert app.scenes.top.rows()[0].lesson.id == "stortok"


def test_a_coach_step_names_and_highlights_what_the_position_is_about():
    app = make_app()
    table = open_stortok_lesson(app)
    app.step()
    assert table.policy.shown_step.step.id == "welcome" and table.policy.coach_waiting
    assert not table.human_to_act()                      # the table waits for Continue
    press(app, pygame.K_RETURN)
    shown = table.policy.shown_step
    assert shown.step.id == "trumps"
    assert shown.sentence() == i18n.tr("lesson.stortok.trumps", card="AD", high="diamonds",
                                       low="hearts")
    assert lesson_targets(table, "trumps") and lesson_targets(table, "AD")
    press(app, pygame.K_RETURN)
    assert table.policy.shown_step.step.id == "pick_up" and not table.policy.coach_waiting
    assert table.human_to_act()
    take_button = table.presenter.buttons[0][0]
    assert take_button.rect in lesson_targets(table, "take")


def reach_step(app, table, step_id: str) -> None:
    for _ in range(3000):
        if table.policy.shown_step is not None and table.policy.shown_step.step.id == step_id and \
                table.human_to_act():
            return
        if table.policy.coach_waiting:
            press(app, pygame.K_RETURN)
        elif table.human_to_act():
            input_for_action(app, table, learner_choice(table), "keys")
        else:
            app.step()
    raise AssertionError(f"step {step_id} never came up")


def test_a_wrong_try_shows_the_engines_reason_and_two_make_the_coach_point():
    app = make_app()
    table = open_stortok_lesson(app)
    reach_step(app, table, "same_suit")                  # open card 9S: play JS
    state = table.model.state
    before = state.clone()
    hand = table.hands.perspective_hand()
    low = next(i for i, s in enumerate(hand) if s.card.text == "6S")
    press(app, pygame.K_1 + low)                         # 6S cannot beat 9S
    try:
        state.clone().apply(Play(hand[low].card))
        raise AssertionError("6S should be refused")
    except IllegalMove as refusal:
        assert table.policy.refusal == refusal.reason            # shown in the coach's panel
    assert app.sound.played[-1] == "error"
    assert state == before and table.policy.pointed is None
    hand = table.hands.perspective_hand()
    trump = next(i for i, s in enumerate(hand) if s.card.text == "7D")
    press(app, pygame.K_1 + trump)                       # legal, but not this lesson's move
    assert state == before
    expected = table.policy.lesson.scripted_move(state)
    assert str(expected) == "play JS"
    assert table.policy.pointed == expected
    assert table.policy.coach_note == i18n.tr("coach.point",
                                              move=table.presenter.describe_hint(expected))
    assert table.policy._action_targets(table.policy.pointed)          # the pointer is on screen
    press(app, pygame.K_1 + next(i for i, s in enumerate(table.hands.perspective_hand())
                                 if s.card.text == "JS"))
    assert len(state.history) == len(before.history) + 1 and table.policy.pointed is None


def test_an_off_script_move_is_declined_by_the_coach():
    app = make_app()
    table = open_stortok_lesson(app)
    reach_step(app, table, "same_suit")
    before = table.model.state.clone()
    hand = table.hands.perspective_hand()
    press(app, pygame.K_1 + next(i for i, s in enumerate(hand) if s.card.text == "AD"))
    assert table.model.state == before
    assert table.policy.coach_note == i18n.tr("coach.off_script")
    assert app.sound.played[-1] == "error"


def learn_button(menu: MenuScene):
    return next(w for w in menu.group.widgets if getattr(w, "on_click", None) == menu.learn)


def test_first_start_offers_the_lessons_once_beside_the_menu():
    app = make_app(first_start=True)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and menu.offering     # no dialog to answer
    app.step()
    assert app.settings.tutorial_offered
    assert learn_button(menu).primary                        # the button it points at
    menu.group.set_focus(learn_button(menu))
    press(app, pygame.K_RETURN)                              # "Learn to play"
    assert isinstance(app.scenes.top, LessonListScene)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu and not menu.offering
    app = make_app(first_start=True)
    app.step()
    app.start()                                              # the next start: no offer
    app.step()
    assert isinstance(app.scenes.top, MenuScene) and not app.scenes.top.offering


def test_a_lesson_is_skippable_at_any_moment_and_resumes_from_the_list():
    app = make_app()
    table = open_stortok_lesson(app)
    reach_step(app, table, "low_trump")
    played = [str(a) for a in table.model.state.history]
    shown = set(table.policy.coach.fired)
    press(app, pygame.K_F1)                              # the full rules, still
    assert isinstance(app.scenes.top, HelpScene)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    click(app, table.policy.skip_button.rect.center)            # skip
    lessons = app.scenes.top
    assert isinstance(lessons, LessonListScene)
    assert app.settings.lesson_progress["stortok"] == played
    row = lessons.rows()[0]
    assert lesson_status(app.services, row.lesson) == \
        i18n.tr("lessons.continue", move=len(played) + 1)
    press(app, pygame.K_RETURN)                          # continue
    again = app.scenes.top
    assert isinstance(again.policy, LessonCoach) and again is not table
    app.run_until(lambda: not again.policy.replaying and again.human_to_act(), 500)
    assert [str(a) for a in again.model.state.history] == played
    assert shown <= again.policy.coach.fired                    # no step is said twice
    assert again.policy.shown_step.step.id == "low_trump"


def test_pause_quit_keeps_the_progress_and_only_lessons_with_a_table_open():
    app = make_app()
    table = open_stortok_lesson(app)
    reach_step(app, table, "pick_up")
    press(app, pygame.K_t)                               # pick up
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    press(app, pygame.K_UP, pygame.K_RETURN)             # Quit to menu
    assert isinstance(app.scenes.top, MenuScene)
    assert app.settings.lesson_progress["stortok"][0] == "take"
    app.scenes.top.learn()
    app.step()
    rows = app.scenes.top.rows()
    for row in rows:
        assert row.is_enabled == (row.lesson.game in playable())


def test_after_the_script_two_refused_tries_make_the_coach_point_at_a_legal_move():
    app = make_app()
    table = open_stortok_lesson(app)
    reach_step(app, table, "beat_any")                   # playing on alone, open card up
    state = table.model.state
    assert table.policy.lesson.scripted_move(state) is None
    before = state.clone()
    press(app, pygame.K_d)                               # drawing is no beat: refused
    try:
        state.clone().apply("draw")
        raise AssertionError("draw should be refused in a BEAT turn")
    except IllegalMove as refusal:
        assert table.policy.refusal == refusal.reason
    assert table.policy.pointed is None
    press(app, pygame.K_d)
    assert state == before
    assert table.policy.pointed in state.legal_actions()        # the engine's list decides
    pointed = table.policy.pointed
    assert table.policy.coach_note == i18n.tr("coach.point",
                                              move=table.presenter.describe_hint(pointed))


def test_a_stale_saved_lesson_replays_as_far_as_it_is_legal_and_goes_on():
    app = make_app(fast=False)                           # normal speed: the replay is instant
    app.settings.lesson_progress["stortok"] = ["take", "play 7S", "play 8S", "draw"]
    table = open_stortok_lesson(app)
    assert table.policy.replaying
    app.run_until(lambda: not table.policy.replaying, 200)
    assert [str(a) for a in table.model.state.history] == ["take", "play 7S"]   # 8S: not Carla's
    assert not table.toast.visible
    assert app.run_until(table.human_to_act, 2000)       # the lesson goes on from there
    assert table.model.state.current_player == 0


def test_the_hint_key_points_at_the_lessons_move():
    app = make_app()
    table = open_stortok_lesson(app)
    reach_step(app, table, "low_trump")
    press(app, pygame.K_h)
    expected = table.policy.lesson.scripted_move(table.model.state)
    assert str(expected) == "play 7H" and table.policy.pointed == expected
    assert table.policy.coach_note == i18n.tr("coach.point",
                                              move=table.presenter.describe_hint(expected))


@pytest.mark.parametrize("size", ["normal", "large"])
def test_every_coach_sentence_fits_the_panel_in_both_languages(size):
    """Couch-readable: at most five short lines (seven in Large text; the Stortok coach
    sits right of the middle row, in a place as tall as its text), and with Continue under
    them the panel stays clear of the hand even where a card rises under the pointer."""
    app = make_app(size=(1920, 1080))
    app.prefs.set_text_size(size)
    table = open_stortok_lesson(app)
    app.step()
    coach = table.policy
    assert coach.coach_waiting
    width = coach.coach_text_width()
    hand = table.hands.perspective_hand()
    lifted = min(s.rect(app.assets).top - table.input.hover_lift(s) for s in hand)
    for key, pair in LESSON_TEXTS.items():
        if not key.startswith("lesson.") or key.endswith((".title", ".summary")):
            continue
        for text in pair:
            filled = re.sub(r"\{\w+\}", "10S", text)       # the widest card chip
            lines = wrap_rich(app.assets, filled, width)
            assert len(lines) <= (5 if size == "normal" else 7), (key, text)
            panel = coach.panel_for([richtext.render(app.assets, line, TEXT_SIZE)
                                     for line in lines])
            assert panel.bottom + 16 <= lifted, (key, text, panel)


def test_start_over_forgets_progress_and_the_end_screen_leads_to_a_real_game():
    app = make_app()
    app.settings.lesson_progress["stortok"] = ["take"]
    app.settings.lessons_done.append("zwicker")
    app.scenes.top.learn()
    app.step()
    lessons = app.scenes.top
    assert lesson_status(app.services, lessons.rows()[0].lesson) == \
        i18n.tr("lessons.continue", move=2)
    click(app, lessons.start_over.rect.center)
    assert app.settings.lesson_progress == {} and app.settings.lessons_done == []
    assert lesson_status(app.services, lessons.rows()[0].lesson) == i18n.tr("lessons.new")
    assert not lessons.start_over.is_enabled
    app.scenes.push(LessonDoneScene(app.services, find("stortok")))
    app.step()
    press(app, pygame.K_RETURN)                          # "Play a real game"
    assert isinstance(app.scenes.top, SetupScene)


def test_play_a_real_game_after_a_lesson_opens_the_setup_on_the_lessons_game():
    for lesson, last in (("toffpoker", "stortok"), ("zwicker", "toffpoker"),
                         ("stortok", "zwicker")):
        app = make_app()
        app.settings.last_game = last                   # another game was played last
        app.scenes.push(LessonDoneScene(app.services, find(lesson)))
        app.step()
        press(app, pygame.K_RETURN)                      # "Play a real game"
        assert isinstance(app.scenes.top, SetupScene)
        assert app.scenes.top.game == lesson


def test_switching_the_language_mid_lesson_translates_the_coach():
    app = make_app()
    table = open_stortok_lesson(app)
    app.step()
    press(app, pygame.K_RETURN)                          # welcome -> trumps
    assert "diamonds" in table.policy.shown_step.sentence()
    app.prefs.set_language("de")
    try:
        assert table.policy.shown_step.sentence() == i18n.tr(
            "lesson.stortok.trumps", card="AD", high="Karo", low="Herz")
    finally:
        app.prefs.set_language("en")


#: how each prepared lesson ends when the learner follows the coach
LESSON_ENDS = {
    "toffpoker": lambda state: state.tricks == (4, 2),
    "zwicker": lambda state: state.scores() == [6, 0] and state.zwicks(0) == 1,
}


@pytest.mark.slow
@pytest.mark.parametrize("by", ["keys", "mouse"])
@pytest.mark.parametrize("lesson_id", sorted(LESSON_ENDS))
def test_the_toffpoker_and_zwicker_lessons_play_through_to_their_end(lesson_id, by):
    app, table = open_lesson(lesson_id, by)
    shown = play_lesson(app, table, by, before_move=said_first)
    assert {step.id for step in find(lesson_id).steps} <= set(shown)
    assert LESSON_ENDS[lesson_id](table.model.state)
    assert lesson_id in app.settings.lessons_done


def test_the_offer_and_the_lessons_progress_are_kept_between_runs():
    from game.app.app import App
    from game.app.cli import Config

    app = make_app(first_start=True)
    assert app.scenes.top.offering
    app.step()
    table = open_stortok_lesson(app)
    reach_step(app, table, "same_suit")
    played = [str(a) for a in table.model.state.history]
    click(app, table.policy.skip_button.rect.center)
    again = App(Config(size=(1280, 720), fast=True))     # the next run, same data folder
    assert again.settings.tutorial_offered
    assert again.settings.lesson_progress == {"stortok": played}
    again.start()
    again.step()
    assert isinstance(again.scenes.top, MenuScene)       # no second offer
    assert not again.scenes.top.offering


def test_bad_lesson_settings_in_the_file_are_refused():
    from game.app.settings import Settings
    from game.app.storage.files import BadFile
    from game.app.storage.records import settings_from_record, settings_record

    good = Settings(tutorial_offered=True, lesson_progress={"stortok": ["take"]},
                    lessons_done=["zwicker"])
    back = settings_from_record(settings_record(good))
    assert (back.tutorial_offered, back.lesson_progress, back.lessons_done) == \
        (True, {"stortok": ["take"]}, ["zwicker"])
    for bad in ({"lesson_progress": {"stortok": "take"}}, {"lessons_done": [3]},
                {"tutorial_offered": "yes"}, {"lesson_progress": {"": []}}):
        with pytest.raises(BadFile):
            settings_from_record(bad)


def test_a_lesson_game_is_neither_autosaved_nor_counted():
    app = make_app(size=(1920, 1080))
    app.scenes.top.learn()
    app.step()
    row = next(r for r in app.scenes.top.rows() if r.lesson.id == "toffpoker")
    click(app, row.rect.center)
    table = app.scenes.top
    lesson = table.policy.lesson
    for _ in range(6000):
        if isinstance(app.scenes.top, LessonDoneScene):
            break
        if table.policy.coach_waiting:
            table.policy.coach_continue()
        elif table.human_to_act():
            table.perform(lesson.scripted_move(table.model.state))
        app.step()
    assert table.model.state.is_over
    app.saves.flush()
    assert not app.saves.has_autosave()
    assert app.saves.statistics() == {} and app.saves.replay_files() == []


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_coach_continue_label_and_its_key_hint_do_not_overlap(language, size):
    """'Weiter' and the 'Enter' in the corner of the coach's button stood on each other on
    Large German text."""
    from game.app.kit import theme

    app = make_app()
    table = open_stortok_lesson(app)
    app.prefs.set_text_size(size)
    app.prefs.set_language(language)
    app.step()
    button = table.policy.continue_button
    label = theme.text(i18n.tr("coach.continue"), button.size)
    hint = theme.text(button.key_hint, theme.SIZE_SMALL - 4)
    label_right = button.rect.centerx + label.get_width() // 2
    try:
        assert label_right + 8 <= button.rect.right - 12 - hint.get_width()
    finally:
        app.prefs.set_text_size("normal")
        app.prefs.set_language("en")


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("language", ["en", "de"])
def test_skip_lesson_fits_its_button_beside_the_hint_button(language, size):
    """'Lektion beenden' ran out of its button on Large German text (seen under the
    pause menu as well): the button grows to the left for its label."""
    from game.app.kit import theme

    app = make_app(size=(1920, 1080))
    table = open_stortok_lesson(app)
    app.prefs.set_text_size(size)
    app.prefs.set_language(language)
    try:
        press(app, pygame.K_ESCAPE, frames=3)              # the pause menu over the lesson
        button = table.policy.skip_button
        label = theme.text(i18n.tr("coach.skip"), button.size)
        assert label.get_width() + 2 * 12 <= button.rect.width
        assert button.rect.right < table.hint_button.rect.left
        press(app, pygame.K_ESCAPE, frames=3)
        click(app, button.rect.move(8 - button.rect.width // 2, 0).center)   # its left part
        assert isinstance(app.scenes.top, LessonListScene)
    finally:
        app.prefs.set_text_size("normal")
        app.prefs.set_language("en")


def test_the_zwicker_lesson_log_tells_its_own_layout_not_a_deal_of_six():
    """The rules lay 4 cards out; the lesson arranges 6: the log says so, in both
    languages, and a real game's log still tells the deal of 4."""
    from game.app.games import table_for
    from game.app.session import Seat, Session
    from game.rules.zwicker import LAYOUT_SIZE

    app, table = open_lesson("zwicker", "keys")
    for _ in range(200):
        app.step()
        if table.chrome.log:
            break
    on_table = sum(len(unit.cards) for unit in table.model.state.table)
    assert on_table != LAYOUT_SIZE
    for language in ("en", "de"):
        i18n.set_language(language)
        logged = [i18n.text(entry) for entry in table.chrome.log]
        assert any(str(on_table) in line and str(LAYOUT_SIZE) in line for line in logged)
        assert not any(f"lays {on_table}" in line or f"legt {on_table}" in line
                       for line in logged), logged
    i18n.set_language("en")
    game = table_for(app.services, Session("zwicker", [Seat("A", True), Seat("B")], seed=1))
    app.scenes.push(game)
    for _ in range(200):
        app.step()
        if game.chrome.log:
            break
    assert i18n.text(game.chrome.log[0]).endswith(f"lays {LAYOUT_SIZE} cards out on the table")


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_the_stortok_lesson_explains_a_complete_trick_while_it_still_lies_there(speed):
    app = make_app(fast=speed == "instant")
    app.settings.animation_speed = speed
    table = open_stortok_lesson(app)
    for _ in range(20000):
        shown = table.policy.shown_step
        if shown is not None and shown.step.id == "trick_complete":
            break
        if table.policy.coach_waiting:
            press(app, pygame.K_RETURN)
        elif table.human_to_act():
            input_for_action(app, table, learner_choice(table), "keys")
        else:
            app.step()
    else:
        raise AssertionError("the trick was never explained")
    for _ in range(30):                                   # it stays while it is read
        app.step()
    trick = [s.card.text for s in table.layer.zone("trick")]
    assert sorted(trick) == ["7S", "9S", "JS"]
    assert all(s.face_up for s in table.layer.zone("trick"))
    assert table.policy.coach_waiting
    press(app, pygame.K_RETURN)                           # Continue: now it goes
    assert app.run_until(lambda: not table.layer.zone("trick") and not table.busy, 2000)
    assert {"7S", "9S", "JS"} <= {s.card.text for s in table.layer.zone("dead")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_zwicker_coach_and_the_capture_choice_agree(lang):
    """At "choose" the coach outlines 5H and the stack while the card's first choice was
    9C + 5H, and the choice line was hidden, so Enter was "allowed, but this lesson wants
    …". Choosing the card makes the lesson's capture the choice, the status line shows it
    ("choice 2 of 3 (Tab)"), and Enter plays it."""
    from game.rules.zwicker import Capture

    i18n.set_language(lang)
    try:
        app, table = open_lesson("zwicker", "keys")
        reach_step(app, table, "choose")
        assert app.run_until(table.human_to_act, 600)
        wanted = table.policy.lesson.scripted_move(table.model.state)
        assert isinstance(wanted,
                          Capture) and len(table.presenter.chooser.matching(wanted.card)) > 1
        hand = table.hands.perspective_hand()
        press(app, pygame.K_1 + [s.card for s in hand].index(wanted.card))
        assert table.presenter.chooser.current() == wanted
        found = table.presenter.chooser.choices()
        status = table.chrome.status_text()
        assert i18n.tr("zw.status.more", n=found.index(wanted) + 1, of=len(found)) in status
        moves = len(table.model.state.history)
        press(app, pygame.K_RETURN)
        assert table.model.state.history[moves] == wanted
        assert table.policy.coach_note == ""
    finally:
        i18n.set_language("en")
