"""The English templates of Toff-Poker's messages (keys ``toffpoker.…``), registered with
the game (:class:`~game.rules.base.GameInfo` ``messages``); the app renders the same
keys in other languages from its own templates."""

#: Message key -> English template (see :mod:`game.rules.messages` for the value kinds).
MESSAGES: dict[str, str] = {
    "toffpoker.hint": "select five cards, bid cards from your pool, or pass",
    "toffpoker.text_hint": "write 'select KS QS 9S 2S AS', 'bid 9S 2S' or 'pass'",
    "toffpoker.chosen_already_open": "The cards of this pass are chosen already: put at "
                                     "least one card from your pool into your bid",
    "toffpoker.chosen_already_raise": "The cards of this pass are chosen already: raise with "
                                      "cards from your pool, or pass",
    "toffpoker.name_five": "Name the five cards you choose, e.g. 'select KS QS 9S 2S AS'",
    "toffpoker.exactly_five": "You must choose exactly {size} cards, not {count}",
    "toffpoker.select_first": "First choose your {size} cards: bidding starts when all "
                              "choices are revealed",
    "toffpoker.bid_empty": "You must put at least one card into your bid",
    "toffpoker.no_pass_select": "You cannot pass now: choose exactly {size} cards",
    "toffpoker.no_pass_open": "You cannot pass in the opening circuit: put in at least one card",
    "toffpoker.named_twice": "{card} is named twice",
    "toffpoker.not_in_hand": "{card} is not in your hand",
    "toffpoker.not_in_pool": "{card} is not in your pool",
    "toffpoker.order": "Write the cards in descending order of value, e.g. 'bid KS 9S AS'",
    "toffpoker.chooses": "{name} chooses five cards",
    "toffpoker.raises": "{name} raises by {cards:list} (total {total})",
    "toffpoker.opens": "{name} opens with {cards:list} ({value})",
    "toffpoker.bids": "{name} bids {cards:list} ({value})",
    "toffpoker.passes": "{name} passes",
    "toffpoker.round": "Round {round}: {name} deals, {forehand} selects first",
    "toffpoker.revealed": "Pass {number}: the choices are revealed",
    "toffpoker.trick_won": "{name} wins the trick with {total}",
    "toffpoker.trick_forfeited": "Tie at {total}: the trick is forfeited",
    "toffpoker.pass_ended": "Pass {number} is over",
    "toffpoker.last_trick_won": "Last trick: {name} wins with {total}",
    "toffpoker.last_trick_forfeited": "Last trick: tie at {total}, forfeited",
    "toffpoker.game_over": "Game over: {names:list} won",
}
