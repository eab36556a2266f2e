"""Stortok (Kjempetosk): beat the open card with high and low trumps or pick it up.

Implements docs/rules/reference.md §1. The last player holding cards is the Stortok, the fool.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from operator import attrgetter
from typing import Any

from ..base import (
    Event,
    GameInfo,
    GameState,
    Option,
    Sampler,
    deal,
    default_names,
    hidden,
    register,
)
from ..cards import UNKNOWN, Card, card, cards, deck36, shuffle, shuffled
from ..messages import Message, msg
from ..worlds import unseen_cards, whole_world
from .actions import _PLAY, DRAW, TAKE, Action, Draw, Play, Take
from .events import CardDrawn, CardPlayed, Dealt, GameOver, PickedUp, PlayerOut, TrickComplete
from .messages import MESSAGES

HAND_SIZE = 5
BEAT = "beat"   # the open card must be beaten (or picked up)
LEAD = "lead"   # the current player starts a new trick (or draws)

LOW_TRUMP_OF = {"S": "C", "C": "S", "H": "D", "D": "H"}


# --- the beating relation -------------------------------------------------------------

def trump_class(c: Card, high: str, low: str) -> int:
    """2 for a high trump, 1 for a low trump, 0 for a plain card."""
    return 2 if c.suit == high else 1 if c.suit == low else 0


def beats(c: Card, t: Card, high: str) -> bool:
    """Whether card ``c`` beats the open card ``t`` when ``high`` is the high trump."""
    if c.suit == t.suit:
        return c.rank > t.rank
    low = LOW_TRUMP_OF[high]
    return trump_class(c, high, low) > trump_class(t, high, low)


#: BEATERS[high][t]: every card that beats the open card t (precomputed for speed).
BEATERS: dict[str, dict[Card, frozenset[Card]]] = {
    high: {t: frozenset(c for c in deck36() if beats(c, t, high)) for t in deck36()}
    for high in LOW_TRUMP_OF
}
_BY_INDEX = attrgetter("index")


_KIND = {2: "high", 1: "low", 0: "plain"}


def beat_refusal(c: Card, t: Card, high: str) -> Message:
    """Why ``c`` cannot beat ``t`` (assumes it cannot)."""
    low = LOW_TRUMP_OF[high]
    kind = _KIND[trump_class(t, high, low)]
    values = {"card": c, "open": t, "suit": t.suit, "high": high,
              "kind": msg(f"stortok.kind.{_KIND[trump_class(c, high, low)]}")}
    if not BEATERS[high][t]:          # the ace of high trumps: no card beats it
        return Message("stortok.unbeatable", {"card": c, "open": t})
    if c.suit == t.suit:
        return Message(f"stortok.lower.{kind}", values)
    return Message(f"stortok.not_over_{kind}", values)


# --- the game -------------------------------------------------------------------------

class Stortok(GameState):
    """A game of Stortok. See docs/rules/reference.md §1 and the contract in base.py."""

    name = "stortok"
    action_types = (Play, Take, Draw)

    def __init__(self, players: int, names: list[str], seed: int | None,
                 deck: list[Card] | None, dealer: int, options: dict[str, Any],
                 rng: random.Random) -> None:
        super().__init__(players, names, seed, deck, dealer, options)
        order = list(deck) if deck is not None else shuffled(deck36(), rng)
        if sorted(order) != sorted(deck36()):
            raise ValueError("a Stortok deck must be the 36 cards 6..A of the four suits")
        self._hands: list[list[Card]] = deal(order, players, dealer, HAND_SIZE)
        top = players * HAND_SIZE
        self.turned_card: Card = order[top]
        self.high_trump: str = self.turned_card.suit
        self.low_trump: str = LOW_TRUMP_OF[self.high_trump]
        self._stock: list[Card] = order[top + 1:][::-1]   # top of the stock is the end
        self.open_card: Card | None = self.turned_card
        self._trick: list[Card] = [self.turned_card]       # cards on the table, bottom first
        self._trick_seats: set[int] = set()
        self._dead: list[Card] = []
        self.phase: str = BEAT
        self._turn: int | None = (dealer + 1) % players
        self._out_order: list[int] = []
        self._known: list[set[Card]] = [set() for _ in range(players)]  # picked up, still held
        self.actions_taken = 0
        self.drawn_by_cap = False
        self._beat_follow = options["must_follow_suit_first"]
        self._max_actions: int = options["max_actions"]
        self._opening = (Dealt(dealer, tuple(tuple(h) for h in self._hands), self.turned_card,
                               len(self._stock)),)

    @classmethod
    def arranged(cls, hands: list[str], turned: str, *, turn: int, phase: str = BEAT,
                 stock: str = "", trick: str = "", trick_seats: tuple[int, ...] = (),
                 out_order: tuple[int, ...] = (), dealer: int | None = None,
                 options: dict[str, Any] | None = None,
                 known: Sequence[str] | None = None) -> Stortok:
        """A mid-game position, like a chess FEN: for puzzles, tutorials and tests.

        ``hands`` per seat and ``stock`` (top first) as card texts; in a BEAT
        position the last card of ``trick`` is the open card and ``trick_seats``
        have played to it. Every card not placed is dead. ``known`` per seat: the
        held cards everyone saw it pick up.
        """
        players = len(hands)
        info_opts = INFO.defaults() | dict(options or {})
        state = cls(players, default_names(players), None, None,
                    (turn - 1) % players if dealer is None else dealer, info_opts,
                    random.Random(0))
        state._hands = [cards(h) for h in hands]
        state.turned_card = card(turned)
        state.high_trump = state.turned_card.suit
        state.low_trump = LOW_TRUMP_OF[state.high_trump]
        state._stock = cards(stock)[::-1]
        state._trick = cards(trick)
        state.open_card = state._trick[-1] if phase == BEAT else None
        if (phase == BEAT) != bool(state._trick):
            raise ValueError("a BEAT position needs a trick; a LEAD position has none")
        state._trick_seats = set(trick_seats)
        state._out_order = list(out_order)
        if known is not None:
            state._known = [set(cards(k)) for k in known]
            if any(not k <= set(h) for k, h in zip(state._known, state._hands, strict=True)):
                raise ValueError("a seat can only be known to hold cards it holds")
        state.phase = phase
        state._turn = turn
        placed = Counter(state._stock) + Counter(state._trick)
        for h in state._hands:
            placed.update(h)
        if placed - Counter(deck36()):
            raise ValueError(f"cards placed twice or not in the deck: {placed - Counter(deck36())}")
        state._dead = sorted((Counter(deck36()) - placed).elements())
        state._opening = (Dealt(state.dealer, tuple(tuple(h) for h in state._hands),
                                state.turned_card, len(state._stock)),)
        return state

    # --- contract -------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return self._turn

    @property
    def stock_size(self) -> int:
        return len(self._stock)

    @property
    def stortok(self) -> int | None:
        """The fool, once the game has ended with one."""
        if self._turn is None and not self.drawn_by_cap:
            return next(s for s in range(self.players) if self._hands[s])
        return None

    def hand(self, seat: int) -> tuple[Card, ...]:
        return tuple(self._hands[seat])

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's hand (UNKNOWN cards where hidden, in a view)."""
        return tuple([tuple(h) for h in self._hands])

    @property
    def trick(self) -> tuple[Card, ...]:
        """The cards of the running trick on the table, bottom first."""
        return tuple(self._trick)

    @property
    def dead(self) -> tuple[Card, ...]:
        """The cards out of play (finished tricks and those under a picked-up card)."""
        return tuple(self._dead)

    @property
    def out_order(self) -> tuple[int, ...]:
        """The seats that have gone out, first out first."""
        return tuple(self._out_order)

    @property
    def known(self) -> tuple[frozenset[Card], ...]:
        """Per seat: the cards it picked up and still holds (everyone saw them)."""
        return tuple([frozenset(k) for k in self._known])

    def _legal(self) -> list[Action]:
        seat = self._turn
        assert seat is not None               # asked only while the game is running
        if self.phase == LEAD:
            actions: list[Action] = [_PLAY[c] for c in sorted(self._hands[seat],
                                                              key=_BY_INDEX)]
            if self._stock:
                actions.append(DRAW)
            return actions
        t = self.open_card
        assert t is not None                  # a card to beat
        beaters = BEATERS[self.high_trump][t]
        held = sorted([c for c in self._hands[seat] if c in beaters], key=_BY_INDEX)
        if self._beat_follow and any(c.suit == t.suit for c in held):
            held = [c for c in held if c.suit == t.suit]
        actions = [_PLAY[c] for c in held]
        actions.append(TAKE)
        return actions

    def _why_illegal(self, action: Action) -> Message:
        if isinstance(action, Play):
            c = action.card
            assert self._turn is not None
            if c not in self._hands[self._turn]:
                return msg("stortok.not_held", card=c)
            t = self.open_card
            assert t is not None      # leading, every held card is legal
            if self._beat_follow and beats(c, t, self.high_trump):
                return msg("stortok.must_follow", suit=t.suit, card=t)
            return beat_refusal(c, t, self.high_trump)
        if isinstance(action, Take):
            return msg("stortok.no_open_card" if self._stock else "stortok.no_open_card_lead")
        if self.phase == BEAT:
            return msg("stortok.draw_in_beat", open=self.open_card)
        return msg("stortok.stock_empty")

    def _parse(self, text: str) -> Action | None:
        words = text.strip().lower().split()
        if words == ["take"]:
            return TAKE
        if words == ["draw"]:
            return DRAW
        if len(words) == 2 and words[0] == "play":
            played = _parse_card(words[1])
            return None if played is None else _PLAY.get(played)
        return None

    def describe(self, action: Action) -> Message:
        who = self.player_name(self._turn) if self._turn is not None else "Nobody"
        if isinstance(action, Play):
            if self.phase == LEAD:
                return msg("stortok.leads", name=who, card=action.card)
            return msg("stortok.beats", name=who, beaten=self.open_card, card=action.card)
        if isinstance(action, Take):
            return msg("stortok.picks_up", name=who, card=self.open_card)
        return msg("stortok.draws", name=who)

    @staticmethod
    def cards_of(action: Any) -> tuple[Card, ...]:
        """The card a ``play`` moves; nothing for ``take`` and ``draw``."""
        return (action.card,) if type(action) is Play else ()

    def scores(self) -> list[int]:
        fool = self.stortok
        return [-1 if seat == fool else 0 for seat in range(self.players)]

    def winners(self) -> list[int]:
        fool = self.stortok
        if fool is None:
            return []
        return [seat for seat in range(self.players) if seat != fool]

    # --- moves ----------------------------------------------------------------------

    def _apply(self, action: Action) -> list[Event]:
        seat = self._turn
        assert seat is not None               # the base applies only legal actions
        self.actions_taken += 1
        if isinstance(action, Take):
            events = self._take(seat)
        elif isinstance(action, Draw):
            card = self._stock.pop()
            self._hands[seat].append(card)
            self._turn = self._next(seat)
            events = [CardDrawn(seat, card, True)]
        else:
            events = self._play(seat, action.card)
        if self._turn is not None and self.actions_taken >= self._max_actions:
            self._turn = None
            self.drawn_by_cap = True
            events.append(GameOver(None))
        return events

    def _take(self, seat: int) -> list[Event]:
        card = self.open_card
        assert card is not None               # taking is legal only with a card to beat
        self._trick.pop()
        dead = tuple(self._trick)
        self._dead.extend(dead)
        self._trick = []
        self._trick_seats = set()
        self.open_card = None
        self._hands[seat].append(card)
        self._known[seat].add(card)
        self.phase = LEAD
        self._turn = self._next(seat)
        return [PickedUp(seat, card, dead)]

    def _play(self, seat: int, card: Card) -> list[Event]:
        hand = self._hands[seat]
        k = 0
        while hand[k] is not card:     # identity: no card comparison runs
            k += 1
        del hand[k]
        self._known[seat].discard(card)
        events: list[Event] = [CardPlayed(seat, card, self.open_card if self.phase == BEAT
                                          else None)]
        if self.phase == LEAD:
            self._trick = [card]
            self._trick_seats = {seat}
            self.phase = BEAT
        else:
            self._trick.append(card)
            self._trick_seats.add(seat)
        self.open_card = card
        if self._stock:
            drawn = self._stock.pop()
            hand.append(drawn)
            events.append(CardDrawn(seat, drawn))
        elif not hand:
            self._out_order.append(seat)
            events.append(PlayerOut(seat, len(self._out_order)))
            still_in = [s for s in range(self.players) if self._hands[s]]
            if len(still_in) == 1:
                self._turn = None
                events.append(GameOver(still_in[0]))
                return events
        seats = self._trick_seats
        hands = self._hands
        for s in range(self.players):
            if hands[s] and s not in seats:
                self._turn = self._next(seat)     # someone still to play to this trick
                return events
        # everyone still holding cards has played to it: the trick is complete
        leader = seat if hand else self._next(seat)
        events.append(TrickComplete(tuple(self._trick), leader))
        self._dead.extend(self._trick)
        self._trick = []
        self._trick_seats = set()
        self.open_card = None
        self.phase = LEAD
        self._turn = leader
        return events

    def _next(self, seat: int) -> int:
        """The next seat clockwise that still holds cards."""
        n = self.players
        for step in range(1, n + 1):
            s = (seat + step) % n
            if self._hands[s]:
                return s
        raise AssertionError("nobody holds cards")  # the game would be over

    # --- copies and views -----------------------------------------------------------

    def clone(self) -> Stortok:
        other = self._blank()
        self._copy_base(other)
        other._hands = [list(h) for h in self._hands]
        other.turned_card = self.turned_card
        other.high_trump = self.high_trump
        other.low_trump = self.low_trump
        other._stock = list(self._stock)
        other.open_card = self.open_card
        other._trick = list(self._trick)
        other._trick_seats = set(self._trick_seats)
        other._dead = list(self._dead)
        other.phase = self.phase
        other._turn = self._turn
        other._out_order = list(self._out_order)
        other._known = [set(k) for k in self._known]
        other.actions_taken = self.actions_taken
        other.drawn_by_cap = self.drawn_by_cap
        other._beat_follow = self._beat_follow
        other._max_actions = self._max_actions
        return other

    def view(self, seat: int) -> Stortok:
        other = self.clone()
        self._hide_base(other, seat)
        for s in range(self.players):
            if s != seat:
                known = [c for c in self._hands[s] if c in self._known[s]]
                other._hands[s] = known + [UNKNOWN] * (len(self._hands[s]) - len(known))
        other._stock = hidden(self._stock)
        return other

    def secret_cards(self, seat: int) -> Counter[Card]:
        secret = Counter(self._stock)
        for s in range(self.players):
            if s != seat:
                secret.update(c for c in self._hands[s] if c not in self._known[s])
        return secret

    def all_cards(self) -> Counter[Card]:
        found = Counter(self._stock)
        found.update(self._trick)
        found.update(self._dead)
        for h in self._hands:
            found.update(h)
        return found

    @property
    def max_game_length(self) -> int:
        return self._max_actions

    def score_bounds(self) -> tuple[int, int]:
        return (-1, 0)

    # --- for search --------------------------------------------------------------------

    def outcome(self) -> list[float]:
        """Not being the Stortok is a win (a game stopped by the safety cap: a draw)."""
        fool = self.stortok
        if fool is None:
            return [0.5] * self.players
        return [0.0 if seat == fool else 1.0 for seat in range(self.players)]

    def world_sampler(self, seat: int) -> Sampler:
        """The hidden cards are the 36 minus the seat's hand, the cards others picked up
        and still hold (public, kept in place), the trick and the dead cards; they are
        shuffled into the other hands' unknown places and the stock. The engine records
        no "could not beat" facts (picking up is always allowed), so there is no further
        constraint."""
        visible: Counter[Card] = Counter(self.trick)
        visible.update(self.dead)
        slots: list[tuple[int, list[Card], int]] = []   # (seat, known cards, unknown count)
        for s, hand in enumerate(self.hands):
            known = [c for c in hand if c is not UNKNOWN]
            visible.update(known)
            unknown = len(hand) - len(known)
            if unknown:
                slots.append((s, known, unknown))
        pool = unseen_cards(deck36(), visible)
        stock = self.stock_size
        if len(pool) != stock + sum(n for _, _, n in slots):
            raise ValueError("the view does not add up to a Stortok deck")

        def sample(rng: random.Random) -> Stortok:
            cards = shuffle(list(pool), rng)
            world = whole_world(self)
            at = 0
            for s, known, unknown in slots:
                world._hands[s] = known + cards[at:at + unknown]
                at += unknown
            world._stock = cards[at:]
            return world

        return sample

    @classmethod
    def next_dealer(cls, finished: Stortok) -> int:
        """The Stortok deals the next game (after a capped game: the next seat)."""
        fool = finished.stortok
        return fool if fool is not None else (finished.dealer + 1) % finished.players

    @classmethod
    def match_over(cls, totals: Sequence[int], target: int) -> bool:
        """A Stortok match ends when someone has been the Stortok ``target`` times."""
        return min(totals) <= -target


def _parse_card(text: str) -> Card | None:
    try:
        return Card.parse(text)
    except ValueError:
        return None


INFO = register(GameInfo(
    name="stortok",
    title="Stortok",
    min_players=2,
    max_players=5,
    options=(
        Option("must_follow_suit_first", False, (False, True),
               "A player who can beat with the open card's suit must do so."),
        Option("max_actions", 2000, (), "Safety cap: the game is drawn after this many actions."),
    ),
    summary=("Beat the open card with a higher card of its suit or with a trump, or pick it"
             " up. High trump is the suit of the turned card, low trump the other suit of"
             " its colour. Get rid of all your cards: the last one holding cards is the"
             " Stortok."),
    factory=Stortok,
    messages=MESSAGES,
    takes_tricks=True,
))

__all__ = ["Stortok", "INFO", "HAND_SIZE", "BEAT", "LEAD", "LOW_TRUMP_OF", "BEATERS",
           "trump_class", "beats", "beat_refusal"]
