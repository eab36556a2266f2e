"""What a local human's turn says (:class:`TurnWords`), and the words shared by the
narrator's sentences: clauses, key hints said once, screen words said otherwise."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.app import i18n
from game.app.kit.cards_view import CardSprite
from game.app.kit.widgets import Button
from game.app.speech.game_speech import GameSpeech, SpokenPolicy
from game.app.speech.screen import may_read_hand, widget_text
from game.app.speech.spoken import card_name, cards_list, parse_cards, speakable
from game.rules import Card

if TYPE_CHECKING:
    from game.app.table.scene import TableScene

#: more new cards than this at a turn's start (a new deal of a whole hand) are not listed
NEW_CARDS = 6
#: a focus as said, and whether the card may be played now (None: not a card)
Focus = tuple[str, bool | None]


class TurnWords:
    """The turn sentence of a local human, and what turns said once at this table
    (standing facts, key hints). ``short``: whether the verbosity is "short"."""

    def __init__(self, short: Callable[[], bool]) -> None:
        self._short = short
        self._said_once: dict[str, str] = {}
        self._hands: dict[tuple[int, int], Counter[str]] = {}
        #: the history's length at the last turn
        self.history_at_turn = 0

    def new_table(self) -> None:
        self._said_once.clear()
        self._hands.clear()

    def once(self, key: str, text: str) -> str:
        """``text`` the first time ``key`` says it (or says something else) at this
        table, else "" — always ``text`` at the "full" verbosity."""
        if not self._short():
            return text
        if self._said_once.get(key) == text:
            return ""
        self._said_once[key] = text
        return text

    def hints_once(self, text: str) -> str:
        """``text`` with its key hints (:func:`hint`) said only the first time."""
        return _HINT.sub(lambda m: self.once("hint." + m.group(1), m.group(2)), text)

    def sentence(self, table: TableScene, speech: GameSpeech, focus: Focus | None,
                 history: Sequence[str]) -> str:
        """The turn sentence: the turn's parts, the card Enter plays unless it was named
        (short), the new cards since the last turn, the focus as such (full)."""
        short = self._short()
        # the key hints said once are settled now, so a clause joins what is said
        parts = [self.hints_once(p) for p in self.parts(table, speech)]
        enter: Card | None = None        # short: the card Enter plays, said as such
        tail = ""                        # the focus as said, after the new cards
        if focus is not None:
            focused = table.input.focused()
            card = focused.card if isinstance(focused, CardSprite) else None
            # short: the card Enter plays; what it may do the turn has said
            named = card_name(card) if isinstance(card, Card) else ""
            said = speakable(" ".join(parts))
            if short and not speech.enter_plays_focus:
                pass                     # Enter does not play the focused card here
            elif short and focus[1] is None and focus[0].lower() in said.lower():
                pass                     # short: a button the turn named ("pick up")
            elif not (short and focus[1]):  # full, or a card not playable now
                tail = i18n.tr("speech.enter_plays", card=named) \
                    if focus[1] and speech.enter_plays_focus and named else \
                    i18n.tr("speech.focus_on", focus=focus[0])
            elif named not in said and isinstance(card, Card):
                enter = card
                clause(parts, i18n.tr("speech.enter_plays", card=named))
        seat = table.model.state.current_player
        new = self.new_cards(table, seat, history, leave_out=enter) if seat is not None \
            else ""
        if new and short:                # one sentence: a comma hardly pauses
            clause(parts, new)
        else:
            parts.append(new)
        parts.append(tail)
        text = " ".join(p for p in parts if p)
        return text[:-1] + "." if text.endswith(",") else text   # "Your turn," alone

    def parts(self, table: TableScene, speech: GameSpeech) -> list[str]:
        """The start of a turn's sentence. Full: "Your turn, Alex", the whole situation
        and the hint. Short: "Your turn," (the name only with several humans here) and in
        the same sentence the standing facts that changed since they were last said, what
        changed and what to do (the game's ``turn_short``)."""
        state = table.model.state
        seat = state.current_player
        name = state.player_name(seat) if seat is not None else ""
        readable = may_read_hand(table)
        if not self._short():
            parts = [i18n.tr("speech.your_turn", name=name), speech.situation(table)]
            if readable:
                parts.append(speech.turn_hint(table))
            return parts
        several = len(table.driver.local_humans) > 1
        parts = [i18n.tr("speech.your_turn", name=name) if several
                 else i18n.tr("speech.your_turn_short")]
        parts += [self.once(f"standing.{key}", text)
                  for key, text in speech.standing(table).items()]
        parts.append(speech.turn_short(table, readable))
        return parts

    def new_cards(self, table: TableScene, seat: int, history: Sequence[str],
                  leave_out: Card | None = None) -> str:
        """The cards that came into the seat's hand since its last turn (drawn, picked
        up, dealt), when at most :data:`NEW_CARDS` came and the hand may be read; not
        those the events since then named (short), nor ``leave_out``, the card the turn
        names as the one Enter plays (short: a clause, "new eight of hearts.")."""
        if not may_read_hand(table):
            return ""
        hand = Counter(c.text for c in table.model.state.hand(seat))
        before = self._hands.get((id(table), seat))
        self._hands[(id(table), seat)] = hand
        if before is None:
            return ""
        added = hand - before
        if self._short():               # what the events named (a pick-up) was heard
            added -= Counter(c.text for text in list(history)[self.history_at_turn:]
                             for c in parse_cards(speakable(text)))
        self.history_at_turn = len(history)
        if leave_out is not None:
            added -= Counter([leave_out.text])
        if not added or sum(added.values()) > NEW_CARDS:
            return ""
        cards = sorted((Card.parse(t) for t in added.elements()), key=table.presenter.hand_sort_key)
        return i18n.tr("speech.new_cards_short" if self._short() else "speech.new_cards",
                       cards=cards_list(cards))


def focus_text(table: TableScene, speech: GameSpeech) -> Focus | None:
    """The focused item as spoken and whether it may be played (None for a button):
    only while the keyboard focus is shown and the hand may be read."""
    if not table.input.keyboard_focus or not may_read_hand(table):
        return None
    item = table.input.focused()
    if item is None:
        return None
    found = speech.focus(table, item)
    if found is not None:
        return found
    card = item.card if isinstance(item, CardSprite) else None
    if isinstance(card, Card):
        legal = card in table.input.legal_cards()
        word = i18n.tr("speech.playable" if legal else "speech.not_now")
        return f"{card_name(card)}, {word}", legal
    return (widget_text(item), None) if isinstance(item, Button) else None


def moves_named(table: TableScene, spoken: str) -> set[str]:
    """The cards the player may play now that ``spoken`` names."""
    legal = {c.text for c in table.input.legal_cards()}
    return {c.text for c in parse_cards(spoken)} & legal


def clause(parts: list[str], text: str) -> None:
    """Append ``text`` to the sentence ``parts`` end as a clause of it: the last part's
    full stop becomes a comma (a comma hardly pauses, a full stop does)."""
    for index in range(len(parts) - 1, -1, -1):
        if parts[index]:
            if parts[index].endswith("."):
                parts[index] = parts[index][:-1] + ","
            break
    parts.append(text)


def sentence(text: str) -> str:
    """``text`` ending as a sentence ends (a full stop unless it has an end), so what
    follows it is heard as a sentence of its own."""
    text = text.rstrip()
    return text if not text or text[-1] in ".!?" else text + "."


def coach_text(policy: SpokenPolicy) -> str:
    """A lesson coach's panel as spoken, without screen words (empty for other
    policies)."""
    return said_instead(policy.spoken_panel())


def key_named(table: TableScene, text: str) -> str:
    """A coach's sentence with "press its number key" naming the key of the card named
    just before it, where the hand shows one ("play your jack of spades (press 3)")."""
    from game.app.texts.speech import KEY_NAMED
    for phrase, with_key in KEY_NAMED:
        at = text.find(phrase)
        if at < 0:
            continue
        named = parse_cards(speakable(text[:at]))
        keys = {sprite.card.text: label for sprite, label in table.input.number_badges()
                if isinstance(sprite.card, Card)}
        if named and named[-1].text in keys:
            text = text.replace(phrase, with_key.format(key=keys[named[-1].text]))
    return text


def said_instead(text: str, speech: GameSpeech | None = None) -> str:
    """A sentence of the screen as it is said: without screen words ("press its number"
    for "click it", "the playable cards" for "the gold cards") and, with a game's
    ``speech``, its own shown-and-said pairs (Zwicker's "K 14" said "king 14")."""
    from game.app.texts.speech import SAID_INSTEAD
    pairs = SAID_INSTEAD
    if speech is not None:
        pairs += speech.said_instead
    for shown, said in pairs:
        text = text.replace(shown, said)
    return text


def hint(key: str, text: str) -> str:
    """``text``, a key hint ("Tab for the next") the narrator says only the first time in
    a game at the "short" verbosity (:meth:`TurnWords.once`). Marked in the sentence, so a
    focus compares equal however often it is read."""
    return f"\x02{key}\x03{text}\x04"


_HINT = re.compile("\x02([^\x03]*)\x03([^\x04]*)\x04")

