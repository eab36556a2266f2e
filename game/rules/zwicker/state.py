"""Zwicker (Zwickern): capture table cards by value; clearing the table is a Zwick.

Implements docs/rules/reference.md §3. The table is an ordered tuple of :class:`Unit` (a card or
an indivisible stack). A move is a :class:`Capture`, a :class:`Stack` or a
:class:`Trail`; a joker carries the value its owner declares.

>>> from game.rules import new_game
>>> state = new_game("zwicker", players=2, seed=1)
>>> len(state.table), state.stock_size
(4, 46)
"""

from __future__ import annotations

import random
from collections import Counter, OrderedDict
from collections.abc import Callable
from operator import attrgetter
from typing import Any

from ..base import Event, GameInfo, GameState, Option, deal, default_names, register
from ..cards import UNKNOWN, Card, cards, shuffled
from ..messages import Message, msg
from .actions import (
    _CAPTURE_RE,
    _SINGLE,
    _STACK_RE,
    _TRAIL,
    _TRAIL_RE,
    Action,
    Capture,
    Stack,
    Trail,
    Unit,
    _label,
    _parse_card_value,
    _parse_groups,
    _single,
    _unit_parts,
)
from .captures import MAX_VALUE, Grouping, bits, selections, subsets_by_sum
from .cards import (
    _VALUE,
    HAND_SIZE,
    JOKER_VALUES,
    LAYOUT_SIZE,
    MIN_VALUE,
    ZWICK_POINTS,
    pack_for,
    score_piles,
)
from .events import (
    Captured,
    Dealt,
    GameOver,
    JokerReturned,
    LaidOut,
    Leftovers,
    Stacked,
    Trailed,
)
from .messages import MESSAGES
from .worlds import zwicker_sampler

TRAIL_STRICT = "only-if-no-stack"
TRAIL_FREE = "free"

_INDEX = attrgetter("index")


# --- legal moves per table (shared by all states, cached) -----------------------------

_QUICK_UNITS = 9
#: mask -> the selections of a value with exactly that one group (made once for every
#: mask of a quick table: a function of the mask alone).
_ONE_GROUP: tuple[tuple[tuple[int, Grouping], ...], ...] = tuple(
    ((m, (bits(m),)),) for m in range(1 << _QUICK_UNITS))


#: Per card value 0..14: the legal selections of a capture of that value on one table,
#: as (mask, groups) pairs in the engine's order.
Selections = tuple[tuple[tuple[int, Grouping], ...], ...]


def table_selections(vals: tuple[int, ...]) -> Selections:
    """The captures of every card value on a table of unit values ``vals``.

    Shared by all states through a module-level cache, so it depends on public data
    only: it is keyed by the table's values and made for *every* value 2..14 at once,
    never per card, never lazily per value, either of which would record what some
    hand held (a hostile caller could read another seat's hand from it). Plain tuples
    of ints, which the garbage collector stops tracking, so a full cache costs the
    collector nothing.
    """
    sel: list[tuple[tuple[int, Grouping], ...]] = [()] * (MAX_VALUE + 1)
    if len(vals) <= _QUICK_UNITS:
        # all subsets by sum once; no group or a single one (most values) is the
        # answer itself, more groups go to the search with the groups found
        by_sum = subsets_by_sum(vals)
        one = _ONE_GROUP
        for v in range(MIN_VALUE, MAX_VALUE + 1):
            groups = by_sum[v]
            if len(groups) == 1:
                sel[v] = one[groups[0]]
            elif groups:
                sel[v] = tuple(selections(vals, v, groups))
    else:
        for v in range(MIN_VALUE, MAX_VALUE + 1):
            sel[v] = tuple(selections(vals, v))
    return tuple(sel)


def _captures(sel: Selections, c: Card) -> tuple[Capture, ...]:
    """Every capture of card ``c`` (a joker: every declared value) on a table."""
    if c.is_joker:
        return tuple(Capture(c, d, m, g) for d in JOKER_VALUES for m, g in sel[d])
    v = _VALUE[c]
    return tuple(Capture(c, v, m, g) for m, g in sel[v])


#: Stack moves made once for every card, declared value and table index below
#: :data:`_PREBUILT_UNITS` (public: the same for every state, nothing learnt from play).
_PREBUILT_UNITS = 32
_STACKS: dict[tuple[Card, int], tuple[Stack, ...]] = {
    (c, d): tuple(Stack(c, d, i) for i in range(_PREBUILT_UNITS))
    for c in dict.fromkeys(pack_for(2))
    for d in (JOKER_VALUES if c.is_joker else (_VALUE[c],))}


