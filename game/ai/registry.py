"""The registry of computer players: each game's AI module declares itself here.

``game/ai/<game>_players.py`` calls :func:`register` once, at import, with a
:class:`GameAI`: its rule-based levels (Easy and Normal), how the shared search treats
the game (the short list of moves a search node considers where many are legal, the
roll-out policy, the search style, a refinement of the sampled worlds) — everything the
shared modules need to know about the game, so that they never name one. The package
``game.ai`` imports every game's module, so the registry is full whenever any module
of the package is in use.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from game.rules import GameState
from game.rules.base import Sampler

from .base import Player

if TYPE_CHECKING:
    from .search import Thinker

#: ``policy(state, rng) -> action`` on a full (determinized) state.
Policy = Callable[[GameState, random.Random], Any]
#: A player of one level, made from a seed.
PlayerFactory = Callable[[int | None], Player[Any]]
#: ``shortlist(state, legal) -> moves``: the moves a search node considers.
Shortlist = Callable[[GameState, Sequence[Any]], list[Any]]
#: ``refine(view, seat, sampler) -> sampler``: worlds weighted by what the view tells.
WorldRefinement = Callable[[GameState, int, Sampler], Sampler]

#: A tree node considers at most this many moves (larger sets are short-listed).
SHORTLIST = 24


def first_moves(state: GameState, legal: Sequence[Any]) -> list[Any]:
    """The default short list: the first :data:`SHORTLIST` legal moves."""
    return list(legal[:SHORTLIST])


@dataclass(frozen=True)
class GameAI:
    """What the shared players and search need to know about one game."""

    #: the rules' name of the game (a key of :data:`game.rules.GAMES`)
    game: str
    #: the rule-based levels: level name -> the player's class, called with a seed
    levels: Mapping[str, PlayerFactory]
    #: the moves a search node considers where more than ``shortlist_above`` are legal
    shortlist: Shortlist = first_moves
    shortlist_above: int = SHORTLIST
    #: the search style of Hard (a :class:`~game.ai.search.Thinker` class; None: the
    #: information-set tree search)
    search: type[Thinker] | None = None
    #: a policy to play the roll-outs with instead of the Normal player (None: Normal)
    rollout: Policy | None = None
    #: a refinement of the sampled worlds for the paired search (None: uniform worlds)
    refine_worlds: WorldRefinement | None = None


_GAMES: dict[str, GameAI] = {}
#: game name -> its :class:`GameAI` (read-only; filled by the games' AI modules).
AI_GAMES: Mapping[str, GameAI] = MappingProxyType(_GAMES)
#: What a game that registered nothing gets: no levels, the default search.
NO_AI = GameAI(game="", levels=MappingProxyType({}))


def register(ai: GameAI) -> GameAI:
    """Add a game's computer players (its AI module calls this once, at import)."""
    _GAMES[ai.game] = ai
    return ai


def game_ai(game: str) -> GameAI:
    """The registered :class:`GameAI` of ``game`` (:data:`NO_AI` if there is none)."""
    return _GAMES.get(game, NO_AI)


def rule_player(game: str, level: str, seed: int | None = None) -> Player[Any] | None:
    """``game``'s rule-based player of ``level`` (None if it has none)."""
    factory = game_ai(game).levels.get(level)
    return None if factory is None else factory(seed)


def normal_player(game: str, seed: int | None = None) -> Player[Any] | None:
    """``game``'s Normal player (None if it has none)."""
    return rule_player(game, "normal", seed)


__all__ = ["GameAI", "AI_GAMES", "NO_AI", "Policy", "PlayerFactory", "Shortlist",
           "WorldRefinement", "SHORTLIST", "first_moves", "register", "game_ai",
           "rule_player", "normal_player"]
