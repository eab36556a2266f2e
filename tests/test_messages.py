"""Message keys: every key an engine can produce has an English and a German text, and
no rendered text keeps an unfilled placeholder."""

from __future__ import annotations

import random
import re
import string

import pytest
from support.garbage import GARBAGE

from game.app import i18n
from game.app.games import REGISTRY
from game.rules import GAMES, IllegalMove, new_game
from game.rules.cards import card, cards
from game.rules.messages import ENGLISH, Message
from game.rules.stortok import LEAD, TAKE, Stortok
from game.rules.toffpoker import Bid, Select
from game.rules.zwicker import Capture, Zwicker

PLACEHOLDER = re.compile(r"\{[^}]*\}")


def placeholders(template: str) -> set[str]:
    return {name.split(".")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


def test_english_and_german_have_the_same_keys_and_placeholders() -> None:
    assert REGISTRY, "the registry of games joins each game's German into the app's"
    assert set(ENGLISH) == set(i18n.ENGINE_DE)
    for key, english in ENGLISH.items():
        assert placeholders(english) == placeholders(i18n.ENGINE_DE[key]), key


def collect(state, found: list[Message]) -> None:
    """Messages of a random game: descriptions, events and refusals at every step."""
    rng = random.Random(state.players)
    found.extend(e.message(state.names) for e in state.opening_events(None))
    while not state.is_over:
        legal = state.legal_actions()
        action = legal[int(rng.random() * len(legal))]
        found.append(state.describe(action))
        for bad in GARBAGE[:12] + ["take", "draw", "pass", "play AS", "bid KS", "trail 5S",
                                   "select KS QS JS 10S 9S", "stack 3D on #9",
                                   "capture KS: #0"]:
            try:
                state.clone().apply(bad)
            except IllegalMove as refusal:
                found.append(refusal.message)
        for event in state.apply(action):
            found.append(event.message(state.names))


def refusal(state, action) -> Message:
    with pytest.raises(IllegalMove) as refused:
        state.apply(action)
    return refused.value.message


def every_refusal_branch() -> list[Message]:
    """The refusals random games rarely reach, set up on purpose."""
    out = []
    lead = Stortok.arranged(["6H 7H", "8H 9H", "10H JH"], "8S", turn=0, phase=LEAD)
    out += [refusal(lead, TAKE), refusal(lead, "draw")]
    follow = Stortok.arranged(["9C 9S", "8H"], "8S", turn=0, trick="7C",
                              options={"must_follow_suit_first": True})
    out += [refusal(follow, "play 9S"), refusal(follow, "play 6D")]
    for open_card, beater in (("JS", "10S"), ("JS", "AC"), ("9C", "8C"), ("9C", "AD"),
                              ("7H", "6H"), ("7H", "AD")):
        state = Stortok.arranged([beater, "8H"], "8S", turn=0, trick=open_card)
        out.append(refusal(state, f"play {beater}"))
    zw = Zwicker.arranged(["3D 6C 10S JK", "5S"], "AC 9H", turn=0)
    out += [refusal(zw, "stack 3D on #5"), refusal(zw, "capture JK=9: #1+#0"),
            refusal(zw, "capture JK=20: #1"), refusal(zw, "trail 3D"),
            refusal(zw, "capture JK=9: #1 | #1")]
    stack = Zwicker.arranged(["3D 6C 10S", "5S"], "AC 9H", turn=0)
    out += [refusal(stack, "stack 6C on #0"), refusal(stack, "trail 10S"),
            refusal(stack, "stack 5S on #0")]
    empty = Zwicker.arranged(["3D", "5S"], "", turn=0)
    out.append(refusal(empty, "stack 3D on #0"))
    for text in ("trail JK", "trail 5S=7", "capture QQ: #0", "capture KS: #0+x",
                 "trail JK=99"):
        out.append(refusal(stack, text))
    toff = new_game("toffpoker", 3, seed=1)
    mine = toff.suit(toff.current_player)
    other = "S" if mine != "S" else "H"
    five = " ".join(f"{r}{other}" for r in ["K", "Q", "J", "10", "9"])
    out += [refusal(toff, "bid KS"), refusal(toff, "pass"), refusal(toff, "select ?"),
            refusal(toff, f"select K{mine} Q{mine}"), refusal(toff, f"select {five}"),
            refusal(toff, "bid QQ")]
    out.append(refusal(toff, Select(tuple(cards(f"9{mine} K{mine} Q{mine} J{mine} 10{mine}")))))
    toff.apply(f"select K{mine} Q{mine} J{mine} 10{mine} 9{mine}")
    out.append(refusal(toff.view((toff.current_player + 1) % 3), "pass"))
    while toff.current_player is not None and toff.phase == "select":
        toff.apply(toff.legal_actions()[0])
    out.append(refusal(toff, Bid(())))
    tie = Zwicker.arranged(["KS", "5S"], "9C 5H 3D 2S", turn=0)
    out += [refusal(tie, "capture KS: #0+#1 | #2+#3"), refusal(tie, Capture(card("KS"), 14, 0, ())),
            refusal(tie, "capture KS: #0+#2")]
    over = new_game("stortok", 2, seed=1, options={"max_actions": 3})
    while not over.is_over:
        collected = over.apply(over.legal_actions()[0])
    out += [e.message(over.names) for e in collected if e.message(over.names)]
    out += [refusal(over, "take"), refusal(over, "x" * 500)]
    joker = Zwicker.arranged(["JK", "5S"], "QH QC", turn=0)
    out.append(joker.describe(joker.action_from_text("stack JK=2 on #0")))
    return out


@pytest.fixture(scope="module")
def produced() -> list[Message]:
    found: list[Message] = []
    for name, info in sorted(GAMES.items()):
        for players in (info.min_players, info.max_players):
            collect(new_game(name, players, seed=players), found)
    found.extend(every_refusal_branch())
    found.extend(state_message for state_message in [
        new_game("zwicker", 2, deck=cards("2S 3S 4S 5S") + [card("JK")]
                 + [c for c in Zwicker.arranged(["", ""], "", turn=None).outside
                    if c.text not in ("2S", "3S", "4S", "5S") and not c.is_joker]
                 + cards("JK JK JK JK JK")).opening_events(None)[1].message(["A", "B"])])
    return list(flatten(m for m in found if m is not None))


def flatten(messages):
    """The messages and every message nested in their values."""
    for message in messages:
        yield message
        yield from flatten(v for v in message.values.values() if isinstance(v, Message))


def test_every_produced_key_has_both_texts_and_no_unfilled_placeholder(produced) -> None:
    keys = {m.key for m in produced}
    assert len(keys) > 60                      # the walk reaches most of the keys
    missing = keys - set(ENGLISH)
    assert not missing
    for language in ("en", "de"):
        i18n.set_language(language)
        try:
            for message in produced:
                rendered = i18n.text(message)
                assert rendered and not PLACEHOLDER.search(rendered), (language, message)
                assert message.key not in rendered
        finally:
            i18n.set_language("en")


def test_german_renders_nested_words() -> None:
    zw = Zwicker.arranged(["3D 6C 10S JK", "5S"], "AC 9H", turn=0)
    message = refusal(zw, "trail 3D")
    i18n.set_language("de")
    try:
        assert i18n.text(message) == "3D kann nicht abgelegt werden: du musst nehmen, und JK " \
                                     "kann nehmen"
    finally:
        i18n.set_language("en")
    assert str(message) == "3D cannot be laid down: you must capture, and JK can capture"


def test_a_games_texts_may_not_redefine_a_key_and_a_refusal_adds_nothing() -> None:
    """The registry joins each game's texts into the app's; a key already there with
    other words is refused whole, and joining the same texts again is harmless."""
    stortok = REGISTRY["stortok"].texts
    before, german_before = dict(i18n.TEXTS), dict(i18n.ENGINE_DE)
    i18n.add_game_texts(stortok)
    assert before == i18n.TEXTS and german_before == i18n.ENGINE_DE
    clash = i18n.GameTexts(app={"fresh.key": ("New", "Neu"), "menu.quit": ("Leave", "Weg")},
                           messages_de={"fresh.message": "Neu"})
    with pytest.raises(ValueError, match="menu.quit"):
        i18n.add_game_texts(clash)
    assert before == i18n.TEXTS and german_before == i18n.ENGINE_DE
    german_clash = i18n.GameTexts(messages_de={"stortok.leads": "{name} legt {card}"})
    with pytest.raises(ValueError, match="stortok.leads"):
        i18n.add_game_texts(german_clash)
    assert german_before == i18n.ENGINE_DE
