"""The English templates of Zwicker's messages (keys ``zwicker.…``), registered with
the game (:class:`~game.rules.base.GameInfo` ``messages``); the app renders the same
keys in other languages from its own templates."""

#: Message key -> English template (see :mod:`game.rules.messages` for the value kinds).
MESSAGES: dict[str, str] = {
    "zwicker.hint": "capture, stack or trail",
    "zwicker.text_hint": "write e.g. 'capture KS: #0+#2 | #3', 'capture JK=13: #1', "
                         "'stack 3D on #1' or 'trail 5S'",
    "zwicker.groups_hint": "write the groups like '#0+#2 | #3'",
    "zwicker.not_a_card": "{text} is not a Zwicker card (write e.g. 10D, AS, QH or JK=7)",
    "zwicker.joker_value_missing": "Say what the joker is worth, e.g. 'trail JK=7' or "
                                   "'capture JK=13: #1'",
    "zwicker.joker_range": "A joker is worth 2 to 14, not {value}",
    "zwicker.fixed_value": "{card} is worth {value}; only a joker takes a declared value",
    "zwicker.not_held": "You do not hold {card}",
    "zwicker.must_capture": "{card} cannot be {verb}: you must capture, and {cards:list} can "
                            "capture",
    "zwicker.verb.stacked": "stacked",
    "zwicker.verb.laid": "laid down",
    "zwicker.stack_too_high": "{label} on {unit} would make {total}; a stack may be at most "
                              "{max}",
    "zwicker.stack_illegal": "That stack is not legal now",
    "zwicker.must_stack": "You can stack, so you may not lay down: {label} on {unit} makes "
                          "{total} (at most {max})",
    "zwicker.move_illegal": "That move is not legal now",
    "zwicker.capture_empty": "A capture must take at least one unit",
    "zwicker.named_twice": "#{index} is named twice: each unit can be taken only once",
    # {group} is the rules' unit numbers ("#0+#2"), never shown: a player sees cards
    "zwicker.wrong_sum": "{label} cannot take that: those cards make {total}, not {value}",
    "zwicker.extendable": "That capture can be extended: more cards on the table also make "
                          "{value}",
    "zwicker.capture_illegal": "That capture is not legal now",
    "zwicker.no_unit_empty": "There is no unit #{index}: the table is empty",
    "zwicker.no_unit": "There is no unit #{index} on the table (units #0..#{last})",
    "zwicker.takes": "{name} takes {units:units} with {card}",
    "zwicker.joker_takes": "{name} plays the joker as {value} and takes {units:units}",
    "zwicker.takes_zwick": "{name} takes {units:units} with {card} and clears the table: Zwick!",
    "zwicker.joker_takes_zwick": "{name} plays the joker as {value} and takes {units:units} and "
                                 "clears the table: Zwick!",
    "zwicker.stacks": "{name} stacks {card} on {unit} ({total})",
    "zwicker.joker_stacks": "{name} stacks the joker as {value} on {unit} ({total})",
    "zwicker.trails": "{name} lays down {card}",
    "zwicker.joker_trails": "{name} lays down the joker as {value}",
    # the events carry no counts yet: a short last deal (16 cards, 8 seats) gives 2 each
    # and a lesson may lay out 6, so these say no number they do not know
    "zwicker.deals": "{name} deals and lays {table} cards out on the table",
    "zwicker.dealt_again": "New cards: {each} each ({left} left in the stock)",
    "zwicker.joker_returned": "A joker turned up for the table goes under the stock",
    "zwicker.leftovers": "{name} gets the {count} cards left on the table",
    "zwicker.leftovers_nobody": "Nobody captured: the cards stay on the table",
    "zwicker.game_over": "Game over",
}
