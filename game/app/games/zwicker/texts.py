"""Zwicker's words in English and German: its app texts, found through its
``GameUI`` (``texts``) and joined into the app's texts when the game registers, and the
German of its rules messages (their English is in ``game/rules/zwicker/messages.py``).
"""

from __future__ import annotations

#: key -> (English, German)
TEXTS: dict[str, tuple[str, str]] = {
    # --- the table, the setup and the scoreboard ---------------------------------------------
    "zw.stock": ("Stock: {n}", "Stapel: {n}"),
    "zw.standing.zwicks": ("{n} Zwicks", "{n} Zwicks"),
    "zw.standing.zwicks1": ("1 Zwick", "1 Zwick"),
    "speech.zwicker.captured": ("Cards taken: {list}.", "Genommene Karten: {list}."),
    "zw.empty_table": ("The table is empty", "Der Tisch ist leer"),
    "zw.keys": ("Card: click / 1–9 · Tab or Up/Down next choice · Enter {verb} · Esc {esc} · "
                "H hint · F1 rules",
                "Karte: Klick / 1–9 · Tab, Hoch/Runter nächste Wahl · Enter {verb} · "
                "Esc {esc} · H Tipp · F1 Regeln"),
    # what Esc does: with a card chosen it goes back into the hand, else the game pauses
    "zw.keys.put_back": ("put back", "zurücklegen"),
    "zw.keys.pause": ("pause", "Pause"),
    "zw.pile_count": ("{n} taken", "{n} genommen"),
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
    "zw.log.last_deal": ("The last cards are dealt", "Die letzten Karten werden gegeben"),
    "zw.log.winner": ("Top score: {names}", "Die meisten Punkte: {names}"),
    "match.to.zwicker": ("To {n} points", "Bis {n} Punkte"),
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
    # --- the controls page and the rules help ------------------------------------------------
    "controls.zwicker.play": ("Choose the card; again: play it",
                              "Karte wählen; nochmal: spielen"),
    "controls.zwicker.numbers": ("Choose card 1–9; again: play it",
                                 "Karte 1–9 wählen; nochmal: spielen"),
    "controls.zwicker.next": ("Next capture or stack", "Nächstes Nehmen oder Auflegen"),
    "controls.zwicker.joker": ("Joker: its value (or click the row)",
                               "Joker: sein Wert (oder Reihe anklicken)"),
    "controls.zwicker.back": ("Put the chosen card back", "Gewählte Karte zurücklegen"),
    "controls.zwicker.mouse": ("Card, then a unit or the free table",
                               "Karte, dann Haufen oder freier Tisch"),
    # --- the statistics' column headers ------------------------------------------------------
    "stats.tricks.zwicker": ("Captures", "Genommen"),
    # --- the rows this game adds to a phone's page -------------------------------------------
    "phones.row.table": ("On the table", "Auf dem Tisch"),
    "phones.row.pile": ("Taken: {cards} · Zwicks: {zwicks}",
                        "Genommen: {cards} · Zwicks: {zwicks}"),
    "phones.row.one_card": ("1 card", "1 Karte"),
    "phones.row.n_cards": ("{n} cards", "{n} Karten"),
    "phones.row.stock": ("Stock: {stock} cards", "Stapel: {stock} Karten"),
    # --- the lesson --------------------------------------------------------------------------
    "lesson.zwicker.title": ("Zwicker: your first game", "Zwicker: dein erstes Spiel"),
    "lesson.zwicker.summary": ("Capture, add up, choose, stack, lay down, the joker, the "
                               "Zwick, the points.",
                               "Nehmen, zusammenzählen, wählen, stapeln, ablegen, der "
                               "Joker, der Zwick, die Punkte."),
    "lesson.zwicker.laid_out": (
        "For this lesson {table} cards lie open on the table (a real game deals 4)",
        "Für diese Lektion liegen {table} Karten offen auf dem Tisch (im echten Spiel "
        "gibt der Geber 4 aus)"),
    "lesson.zwicker.welcome": (
        "Welcome to Zwicker! You capture table cards whose values add up to the card you "
        "play: K 14, Q 13, J 12, A 11, the others as printed.",
        "Willkommen bei Zwicker! Du nimmst Tischkarten, deren Werte zusammen die gespielte "
        "Karte ergeben: K 14, Q 13, J 12, A 11, die anderen wie aufgedruckt."),
    "lesson.zwicker.single": (
        "Your 4S takes the 4C: a card captures a table card of the same value. Whenever "
        "you can capture, you must.",
        "Deine 4S nimmt die 4C: Eine Karte nimmt eine Tischkarte gleichen Werts. Wer "
        "nehmen kann, muss nehmen."),
    "lesson.zwicker.stacked": (
        "Bert could not capture, so he laid his {card} on a table card: that stack is one "
        "unit now, worth {value}.",
        "Bert konnte nichts nehmen, also hat er seine {card} auf eine Tischkarte gelegt: "
        "Dieser Haufen ist jetzt eine Einheit mit Wert {value}."),
    "lesson.zwicker.choose": (
        "Your KS (14) can take 9C + 5H, or 5H + the stack, or 5H + 2S + 7C: you choose "
        "(Tab switches). Take 5H and the stack, three cards.",
        "Dein KS (14) kann 9C + 5H nehmen, oder 5H + den Haufen, oder 5H + 2S + 7C: Du "
        "wählst (Tab wechselt). Nimm 5H und den Haufen, drei Karten."),
    "lesson.zwicker.sum": (
        "Your QH is worth 13: the stack 2S + 4H (6) and the 7C add up to 13. Take both "
        "at once.",
        "Deine QH ist 13 wert: Der Haufen 2S + 4H (6) und die 7C ergeben zusammen 13. Nimm "
        "beide auf einmal."),
    "lesson.zwicker.trailed": (
        "Bert can neither capture nor stack (a unit may be worth at most 14), so he lays "
        "the {card} down as a new unit.",
        "Bert kann weder nehmen noch stapeln (eine Einheit ist höchstens 14 wert), also "
        "legt er die {card} als neue Einheit ab."),
    "lesson.zwicker.trail": (
        "Your 10H captures nothing, and on the 9 or the 6 it would pass 14: lay it down "
        "as a new unit.",
        "Deine 10H nimmt nichts, und auf der 9 oder der 6 wäre es mehr als 14: Leg sie "
        "als neue Einheit ab."),
    "lesson.zwicker.new_cards": (
        "All hands are empty: everyone gets four new cards from the stock.",
        "Alle Hände sind leer: Jeder bekommt vier neue Karten vom Stapel."),
    "lesson.zwicker.joker": (
        "The joker is worth whatever you declare, from 2 to 14 (Up/Down or click a "
        "value). Declare 13 and take Bert's QD.",
        "Der Joker ist so viel wert, wie du ansagst, von 2 bis 14 (Hoch/Runter oder einen "
        "Wert anklicken). Sag 13 an und nimm Berts QD."),
    "lesson.zwicker.stack": (
        "None of your cards can capture now, so you must stack: lay the 3H on the 9C, "
        "making 12.",
        "Keine deiner Karten kann jetzt nehmen, also musst du stapeln: Leg die 3H auf die "
        "9C, das macht 12."),
    "lesson.zwicker.zwick": (
        "Your JD is 12 and takes the stack 9C + 3H, the last unit on the table. Clearing "
        "the table is a Zwick: 3 points!",
        "Dein JD ist 12 wert und nimmt den Haufen 9C + 3H, die letzte Einheit auf dem "
        "Tisch. Den Tisch leeren ist ein Zwick: 3 Punkte!"),
    "lesson.zwicker.last_card": (
        "Your last card, the AS, captures nothing: stack it on the 2D.",
        "Deine letzte Karte, das AS, nimmt nichts: Leg es auf die 2D."),
    "lesson.zwicker.leftovers": (
        "Stock and hands are empty: the cards left on the table go to {name}, who "
        "captured last. That is no Zwick.",
        "Stapel und Hände sind leer: Die Karten auf dem Tisch bekommt {name}, wer zuletzt "
        "genommen hat. Das ist kein Zwick."),
    "lesson.zwicker.leftovers.you": (
        "Stock and hands are empty: the cards left on the table go to you, who captured "
        "last. That is no Zwick.",
        "Stapel und Hände sind leer: Die Karten auf dem Tisch bekommst du, weil du zuletzt "
        "genommen hast. Das ist kein Zwick."),
    "lesson.zwicker.scoring": (
        "Points: most cards 1, 7D and 7S 1 each, every ace 2, every Zwick 3, the 10D 10. "
        "You scored {mine}, Bert {his}.",
        "Punkte: die meisten Karten 1, 7D und 7S je 1, jedes Ass 2, jeder Zwick 3, die "
        "10D 10. Du hast {mine}, Bert {his}."),
    # what the narrator says of this game's table
    "speech.zwicker.table": ("Table: {units}.", "Tisch: {units}."),
    "speech.zwicker.empty": ("The table is empty.", "Der Tisch ist leer."),
    "speech.zwicker.single": ("{card}, {value}", "{card}, {value}"),
    "speech.zwicker.stack": ("stack {cards}, {value}", "Haufen {cards}, {value}"),
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
    "speech.zwicker.zwick_short": ("{name}, Zwick with {card}!", "{name}, Zwick mit {card}!"),
    "speech.zwicker.joker_zwick_short": ("{name}, Zwick with the joker as {value}!",
                                         "{name}, Zwick mit dem Joker als {value}!"),
    "speech.zwicker.deals_short": ("{name} deals, {table} cards on the table",
                                   "{name} gibt, {table} Karten auf den Tisch"),
    "speech.zwicker.dealt_again_short": ("New cards, {each} each, {left} left",
                                         "Neue Karten, je {each}, {left} übrig"),
    "speech.zwicker.joker_returned_short": ("Joker under the stock", "Joker unter den Stapel"),
    "speech.zwicker.leftovers_short": ("{name} gets the last {count} cards",
                                       "{name} bekommt die letzten {count} Karten"),
    "speech.zwicker.leftovers_nobody_short": ("Nobody captured, the cards stay",
                                              "Niemand hat genommen, die Karten bleiben"),
    "speech.zwicker.stacks_short": ("{name} stacks {card} to {total}",
                                    "{name} stapelt {card} auf {total}"),
    "speech.zwicker.joker_stacks_short": ("{name} stacks the joker as {value} to {total}",
                                          "{name} stapelt den Joker als {value} auf {total}"),
    "speech.zwicker.only_one": ("Only one choice.", "Nur eine Wahl."),
    "speech.zwicker.choose_first": ("Choose a card first: Enter on a card.",
                                    "Wähle zuerst eine Karte: Enter auf einer Karte."),
    "speech.zwicker.joker_any": ("joker any", "Joker beliebig"),
    "speech.zwicker.takes_short": ("{name} takes {units} with {card}",
                                   "{name} nimmt {units} mit {card}"),
    "speech.zwicker.joker_takes_short": ("{name} takes {units} with the joker as {value}",
                                         "{name} nimmt {units} mit dem Joker als {value}"),
    "speech.zwicker.stack_total": ("stack {value}", "Haufen {value}"),
    "speech.zwicker.capture_with": ("Capture with {cards}.", "Nimm mit {cards}."),
    "speech.zwicker.nothing_captures": ("Nothing captures.", "Nichts nimmt."),
    "speech.zwicker.stack_or_lay": ("Stack or lay down.", "Stapeln oder ablegen."),
}

