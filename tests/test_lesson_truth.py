"""Every coach sentence is true of the position it is shown in.

The scripted part of a lesson is fixed (the coach declines other moves and the computers
follow the script), so its sentences are checked by the script tests. After the script
the game goes on freely: here every lesson is played on by learners that follow the
hints (the strongest adviser), play at random, or play the first legal move, over many
computer seeds, and each sentence that comes up is checked against the position by an
independent reading of it below. A step missing from that reading fails the test: a new
free-play sentence needs its truth written down.
"""

from __future__ import annotations

import random

import pytest

from game.ai import make_player, strongest
from game.ai.scripted import FirstLegal, ScriptedPlayer
from game.app.lessons import all_lessons
from game.app.lessons.plan import walk
from game.rules.stortok import BEAT, LEAD, Play

LESSONS = all_lessons(strict=True)


def _plays(state) -> bool:
    return any(isinstance(a, Play) for a in state.legal_actions())


def _draws(state) -> bool:
    return any(str(a) == "draw" for a in state.legal_actions())


#: step id -> what its sentence claims, as a test of (position shown in, event or None)
CLAIMS = {
    "stortok": {
        # "Now you know every move. Play on by yourself …": a decision of the learner
        "on_your_own": lambda st, ev: st.current_player == 0 and not st.is_over,
        # "The stock is empty: nobody draws any more …"
        "stock_empty": lambda st, ev: st.stock_size == 0,
        # "Open card X: beat it with a gold card, or pick it up with T."
        "beat_any": lambda st, ev: st.phase == BEAT and _plays(st),
        # "Open card X: none of your cards beats it. Pick it up with T."
        "beat_none": lambda st, ev: st.phase == BEAT and not _plays(st),
        # "Your lead: play any card, or draw with D."
        "lead_any": lambda st, ev: st.phase == LEAD and _plays(st) and _draws(st),
        # "Your lead: play any card. The stock is empty …"
        "lead_last": lambda st, ev: st.phase == LEAD and st.stock_size == 0,
        # "X has no cards left and is out, in place N. The others play on."
        "out": lambda st, ev: not st.hand(ev.seat) and not st.is_over,
        # "X is the last one holding cards: the Stortok"
        "fool": lambda st, ev: ev.stortok is not None and st.is_over,
    },
    "toffpoker": {
        "last_trick": lambda st, ev: True,       # the sums are read from the event
        "game_over": lambda st, ev: st.is_over,
    },
    "zwicker": {
        # "All hands are empty: everyone gets four new cards from the stock."
        "new_cards": lambda st, ev: all(len(st.hand(s)) == 4 for s in range(st.players)),
        # "Stock and hands are empty: the cards left on the table go to X …"
        "leftovers": lambda st, ev: st.stock_size == 0
        and not any(st.hand(s) for s in range(st.players)),
        "scoring": lambda st, ev: st.is_over,
    },
}


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
    claims = CLAIMS[lesson.game]
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
