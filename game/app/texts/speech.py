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
    "speech.new_cards_short": ("new {cards}.", "neu {cards}."),
    "speech.playable": ("can be played", "spielbar"),
    "speech.not_now": ("not now", "geht jetzt nicht"),
    "speech.nothing_yet": ("Nothing has happened yet.", "Noch ist nichts passiert."),
    "speech.no_table": ("No game is running.", "Es läuft kein Spiel."),
    "speech.score": ("{name} {n}", "{name} {n}"),
    "speech.scores": ("Scores: {list}.", "Punkte: {list}."),
    "speech.standings": ("Standings: {list}.", "Stand: {list}."),
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
    #: a button that belongs to the labelled choice beside it ("More for Speech")
    "speech.button_for": ("{label} for {of}", "{label} zu {of}"),
    #: a seat's computer level in the setup, which shows no label ("Anna's level: Easy")
    "setup.level_said": ("{name}'s level", "Stärke von {name}"),
    #: a menu item's place among the items ("Volume: 70 %, 2 of 13")
    "speech.position": ("{n} of {total}", "{n} von {total}"),
    "speech.handoff": ("Pass to {name}. {name}, press Enter when only you can hear.",
                       "Weitergeben an {name}. {name}, drück Enter, wenn nur du zuhörst."),
    "speech.coach_continue": ("Press Enter to continue.", "Weiter mit Enter."),
    "speech.n_points": ("{n} points", "{n} Punkte"),
    "speech.n_points1": ("1 point", "1 Punkt"),
    "speech.n_cards": ("{n} cards", "{n} Karten"),
    "speech.n_cards1": ("1 card", "1 Karte"),
    "speech.n_zwicks": ("{n} Zwicks", "{n} Zwicks"),
    "speech.n_zwicks1": ("1 Zwick", "1 Zwick"),
    "speech.points": ("{what}: {n} points", "{what}: {n} Punkte"),
    "speech.points1": ("{what}: 1 point", "{what}: 1 Punkt"),
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
    "speech.your_turn_short": ("Your turn,", "Du bist dran,"),
    #: two sentences of one move of the same seat: "Carla, queen of clubs, and is out"
    "speech.and": ("and", "und"),
    "speech.unheard": ("{n} new events, F6.", "{n} neue Ereignisse, F6."),
    "speech.unheard1": ("1 new event, F6.", "1 neues Ereignis, F6."),
    "speech.game_keys": ("Game keys: {keys}.", "Spieltasten: {keys}."),
    "speech.oldest": ("No older events.", "Keine älteren Ereignisse."),
    "speech.stock_empty": ("Stock empty.", "Stapel leer."),
    # the language's grammar for spoken lists and cards
    "speech.card": ("{rank} of {suit}", "{suit} {rank}"),
    "speech.nothing": ("nothing", "nichts"),
    "speech.and_last": ("{rest} and {last}", "{rest} und {last}"),
    "speech.or_last": ("{rest} or {last}", "{rest} oder {last}"),
    "speech.joker_as": ("joker as {value}", "Joker als {value}"),
    #: the word between the cards of a stack ("nine of hearts plus three of diamonds")
    "speech.plus": ("plus", "plus"),
    # the short turn and events, compact
    "speech.keys_in_order": ("Keys 1 to {last}, in this order.",
                             "Tasten 1 bis {last}, in dieser Reihenfolge."),
    "speech.keys_first": ("Keys 1 to {last} for the first {last}.",
                          "Tasten 1 bis {last} für die ersten {last}."),
    "speech.keys_each": ("Keys: {list}.", "Tasten: {list}."),
    "speech.enter_plays": ("Enter plays {card}.", "Enter spielt {card}."),
    "speech.focus_on": ("Focus: {focus}.", "Auswahl: {focus}."),
    "speech.key_one": ("Key 1 plays {card}.", "Taste 1 spielt {card}."),
})

#: The coach's "press its number key" with the key of the card named just before it, when
#: the hand shows one: (said, said with the key), either language.
KEY_NAMED: tuple[tuple[str, str], ...] = (
    ("(press its number key)", "(press {key})"),
    ("(drück ihre Zahltaste)", "(drück {key})"),
)

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
