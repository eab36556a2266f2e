"""Texts for the lessons part of the app (key: (English, German)).

Card texts such as ``9S`` in a sentence are drawn as card chips (richtext), in both
languages alike.
"""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    # --- menu, lesson list, first start, end of a lesson ---------------------------------
    "menu.learn": ("Learn to play", "Spielen lernen"),
    "lessons.title": ("Learn to play", "Spielen lernen"),
    "lessons.intro": ("A guided first game with a coach. Skip any time with Esc.",
                      "Ein erstes Spiel mit Trainer. Esc bricht jederzeit ab."),
    "lessons.new": ("new", "neu"),
    "lessons.continue": ("continue · move {move}", "weiter · Zug {move}"),
    "lessons.done": ("done", "fertig"),
    "lessons.coming": ("coming soon", "demnächst"),
    "lessons.start_over": ("Start all lessons over", "Alle Lektionen neu beginnen"),
    "lessons.not_ready": ("The {game} table is coming soon; its lesson with it.",
                          "Der Tisch für {game} kommt bald, die Lektion mit ihm."),
    "lessons.help": ("Up/Down choose  ·  Enter start  ·  Esc back",
                     "Hoch/Runter wählen  ·  Enter starten  ·  Esc zurück"),
    "place.title": ("Where do you play?", "Wo spielst du?"),
    "place.text": ("The game sets itself up to be read from there.",
                   "Das Spiel richtet sich so ein, dass man es von dort gut lesen kann."),
    "place.tv": ("On a TV (from the sofa)", "Am Fernseher (vom Sofa)"),
    "place.desk": ("At a desk", "Am Schreibtisch"),
    "place.tv_sets": ("Large text, four-colour large-print cards, fullscreen",
                      "Große Schrift, vierfarbige Karten in Großdruck, Vollbild"),
    "place.desk_sets": ("Normal text and cards, in a window",
                        "Normale Schrift und Karten, im Fenster"),
    "place.later": ("All of this can be changed in Settings.",
                    "Alles das lässt sich in den Einstellungen ändern."),
    "offer.title": ("New here?", "Neu hier?"),
    "offer.text": ("Nobody knows these games yet? A coach plays a first game with you.",
                   "Niemand kennt die Spiele? Ein Trainer spielt ein erstes Spiel mit dir."),
    "offer.yes": ("Learn to play", "Spielen lernen"),
    "offer.no": ("Not now", "Jetzt nicht"),
    "done.title": ("Lesson complete!", "Lektion geschafft!"),
    "done.text": ("You have played your first game of {game}.",
                  "Du hast dein erstes Spiel {game} gespielt."),
    "done.play": ("Play a real game", "Richtig spielen"),
    "done.lessons": ("More lessons", "Weitere Lektionen"),
    "done.menu": ("Main menu", "Hauptmenü"),
    # --- the coach ------------------------------------------------------------------------
    "coach.title": ("Coach", "Trainer"),
    "coach.continue": ("Continue", "Weiter"),
    "coach.skip": ("Skip lesson", "Lektion beenden"),
    "coach.keys": ("Enter continue  ·  Esc pause  ·  F1 rules",
                   "Enter weiter  ·  Esc Pause  ·  F1 Regeln"),
    "coach.off_script": ("That move is allowed, but this lesson wants to show you "
                         "something else first: follow the coach.",
                         "Das ist erlaubt, aber diese Lektion will dir erst etwas anderes "
                         "zeigen: folge dem Trainer."),
    "coach.point": ("Try this: {move}.", "Versuch das: {move}."),
    # the learner's seat: a name, because the engine's log speaks of seats in the third
    # person ("Alex picks up A♦"; "You picks up" would be wrong); the coach says "you"
    "lesson.learner": ("Alex", "Alex"),
    "lesson.suit.S": ("spades", "Pik"),
    "lesson.suit.H": ("hearts", "Herz"),
    "lesson.suit.D": ("diamonds", "Karo"),
    "lesson.suit.C": ("clubs", "Kreuz"),
    "lesson.suit.O": ("circles", "Kreise"),
    "lesson.suit.T": ("stars", "Sterne"),
    # --- Stortok --------------------------------------------------------------------------
    "lesson.stortok.title": ("Stortok: your first game", "Stortok: dein erstes Spiel"),
    "lesson.stortok.summary": ("Beat, trump, pick up, draw, go out — and who is the fool.",
                               "Stechen, trumpfen, aufnehmen, ziehen, rausgehen — und wer "
                               "der Dumme ist."),
    "lesson.stortok.welcome": (
        "Welcome to Stortok! Get rid of all your cards: the last player still holding "
        "cards is the Stortok, the fool. You play against Bert and Carla.",
        "Willkommen bei Stortok! Werde alle Karten los: Wer als Letzter noch Karten hält, "
        "ist der Stortok, der Dumme. Du spielst gegen Bert und Carla."),
    "lesson.stortok.trumps": (
        "The turned card {card} makes {high} the high trump and {low}, the other suit of "
        "its colour, the low trump. Trumps never change.",
        "Die aufgedeckte Karte {card} macht {high} zum hohen Trumpf und {low}, die andere "
        "Farbe gleicher Farbe, zum niedrigen. Trümpfe ändern sich nie."),
    "lesson.stortok.pick_up": (
        "The open card is {card}, the ace of high trumps: nobody can beat it. When you "
        "can't (or won't) beat, you pick the open card up: press T or Pick up.",
        "Offen liegt {card}, das Ass der hohen Trümpfe: Das sticht niemand. Wer nicht "
        "stechen kann (oder will), nimmt die offene Karte auf: drück T oder Aufnehmen."),
    "lesson.stortok.next_leads": (
        "You picked up, so {name}, the next player, starts a new trick: he leads {card}.",
        "Du hast aufgenommen, also beginnt {name}, der Nächste, einen neuen Stich: er "
        "spielt {card} aus."),
    "lesson.stortok.same_suit": (
        "The open card is {card}. A higher card of the same suit beats it: play your "
        "{play} (click it, drag it to the middle, or press its number).",
        "Offen liegt {card}. Eine höhere Karte derselben Farbe sticht sie: spiel {play} "
        "(anklicken, in die Mitte ziehen oder ihre Zahl drücken)."),
    "lesson.stortok.trick_complete": (
        "Everyone still in has played to this trick: it is complete, its cards go out of "
        "play, and {name} leads. After each card you play you draw one while the stock "
        "lasts.",
        "Alle, die noch drin sind, haben zu diesem Stich gespielt: Er ist komplett, aus "
        "dem Spiel, und {name} spielt aus. Nach jeder gespielten Karte ziehst du eine, "
        "solange der Stapel reicht."),
    "lesson.stortok.trick_complete.you": (
        "Everyone still in has played to this trick: it is complete, its cards go out of "
        "play, and you lead. After each card you play you draw one while the stock lasts.",
        "Alle, die noch drin sind, haben zu diesem Stich gespielt: Er ist komplett, aus "
        "dem Spiel, und du spielst aus. Nach jeder gespielten Karte ziehst du eine, "
        "solange der Stapel reicht."),
    "lesson.stortok.draw_instead": (
        "Your lead. Instead of leading you may draw the top card of the stock, and the "
        "next player leads. Try it: press D or Draw.",
        "Du spielst aus. Statt auszuspielen darfst du die oberste Karte vom Stapel "
        "ziehen, dann spielt der Nächste aus. Probier es: drück D oder Ziehen."),
    "lesson.stortok.low_trump": (
        "{card} is a plain card, and any trump beats a plain card, even a low one. Beat "
        "it with your low trump {play}.",
        "{card} ist eine Fehlkarte, und jeder Trumpf sticht eine Fehlkarte, auch ein "
        "niedriger. Stich sie mit deinem niedrigen Trumpf {play}."),
    "lesson.stortok.lead": (
        "You laid the last card of the trick, so you lead: play any card. A low plain "
        "card is a cheap lead: the {play}.",
        "Du hast die letzte Karte des Stichs gelegt, also spielst du aus: eine beliebige "
        "Karte. Eine niedrige Fehlkarte ist billig: die {play}."),
    "lesson.stortok.trump_beats_plain": (
        "{name} beat {beaten} with the low trump {card}: a trump beats a plain card "
        "whatever its rank.",
        "{name} hat {beaten} mit dem niedrigen Trumpf {card} gestochen: Ein Trumpf sticht "
        "jede Fehlkarte, egal wie hoch."),
    "lesson.stortok.high_trump": (
        "{card} is a low trump: only a higher card of {low} or any high trump beats it. "
        "Beat it with your high trump {play}.",
        "{card} ist ein niedriger Trumpf: Nur ein höheres {low} oder ein hoher Trumpf "
        "sticht ihn. Stich mit deinem hohen Trumpf {play}."),
    "lesson.stortok.higher_high_trump": (
        "{name} beat your {beaten} with the higher {card}: a high trump falls only to a "
        "higher one. Your {ace} can never be beaten.",
        "{name} hat deine {beaten} mit der höheren {card} gestochen: Einen hohen Trumpf "
        "sticht nur ein höherer. Dein {ace} sticht niemand."),
    "lesson.stortok.on_your_own": (
        "Now you know every move. Play on by yourself: the gold cards are the ones you "
        "may play, and H gives a hint.",
        "Jetzt kennst du jeden Zug. Spiel allein weiter: Die goldenen Karten darfst du "
        "spielen, und H gibt einen Tipp."),
    "lesson.stortok.stock_empty": (
        "The stock is empty: nobody draws any more. Whoever plays their last card now is "
        "out.",
        "Der Stapel ist leer: Niemand zieht mehr. Wer jetzt seine letzte Karte spielt, ist "
        "raus."),
    "lesson.stortok.beat_any": (
        "Open card {card}: beat it with a gold card, or pick it up with T.",
        "Offen liegt {card}: Stich mit einer goldenen Karte oder nimm mit T auf."),
    "lesson.stortok.beat_none": (
        "Open card {card}: none of your cards beats it. Pick it up with T.",
        "Offen liegt {card}: Keine deiner Karten sticht sie. Nimm sie mit T auf."),
    "lesson.stortok.lead_any": (
        "Your lead: play any card, or draw with D.",
        "Du spielst aus: eine beliebige Karte, oder zieh mit D."),
    "lesson.stortok.lead_last": (
        "Your lead: play any card. The stock is empty, so there is nothing to draw.",
        "Du spielst aus: eine beliebige Karte. Der Stapel ist leer, es gibt nichts mehr "
        "zu ziehen."),
    "lesson.stortok.out": (
        "{name} has no cards left and is out, in place {place}. The others play on.",
        "{name} hat keine Karten mehr und ist raus, auf Platz {place}. Die anderen "
        "spielen weiter."),
    "lesson.stortok.out.you": (
        "You have no cards left: you are out, in place {place}. Watch the others finish.",
        "Du hast keine Karten mehr: Du bist raus, auf Platz {place}. Schau zu, wie die "
        "anderen zu Ende spielen."),
    "lesson.stortok.fool.you": (
        "You are the last one holding cards: this time you are the Stortok, the fool. "
        "That is a whole game of Stortok!",
        "Du hältst als Letzter noch Karten: Diesmal bist du der Stortok, der Dumme. Das "
        "war ein ganzes Spiel Stortok!"),
    "lesson.stortok.fool": (
        "{name} is the last one holding cards: the Stortok, the fool. That is a whole "
        "game of Stortok!",
        "{name} hält als Letzter noch Karten: der Stortok, der Dumme. Das war ein ganzes "
        "Spiel Stortok!"),
    # --- Toff-Poker ----------------------------------------------------------------------
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
    # --- Zwicker -------------------------------------------------------------------------
    "lesson.zwicker.title": ("Zwicker: your first game", "Zwicker: dein erstes Spiel"),
    "lesson.zwicker.summary": ("Capture, add up, choose, stack, trail, the joker, the Zwick, "
                               "the points.",
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
        "Dieser Stapel ist jetzt eine Einheit mit Wert {value}."),
    "lesson.zwicker.choose": (
        "Your KS (14) can take 9C + 5H, or 5H + the stack, or 5H + 2S + 7C: you choose "
        "(Tab switches). Take 5H and the stack, three cards.",
        "Dein KS (14) kann 9C + 5H nehmen, oder 5H + den Stapel, oder 5H + 2S + 7C: Du "
        "wählst (Tab wechselt). Nimm 5H und den Stapel, drei Karten."),
    "lesson.zwicker.sum": (
        "Your QH is worth 13: the stack 2S + 4H (6) and the 7C add up to 13. Take both "
        "at once.",
        "Deine QH ist 13 wert: Der Stapel 2S + 4H (6) und die 7C ergeben zusammen 13. Nimm "
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
        "Dein JD ist 12 wert und nimmt den Stapel 9C + 3H, die letzte Einheit auf dem "
        "Tisch. Den Tisch leeren ist ein Zwick: 3 Punkte!"),
    "lesson.zwicker.last_card": (
        "Your last card, the AS, captures nothing: stack it on the 2D.",
        "Deine letzte Karte, das AS, nimmt nichts: Stapel es auf die 2D."),
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
}
