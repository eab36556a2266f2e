"""Determinization: sampled worlds agree with the seat's view and with public facts."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules import GAMES, JOKER, UNKNOWN, new_game
from game.rules.stortok import Stortok
from game.rules.worlds import sample_world, world_sampler
from game.rules.zwicker.worlds import capture_value as _zwicker_key
from game.rules.zwicker.worlds import public_facts as _zwicker_facts

COUNTS = [(name, n) for name in sorted(GAMES)
          for n in range(GAMES[name].min_players, GAMES[name].max_players + 1)]


def public_cards(view) -> Counter:
    """Every card a view shows face up (UNKNOWN aside)."""
    seen = view.all_cards()
    del seen[UNKNOWN]
    return seen


@pytest.mark.parametrize(("name", "players"), COUNTS)
def test_worlds_match_the_view_through_random_games(name, players):
    for seed in range(4):
        state = new_game(name, players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            view = state.view(seat)
            world = sample_world(view, seat, rng)
            assert world.view(seat) == view
            assert world.all_cards() == state.all_cards()    # no card made or lost
            assert UNKNOWN not in world.all_cards()
            # a card seen anywhere is where the view shows it, never also hidden
            assert public_cards(view) - public_cards(world) == Counter()
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_world_sampled_for_a_waiting_seat_lets_everyone_move(name):
    state = new_game(name, 3, seed=5)
    waiting = (state.current_player + 1) % 3
    view = state.view(waiting)
    view.legal_actions()                       # () in a view for a seat not to move
    world = sample_world(view, waiting, random.Random(2))
    assert world.view(waiting) == view
    assert world.legal_actions()
    world.apply(world.legal_actions()[0])


def test_stortok_known_pickups_stay_and_played_cards_never_reappear():
    state = Stortok.arranged(["6H 7H", "8H 9H 10H", "JH"], "6S", turn=0, trick="QD",
                             trick_seats=(2,), stock="KH AH",
                             known=["", "8H", ""])     # seat 1 picked up 8H earlier
    view = state.view(0)
    assert view.hand(1)[0].text == "8H"
    rng = random.Random(3)
    seen = set()
    for _ in range(200):
        world = sample_world(view, 0, rng)
        assert world.hand(1)[0].text == "8H"
        assert "QD" not in {c.text for h in world.hands for c in h}
        assert {c.text for c in world.hand(0)} == {"6H", "7H"}
        seen.add(world.hand(2)[0].text)
    # seat 2's single card is any of the hidden ones: never a seen card
    assert seen == {"9H", "10H", "JH", "KH", "AH"}


def test_worlds_are_drawn_from_the_injected_generator_only():
    state = new_game("zwicker", 4, seed=11)
    view = state.view(state.current_player)
    sample = world_sampler(view, state.current_player)
    a, b = sample(random.Random(5)), sample(random.Random(5))
    assert a == b
    assert sample(random.Random(6)) != a


def test_zwicker_facts_hold_in_the_real_game_and_in_every_world():
    """Returned jokers (Z-3) stay where the deal put them; a seat that stacked or laid
    down holds no card that could have captured (capturing is compulsory)."""
    jokers = banned = 0
    for players in (2, 3, 4, 6):
        for seed in range(12):
            state = new_game("zwicker", players, seed=seed)
            rng = random.Random(seed)
            while not state.is_over:
                seat = state.current_player
                view = state.view(seat)
                facts = _zwicker_facts(view)
                bottom = facts.bottom_jokers
                stock = state._stock[state._drawn:]
                assert list(stock[len(stock) - bottom:]) == [JOKER] * bottom
                world = sample_world(view, seat, rng)
                assert list(world._stock[len(world._stock) - bottom:]) == [JOKER] * bottom
                for s in range(players):
                    for hands in (state.hands, world.hands):
                        assert hands[s].count(JOKER) >= facts.held_jokers[s] or s == seat
                        assert not {_zwicker_key(c) for c in hands[s]} \
                            & facts.cannot_hold[s] or s == seat
                    jokers += facts.held_jokers[s]
                    banned += bool(facts.cannot_hold[s])
                legal = state.legal_actions()
                state.apply(legal[int(rng.random() * len(legal))])
    assert jokers > 0 and banned > 0    # both kinds of fact did come up


def test_arranged_zwicker_positions_give_no_replayed_facts():
    from game.rules.zwicker import Zwicker

    state = Zwicker.arranged(["5H 9C", "KD 3S"], ["9H+3D", "4C"], turn=0, stock="2S 7H")
    state.apply(state.legal_actions()[0])
    facts = _zwicker_facts(state.view(1))
    assert facts.cannot_hold == [set(), set()] and facts.bottom_jokers == 0
    world = sample_world(state.view(1), 1, random.Random(1))
    assert world.view(1) == state.view(1)


def test_toffpoker_worlds_keep_revealed_pools_and_guess_pending_selections():
    state = new_game("toffpoker", 3, seed=2)
    first = state.current_player
    state.apply(state.legal_actions()[5])
    seat = state.current_player
    view = state.view(seat)
    rng = random.Random(1)
    guesses = set()
    for _ in range(30):
        world = sample_world(view, seat, rng)
        chosen = world.selected(first)
        assert UNKNOWN not in chosen and len(chosen) == 5
        assert all(c.suit == state.suit(first) for c in chosen)
        guesses.add(tuple(chosen))
    assert len(guesses) > 1


def test_unknown_game_is_refused():
    class Other:
        name = "skat"

    with pytest.raises(ValueError, match="no world sampler"):
        world_sampler(Other(), 0)
