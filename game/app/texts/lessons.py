"""Texts for the lessons part of the app (key: (English, German)).

Card texts such as ``9S`` in a sentence are drawn as card chips (richtext), in both
languages alike.
"""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    # --- menu, lesson list, first start, end of a lesson ---------------------------------
    "menu.learn": ("Learn to play", "Spielen lernen"),
    "lessons.title": ("Learn to play", "Spielen lernen"),
    "lessons.intro": ("A guided first game with a coach. Esc pauses it; Skip lesson leaves "
                      "it any time.",
                      "Ein erstes Spiel mit Trainer. Esc hält es an; „Lektion beenden“ "
                      "verlässt es jederzeit."),
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
    "menu.offer": ("A coach plays a first game with you: choose “Learn to play”.",
                   "Ein Trainer spielt ein erstes Spiel mit dir: wähle „Spielen lernen“."),
    "lessons.left": ("Lesson kept at move {move}: “Learn to play” goes on from there.",
                     "Lektion bei Zug {move} gemerkt: „Spielen lernen“ macht dort weiter."),
    "place.chosen.tv": ("Set for a TV: large text, large-print cards, fullscreen.",
                        "Für den Fernseher eingerichtet: große Schrift, Karten in "
                        "Großdruck, Vollbild."),
    "place.chosen.desk": ("Set for a desk: normal text and cards, in a window.",
                          "Für den Schreibtisch eingerichtet: normale Schrift und Karten, "
                          "im Fenster."),
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
}
