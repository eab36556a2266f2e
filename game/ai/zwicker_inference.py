"""Zwicker opponent inference: how likely a sampled world's hidden hands make the moves
the opponents were seen to play (Buro, Long, Furtak & Sturtevant, IJCAI 2009, for Skat).

Capturing is compulsory, so :mod:`game.rules.zwicker.worlds` already keeps out of a seat's hand
every card that would have had to capture. Beyond that the worlds are uniform. But the
choice among legal moves says more: a seat that took the 5 while the 10D lay there for
a 10 most likely holds no 10; a seat that laid down its 7D has probably nothing cheaper.

:class:`OpponentModel` replays the public record of the running deal (hands only hold
cards of the running deal: a new deal comes when all hands are empty, so earlier moves
say nothing about them). For every opponent decision of that deal it keeps the position
before it; a world's hand for that seat *then* is its hand in the world plus the cards
the seat has played since. The world's weight is the product over those decisions of

    P(action | hand) = (1 - epsilon) * softmax(Normal's scores / temperature) + epsilon / n

over the n legal moves that hand had (Normal is the model of every opponent); a move
that was illegal with that hand gets :data:`ILLEGAL` (never zero). Likelihoods are
cached per (decision, hand). Only the seat's view is used.

>>> import random
>>> from game.rules import new_game
>>> from game.rules.worlds import world_sampler
>>> from game.ai.zwicker_players import ZwickerNormal
>>> state = new_game("zwicker", 2, seed=5)
>>> for _ in range(3):
...     _ = state.apply(ZwickerNormal(0).choose(state.view(state.current_player)))
>>> view = state.view(state.current_player)
>>> model = OpponentModel(view, state.current_player)
>>> world = world_sampler(view, state.current_player)(random.Random(1))
>>> model.weight(world) > 0.0
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from game.rules import GameState
from game.rules.cards import Card, cards_text
from game.rules.worlds import Sampler, next_with_cards, world_sampler
from game.rules.zwicker import (
    HAND_SIZE,
    LAYOUT_SIZE,
    Capture,
    LaidOut,
    Stack,
    Zwicker,
    two_packs,
    zwicker_pack,
)

from .registry import normal_player

if TYPE_CHECKING:
    from .zwicker_players import ZwickerNormal

#: The likelihood of a move that would have been illegal with the world's hand.
ILLEGAL = 1e-4


@dataclass(frozen=True)
class Model:
    """How the opponents are modelled: a softened Normal."""

    temperature: float = 0.1     # softmax temperature on Normal's scores (points)
    epsilon: float = 0.05        # share of a uniform choice among the legal moves
    max_decisions: int = 12      # the most recent opponent decisions considered


@dataclass(frozen=True)
class Observation:
    """One opponent decision of the running deal."""

    seat: int
    before: Zwicker          # the position before it (other hidden hands: placeholders)
    action: Any
    later: tuple[Card, ...]  # the cards the seat played from this decision on


class OpponentModel:
    """Likelihood weights of sampled worlds from the opponents' moves in the running
    deal (see the module doc). A view it cannot replay (an arranged position) gives
    no observations, and then every world weighs 1; so do the moves of a seat that
    has no cards left (they weigh every world alike)."""

    def __init__(self, view: Zwicker, seat: int, model: Model | None = None,
                 placeholder: Zwicker | None = None) -> None:
        self.seat = seat
        self.model = model or Model()
        # Normal is the model of every opponent (from the registry: the players'
        # module registers this module's sampler, so it cannot be imported here)
        self.normal = cast("ZwickerNormal", normal_player(view.name, 0))
        self._cache: dict[tuple[int, tuple[Card, ...]], float] = {}
        self._normal_moves: dict[tuple[int, tuple[Card, ...]], bool] = {}
        try:
            seen = _observe(view, seat, placeholder)
        except (ValueError, LookupError):   # not replayable: no evidence
            seen = []
        # a seat with no cards left weighs every world alike
        self.observations: list[Observation] = [
            o for o in seen if view.hands[o.seat]][-self.model.max_decisions:]

    def log_weight(self, world: GameState) -> float:
        """The log likelihood of the observed opponent moves with ``world``'s hands."""
        assert isinstance(world, Zwicker)
        total = 0.0
        for i, obs in enumerate(self.observations):
            hand = tuple(sorted((*world.hands[obs.seat], *obs.later), key=_index))
            key = (i, hand)
            found = self._cache.get(key)
            if found is None:
                found = self._cache[key] = math.log(self._likelihood(obs, hand))
            total += found
        return total

    def consistent(self, world: GameState) -> bool:
        """Whether every observed move is one Normal itself would play (a best-scored
        move) with ``world``'s hands: the exact model of a Normal opponent, for
        measuring how much the moves can tell at all (``tools/strength/zwicker_decisions.py``)."""
        assert isinstance(world, Zwicker)
        for i, obs in enumerate(self.observations):
            hand = tuple(sorted((*world.hands[obs.seat], *obs.later), key=_index))
            found = self._normal_moves.get((i, hand))
            if found is None:
                best = self.normal.best_moves(_with_hand(obs.before, obs.seat, hand))
                found = self._normal_moves[(i, hand)] = obs.action in best
            if not found:
                return False
        return True

    def weight(self, world: GameState) -> float:
        """The likelihood of the observed opponent moves with ``world``'s hands (> 0)."""
        return math.exp(self.log_weight(world))

    def _likelihood(self, obs: Observation, hand: tuple[Card, ...]) -> float:
        state = _with_hand(obs.before, obs.seat, hand)
        scored = self.normal.scores(state)
        if not any(a == obs.action for a, _ in scored):
            return ILLEGAL
        m = self.model
        top = max(s for _, s in scored)
        exps = [(a, math.exp((s - top) / m.temperature)) for a, s in scored]
        total = sum(e for _, e in exps)
        mine = next(e for a, e in exps if a == obs.action)
        return (1.0 - m.epsilon) * mine / total + m.epsilon / len(scored)


