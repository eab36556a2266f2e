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
    "lessons.done": ("done ✓", "fertig ✓"),
    "lessons.coming": ("coming soon", "demnächst"),
    "lessons.start_over": ("Start all lessons over", "Alle Lektionen neu beginnen"),
    "lessons.not_ready": ("The {game} table is coming soon; its lesson with it.",
                          "Der Tisch für {game} kommt bald, die Lektion mit ihm."),
    "lessons.help": ("Up/Down choose  ·  Enter start  ·  Esc back",
                     "Hoch/Runter wählen  ·  Enter starten  ·  Esc zurück"),
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
    "lesson.you": ("You", "Du"),
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
        "Die aufgedeckte {card} macht {high} zum hohen Trumpf und {low}, die andere Farbe "
        "gleicher Farbe, zum niedrigen. Trümpfe ändern sich nie."),
    "lesson.stortok.pick_up": (
        "The open card is {card}, the ace of high trumps: nobody can beat it. When you "
        "can't (or won't) beat, you pick the open card up: press T or Take.",
        "Offen liegt {card}, das Ass der hohen Trümpfe: Das sticht niemand. Wer nicht "
        "stechen kann (oder will), nimmt die offene Karte auf: drück T oder Aufnehmen."),
    "lesson.stortok.next_leads": (
        "You picked up, so {name}, the next player, starts a new trick: he leads {card}.",
        "Du hast aufgenommen, also beginnt {name}, der Nächste, einen neuen Stich: er "
        "spielt {card} aus."),
    "lesson.stortok.same_suit": (
        "The open card is {card}. A higher card of the same suit beats it: play your "
        "{play} (click it, drag it to the middle, or press its number).",
        "Offen liegt {card}. Eine höhere Karte derselben Farbe sticht sie: spiel deine "
        "{play} (anklicken, in die Mitte ziehen oder ihre Zahl drücken)."),
    "lesson.stortok.trick_complete": (
        "Everyone still in has played to this trick: it is complete, its cards go out of "
        "play, and {name} leads. After each card you play you draw one while the stock "
        "lasts.",
        "Jeder, der noch drin ist, hat zu diesem Stich gespielt: Er ist komplett, seine "
        "Karten sind aus dem Spiel, und {name} spielt aus. Nach jeder gespielten Karte "
        "ziehst du eine, solange der Stapel reicht."),
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
        "The stock is empty: nobody draws any more. Play your last card and you are out.",
        "Der Stapel ist leer: Niemand zieht mehr. Spiel deine letzte Karte, und du bist "
        "raus."),
    "lesson.stortok.beat_any": (
        "Open card {card}: beat it with a gold card, or pick it up with T.",
        "Offen liegt {card}: Stich mit einer goldenen Karte oder nimm mit T auf."),
    "lesson.stortok.lead_any": (
        "Your lead: play any card (or draw with D while the stock lasts).",
        "Du spielst aus: eine beliebige Karte (oder zieh mit D, solange der Stapel "
        "reicht)."),
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
}
