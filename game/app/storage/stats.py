"""Statistics per player (name and kind) and game: played, won, lost, best score, tricks,
times first (out).

A computer "Anna" and a human "Anna" are two players: the file keeps humans under
"players" (as it always did) and computers under "computers". A file from before keeps
everyone under "players" and so reads as humans.

Pure data (no pygame). "Won" is being among ``winners()``; "lost" is every game not won
(so played = won + lost, as a reader adds them up); "last" is the worst score when not
everybody scored the same (in Stortok: being the Stortok); "best" is kept only
for games that score in points (a score range wider than one step); "tricks" counts the
tricks (or Zwicker captures) a seat took, found by replaying the game's events; "first"
counts the games a seat took first place in an event that says so (a ``place`` of 1 and
a ``seat``: going out first in Stortok). Each game's page shows the columns its
descriptor names (``GameUI.stats_columns``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from game.app.json_types import JsonObject, JsonOut
from game.app.storage.files import BadFile
from game.app.storage.records import MAX_NAME, GameRecord, expect, expect_object
from game.rules import Event, GameState

STATS_VERSION = 1
MAX_PLAYERS = 500


@dataclass
class Line:
    """One player's record at one game."""

    played: int = 0
    won: int = 0
    last: int = 0
    best: int | None = None
    tricks: int = 0
    first: int = 0

    @property
    def lost(self) -> int:
        """Every game played and not won."""
        return self.played - self.won

    def column(self, name: str) -> int | None:
        """The count in the statistics page's column ``name`` (a field or ``lost``)."""
        found: int | None = getattr(self, name)
        return found


Player = tuple[str, bool]                 # (name, human)
Table = dict[Player, dict[str, Line]]     # player -> game -> Line


def _replayed(record: GameRecord) -> tuple[list[int], set[int]]:
    """(tricks per seat, the seats placed first) over the whole game, replayed."""
    state = record.start()
    taken = [0] * state.players
    first: set[int] = set()
    for text in record.actions:
        actor = state.current_player
        events: list[Event] = state.apply(state.action_from_text(text))
        for event in events:
            placed = event.placed()
            if placed is not None and placed[1] == 1:
                first.add(placed[0])
            seat = event.trick_taker(actor)
            if seat is not None and 0 <= seat < state.players:
                taken[seat] += 1
    return taken, first


def add_game(table: Table, state: GameState, players: list[Player]) -> None:
    """Count the finished game ``state`` for every seat (by name and kind)."""
    scores = state.scores()
    winners = set(state.winners())
    worst = min(scores)
    low, high = state.score_bounds()
    points = high - low > 1
    tricks, first = _replayed(GameRecord.of(state))
    for seat, player in enumerate(players):
        line = table.setdefault(player, {}).setdefault(state.name, Line())
        line.played += 1
        line.won += seat in winners
        line.last += seat not in winners and scores[seat] == worst and len(set(scores)) > 1
        if points:
            line.best = scores[seat] if line.best is None else max(line.best, scores[seat])
        line.tricks += tricks[seat]
        line.first += seat in first


def stats_record(table: Table) -> dict[str, JsonOut]:
    def part(human: bool) -> dict[str, JsonOut]:
        # "lost" is written too: the number a reader (and an older version) looks for
        return {name: {game: {**asdict(line), "lost": line.lost}
                       for game, line in games.items()}
                for (name, is_human), games in table.items() if is_human == human}

    return {"players": part(True), "computers": part(False)}


def stats_from_record(data: JsonObject) -> Table:
    table: Table = {}
    _read_players(table, expect_object(data["players"], "players"), human=True)
    _read_players(table, expect_object(data.get("computers", {}), "computers"), human=False)
    return table


def _read_players(table: Table, players: JsonObject, human: bool) -> None:
    if len(players) + len(table) > MAX_PLAYERS:
        raise BadFile("too many players")
    for name, games in players.items():
        if not name or len(name) > MAX_NAME:
            raise BadFile(f"name {name!r}")
        for game, value in expect_object(games, "games").items():
            raw = expect_object(value, "line")
            line = Line(**{k: expect(raw[k], int, k) for k in ("played", "won", "tricks")})
            # files from before "last" was apart: their "lost" counted the last places
            line.last = expect(raw["last"] if "last" in raw else raw["lost"], int, "last")
            best = raw.get("best")
            line.best = None if best is None else expect(best, int, "best")
            line.first = expect(raw.get("first", 0), int, "first")    # older files: 0
            if min(line.played, line.won, line.last, line.tricks, line.first) < 0 or \
                    line.won + line.last > line.played or line.first > line.played:
                raise BadFile(f"impossible numbers for {name!r}")
            table.setdefault((name, human), {})[game] = line
