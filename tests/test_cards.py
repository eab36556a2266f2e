"""The card model: text, decks and the replay-safe shuffle."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules.cards import (
    JOKER,
    UNKNOWN,
    Card,
    card,
    cards,
    cards_text,
    deck36,
    full_suit,
    pack52,
    shuffle,
    shuffled,
)
from game.rules.zwicker import two_packs, zwicker_pack

ALL_TEXTS = [c.text for c in pack52()] + ["JK"] + [c.text for s in "OT" for c in full_suit(s)]


@pytest.mark.parametrize("text", ALL_TEXTS)
def test_text_round_trips(text):
    assert str(card(text)) == text
    assert card(text.lower()) is card(text)


def test_ranks_and_suits():
    assert (card("10D").rank, card("10D").suit) == (10, "D")
    assert (card("AS").rank, card("JC").rank, card("QH").rank, card("KD").rank) == (14, 11, 12, 13)
    assert JOKER.is_joker and str(JOKER) == "JK" and not card("AS").is_joker
    assert UNKNOWN.is_unknown and card("AS").colour == "black" and card("AH").colour == "red"


@pytest.mark.parametrize("bad", ["", "1S", "11H", "AX", "JKR", "10", "S"])
def test_bad_text_is_refused_with_a_readable_message(bad):
    with pytest.raises(ValueError, match="is not a card"):
        card(bad)


def test_cards_are_interned_and_immutable():
    assert card("7S") is Card.parse(" 7s ")
    with pytest.raises(AttributeError):
        card("7S").rank = 8


def test_deck_builders():
    assert len(deck36()) == 36 and len(set(deck36())) == 36
    assert {c.rank for c in deck36()} == set(range(6, 15))
    assert len(pack52()) == 52 and len(set(pack52())) == 52
    assert len(zwicker_pack()) == 58 and zwicker_pack().count(JOKER) == 6
    assert len(two_packs()) == 116 and two_packs().count(card("10D")) == 2
    assert cards_text(full_suit("O")) == "2O 3O 4O 5O 6O 7O 8O 9O 10O JO QO KO AO"
    assert cards("10D AS JK") == [card("10D"), card("AS"), JOKER]


def test_shuffle_is_fisher_yates_on_random():
    # Worked by hand from random.Random(1).random(): .134 .847 .764 .255 .495 —
    # fixed forever, since saved games and replays depend on it.
    assert cards_text(shuffled(deck36()[:6], random.Random(1))) == "7S 8S JS 9S 10S 6S"


@given(st.integers(0, 2**32), st.integers(0, 60))
def test_shuffle_is_a_permutation_and_seed_deterministic(seed, size):
    items = list(range(size))
    once = shuffle(list(items), random.Random(seed))
    assert sorted(once) == items
    assert shuffle(list(items), random.Random(seed)) == once