#: the rules' message key -> its German template (the same placeholders as the English)
MESSAGES_DE: dict[str, str] = {
    "zwicker.hint": "nehmen, stapeln oder ablegen",
    "zwicker.text_hint": "schreib z. B. 'capture KS: #0+#2 | #3', 'capture JK=13: #1', "
                         "'stack 3D on #1' oder 'trail 5S'",
    "zwicker.groups_hint": "schreib die Gruppen wie '#0+#2 | #3'",
    "zwicker.not_a_card": "{text} ist keine Zwicker-Karte (schreib z. B. 10D, AS, QH oder JK=7)",
    "zwicker.joker_value_missing": "Sag, was der Joker wert ist, z. B. 'trail JK=7' oder "
                                   "'capture JK=13: #1'",
    "zwicker.joker_range": "Ein Joker ist 2 bis 14 wert, nicht {value}",
    "zwicker.fixed_value": "{card} ist {value} wert; nur ein Joker bekommt einen angesagten Wert",
    "zwicker.not_held": "Du hast {card} nicht auf der Hand",
    "zwicker.must_capture": "{card} kann nicht {verb} werden: du musst nehmen, und "
                            "{cards:list} kann nehmen",
    "zwicker.verb.stacked": "gestapelt",
    "zwicker.verb.laid": "abgelegt",
    "zwicker.stack_too_high": "{label} auf {unit} ergäbe {total}; ein Haufen darf höchstens "
                              "{max} sein",
    "zwicker.stack_illegal": "Dieser Haufen ist jetzt nicht erlaubt",
    "zwicker.must_stack": "Du kannst stapeln, also nicht ablegen: {label} auf {unit} macht "
                          "{total} (höchstens {max})",
    "zwicker.move_illegal": "Dieser Zug ist jetzt nicht erlaubt",
    "zwicker.capture_empty": "Wer nimmt, muss mindestens eine Einheit nehmen",
    "zwicker.named_twice": "#{index} ist doppelt genannt: jede Einheit kann nur einmal "
                           "genommen werden",
    "zwicker.wrong_sum": "{label} kann das nicht nehmen: diese Karten ergeben {total}, nicht "
                         "{value}",
    "zwicker.extendable": "Du musst mehr nehmen: weitere Karten auf dem Tisch ergeben auch "
                          "{value}",
    "zwicker.capture_illegal": "Dieses Nehmen ist jetzt nicht erlaubt",
    "zwicker.no_unit_empty": "Es gibt keine Einheit #{index}: der Tisch ist leer",
    "zwicker.no_unit": "Es gibt keine Einheit #{index} auf dem Tisch (Einheiten #0..#{last})",
    "zwicker.takes": "{name} nimmt {units:units} mit {card}",
    "zwicker.joker_takes": "{name} spielt den Joker als {value} und nimmt {units:units}",
    "zwicker.takes_zwick": "{name} nimmt {units:units} mit {card} und räumt den Tisch: Zwick!",
    "zwicker.joker_takes_zwick": "{name} spielt den Joker als {value}, nimmt {units:units} und "
                                 "räumt den Tisch: Zwick!",
    "zwicker.stacks": "{name} legt {card} auf {unit} ({total})",
    "zwicker.joker_stacks": "{name} legt den Joker als {value} auf {unit} ({total})",
    "zwicker.trails": "{name} legt {card} ab",
    "zwicker.joker_trails": "{name} legt den Joker als {value} ab",
    "zwicker.deals": "{name} gibt und legt {table} Karten auf den Tisch",
    "zwicker.dealt_again": "Neue Karten: je {each} ({left} bleiben im Stapel)",
    "zwicker.joker_returned": "Ein Joker für den Tisch kommt unter den Stapel",
    "zwicker.leftovers": "{name} bekommt die {count} Karten, die auf dem Tisch liegen",
    "zwicker.leftovers_nobody": "Niemand hat genommen: die Karten bleiben liegen",
    "zwicker.game_over": "Spielende",
}
