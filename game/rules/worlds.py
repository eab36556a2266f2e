"""Determinization: full game states consistent with what one seat knows.

A searching computer player sees only ``view = state.view(seat)``. To look ahead it
samples *worlds*: complete states in which every UNKNOWN card is replaced by a card
the seat cannot see, so that ``world.view(seat) == view`` (the tests assert it) and
no public information is contradicted. Each game draws its own worlds
(:meth:`~game.rules.base.GameState.world_sampler`: what is hidden and which public
facts limit it are the game's rules); this module has the helpers they share.

Use :func:`world_sampler` when sampling many worlds from one view (it does the
bookkeeping once); :func:`sample_world` is the one-shot form.

>>> import random
>>> from game.rules import new_game
>>> state = new_game("stortok", 3, seed=4)
>>> view = state.view(0)
>>> sample_world(view, 0, random.Random(1)).view(0) == view
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TypeVar

from .base import GameState, Sampler
from .cards import Card

State = TypeVar("State", bound=GameState)


def sample_world(view: GameState, seat: int, rng: random.Random) -> GameState:
    """One full state consistent with ``view`` (``seat``'s view), drawn with ``rng``."""
    return world_sampler(view, seat)(rng)


def world_sampler(view: GameState, seat: int) -> Sampler:
    """A function ``rng -> world`` for repeated sampling from one view."""
    if not isinstance(view, GameState):
        raise ValueError(f"no world sampler for {getattr(view, 'name', view)!r}: not a game")
    return view.world_sampler(seat)


def unseen_cards(full: Iterable[Card], visible: Counter[Card]) -> list[Card]:
    """The cards of ``full`` that are not ``visible`` (a multiset difference), sorted
    by index so the result does not depend on where the cards were seen."""
    missing = Counter(full) - visible
    return sorted(missing.elements(), key=lambda c: c.index)


def whole_world(view: State) -> State:
    """A copy of ``view`` that is a whole world: every seat has its legal actions."""
    world = view.clone()
    world._viewer = None
    world._legal_cache = None
    return world


def next_with_cards(counts: Sequence[int], seat: int) -> int | None:
    """The next seat after ``seat`` that still holds cards (None: nobody does)."""
    n = len(counts)
    for step in range(1, n + 1):
        s = (seat + step) % n
        if counts[s]:
            return s
    return None


__all__ = ["Sampler", "sample_world", "world_sampler", "unseen_cards", "whole_world",
           "next_with_cards"]
