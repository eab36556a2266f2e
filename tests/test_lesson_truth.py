"""Every coach sentence is true of the position it is shown in.

The scripted part of a lesson is fixed (the coach declines other moves and the computers
follow the script), so its sentences are checked by the script tests. After the script
the game goes on freely: here every lesson is played on by learners that follow the
hints (the strongest adviser), play at random, or play the first legal move, over many
computer seeds, and each sentence that comes up is checked against the position by an
independent reading of it: the game's ``LESSON_CLAIMS`` in ``tests/support/<game>.py``.
A step missing from that reading fails the test: a new free-play sentence needs its truth
written down.
"""

from __future__ import annotations

import random

import pytest
from support.games import lesson_claims

from game.ai import make_player, strongest
from game.ai.scripted import FirstLegal, ScriptedPlayer
from game.app.lessons import all_lessons
from game.app.lessons.plan import walk

LESSONS = all_lessons(strict=True)


def learners(lesson, seed: int):
    """Follow the script, then play on: by the hints, at random, or the first move."""
    adviser = make_player(lesson.game, strongest(lesson.game) or "normal", seed=seed,
                          iterations=60) if strongest(lesson.game) == "hard" else \
        make_player(lesson.game, "normal", seed=seed)
    rng = random.Random(seed)
    first = FirstLegal()
    return {
        "hints": lambda st: lesson.scripted_move(st) or adviser.choose(st.view(0)),
        "random": lambda st: lesson.scripted_move(st) or rng.choice(st.legal_actions()),
        "first": lambda st: lesson.scripted_move(st) or first.choose(st.view(0)),
    }


def computers(lesson, seed: int):
    return {seat: ScriptedPlayer(lesson.script, make_player(lesson.game, "normal",
                                                            seed=seed + seat))
            for seat in range(len(lesson.seats)) if seat != lesson.learner}


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_free_play_sentence_is_true_of_its_position(lesson):
    claims = lesson_claims(lesson.game)
    shown: set[str] = set()
    for seed in range(6):
        for style, learner in learners(lesson, seed).items():

            def seen(step, state, event, style=style, seed=seed):
                history = [str(a) for a in state.history]
                if history == list(lesson.script[:len(history)]):
                    return                       # still on the script: checked elsewhere
                assert step.id in claims, f"{step.id}: no claim written down for it"
                assert claims[step.id](state, event), \
                    f"{lesson.id}/{step.id} is not true here ({style}, seed {seed}, " \
                    f"move {len(history)})"
                shown.add(step.id)

            walk(lesson, learner, computers(lesson, seed), seen)
    final, _ = walk(lesson, learners(lesson, 0)["first"], computers(lesson, 0))
    if len(final.history) > len(lesson.script):          # the game went on freely
        assert shown, "no free-play sentence came up"


def test_the_stock_empty_sentence_claims_nothing_about_the_learners_cards():
    """The play-test case: the stock ran out while the learner held 7 cards, and the
    coach said "play your last card and you are out"."""
    from game.app.games.stortok.texts import TEXTS

    english, german = TEXTS["lesson.stortok.stock_empty"]
    assert "your last card" not in english.lower()
    assert "deine letzte karte" not in german.lower()
