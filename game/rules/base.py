"""The contract every game of the rules package fulfils.

A game is a subclass of :class:`GameState` registered with :func:`register`.
The base class owns what all games share — legality checking with readable
reasons, the history, the legal-action cache, seats and names, replay — and a
game supplies the rules through a handful of hooks (``_legal``, ``_apply``,
``_why_illegal``, ``_parse``, ``describe`` …).
"""

from __future__ import annotations

import random
import zlib
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import MISSING, dataclass, field, fields, is_dataclass
from types import MappingProxyType
from typing import Any, ClassVar, Self, TypeVar

from .cards import UNKNOWN, Card, cards, is_card
from .messages import ENGLISH, FrozenDict, Message, msg, quote

#: Texts longer than this are refused before any parsing (no action text comes close).
MAX_ACTION_TEXT = 200


class IllegalMove(ValueError):
    """An action that is not legal now.

    ``message`` says why as a key and values (``key``, ``values``) for any language;
    ``reason`` is the English sentence.
    """

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message

    @property
    def key(self) -> str:
        return self.message.key

    @property
    def values(self) -> Mapping[str, Any]:
        return self.message.values

    @property
    def reason(self) -> str:
        return str(self.message)


class UnreadableAction(IllegalMove):
    """A text (or object) that is not an action of the game at all."""


@dataclass(frozen=True)
class Option:
    """One rule option a game offers (defaults from docs/rules/reference.md, first choice)."""

    name: str
    default: Any
    choices: tuple[Any, ...] = ()
    help: str = ""


@dataclass(frozen=True)
class GameInfo:
    """What the menu, setup and help screens need to know about a game."""

    name: str
    title: str
    min_players: int
    max_players: int
    options: tuple[Option, ...]
    summary: str
    factory: Callable[..., GameState] = field(repr=False, compare=False)
    #: Option values the rules fix for a number of players (setup shows them as fixed).
    forced: Callable[[int], Mapping[str, Any]] = field(default=lambda players: {},
                                                        repr=False, compare=False)
    #: The English templates of the game's own message keys (``"<name>.…"``); joined
    #: into :data:`~game.rules.messages.ENGLISH` when the game is registered.
    messages: Mapping[str, str] = field(default_factory=dict, repr=False, compare=False)
    #: Whether the game is played in tricks: some event names a seat that took one
    #: (``Event.trick_taker``), and the statistics count them. A game without tricks
    #: leaves it False and no event of it may name a taker.
    takes_tricks: bool = False

    def defaults(self) -> dict[str, Any]:
        return {o.name: o.default for o in self.options}

    def forced_options(self, players: int) -> Mapping[str, Any]:
        """The options that are not a choice with this many players, and their values."""
        return self.forced(players)


DataclassType = TypeVar("DataclassType", bound=type)


