"""Texts spoken by the narrator (``game/app/speech``) and the settings it adds; card
texts such as ``9S`` in them are read as card names."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    # switching it
    "speech.on": ("Speech on", "Sprachausgabe an"),
    "speech.off": ("Speech off", "Sprachausgabe aus"),
    "speech.unavailable": ("Speech is not available: no speech engine was found "
                           "(on Linux install espeak-ng)",
                           "Sprachausgabe nicht verfügbar: keine Sprachausgabe gefunden "
                           "(unter Linux espeak-ng installieren)"),
    "speech.keys": ("Keys: F2 speech on or off, F3 your hand, F4 the table, F5 the scores, "
                    "F6 the last event again, F7 cards per player and the stock, "
                    "F8 these keys",
                    "Tasten: F2 Sprachausgabe an oder aus, F3 deine Hand, F4 der Tisch, "
                    "F5 der Punktestand, F6 das letzte Ereignis noch einmal, F7 Karten je "
                    "Spieler und der Stapel, F8 diese Tasten"),
    "settings.speech": ("Speech (F2)", "Sprachausgabe (F2)"),
    "settings.speech_none": ("not available", "nicht verfügbar"),
    "settings.large_cards": ("Large-print cards", "Karten in Großdruck"),
    # turns, hands, readings
    "speech.your_turn": ("Your turn, {name}.", "Du bist dran, {name}."),
    "speech.hand": ("Your hand, {n}: {cards}.", "Deine Hand, {n}: {cards}."),
    "speech.hand_empty": ("Your hand is empty.", "Deine Hand ist leer."),
    "speech.hand_private": ("Your hand is read only after the hand-off.",
                            "Deine Hand wird erst nach der Übergabe vorgelesen."),
    "speech.new_cards": ("New in your hand: {cards}.", "Neu auf der Hand: {cards}."),
    "speech.playable": ("can be played", "spielbar"),
    "speech.not_now": ("not now", "geht jetzt nicht"),
    "speech.nothing_yet": ("Nothing has happened yet.", "Noch ist nichts passiert."),
    "speech.no_table": ("No game is running.", "Es läuft kein Spiel."),
    "speech.score": ("{name} {n}", "{name} {n}"),
    "speech.scores": ("Scores: {list}.", "Punkte: {list}."),
    "speech.count": ("{name} {n} cards", "{name} {n} Karten"),
    "speech.count1": ("{name} 1 card", "{name} 1 Karte"),
    "speech.stock": ("Stock: {n}.", "Stapel: {n}."),
    # menus
    "speech.choice": ("{label}: {value}", "{label}: {value}"),
    "speech.field": ("Text field: {value}", "Textfeld: {value}"),
    "speech.empty": ("empty", "leer"),
    "speech.button": ("{label}", "{label}"),
    "speech.tab": ("{label}, selected", "{label}, gewählt"),
    "speech.button_off": ("{label}, not available", "{label}, nicht verfügbar"),
    "speech.handoff": ("Pass to {name}. {name}, press Enter when only you can hear.",
                       "Weitergeben an {name}. {name}, drück Enter, wenn nur du zuhörst."),
    "speech.coach_continue": ("Press Enter to continue.", "Weiter mit Enter."),
    # Stortok
    "speech.stortok.open": ("To beat: {card}.", "Zu stechen: {card}."),
    "speech.stortok.lead": ("No open card: {name} leads.", "Keine offene Karte: {name} spielt "
                                                           "aus."),
    "speech.stortok.trumps": ("High trumps {high}, low trumps {low}.",
                              "Hohe Trümpfe {high}, niedrige Trümpfe {low}."),
    "speech.stortok.stock": ("Stock {n}.", "Stapel {n}."),
    "speech.stortok.beats": ("can beat", "sticht"),
    "speech.stortok.leads": ("can lead", "kann ausspielen"),
    "speech.stortok.beat_with": ("You can beat it with {cards}.", "Stechen kannst du mit "
                                                                 "{cards}."),
    "speech.stortok.none_beats": ("Nothing in your hand beats it: pick it up with T.",
                                  "Nichts in deiner Hand sticht sie: nimm sie mit T auf."),
    "speech.stortok.out": ("Out: {names}.", "Raus: {names}."),
    "speech.stortok.in": ("Still playing: {names}.", "Noch im Spiel: {names}."),
    # Zwicker
    "speech.zwicker.table": ("Table: {units}.", "Tisch: {units}."),
    "speech.zwicker.empty": ("The table is empty.", "Der Tisch ist leer."),
    "speech.zwicker.single": ("{card}, {value}", "{card}, {value}"),
    "speech.zwicker.stack": ("stack {cards}, {value}", "Stapel {cards}, {value}"),
    "speech.zwicker.joker": ("joker as {value}", "Joker als {value}"),
    "speech.zwicker.must_capture": ("You must capture; {cards} can.",
                                    "Du musst nehmen; möglich mit {cards}."),
    "speech.zwicker.can_capture": ("can capture", "kann nehmen"),
    "speech.zwicker.can_stack": ("can stack", "kann stapeln"),
    "speech.zwicker.can_lay": ("can be laid down", "kann abgelegt werden"),
    "speech.zwicker.takes": ("{card} takes {units}", "{card} nimmt {units}"),
    "speech.zwicker.stacks": ("{card} on {unit} makes {total}", "{card} auf {unit} ergibt "
                                                              "{total}"),
    "speech.zwicker.lays": ("lay down {card}", "{card} ablegen"),
    "speech.zwicker.of": ("choice {n} of {of}, Tab for the next", "Wahl {n} von {of}, Tab für "
                                                                  "die nächste"),
    "speech.zwicker.joker_keys": ("Up and Down change the joker's value",
                                  "Auf und Ab ändern den Wert des Jokers"),
    "speech.zwicker.enter": ("Enter plays it.", "Enter spielt sie."),
    "speech.zwicker.points": ("Points: {list}.", "Punkte: {list}."),
    "speech.zwicker.pile": ("{name} {n} points, {cards} cards, {zwicks} Zwicks",
                            "{name} {n} Punkte, {cards} Karten, {zwicks} Zwicks"),
    # Toff-Poker
    "speech.toffpoker.round": ("Round {round} of {rounds}, pass {pass_no}.",
                               "Runde {round} von {rounds}, Durchgang {pass_no}."),
    "speech.toffpoker.choosing": ("Everyone chooses five cards.",
                                  "Alle wählen fünf Karten."),
    "speech.toffpoker.bid": ("{name} bids {cards}, sum {total}", "{name} bietet {cards}, Summe "
                                                                "{total}"),
    "speech.toffpoker.no_bid": ("{name} has no bid", "{name} hat kein Gebot"),
    "speech.toffpoker.passed": ("passed", "gepasst"),
    "speech.toffpoker.picked": ("picked", "gewählt"),
    "speech.toffpoker.not_picked": ("not picked", "nicht gewählt"),
    "speech.toffpoker.count": ("{n} of 5", "{n} von 5"),
    "speech.toffpoker.would_bid": ("your bid would be {total}, the highest other is {top}",
                                   "dein Gebot wäre {total}, das höchste andere {top}"),
    "speech.toffpoker.seat_pool": ("{name}'s pool: {cards}", "Vorrat von {name}: {cards}"),
    "speech.toffpoker.picked_now": ("Picked: {cards}, sum {total}.",
                                    "Gewählt: {cards}, Summe {total}."),
    "speech.toffpoker.pool": ("Your pool, {n}: {cards}.", "Dein Vorrat, {n}: {cards}."),
    "speech.toffpoker.tricks": ("Tricks: {list}.", "Stiche: {list}."),
}
