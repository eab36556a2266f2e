"""Zwicker computer players (docs/rules/reference.md §3). Pure Python, on ``view(seat)`` only.

Easy captures at random when it can, else stacks or lays down at random (whatever the
engine lists). Normal weighs every legal action by what it wins now, what the next
seat can win back and what it sets up for itself:

- a capture is worth the points it takes (10D 10, aces 2, 7D/7S 1, a Zwick 3) plus a
  little per card (most cards); spending a joker costs (it could take anything later);
- the next seat to move holds some cards drawn from the cards this seat cannot see
  (the stock and the other hands: counted from the pack minus its hand, the table,
  the piles). For the table it leaves, Normal works out what a card of every value
  could take there (the best capture, its own points included, a Zwick if it clears
  the table) and subtracts the *expected best* of that over the next seat's hand —
  exactly, by drawing its cards without replacement from the unseen ones. This one
  look ahead covers a table left clearable (a joker clears any clearable table), the
  10D or an ace left lying, a sum that the 10D or an ace could take, a card laid down
  for the next player to pair;
- a little of its own best capture on that table with the cards it keeps (a stack
  built towards a value it holds), a high card laid down costs a little;
- the very last card of the game: what is left goes to the last capturer.

>>> from game.rules import new_game
>>> state = new_game("zwicker", 3, seed=2)
>>> ZwickerNormal(1).choose(state.view(state.current_player)) in state.legal_actions()
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.rules import GameState
from game.rules.cards import Card
from game.rules.zwicker import (
    HAND_SIZE,
    MAX_VALUE,
    MIN_VALUE,
    ZWICK_POINTS,
    Action,
    Capture,
    Stack,
    Trail,
    Zwicker,
    card_points,
    pack_for,
    value_of,
)
from game.rules.zwicker.captures import selections

from .base import SeededPlayer
from .paired import PairedThinker
from .registry import GameAI, register
from .zwicker_inference import inferred_worlds

ZWICK = float(ZWICK_POINTS)

_CLEARABLE: dict[tuple[int, ...], bool] = {}
_CACHE_LIMIT = 20_000


def clearable(values: tuple[int, ...]) -> bool:
    """Whether one card of some value 2..14 could take the whole table (a Zwick)."""
    if not values:
        return False
    found = _CLEARABLE.get(values)
    if found is None:
        full = (1 << len(values)) - 1
        total = sum(values)
        found = any(total % v == 0 and any(m == full for m, _ in selections(values, v))
                    for v in range(MIN_VALUE, MAX_VALUE + 1) if v >= max(values))
        if len(_CLEARABLE) >= _CACHE_LIMIT:
            _CLEARABLE.clear()
        _CLEARABLE[values] = found
    return found


def _points(cards: Iterable[Card]) -> int:
    return sum(card_points(c) for c in cards)


@dataclass(frozen=True)
class Weights:
    """Normal's weights (tuned by self-play against Easy, ``tools/strength/zwicker_tune.py``)."""

    share: float = 0.15          # one "most cards" point shared over many cards
    zwick: float = ZWICK
    joker_keep: float = 1.25     # what a joker in hand is worth beyond its capture
    reply: float = 1.5           # weight of the next seat's expected best capture
    follow: float = 0.2          # weight of its own best capture on the table it leaves
    lay_high: float = 0.015      # per value of a card laid down: keep the big takers
    opp_joker_keep: float = 1.0  # the next seat, too, spends a joker reluctantly


#: A table unit as the look ahead sees it: (value, points, cards).
UnitSig = tuple[int, int, int]

_TAKES: dict[tuple[tuple[UnitSig, ...], float, float], tuple[float | None, ...]] = {}
#: A card's (value, points), and how many cards of each such class a pack size holds.
_CLASS_OF: dict[Card, tuple[int, int]] = {c: (value_of(c), card_points(c))
                                          for c in pack_for(2)}
_PACK_CLASSES = {len(pack): Counter(_CLASS_OF[c] for c in pack)
                 for pack in (pack_for(2), pack_for(8))}


