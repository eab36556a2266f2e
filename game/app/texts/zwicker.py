"""Texts for the zwicker part of the app (key: (English, German))."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    # table
    "zw.stock": ("Stock: {n}", "Stapel: {n}"),
    "zw.empty_table": ("The table is empty", "Der Tisch ist leer"),
    "zw.keys": ("Card: click / 1–9 · Tab or Up/Down next choice · Enter {verb} · Esc back · "
                "H hint · F1 rules",
                "Karte: Klick / 1–9 · Tab oder Hoch/Runter nächste Wahl · Enter {verb} · "
                "Esc zurück · H Tipp · F1 Regeln"),
    "zw.keys.take": ("take", "nehmen"),
    "zw.keys.stack": ("stack", "auflegen"),
    "zw.keys.lay": ("lay down", "ablegen"),
    "zw.status.must_capture": ("{name}: you must capture — choose a card",
                               "{name}: Du musst nehmen — wähl eine Karte"),
    "zw.status.stack": ("{name}: nothing to take — stack a card on a unit",
                        "{name}: Nichts zu nehmen — leg eine Karte auf einen Haufen"),
    "zw.status.trail": ("{name}: lay a card down", "{name}: Leg eine Karte ab"),
    "zw.choose_card": ("First choose a card from your hand",
                       "Wähl zuerst eine Karte aus deiner Hand"),
    "zw.status.joker": ("· Up/Down: its value", "· Hoch/Runter: sein Wert"),
    "zw.status.more": ("· choice {n} of {of} (Tab)", "· Wahl {n} von {of} (Tab)"),
    "zw.status.take": ("Take with {card} ({value}) {more} · Enter",
                       "Mit {card} ({value}) nehmen {more} · Enter"),
    "zw.status.stack_on": ("Stack {card}: makes {value} {more} · Enter",
                           "{card} auflegen: ergibt {value} {more} · Enter"),
    "zw.status.lay": ("Lay down {card} {more} · Enter", "{card} ablegen {more} · Enter"),
    "zw.zwick_banner": ("Zwick! {name}", "Zwick! {name}"),
    # log
    "zw.log.last_deal": ("The last cards are dealt", "Die letzten Karten werden gegeben"),
    "zw.log.winner": ("Top score: {names}", "Die meisten Punkte: {names}"),
    # setup
    "match.to.zwicker": ("To {n} points", "Bis {n} Punkte"),
    # scoreboard
    "zw.score.cards": ("Cards", "Karten"),
    "zw.score.aces": ("Aces", "Asse"),
    "zw.score.points": ("points", "Punkte"),
    "zw.score.zwicks": ("Zwicks", "Zwicks"),
    "zw.score.game": ("Game", "Spiel"),
    "zw.score.match": ("Match", "Partie"),
    "zw.score.won": ("{name} wins the game", "{name} gewinnt das Spiel"),
    "zw.score.shared": ("{names} share the win", "{names} gewinnen gemeinsam"),
    "zw.score.match_won": ("{name} wins the match!", "{name} gewinnt die Partie!"),
    "zw.score.next_game": ("Next game", "Nächstes Spiel"),
    "zw.score.new_match": ("New match", "Neue Partie"),
    "zw.score.one_game": ("Match totals add up game after game",
                          "Die Partie zählt Spiel für Spiel weiter"),
    "zw.score.target": ("Match to {target} points · after {n} game(s)",
                        "Partie bis {target} Punkte · nach {n} Spiel(en)"),
    "option.trail": ("Laying down", "Ablegen"),
    "option_value.only-if-no-stack": ("Strict", "Streng"),
    "option_value.free": ("Any time", "Jederzeit"),
    "option.trail.help": ("When no card can capture: lay a card down only if none can be "
                          "stacked, or whenever you like.",
                          "Wenn keine Karte nehmen kann: eine Karte nur ablegen, wenn keine "
                          "aufgelegt werden kann, oder jederzeit."),
}
