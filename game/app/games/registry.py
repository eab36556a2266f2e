"""The app's registry of games: each game's package registers its
:class:`~game.app.table.game_ui.GameUI` here once, at import (``UI = register(GameUI(...))``),
as its rules and computer players register theirs. Registering joins the game's texts into
the app's (:func:`game.app.i18n.add_game_texts`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.app import i18n
from game.app.table.game_ui import GameUI
from game.app.table.scene import TableScene

if TYPE_CHECKING:
    from game.app.services import Services
    from game.app.session import Session
    from game.app.table.policy import TablePolicy

#: game id -> its UI, in the order the setup and the rules help show them
REGISTRY: dict[str, GameUI] = {}


def register(ui: GameUI) -> GameUI:
    """Add ``ui`` to :data:`REGISTRY` (kept in the games' ``order``) and its texts to the
    app's; a second UI with the same id is refused."""
    if ui.id in REGISTRY:
        raise ValueError(f"a game {ui.id!r} is registered already")
    i18n.add_game_texts(ui.texts)
    ordered = sorted([*REGISTRY.values(), ui], key=lambda each: each.order)
    REGISTRY.clear()
    REGISTRY.update((each.id, each) for each in ordered)
    return ui


def ui_for(game: str) -> GameUI:
    """The descriptor of ``game`` (KeyError if it has no table)."""
    return REGISTRY[game]


def table_for(services: Services, session: Session,
              policy: TablePolicy | None = None) -> TableScene:
    """A new table scene for ``session``'s game, driven by ``policy`` (None: the plain
    game)."""
    return TableScene(services, session, REGISTRY[session.game].presenter, policy)


def playable() -> frozenset[str]:
    """The games that have a table."""
    return frozenset(REGISTRY)


def game_order() -> tuple[str, ...]:
    """The playable games in the order they are offered."""
    return tuple(REGISTRY)


def match_targets(game: str) -> tuple[int | None, ...]:
    ui = REGISTRY.get(game)
    return ui.match_targets if ui is not None else ()
