"""Texts for the phones as private hands (key: (English, German)): the TV's join
screen and name plates, the pause menu's phone page, and the phone page's own words."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    # the TV
    "phones.join.title": ("Join with your phone", "Mit dem Handy beitreten"),
    "phones.join.help": ("Scan the code with the phone's camera (same Wi-Fi) or type the "
                         "address. The game starts when every phone has joined.",
                         "Code mit der Handykamera scannen (gleiches WLAN) oder die Adresse "
                         "eingeben. Das Spiel beginnt, wenn alle Handys da sind."),
    "phones.join.joined": ("joined", "verbunden"),
    "phones.join.here": ("Play here", "Hier spielen"),
    "phones.join.computer": ("Computer", "Computer"),
    "phones.join.keys": ("Esc menu", "Esc Menü"),
    "phones.plate.waiting": ("waiting for phone", "wartet aufs Handy"),
    "phones.plate.reconnecting": ("reconnecting …", "verbindet neu …"),
    "phones.pause": ("Phones", "Handys"),
    "phones.seats.title": ("Phone seats", "Handy-Plätze"),
    "phones.seats.takeover": ("New phone", "Neues Handy"),
    "phones.seats.takeover_done": ("{name}: the next phone with this code takes over",
                                   "{name}: das nächste Handy mit diesem Code übernimmt"),
    "phones.status.turn": ("{name} plays on the phone …", "{name} spielt am Handy …"),
    "phones.status.turn_lost": ("Waiting for {name}'s phone to come back …",
                                "Warte, bis {name}s Handy wieder da ist …"),
    "phones.status.connected": ("connected", "verbunden"),
    "phones.status.reconnecting": ("reconnecting …", "verbindet neu …"),
    "phones.status.waiting": ("not joined yet", "noch nicht beigetreten"),
    "phones.not_now": ("This seat is not played from a phone now.",
                       "Dieser Platz wird gerade nicht vom Handy gespielt."),
    "phones.already_sent": ("Your move is already on its way.",
                            "Dein Zug ist schon unterwegs."),
    "phones.stopped": ("The phone server stopped ({why}); the phone seats are played "
                       "here now.",
                       "Der Handy-Server ist stehen geblieben ({why}); die Handy-Plätze "
                       "werden jetzt hier gespielt."),
    "phones.no_server": ("Cannot start the phone server: {why}",
                         "Der Handy-Server startet nicht: {why}"),
    # the phone page's own words
    "phones.page.your_turn": ("Your turn", "Du bist dran"),
    "phones.page.waiting_for": ("{name}'s turn", "{name} ist dran"),
    "phones.page.hand": ("Your hand", "Deine Hand"),
    "phones.page.choose": ("Tap a card", "Tippe eine Karte an"),
    "phones.page.more": ("Tap more cards", "Tippe weitere Karten an"),
    "phones.page.sent": ("Sent …", "Gesendet …"),
    "phones.page.over": ("Game over", "Spiel vorbei"),
    "phones.page.log": ("What happened", "Was geschah"),
    "phones.page.connecting": ("Connecting …", "Verbinde …"),
    "phones.page.reconnecting": ("Connection lost, reconnecting …",
                                 "Verbindung weg, verbinde neu …"),
    "phones.page.taken": ("Another phone plays this seat.",
                          "Ein anderes Handy spielt diesen Platz."),
    "phones.page.held": ("This seat is kept for the phone that left. If it does not come "
                         "back, this phone gets it in {seconds} s.",
                         "Dieser Platz bleibt dem Handy, das weg ist. Kommt es nicht "
                         "zurück, bekommt dieses Handy ihn in {seconds} s."),
    "phones.page.passed": ("This phone plays the seat now (the other phone was gone "
                           "too long, or the TV handed the seat over).",
                           "Dieses Handy spielt den Platz jetzt (das andere war zu lange "
                           "weg, oder der Fernseher hat den Platz übergeben)."),
    "phones.page.passed_away": ("Another phone plays this seat now: this one was gone too "
                                "long, or the TV handed the seat over.",
                                "Ein anderes Handy spielt diesen Platz jetzt: dieses war "
                                "zu lange weg, oder der Fernseher hat ihn übergeben."),
    "phones.page.starting": ("The game starts when every phone has joined …",
                             "Das Spiel beginnt, wenn alle Handys da sind …"),
    "phones.page.continue": ("Continue", "Weiter"),
    "phones.page.cards": ("{n} cards", "{n} Karten"),
    "phones.page.card1": ("1 card", "1 Karte"),
    "phones.page.score": ("Points", "Punkte"),
    "phones.page.total": ("Total", "Gesamt"),
    "phones.page.error": ("Something went wrong. Reload the page.",
                          "Etwas ging schief. Lade die Seite neu."),
    "phones.page.sound": ("Tap once for a sound on your turn",
                          "Einmal tippen: Ton, wenn du dran bist"),
    "phones.page.players": ("Players", "Spieler"),
    "phones.page.closed": ("This seat is played at the TV now.",
                           "Dieser Platz wird jetzt am Fernseher gespielt."),
    "phones.page.winner": ("Won: {names}", "Gewonnen: {names}"),
    "phones.page.you_won": ("You won!", "Du hast gewonnen!"),
    "phones.page.you_won_with": ("You won, with {names}!", "Du hast gewonnen, mit {names}!"),
    "phones.page.play": ("Play", "Spielen"),
    "phones.page.clear": ("Clear", "Abwählen"),
}

TEXTS.update({
    # the rows a game adds to the phone page
})

TEXTS["setup.phone"] = ("Phone", "Handy")
