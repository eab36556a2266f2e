"""Which games have a table scene. A new game's table registers here."""

from __future__ import annotations

from typing import Any

from .session import Session


def _stortok(app: Any, session: Session) -> Any:
    from .scenes.stortok_table import StortokTable

    return StortokTable(app, session)


def _zwicker(app: Any, session: Session) -> Any:
    from .scenes.zwicker_table import ZwickerTable

    return ZwickerTable(app, session)


TABLES = {"stortok": _stortok, "zwicker": _zwicker}


def table_for(app: Any, session: Session) -> Any:
    return TABLES[session.game](app, session)


def playable() -> frozenset[str]:
    return frozenset(TABLES)