def fast_init(cls: DataclassType) -> DataclassType:
    """Give a frozen, slotted dataclass an ``__init__`` that sets each slot through its
    descriptor: the same signature and defaults at half the cost of the generated one
    (which calls ``object.__setattr__`` per field). For the actions and events the
    engine makes on every move; equality, hashing, ``repr`` and pickling are the
    dataclass's own. A class with ``__post_init__``, default factories, keyword-only
    or non-init fields keeps its generated ``__init__``.

    Use above ``@dataclass(frozen=True, slots=True)``.
    """
    found = fields(cls)
    if (hasattr(cls, "__post_init__") or "__slots__" not in vars(cls)
            or any(f.default_factory is not MISSING or f.kw_only or not f.init
                   for f in found)):
        return cls
    space: dict[str, Any] = {}
    params, body = [], []
    for f in found:
        space[f"_set_{f.name}"] = getattr(cls, f.name).__set__
        if f.default is MISSING:
            params.append(f.name)
        else:
            space[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        body.append(f"    _set_{f.name}(self, {f.name})")
    exec(f"def __init__(self, {', '.join(params)}):\n"  # noqa: S102 - fixed names only
         + ("\n".join(body) or "    pass") + "\n", space)
    init = space["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = vars(cls)["__init__"].__doc__
    type.__setattr__(cls, "__init__", init)   # the same signature: the class's type stands
    return cls


@dataclass(frozen=True, slots=True)
class Event:
    """Base of all events. ``seat`` is the acting seat (or None)."""

    def redacted(self, seat: int | None) -> Event:
        """This event as seat ``seat`` may see it (default: unchanged)."""
        return self

    def message(self, names: Sequence[str]) -> Message | None:
        """A sentence for the game log (None: the event speaks for itself on the table)."""
        return None

    def trick_taker(self, actor: int | None) -> int | None:
        """The seat that took a trick (or a capture) with this event, for statistics;
        ``actor`` is the seat whose action caused it. None: the event takes nothing."""
        return None

    def placed(self) -> tuple[int, int] | None:
        """(seat, place) when this event ends a seat's game in a place (1: first out),
        for statistics; None: it places nobody."""
        return None


_GAMES: dict[str, GameInfo] = {}
#: The registry: game name -> GameInfo (read-only; filled by the game modules through
#: :func:`register`).
GAMES: Mapping[str, GameInfo] = MappingProxyType(_GAMES)


#: Action class -> the game class it belongs to (filled by :func:`register`).
_GAME_OF_ACTION: dict[type, type[GameState]] = {}


def register(info: GameInfo) -> GameInfo:
    """Add a game to :data:`GAMES` (its module calls this once, at import)."""
    stray = [key for key in info.messages if not key.startswith(f"{info.name}.")]
    if stray:
        raise ValueError(f"{info.name}: message keys outside the game's own: {stray}")
    _GAMES[info.name] = info
    ENGLISH.update(info.messages)
    game = info.factory
    if isinstance(game, type) and issubclass(game, GameState):
        for kind in game.action_types:
            _GAME_OF_ACTION[kind] = game
    return info


def cards_of(action: Any) -> tuple[Card, ...]:
    """The cards ``action`` moves from the mover's hand or pool, in the action's order:
    one card for a Stortok ``play`` and a Zwicker ``capture``/``stack``/``trail``, the
    named cards for a Toff-Poker ``select``/``bid``; () for ``take``, ``draw``, ``pass``
    and anything that is not an action of a game.

    >>> from game.rules import new_game
    >>> state = new_game("toffpoker", 2, seed=1)
    >>> [c.text for c in cards_of(state.action_from_text("select KS QS 9S 2S AS"))]
    ['KS', 'QS', '9S', '2S', 'AS']
    """
    game = _GAME_OF_ACTION.get(type(action))
    return () if game is None else game.cards_of(action)


#: ``rng -> world``: full states consistent with one seat's view (see
#: :meth:`GameState.world_sampler`).
Sampler = Callable[[random.Random], "GameState"]
#: Whether a roll-out may stop at this state (see :meth:`GameState.rollout_horizon`).
Horizon = Callable[["GameState"], bool]


def win_share(scores: Sequence[float]) -> list[float]:
    """1 for a sole top score, shared among a tie on top, 0 below it."""
    top = max(scores)
    leaders = sum(1 for s in scores if s == top)
    return [1.0 / leaders if s == top else 0.0 for s in scores]


def score_outcome(scores: Sequence[float]) -> list[float]:
    """Win share (ties shared) with 30 % for the share of all points or tricks."""
    total = sum(scores) or 1
    return [0.7 * w + 0.3 * s / total for w, s in zip(win_share(scores), scores,
                                                        strict=True)]


def _never(state: GameState) -> bool:
    return False


class GameState(ABC):
    """State of one game. Subclasses implement the rules; see module docstring.

    Attributes shared by every game:
      ``name``     registry name of the game
      ``players``  number of seats; ``names`` their display names
      ``seed``, ``deck``, ``dealer``, ``options``: what ``new_game`` was given
                   (``seed`` and ``deck`` are ``None`` in a ``view()``)
      ``history``  the actions applied so far (a tuple)

    Trust boundary: nothing handed out (actions, sequences, views, clones, events)
    shares a mutable object with the state; any input is either a legal move or an
    :class:`IllegalMove` that changes nothing.
    """

    name: ClassVar[str] = ""
    #: The action classes of the game; anything else is refused before any rule runs.
    action_types: ClassVar[tuple[type, ...]] = ()

    def __init__(self, players: int, names: Sequence[str], seed: int | None,
                 deck: Sequence[Card] | None, dealer: int, options: Mapping[str, Any]) -> None:
        self.players = players
        self.names: tuple[str, ...] = tuple(names)
        self.seed = seed
        self.deck: tuple[Card, ...] | None = None if deck is None else tuple(deck)
        self.dealer = dealer
        self.options: Mapping[str, Any] = FrozenDict(options)
        self._history: list[Any] = []
        self._legal_cache: Sequence[Any] | None = None
        self._viewer: int | None = None    # the seat a view was made for
        self._opening: tuple[Event, ...] = ()   # set by the game: the deal as events

    # --- the public contract ---------------------------------------------------------

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """Seat to act, or None when the game is over."""

    @property
    def is_over(self) -> bool:
        return self.current_player is None

    @property
    def history(self) -> tuple[Any, ...]:
        """The actions applied so far, oldest first."""
        return tuple(self._history)

    def legal_actions(self) -> Sequence[Any]:
        """Legal actions as an immutable sequence in a deterministic order.

        Empty iff the game is over — and in a view for a seat that is not to move.
        A game may return a lazy read-only sequence for huge sets; its ``in`` must then
        accept only well-formed actions (exact types, the interned cards themselves).
        """
        legal = self._legal_cache
        if legal is None:
            turn = self.current_player
            viewer = self._viewer
            if turn is None or (viewer is not None and viewer != turn):
                legal = ()
            else:
                legal = self._legal()
                if type(legal) is list:
                    legal = tuple(legal)
            self._legal_cache = legal
        return legal

    def apply(self, action: Any) -> list[Event]:
        """Play ``action`` (an action object or its text) for the current player.

        Returns the events that happened. Anything that is not a legal action now —
        of any type, any length — raises :class:`IllegalMove` with a reason and leaves
        the state exactly as it was. An action equal to a legal one is that action.
        """
        legal = self._legal_cache
        if legal is None:
            legal = self.legal_actions()
        if type(legal) is tuple:
            # The engine's own object (what search and tables pass back) is legal by
            # identity, found without calling any __eq__; anything else by equality.
            for known in legal:
                if known is action:
                    break
            else:
                action = self.legal_action(action)
        elif not (type(action) in self.action_types and action in legal):
            action = self.legal_action(action)   # a lazy sequence checks strictly
        self._legal_cache = None
        self._history.append(action)
        return self._apply(action)

    def legal_action(self, action: Any) -> Any:
        """The engine's own legal action equal to ``action`` (or its text).

        Raises :class:`IllegalMove` with the reason when there is none.
        """
        if isinstance(action, str):
            action = self.action_from_text(action)
        if type(action) in self.action_types:
            legal = self.legal_actions()
            try:
                if isinstance(legal, tuple):     # equality finds the engine's own object
                    return legal[legal.index(action)]
                if action in legal:   # a lazy sequence's strict membership check
                    return action
            except Exception:  # noqa: BLE001 - not equal to any legal action (or malformed)
                pass
            if well_formed(action):
                raise IllegalMove(self.why_illegal(action))
        raise UnreadableAction(msg("game.not_a_move", what=quote(action),
                                   game=GAMES[self.name].title,
                                   hint=msg_text(f"{self.name}.hint")))

    def why_illegal(self, action: Any) -> Message:
        """Why ``action`` is not legal now (assumes it is not)."""
        if self.is_over:
            return msg("game.over")
        if self._viewer is not None and self._viewer != self.current_player:
            return msg("game.not_your_view")
        try:
            return self._why_illegal(action)
        except Exception:  # noqa: BLE001 - a reason must never turn into a crash
            return msg("game.not_a_move", what=quote(action), game=GAMES[self.name].title,
                       hint=msg_text(f"{self.name}.hint"))

    def action_from_text(self, text: str) -> Any:
        """Parse a canonical action text; raises :class:`UnreadableAction` if unreadable.

        Only plain ASCII of a bounded length is read: ``"play 6ſ"`` is not ``play 6S``.
        """
        if not isinstance(text, str):
            raise UnreadableAction(msg("game.not_a_move", what=quote(text),
                                       game=GAMES[self.name].title,
                                       hint=msg_text(f"{self.name}.hint")))
        text = str.__str__(text)
        if len(text) > MAX_ACTION_TEXT:
            raise UnreadableAction(msg("game.too_long", length=len(text)))
        if not text.isascii():
            raise UnreadableAction(msg("game.unreadable", text=quote(text),
                                       hint=msg_text(f"{self.name}.text_hint")))
        action = self._parse(text)
        if action is None:
            raise UnreadableAction(msg("game.unreadable", text=quote(text),
                                       hint=msg_text(f"{self.name}.text_hint")))
        return action

    @abstractmethod
    def _parse(self, text: str) -> Any:
        """The action a bounded ASCII text names, or None; may raise UnreadableAction."""

    @abstractmethod
    def describe(self, action: Any) -> Message:
        """What ``action`` does, e.g. ``stortok.beats`` "Anna beats 8S with 9S" (before
        applying it)."""

    def opening_events(self, seat: int | None) -> list[Event]:
        """The deal (and whatever else happened before the first move) as events,
        redacted for ``seat`` (None: unredacted, for a spectator who may see all).

        A table is built from these, then from the events of each action, never from
        the state's internals; so is a resumed game.
        """
        return [e if seat is None else e.redacted(seat) for e in self._opening]

    @abstractmethod
    def scores(self) -> list[int]:
        """The per-seat result of this game."""

    def winners(self) -> list[int]:
        """Seats with the top score (empty while the game is running)."""
        if not self.is_over:
            return []
        scores = self.scores()
        top = max(scores)
        return [seat for seat, s in enumerate(scores) if s == top]

    @abstractmethod
    def hand(self, seat: int) -> tuple[Card, ...]:
        """That seat's hand as a tuple (UNKNOWN cards where hidden, in a view)."""

    @property
    def stock_size(self) -> int:
        return 0

    @abstractmethod
    def clone(self) -> Self:
        """A fast, independent copy."""

    @abstractmethod
    def view(self, seat: int) -> Self:
        """A copy holding only what ``seat`` may know (hidden cards are UNKNOWN)."""

    @abstractmethod
    def secret_cards(self, seat: int) -> Counter[Card]:
        """The cards ``seat`` has not seen and may not see now (for tests and views): a
        card once face up and shuffled back is named in the history, so it is no secret."""

    @abstractmethod
    def all_cards(self) -> Counter[Card]:
        """Every card of the game wherever it is now (cards are never made or lost)."""

    @property
    @abstractmethod
    def max_game_length(self) -> int:
        """An upper bound on the number of actions in a whole game."""

    @abstractmethod
    def score_bounds(self) -> tuple[int, int]:
        """The lowest and highest score a seat can have in this game."""

    def __eq__(self, other: object) -> bool:
        """Same game in the same position (the legal-action cache aside)."""
        if type(other) is not type(self):
            return NotImplemented
        mine = {k: v for k, v in vars(self).items() if k not in _NOT_STATE}
        theirs = {k: v for k, v in vars(other).items() if k not in _NOT_STATE}
        return mine == theirs

    __hash__ = None  # type: ignore[assignment]  # states are mutable

    @staticmethod
    def cards_of(action: Any) -> tuple[Card, ...]:
        """The cards one of this game's actions moves (see :func:`cards_of`)."""
        return ()

    # --- what search needs (game/ai); games override these where they differ ----------

    def outcome(self) -> list[float]:
        """Each seat's result in 0..1 for search, at the end of a game or of a roll-out
        stopped at its :meth:`rollout_horizon`; by default :func:`score_outcome`."""
        return score_outcome(self.scores())

    def rollout_horizon(self) -> Horizon:
        """When a roll-out from this position may stop before the game is over and be
        scored by :meth:`outcome` (by default: never; it plays to the end)."""
        return _never

    def world_sampler(self, seat: int) -> Sampler:
        """Determinization: a function ``rng -> world`` drawing full states consistent
        with this view of ``seat`` (``world.view(seat) == self.view(seat)``, every
        UNKNOWN card replaced by one the seat cannot see, no public fact contradicted).
        Made once per view, so the bookkeeping is done once for many samples."""
        raise ValueError(f"no world sampler for {self.name!r}")

    def sample_world(self, seat: int, rng: random.Random) -> GameState:
        """One full state consistent with this view of ``seat``, drawn with ``rng``."""
        return self.world_sampler(seat)(rng)

    # --- matches (see match.py); games override these where their rules differ -------

    @classmethod
    def next_dealer(cls, finished: Self) -> int:
        """Who deals the game after ``finished``: by default the next seat clockwise."""
        return (finished.dealer + 1) % finished.players

    @classmethod
    def match_over(cls, totals: Sequence[int], target: int) -> bool:
        """Whether a match to ``target`` is over: someone reached it, with no tie on top."""
        top = max(totals)
        return top >= target and list(totals).count(top) == 1

    # --- helpers for subclasses -----------------------------------------------------

    def _copy_base(self, other: GameState) -> None:
        """Copy the shared attributes into ``other`` (a blank instance)."""
        other.players = self.players
        other.names = self.names          # a tuple
        other.seed = self.seed
        other.deck = self.deck            # a tuple or None
        other.dealer = self.dealer
        other.options = self.options      # a read-only mapping over a private dict
        other._history = list(self._history)
        other._legal_cache = self._legal_cache   # immutable
        other._viewer = self._viewer
        other._opening = self._opening    # a tuple of frozen events

    def _blank(self) -> Self:
        return self.__class__.__new__(self.__class__)

    def _hide_base(self, other: GameState, seat: int) -> None:
        """In a view: forget what would let a seat reconstruct hidden cards."""
        other.seed = None
        other.deck = None
        other._legal_cache = None
        other._viewer = seat
        other._opening = tuple(e.redacted(seat) for e in self._opening)

    def player_name(self, seat: int) -> str:
        return self.names[seat]

    def move_random(self) -> random.Random:
        """The random stream of the move being played, for a game that draws after the
        deal (a reshuffled stock): made from the game's seed and the number of moves
        so far, so a resumed, replayed or taken-back game draws the same cards, and a
        clone costs nothing for it. In a view or a sampled world (no seed) it is a
        stream of the moves alone: a guess, as the rest of such a world."""
        return random.Random(f"{self.name}:{self.seed}:{len(self._history)}")

    @abstractmethod
    def _legal(self) -> Sequence[Any]: ...

    @abstractmethod
    def _apply(self, action: Any) -> list[Event]: ...

    @abstractmethod
    def _why_illegal(self, action: Any) -> Message: ...


_NOT_STATE = frozenset({"_legal_cache"})


def msg_text(key: str) -> Message:
    """A message with no values (to nest as a value of another message)."""
    return msg(key)


def well_formed(action: Any) -> bool:
    """Whether an action (a frozen dataclass) is built only of plain values: interned
    cards, ints, strs, None and tuples of those — nothing a hostile caller could make
    compare equal to a legal action by trickery, nothing that breaks a rule's code."""
    names = _FIELD_NAMES.get(type(action))
    if names is None:
        if not is_dataclass(action) or isinstance(action, type):
            return False
        names = _FIELD_NAMES[type(action)] = tuple(f.name for f in fields(action))
    return all(_plain(getattr(action, name, None), 0) for name in names)


#: Field names per action class (only the games' own action classes get here).
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _plain(value: Any, depth: int) -> bool:
    kind = type(value)
    if kind is Card:
        return is_card(value)
    if kind is int or kind is str or kind is bool or value is None:
        return True
    if kind is tuple and depth < 3 and len(value) <= 256:
        return all(_plain(v, depth + 1) for v in value)
    return False


def hidden(items: Iterable[Card]) -> list[Card]:
    """The same number of UNKNOWN cards."""
    return [UNKNOWN for _ in items]


def forehand_order(dealer: int, players: int) -> tuple[int, ...]:
    """The seats from forehand (the dealer's left) round to the dealer."""
    return tuple([(dealer + 1 + i) % players for i in range(players)])


def deal(cards: Sequence[Card], players: int, dealer: int, each: int) -> list[list[Card]]:
    """Deal up to ``each`` cards to every seat from the top (start) of ``cards``, one at a
    time from forehand, as far as the cards go (docs/rules/reference.md); per seat in the order got.

    >>> deal(cards("6S 7S 8S 9S 10S"), 2, dealer=1, each=3)
    [[Card('6S'), Card('8S'), Card('10S')], [Card('7S'), Card('9S')]]
    """
    hands: list[list[Card]] = [[] for _ in range(players)]
    count = min(each * players, len(cards))
    for i, s in enumerate(forehand_order(dealer, players)):
        hands[s] = list(cards[i:count:players])    # the i-th seat from forehand: every n-th
    return hands


def default_names(players: int) -> list[str]:
    return [f"Seat {seat + 1}" for seat in range(players)]


def deck_seed(deck: Sequence[Card]) -> int:
    """The seed of a game dealt from a fixed ``deck``: the same for the same order, so
    whatever the game draws later (:meth:`GameState.move_random`) replays exactly."""
    return zlib.crc32(" ".join(card.text for card in deck).encode())


def new_game(name: str, players: int | Sequence[str], seed: int | None = None,
             deck: Iterable[Card | str] | None = None, dealer: int | None = None,
             options: Mapping[str, Any] | None = None) -> GameState:
    """Start a game.

    ``players`` is the number of seats or a list of their names. With ``deck``
    (top first) the cards are dealt in that order and the dealer defaults to the
    last seat; otherwise they are shuffled from ``seed`` (a random seed when None),
    which also picks the dealer.
    """
    info = GAMES.get(name)
    if info is None:
        raise ValueError(f"unknown game {name!r}; choose one of {', '.join(sorted(GAMES))}")
    names = default_names(players) if isinstance(players, int) else list(players)
    count = len(names)
    if not info.min_players <= count <= info.max_players:
        raise ValueError(f"{info.title} is for {info.min_players}–{info.max_players} players,"
                         f" not {count}")
    opts = info.defaults()
    for key, value in (options or {}).items():
        known = next((o for o in info.options if o.name == key), None)
        if known is None:
            raise ValueError(f"{info.title} has no option {key!r}")
        if known.choices and value not in known.choices:
            raise ValueError(f"option {key!r} must be one of {known.choices}, not {value!r}")
        opts[key] = value
    deck_list = cards(deck) if deck is not None else None
    if seed is None:        # a fixed deck seeds by its order: its game replays exactly too
        seed = deck_seed(deck_list) if deck_list is not None else \
            random.SystemRandom().randrange(2**32)
    rng = random.Random(seed)
    drawn_dealer = int(rng.random() * count)  # drawn always, so a given dealer keeps the deal
    if dealer is None:
        dealer = count - 1 if deck_list is not None else drawn_dealer
    if not 0 <= dealer < count:
        raise ValueError(f"dealer must be a seat 0..{count - 1}")
    return info.factory(players=count, names=names, seed=seed, deck=deck_list,
                        dealer=dealer, options=opts, rng=rng)


def replay(state: GameState) -> GameState:
    """A fresh game with the same start, with ``state.history`` applied again."""
    again = new_game(state.name, state.names, seed=state.seed, deck=state.deck,
                     dealer=state.dealer, options=state.options)
    for action in state.history:
        again.apply(action)
    return again
