"""Every game's UI: the only module that names the game packages.

A new game's UI is a package here whose ``__init__`` registers a
:class:`~game.app.table.game_ui.GameUI` (``UI = register(GameUI(...))``, see
:mod:`game.app.games.registry`); the one line below imports it.
"""

from __future__ import annotations

from game.app.games import stortok, toffpoker, zwicker  # noqa: F401  (each registers its UI)
from game.app.games.registry import (
    REGISTRY,
    GameUI,
    game_order,
    match_targets,
    playable,
    register,
    table_for,
    ui_for,
)

__all__ = ["REGISTRY", "GameUI", "game_order", "match_targets", "playable", "register",
           "table_for", "ui_for"]
