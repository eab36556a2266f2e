"""Toff-Poker: bid card sums for tricks; everyone holds the same cards.

Implements docs/rules/reference.md §2. Every seat owns one whole suit (seat 0 spades, 1 hearts,
2 clubs, 3 diamonds, 4 circles, 5 stars); values are A=1, 2..10, J=11, Q=12, K=13.

A round is pass 1, pass 2 and the last trick. In each pass every seat secretly
chooses 5 cards (``select``), one after another from forehand; the choices are
revealed together after the last one. Then tricks are bid for with cards from the
pools (``bid`` / ``pass``) until, after a trick, some pool is empty; the cards left
in the pools are saved. The last trick is summed without decisions inside the
``apply`` that ends pass 2.

Choices made here (see also ``docs/rules-notes-toffpoker.md``):

* 5 and 6 players always play with the invented suits: with more than four seats
  the ``extra_suits`` option is switched on automatically (``state.extra_suits``).
* ``dealer`` keeps the contract's meaning (the *first* dealer, which ``replay``
  needs); the dealer of the running round is :attr:`ToffPoker.round_dealer`.
* ``tie_break="extra-rounds"`` plays at most :data:`MAX_EXTRA_ROUNDS` further
  rounds; if the top is still shared then, the leaders are joint winners.
* In a view, a seat whose selection is not yet revealed shows both its hand and its
  selection as UNKNOWN cards (either one would tell the other), and its ``select``
  in the history is replaced by :data:`HIDDEN_SELECT` (text ``select ?``).
* In a view, the history of *finished rounds* holds the actions' canonical texts
  (``str``) instead of action objects: every round deals the same cards again, so an
  earlier round's ``Select``/``Bid`` would carry the very Card objects that are secret
  now (``apply`` and ``replay`` accept texts; ``str(entry)`` works for both kinds).

Card order in action texts: descending value (K Q J 10 .. 2 A), so
``select KS QS 9S 2S AS``; any order is accepted when reading.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..base import (
    Event,
    GameInfo,
    GameState,
    Horizon,
    Option,
    Sampler,
    UnreadableAction,
    register,
)
from ..cards import UNKNOWN, Card
from ..messages import Message, msg, quote
from .actions import (
    _FULL,
    _VALUE,
    HIDDEN_SELECT,
    PASS,
    SELECT_SIZE,
    Action,
    Bid,
    BidChoices,
    Cards,
    HiddenSelect,
    Pass,
    Select,
    SelectChoices,
    canonical,
    cards_value,
)
from .events import (
    BidPlaced,
    GameOver,
    LastTrick,
    Passed,
    PassEnded,
    Revealed,
    RoundStarted,
    Selected,
    TrickResolved,
)
from .messages import MESSAGES

#: Seat -> suit letter (docs/rules/reference.md §2: spades, hearts, clubs, diamonds, circle, star).
SEAT_SUITS = ("S", "H", "C", "D", "O", "T")
#: With ``tie_break="extra-rounds"``: at most this many rounds beyond ``rounds``.
MAX_EXTRA_ROUNDS = 20
#: Most tricks one seat can win in a round: pass 1 and 2 together at most 10 (each
#: trick costs every seat a card of its 10 selected ones), plus the last trick.
MAX_TRICKS_PER_ROUND = 11

# phases
SELECT = "select"   # seats choose their five cards, one after another from forehand
OPEN = "open"       # opening circuit: every seat must put in at least one card
RAISE = "raise"     # raising: raise (bid more cards) or pass
OVER = "over"       # the game has ended


# --- the game -------------------------------------------------------------------------

def _top(totals: Sequence[int]) -> int | None:
    """The seat with the strictly highest total, or None when the top is shared."""
    best = max(totals)
    return totals.index(best) if totals.count(best) == 1 else None


class ToffPoker(GameState):
    """A game of Toff-Poker. See docs/rules/reference.md §2 and the contract in base.py.

    Read-only information for tables and computer players: :attr:`phase`
    (``select`` / ``open`` / ``raise`` / ``over``), :attr:`round`,
    :attr:`pass_number`, :attr:`round_dealer`, :attr:`forehand`, :attr:`opener`,
    :attr:`tricks`, :meth:`pool`, :meth:`bid`, :meth:`bid_total`, :meth:`saved`,
    :meth:`selected`, :meth:`spent`, :meth:`hand`, :meth:`suit`.
    """

    name = "toffpoker"
    action_types = (Select, Bid, Pass, HiddenSelect)

    def __init__(self, players: int, names: list[str], seed: int | None,
                 deck: list[Card] | None, dealer: int, options: dict[str, Any],
                 rng: random.Random | None = None) -> None:
        super().__init__(players, names, seed, deck, dealer, options)
        if deck is not None:
            raise ValueError("Toff-Poker is played without a deck: every player holds a"
                             " whole suit; start it without deck=")
        if not 2 <= players <= len(SEAT_SUITS):
            raise ValueError(f"Toff-Poker is for 2–{len(SEAT_SUITS)} players, not {players}")
        rounds = options["rounds"]
        if type(rounds) is not int or rounds < 1:
            raise ValueError(f"option 'rounds' must be a whole number of at least 1,"
                             f" not {rounds!r}")
        tie_break = options["tie_break"]
        if tie_break not in ("joint", "extra-rounds"):
            raise ValueError(f"option 'tie_break' must be 'joint' or 'extra-rounds',"
                             f" not {tie_break!r}")
        #: Circles and stars in play (always with 5–6 players).
        self.extra_suits: bool = bool(_forced(players).get("extra_suits",
                                                           options["extra_suits"]))
        self._suits: tuple[str, ...] = SEAT_SUITS[:players]
        self._rounds: int = rounds
        self._extra: bool = tie_break == "extra-rounds"
        self._tricks: list[int] = [0] * players
        self._finished_rounds: tuple[tuple[int, ...], ...] = ()   # tricks per seat, per round
        self._round = 0
        self._start_round(dealer)
        self._opening = (RoundStarted(1, dealer, (dealer + 1) % players),)

    # --- round / pass / trick set-up ------------------------------------------------

    def _start_round(self, dealer: int) -> None:
        n = self.players
        if self._round:
            self._finished_rounds += (self._round_tricks(),)
        self._tricks_before = tuple(self._tricks)   # at the start of the new round
        self._round += 1
        self._round_start = len(self._history)   # history index of the round's first action
        self._round_dealer = dealer
        self._pass = 1
        self._hands: list[Cards] = [_FULL[s] for s in self._suits]
        self._chosen: list[Cards | None] = [None] * n
        self._pools: list[Cards] = [()] * n
        self._saved: list[Cards] = [()] * n
        self._bids: list[Cards] = [()] * n
        self._sums: list[int] = [0] * n
        self._spent: list[Cards] = [()] * n
        self._phase = SELECT
        self._turn: int | None = (dealer + 1) % n
        self._opener = self._turn
        self._opening_left = 0
        self._need = 0

    def _start_trick(self, opener: int) -> None:
        self._phase = OPEN
        self._opener = opener
        self._turn = opener
        self._opening_left = self.players

    # --- contract -------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return self._turn

    def hand(self, seat: int) -> Cards:
        """The seat's cards not yet selected or spent (13, 8 or 3)."""
        return self._hands[seat]

    def _legal(self) -> Sequence[Action]:
        seat = self._turn
        assert seat is not None               # asked only while the game is running
        if self._phase == SELECT:
            return SelectChoices(self._hands[seat])
        return BidChoices(self._pools[seat], self._phase == RAISE)

    def _why_illegal(self, action: Action | HiddenSelect) -> Message:
        seat = self._turn
        assert seat is not None               # the base answers for a finished game
        phase = self._phase
        if type(action) is Select or type(action) is HiddenSelect:
            if phase != SELECT:
                return msg("toffpoker.chosen_already_open" if phase == OPEN
                           else "toffpoker.chosen_already_raise")
            if isinstance(action, HiddenSelect):
                return msg("toffpoker.name_five")
            chosen = action.cards
            if len(chosen) != SELECT_SIZE:
                return msg("toffpoker.exactly_five", size=SELECT_SIZE, count=len(chosen))
            return self._card_problem(chosen, self._hands[seat], "hand")
        if type(action) is Bid:
            if phase == SELECT:
                return msg("toffpoker.select_first", size=SELECT_SIZE)
            if not action.cards:
                return msg("toffpoker.bid_empty")
            return self._card_problem(action.cards, self._pools[seat], "pool")
        if phase == SELECT:
            return msg("toffpoker.no_pass_select", size=SELECT_SIZE)
        return msg("toffpoker.no_pass_open")

    @staticmethod
    def _card_problem(named: Cards, held: Cards, where: str) -> Message:
        seen: set[Card] = set()
        for c in named:
            if c in seen:
                return msg("toffpoker.named_twice", card=c)
            seen.add(c)
        for c in named:
            if c not in held:
                return msg(f"toffpoker.not_in_{where}", card=c)
        return msg("toffpoker.order")

    def _parse(self, text: str) -> Action | None:
        words = text.strip().split()
        head = words[0].lower() if words else ""
        if head == "pass" and len(words) == 1:
            return PASS
        if head in ("select", "bid"):
            named: list[Card] = []
            for word in words[1:]:
                try:
                    c = Card.parse(word)
                except ValueError:
                    raise UnreadableAction(msg("game.unreadable", text=quote(text),
                                               hint=msg("game.not_a_card", text=quote(word)))
                                           ) from None
                if c in named:
                    raise UnreadableAction(msg("toffpoker.named_twice", card=c))
                named.append(c)
            cards = canonical(named)
            return Select(cards) if head == "select" else Bid(cards)
        return None

    def describe(self, action: Action | HiddenSelect) -> Message:
        seat = self._turn
        who = self.player_name(seat) if seat is not None else "Nobody"
        if type(action) is Select or type(action) is HiddenSelect:
            return msg("toffpoker.chooses", name=who)
        if type(action) is Bid:
            cards = tuple(action.cards)
            v = cards_value(action.cards)
            if self._phase == RAISE:
                assert seat is not None
                return msg("toffpoker.raises", name=who, cards=cards, total=self._sums[seat] + v)
            if seat == self._opener:
                return msg("toffpoker.opens", name=who, cards=cards, value=v)
            return msg("toffpoker.bids", name=who, cards=cards, value=v)
        return msg("toffpoker.passes", name=who)

    @staticmethod
    def cards_of(action: Any) -> tuple[Card, ...]:
        """The cards a ``select`` or ``bid`` names; nothing for ``pass``."""
        return action.cards if type(action) is Select or type(action) is Bid else ()

    def scores(self) -> list[int]:
        """Tricks won so far, per seat."""
        return list(self._tricks)

    # --- moves ----------------------------------------------------------------------

    def _apply(self, action: Action) -> list[Event]:
        seat = self._turn
        assert seat is not None               # the base applies only legal actions
        if type(action) is Bid:
            return self._bid(seat, action.cards)
        if type(action) is Pass:
            self._need -= 1
            events: list[Event] = [Passed(seat)]
            if self._need:
                self._turn = self._next_bidder(seat)
            else:
                self._resolve(events)
            return events
        assert type(action) is Select         # the only other legal kind
        return self._select(seat, action.cards)

    def _select(self, seat: int, chosen: Cards) -> list[Event]:
        gone = set(chosen)
        self._hands[seat] = tuple([c for c in self._hands[seat] if c not in gone])
        self._chosen[seat] = chosen
        events: list[Event] = [Selected(seat, chosen)]
        following = (seat + 1) % self.players
        if self._chosen[following] is None:
            self._turn = following
            return events
        # everyone has chosen: reveal together; pools = selection + saved cards
        selections = tuple([c for c in self._chosen if c is not None])   # every seat's
        pools = self._pools
        for s, sel in enumerate(selections):
            pools[s] = canonical(pools[s] + sel) if pools[s] else sel
        self._chosen = [None] * self.players
        events.append(Revealed(self._pass, selections, tuple(pools)))
        self._start_trick(following)   # forehand opens each pass (T-12)
        return events

    def _bid(self, seat: int, cards: Cards) -> list[Event]:
        gone = set(cards)
        self._pools[seat] = tuple([c for c in self._pools[seat] if c not in gone])
        saved = self._saved[seat]
        if saved:
            self._saved[seat] = tuple([c for c in saved if c not in gone])
        self._bids[seat] += cards
        v = _VALUE
        total = self._sums[seat] = self._sums[seat] + sum([v[c] for c in cards])
        pools = self._pools
        if self._phase == OPEN:
            events: list[Event] = [BidPlaced(seat, cards, total, False)]
            self._opening_left -= 1
            if self._opening_left:
                self._turn = (seat + 1) % self.players
                return events
            # raising starts again with the opener; everyone able to raise must pass once
            self._phase = RAISE
            self._need = len(pools) - pools.count(())
            if self._need:
                opener = self._opener
                self._turn = opener if pools[opener] else self._next_bidder(opener)
            else:
                self._resolve(events)
            return events
        events = [BidPlaced(seat, cards, total, True)]
        # after a raise every other seat able to raise must pass; the raiser is not asked
        self._need = len(pools) - pools.count(()) - (1 if pools[seat] else 0)
        if self._need:
            self._turn = self._next_bidder(seat)
        else:
            self._resolve(events)
        return events

    def _next_bidder(self, seat: int) -> int:
        """The next seat clockwise that can raise (seats with an empty pool are skipped)."""
        n = self.players
        pools = self._pools
        for step in range(1, n):
            s = (seat + step) % n
            if pools[s]:
                return s
        raise AssertionError("nobody can raise")  # _need would be 0

    def _resolve(self, events: list[Event]) -> None:
        """Bidding is over: the strictly highest bid wins; every bid card leaves play."""
        totals = tuple(self._sums)
        bids = tuple(self._bids)
        winner = _top(totals)
        if winner is not None:
            self._tricks[winner] += 1
        spent = self._spent
        for s, b in enumerate(bids):
            spent[s] += b
        n = self.players
        self._bids = [()] * n
        self._sums = [0] * n
        events.append(TrickResolved(bids, totals, winner))
        if () in self._pools:
            self._end_pass(events)
        else:   # the winner opens the next trick; after a forfeit the same opener again
            self._start_trick(self._opener if winner is None else winner)

    def _end_pass(self, events: list[Event]) -> None:
        saved = tuple(self._pools)
        events.append(PassEnded(self._pass, saved))
        forehand = (self._round_dealer + 1) % self.players
        if self._pass == 1:
            self._saved = list(saved)       # they stay in the pools for pass 2
            self._pass = 2
            self._phase = SELECT
            self._turn = self._opener = forehand
            return
        self._last_trick(events)

    def _last_trick(self, events: list[Event]) -> None:
        n = self.players
        cards = tuple([canonical(self._hands[s] + self._pools[s]) for s in range(n)])
        sums = tuple([cards_value(c) for c in cards])
        winner = _top(sums)
        if winner is not None:
            self._tricks[winner] += 1
        for s in range(n):
            self._spent[s] += cards[s]
        self._hands = [()] * n
        self._pools = [()] * n
        self._saved = [()] * n
        events.append(LastTrick(sums, winner, cards))
        if self._game_ends():
            self._phase = OVER
            self._turn = None
            tricks = tuple(self._tricks)
            best = max(tricks)
            events.append(GameOver(tuple(s for s in range(n) if tricks[s] == best), tricks))
        else:
            self._start_round((self._round_dealer + 1) % n)
            events.append(RoundStarted(self._round, self._round_dealer, self._opener))

    def _game_ends(self) -> bool:
        if self._round < self._rounds:
            return False
        if not self._extra or self._round >= self._rounds + MAX_EXTRA_ROUNDS:
            return True
        return self._tricks.count(max(self._tricks)) == 1

    # --- read-only information ------------------------------------------------------

    @property
    def phase(self) -> str:
        """``select``, ``open`` (opening circuit), ``raise`` or ``over``."""
        return self._phase

    @property
    def round(self) -> int:
        """The running round, 1-based (the last one when the game is over)."""
        return self._round

    @property
    def rounds(self) -> int:
        """Rounds in the game (``tie_break="extra-rounds"`` may add some)."""
        return self._rounds

    @property
    def pass_number(self) -> int:
        """1 or 2."""
        return self._pass

    @property
    def round_dealer(self) -> int:
        """The dealer of the running round (``dealer`` is the first dealer)."""
        return self._round_dealer

    @property
    def forehand(self) -> int:
        """The seat after the round's dealer: selects first and opens each pass."""
        return (self._round_dealer + 1) % self.players

    @property
    def opener(self) -> int:
        """The seat who opens (opened) the running trick."""
        return self._opener

    @property
    def tricks(self) -> tuple[int, ...]:
        """Tricks won so far, per seat."""
        return tuple(self._tricks)

    @property
    def tricks_by_round(self) -> tuple[tuple[int, ...], ...]:
        """Per round so far (the running one last): the tricks each seat won in it, at
        most :data:`MAX_TRICKS_PER_ROUND` a seat (for scoreboards)."""
        return self._finished_rounds + (self._round_tricks(),)

    def _round_tricks(self) -> tuple[int, ...]:
        return tuple([t - b for t, b in zip(self._tricks, self._tricks_before, strict=True)])

    def suit(self, seat: int) -> str:
        """The suit letter the seat plays with."""
        return self._suits[seat]

    def pool(self, seat: int) -> Cards:
        """Public cards the seat can still bid with (during a selection: the saved ones)."""
        return self._pools[seat]

    def bid(self, seat: int) -> Cards:
        """The cards the seat has put into the running trick."""
        return self._bids[seat]

    def bid_total(self, seat: int) -> int:
        return self._sums[seat]

    def saved(self, seat: int) -> Cards:
        """The cards carried over from pass 1 that are still unspent (pass 2 only)."""
        return self._saved[seat]

    def selected(self, seat: int) -> Cards | None:
        """The seat's unrevealed selection (UNKNOWN cards in another seat's view), or
        None if it has not chosen yet or nothing is pending."""
        chosen = self._chosen[seat]
        return chosen

    def has_selected(self, seat: int) -> bool:
        return self._chosen[seat] is not None

    def spent(self, seat: int) -> Cards:
        """The seat's cards that have left play this round."""
        return self._spent[seat]

    # --- copies and views -----------------------------------------------------------

    def clone(self) -> ToffPoker:
        other = self._blank()
        self._copy_base(other)
        other.extra_suits = self.extra_suits
        other._suits = self._suits
        other._rounds = self._rounds
        other._extra = self._extra
        other._tricks = self._tricks[:]
        other._finished_rounds = self._finished_rounds
        other._tricks_before = self._tricks_before
        other._round = self._round
        other._round_start = self._round_start
        other._round_dealer = self._round_dealer
        other._pass = self._pass
        other._hands = self._hands[:]
        other._chosen = self._chosen[:]
        other._pools = self._pools[:]
        other._saved = self._saved[:]
        other._bids = self._bids[:]
        other._sums = self._sums[:]
        other._spent = self._spent[:]
        other._phase = self._phase
        other._turn = self._turn
        other._opener = self._opener
        other._opening_left = self._opening_left
        other._need = self._need
        return other

    def view(self, seat: int) -> ToffPoker:
        other = self.clone()
        self._hide_base(other, seat)
        # Every round deals the same cards again, so an earlier round's action names
        # cards that may be secret now: in a view, finished rounds are kept as texts.
        start = self._round_start
        if start:
            other._history[:start] = [str(a) for a in self._history[:start]]
        if self._phase == SELECT:
            n = self.players
            pending = n - self._chosen.count(None)
            # the pending selections are the last actions, made in turn from forehand
            history = other._history
            start = len(history) - pending
            for i in range(pending):
                s = (self.forehand + i) % n
                if s != seat:
                    history[start + i] = HIDDEN_SELECT
                    other._hands[s] = (UNKNOWN,) * len(self._hands[s])
                    other._chosen[s] = (UNKNOWN,) * SELECT_SIZE
        return other

    def determinize(self, rng: random.Random) -> ToffPoker:
        """A copy of this view with every hidden selection guessed at random.

        For computer players: a seat shown with UNKNOWN cards gets a random 5 of the
        cards it can still hold (its suit minus its public pool, bid and spent cards).
        A state without hidden cards comes back as a plain clone.
        """
        other = self.clone()
        other._viewer = None    # a whole world: every seat has its legal actions
        for s, chosen in enumerate(self._chosen):
            if chosen is None or UNKNOWN not in chosen:
                continue
            public = set(self._pools[s]) | set(self._bids[s]) | set(self._spent[s])
            free = [c for c in _FULL[self._suits[s]] if c not in public]
            picked: list[Card] = []
            for _ in range(SELECT_SIZE):
                picked.append(free.pop(int(rng.random() * len(free))))
            other._chosen[s] = canonical(picked)
            other._hands[s] = canonical(free)
        return other

    def secret_cards(self, seat: int) -> Counter[Card]:
        """Another seat's unrevealed selection and (as it would tell the selection) the
        rest of its hand."""
        secret: Counter[Card] = Counter()
        for s, chosen in enumerate(self._chosen):
            if chosen is not None and s != seat:
                secret.update(chosen)
                secret.update(self._hands[s])
        return secret

    def all_cards(self) -> Counter[Card]:
        found: Counter[Card] = Counter()
        for s in range(self.players):
            found.update(self._hands[s])
            found.update(self._pools[s])
            found.update(self._bids[s])
            found.update(self._spent[s])
            chosen = self._chosen[s]
            if chosen is not None:
                found.update(chosen)
        return found

    @property
    def max_game_length(self) -> int:
        n = self.players
        # a pass: every bid spends at least one of at most 10 pool cards per seat; at
        # most n passes follow each raise or trick start (at most 10 tricks)
        per_pass = 10 * n + n * (10 * n + 10)
        per_round = 2 * n + 2 * per_pass
        return per_round * (self._rounds + (MAX_EXTRA_ROUNDS if self._extra else 0))

    def score_bounds(self) -> tuple[int, int]:
        most = self._rounds + (MAX_EXTRA_ROUNDS if self._extra else 0)
        return (0, MAX_TRICKS_PER_ROUND * most)

    # --- for search --------------------------------------------------------------------

    def rollout_horizon(self) -> Horizon:
        """Rounds are independent: a roll-out stops at the end of the running round, and
        the trick standings then are its result."""
        start = self.round
        return lambda state: isinstance(state, ToffPoker) and state.round != start

    def world_sampler(self, seat: int) -> Sampler:
        """Only unrevealed selections are hidden: :meth:`determinize` draws them from
        each seat's suit minus its public cards."""
        def sample(rng: random.Random) -> ToffPoker:
            world = self.determinize(rng)
            world._viewer = None
            world._legal_cache = None   # the view's may be empty (another seat to move)
            return world

        return sample


