"""Stortok's words in English and German: its app texts, found through its
``GameUI`` (``texts``) and joined into the app's texts when the game registers, and the
German of its rules messages (their English is in ``game/rules/stortok/messages.py``).
"""

from __future__ import annotations

#: key -> (English, German)
TEXTS: dict[str, tuple[str, str]] = {
    # --- the table, its scoreboard and the setup's options -----------------------------------
    "option.must_follow_suit_first": ("Must follow suit first", "Farbzwang beim Stechen"),
    "option.must_follow_suit_first.help": (
        "A player who can beat with the open card's suit must do so.",
        "Wer mit der Farbe der offenen Karte stechen kann, muss das tun."),
    "option.max_actions": ("Safety cap (moves)", "Sicherheitsgrenze (Züge)"),
    "option.max_actions.help": ("The game is drawn after this many moves.",
                                "Nach so vielen Zügen endet das Spiel unentschieden."),
    "score.stortok.headline": ("{name} is the Stortok!", "{name} ist der Stortok!"),
    "score.stortok.first_then": ("{first} is out first, {name} is the Stortok",
                                 "{first} ist zuerst raus, {name} ist der Stortok"),
    "score.stortok.drawn": ("Drawn: the safety cap ended the game",
                            "Unentschieden: Sicherheitsgrenze erreicht"),
    "score.stortok.order": ("Order of going out", "Reihenfolge"),
    "score.stortok.totals": ("Match: times Stortok", "Partie: wie oft Stortok"),
    "score.stortok.times": ("Times the Stortok in this match",
                            "Wie oft Stortok in dieser Partie"),
    "score.stortok.place": ("{place}.", "{place}."),
    "score.stortok.fool": ("Stortok", "Stortok"),
    "table.stortok.take": ("Pick up", "Aufnehmen"),
    "table.stortok.draw": ("Draw", "Ziehen"),
    "table.stortok.stock": ("Stock", "Stapel"),
    "table.stortok.dead": ("Out of play", "Aus dem Spiel"),
    "table.stortok.high_trump": ("High trump", "Hoher Trumpf"),
    "table.stortok.low_trump": ("Low trump", "Tiefer Trumpf"),
    "table.stortok.turned": ("Turned card", "Aufgedeckt"),
    "table.stortok.out_place": ("out · {n}.", "raus · {n}."),
    "table.stortok.badge": ("Stortok", "Stortok"),
    "table.stortok.status.beat": ("{name}: beat {card} or pick it up",
                                  "{name}: {card} stechen oder aufnehmen"),
    "table.stortok.status.lead": ("{name}: lead a card", "{name}: eine Karte ausspielen"),
    "table.stortok.status.lead_draw": ("{name}: lead a card or draw",
                                       "{name}: ausspielen oder ziehen"),
    "table.stortok.hint_take": ("pick up the open card", "die offene Karte aufnehmen"),
    "table.stortok.hint_draw": ("draw a card", "eine Karte ziehen"),
    "table.stortok.hint_play": ("play {card}", "{card} spielen"),
    "table.stortok.keys": (
        "1–9 / arrows + Enter play  ·  T pick up  ·  D draw  ·  H hint  ·  F1 rules",
        "1–9 / Pfeile + Enter spielen  ·  T aufnehmen  ·  D ziehen  ·  H Tipp  ·  F1 Regeln"),
    # --- the controls page and the rules help ------------------------------------------------
    "controls.stortok.take": ("Pick up the open card", "Offene Karte aufnehmen"),
    "controls.stortok.draw": ("Draw instead of leading", "Ziehen statt ausspielen"),
    "controls.stortok.play": ("Play the focused card / button", "Gewählte Karte / Taste"),
    "controls.stortok.mouse": ("Click a card or drag it to the middle",
                               "Karte anklicken oder in die Mitte ziehen"),
    "rules.stortok.free_trump": (
        "You need not follow suit: you may trump even when you hold a higher card of the "
        "suit.",
        "Es gibt keinen Farbzwang: Du darfst trumpfen, auch wenn du eine höhere Karte der "
        "Farbe hast."),
    "rules.stortok.follow_suit": (
        "Follow suit first (option on): if you can beat the open card with a higher card "
        "of its suit, you must do so; you may not trump it instead.",
        "Farbzwang (Option an): Kannst du die offene Karte mit einer höheren Karte ihrer "
        "Farbe stechen, musst du das tun; trumpfen darfst du dann nicht."),
    "rules.stortok.cap": (
        "The game is drawn if it lasts longer than {n} moves.",
        "Dauert das Spiel länger als {n} Züge, endet es unentschieden."),
    # --- the statistics' column headers ------------------------------------------------------
    "stats.last.stortok": ("Times Stortok", "Mal Stortok"),
    "stats.played.stortok": ("Games", "Spiele"),
    # --- the rows this game adds to a phone's page -------------------------------------------
    "phones.row.open_card": ("Open card", "Offene Karte"),
    "phones.row.no_open_card": ("No open card", "Keine offene Karte"),
    "phones.row.trumps": ("High trump {high} · low trump {low} · stock {stock}",
                          "Hoher Trumpf {high} · niedriger Trumpf {low} · Stapel {stock}"),
    # --- the lesson --------------------------------------------------------------------------
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
    # what the narrator says of this game's table
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
    "speech.stortok.fool": ("{name} is the Stortok.", "{name} ist der Stortok."),
    "speech.stortok.out_event": ("{name} is out, place {place}", "{name} ist raus, Platz {place}"),
    "speech.stortok.to_beat": ("Beat {card} with {cards}.", "Stich {card} mit {cards}."),
    "speech.stortok.beats_short": ("{name}, {card}", "{name}, {card}"),
    "speech.stortok.draws_short": ("{name} draws a card", "{name} zieht eine Karte"),
    "speech.stortok.deals_short": ("{name} deals, {card} turned up",
                                   "{name} gibt, {card} liegt offen"),
    "speech.stortok.trumps_short": ("High trumps {high}, low {low}.",
                                    "Hohe Trümpfe {high}, niedrige {low}."),
    "speech.stortok.beat_with_one": ("Beat {card} with {with_card}.",
                                     "Stich {card} mit {with_card}."),
    "speech.stortok.to_beat_n": ("{n} beat {card}.", "{n} stechen {card}."),
    "speech.stortok.nothing_beats": ("Nothing beats {card}, pick up{t}.",
                                     "Nichts sticht {card}, aufnehmen{t}."),
    "speech.stortok.you_lead": ("You lead.", "Du spielst aus."),
    "speech.stortok.trick_complete_short": ("Trick complete.", "Stich vollständig."),
    "speech.stortok.with_t": ("with T", "mit T"),
}