def best_takes(sig: tuple[UnitSig, ...], share: float, zwick: float) -> tuple[float | None, ...]:
    """Per card value 0..14: the most a capture of that value takes from the table
    (points + ``share`` per card + ``zwick`` if it clears the table; the capturing card
    not counted), None where that value cannot capture. Cached by table."""
    key = (sig, share, zwick)
    found = _TAKES.get(key)
    if found is not None:
        return found
    vals = tuple(u[0] for u in sig)
    full = (1 << len(sig)) - 1
    out: list[float | None] = [None] * (MAX_VALUE + 1)
    for v in range(MIN_VALUE, MAX_VALUE + 1):
        best = None
        for mask, _ in selections(vals, v):
            gain = zwick if mask == full else 0.0
            i = 0
            m = mask
            while m:
                if m & 1:
                    gain += sig[i][1] + share * sig[i][2]
                m >>= 1
                i += 1
            if best is None or gain > best:
                best = gain
        out[v] = best
    result = tuple(out)
    if len(_TAKES) >= _CACHE_LIMIT:
        _TAKES.clear()
    _TAKES[key] = result
    return result


def expected_best(gains: list[tuple[float, int]], pool: int, k: int) -> float:
    """The expected best of ``gains`` — (gain > 0, number of such cards) — over a hand of
    ``k`` cards drawn without replacement from ``pool`` cards (the rest gain nothing)."""
    if k <= 0 or pool <= 0 or not gains:
        return 0.0
    k = min(k, pool)
    gains.sort(key=lambda g: -g[0])
    total = 0.0
    count = 0
    before = 0.0
    for gain, n in gains:
        count += n
        miss = 1.0            # no card of the best ``count`` among the k
        for j in range(k):
            miss *= max(0, pool - count - j) / (pool - j)
        hit = 1.0 - miss
        total += gain * (hit - before)
        before = hit
    return total


class ZwickerEasy(SeededPlayer):
    """Random among the captures when it can capture, else random among the rest."""

    def choose(self, view: Any) -> Any:
        legal = view.legal_actions()
        captures = [a for a in legal if isinstance(a, Capture)]
        pool: Sequence[Any] = captures or legal
        return pool[int(self.rng.random() * len(pool))]


class ZwickerNormal(SeededPlayer):
    """Rule-based with a one-move look ahead (see the module doc)."""

    def __init__(self, seed: int | None = None, weights: Weights | None = None) -> None:
        super().__init__(seed)
        self.weights = weights or Weights()

    def choose(self, view: Any) -> Any:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        best = self.best_moves(view)
        return best[int(self.rng.random() * len(best))]

    def best_moves(self, view: Any) -> list[Any]:
        """The actions with the top score (within rounding): ``choose`` picks one at random."""
        scored = self.scores(view)
        top = max(score for _, score in scored)
        return [a for a, score in scored if score >= top - 1e-9]

    def scores(self, view: Any) -> list[tuple[Any, float]]:
        """Every legal action with its score (higher is better), in the engine's order."""
        look = _Lookahead(view, view.current_player)
        hand = view.hand(view.current_player)
        return [(a, self.evaluate(look, hand, a)) for a in view.legal_actions()]

    def ranked(self, view: Any) -> list[Any]:
        """The legal actions, best first (ties in the engine's order)."""
        scored = self.scores(view)
        order = sorted(range(len(scored)), key=lambda i: -scored[i][1])
        return [scored[i][0] for i in order]

    def evaluate(self, look: _Lookahead, hand: list[Card], action: Any) -> float:
        w = self.weights
        sig = look.sig
        c = action.card
        score = -w.joker_keep if c.is_joker else 0.0
        mine = False            # whether this seat is the last capturer afterwards
        if type(action) is Capture:
            mask = action.mask
            left = tuple(u for i, u in enumerate(sig) if not mask >> i & 1)
            score += card_points(c) + w.share + sum(
                u[1] + w.share * u[2] for i, u in enumerate(sig) if mask >> i & 1)
            if not left:
                score += w.zwick
            mine = True
        elif type(action) is Stack:
            i = action.index
            v, p, n = sig[i]
            left = sig[:i] + ((v + action.declared, p + card_points(c), n + 1),) + sig[i + 1:]
            mine = look.last_capturer == look.seat
        else:
            left = sig + ((action.declared, card_points(c), 1),)
            score -= w.lay_high * action.declared
            mine = look.last_capturer == look.seat
        if look.game_ends:
            if look.last_capturer is not None or mine:
                rest = sum(u[1] + w.share * u[2] for u in left)
                score += rest if mine else -rest
            return score
        if not left:
            return score
        takes = best_takes(left, w.share, w.zwick)
        score -= w.reply * look.reply(takes, w)
        if w.follow:
            follow = 0.0
            for x in set(hand):
                if x is c and hand.count(c) == 1:
                    continue
                gain = _card_gain(x, takes, w)
                if gain is not None and gain > follow:
                    follow = gain
            score += w.follow * follow
        return score


