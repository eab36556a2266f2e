"""Zwicker opponent inference: worlds weighted by how likely the opponents' observed
moves were in them (game/ai/zwicker_inference.py)."""

from __future__ import annotations

import random
import statistics
from collections.abc import Iterator

from game.ai import make_player
from game.ai.zwicker_inference import OpponentModel, weighted_sampler
from game.ai.zwicker_players import ZwickerNormal
from game.rules import new_game
from game.rules.cards import cards
from game.rules.worlds import world_sampler
from game.rules.zwicker import Zwicker, value_of, zwicker_pack

# Seat 1 leads (dealer 0) with 5D 2C 3C 4C on a layout of 10D 5C 8H 6S; seat 0 holds
# 7C 7H 9C 2D. Seat 1's only capture is the 5C with its 5D; a hand with a 10 or a
# joker would have taken the 10D (10 points) instead.
SEAT1 = cards("5D 2C 3C 4C")
SEAT0 = cards("7C 7H 9C 2D")
LAYOUT = cards("10D 5C 8H 6S")


def _declined_ten_of_diamonds() -> Zwicker:
    rest = list(zwicker_pack())
    for c in SEAT1 + SEAT0 + LAYOUT:
        rest.remove(c)
    dealt = [c for pair in zip(SEAT1, SEAT0, strict=True) for c in pair]
    state = new_game("zwicker", 2, deck=dealt + LAYOUT + rest, dealer=0)
    assert state.current_player == 1
    (take_five,) = state.legal_actions()
    state.apply(take_five)
    return state


def _takes_the_ten(hand) -> bool:
    return any(c.is_joker or value_of(c) == 10 for c in hand)


def _normal_decisions(players: int, seeds: range) -> Iterator[tuple[Zwicker, int, Zwicker,
                                                                     OpponentModel]]:
    """Every decision of seeded games between Normal players: (the true state, the seat to
    move, its view, the opponent model from that view), before the move is played."""
    for seed in seeds:
        state = new_game("zwicker", players, seed=seed)
        bots = [ZwickerNormal(s) for s in range(players)]
        while not state.is_over:
            seat = state.current_player
            view = state.view(seat)
            yield state, seat, view, OpponentModel(view, seat)
            state.apply(bots[seat].choose(view))


def test_a_seat_that_left_the_ten_of_diamonds_lying_probably_holds_no_ten():
    state = _declined_ten_of_diamonds()
    view = state.view(0)
    model = OpponentModel(view, 0)
    assert len(model.observations) == 1 and model.observations[0].seat == 1
    sample = world_sampler(view, 0)
    rng = random.Random(3)
    with_ten, without = [], []
    for _ in range(300):
        world = sample(rng)
        assert world.view(0) == view
        weight = model.weight(world)
        assert weight > 0.0
        (with_ten if _takes_the_ten(world.hands[1]) else without).append(weight)
    assert with_ten and without
    assert statistics.fmean(with_ten) < 0.05 * statistics.fmean(without)


def test_weights_depend_only_on_the_view():
    state = _declined_ten_of_diamonds()
    view = state.view(0)
    other = world_sampler(view, 0)(random.Random(8))      # another real state, same view
    worlds = [world_sampler(view, 0)(random.Random(s)) for s in range(20)]
    first = [OpponentModel(view, 0).log_weight(w) for w in worlds]
    second = [OpponentModel(other.view(0), 0).log_weight(w) for w in worlds]
    assert first == second and len(set(first)) > 1


def test_the_resampled_worlds_match_the_view_and_follow_the_seed():
    state = _declined_ten_of_diamonds()
    view = state.view(0)
    runs = []
    for _ in range(2):
        sample = weighted_sampler(view, 0, 8)
        rng = random.Random(5)
        worlds = [sample(rng) for _ in range(60)]
        assert all(w.view(0) == view for w in worlds)
        runs.append([w.hands[1] for w in worlds])
    assert runs[0] == runs[1]
    plain = world_sampler(view, 0)
    rng = random.Random(5)
    uniform = sum(_takes_the_ten(plain(rng).hands[1]) for _ in range(200)) / 200
    weighted = sum(_takes_the_ten(h) for h in runs[0]) / len(runs[0])
    assert weighted < uniform / 2


