"""Who plays: the seats (names, human or computer, strength) and the running match.

Game-independent, so every table scene uses the same session object.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeAlias

from game.rules import GameState, Match

if TYPE_CHECKING:
    from game.ai import Player

#: a rule option's value as the app keeps it (On/Off, a count, a choice's id)
OptionValue: TypeAlias = bool | int | str

DEFAULT_NAMES = ("Alex", "Anna", "Bert", "Carla", "Dieter", "Erika", "Fritz", "Greta")


def ai_levels() -> tuple[str, ...]:
    """Strengths the computer players offer (empty if the package is missing)."""
    try:
        from game.ai import LEVELS
    except ImportError:
        return ()
    return tuple(LEVELS)


def make_computer(game: str, level: str, seed: int | None) -> Player[GameState]:
    from game.ai import make_player

    return make_player(game, level, seed=seed)


def make_hint_adviser(game: str, seed: int | None, budget: float) -> Player[GameState]:
    """The strongest computer player for ``game``, thinking ``budget`` seconds a move."""
    from game.ai import SEARCHING, make_player, strongest

    level = strongest(game) or "normal"
    if level in SEARCHING:
        return make_player(game, level, seed=seed, budget=budget)
    return make_player(game, level, seed=seed)


@dataclass
class Seat:
    name: str
    human: bool = False
    level: str = "normal"
    #: a human seat played from a phone (``game/app/phones``), not at this screen
    phone: bool = False


@dataclass
class Session:
    game: str
    seats: list[Seat]
    seed: int | None = None
    options: dict[str, OptionValue] = field(default_factory=dict)
    #: Seeds the computer players' own randomness. Never derived from ``seed``: a
    #: player that could recompute the deal's seed could read every hand.
    ai_seed: int | None = None
    #: The match ends when a seat's total reaches this (None: one game after another).
    target: int | None = None
    match: Match = field(init=False)
    computers: dict[int, Player[GameState]] = field(init=False)
    #: action texts of the match's finished games, oldest first (for the autosave)
    finished: list[list[str]] = field(init=False, default_factory=list)
    #: moves taken back in the current game (``table/take_back.py``): such a game is
    #: marked in its replay and not counted in the statistics
    taken_back: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        self.match = Match(self.game, [s.name for s in self.seats], seed=self.seed,
                           options=self.options, target=self.target)
        source = random.SystemRandom() if self.ai_seed is None else random.Random(self.ai_seed)
        self.computers = {i: make_computer(self.game, s.level, source.randrange(2**63))
                          for i, s in enumerate(self.seats) if not s.human}

    @classmethod
    def quick(cls, game: str, players: int, humans: int = 1, level: str = "normal",
              seed: int | None = None, phones: int = 0) -> Session:
        """The first ``humans`` seats human, the rest computers at ``level``; the last
        ``phones`` of the human seats play from phones."""
        humans = max(humans, phones)
        seats = [Seat(DEFAULT_NAMES[i], human=i < humans, level=level,
                      phone=humans - phones <= i < humans) for i in range(players)]
        return cls(game, seats, seed=seed)

    @property
    def state(self) -> GameState:
        return self.match.state

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    @property
    def humans_here(self) -> list[int]:
        """The human seats that play at this screen (not from a phone)."""
        return [i for i, s in enumerate(self.seats) if s.human and not s.phone]

    @property
    def phone_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human and s.phone]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].human

    def next_game(self) -> GameState:
        history = [str(action) for action in self.match.state.history]
        state = self.match.next_game()
        self.finished.append(history)
        self.taken_back = 0
        return state