def _forced(players: int) -> dict[str, Any]:
    """Five and six players need the circles and stars: ``extra_suits`` is always on."""
    return {"extra_suits": True} if players > len(SEAT_SUITS) - 2 else {}


INFO = register(GameInfo(
    name="toffpoker",
    title="Toff-Poker",
    min_players=2,
    max_players=6,
    options=(
        Option("rounds", 9, (), "Rounds in a game."),
        Option("extra_suits", False, (False, True),
               "Circles (O) and stars (T) for a fifth and sixth player; always on with"
               " 5–6 players."),
        Option("tie_break", "joint", ("joint", "extra-rounds"),
               "Equal most tricks: joint winners, or further rounds (at most"
               f" {MAX_EXTRA_ROUNDS}) until one leads."),
    ),
    summary=("Everyone holds one whole suit (A=1 … K=13). Each pass, choose five cards"
             " secretly; then bid card sums for tricks: everyone puts in at least one card,"
             " then raise or pass. The strictly highest bid wins, a tie at the top"
             " forfeits, and all bid cards are gone. Two passes and a last trick per round;"
             " most tricks after nine rounds wins."),
    factory=ToffPoker,
    forced=_forced,
    messages=MESSAGES,
    takes_tricks=True,
))

__all__ = ["ToffPoker", "INFO", "SELECT", "OPEN", "RAISE", "OVER", "SEAT_SUITS",
           "MAX_EXTRA_ROUNDS", "MAX_TRICKS_PER_ROUND"]
