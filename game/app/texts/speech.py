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
                    "F6 the events again, older with each press, F7 cards per player and the "
                    "stock, F8 these keys, Ctrl silence",
                    "Tasten: F2 Sprachausgabe an oder aus, F3 deine Hand, F4 der Tisch, "
                    "F5 der Punktestand, F6 die Ereignisse noch einmal, mit jedem Druck ein "
                    "älteres, F7 Karten je Spieler und der Stapel, F8 diese Tasten, Strg "
                    "Stille"),
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
    "speech.new_cards_short": ("New: {cards}.", "Neu: {cards}."),
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
    "speech.field_editing": ("Editing: type, Enter when done",
                             "Bearbeiten: tippen, Enter wenn fertig"),
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
    "speech.zwicker.stack": ("stack {cards}, {value}", "Häufchen {cards}, {value}"),
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
    "speech.zwicker.of": ("choice {n} of {of}", "Wahl {n} von {of}"),
    "speech.zwicker.tab": ("Tab for the next", "Tab für die nächste"),
    "speech.zwicker.joker_keys": ("Up and Down change the joker's value",
                                  "Auf und Ab ändern den Wert des Jokers"),
    "speech.zwicker.enter": ("Enter plays it.", "Enter spielt sie."),
    "speech.zwicker.points": ("Points: {list}.", "Punkte: {list}."),
    "speech.zwicker.pile": ("{name} {points}, {cards}, {zwicks}",
                            "{name} {points}, {cards}, {zwicks}"),
    "speech.n_points": ("{n} points", "{n} Punkte"),
    "speech.n_points1": ("1 point", "1 Punkt"),
    "speech.n_cards": ("{n} cards", "{n} Karten"),
    "speech.n_cards1": ("1 card", "1 Karte"),
    "speech.n_zwicks": ("{n} Zwicks", "{n} Zwicks"),
    "speech.n_zwicks1": ("1 Zwick", "1 Zwick"),
    "speech.zwicker.zwick_short": ("{name} clears the table with {card}: Zwick!",
                                   "{name} räumt mit {card} den Tisch ab: Zwick!"),
    "speech.zwicker.joker_zwick_short": ("{name} clears the table with the joker as {value}: "
                                         "Zwick!", "{name} räumt mit dem Joker als {value} "
                                                   "den Tisch ab: Zwick!"),
    "speech.zwicker.stacks_short": ("{name} stacks {card} to {total}",
                                    "{name} stapelt {card} auf {total}"),
    "speech.zwicker.joker_stacks_short": ("{name} stacks the joker as {value} to {total}",
                                          "{name} stapelt den Joker als {value} auf {total}"),
    "speech.zwicker.only_one": ("Only one choice.", "Nur eine Wahl."),
    "speech.zwicker.choose_first": ("Choose a card first: Enter on a card.",
                                    "Wähle zuerst eine Karte: Enter auf einer Karte."),
    "speech.zwicker.joker_any": ("joker any", "Joker beliebig"),
    "speech.points": ("{what}: {n} points", "{what}: {n} Punkte"),
    "speech.points1": ("{what}: 1 point", "{what}: 1 Punkt"),
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
    "speech.toffpoker.saved": ("Saved from pass 1: {cards}.", "Aus Durchgang 1 behalten: "
                                                              "{cards}."),
    "speech.toffpoker.kept": ("Kept in your hand: {cards}.", "Noch auf der Hand: {cards}."),
    "speech.toffpoker.tricks": ("Tricks: {list}.", "Stiche: {list}."),
}
TEXTS.update({
    # speech options
    "settings.speech_more": ("More", "Mehr"),
    "settings.speech_title": ("Speech", "Sprachausgabe"),
    "settings.speech_rate": ("Speech rate", "Sprechtempo"),
    "speech.rate.slow": ("Slow", "Langsam"),
    "speech.rate.normal": ("Normal", "Normal"),
    "speech.rate.fast": ("Fast", "Schnell"),
    "speech.rate.fastest": ("Fastest", "Am schnellsten"),
    "settings.speech_verbosity": ("A turn says", "Ein Zug sagt"),
    "speech.verbosity.short": ("Short: what changed", "Kurz: was sich ändert"),
    "speech.verbosity.full": ("Full: everything", "Voll: alles"),
    "settings.speech_waits": ("Computers wait for speech", "Computer warten auf die Sprache"),
    # the short turn, the history, silence
    "speech.your_turn_short": ("Your turn.", "Du bist dran."),
    "speech.unheard": ("{n} new events, F6.", "{n} neue Ereignisse, F6."),
    "speech.unheard1": ("1 new event, F6.", "1 neues Ereignis, F6."),
    "speech.game_keys": ("Game keys: {keys}.", "Spieltasten: {keys}."),
    "speech.oldest": ("No older events.", "Keine älteren Ereignisse."),
    "speech.stortok.to_beat": ("Beat {card}: {cards}.", "Stich {card}: {cards}."),
    "speech.stortok.beats_short": ("{name} beats with {card}", "{name} sticht mit {card}"),
    "speech.stortok.beat_with_one": ("Beat {card} with {with_card}.",
                                     "Stich {card} mit {with_card}."),
    "speech.stortok.to_beat_n": ("Beat {card}, {n} can.", "Stich {card}, {n} gehen."),
    "speech.stortok.low_trump": ("the low trump {card}", "der niedrige Trumpf {card}"),
    "speech.stortok.high_trump": ("the high trump {card}", "der hohe Trumpf {card}"),
    "speech.stortok.nothing_beats": ("Nothing beats {card}, T picks it up.",
                                     "Nichts sticht {card}, T nimmt sie auf."),
    "speech.stortok.you_lead": ("You lead.", "Du spielst aus."),
    "speech.stock_empty": ("The stock is empty.", "Der Stapel ist leer."),
    "speech.zwicker.no_capture": ("Nothing captures: stack or lay down.",
                                  "Nichts nimmt: stapeln oder ablegen."),
    "speech.toffpoker.choose": ("Choose five cards.", "Wähle fünf Karten."),
    "speech.toffpoker.highest": ("Highest bid: {name}, {total}.",
                                 "Höchstes Gebot: {name}, {total}."),
    "speech.toffpoker.no_bids": ("No bids yet.", "Noch keine Gebote."),
    "speech.toffpoker.yours": ("Yours: {total}.", "Deins: {total}."),
})

