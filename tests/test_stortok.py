"""Stortok: the public scenarios of docs/rules/reference.md §1 and our own edge cases."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules import IllegalMove, Match, card, cards, new_game
from game.rules.cards import deck36
from game.rules.stortok import (
    BEAT,
    DRAW,
    LEAD,
    TAKE,
    CardDrawn,
    GameOver,
    PickedUp,
    Play,
    PlayerOut,
    Stortok,
    TrickComplete,
    beats,
)

A, B, C, D = range(4)


def deal_deck(players: int, dealer: int, hands: list[str], turned: str,
              stock: str = "") -> list:
    """A deck (top first) that deals ``hands`` one card at a time from forehand,
    turns ``turned`` and puts ``stock`` on top of the rest of the stock."""
    hand_cards = [cards(h) for h in hands]
    order = []
    for rnd in range(5):
        for i in range(players):
            order.append(hand_cards[(dealer + 1 + i) % players][rnd])
    order.append(card(turned))
    order += cards(stock)
    order += [c for c in deck36() if c not in order]
    return order


def play(state: Stortok, *texts: str) -> list:
    events = []
    for text in texts:
        events += state.apply(text)
    return events


def plays(state: Stortok) -> set[str]:
    return {a.card.text for a in state.legal_actions() if isinstance(a, Play)}


SPADES = {c.text for c in deck36() if c.suit == "S"}


# --- public scenarios (turned card 8S: spades high trump, clubs low trump) ----------

def test_scenario_1_plain_beats_of_a_low_trump():
    beaters = {c.text for c in deck36() if beats(c, card("9C"), "S")}
    assert beaters == {"10C", "JC", "QC", "KC", "AC"} | SPADES
    state = Stortok.arranged(["10C 6C 8C AS AH", "7D"], "8S", turn=A, trick="9C",
                             trick_seats=(B,))
    assert plays(state) == {"10C", "AS"}
    with pytest.raises(IllegalMove) as refused:
        state.apply("play 6C")
    assert refused.value.reason == (
        "6C is lower than 9C: beat the low trump with a higher club or a high trump (spade)")
    with pytest.raises(IllegalMove):
        state.apply("play AH")


def test_scenario_2_only_higher_spades_beat_the_high_trump():
    beaters = {c.text for c in deck36() if beats(c, card("JS"), "S")}
    assert beaters == {"QS", "KS", "AS"}
    state = Stortok.arranged(["AC QS 6S", "7D"], "8S", turn=A, trick="JS", trick_seats=(B,))
    assert plays(state) == {"QS"}
    with pytest.raises(IllegalMove) as refused:
        state.apply("play AC")
    assert refused.value.reason == (
        "AC is a low trump and cannot beat the high trump JS; only a higher spade can")


def test_scenario_3_plain_card_beaten_by_suit_or_any_trump():
    beaters = {c.text for c in deck36() if beats(c, card("7H"), "S")}
    hearts = {"8H", "9H", "10H", "JH", "QH", "KH", "AH"}
    clubs = {c.text for c in deck36() if c.suit == "C"}
    assert beaters == hearts | clubs | SPADES
    assert "AD" not in beaters
    state = Stortok.arranged(["KH 6C AD", "7D", "8D"], "8S", turn=A, trick="7H",
                             trick_seats=(C,))
    assert plays(state) == {"KH", "6C"}
    state.apply("play 6C")  # no duty to follow suit
    assert state.open_card == card("6C")
    assert state.current_player == B and state.phase == BEAT


def test_scenario_4_turned_ace_of_high_trumps_must_be_picked_up():
    deck = deal_deck(3, dealer=C, hands=["6S 7S 9S 10S JS", "6C 7C 8C 9C 10C",
                                        "6D 7D 8D 9D 10D"], turned="AH")
    state = new_game("stortok", 3, deck=deck, dealer=C)
    assert state.high_trump == "H" and state.low_trump == "D"
    assert state.current_player == A and state.phase == BEAT
    assert list(state.legal_actions()) == [TAKE]
    events = state.apply(TAKE)
    assert events == [PickedUp(A, card("AH"), ())]
    assert card("AH") in state.hand(A)
    assert state.current_player == B and state.phase == LEAD
    assert DRAW in state.legal_actions()


def test_scenario_5_pick_up_takes_only_the_open_card():
    deck = deal_deck(4, dealer=C, hands=["6D 7S 9S 10S JS", "KD 7C 8C 9C 10C",
                                        "6H 7H 8H 9H 10H", "6C QS KS AS QC"], turned="8S")
    state = new_game("stortok", 4, deck=deck, dealer=C)
    play(state, "take")                  # D picks up the turned card; A leads
    assert state.current_player == A and state.phase == LEAD
    play(state, "play 6D", "play KD")
    before = state.hand(C)
    stock = state.stock_size
    events = play(state, "take")
    assert sorted(state.hand(C)) == sorted(before + (card("KD"),))
    assert state.stock_size == stock     # picking up draws nothing
    assert events[0].dead == (card("6D"),)
    assert card("6D") in state.dead
    assert state.current_player == D and state.phase == LEAD


def test_scenario_6_trick_complete_when_everyone_has_beaten():
    deck = deal_deck(3, dealer=C, hands=["9S 6C 6D 6H 7C", "10S 7D 7H 8C 8D",
                                        "QS 8H 9C 9D 9H"], turned="8S")
    state = new_game("stortok", 3, deck=deck, dealer=C)
    events = play(state, "play 9S", "play 10S", "play QS")
    assert TrickComplete(cards_tuple("8S 9S 10S QS"), C) in events
    assert state.current_player == C and state.phase == LEAD
    assert state.open_card is None
    assert {a.card.text for a in state.legal_actions() if isinstance(a, Play)} == {
        c.text for c in state.hand(C)}


def test_scenario_7_play_and_draw_keeps_the_hand_size():
    state = Stortok.arranged(["6C 7C 8C 9C 10C JD", "7D"], "8S", turn=A, trick="6H",
                             trick_seats=(B,), stock="AD KD")
    state.apply("play 6C")
    assert len(state.hand(A)) == 6
    assert card("AD") in state.hand(A)


def cards_tuple(text: str) -> tuple:
    return tuple(cards(text))


# --- our own edge cases --------------------------------------------------------------

def test_two_players_deal_and_stock():
    state = new_game("stortok", 2, seed=1)
    assert [len(state.hand(s)) for s in range(2)] == [5, 5]
    assert state.stock_size == 25


@pytest.mark.parametrize(("players", "stock"), [(2, 25), (3, 20), (4, 15), (5, 10)])
def test_stock_size_after_the_deal(players: int, stock: int):
    state = new_game("stortok", players, seed=3)
    assert state.stock_size == stock
    assert all(len(state.hand(s)) == 5 for s in range(players))
    assert state.turned_card not in [c for s in range(players) for c in state.hand(s)]


def test_five_players_first_trick_needs_all_five():
    state = Stortok.arranged(["9S", "10S", "JS", "QS", "KS 6D"], "8S", turn=A, trick="8S",
                             stock="6H 7H 8H 9H 10H")
    events = play(state, "play 9S", "play 10S", "play JS", "play QS")
    assert not any(isinstance(e, TrickComplete) for e in events)
    events = play(state, "play KS")
    assert TrickComplete(cards_tuple("8S 9S 10S JS QS KS"), 4) in events


def test_going_out_mid_trick_completes_the_trick_without_him():
    # stock empty; A beats with his last card and is out; B then beats and the trick is
    # complete because C has already led: everyone still in has played to it.
    state = Stortok.arranged(["AD", "KD 6C", "7H 8H"], "8S", turn=A, trick="QD",
                             trick_seats=(C,))
    events = state.apply("play AD")
    assert PlayerOut(A, 1) in events
    assert state.out_order == (A,)
    assert state.current_player == B
    events = state.apply("take")
    assert state.current_player == C and state.phase == LEAD


def test_trick_complete_when_the_last_beater_goes_out():
    state = Stortok.arranged(["AD", "KD 6C", "7H 8H"], "8S", turn=A, trick="9D QD",
                             trick_seats=(B, C))
    events = state.apply("play AD")
    assert PlayerOut(A, 1) in events
    complete = [e for e in events if isinstance(e, TrickComplete)]
    assert complete and complete[0].leader == B   # he is out: the next player leads
    assert state.current_player == B and state.phase == LEAD


def test_out_by_leading_last_card():
    state = Stortok.arranged(["6H", "7H 6C", "8H 7C"], "8S", turn=A, phase=LEAD)
    events = state.apply("play 6H")
    assert PlayerOut(A, 1) in events
    assert state.current_player == B and state.phase == BEAT


def test_game_ends_at_once_with_a_single_stortok():
    state = Stortok.arranged(["AS", "6H 7H"], "8S", turn=A, trick="9D", trick_seats=(B,))
    events = state.apply("play AS")
    assert events[-1] == GameOver(B)
    assert state.is_over and state.stortok == B
    assert state.scores() == [0, -1] and state.winners() == [A]
    assert list(state.legal_actions()) == []


def test_ace_of_high_trumps_is_unbeatable():
    assert not any(beats(c, card("AS"), "S") for c in deck36())
    state = Stortok.arranged(["KS QS 6C 7H", "7D"], "8S", turn=A, trick="AS",
                             trick_seats=(B,))
    assert list(state.legal_actions()) == [TAKE]


def test_drawing_instead_of_leading_only_with_stock_and_in_a_lead_turn():
    state = Stortok.arranged(["6H", "7H"], "8S", turn=A, phase=LEAD, stock="9H")
    assert DRAW in state.legal_actions()
    events = state.apply("draw")
    assert events == [CardDrawn(A, card("9H"), True)]
    assert state.current_player == B and state.phase == LEAD
    assert DRAW not in state.legal_actions()  # the stock is empty now
    with pytest.raises(IllegalMove, match="stock is empty"):
        state.apply("draw")
    beat = Stortok.arranged(["6H", "7H"], "8S", turn=A, trick="6D", trick_seats=(B,),
                            stock="9H")
    with pytest.raises(IllegalMove, match="instead of leading"):
        beat.apply("draw")


def test_take_is_always_allowed_in_a_beat_turn_and_never_in_a_lead():
    state = Stortok.arranged(["AS", "7H"], "8S", turn=A, trick="6D", trick_seats=(B,))
    assert TAKE in state.legal_actions()
    lead = Stortok.arranged(["AS", "7H"], "8S", turn=A, phase=LEAD)
    with pytest.raises(IllegalMove, match="no open card"):
        lead.apply("take")


def test_playing_a_card_you_do_not_hold_is_refused():
    state = Stortok.arranged(["AS", "7H"], "8S", turn=A, trick="6D", trick_seats=(B,))
    with pytest.raises(IllegalMove, match="You do not hold KD"):
        state.apply("play KD")


def test_must_follow_suit_first_option():
    state = Stortok.arranged(["KH 6C", "7D"], "8S", turn=A, trick="7H", trick_seats=(B,),
                             options={"must_follow_suit_first": True})
    assert plays(state) == {"KH"}
    with pytest.raises(IllegalMove, match="must beat 7H"):
        state.apply("play 6C")


def test_safety_cap_draws_the_game():
    state = new_game("stortok", 2, seed=4, options={"max_actions": 6})
    moves = 0
    while not state.is_over:
        state.apply(TAKE if TAKE in state.legal_actions() else state.legal_actions()[0])
        moves += 1
    assert moves <= 6
    if state.drawn_by_cap:
        assert state.stortok is None and state.scores() == [0, 0] and state.winners() == []


def test_safety_cap_with_endless_pick_ups():
    # lead, pick up, lead, pick up ... with three players every hand stays the same size
    state = Stortok.arranged(["AS KS", "AH KH", "AD KD"], "8S", turn=A, phase=LEAD,
                             options={"max_actions": 50})
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(TAKE if TAKE in legal else legal[0])
    assert state.drawn_by_cap
    assert len(state.history) == 50
    assert state.winners() == [] and state.scores() == [0, 0, 0]


def test_view_hides_other_hands_but_shows_picked_up_cards():
    deck = deal_deck(3, dealer=C, hands=["6S 7S 9S 10S JS", "6C 7C 8C 9C 10C",
                                        "6D 7D 8D 9D 10D"], turned="AH")
    state = new_game("stortok", 3, deck=deck, dealer=C)
    state.apply("take")
    view = state.view(B)
    assert view.hand(B) == state.hand(B)
    assert card("AH") in view.hand(A)              # everybody saw him pick it up
    assert sum(c.is_unknown for c in view.hand(A)) == 5
    assert all(c.is_unknown for c in view.hand(C))
    assert view.seed is None and view.deck is None
    assert view.legal_actions() == state.legal_actions()


def test_draw_events_are_redacted_for_other_seats():
    event = CardDrawn(A, card("9H"))
    assert event.redacted(A) == event
    assert event.redacted(B).card.is_unknown


def test_describe_sentences():
    state = Stortok.arranged(["9S", "7H"], "8S", turn=A, trick="8S")
    state.names = ["Anna", "Ben"]
    assert str(state.describe(Play(card("9S")))) == "Anna beats 8S with 9S"
    assert str(state.describe(TAKE)) == "Anna picks up 8S"


def test_match_counts_the_fools_and_the_stortok_deals_next():
    match = Match("stortok", ["Anna", "Ben", "Cleo"], seed=11, target=2)
    while not match.is_over:
        state = match.state
        while not state.is_over:
            state.apply(state.legal_actions()[0])
        fool = state.stortok
        match.record()
        if match.is_over:
            break
        nxt = match.next_game()
        assert nxt.dealer == (fool if fool is not None else (state.dealer + 1) % 3)
    fools = [-t for t in match.totals]
    assert max(fools) == 2
    assert sum(fools) == sum(1 for r in match.results if -1 in r)
    assert match.winners() == [s for s in range(3) if fools[s] == min(fools)]


@given(st.sampled_from(deck36()), st.sampled_from(deck36()), st.sampled_from("SHDC"))
def test_beating_relation_matches_its_definition(c, t, high):
    low = {"S": "C", "C": "S", "H": "D", "D": "H"}[high]

    def kind(x):
        return 2 if x.suit == high else 1 if x.suit == low else 0

    expected = ((c.suit == t.suit and c.rank > t.rank)
                or (kind(t) == 0 and kind(c) > 0)
                or (kind(t) == 1 and kind(c) == 2))
    assert beats(c, t, high) == expected
    if beats(c, t, high):
        assert not beats(t, c, high)   # never both ways


@given(st.integers(0, 10_000), st.integers(2, 5))
def test_cards_conserved_and_hands_bounded_in_random_games(seed, players):
    import random

    state = new_game("stortok", players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
        assert state.all_cards().total() == 36
        if state.stock_size:
            assert all(len(state.hand(s)) >= 5 for s in range(players))
    if not state.drawn_by_cap:
        assert len(state.out_order) == players - 1
        assert state.stortok not in state.out_order
