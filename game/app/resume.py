"""Opening a saved match or a recorded game: the table is built from the game's start
and the recorded moves are fed through its normal event->animation path at instant
speed (the table's turn driver, ``TurnDriver.fast_forward``), the same for every game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.app import i18n
from game.app.games import playable, table_for

if TYPE_CHECKING:
    from game.app.services import Services
    from game.app.table.scene import TableScene


def resume_table(services: Services) -> TableScene | None:
    """The autosaved match's table, rebuilt; None (the menu tells why) if impossible."""
    restored = services.saves.load_autosave()
    if restored is None:
        return None
    game = restored.session.game
    if game not in playable():       # saved by a version with more tables: keep the file
        services.saves.notices.append(("setup.not_ready", {"game": i18n.game_title(game)}))
        return None
    table = table_for(services, restored.session)
    table.driver.fast_forward(restored.actions)
    return table