#: The coach's screen words as speech says them (a player who hears does not click or
#: see gold): (shown, said), either language; a phrase not found is left as it is.
SAID_INSTEAD: tuple[tuple[str, str], ...] = (
    ("(click it, drag it to the middle, or press its number)", "(press its number key)"),
    ("(anklicken, in die Mitte ziehen oder ihre Zahl drücken)", "(drück ihre Zahltaste)"),
    ("(click them, or press K Q 0 5 3)", "(press K Q 0 5 3)"),
    ("(anklicken oder K Q 0 5 3 drücken)", "(K Q 0 5 3 drücken)"),
    ("(Up/Down or click a value)", "(Up or Down)"),
    ("(Hoch/Runter oder einen Wert anklicken)", "(Hoch oder Runter)"),
    ("the gold cards are the ones you may play", "F3 and the arrows tell which cards you "
                                                  "may play"),
    ("Die goldenen Karten darfst du spielen", "F3 und die Pfeile sagen, welche Karten du "
                                              "spielen darfst"),
    ("with a gold card", "with a card that can beat it"),
    ("mit einer goldenen Karte", "mit einer Karte, die sticht"),
    ("the gold cards", "the playable cards"),
    ("die goldenen Karten", "die spielbaren Karten"),
    ("click it", "press its number"),
    ("anklicken", "ihre Zahl drücken"),
)
