"""A computer player that follows a prepared line of play (for lessons), then its own
judgement once the game has left the line."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rules import GameState

from .base import Player


class ScriptedPlayer:
    """Plays ``script[len(history)]`` while the history follows ``script``; otherwise
    asks ``fallback``. A scripted move that is not legal also falls back."""

    def __init__(self, script: Sequence[str], fallback: Player[Any]) -> None:
        self.script = tuple(script)
        self.fallback = fallback

    def choose(self, view: GameState) -> Any:
        done = len(view.history)
        if done < len(self.script) and all(
                _same(str(a), s) for a, s in zip(view.history, self.script, strict=False)):
            action = view.action_from_text(self.script[done])
            if action in view.legal_actions():
                return action
        return self.fallback.choose(view)


class FirstLegal:
    """The engine's first legal move: a stand-in where a game has no player of its own."""

    def choose(self, view: GameState) -> Any:
        return view.legal_actions()[0]


def _same(seen: str, scripted: str) -> bool:
    """A history entry matches the script; a hidden one (``select ?``) matches any."""
    return seen == scripted or "?" in seen
