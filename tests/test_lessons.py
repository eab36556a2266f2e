"""Lessons at the engine level: every lesson file is a legal prepared game, its script
is legal, every coach step comes up, and every sentence exists in both languages."""

from __future__ import annotations

import json
import string

import pytest
from support.lessons import LESSON_TEXTS

from game.ai import has_player, make_player
from game.ai.scripted import FirstLegal, ScriptedPlayer
from game.app.lessons import all_lessons, resolve, resolve_show
from game.app.lessons.plan import LESSON_DIR, names_learner, walk
from game.rules import GAMES, new_game
from game.rules.stortok import DRAW, TAKE, CardPlayed, trump_class

LESSONS = all_lessons(strict=True)


def by_id(lesson_id):
    return next(lesson for lesson in LESSONS if lesson.id == lesson_id)


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def tail_player(game: str, seed: int):
    return make_player(game, "normal", seed=seed) if has_player(game) else FirstLegal()


def learners(lesson):
    """Two different learners: both follow the script, then play their own way."""
    advisers = [tail_player(lesson.game, 1), FirstLegal()]
    return [lambda state, a=adviser: lesson.scripted_move(state) or
            a.choose(state.view(state.current_player)) for adviser in advisers]


def computers(lesson):
    return {seat: ScriptedPlayer(lesson.script, tail_player(lesson.game, seat))
            for seat in range(len(lesson.seats)) if seat != lesson.learner}


def test_there_is_a_lesson_for_every_game():
    assert {lesson.game for lesson in LESSONS} == set(GAMES)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_the_start_is_a_legal_engine_position(lesson):
    state = lesson.new_state()
    assert state.players == len(lesson.seats)
    assert state.current_player is not None
    if "deck" in lesson.start:       # a real deal: the very deck the engine accepts
        again = new_game(lesson.game, list(lesson.seats), deck=lesson.start["deck"],
                         dealer=lesson.start.get("dealer"))
        assert again == state
    # every card of the game is somewhere (hands, table, stock, out of play): none twice
    full = new_game(lesson.game, len(lesson.seats), seed=0,
                    options=lesson.start.get("options")).all_cards()
    assert state.all_cards() == full


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_the_script_is_legal_and_replaying_it_reaches_the_same_position(lesson):
    state = lesson.new_state()
    start_cards = state.all_cards()
    for text in lesson.script:
        assert not state.is_over, f"the game ended before {text!r}"
        action = state.action_from_text(text)
        assert action in state.legal_actions(), f"{text!r} is not legal here"
        assert lesson.scripted_move(state) == action
        state.apply(action)
        assert state.all_cards() == start_cards          # no card made or lost
    again = lesson.replay(state.history)
    assert again == state
    assert lesson.scripted_move(state) is None            # the script is over


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_coach_step_comes_up_and_every_sentence_is_complete(lesson):
    """Every step comes up for one of the learners (a step for a situation, such as no
    card that beats the open one, needs a learner who gets into it)."""
    reached: set[str] = set()
    for learner in learners(lesson):
        said = []

        def seen(step, state, event, said=said):
            values = resolve(step, state, event, lambda key: LESSON_TEXTS[key][0])
            keys = [step.say]
            if names_learner(step, state, event, lesson.learner) and \
                    f"{step.say}.you" in LESSON_TEXTS:
                keys = [f"{step.say}.you"]
            for key in keys:
                assert key in LESSON_TEXTS, f"no text for {key}"
                for text in LESSON_TEXTS[key]:
                    sentence = text.format(**values)
                    assert "{" not in sentence and "}" not in sentence, sentence
                    assert sentence.strip()
            resolve_show(step, state, event)         # every highlight name resolves
            said.append(step.id)

        state, coach = walk(lesson, learner, computers(lesson), seen)
        assert state.is_over, "the lesson's game must come to its end"
        assert lesson.replay(state.history) == state
        reached.update(coach.shown)
        assert said == coach.shown
    missing = [step.id for step in lesson.steps if step.id not in reached]
    assert not missing, f"steps never reached: {missing}"