def test_only_the_running_deal_is_evidence():
    """Hands hold only cards of the running deal, so earlier moves are not observed."""
    state = new_game("zwicker", 2, seed=12)
    bots = [ZwickerNormal(s) for s in range(2)]
    checked = 0
    while not state.is_over:
        seat = state.current_player
        view = state.view(seat)
        model = OpponentModel(view, seat)
        opponent = 1 - seat
        # in this deal the opponent was dealt 4 cards and holds the rest; with none
        # left its moves weigh every world alike and are dropped
        left = len(view.hands[opponent])
        assert len(model.observations) == (4 - left if left else 0) or \
            view.stock_size == 0
        for obs in model.observations:
            assert obs.seat == opponent and obs.before.stock_size == view.stock_size
            public = {c for s in range(2) for c in state.pile(s)}
            assert set(obs.later) <= public | {c for u in state.table for c in u.cards}
            assert obs.later[0] == obs.action.card
        checked += len(model.observations)
        state.apply(bots[seat].choose(view))
    assert checked > 20


def test_arranged_positions_give_no_evidence_and_equal_weights():
    state = Zwicker.arranged(["5H 9C", "KD 3S"], ["9H+3D", "4C"], turn=0, stock="2S 7H")
    state.apply(state.legal_actions()[0])
    view = state.view(1)
    model = OpponentModel(view, 1)
    assert model.observations == []
    assert model.weight(world_sampler(view, 1)(random.Random(1))) == 1.0


def test_the_true_hands_rank_above_the_middle_of_the_sampled_worlds():
    """The offline check of tools/checks/zwicker_inference_check.py, small: uniform
    weights give 50 %."""
    ranks = []
    for state, seat, view, model in _normal_decisions(players=2, seeds=range(40, 43)):
        if model.observations and len(state.legal_actions()) > 1:
            sample = world_sampler(view, seat)
            rng = random.Random(len(state.history))
            logs = [model.log_weight(sample(rng)) for _ in range(30)]
            true = model.log_weight(state)
            ranks.append((sum(x < true - 1e-9 for x in logs)
                          + 0.5 * sum(abs(x - true) <= 1e-9 for x in logs)) / len(logs))
    assert len(ranks) > 20 and statistics.fmean(ranks) > 0.55


def test_hard_searches_resampled_worlds_and_stays_reproducible():
    state = _declined_ten_of_diamonds()
    view = state.view(0)
    runs = []
    for _ in range(2):
        player = make_player("zwicker", "hard", seed=4, iterations=12)
        action = player.choose(view)
        assert action in state.legal_actions()
        runs.append((action, player.last.statistics()))
        assert player.last.sample.__name__ == "sample"   # the resampling one
        assert player.last.sample.__module__ == "game.ai.zwicker_inference"
    assert runs[0] == runs[1]


def test_the_exact_model_finds_a_normal_opponent_consistent_with_its_true_hands():
    """Normal opponents make only moves Normal would make with their real hands, so the
    true world passes ``consistent`` at every decision; a world whose opponent holds a
    10 after it left the 10D lying does not."""
    checked = 0
    for state, _, _, model in _normal_decisions(players=3, seeds=range(70, 73)):
        if model.observations:
            assert model.consistent(state)
            checked += 1
    assert checked > 30
    state = _declined_ten_of_diamonds()
    view = state.view(0)
    model = OpponentModel(view, 0)
    sample = world_sampler(view, 0)
    rng = random.Random(4)
    worlds = [sample(rng) for _ in range(200)]
    assert model.consistent(state)
    assert all(not model.consistent(w) for w in worlds if _takes_the_ten(w.hands[1]))
    assert any(model.consistent(w) for w in worlds)
