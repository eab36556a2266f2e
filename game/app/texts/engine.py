"""German for the rules engine's shared message keys (the English lives in
``game/rules/messages.py``, beside the code that produces the keys) and the German words
that fill message values. A game's own message keys have their German in the game's
texts module (``game/app/games/<game>/texts.py``, ``MESSAGES_DE``)."""

from __future__ import annotations

from game.rules.messages import Words

TEXTS: dict[str, tuple[str, str]] = {}

WORDS_DE = Words(
    conjunction="und",
    nothing="nichts",
    suits={"S": "Pik", "H": "Herz", "D": "Karo", "C": "Kreuz", "O": "Kreis", "T": "Stern"},
    stack="den Haufen {cards} ({value})",   # a built stack; the stock is "Stapel"
)

DE: dict[str, str] = {
    # --- any game ---------------------------------------------------------------------
    "game.over": "Das Spiel ist vorbei",
    "game.not_a_move": "{what} ist kein Zug in {game} ({hint})",
    "game.unreadable": "{text} ist nicht lesbar: {hint}",
    "game.too_long": "Dieser Text ist zu lang für einen Zug ({length} Zeichen)",
    "game.not_a_card": "{text} ist keine Karte (schreib z. B. 10D, AS, QH oder JK)",
    "game.not_your_view": "Nur wer am Zug ist, hat erlaubte Züge",
}
