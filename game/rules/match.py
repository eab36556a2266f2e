"""A match: a series of games of one kind with running totals.

The game class decides who deals next (``next_dealer``) and when a match with a
target is over (``match_over``); everything else is the same for every game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from .base import GAMES, GameState, default_names, new_game


class Match:
    """Games of one kind, one after another, with running totals.

    ``target`` ends the match (its meaning is the game's: Zwicker points to reach,
    Stortok how often one may be the fool); without one the match goes on until
    the players stop.
    """

    def __init__(self, game: str, players: int | Sequence[str], seed: int | None = None,
                 options: Mapping[str, Any] | None = None, target: int | None = None,
                 dealer: int | None = None) -> None:
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}")
        self.game = game
        self.names = default_names(players) if isinstance(players, int) else list(players)
        self.options = dict(options or {})
        self.target = target
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**32)
        self._rng = random.Random(self.seed)
        self.results: list[list[int]] = []
        self.seeds: list[int] = []
        self.state = self._start(dealer)

    def _start(self, dealer: int | None) -> GameState:
        seed = int(self._rng.random() * 2**32)
        self.seeds.append(seed)
        return new_game(self.game, self.names, seed=seed, dealer=dealer, options=self.options)

    @property
    def games_played(self) -> int:
        return len(self.results)

    def record(self) -> list[int]:
        """Add the finished current game to the totals (once) and return its scores."""
        if not self.state.is_over:
            raise ValueError("the current game is not over yet")
        if len(self.results) < len(self.seeds):
            self.results.append(self.state.scores())
        return self.results[-1]

    @property
    def totals(self) -> list[int]:
        return [sum(r[seat] for r in self.results) for seat in range(len(self.names))]

    @property
    def is_over(self) -> bool:
        if self.target is None or not self.results:
            return False
        return type(self.state).match_over(self.totals, self.target)

    def winners(self) -> list[int]:
        """Seats with the best total so far."""
        totals = self.totals
        best = max(totals)
        return [seat for seat, t in enumerate(totals) if t == best]

    def next_game(self) -> GameState:
        """Record the finished game and start the next one."""
        self.record()
        if self.is_over:
            raise ValueError("the match is over")
        self.state = self._start(type(self.state).next_dealer(self.state))
        return self.state