def test_every_lesson_text_exists_in_both_languages_with_the_same_placeholders():
    for key, (english, german) in LESSON_TEXTS.items():
        assert english.strip() and german.strip(), key
        assert fields(english) == fields(german), key
    used = {step.say for lesson in LESSONS for step in lesson.steps}
    used |= {lesson.title for lesson in LESSONS} | {lesson.summary for lesson in LESSONS}
    assert used <= LESSON_TEXTS.keys()


def test_the_stortok_lesson_shows_every_idea_of_the_game():
    """Beat with the suit, a low trump, a high trump; pick up; draw; go out; the fool."""
    lesson = by_id("stortok")
    state = lesson.new_state()
    seen = set()
    for text in lesson.script:
        seat = state.current_player
        action = state.action_from_text(text)
        for event in state.apply(action):
            if isinstance(event, CardPlayed) and event.beaten is not None and seat == 0:
                kind = (trump_class(event.card, state.high_trump, state.low_trump),
                        trump_class(event.beaten, state.high_trump, state.low_trump))
                same = event.card.suit == event.beaten.suit
                seen.add("same suit" if same else {(1, 0): "low trump beats plain",
                                                   (2, 1): "high trump beats low"}[kind])
        if seat == 0 and action in (TAKE, DRAW):
            seen.add(str(action))
    assert seen == {"same suit", "low trump beats plain", "high trump beats low", "take",
                    "draw"}
    for learner in learners(lesson):                  # then: going out, and the fool
        final, coach = walk(lesson, learner, computers(lesson))
        assert len(final.out_order) == 2 and final.stortok is not None
        assert {"out", "fool"} <= set(coach.shown)


def test_a_broken_lesson_file_is_left_out_of_the_list_with_a_clear_error(tmp_path):
    (tmp_path / "good.json").write_text((LESSON_DIR / "stortok.json").read_text("utf-8"),
                                        "utf-8")
    (tmp_path / "broken.json").write_text('{"id": "x", "game": "chess"', "utf-8")
    assert [lesson.id for lesson in all_lessons(tmp_path)] == ["stortok"]
    with pytest.raises(ValueError):
        all_lessons(tmp_path, strict=True)
    (tmp_path / "broken.json").write_text('{"id": "x", "game": "chess", "title": "t", '
                                          '"summary": "s", "seats": [], "start": {}, '
                                          '"steps": []}', "utf-8")
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        all_lessons(tmp_path, strict=True)


WRONG_KINDS = {
    "seats a text": (lambda data: data.update(seats="You"), "'seats' is not a list"),
    "a seat a number": (lambda data: data.update(seats=["You", 2, "Carla"]),
                        "'seats' holds something"),
    "seed a text": (lambda data: data["start"].update(seed="1"),
                    "start 'seed' is not a whole number"),
    "dealer a bool": (lambda data: data["start"].update(dealer=True),
                      "start 'dealer' is not a whole number"),
    "option a list": (lambda data: data["start"].update(options={"max_actions": [1]}),
                      "option value"),
    "before a list": (lambda data: data["steps"][0].update(before=["move", 0]),
                      "'before' is not an object"),
    "steps an object": (lambda data: data.update(steps={}), "'steps' is not a list"),
}


@pytest.mark.parametrize(("change", "message"), WRONG_KINDS.values(), ids=WRONG_KINDS)
def test_a_lesson_value_of_the_wrong_kind_is_refused_saying_which(tmp_path, change, message):
    """Each value of a lesson file is checked for its kind as it is read (a text where
    the seats' list belongs was once read letter by letter as three seats)."""
    data = json.loads((LESSON_DIR / "stortok.json").read_text("utf-8"))
    change(data)
    (tmp_path / "changed.json").write_text(json.dumps(data), "utf-8")
    assert all_lessons(tmp_path) == []
    with pytest.raises(ValueError, match=f"^changed.json: {message}"):
        all_lessons(tmp_path, strict=True)