def _index(c: Card) -> int:
    return c.index


def _with_hand(state: Zwicker, seat: int, hand: tuple[Card, ...]) -> Zwicker:
    """A copy of ``state`` in which ``seat`` holds ``hand`` (sorted by index). The one
    place here that writes a rules state's fields (as the world samplers do)."""
    other = state.clone()
    other._hands[seat] = hand
    other._legal_cache = None
    return other


def _observe(view: Zwicker, seat: int,
             placeholder: Zwicker | None) -> list[Observation]:
    """The opponent decisions of the running deal, each with the position before it."""
    start = _deal_start(view)
    if start is None:
        return []
    first, position = start
    history = view.history
    moves = history[first:]
    if not moves:
        return []
    if placeholder is None:
        placeholder = view.world_sampler(seat)(random.Random(0))
    n = view.players
    played: list[list[Card]] = [[] for _ in range(n)]
    turn = position.turn
    counts = list(position.counts)
    movers: list[int] = []
    for action in moves:     # who played what (the turn order only needs hand sizes)
        movers.append(turn)
        played[turn].append(action.card)
        counts[turn] -= 1
        following = next_with_cards(counts, turn)
        if following is None:
            break
        turn = following
    if len(movers) != len(moves):
        return []
    hands = []
    for s in range(n):
        own = view.hand(s) if s == seat else placeholder.hands[s]
        hands.append(list(own) + played[s])
    state = position.arrange(view, hands)
    out: list[Observation] = []
    for k, (mover, action) in enumerate(zip(movers, moves, strict=True)):
        if state.current_player != mover:
            return []
        if mover != seat:
            later = tuple(a.card for m, a in zip(movers[k:], moves[k:], strict=True)
                          if m == mover)
            out.append(Observation(mover, state.clone(), action, later))
        state.apply(action)
    if state.table != view.table or state.stock_size != view.stock_size:
        return []
    return out


class _Position:
    """The public position at the start of a deal."""

    def __init__(self, n: int) -> None:
        self.units: list[tuple[list[Card], list[int]]] = []
        self.piles: list[list[Card]] = [[] for _ in range(n)]
        self.zwicks = [0] * n
        self.last_capturer: int | None = None
        self.counts = [HAND_SIZE] * n
        self.stock = 0
        self.turn = 0

    def snapshot(self) -> _Position:
        other = _Position(len(self.piles))
        other.units = [(list(c), list(v)) for c, v in self.units]
        other.piles = [list(p) for p in self.piles]
        other.zwicks = list(self.zwicks)
        other.last_capturer = self.last_capturer
        other.counts = list(self.counts)
        other.stock = self.stock
        other.turn = self.turn
        return other

    def arrange(self, view: Zwicker, hands: Sequence[Sequence[Card]]) -> Zwicker:
        """This position as a full state with ``hands``; the stock is the rest of the pack
        (its order does not matter before the next deal)."""
        pack = zwicker_pack() if view.pack_size == len(zwicker_pack()) else two_packs()
        rest = list(pack)
        for group in (*hands, *self.piles, *(c for c, _ in self.units)):
            for c in group:
                rest.remove(c)
        if len(rest) != self.stock:
            raise ValueError("the replay does not add up")
        table = ["+".join(f"JK={v}" if c.is_joker else c.text for c, v in zip(cs, vs,
                                                                              strict=True))
                 for cs, vs in self.units]
        return Zwicker.arranged([cards_text(h) for h in hands], table, turn=self.turn,
                                stock=cards_text(rest), piles=[cards_text(p) for p in self.piles],
                                zwicks=self.zwicks, last_capturer=self.last_capturer,
                                dealer=view.dealer, options=dict(view.options))


