"""Toff-Poker's words in English and German: its app texts, found through its
``GameUI`` (``texts``) and joined into the app's texts when the game registers, and the
German of its rules messages (their English is in ``game/rules/toffpoker/messages.py``).
"""

from __future__ import annotations

#: key -> (English, German)
TEXTS: dict[str, tuple[str, str]] = {
    # --- the table, the setup and the scoreboard ---------------------------------------------
    "tp.confirm": ("Confirm", "Bestätigen"),
    "tp.bid": ("Bid", "Bieten"),
    "tp.pass": ("Pass", "Passen"),
    "tp.continue": ("Continue", "Weiter"),
    "tp.round": ("Round {n} / {total}", "Runde {n} / {total}"),
    "tp.extra_round": ("Extra round {n}", "Stechrunde {n}"),
    "tp.pass_no": ("Pass {n}", "Durchgang {n}"),
    "tp.last_trick": ("Last trick", "Letzter Stich"),
    "tp.tricks": ("{n} tricks", "{n} Stiche"),
    "tp.tricks1": ("1 trick", "1 Stich"),
    "tp.passed": ("passed", "passt"),
    "tp.opener": ("opens", "eröffnet"),
    "tp.saved": ("saved", "gerettet"),
    "tp.chosen": ("chosen", "gewählt"),
    "tp.out": ("Forfeited: {n}", "Verfallen: {n}"),
    "tp.picked": ("{n} of 5 chosen", "{n} von 5 gewählt"),
    "tp.status.select": ("{name}: choose 5 cards, then Confirm",
                         "{name}: 5 Karten wählen, dann Bestätigen"),
    "tp.status.open": ("{name}: put at least one pool card into your bid",
                       "{name}: mindestens eine Karte aus dem Vorrat bieten"),
    "tp.status.raise": ("{name}: raise (pick cards, Bid) or Pass",
                        "{name}: erhöhen (Karten wählen, Bieten) oder Passen"),
    "tp.status.picked": ("Bid {plus}: total {total} (highest other {top})",
                         "Gebot {plus}: zusammen {total} (höchstes anderes {top})"),
    "tp.banner.pass_end": ("Pass {n} over: the cards left are saved",
                           "Durchgang {n} vorbei: die übrigen Karten sind gerettet"),
    "tp.keys": ("Click / 1–9 0 J Q K pick a card · arrows + Space · Enter confirm / bid · "
                "P pass · H hint · F1 rules",
                "Karte: Klick / 1–9 0 J/B Q/D K · Pfeile + Leertaste · "
                "Enter bestätigen, bieten · P passen · H Tipp · F1 Regeln"),
    "tp.hint_select": ("choose {cards}", "wähle {cards}"),
    "tp.hint_bid": ("bid {cards}", "biete {cards}"),
    "tp.hint_pass": ("pass", "passen"),
    "tp.score.winner": ("{name} wins with {n} tricks!", "{name} gewinnt mit {n} Stichen!"),
    "tp.score.joint": ("Joint winners: {names} ({n} tricks)",
                       "Gemeinsame Sieger: {names} ({n} Stiche)"),
    "tp.score.round": ("R{n}", "R{n}"),
    "tp.score.total": ("Total", "Summe"),
    "tp.score.match": ("Match", "Partie"),
    "tp.score.target": ("Match to {n} tricks", "Partie bis {n} Stiche"),
    "tp.score.match_won": ("{name} wins the match", "{name} gewinnt die Partie"),
    "match.label": ("Match", "Partie"),
    "match.one_game": ("One game", "Ein Spiel"),
    "match.to.toffpoker": ("To {n} tricks", "Bis {n} Stiche"),
    "option_value.joint": ("Joint winners", "Mehrere Sieger"),
    "option_value.extra-rounds": ("Extra rounds", "Stechrunden"),
    "option.rounds": ("Game length", "Spiellänge"),
    "option.rounds.value": ("{n} rounds", "{n} Runden"),
    "option.rounds.value.1": ("1 round", "1 Runde"),
    "option.rounds.help": ("How many rounds make one game: the rules say nine; fewer "
                           "make a shorter game.",
                           "Wie viele Runden ein Spiel hat: Die Regeln sagen neun; "
                           "weniger ergeben ein kürzeres Spiel."),
    "option.extra_suits": ("Extra suits (circle, star)", "Extrafarben (Kreis, Stern)"),
    "option.extra_suits.help": ("Circles and stars for a fifth and sixth player; always on "
                                "with 5–6 players.",
                                "Kreise und Sterne für einen fünften und sechsten Spieler; mit "
                                "5–6 Spielern immer an."),
    "option.tie_break": ("Equal most tricks", "Gleich viele Stiche"),
    "option.tie_break.help": ("Joint winners, or extra rounds until one leads.",
                              "Gemeinsame Sieger oder Stechrunden, bis einer führt."),
    # --- the controls page and the rules help ------------------------------------------------
    "controls.toffpoker.pick": ("Pick / put back the focused card",
                                "Gewählte Karte nehmen / zurücklegen"),
    "controls.toffpoker.ranks": ("Pick by rank (1 ace, 0 ten)", "Nach Rang (1 Ass, 0 Zehn)"),
    "controls.toffpoker.confirm": ("Confirm the five / bid", "Fünf bestätigen / bieten"),
    "controls.toffpoker.pass": ("Pass", "Passen"),
    "controls.toffpoker.mouse": ("Click cards, then Confirm or Bid",
                                 "Karten anklicken, dann Bestätigen / Bieten"),
    "controls.name.1 / A  2–9  0  J  Q  K": ("1 / A  2–9  0  J  Q  K",
                                             "1 / A  2–9  0  J/B  Q/D  K"),
    # --- the rows this game adds to a phone's page -------------------------------------------
    "phones.tp.choose": ("Choose these 5", "Diese 5 wählen"),
    "phones.row.pool": ("Your pool", "Dein Vorrat"),
    "phones.row.bid": ("Your bid", "Dein Gebot"),
    "phones.row.bid_of": ("{name}'s bid", "Gebot von {name}"),
    "phones.row.chosen": ("Your five for this round", "Deine fünf für diese Runde"),
    "phones.row.bid_total": ("= {total}", "= {total}"),
    "phones.row.round": ("round {round}", "Runde {round}"),
    "phones.row.pool_to_come": ("round {round}: the five you choose, once all have chosen",
                                "Runde {round}: deine fünf, sobald alle gewählt haben"),
    "phones.row.pool_spent": ("round {round}: none left", "Runde {round}: keine mehr"),
    # --- the lesson --------------------------------------------------------------------------
    "lesson.toffpoker.title": ("Toff-Poker: your first round", "Toff-Poker: deine erste Runde"),
    "lesson.toffpoker.summary": ("Select five, open, raise, pass, ties, saved cards, the "
                                 "last trick.",
                                 "Fünf wählen, eröffnen, erhöhen, passen, Gleichstand, "
                                 "gesparte Karten, der letzte Stich."),
    "lesson.toffpoker.welcome": (
        "Welcome to Toff-Poker! You own the spades, Bert the hearts: the same values, "
        "A = 1 up to K = 13. You win tricks by bidding the highest card sum.",
        "Willkommen bei Toff-Poker! Dir gehört Pik, Bert Herz: dieselben Werte, A = 1 bis "
        "K = 13. Stiche gewinnt, wer die höchste Kartensumme bietet."),
    "lesson.toffpoker.select": (
        "First, choose five cards in secret: your pool to bid with. Pick KS QS 10S 5S 3S "
        "(click them, or press K Q 0 5 3), then confirm.",
        "Wähle zuerst geheim fünf Karten: dein Vorrat zum Bieten. Nimm KS QS 10S 5S 3S "
        "(anklicken oder K Q 0 5 3 drücken), dann bestätigen."),
    "lesson.toffpoker.revealed": (
        "Both choices are revealed together: from now on everyone sees every pool.",
        "Beide Wahlen werden zugleich aufgedeckt: Ab jetzt sieht jeder jeden Vorrat."),
    "lesson.toffpoker.open": (
        "You open the trick. In the opening circuit everyone must put at least one card "
        "into his bid: bid the 5S.",
        "Du eröffnest den Stich. In der Eröffnungsrunde muss jeder mindestens eine Karte "
        "bieten: biete die 5S."),
    "lesson.toffpoker.raise": (
        "Bert bid 9. Now you may raise with more cards or pass. Raise with the KS: "
        "5 + 13 = 18.",
        "Bert bietet 9. Jetzt darfst du mit weiteren Karten erhöhen oder passen. Erhöhe "
        "mit dem KS: 5 + 13 = 18."),
    "lesson.toffpoker.won": (
        "{mine} against {his}: the highest bid wins the trick. Every bid card leaves "
        "play, the loser's too.",
        "{mine} gegen {his}: Das höchste Gebot gewinnt den Stich. Alle gebotenen Karten "
        "sind aus dem Spiel, auch die des Verlierers."),
    "lesson.toffpoker.tie_open": (
        "The winner opens the next trick. Open with the 10S and watch what Bert does.",
        "Wer gewinnt, eröffnet den nächsten Stich. Eröffne mit der 10S und schau, was "
        "Bert tut."),
    "lesson.toffpoker.pass": (
        "Bert bid 8H + 2H = 10, just as much as you. Pass: if nobody raises, a tie at "
        "the top wins nothing.",
        "Bert bietet 8H + 2H = 10, genauso viel wie du. Passe: Erhöht keiner, gewinnt "
        "ein Gleichstand an der Spitze nichts."),
    "lesson.toffpoker.forfeit": (
        "{sum} against {sum}: a tie at the top forfeits the trick. Nobody gets it, the "
        "cards are gone, and the same player opens again.",
        "{sum} gegen {sum}: Gleichstand an der Spitze, der Stich verfällt. Keiner "
        "bekommt ihn, die Karten sind weg, und derselbe Spieler eröffnet wieder."),
    "lesson.toffpoker.keep_queen": (
        "Keep your QS for later: open with the 3S.",
        "Heb deine QS für später auf: Eröffne mit der 3S."),
    "lesson.toffpoker.let_go": (
        "Bert bid JH + 4H = 15 and his pool is empty. Pass and let him have this one: "
        "your QS stays in your pool.",
        "Bert bietet JH + 4H = 15, sein Vorrat ist leer. Passe und lass ihm den Stich: "
        "Deine QS bleibt in deinem Vorrat."),
    "lesson.toffpoker.saved": (
        "A pool is empty, so this pass ends. Your QS is saved: it joins your pool in the "
        "second pass.",
        "Ein Vorrat ist leer, also endet dieser Durchgang. Deine QS ist gespart: Sie kommt "
        "im zweiten Durchgang zu deinem Vorrat."),
    "lesson.toffpoker.select_two": (
        "Second pass: choose five of your eight hand cards. The three you keep count in "
        "the last trick. Select 9S 8S 7S 4S 2S and keep JS 6S AS.",
        "Zweiter Durchgang: Wähle fünf deiner acht Handkarten. Die drei übrigen zählen im "
        "letzten Stich. Wähle 9S 8S 7S 4S 2S und behalte JS 6S AS."),
    "lesson.toffpoker.open_two": (
        "You are forehand, so you open the second pass: bid the 9S.",
        "Du bist Vorhand und eröffnest den zweiten Durchgang: Biete die 9S."),
    "lesson.toffpoker.raise_saved": (
        "Bert bid QH = 12. Raise with your saved QS: 9 + 12 = 21.",
        "Bert bietet QH = 12. Erhöhe mit deiner gesparten QS: 9 + 12 = 21."),
    "lesson.toffpoker.open_low": (
        "Open low with the 2S: a cheap start.",
        "Eröffne niedrig mit der 2S: ein billiger Anfang."),
    "lesson.toffpoker.raise_small": (
        "Bert bid 3. A small raise is enough: the 4S makes 2 + 4 = 6.",
        "Bert bietet 3. Eine kleine Erhöhung reicht: Die 4S macht 2 + 4 = 6."),
    "lesson.toffpoker.open_seven": (
        "Open with the 7S and keep the 8S.",
        "Eröffne mit der 7S und behalte die 8S."),
    "lesson.toffpoker.give_up": (
        "Bert put in his whole pool: 10H + 7H + 5H = 22. You can't reach that: pass, and "
        "your 8S is saved for the last trick.",
        "Bert setzt seinen ganzen Vorrat: 10H + 7H + 5H = 22. Das erreichst du nicht: "
        "Passe, dann ist deine 8S für den letzten Stich gespart."),
    "lesson.toffpoker.last_trick": (
        "The last trick needs no decisions: your three hand cards plus saved cards make "
        "{mine}, Bert's {his}. The higher sum wins it.",
        "Der letzte Stich braucht keine Entscheidung: Deine drei Handkarten plus gesparte "
        "Karten ergeben {mine}, Berts {his}. Die höhere Summe gewinnt ihn."),
    "lesson.toffpoker.game_over": (
        "Round over: you won {mine} tricks, Bert {his}. A real game has nine such rounds; "
        "most tricks wins.",
        "Runde vorbei: Du hast {mine} Stiche, Bert {his}. Ein echtes Spiel hat neun "
        "solche Runden; die meisten Stiche gewinnen."),
    # what the narrator says of this game's table
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
    "speech.toffpoker.choose": ("Choose five cards.", "Wähle fünf Karten."),
    "speech.toffpoker.highest": ("{name} bids {total}, you have no bid yet.",
                                 "{name} bietet {total}, du hast noch kein Gebot."),
    "speech.toffpoker.highest_yours": ("{name} bids {total}, you {yours}.",
                                       "{name} bietet {total}, du {yours}."),
    "speech.toffpoker.no_bids": ("You open, no bids yet.", "Du eröffnest, noch keine Gebote."),
    # the keys, said the first time in a game (every turn at the full verbosity)
    "speech.toffpoker.choose_keys": (
        "Press a card's rank to pick it, 1 for the ace, 0 for the ten, then Enter.",
        "Drück den Wert einer Karte, um sie zu wählen, 1 für das Ass, 0 für die Zehn, "
        "dann Enter."),
    "speech.toffpoker.bid_keys": ("Press the ranks of the cards you bid, then Enter.",
                                  "Drück die Werte der Karten, die du bietest, dann Enter."),
    "speech.toffpoker.raise_keys": ("To raise press the ranks of the cards, then Enter; "
                                    "P passes.",
                                    "Zum Erhöhen drück die Werte der Karten, dann Enter; "
                                    "P passt."),
    "speech.toffpoker.sums": ("Sums: {list}.", "Summen: {list}."),
    "speech.toffpoker.enter_next": ("Enter for the next round.", "Enter für die nächste Runde."),
    "speech.toffpoker.enter_result": ("Enter for the result.", "Enter für das Ergebnis."),
    "speech.toffpoker.last_trick": ("Last trick: {list}.", "Letzter Stich: {list}."),
    "speech.toffpoker.seat_trick": ("{name} {cards}, sum {total}",
                                    "{name} {cards}, Summe {total}"),
    # the log's events said shorter (the turn says the round and pass)
    "speech.toffpoker.chooses_short": ("{name} chose", "{name} hat gewählt"),
    "speech.toffpoker.raises_short": ("{name} raises by {cards} to {total}",
                                      "{name} erhöht um {cards} auf {total}"),
    "speech.toffpoker.round_short": ("{name} deals, {forehand} chooses first",
                                     "{name} gibt, {forehand} wählt zuerst"),
    "speech.toffpoker.revealed_short": ("Choices shown", "Auswahl aufgedeckt"),
    "speech.toffpoker.trick_won_short": ("{name} wins with {total}", "{name} gewinnt mit {total}"),
    "speech.toffpoker.trick_forfeited_short": ("Tie at {total}, trick forfeited",
                                               "Gleichstand bei {total}, Stich verfällt"),
    "speech.toffpoker.last_trick_won_short": ("Last trick, {name} wins with {total}",
                                              "Letzter Stich, {name} gewinnt mit {total}"),
    "speech.toffpoker.last_trick_forfeited_short": ("Last trick tied at {total}, forfeited",
                                                    "Letzter Stich, Gleichstand bei {total}, "
                                                    "verfällt"),
}

