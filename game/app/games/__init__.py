"""Every game's UI, registered once: the only module that names the game packages.

A new game's UI is a package here whose ``__init__`` builds a
:class:`~game.app.table.game_ui.GameUI` named ``UI``, added to :data:`_ALL`. Registering
joins each game's texts into the app's (:func:`game.app.i18n.add_game_texts`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.app import i18n
from game.app.games.stortok import UI as _STORTOK
from game.app.games.toffpoker import UI as _TOFFPOKER
from game.app.games.zwicker import UI as _ZWICKER
from game.app.table.game_ui import GameUI

if TYPE_CHECKING:
    from game.app.app import App
    from game.app.session import Session
    from game.app.table.policy import TablePolicy
    from game.app.table.scene import TableScene

_ALL = (_STORTOK, _TOFFPOKER, _ZWICKER)
#: game id -> its UI, in the order the setup and the rules help show them
REGISTRY: dict[str, GameUI] = {ui.id: ui for ui in sorted(_ALL, key=lambda ui: ui.order)}
for _ui in _ALL:
    i18n.add_game_texts(_ui.texts)


def ui_for(game: str) -> GameUI:
    """The descriptor of ``game`` (KeyError if it has no table)."""
    return REGISTRY[game]


def table_for(app: App, session: Session, policy: TablePolicy | None = None) -> TableScene:
    """A new table scene for ``session``'s game, driven by ``policy`` (None: the plain
    game)."""
    return REGISTRY[session.game].table(app, session, policy)


def playable() -> frozenset[str]:
    """The games that have a table."""
    return frozenset(REGISTRY)


def game_order() -> tuple[str, ...]:
    """The playable games in the order they are offered."""
    return tuple(REGISTRY)


def match_targets(game: str) -> tuple[int | None, ...]:
    ui = REGISTRY.get(game)
    return ui.match_targets if ui is not None else ()


__all__ = ["REGISTRY", "GameUI", "game_order", "match_targets", "playable", "table_for", "ui_for"]