def _deal_start(view: Zwicker) -> tuple[int, _Position] | None:
    """The history index where the running deal began and the public position then,
    replayed from the opening layout; None for a position that was not dealt."""
    n = view.players
    layout = next((e for e in view.opening_events(None) if isinstance(e, LaidOut)), None)
    if layout is None or len(layout.cards) != LAYOUT_SIZE:
        return None
    pos = _Position(n)
    pos.units = [([c], [view.value(c)]) for c in layout.cards]
    pos.stock = view.pack_size - HAND_SIZE * n - LAYOUT_SIZE
    pos.turn = (view.dealer + 1) % n
    start = (0, pos.snapshot())
    history = view.history
    for k, action in enumerate(history):
        seat = pos.turn
        kind = type(action)
        if kind is Capture:
            taken = [u for i, u in enumerate(pos.units) if action.mask >> i & 1]
            pos.units = [u for i, u in enumerate(pos.units) if not action.mask >> i & 1]
            pos.piles[seat] += [action.card, *(c for cs, _ in taken for c in cs)]
            pos.zwicks[seat] += not pos.units
            pos.last_capturer = seat
        elif kind is Stack:
            cs, vs = pos.units[action.index]
            pos.units[action.index] = ([*cs, action.card], [*vs, action.declared])
        else:
            pos.units.append(([action.card], [action.declared]))
        pos.counts[seat] -= 1
        nxt = next_with_cards(pos.counts, seat)
        if nxt is None and pos.stock:
            for j in range(min(HAND_SIZE * n, pos.stock)):
                pos.counts[(view.dealer + 1 + j % n) % n] += 1
            pos.stock -= min(HAND_SIZE * n, pos.stock)
            nxt = next_with_cards(pos.counts, seat)
            if nxt is not None:
                pos.turn = nxt
                start = (k + 1, pos.snapshot())
        if nxt is None:
            break
        pos.turn = nxt
    first, at = start
    if pos.stock != view.stock_size or pos.counts != [len(h) for h in view.hands]:
        return None
    return first, at



def weighted_sampler(view: Zwicker, seat: int, candidates: int,
                     base: Sampler | None = None, model: Model | None = None) -> Sampler:
    """A sampler that draws ``candidates`` worlds from ``base`` (the uniform one by
    default) and keeps one with probability proportional to its weight (sampling
    importance resampling). Without observations it is ``base`` itself."""
    base = base or world_sampler(view, seat)
    opponents = OpponentModel(view, seat, model)
    if candidates <= 1 or not opponents.observations:
        return base

    def sample(rng: random.Random) -> GameState:
        worlds = [base(rng) for _ in range(candidates)]
        logs = [opponents.log_weight(w) for w in worlds]
        top = max(logs)
        weights = [math.exp(x - top) for x in logs]
        pick = rng.random() * sum(weights)
        for world, w in zip(worlds, weights, strict=True):
            pick -= w
            if pick < 0:
                return world
        return worlds[-1]

    return sample


#: Every world Hard searches is kept from this many uniform samples by weight; 1: off.
INFER_CANDIDATES = 8


def inferred_worlds(view: GameState, seat: int, base: Sampler) -> Sampler:
    """Hard's worlds: :func:`weighted_sampler` over :data:`INFER_CANDIDATES` samples of
    ``base`` (``base`` itself when that is 1)."""
    assert isinstance(view, Zwicker)
    if INFER_CANDIDATES <= 1:
        return base
    return weighted_sampler(view, seat, INFER_CANDIDATES, base=base)


__all__ = ["ILLEGAL", "Model", "Observation", "OpponentModel", "weighted_sampler",
           "INFER_CANDIDATES", "inferred_worlds"]
