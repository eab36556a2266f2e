"""German for the rules engine's message keys (the English lives in
``game/rules/messages.py``, beside the code that produces the keys)."""

from __future__ import annotations

from game.rules.messages import Words

TEXTS: dict[str, tuple[str, str]] = {}

WORDS_DE = Words(
    conjunction="und",
    nothing="nichts",
    suits={"S": "Pik", "H": "Herz", "D": "Karo", "C": "Kreuz", "O": "Kreis", "T": "Stern"},
    stack="den Stapel {cards} ({value})",
)

DE: dict[str, str] = {
    # --- any game ---------------------------------------------------------------------
    "game.over": "Das Spiel ist vorbei",
    "game.not_a_move": "{what} ist kein Zug in {game} ({hint})",
    "game.unreadable": "{text} ist nicht lesbar: {hint}",
    "game.too_long": "Dieser Text ist zu lang für einen Zug ({length} Zeichen)",
    "game.not_a_card": "{text} ist keine Karte (schreib z. B. 10D, AS, QH oder JK)",
    "game.not_your_view": "Nur wer am Zug ist, hat erlaubte Züge",
    # --- Stortok ------------------------------------------------------------------------
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
    # --- Zwicker ------------------------------------------------------------------------
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
    "zwicker.stack_too_high": "{label} auf {unit} ergäbe {total}; ein Stapel darf höchstens "
                              "{max} sein",
    "zwicker.stack_illegal": "Dieser Stapel ist jetzt nicht erlaubt",
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
    # --- Toff-Poker ---------------------------------------------------------------------
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
