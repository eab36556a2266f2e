"""The English templates of Stortok's messages (keys ``stortok.…``), registered with
the game (:class:`~game.rules.base.GameInfo` ``messages``); the app renders the same
keys in other languages from its own templates."""

#: Message key -> English template (see :mod:`game.rules.messages` for the value kinds).
MESSAGES: dict[str, str] = {
    "stortok.hint": "play a card, pick up, or draw",
    "stortok.text_hint": "write 'play 9S', 'take' or 'draw'",
    "stortok.beats": "{name} beats {beaten} with {card}",
    "stortok.leads": "{name} leads {card}",
    "stortok.picks_up": "{name} picks up {card}",
    "stortok.draws": "{name} draws a card instead of leading",
    "stortok.not_held": "You do not hold {card}",
    "stortok.must_follow": "You hold a higher {suit:suit}, so you must beat {card} with the suit",
    "stortok.lower.high": "{card} is lower than {open}: beat the high trump with a higher "
                          "{suit:suit}",
    "stortok.lower.low": "{card} is lower than {open}: beat the low trump with a higher "
                         "{suit:suit} or a high trump ({high:suit})",
    "stortok.lower.plain": "{card} is lower than {open}: beat the plain card with a higher "
                           "{suit:suit} or a trump",
    "stortok.not_over_high": "{card} is a {kind} and cannot beat the high trump {open}; "
                             "only a higher {suit:suit} can",
    "stortok.not_over_low": "{card} is a {kind} and cannot beat the low trump {open}; play a "
                            "higher {suit:suit} or a high trump ({high:suit})",
    "stortok.not_over_plain": "{card} cannot beat {open}: play a higher {suit:suit} or a trump",
    "stortok.unbeatable": "Nothing beats {open}, the highest high trump: pick it up",
    "stortok.kind.high": "high trump",
    "stortok.kind.low": "low trump",
    "stortok.kind.plain": "plain card",
    "stortok.no_open_card": "There is no open card to pick up: lead a card, or draw",
    "stortok.no_open_card_lead": "There is no open card to pick up: lead a card",
    "stortok.draw_in_beat": "You must beat {open} or pick it up; drawing is only allowed "
                            "instead of leading",
    "stortok.stock_empty": "The stock is empty: lead a card",
    "stortok.trick_complete": "Trick complete, {name} leads",
    "stortok.out": "{name} is out ({place}.)",
    "stortok.fool": "{name} is the Stortok",
    "stortok.capped": "The game is drawn (safety cap)",
    "stortok.deals": "{name} deals; {card} is turned: {suit:suit}s are high trumps",
}
