"""The contract every game of the rules package fulfils.

A game is a subclass of :class:`GameState` registered with :func:`register`.
The base class owns what all games share — legality checking with readable
reasons, the history, the legal-action cache, seats and names, replay — and a
game supplies the rules through a handful of hooks (``_legal``, ``_apply``,
``_why_illegal``, ``_parse``, ``describe`` …).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .cards import UNKNOWN, Card, cards


class IllegalMove(ValueError):
    """An action that is not legal now; ``reason`` says why, for people."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Option:
    """One rule option a game offers (defaults from RULES.md, first choice)."""

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

    def defaults(self) -> dict[str, Any]:
        return {o.name: o.default for o in self.options}


@dataclass(frozen=True, slots=True)
class Event:
    """Base of all events. ``seat`` is the acting seat (or None)."""

    def redacted(self, seat: int | None) -> Event:
        """This event as seat ``seat`` may see it (default: unchanged)."""
        return self


#: The registry: game name -> GameInfo. Filled by the game modules.
GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    GAMES[info.name] = info
    return info


class GameState(ABC):
    """State of one game. Subclasses implement the rules; see module docstring.

    Attributes shared by every game:
      ``name``     registry name of the game
      ``players``  number of seats; ``names`` their display names
      ``seed``, ``deck``, ``dealer``, ``options``: what ``new_game`` was given
                   (``seed`` and ``deck`` are ``None`` in a ``view()``)
      ``history``  the actions applied so far
    """

    name: ClassVar[str] = ""

    def __init__(self, players: int, names: Sequence[str], seed: int | None,
                 deck: list[Card] | None, dealer: int, options: dict[str, Any]) -> None:
        self.players = players
        self.names = list(names)
        self.seed = seed
        self.deck = deck
        self.dealer = dealer
        self.options = options
        self.history: list[Any] = []
        self._legal_cache: Sequence[Any] | None = None

    # --- the public contract ---------------------------------------------------------

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """Seat to act, or None when the game is over."""

    @property
    def is_over(self) -> bool:
        return self.current_player is None

    def legal_actions(self) -> Sequence[Any]:
        """Legal actions in a deterministic order; empty iff the game is over."""
        legal = self._legal_cache
        if legal is None:
            legal = self._legal_cache = self._legal() if not self.is_over else ()
        return legal

    def apply(self, action: Any) -> list[Event]:
        """Play ``action`` (an action object or its text) for the current player.

        Returns the events that happened. An illegal action raises
        :class:`IllegalMove` with a reason and leaves the state untouched.
        """
        if isinstance(action, str):
            action = self.action_from_text(action)
        if action not in self.legal_actions():
            raise IllegalMove(self.why_illegal(action))
        self._legal_cache = None
        self.history.append(action)
        return self._apply(action)

    def why_illegal(self, action: Any) -> str:
        """A sentence saying why ``action`` is not legal now."""
        if self.is_over:
            return "the game is over"
        return self._why_illegal(action)

    @abstractmethod
    def action_from_text(self, text: str) -> Any:
        """Parse a canonical action text; raises IllegalMove if unreadable."""

    @abstractmethod
    def describe(self, action: Any) -> str:
        """A sentence for people, e.g. "Anna beats 8S with 9S" (before applying)."""

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
    def hand(self, seat: int) -> list[Card]:
        """A copy of that seat's hand (UNKNOWN cards where hidden, in a view)."""

    @property
    def stock_size(self) -> int:
        return 0

    @abstractmethod
    def clone(self) -> GameState:
        """A fast, independent copy."""

    @abstractmethod
    def view(self, seat: int) -> GameState:
        """A copy holding only what ``seat`` may know (hidden cards are UNKNOWN)."""

    @abstractmethod
    def secret_cards(self, seat: int) -> Counter[Card]:
        """The cards ``seat`` may not see right now (for tests and views)."""

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
        mine = {k: v for k, v in vars(self).items() if k != "_legal_cache"}
        theirs = {k: v for k, v in vars(other).items() if k != "_legal_cache"}
        return mine == theirs

    __hash__ = None  # type: ignore[assignment]  # states are mutable

    # --- matches (see match.py); games override these where their rules differ -------

    @classmethod
    def next_dealer(cls, finished: GameState) -> int:
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
        other.names = self.names
        other.seed = self.seed
        other.deck = self.deck
        other.dealer = self.dealer
        other.options = self.options
        other.history = list(self.history)
        other._legal_cache = self._legal_cache

    def _blank(self) -> GameState:
        return self.__class__.__new__(self.__class__)

    def _hide_base(self, other: GameState) -> None:
        """In a view: forget what would let a seat reconstruct hidden cards."""
        other.seed = None
        other.deck = None
        other._legal_cache = None

    def player_name(self, seat: int) -> str:
        return self.names[seat]

    @abstractmethod
    def _legal(self) -> Sequence[Any]: ...

    @abstractmethod
    def _apply(self, action: Any) -> list[Event]: ...

    @abstractmethod
    def _why_illegal(self, action: Any) -> str: ...


def hidden(items: Iterable[Card]) -> list[Card]:
    """The same number of UNKNOWN cards."""
    return [UNKNOWN for _ in items]


def default_names(players: int) -> list[str]:
    return [f"Seat {seat + 1}" for seat in range(players)]


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
    if seed is None and deck_list is None:
        seed = random.SystemRandom().randrange(2**32)
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