#: the rules' message key -> its German template (the same placeholders as the English)
MESSAGES_DE: dict[str, str] = {
    "stortok.hint": "spiel eine Karte, nimm auf oder zieh",
    "stortok.text_hint": "schreib 'play 9S', 'take' oder 'draw'",
    "stortok.beats": "{name} sticht {beaten} mit {card}",
    "stortok.leads": "{name} spielt {card} aus",
    "stortok.picks_up": "{name} nimmt {card} auf",
    "stortok.draws": "{name} zieht eine Karte, statt auszuspielen",
    "stortok.not_held": "Du hast {card} nicht auf der Hand",
    "stortok.must_follow": "Du hast ein höheres {suit:suit}, also musst du {card} mit der "
                           "Farbe stechen",
    "stortok.lower.high": "{card} ist niedriger als {open}: den hohen Trumpf sticht nur ein "
                          "höheres {suit:suit}",
    "stortok.lower.low": "{card} ist niedriger als {open}: den niedrigen Trumpf sticht ein "
                         "höheres {suit:suit} oder ein hoher Trumpf ({high:suit})",
    "stortok.lower.plain": "{card} ist niedriger als {open}: stich mit einem höheren "
                           "{suit:suit} oder einem Trumpf",
    "stortok.not_over_high": "{card} ist {kind} und kann den hohen Trumpf {open} nicht "
                             "stechen; nur ein höheres {suit:suit} kann das",
    "stortok.not_over_low": "{card} ist {kind} und kann den niedrigen Trumpf {open} nicht "
                            "stechen; spiel ein höheres {suit:suit} oder einen hohen Trumpf "
                            "({high:suit})",
    "stortok.unbeatable": "Nichts sticht {open}, den höchsten hohen Trumpf: nimm ihn auf",
    "stortok.kind.high": "ein hoher Trumpf",
    "stortok.kind.low": "ein niedriger Trumpf",
    "stortok.kind.plain": "eine Fehlkarte",
    "stortok.not_over_plain": "{card} kann {open} nicht stechen: spiel ein höheres "
                              "{suit:suit} oder einen Trumpf",
    "stortok.no_open_card": "Es liegt keine offene Karte: spiel eine Karte aus oder zieh",
    "stortok.no_open_card_lead": "Es liegt keine offene Karte: spiel eine Karte aus",
    "stortok.draw_in_beat": "Du musst {open} stechen oder aufnehmen; ziehen darf man nur "
                            "statt auszuspielen",
    "stortok.stock_empty": "Der Stapel ist leer: spiel eine Karte aus",
    "stortok.trick_complete": "Stich vollständig, {name} spielt aus",
    "stortok.out": "{name} ist raus ({place}.)",
    "stortok.fool": "{name} ist der Stortok",
    "stortok.capped": "Unentschieden (Sicherheitsgrenze)",
    "stortok.deals": "{name} gibt; {card} liegt offen: {suit:suit} ist hoher Trumpf",
}
