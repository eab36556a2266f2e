"""Which games have a table scene. A new game's table registers here."""

from __future__ import annotations

from typing import Any

from game.app.session import Session


def _stortok(app: Any, session: Session) -> Any:
    from game.app.games.stortok.table import StortokTable

    return StortokTable(app, session)


def _toffpoker(app: Any, session: Session) -> Any:
    from game.app.games.toffpoker.table import ToffPokerTable

    return ToffPokerTable(app, session)


def _zwicker(app: Any, session: Session) -> Any:
    from game.app.games.zwicker.table import ZwickerTable

    return ZwickerTable(app, session)


TABLES = {"stortok": _stortok, "toffpoker": _toffpoker, "zwicker": _zwicker}

#: Match targets the setup offers per game (None: a single game; more follow on request).
MATCH_TARGETS: dict[str, tuple[int | None, ...]] = {"toffpoker": (None, 20, 40, 60),
                                                    "zwicker": (None, 21, 31, 51, 101)}


def table_for(app: Any, session: Session) -> Any:
    return TABLES[session.game](app, session)


def match_targets(game: str) -> tuple[int | None, ...]:
    return MATCH_TARGETS.get(game, ())


def playable() -> frozenset[str]:
    return frozenset(TABLES)