#: the rules' message key -> its German template (the same placeholders as the English)
MESSAGES_DE: dict[str, str] = {
    "toffpoker.hint": "wähl fünf Karten, biete Karten aus deinem Vorrat oder passe",
    "toffpoker.text_hint": "schreib 'select KS QS 9S 2S AS', 'bid 9S 2S' oder 'pass'",
    "toffpoker.chosen_already_open": "Die Karten dieses Durchgangs sind schon gewählt: leg "
                                     "mindestens eine Karte aus deinem Vorrat in dein Gebot",
    "toffpoker.chosen_already_raise": "Die Karten dieses Durchgangs sind schon gewählt: erhöhe "
                                      "mit Karten aus deinem Vorrat oder passe",
    "toffpoker.name_five": "Nenne die fünf Karten, die du wählst, z. B. "
                           "'select KS QS 9S 2S AS'",
    "toffpoker.exactly_five": "Du musst genau {size} Karten wählen, nicht {count}",
    "toffpoker.select_first": "Wähl zuerst deine {size} Karten: geboten wird, wenn alle "
                              "Wahlen aufgedeckt sind",
    "toffpoker.bid_empty": "Du musst mindestens eine Karte in dein Gebot legen",
    "toffpoker.no_pass_select": "Du kannst jetzt nicht passen: wähl genau {size} Karten",
    "toffpoker.no_pass_open": "In der Eröffnungsrunde kannst du nicht passen: leg mindestens "
                              "eine Karte hinein",
    "toffpoker.named_twice": "{card} ist doppelt genannt",
    "toffpoker.not_in_hand": "{card} ist nicht auf deiner Hand",
    "toffpoker.not_in_pool": "{card} ist nicht in deinem Vorrat",
    "toffpoker.order": "Schreib die Karten absteigend nach Wert, z. B. 'bid KS 9S AS'",
    "toffpoker.chooses": "{name} wählt fünf Karten",
    "toffpoker.raises": "{name} erhöht um {cards:list} (zusammen {total})",
    "toffpoker.opens": "{name} eröffnet mit {cards:list} ({value})",
    "toffpoker.bids": "{name} bietet {cards:list} ({value})",
    "toffpoker.passes": "{name} passt",
    "toffpoker.round": "Runde {round}: {name} gibt, {forehand} wählt zuerst",
    "toffpoker.revealed": "Durchgang {number}: die gewählten Karten werden aufgedeckt",
    "toffpoker.trick_won": "{name} gewinnt den Stich mit {total}",
    "toffpoker.trick_forfeited": "Gleichstand bei {total}: der Stich verfällt",
    "toffpoker.pass_ended": "Durchgang {number} ist vorbei",
    "toffpoker.last_trick_won": "Letzter Stich: {name} gewinnt mit {total}",
    "toffpoker.last_trick_forfeited": "Letzter Stich: Gleichstand bei {total}, verfällt",
    "toffpoker.game_over": "Spielende: {names:list} gewinnt",
}