def _card_gain(c: Card, takes: tuple[float | None, ...], w: Weights,
               joker_keep: float | None = None) -> float | None:
    """What capturing with ``c`` would win on the table of ``takes`` (None: nothing)."""
    if c.is_joker:
        best = max((t for t in takes[2:] if t is not None), default=None)
        keep = w.joker_keep if joker_keep is None else joker_keep
        return None if best is None else best + w.share - keep
    take = takes[value_of(c)]
    return None if take is None else take + card_points(c) + w.share


class _Lookahead:
    """What one seat knows for weighing its moves: the table as unit signatures, the
    unseen cards by (value, points) and who moves next with how many cards."""

    def __init__(self, view: Any, seat: int) -> None:
        self.seat = seat
        self.last_capturer = view.last_capturer
        self.sig: tuple[UnitSig, ...] = tuple(
            (u.value, _points(u.cards), len(u.cards)) for u in view.table)
        classes = dict(_PACK_CLASSES[view.pack_size])
        pool = view.pack_size
        of = _CLASS_OF
        for group in (view.hand(seat), view.outside, *(u.cards for u in view.table),
                      *view.piles):
            for c in group:
                classes[of[c]] -= 1
            pool -= len(group)
        self.classes = {k: n for k, n in classes.items() if n > 0}
        self.pool = pool
        players = view.players
        sizes = [len(h) for h in view.hands]
        sizes[seat] -= 1
        self.next_cards = next((sizes[(seat + step) % players]
                                for step in range(1, players + 1)
                                if sizes[(seat + step) % players]), 0)
        stock = view.stock_size
        if not self.next_cards and stock:      # a new deal comes first
            self.next_cards = min(HAND_SIZE, -(-stock // players))
        self.game_ends = not self.next_cards

    def reply(self, takes: tuple[float | None, ...], w: Weights) -> float:
        """The expected best capture of the next seat on the table of ``takes``."""
        gains: list[tuple[float, int]] = []
        jokers = 0
        for (v, p), n in self.classes.items():
            if v == 0:
                jokers = n
                continue
            take = takes[v]
            if take is not None and take + p + w.share > 0:
                gains.append((take + p + w.share, n))
        if jokers:
            best = max((t for t in takes[2:] if t is not None), default=None)
            if best is not None and best + w.share - w.opp_joker_keep > 0:
                gains.append((best + w.share - w.opp_joker_keep, jokers))
        return expected_best(gains, self.pool, self.next_cards)


# --- what the search needs ------------------------------------------------------------

def capture_score(state: Zwicker, action: Action) -> float:
    """How good a move looks at a glance: cards and points captured, a Zwick; spending
    a joker or leaving a scoring card on the table costs."""
    c = action.card
    joker = 3.0 if c.is_joker else 0.0
    if type(action) is Capture:
        units = state.table
        taken = [units[i] for i in action.taken]
        got = 1 + sum(len(u.cards) for u in taken)
        points = card_points(c) + sum(card_points(x) for u in taken for x in u.cards)
        zwick = ZWICK_POINTS if len(taken) == len(units) else 0
        return 10 + got + 2 * points + 3 * zwick - joker
    # stacking or laying down gives the card away: lay down cheap, plain cards
    exposed = 2 * card_points(c) + (0.1 * value_of(c) if not c.is_joker else 0)
    stack_bonus = 0.0 if type(action) is Trail else 0.2
    return -exposed - 2 * joker + stack_bonus


#: Zwicker moves a node considers: joker declarations multiply the legal moves, and
#: most of them are clearly worse than the capture score's top ones.
SHORTLIST = 12


def shortlist(state: GameState, legal: Sequence[Any]) -> list[Any]:
    """The best :data:`SHORTLIST` moves by :func:`capture_score`."""
    assert isinstance(state, Zwicker)
    return sorted(legal, key=lambda a: -capture_score(state, a))[:SHORTLIST]


#: Hard compares Normal's best moves on paired worlds (a decision rarely has more than
#: a few sensible moves, they differ by a few per cent of win chance, and one game's
#: result hangs on who gets the 10D, so a tree's unpaired estimates are all noise), on
#: worlds weighted by the opponents' moves of the running deal.
AI = register(GameAI(
    game="zwicker",
    levels={"easy": ZwickerEasy, "normal": ZwickerNormal},
    shortlist=shortlist,
    shortlist_above=SHORTLIST,
    search=PairedThinker,
    refine_worlds=inferred_worlds,
))

__all__ = ["ZwickerEasy", "ZwickerNormal", "Weights", "best_takes", "card_points",
           "clearable", "expected_best", "capture_score", "shortlist", "AI"]
