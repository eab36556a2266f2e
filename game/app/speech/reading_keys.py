"""What the reading keys say at a table: F3 the hand (and each card's key), F7 the cards
each seat holds, F8 the keys (F4 and F5 are the game's own words, F6 the history)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import i18n
from game.app.speech.game_speech import GameSpeech, SpokenGame
from game.app.speech.screen import may_read_hand
from game.app.speech.spoken import card_name
from game.rules import Card

if TYPE_CHECKING:
    from game.app.table.scene import TableScene

#: the key that switches speech on and off, anywhere
KEY_TOGGLE = pygame.K_F2
#: the keys that silence speech
KEYS_STOP = (pygame.K_LCTRL, pygame.K_RCTRL)
#: keys that never interrupt speech on their own (held for another key)
MODIFIERS = (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI,
             pygame.K_RGUI, pygame.K_MODE, pygame.K_NUMLOCKCLEAR, pygame.K_CAPSLOCK)
READ_KEYS = {pygame.K_F3: "hand", pygame.K_F4: "table", pygame.K_F5: "scores",
             pygame.K_F6: "again", pygame.K_F7: "counts", pygame.K_F8: "keys"}


def keys_text(game: SpokenGame | None) -> str:
    """F8: the speech keys and, at a table, the game's own keys (its controls)."""
    text = i18n.tr("speech.keys")
    if game is None:
        return text

    def named(keys: str) -> str:       # a key's name in this language, if it has one
        found = i18n.tr(f"controls.name.{keys}")
        return keys if found == f"controls.name.{keys}" else found

    from game.app.shell.controls import SPEECH_ROWS
    speech_keys = {key for _pad, _keys, key in SPEECH_ROWS}    # said just before
    rows = [f"{i18n.tr(key)} {named(keys)}" for _pad, keys, key in game.controls
            if keys and key not in speech_keys]
    return f"{text}. " + i18n.tr("speech.game_keys", keys=", ".join(rows)) if rows else text


def hand_text(table: TableScene, speech: GameSpeech, keys_in_use: bool) -> str:
    """F3: the hand shown, sorted as on screen — or why it is not read."""
    if not may_read_hand(table):
        return i18n.tr("speech.hand_private")
    seat = table.model.perspective if table.model.perspective is not None else table.model.bottom
    return " ".join(p for p in (speech.hand(table, seat), card_keys(table, keys_in_use))
                    if p)


def card_keys(table: TableScene, keys_in_use: bool) -> str:
    """While the keyboard is in use at the player's turn (the number badges are
    shown): each card's key — "Keys 1 to 6, in this order." where the keys count the
    cards from the left, else the key of each card whose name does not say it
    ("Keys: 1 ace of spades, 0 ten of spades")."""
    if not keys_in_use or not table.human_to_act():
        return ""
    badges = [(sprite.card, label) for sprite, label in table.input.number_badges()
              if isinstance(sprite.card, Card)]
    if not badges:
        return ""
    if [label for _card, label in badges] == [str(n) for n in range(1, len(badges) + 1)]:
        more = len(table.hands.perspective_hand()) > len(badges)
        if len(badges) == 1:            # one card: its key, not a range "1 to 1"
            return i18n.tr("speech.key_one", card=card_name(badges[0][0]))
        return i18n.tr("speech.keys_first" if more else "speech.keys_in_order",
                       last=len(badges))
    said = [(card, label) for card, label in badges
            if label.lower() not in card_name(card).lower().split()
            and not (label.isdigit() and card.rank == int(label))]
    if not said:
        return ""
    return i18n.tr("speech.keys_each", list=", ".join(f"{label} {card_name(card)}"
                                                     for card, label in said))


def counts_text(table: TableScene) -> str:
    """F7: the cards each seat holds, and the stock."""
    state = table.model.state
    parts = []
    for seat in range(state.players):
        n = len(state.hand(seat))
        parts.append(i18n.tr("speech.count1" if n == 1 else "speech.count",
                             name=state.player_name(seat), n=n))
    stock = i18n.tr("speech.stock", n=state.stock_size)
    return ", ".join(parts) + ". " + stock
