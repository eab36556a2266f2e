"""Move policies for search: roll-outs, and the short lists of moves a tree considers
where a game offers hundreds of legal actions.

A policy is ``policy(state, rng) -> action`` on a *full* (determinized) state; it
reads only public-looking properties and the mover's own hand, so it also works on
a view. The roll-outs are played by the game's Normal player (registered in
:mod:`game.ai.registry`) unless the game registers a roll-out policy of its own; a
game with neither plays them at random. Each game registers its own short list.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.rules import GameState

from .base import Player
from .registry import SHORTLIST, GameAI, Policy, game_ai, normal_player

__all__ = ["Policy", "SHORTLIST", "random_policy", "rollout_policy", "paired_rollout_policy",
           "PlayerPolicy", "PairedPlayerPolicy", "ranked_moves", "candidates"]


def random_policy(state: GameState, rng: random.Random) -> Any:
    legal = state.legal_actions()
    return legal[int(rng.random() * len(legal))]


def rollout_policy(game: str, seed: int | None = None) -> Policy:
    """The game's own roll-out policy if it registered one, else its Normal player,
    else random moves."""
    own = game_ai(game).rollout
    if own is not None:
        return own
    player = normal_player(game, seed)
    if player is not None:
        return PlayerPolicy(player)
    return random_policy


class PlayerPolicy:
    """A computer player as a roll-out policy: a class rather than a closure, so that
    a searching player can be sent to a worker process (pickled)."""

    def __init__(self, player: Player[Any]) -> None:
        self.player = player

    def __call__(self, state: GameState, rng: random.Random) -> Any:
        return self.player.choose(state)


class PairedPlayerPolicy(PlayerPolicy):
    """A player policy that draws its tie-breaks from the ``rng`` passed in, so two
    roll-outs given equal streams play alike (paired comparisons of moves)."""

    def __call__(self, state: GameState, rng: random.Random) -> Any:
        self.player.rng = rng  # type: ignore[attr-defined]  # a SeededPlayer's stream
        return self.player.choose(state)


def paired_rollout_policy(game: str, seed: int | None = None) -> Policy:
    """Like :func:`rollout_policy`, with the Normal player as a
    :class:`PairedPlayerPolicy`."""
    player = normal_player(game, seed)
    if player is not None:
        return PairedPlayerPolicy(player)
    return game_ai(game).rollout or random_policy


def ranked_moves(game: str, state: GameState, count: int) -> list[Any] | None:
    """The Normal player's ``count`` best moves, best first (None where the game's
    Normal player does not rank its moves)."""
    ranked = getattr(normal_player(game), "ranked", None)
    return None if ranked is None else list(ranked(state)[:count])


def candidates(state: GameState, ai: GameAI | None = None) -> Sequence[Any]:
    """The moves a search tree considers here: all legal ones, or the game's short
    list where more than its ``shortlist_above`` are legal (``ai``: the game's
    registration, when the caller has it at hand)."""
    legal = state.legal_actions()
    if ai is None:
        ai = game_ai(state.name)
    if len(legal) <= ai.shortlist_above:
        return legal
    return ai.shortlist(state, legal)