def _stack_moves(c: Card, vals: tuple[int, ...]) -> list[Stack]:
    """Every stack of ``c`` on a table of ``vals`` (a joker: every declared value)."""
    if len(vals) > _PREBUILT_UNITS:
        if c.is_joker:
            return [Stack(c, d, i) for i, u in enumerate(vals)
                    for d in range(MIN_VALUE, MAX_VALUE + 1 - u)]
        v = _VALUE[c]
        return [Stack(c, v, i) for i, u in enumerate(vals) if u + v <= MAX_VALUE]
    if c.is_joker:
        return [_STACKS[c, d][i] for i, u in enumerate(vals)
                for d in range(MIN_VALUE, MAX_VALUE + 1 - u)]
    v = _VALUE[c]
    made = _STACKS[c, v]
    top = MAX_VALUE - v
    return [made[i] for i, u in enumerate(vals) if u <= top]


#: Table values -> selections, least recently used dropped beyond the bound. Public
#: data only (see :func:`table_selections`).
_TABLES: OrderedDict[tuple[int, ...], Selections] = OrderedDict()
_MAX_TABLES = 20_000


def _moves_for(vals: tuple[int, ...]) -> Selections:
    sel = _TABLES.get(vals)
    if sel is None:
        sel = _TABLES[vals] = table_selections(vals)
        if len(_TABLES) > _MAX_TABLES:
            _TABLES.popitem(last=False)
    else:
        _TABLES.move_to_end(vals)
    return sel


# --- the game -------------------------------------------------------------------------

