"""Random playouts and readable transcripts: shared by tests, tools and benchmarks."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .base import GameState, new_game


def random_playout(state: GameState, rng: random.Random) -> GameState:
    """Play ``state`` to the end with uniformly random legal actions (in place)."""
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    return state


def transcript(name: str, players: int | Sequence[str], seed: int,
               options: dict[str, Any] | None = None) -> str:
    """A readable record of a whole random game: every move as text and sentence."""
    state = new_game(name, players, seed=seed, options=options)
    rng = random.Random(seed)
    lines = [f"# {name}, {state.players} players, seed {seed}, dealer {state.dealer}"]
    lines += [f"# hand {state.player_name(s)}: {' '.join(c.text for c in state.hand(s))}"
              for s in range(state.players)]
    while not state.is_over:
        legal = state.legal_actions()
        action = legal[int(rng.random() * len(legal))]
        sentence = state.describe(action)
        state.apply(action)
        lines.append(f"{len(state.history)}. {action} | {sentence}")
    lines.append(f"# scores {state.scores()} winners {state.winners()}")
    return "\n".join(lines) + "\n"
