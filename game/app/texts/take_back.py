"""Texts for taking back a move (key: (English, German)); see ``game/app/table/take_back.py``."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    "controls.take_back": ("Take back your last move (one player, no phones)",
                           "Letzten Zug zurücknehmen (ein Mensch, keine Handys)"),
    "controls.name.LT": ("LT", "LT"),
    "take_back.done": ("Move taken back: your turn again. This game now counts for no "
                       "statistics; its replay is marked.",
                       "Zug zurückgenommen: Du bist wieder dran. Dieses Spiel zählt jetzt "
                       "für keine Statistik; seine Wiederholung ist markiert."),
    "take_back.hot_seat": ("No take-backs with several players at this screen: the others "
                           "have seen the move.",
                           "Kein Zurücknehmen mit mehreren Menschen an diesem Bildschirm: die "
                           "anderen haben den Zug gesehen."),
    "take_back.phones": ("No take-backs with players on phones: they have seen the move.",
                         "Kein Zurücknehmen mit Mitspielern am Handy: sie haben den Zug "
                         "gesehen."),
    "take_back.lesson": ("No take-backs in a lesson: it goes step by step with the coach, "
                         "who stops a move off its way before it is played.",
                         "Kein Zurücknehmen in einer Lektion: sie geht Schritt für Schritt mit "
                         "dem Trainer, der einen Zug neben ihrem Weg vorher aufhält."),
    "take_back.watching": ("Nobody plays here: the computers play among themselves.",
                           "Hier spielt niemand: die Computer spielen unter sich."),
    "take_back.nothing": ("Nothing to take back: you have not moved in this game yet.",
                          "Nichts zurückzunehmen: Du hast in diesem Spiel noch nicht gezogen."),
    "take_back.over": ("The game is over: its moves stay as they were.",
                       "Das Spiel ist vorbei: seine Züge bleiben, wie sie waren."),
    "take_back.not_counted": ("A move was taken back: this game is not in the statistics.",
                              "Ein Zug wurde zurückgenommen: dieses Spiel zählt nicht für die "
                              "Statistik."),
    "take_back.mark": ("Moves taken back", "Mit Zugrücknahme"),
}