class Zwicker(GameState):
    """A game of Zwicker. See docs/rules/reference.md §3 and the contract in base.py.

    Read-only extras: ``table`` (tuple of :class:`Unit`), ``pile(seat)``,
    ``zwicks(seat)``, ``last_capturer``, ``stock_size``, ``returned_jokers``,
    ``opening`` (the :class:`JokerReturned` events of the layout) and
    ``score_breakdown()``.
    """

    name = "zwicker"
    action_types = (Capture, Stack, Trail)

    def __init__(self, players: int, names: list[str], seed: int | None,
                 deck: list[Card] | None, dealer: int, options: dict[str, Any],
                 rng: random.Random) -> None:
        super().__init__(players, names, seed, deck, dealer, options)
        pack = pack_for(players)
        order = list(deck) if deck is not None else shuffled(pack, rng)
        if Counter(order) != Counter(pack):
            kind = ("one pack of 52 cards and 6 jokers (58 cards)" if players <= 4
                    else "two packs of 52 cards and 6 jokers each (116 cards)")
            raise ValueError(f"a Zwicker deck for {players} players must be {kind}")
        self._pack_size = len(pack)
        self._free_trail = options["trail"] == TRAIL_FREE
        hands = deal(order, players, dealer, HAND_SIZE)
        rest = order[players * HAND_SIZE:]
        layout: list[Unit] = []
        opening: list[Event] = []
        pos = 0
        while len(layout) < LAYOUT_SIZE:
            c = rest[pos]
            pos += 1
            if c.is_joker:   # Z-3: to the bottom of the stock, replaced by the next card
                rest.append(c)
                opening.append(JokerReturned(len(layout)))
            else:
                layout.append(_single(c, _VALUE[c]))
        self._hands: list[tuple[Card, ...]] = [tuple(sorted(h, key=_INDEX)) for h in hands]
        self._stock: tuple[Card, ...] = tuple(rest[pos:])   # top first
        self._drawn = 0
        self._units: tuple[Unit, ...] = tuple(layout)
        self._vals: tuple[int, ...] = tuple(u.values[0] for u in layout)
        self._piles: list[tuple[Card, ...]] = [()] * players
        self._zwicks: list[int] = [0] * players
        self._last_capturer: int | None = None
        self._turn: int | None = (dealer + 1) % players
        self._opening = (Dealt(tuple(tuple(h) for h in hands), len(self._stock)),
                         *opening, LaidOut(tuple(u.cards[0] for u in layout), dealer))
        self.outside: tuple[Card, ...] = ()   # only arranged positions leave cards out

    # --- read-only views of the position ------------------------------------------

    @property
    def current_player(self) -> int | None:
        return self._turn

    @property
    def stock_size(self) -> int:
        return len(self._stock) - self._drawn

    @property
    def table(self) -> tuple[Unit, ...]:
        """The units on the table in order (index = the ``#n`` of action texts)."""
        return self._units

    @property
    def last_capturer(self) -> int | None:
        return self._last_capturer

    @property
    def opening(self) -> tuple[JokerReturned, ...]:
        """The jokers the opening layout sent to the bottom of the stock."""
        return tuple(e for e in self._opening if isinstance(e, JokerReturned))

    @property
    def returned_jokers(self) -> int:
        """How many jokers the opening layout sent to the bottom of the stock."""
        return len(self.opening)

    @property
    def pack_size(self) -> int:
        return self._pack_size

    def hand(self, seat: int) -> tuple[Card, ...]:
        return self._hands[seat]

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's hand (UNKNOWN cards where hidden, in a view)."""
        return tuple(self._hands)

    def pile(self, seat: int) -> tuple[Card, ...]:
        """The cards that seat has captured (capturing cards included)."""
        return self._piles[seat]

    @property
    def piles(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's pile of captured cards."""
        return tuple(self._piles)

    def zwicks(self, seat: int) -> int:
        return self._zwicks[seat]

    def score_breakdown(self) -> list[dict[str, int]]:
        """Per seat a dict category -> points, keys in :data:`CATEGORIES` order."""
        return score_piles(self._piles, self._zwicks)

    def scores(self) -> list[int]:
        return [sum(b.values()) for b in self.score_breakdown()]

    @staticmethod
    def cards_of(action: Any) -> tuple[Card, ...]:
        """The hand card a capture, stack or trail plays."""
        return (action.card,) if type(action) in (Capture, Stack, Trail) else ()

    def value(self, c: Card) -> int:
        """A card's Zwicker value (0 for a joker)."""
        return _VALUE.get(c, 0)

    # --- legal moves ----------------------------------------------------------------

    def _legal(self) -> list[Action]:
        seat = self._turn
        assert seat is not None               # asked only while the game is running
        hand = self._hands[seat]
        vals = self._vals
        sel = _TABLES.get(vals)
        if sel is None:
            sel = _moves_for(vals)
        else:
            _TABLES.move_to_end(vals)
        out: list[Action] = []
        prev = None
        for c in hand:
            if c is not prev:
                prev = c
                if c.is_joker:
                    out += _captures(sel, c)
                else:
                    v = _VALUE[c]
                    found = sel[v]
                    if found:
                        out += [Capture(c, v, m, g) for m, g in found]
        if out:
            return out
        if vals:
            prev = None
            short = len(vals) <= _PREBUILT_UNITS
            for c in hand:
                if c is not prev:
                    prev = c
                    v = _VALUE[c]
                    if v and short:
                        made = _STACKS[c, v]
                        top = MAX_VALUE - v
                        out += [made[i] for i, u in enumerate(vals) if u <= top]
                    else:
                        out += _stack_moves(c, vals)
            if out and not self._free_trail:
                return out
        prev = None
        for c in hand:
            if c is not prev:
                prev = c
                out += _TRAIL[c]
        return out

    def capturing_cards(self, seat: int | None = None) -> list[Card]:
        """The distinct cards in that seat's hand (default: to move) that can capture
        (in a view, none of another seat's hidden cards)."""
        seat = self._turn if seat is None else seat
        if seat is None:
            return []
        sel = _moves_for(self._vals)
        return [c for c in dict.fromkeys(self._hands[seat])
                if c is not UNKNOWN and _captures(sel, c)]

    def _why_illegal(self, action: Action) -> Message:
        c, d = action.card, action.declared
        if c.is_joker:
            if not MIN_VALUE <= d <= MAX_VALUE:
                return msg("zwicker.joker_range", value=d)
        elif c not in _VALUE:
            return msg("zwicker.not_a_card", text=c.text)
        elif d != _VALUE[c]:
            return msg("zwicker.fixed_value", card=c, value=_VALUE[c])
        assert self._turn is not None
        if c not in self._hands[self._turn]:
            return msg("zwicker.not_held", card=c)
        if isinstance(action, Capture):
            return self._capture_problem(action)
        verb = "stacked" if isinstance(action, Stack) else "laid"
        capturers = self.capturing_cards()
        if capturers:
            return msg("zwicker.must_capture", card=c, verb=msg(f"zwicker.verb.{verb}"),
                       cards=tuple(capturers))
        units = self._units
        if isinstance(action, Stack):
            i = action.index
            if not 0 <= i < len(units):
                return _no_unit(i, len(units))
            total = self._vals[i] + d
            if total > MAX_VALUE:
                return msg("zwicker.stack_too_high", label=_label(c, d), unit=str(units[i]),
                           total=total, max=MAX_VALUE)
            return msg("zwicker.stack_illegal")
        stacks = [a for a in self.legal_actions() if isinstance(a, Stack)]
        if stacks and not self._free_trail:
            first = stacks[0]
            return msg("zwicker.must_stack", label=_label(first.card, first.declared),
                       unit=str(units[first.index]),
                       total=self._vals[first.index] + first.declared, max=MAX_VALUE)
        return msg("zwicker.move_illegal")

    def _capture_problem(self, action: Capture) -> Message:
        groups = action.groups
        vals = self._vals
        n = len(vals)
        who = _label(action.card, action.declared)
        if not groups or not all(groups):
            return msg("zwicker.capture_empty")
        seen: set[int] = set()
        for g in groups:
            for i in g:
                if not 0 <= i < n:
                    return _no_unit(i, n)
                if i in seen:
                    return msg("zwicker.named_twice", index=i)
                seen.add(i)
        v = action.declared
        for g in groups:
            total = sum(vals[i] for i in g)
            if total != v:
                return msg("zwicker.wrong_sum", label=who, group="+".join(f"#{i}" for i in g),
                           total=total, value=v)
        taken = 0
        for i in seen:
            taken |= 1 << i
        rest = tuple(x if not taken >> i & 1 else MAX_VALUE + 1 for i, x in enumerate(vals))
        more = subsets_by_sum(rest, v)[v]
        if more:
            extra = "+".join(f"#{i}" for i in min(bits(m) for m in more))
            return msg("zwicker.extendable", group=extra, value=v)
        return msg("zwicker.capture_illegal")

    # --- text -----------------------------------------------------------------------

    def _parse(self, text: str) -> Action | None:
        words = " ".join(text.strip().split())
        m = _CAPTURE_RE.match(words)
        if m:
            c, d = _parse_card_value(m.group(1))
            groups = _parse_groups(m.group(2), text)
            return self._capture_from_groups(c, d, groups)
        m = _STACK_RE.match(words)
        if m:
            c, d = _parse_card_value(m.group(1))
            return Stack(c, d, int(m.group(2)))
        m = _TRAIL_RE.match(words)
        if m:
            c, d = _parse_card_value(m.group(1))
            return _TRAIL[c][d - MIN_VALUE if c.is_joker else 0]
        return None

    def _capture_from_groups(self, c: Card, d: int, groups: list[tuple[int, ...]]) -> Capture:
        grouping = tuple(sorted(tuple(sorted(g)) for g in groups))
        vals = self._vals
        n = len(vals)
        mask = 0
        valid = bool(grouping)
        for g in grouping:
            if not g or any(not 0 <= i < n for i in g) or sum(vals[i] for i in g) != d:
                valid = False
                break
            for i in g:
                if mask >> i & 1:
                    valid = False
                mask |= 1 << i
        if not valid:
            return Capture(c, d, -1, grouping)
        wanted = Capture(c, d, mask, grouping)
        if not self.is_over:
            for a in self.legal_actions():
                if isinstance(a, Capture) and a == wanted:
                    return a    # the canonical grouping of the same set
        return wanted

    def describe(self, action: Action) -> Message:
        """What a legal ``action`` does (before it is applied)."""
        who = self.player_name(self._turn) if self._turn is not None else "Nobody"
        c, d = action.card, action.declared
        joker = "joker_" if c.is_joker else ""
        if isinstance(action, Capture):
            taken = [self._units[i] for i in action.taken if 0 <= i < len(self._units)]
            zwick = "_zwick" if taken and len(taken) == len(self._units) else ""
            return Message(f"zwicker.{joker}takes{zwick}",
                           {"name": who, "card": c, "value": d,
                            "units": tuple(_unit_parts(u) for u in taken)})
        if isinstance(action, Stack):
            unit = self._units[action.index]
            return Message(f"zwicker.{joker}stacks",
                           {"name": who, "card": c, "value": d, "unit": str(unit),
                            "total": self._vals[action.index] + d})
        return Message(f"zwicker.{joker}trails", {"name": who, "card": c, "value": d})

    # --- moves ----------------------------------------------------------------------

    def _apply(self, action: Action) -> list[Event]:
        seat = self._turn
        assert seat is not None               # the base applies only legal actions
        c = action.card
        d = action.declared
        hands = self._hands
        hand = hands[seat]
        k = 0
        while hand[k] is not c:     # identity: no card comparison runs
            k += 1
        hands[seat] = hand[:k] + hand[k + 1:]
        units = self._units
        if type(action) is Capture:
            mask = action.mask
            vals = self._vals
            taken: list[Unit] = []
            keep: list[Unit] = []
            keep_vals: list[int] = []
            got = [c]
            for i, u in enumerate(units):
                if mask >> i & 1:
                    taken.append(u)
                    got += u.cards
                else:
                    keep.append(u)
                    keep_vals.append(vals[i])
            self._piles[seat] += tuple(got)
            zwick = not keep
            if zwick:
                self._zwicks[seat] += 1
            self._units = tuple(keep)
            self._vals = tuple(keep_vals)
            self._last_capturer = seat
            events: list[Event] = [Captured(seat, c, d, bits(mask), tuple(taken), zwick)]
        elif type(action) is Stack:
            i = action.index
            old = units[i]
            total = self._vals[i] + d
            self._units = units[:i] + (Unit(old.cards + (c,), old.values + (d,)),) \
                + units[i + 1:]
            self._vals = self._vals[:i] + (total,) + self._vals[i + 1:]
            events = [Stacked(seat, c, d, i, total)]
        else:
            self._units = units + (_SINGLE.get((c, d)) or _single(c, d),)
            self._vals += (d,)
            events = [Trailed(seat, c, d, len(units))]
        # pass the turn on to the next seat holding cards
        n = self.players
        s = seat
        for _ in range(n):
            s = s + 1 if s + 1 < n else 0
            if hands[s]:
                self._turn = s
                return events
        self._advance(seat, events)
        return events

    def _advance(self, seat: int, events: list[Event]) -> None:
        """All hands are empty: deal again, or end the game."""
        n = self.players
        hands = self._hands
        if self.stock_size:
            events.append(self._deal())
            for step in range(1, n + 1):
                s = (seat + step) % n
                if hands[s]:
                    self._turn = s
                    return
        self._turn = None
        if self._units and self._last_capturer is not None:
            left = tuple(x for u in self._units for x in u.cards)
            self._piles[self._last_capturer] += left
            self._units = ()
            self._vals = ()
            events.append(Leftovers(self._last_capturer, left))
        elif self._units:
            events.append(Leftovers(None, tuple(x for u in self._units for x in u.cards)))
        events.append(GameOver(tuple(self.scores())))

    def _deal(self) -> Dealt:
        """Z-13: 4 each, one at a time from forehand, until the stock runs out."""
        n = self.players
        stock = self._stock
        end = len(stock)
        top = min(self._drawn + HAND_SIZE * n, end)
        got = deal(stock[self._drawn:top], n, self.dealer, HAND_SIZE)
        self._drawn = top
        for s in range(n):
            if got[s]:
                self._hands[s] = tuple(sorted(self._hands[s] + tuple(got[s]), key=_INDEX))
        return Dealt(tuple(tuple(g) for g in got), end - top)

    # --- copies and views -----------------------------------------------------------

    def clone(self) -> Zwicker:
        other = self._blank()
        self._copy_base(other)
        other._pack_size = self._pack_size
        other._free_trail = self._free_trail
        other._hands = list(self._hands)
        other._stock = self._stock
        other._drawn = self._drawn
        other._units = self._units
        other._vals = self._vals
        other._piles = list(self._piles)
        other._zwicks = list(self._zwicks)
        other._last_capturer = self._last_capturer
        other._turn = self._turn
        other.outside = self.outside
        return other

    def view(self, seat: int) -> Zwicker:
        other = self.clone()
        self._hide_base(other, seat)
        other._hands = [h if s == seat else (UNKNOWN,) * len(h)
                       for s, h in enumerate(self._hands)]
        other._stock = (UNKNOWN,) * self.stock_size
        other._drawn = 0
        return other

    def secret_cards(self, seat: int) -> Counter[Card]:
        secret = Counter(self._stock[self._drawn:])
        for s in range(self.players):
            if s != seat:
                secret.update(self._hands[s])
        return secret

    def all_cards(self) -> Counter[Card]:
        found = Counter(self._stock[self._drawn:])
        for h in self._hands:
            found.update(h)
        for u in self._units:
            found.update(u.cards)
        for p in self._piles:
            found.update(p)
        found.update(self.outside)
        return found

    @property
    def max_game_length(self) -> int:
        """Every action plays one hand card, and every card but the layout is dealt."""
        return self._pack_size - LAYOUT_SIZE

    def score_bounds(self) -> tuple[int, int]:
        base = 21 if self._pack_size == 58 else 41
        return (0, base + ZWICK_POINTS * self._pack_size)

    def world_sampler(self, seat: int) -> Callable[[random.Random], Zwicker]:
        """See :mod:`game.rules.zwicker.worlds`: what the public record rules out."""
        return zwicker_sampler(self, seat)

    # --- arranged positions ---------------------------------------------------------

    @classmethod
    def arranged(cls, hands: list[str], table: list[str] | str, *, turn: int | None,
                 stock: str = "", piles: list[str] | None = None,
                 zwicks: list[int] | None = None, last_capturer: int | None = None,
                 dealer: int | None = None, options: dict[str, Any] | None = None) -> Zwicker:
        """A mid-game position, for puzzles, tutorials and tests.

        ``hands`` per seat, ``stock`` (top first) and ``piles`` per seat as card
        texts; ``table`` lists the units, each unit's cards separated by ``+``
        (``"9H+3D"``), a joker written with its value (``"JK=7"``). Cards of the
        pack not placed anywhere are out of this game (``outside``: public, in
        nobody's pile, never scored). ``turn=None`` arranges a finished game
        (e.g. final piles to score).
        """
        players = len(hands)
        opts = INFO.defaults() | dict(options or {})
        state = cls(players, default_names(players), None, None,
                    (players - 1 if turn is None else (turn - 1) % players)
                    if dealer is None else dealer, opts,
                    random.Random(0))
        units = []
        for text in (table.split() if isinstance(table, str) else table):
            got = [_parse_card_value(part) for part in text.split("+")]
            units.append(Unit(tuple(c for c, _ in got), tuple(v for _, v in got)))
        state._units = tuple(units)
        state._vals = tuple(u.value for u in units)
        if any(not MIN_VALUE <= v <= MAX_VALUE for v in state._vals):
            raise ValueError("every table unit must be worth 2..14")
        state._hands = [tuple(sorted(cards(h), key=_INDEX)) for h in hands]
        state._stock = tuple(cards(stock))
        state._drawn = 0
        state._piles = [tuple(cards(p)) for p in (piles or [""] * players)]
        state._zwicks = list(zwicks or [0] * players)
        state._last_capturer = last_capturer
        state._turn = turn
        state._opening = (Dealt(tuple(state._hands), len(state._stock)),
                          LaidOut(tuple(c for u in units for c in u.cards), state.dealer))
        placed = Counter(state._stock)
        for group in (state._hands, state._piles, [u.cards for u in units]):
            for part in group:
                placed.update(part)
        pack = Counter(pack_for(players))
        if placed - pack:
            raise ValueError(f"cards placed twice or not in the pack: {placed - pack}")
        state.outside = tuple(sorted((pack - placed).elements(), key=_INDEX))
        return state


def _no_unit(i: int, n: int) -> Message:
    if n == 0:
        return msg("zwicker.no_unit_empty", index=i)
    return msg("zwicker.no_unit", index=i, last=n - 1)


INFO = register(GameInfo(
    name="zwicker",
    title="Zwicker",
    min_players=2,
    max_players=8,
    options=(
        Option("trail", TRAIL_STRICT, (TRAIL_STRICT, TRAIL_FREE),
               "When no card can capture: lay a card down as a new unit only if no card "
               "can be stacked (only-if-no-stack), or whenever you like (free)."),
    ),
    summary=("Capture table cards whose values add up to the value of the card you play"
             " (K 14, Q 13, J 12, A 11, jokers wild); capturing is compulsory and takes"
             " every group you can. If you cannot capture, stack a card on a unit (at most"
             " 14), else lay it down. Clearing the table is a Zwick (3 points); aces 2,"
             " 10D 10, 7D and 7S 1, most cards 1."),
    factory=Zwicker,
    messages=MESSAGES,
    takes_tricks=True,
))

__all__ = ["Zwicker", "INFO", "TRAIL_STRICT", "TRAIL_FREE", "table_selections"]
