"""What the app calls: settings, the autosave, statistics and replays in one folder.

Every method is safe to call whatever the disk does: a failed write turns into a
notice ("saving is off"), a bad file into a notice and the defaults.
"""

from __future__ import annotations

import time
from pathlib import Path

from game.app.session import Seat, Session
from game.app.settings import Settings
from game.app.storage import records, stats
from game.app.storage.files import BadFile, Folder, encode, unwrap
from game.app.storage.paths import data_dir
from game.app.storage.writer import BackgroundWriter
from game.rules import IllegalMove

SETTINGS = "settings.json"
AUTOSAVE = "autosave.json"
STATISTICS = "statistics.json"
REPLAYS = "replays"
KEEP_REPLAYS = 50


class StartError(Exception):
    """A command-line start that cannot happen (the message is for the terminal)."""


class Saves:
    def __init__(self, folder: Folder) -> None:
        self.folder = folder
        self.replays = Folder(folder.path / REPLAYS) if folder.writable else folder
        self.notices: list[tuple[str, dict[str, str]]] = []     # (text key, values)
        self._told_off = False
        self._stats: stats.Table | None = None
        self._restore_failed: str | None = None
        self.writer = BackgroundWriter()
        #: this run played or continued the autosaved match (an autosave left from an
        #: earlier run is not this run's news)
        self.saved_this_run = False

    @classmethod
    def open(cls, path: Path | None = None) -> Saves:
        if path is None:
            try:
                path = data_dir()
            except (RuntimeError, KeyError, OSError):    # no home directory at all
                path = Path("/nonexistent/stammtisch")
        return cls(Folder(path))

    @property
    def enabled(self) -> bool:
        return self.folder.writable

    # --- notices for the menu (each said once) -------------------------------------------

    def take_notices(self) -> list[tuple[str, dict[str, str]]]:
        """Pending messages for the user, then forgotten."""
        if not self.enabled and not self._told_off:
            self._told_off = True
            self.notices.append(("storage.saving_off", {"folder": str(self.folder.path)}))
        for folder in (self.folder, self.replays):
            while folder.set_aside:
                name = folder.set_aside.pop(0)
                self.notices.append(("storage.set_aside", {"name": name}))
        if self._restore_failed:
            self.notices.append(("storage.restore_failed", {"why": self._restore_failed}))
            self._restore_failed = None
        taken, self.notices = self.notices, []
        return taken

    def flush(self) -> None:
        """Wait until the autosave is on disk (before exiting, before reading it)."""
        self.writer.flush()
        self._written(not self.writer.failed)

    def _written(self, ok: bool) -> bool:
        if not ok and self.enabled:
            # the folder took files at start but refuses now (disk full, removed …)
            self.folder.writable = False
        return ok

    # --- settings --------------------------------------------------------------------------

    def load_settings(self) -> Settings | None:
        return self.folder.load(SETTINGS, "settings", records.SETTINGS_VERSION,
                                records.settings_from_record)

    def save_settings(self, settings: Settings) -> bool:
        return self._written(self.folder.write(SETTINGS, "settings", records.SETTINGS_VERSION,
                                               records.settings_record(settings)))

    # --- the running match -----------------------------------------------------------------

    def has_autosave(self) -> bool:
        return self.writer.pending(AUTOSAVE) or self.folder.exists(AUTOSAVE)

    def autosave(self, session: Session) -> bool:
        """Snapshot the match now; the file is written in the background (see flush)."""
        if not self.enabled:
            return False
        try:
            data = records.autosave_record(session)
        except ValueError:          # e.g. a game dealt from a fixed deck: not recordable
            return False
        text = encode("autosave", records.AUTOSAVE_VERSION, data)
        self.writer.submit(AUTOSAVE, lambda: self.folder.write_text(AUTOSAVE, text))
        self.saved_this_run = True
        return True

    def load_autosave(self) -> records.Restored | None:
        """The saved match rebuilt (every move re-checked), or None (bad: set aside)."""
        self.flush()
        data = self.folder.read(AUTOSAVE, "autosave", records.AUTOSAVE_VERSION)
        if data is None:
            return None
        try:
            return records.session_from_record(data)
        except records.ReplayError as error:
            self._restore_failed = str(error)
        except (BadFile, IllegalMove, ValueError, TypeError, KeyError, AttributeError):
            pass
        self.folder.move_aside(AUTOSAVE)
        return None

    def clear_autosave(self) -> None:
        self.writer.cancel(AUTOSAVE)
        self.folder.remove(AUTOSAVE)

    # --- a finished game: statistics and a replay ------------------------------------------

    def finish_game(self, session: Session) -> None:
        """Count a finished game in the statistics and keep its replay (both written in
        the background). A game with a move taken back keeps only its (marked) replay."""
        state = session.state
        if not state.is_over or state.deck is not None or state.seed is None:
            return                     # arranged positions (tests, lessons) are not kept
        if session.taken_back:
            self.save_replay(session, wait=False)
            return
        table = self.statistics()
        try:
            stats.add_game(table, state, [(s.name, s.human) for s in session.seats])
        except ValueError:             # a game that does not replay: count nothing
            return
        self._write_stats(table)
        self.save_replay(session, wait=False)

    def statistics(self) -> stats.Table:
        if self._stats is None:
            loaded = self.folder.load(STATISTICS, "statistics", stats.STATS_VERSION,
                                      stats.stats_from_record)
            self._stats = loaded if loaded is not None else {}
        return self._stats

    def reset_statistics(self) -> None:
        self._stats = {}
        self._write_stats(self._stats)

    def _write_stats(self, table: stats.Table) -> bool:
        if not self.enabled:
            return False
        text = encode("statistics", stats.STATS_VERSION, stats.stats_record(table))
        self.writer.submit(STATISTICS, lambda: self.folder.write_text(STATISTICS, text))
        return True

    def save_replay(self, session: Session, wait: bool = True) -> Path | None:
        """Keep a finished game as a replay (the newest 50 are kept); its path, or None
        when saving is off. ``wait=False`` leaves the writing to the background."""
        if not self.replays.writable or self.replays is self.folder:
            return None
        stamp = time.strftime("%Y%m%d-%H%M%S")
        name = f"{stamp}-{session.game}-{session.match.seeds[-1]}.json"
        text = encode("replay", records.REPLAY_VERSION,
                      records.replay_record(session.state, session.seats,
                                            session.taken_back))

        def write() -> bool:
            if not self.replays.write_text(name, text):
                return False
            for old in self.replay_files()[KEEP_REPLAYS:]:
                self.replays.remove(old.name)
            return True

        self.writer.submit(f"{REPLAYS}/{name}", write)
        if wait:
            self.flush()
            if not self.replays.exists(name):
                return None
        return self.replays.file(name)

    def replay_files(self) -> list[Path]:
        """Kept replays, newest first (call ``flush`` first to see the newest one)."""
        try:
            files = [p for p in self.replays.path.glob("*.json") if p.is_file()]
        except OSError:
            return []
        return sorted(files, key=lambda p: p.name, reverse=True) \
            if self.replays is not self.folder else []


def read_replay(path: Path) -> tuple[records.GameRecord, list[Seat]]:
    """A replay file checked move by move; StartError with the reason otherwise."""
    from game.app.storage.files import MAX_BYTES

    try:
        if not path.is_file():
            raise StartError(f"{path}: no such file")
        raw = path.read_bytes()[: MAX_BYTES + 1]
        if len(raw) > MAX_BYTES:
            raise StartError(f"{path}: too big for a replay")
        record, seats = records.replay_from_record(
            unwrap(raw.decode("utf-8"), "replay", records.REPLAY_VERSION))
        records.final_state(record)
    except records.ReplayError as error:
        raise StartError(f"{path}: {error}") from None
    except (BadFile, UnicodeDecodeError, OSError, ValueError, TypeError, KeyError) as error:
        raise StartError(f"{path}: not a Stammtisch replay ({error})") from None
    return record, seats
