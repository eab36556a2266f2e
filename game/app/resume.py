"""Opening a saved match or a recorded game: the table is built from the game's start
and the recorded moves are fed through its normal event->animation path at instant
speed (``TableScene.fast_forward``), the same for every game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.app import i18n
from game.app.shell.scene import Scene
from game.app.storage.service import StartError, read_replay
from game.app.tables import playable, table_for
from game.rules import GAMES


def resume_table(app: Any) -> Scene | None:
    """The autosaved match's table, rebuilt; None (the menu tells why) if impossible."""
    restored = app.saves.load_autosave()
    if restored is None:
        return None
    game = restored.session.game
    if game not in playable():       # saved by a version with more tables: keep the file
        app.saves.notices.append(("setup.not_ready", {"game": GAMES[game].title}))
        return None
    table = table_for(app, restored.session)
    table.fast_forward(restored.actions)
    return table


def first_scene(app: Any) -> Scene:
    """The scene ``--continue`` or ``--replay FILE`` opens; StartError if it cannot."""
    config = app.config
    if config.replay:
        from game.app.screens.replay import ReplayScene

        record, seats = read_replay(Path(config.replay))
        if record.game not in playable():
            raise StartError(f"{config.replay}: the {record.game} table is not built yet")
        return ReplayScene(app, record, seats)
    table = resume_table(app)
    if table is None:
        why = [i18n.tr(key, **values) for key, values in app.saves.take_notices()]
        raise StartError("nothing to continue" + (": " + " ".join(why) if why else ""))
    return table
