"""Computer players' randomness is independent of the deal (``--seed`` reproduces the
deal only): a player that knows its own seed learns nothing about the deck."""

from __future__ import annotations

import random

from game.app.session import Session


def streams(session: Session) -> list[list[float]]:
    return [[player.rng.random() for _ in range(3)] for player in session.computers.values()]


def test_same_deal_seed_gives_the_same_deal_but_unrelated_player_streams() -> None:
    first = Session.quick("stortok", 4, humans=1, seed=123)
    second = Session.quick("stortok", 4, humans=1, seed=123)
    assert first.state == second.state                       # --seed reproduces the deal
    assert streams(first) != streams(second)                 # players' streams do not follow


def test_the_old_derivation_from_the_match_seed_is_gone() -> None:
    session = Session.quick("stortok", 4, humans=1, seed=77)
    for seat, player in session.computers.items():
        derived = random.Random(session.match.seed + 7919 * (seat + 1))
        assert player.rng.getstate() != derived.getstate()


def test_an_explicit_ai_seed_reproduces_the_players_not_the_deal() -> None:
    a = Session.quick("stortok", 3, humans=0, seed=5)
    a_again = Session("stortok", a.seats, seed=6, ai_seed=99)
    b_again = Session("stortok", a.seats, seed=7, ai_seed=99)
    assert streams(a_again) == streams(b_again)
    assert a_again.state != b_again.state
