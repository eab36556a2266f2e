"""Texts for the storage part of the app (key: (English, German))."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    "storage.saving_off": ("Saving is off: {folder} cannot be written.",
                           "Speichern ist aus: {folder} ist nicht beschreibbar."),
    "storage.set_aside": ("{name} was damaged; it was set aside and defaults are used.",
                          "{name} war beschädigt; die Datei wurde beiseitegelegt, es gelten "
                          "die Standardwerte."),
    "storage.restore_failed": ("The saved game could not be restored ({why}).",
                               "Das gespeicherte Spiel ließ sich nicht fortsetzen ({why})."),
    "storage.saved_on_quit": ("Game saved. Choose Continue to play on.",
                              "Spiel gespeichert. Mit „Weiterspielen“ geht es weiter."),
    "menu.statistics": ("Statistics", "Statistik"),
    "menu.replays": ("Replays", "Wiederholungen"),
    "stats.title": ("Statistics", "Statistik"),
    "stats.name": ("Name", "Name"),
    "stats.played": ("Played", "Gespielt"),
    "stats.won": ("Won", "Gewonnen"),
    "stats.lost": ("Lost", "Verloren"),
    "stats.lost.stortok": ("Stortok", "Stortok"),
    "stats.best": ("Best", "Bestwert"),
    "stats.tricks": ("Tricks", "Stiche"),
    "stats.empty": ("No finished games yet.", "Noch keine beendeten Spiele."),
    "stats.reset": ("Reset", "Zurücksetzen"),
    "stats.confirm": ("Really delete all statistics?", "Wirklich alle Statistiken löschen?"),
    "stats.confirm_yes": ("Delete", "Löschen"),
    "stats.confirm_no": ("Keep", "Behalten"),
    "stats.done": ("Statistics reset.", "Statistik zurückgesetzt."),
    "stats.help": ("Left/Right game  ·  Page Up/Down scroll  ·  Esc back",
                   "Links/Rechts Spiel  ·  Bild hoch/runter blättern  ·  Esc zurück"),
    "replay.title": ("Replay", "Wiederholung"),
    "replay.move": ("Move {n} of {total}", "Zug {n} von {total}"),
    "replay.back": ("Back", "Zurück"),
    "replay.forward": ("Forward", "Vor"),
    "replay.play": ("Play", "Abspielen"),
    "replay.pause": ("Pause", "Anhalten"),
    "replay.reveal": ("Show hands", "Karten zeigen"),
    "replay.hide": ("Hide hands", "Karten verbergen"),
    "replay.help": ("Left/Right step  ·  Home/End jump  ·  Space play/pause  ·  R hands  ·  "
                    "Esc back",
                    "Links/Rechts Schritt  ·  Pos1/Ende springen  ·  Leertaste abspielen  ·  "
                    "R Karten  ·  Esc zurück"),
    "replay.none": ("No replays yet: finish a game first.",
                    "Noch keine Wiederholungen: erst ein Spiel beenden."),
    "replay.bad": ("This replay cannot be shown: {why}", "Diese Wiederholung geht nicht: {why}"),
    "replays.title": ("Replays", "Wiederholungen"),
}
