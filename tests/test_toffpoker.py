"""Toff-Poker (docs/rules/reference.md §2): public scenarios, the seed's example, and edge cases."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import UNKNOWN, IllegalMove, card, cards, new_game, replay
from game.rules.playout import random_playout
from game.rules.toffpoker import (
    HIDDEN_SELECT,
    MAX_EXTRA_ROUNDS,
    PASS,
    Bid,
    BidPlaced,
    GameOver,
    LastTrick,
    Passed,
    PassEnded,
    Revealed,
    RoundStarted,
    Select,
    Selected,
    ToffPoker,
    TrickResolved,
    canonical,
    value,
)

NAMES = ["Anna", "Ben", "Cleo"]


# --- helpers ----------------------------------------------------------------------------

def start(players: int | list[str] = 3, dealer: int | None = None, **options) -> ToffPoker:
    """A game; with 3 players and no dealer given, dealer 2 so that seat 0 is forehand."""
    count = players if isinstance(players, int) else len(players)
    if dealer is None:
        dealer = count - 1
    return new_game("toffpoker", players, seed=1, dealer=dealer, options=options)


def select_all(state: ToffPoker, choices: dict[int, str]) -> list:
    """Apply every seat's selection in turn order; returns the events of the last one."""
    events: list = []
    for _ in range(len(choices)):
        seat = state.current_player
        events = state.apply("select " + choices[seat])
    return events


def play(state: ToffPoker, *moves: tuple[int, str]) -> list:
    """Apply (seat, text) moves, checking that it is that seat's turn; all events."""
    events: list = []
    for seat, text in moves:
        assert state.current_player == seat, f"expected seat {seat} to act for {text!r}"
        events += state.apply(text)
    return events


def texts(cs) -> list[str]:
    return [c.text for c in cs]


def scenario_pools() -> ToffPoker:
    """docs/rules/reference.md §2 scenarios: pools 0 {K Q 9 2 A}, 1 {5 6 3 10 J}, 2 {A 3 7 8 4}."""
    state = start(NAMES)
    select_all(state, {0: "KS QS 9S 2S AS", 1: "5H 6H 3H 10H JH", 2: "AC 3C 7C 8C 4C"})
    assert state.phase == "open" and state.current_player == 0 and state.opener == 0
    return state


# --- values, registration, set-up --------------------------------------------------------

def test_values_ace_is_one_court_cards_eleven_to_thirteen():
    assert [value(c) for c in cards("AS 2S 10S JS QS KS")] == [1, 2, 10, 11, 12, 13]
    assert sum(value(c) for c in cards("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH")) == 91


def test_every_seat_holds_its_whole_suit():
    state = start(4)
    assert [state.suit(s) for s in range(4)] == ["S", "H", "C", "D"]
    for seat, suit in enumerate("SHCD"):
        hand = state.hand(seat)
        assert len(hand) == 13 and {c.suit for c in hand} == {suit}
    assert state.hand(0) == tuple(cards("KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S AS"))


def test_a_deck_is_refused():
    with pytest.raises(ValueError, match="without a deck"):
        new_game("toffpoker", 3, deck=cards("AS 2S 3S"))


def test_bad_rounds_option_is_refused():
    with pytest.raises(ValueError, match="rounds"):
        new_game("toffpoker", 3, seed=1, options={"rounds": 0})


@pytest.mark.parametrize("players", [5, 6])
def test_five_and_six_players_play_with_circles_and_stars(players):
    state = new_game("toffpoker", players, seed=4)
    assert state.extra_suits
    suits = [state.suit(s) for s in range(players)]
    assert suits == ["S", "H", "C", "D", "O", "T"][:players]
    assert {c.suit for c in state.hand(4)} == {"O"}
    total = state.all_cards()
    assert sum(total.values()) == 13 * players
    random_playout(state, random.Random(players))
    assert state.is_over and state.all_cards() == total
    assert sum(state.scores()) <= 11 * 9
    assert replay(state) == state


def test_extra_suits_with_four_players_changes_nothing():
    plain = new_game("toffpoker", 4, seed=3)
    extra = new_game("toffpoker", 4, seed=3, options={"extra_suits": True})
    assert [extra.hand(s) for s in range(4)] == [plain.hand(s) for s in range(4)]
    assert not plain.extra_suits and extra.extra_suits


# --- selection ----------------------------------------------------------------------------

def test_selection_goes_round_from_forehand():
    state = start(4, dealer=1)
    assert state.forehand == 2 and state.phase == "select"
    order = []
    for _ in range(4):
        order.append(state.current_player)
        state.apply(state.legal_actions()[0])
    assert order == [2, 3, 0, 1]
    assert state.phase == "open" and state.current_player == 2 and state.opener == 2


def test_selection_choices_13_choose_5_then_8_choose_5():
    state = start(2, dealer=1)
    legal = state.legal_actions()
    assert len(legal) == 1287
    assert len(set(legal)) == 1287
    assert str(legal[0]) == "select KS QS JS 10S 9S"
    assert str(legal[-1]) == "select 5S 4S 3S 2S AS"
    assert Select(tuple(cards("KS QS 9S 2S AS"))) in legal
    assert Select(tuple(cards("AS 2S 9S QS KS"))) not in legal   # not canonical
    assert Select(tuple(cards("KS QS 9S 2S AH"))) not in legal   # not in hand
    assert Select(tuple(cards("KS QS 9S 2S"))) not in legal
    assert Bid(tuple(cards("KS"))) not in legal and PASS not in legal
    select_all(state, {0: "KS QS JS 10S 9S", 1: "KH QH JH 10H 9H"})
    play(state, (0, "bid KS QS JS 10S 9S"), (1, "bid KH QH JH 10H 9H"))
    assert state.pass_number == 2 and state.phase == "select"
    assert len(state.legal_actions()) == 56
    assert len(state.hand(state.current_player)) == 8


def test_choosing_a_wrong_number_of_cards_is_refused_with_a_reason():
    state = start(NAMES)
    with pytest.raises(IllegalMove, match="You must choose exactly 5 cards, not 4"):
        state.apply("select KS QS 9S 2S")
    with pytest.raises(IllegalMove, match="KH is not in your hand"):
        state.apply("select KS QS 9S 2S KH")
    with pytest.raises(IllegalMove, match="You cannot pass now"):
        state.apply("pass")
    with pytest.raises(IllegalMove, match="First choose your 5 cards"):
        state.apply("bid KS")


def test_selections_are_hidden_until_all_have_chosen():
    state = start(NAMES)
    events = state.apply("select KS QS 9S 2S AS")
    chosen = set(cards("KS QS 9S 2S AS"))
    # the event: only the chooser sees the cards
    (sel,) = events
    assert isinstance(sel, Selected) and sel.redacted(0) == sel
    assert sel.redacted(1).cards == (UNKNOWN,) * 5
    assert sel.redacted(None).cards == (UNKNOWN,) * 5
    # the description never names them
    assert str(state.describe(Select(tuple(cards("KH QH 9H 2H AH"))))) == "Ben chooses five cards"
    for viewer in (1, 2):
        view = state.view(viewer)
        assert view.hand(0) == (UNKNOWN,) * 8         # which 8 are left would tell the 5
        assert view.selected(0) == (UNKNOWN,) * 5
        assert view.has_selected(0)
        assert view.history == (HIDDEN_SELECT,) and str(view.history[0]) == "select ?"
        assert state.secret_cards(viewer) == {c: 1 for c in state.hand(0)} | {
            c: 1 for c in chosen}
        assert view.hand(viewer) == state.hand(viewer)   # not yet chosen: deducible, shown
    own = state.view(0)
    assert set(own.selected(0)) == chosen and own.history == state.history
    # Ben chooses: Cleo still sees neither
    state.apply("select JH 10H 6H 5H 3H")
    view = state.view(2)
    assert view.history == (HIDDEN_SELECT, HIDDEN_SELECT)
    assert view.selected(1) == (UNKNOWN,) * 5
    assert not {c for seat in (0, 1) for c in state.hand(seat)} & set(
        c for seat in range(3) for c in view.hand(seat))
    assert state.view(1).history[0] is HIDDEN_SELECT and state.view(1).history[1] != (
        HIDDEN_SELECT)
    # the last choice reveals all together
    events = state.apply("select 8C 7C 4C 3C AC")
    revealed = [e for e in events if isinstance(e, Revealed)]
    assert len(revealed) == 1
    assert revealed[0].selections[0] == tuple(cards("KS QS 9S 2S AS"))
    assert revealed[0].pools[1] == tuple(cards("JH 10H 6H 5H 3H"))
    assert state.secret_cards(1) == {}
    assert state.view(1).history == state.history
    assert texts(state.pool(0)) == ["KS", "QS", "9S", "2S", "AS"]


def test_earlier_rounds_in_a_view_are_kept_as_texts():
    state = new_game("toffpoker", 2, seed=9, options={"rounds": 3})
    rng = random.Random(2)
    while state.round == 1:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    first_round = len(state.history)
    chooser = state.current_player
    state.apply(state.legal_actions()[0])   # a selection in round 2, now pending
    view = state.view(1 - chooser)
    assert all(isinstance(a, str) for a in view.history[:first_round])
    assert [str(a) for a in view.history[:first_round]] == [
        str(a) for a in state.history[:first_round]]
    assert view.history[first_round:] == (HIDDEN_SELECT,)
    own = state.view(chooser)
    assert own.history[first_round:] == state.history[first_round:]


# --- scenarios of docs/rules/reference.md §2 -------------------------------------------

def test_scenario_1_strictly_highest_bid_wins_and_all_bid_cards_go():
    state = scenario_pools()
    play(state, (0, "bid KS"), (1, "bid 5H 6H"), (2, "bid AC 3C"))
    assert state.phase == "raise" and state.current_player == 0
    assert [state.bid_total(s) for s in range(3)] == [13, 11, 4]
    events = play(state, (0, "pass"), (1, "pass"), (2, "pass"))
    resolved = [e for e in events if isinstance(e, TrickResolved)]
    assert resolved == [TrickResolved(
        (tuple(cards("KS")), tuple(cards("6H 5H")), tuple(cards("3C AC"))), (13, 11, 4), 0)]
    assert state.tricks == (1, 0, 0) and state.scores() == [1, 0, 0]
    assert texts(state.pool(0)) == ["QS", "9S", "2S", "AS"]
    assert texts(state.pool(1)) == ["JH", "10H", "3H"]
    assert texts(state.pool(2)) == ["8C", "7C", "4C"]
    # the rules reference says "all seven bid cards", but K + 5,6 + A,3 are five cards
    spent = [c for s in range(3) for c in state.spent(s)]
    assert sorted(spent) == sorted(cards("KS 5H 6H AC 3C"))
    assert all(state.bid(s) == () for s in range(3))
    assert state.phase == "open" and state.opener == 0 and state.current_player == 0


def test_scenario_2_seed_example_the_other_way_a_tie_at_the_top_forfeits():
    state = scenario_pools()
    events = play(state, (0, "bid 9S 2S"), (1, "bid 5H 6H"), (2, "bid AC 3C"),
                  (0, "pass"), (1, "pass"), (2, "pass"))
    resolved = [e for e in events if isinstance(e, TrickResolved)]
    assert resolved[0].totals == (11, 11, 4) and resolved[0].winner is None
    assert state.tricks == (0, 0, 0)            # seat 2 (next-highest) inherits nothing
    assert texts(state.pool(0)) == ["KS", "QS", "AS"]
    assert state.opener == 0 and state.current_player == 0   # the same opener again


def test_scenario_3_passing_in_the_opening_circuit_is_illegal():
    state = scenario_pools()
    assert PASS not in state.legal_actions()
    with pytest.raises(IllegalMove, match="You cannot pass in the opening circuit: "
                                          "put in at least one card"):
        state.apply("pass")
    state.apply("bid KS")
    with pytest.raises(IllegalMove, match="opening circuit"):
        state.apply("pass")
    assert len(state.legal_actions()) == 31   # every non-empty subset of 5 cards


def test_seed_example_unless_one_of_the_others_raises():
    state = scenario_pools()
    play(state, (0, "bid KS"), (1, "bid 5H 6H"), (2, "bid AC 3C"),
         (0, "pass"), (1, "bid 3H"))
    assert state.bid_total(1) == 14
    play(state, (2, "pass"), (0, "pass"))
    assert state.tricks == (0, 1, 0)
    assert state.opener == 1 and state.current_player == 1


def test_raising_to_a_tie_is_allowed_and_forfeits():
    state = scenario_pools()
    play(state, (0, "bid KS"), (1, "bid 10H"), (2, "bid AC"), (0, "pass"))
    assert Bid(tuple(cards("3H"))) in state.legal_actions()
    events = play(state, (1, "bid 3H"), (2, "pass"), (0, "pass"))
    assert [e.winner for e in events if isinstance(e, TrickResolved)] == [None]
    assert state.tricks == (0, 0, 0) and state.current_player == 0


def test_the_raiser_is_not_asked_again():
    state = scenario_pools()
    play(state, (0, "bid KS"), (1, "bid 5H"), (2, "bid AC"),
         (0, "pass"), (1, "bid JH"), (2, "pass"))
    assert state.current_player == 0
    state.apply("pass")
    # bidding is over at once: Ben (the raiser) is not asked again
    assert state.tricks == (0, 1, 0)
    assert state.phase == "open" and state.current_player == 1


def test_passing_is_not_final():
    state = scenario_pools()
    play(state, (0, "bid 2S"), (1, "bid 5H"), (2, "bid 4C"),
         (0, "pass"), (1, "bid 3H"), (2, "pass"))
    assert state.current_player == 0 and len(state.legal_actions()) == 1 + 15
    play(state, (0, "bid KS"), (1, "pass"), (2, "bid 8C 7C"))
    assert state.bid_total(2) == 19
    play(state, (0, "pass"), (1, "pass"))
    assert state.tricks == (0, 0, 1)


def test_nobody_raises_ends_after_everyone_passed_once():
    state = scenario_pools()
    play(state, (0, "bid AS"), (1, "bid 3H"), (2, "bid 4C"), (0, "pass"), (1, "pass"))
    assert state.phase == "raise" and state.current_player == 2
    state.apply("pass")
    assert state.phase == "open" and state.tricks == (0, 0, 1)


def test_empty_pool_is_skipped_when_raising_and_the_pass_ends_with_saved_cards():
    state = scenario_pools()
    play(state, (0, "bid KS"), (1, "bid 5H 6H"), (2, "bid AC 3C 7C 8C 4C"))
    assert state.pool(2) == ()
    events = play(state, (0, "pass"), (1, "pass"))   # seat 2 is skipped: bidding over
    assert state.tricks == (0, 0, 1)
    ended = [e for e in events if isinstance(e, PassEnded)]
    assert ended == [PassEnded(1, (tuple(cards("QS 9S 2S AS")), tuple(cards("JH 10H 3H")),
                                   ()))]
    # pass 2: saved cards stay public in the pools, selection again from forehand
    assert state.pass_number == 2 and state.phase == "select" and state.current_player == 0
    assert texts(state.saved(0)) == ["QS", "9S", "2S", "AS"]
    assert texts(state.pool(1)) == ["JH", "10H", "3H"] and state.saved(2) == ()
    assert len(state.hand(0)) == 8
    select_all(state, {0: "JS 10S 8S 7S 6S", 1: "KH QH 9H 8H 7H", 2: "KC QC JC 10C 9C"})
    # pass 2 is opened by forehand, not by the winner of the last trick (seat 2)
    assert state.phase == "open" and state.opener == 0 and state.current_player == 0
    assert state.pool(0) == tuple(cards("QS JS 10S 9S 8S 7S 6S 2S AS"))
    assert len(state.legal_actions()) == 2 ** 9 - 1
    state.apply("bid QS 6S")
    assert texts(state.saved(0)) == ["9S", "2S", "AS"]


def test_skipped_seat_in_the_middle_of_the_circle():
    state = scenario_pools()
    play(state, (0, "bid 2S"), (1, "bid 5H 6H 3H 10H JH"), (2, "bid 4C"), (0, "pass"))
    assert state.current_player == 2     # seat 1 has nothing left to raise with
    state.apply("pass")
    assert state.tricks == (0, 1, 0) and state.phase == "select"


def test_a_raiser_with_his_last_card_and_nobody_else_able_to_raise():
    state = start(2, dealer=1)
    select_all(state, {0: "KS QS JS 10S 9S", 1: "5H 4H 3H 2H AH"})
    play(state, (0, "bid KS QS JS 10S 9S"), (1, "bid 5H 4H 3H 2H"))
    # raising starts with the opener, who has nothing left: skipped
    assert state.phase == "raise" and state.current_player == 1
    events = play(state, (1, "bid AH"))     # seat 1 raises with its last card
    assert [e.winner for e in events if isinstance(e, TrickResolved)] == [0]
    assert state.pass_number == 2 and state.phase == "select"


def test_a_raise_gives_everyone_able_to_raise_a_turn_again():
    state = start(2, dealer=1)
    select_all(state, {0: "KS QS JS 10S 9S", 1: "5H 4H 3H 2H AH"})
    play(state, (0, "bid 9S"), (1, "bid 5H 4H 3H 2H"), (0, "pass"), (1, "bid AH"))
    assert state.phase == "raise" and state.current_player == 0   # seat 0 still has cards
    state.apply("pass")
    assert state.tricks == (0, 1)


# --- last trick, rounds, game end -----------------------------------------------------------

def forfeit_round(state: ToffPoker) -> list:
    """Two players with equal choices: every trick, and the last one, is a tie."""
    events: list = []
    start_round = state.round
    while state.round == start_round and not state.is_over:
        seat = state.current_player
        if state.phase == "select":
            events += state.apply(Select(tuple(state.hand(seat)[:5])))
        else:
            events += state.apply(Bid(tuple(state.pool(seat))))
    return events


def test_last_trick_with_a_tie_at_the_top_is_forfeited_and_the_dealer_moves_on():
    state = start(2, dealer=1, rounds=2)
    events = forfeit_round(state)
    last = [e for e in events if isinstance(e, LastTrick)]
    assert last == [LastTrick((6, 6), None, (tuple(cards("3S 2S AS")),
                                             tuple(cards("3H 2H AH"))))]
    assert state.tricks == (0, 0)
    assert [e for e in events if isinstance(e, RoundStarted)] == [RoundStarted(2, 0, 1)]
    assert state.round == 2 and state.round_dealer == 0 and state.dealer == 1
    assert state.forehand == 1 and state.current_player == 1 and state.pass_number == 1
    assert len(state.hand(0)) == 13 and state.spent(0) == () and state.pool(0) == ()


def test_last_trick_counts_saved_cards_of_pass_2():
    state = start(2, dealer=1)
    select_all(state, {0: "KS QS JS 10S 9S", 1: "KH QH JH 10H 9H"})
    play(state, (0, "bid KS QS JS 10S 9S"), (1, "bid KH QH JH 10H 9H"))
    select_all(state, {0: "8S 7S 6S 5S 4S", 1: "8H 7H 6H 5H 4H"})
    events = play(state, (0, "bid 8S 7S 6S 5S 4S"), (1, "bid 4H"), (1, "pass"))
    # seat 0 is skipped (empty pool), seat 1 passed: 30 beats 4; seat 1 saved 8H 7H 6H 5H
    assert [e.winner for e in events if isinstance(e, TrickResolved)] == [0]
    last = [e for e in events if isinstance(e, LastTrick)][0]
    assert last.sums == (6, 6 + 26) and last.winner == 1
    assert last.cards[1] == tuple(cards("8H 7H 6H 5H 3H 2H AH"))
    assert state.tricks == (1, 1) and state.round == 2


def test_joint_winners_with_equal_most_tricks():
    state = start(2, dealer=1, rounds=1)
    events = forfeit_round(state)
    assert state.is_over and state.current_player is None and state.phase == "over"
    assert state.scores() == [0, 0] and state.winners() == [0, 1]
    assert events[-1] == GameOver((0, 1), (0, 0))
    with pytest.raises(IllegalMove, match="over"):
        state.apply("pass")


@pytest.mark.parametrize("players", [3, 4])
def test_joint_winners_with_more_players(players):
    state = start(players, rounds=1)
    forfeit_round(state)
    assert state.is_over and state.winners() == list(range(players))


def test_two_share_the_top_and_the_third_is_behind():
    state = start(NAMES, rounds=1)
    select_all(state, {0: "KS QS JS 10S 9S", 1: "5H 4H 3H 2H AH", 2: "KC QC JC 10C 8C"})
    play(state, (0, "bid KS QS JS 10S 9S"), (1, "bid 5H 4H 3H 2H AH"),
         (2, "bid KC QC JC 10C 8C"))       # 55, 15, 54: Anna; every pool is empty
    assert state.tricks == (1, 0, 0) and state.pass_number == 2
    select_all(state, {0: "8S 7S 6S 5S 4S", 1: "KH QH JH 10H 9H", 2: "6C 4C 3C 2C AC"})
    events = play(state, (0, "bid 8S 7S 6S 5S 4S"), (1, "bid KH QH JH 10H 9H"),
                  (2, "bid 6C 4C 3C 2C AC"))  # 30, 55, 16: Ben
    # last trick: 3S 2S AS = 6, 8H 7H 6H = 21, 9C 7C 5C = 21: a tie at the top forfeits
    assert [e for e in events if isinstance(e, LastTrick)][0].sums == (6, 21, 21)
    assert state.is_over and state.tricks == (1, 1, 0) and state.winners() == [0, 1]


def test_extra_rounds_until_one_leads():
    state = start(2, dealer=1, rounds=1, tie_break="extra-rounds")
    forfeit_round(state)
    assert not state.is_over and state.round == 2
    # round 2: seat 1 (forehand) bids high, seat 0 low; seat 1 wins
    while not state.is_over:
        seat = state.current_player
        if state.phase == "select":
            hand = state.hand(seat)
            state.apply(Select(tuple(hand[:5] if seat == 1 else hand[-5:])))
        else:
            state.apply(Bid(tuple(state.pool(seat))))
    # pass 1: 55 beats 15 (seat 1); pass 2: 40 beats 30, last trick 36 beats 6 (seat 0)
    assert state.round == 2 and state.tricks == (2, 1) and state.winners() == [0]


def test_extra_rounds_are_capped():
    state = start(2, dealer=1, rounds=1, tie_break="extra-rounds")
    while not state.is_over:
        forfeit_round(state)
    assert state.round == 1 + MAX_EXTRA_ROUNDS and state.winners() == [0, 1]
    assert len(state.history) <= state.max_game_length


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_whole_games_end_after_nine_rounds(players):
    state = new_game("toffpoker", players, seed=11)
    first = state.dealer
    dealers = []
    rng = random.Random(players)
    while not state.is_over:
        if state.round > len(dealers):
            dealers.append(state.round_dealer)
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    assert dealers == [(first + r) % players for r in range(9)]
    assert state.round == 9 and state.dealer == first
    low, high = state.score_bounds()
    assert all(low <= s <= high for s in state.scores())
    assert len(state.history) <= state.max_game_length


# --- describe and action texts ---------------------------------------------------------------

def test_describe_sentences():
    state = scenario_pools()
    assert str(state.describe(Bid(tuple(cards("9S 2S"))))) == "Anna opens with 9S and 2S (11)"
    state.apply("bid 9S 2S")
    assert str(state.describe(Bid(tuple(cards("6H 5H"))))) == "Ben bids 6H and 5H (11)"
    play(state, (1, "bid 6H 5H"), (2, "bid 4C"), (0, "pass"))
    assert str(state.describe(Bid(tuple(cards("5H"))))) == "Ben raises by 5H (total 16)"
    assert str(state.describe(PASS)) == "Ben passes"


def test_unreadable_and_empty_bids_are_refused_with_reasons():
    state = scenario_pools()
    with pytest.raises(IllegalMove, match="You must put at least one card into your bid"):
        state.apply("bid")
    with pytest.raises(IllegalMove, match="KH is not in your pool"):
        state.apply("bid KH")
    with pytest.raises(IllegalMove, match="JS is not in your pool"):
        state.apply("bid KS JS")
    with pytest.raises(IllegalMove, match="named twice"):
        state.action_from_text("bid KS KS")
    with pytest.raises(IllegalMove, match="descending"):
        state.apply(Bid(tuple(cards("2S KS"))))
    with pytest.raises(IllegalMove, match="not a card"):
        state.action_from_text("bid K")
    with pytest.raises(IllegalMove, match="not a Toff-Poker move"):
        state.apply(object())
    with pytest.raises(IllegalMove, match="chosen already"):
        state.apply("select KS QS 9S 2S AS")


def test_action_texts_accept_any_card_order():
    state = start(NAMES)
    action = state.action_from_text("select as 2S ks 9s QS")
    assert action == Select(tuple(cards("KS QS 9S 2S AS")))
    assert str(action) == "select KS QS 9S 2S AS"
    assert state.action_from_text("  PASS ") is PASS
    assert str(state.action_from_text("bid 2S 9S")) == "bid 9S 2S"


suits = st.sampled_from("SHCDOT")
RANK_TEXTS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
ranks = st.lists(st.sampled_from(RANK_TEXTS), min_size=1, max_size=13, unique=True)


@settings(max_examples=60, deadline=None)
@given(suit=suits, picked=ranks, kind=st.sampled_from(["select", "bid"]),
       seed=st.integers(0, 1000))
def test_action_text_round_trip_in_any_order(suit, picked, kind, seed):
    state = start(2)
    chosen = [r + suit for r in picked]
    random.Random(seed).shuffle(chosen)
    action = state.action_from_text(f"{kind} {' '.join(chosen)}")
    assert state.action_from_text(str(action)) == action
    assert [c.text for c in action.cards] == [c.text for c in canonical(cards(chosen))]
    values = [value(c) for c in action.cards]
    assert values == sorted(values, reverse=True)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 120))
def test_lazy_membership_agrees_with_the_list(seed, steps):
    state = new_game("toffpoker", 3, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            return
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    if state.is_over:
        return
    legal = state.legal_actions()
    listed = list(legal)
    assert len(listed) == len(legal) == len(set(listed))
    tail = min(3, len(listed))
    assert [legal[i] for i in range(-tail, 0)] == listed[-tail:]
    assert legal[1:4] == listed[1:4]
    seat = state.current_player
    mine = [c for c in state.hand(seat) + state.pool(seat) + state.spent(seat)]
    for _ in range(30):
        some = canonical(rng.sample(mine, min(len(mine), rng.randint(0, 6))))
        for candidate in (Select(some), Bid(some), PASS):
            assert (candidate in legal) == (candidate in listed)


def test_events_of_a_trick():
    state = scenario_pools()
    events = play(state, (0, "bid KS"), (1, "bid 5H"), (2, "bid AC"), (0, "pass"),
                  (1, "bid 6H"))
    assert events[0] == BidPlaced(0, (card("KS"),), 13, False)
    assert events[3] == Passed(0)
    assert events[4] == BidPlaced(1, (card("6H"),), 11, True)


def test_clone_and_view_are_independent():
    state = scenario_pools()
    twin = state.clone()
    assert twin == state
    state.apply("bid KS")
    assert twin != state and twin.pool(0) == tuple(cards("KS QS 9S 2S AS"))
    view = state.view(1)
    assert view.seed is None and view.pool(0) == state.pool(0)


def test_determinize_guesses_hidden_selections_consistently():
    state = start(NAMES)
    select_all(state, {0: "KS QS 9S 2S AS", 1: "5H 6H 3H 10H JH", 2: "AC 3C 7C 8C 4C"})
    play(state, (0, "bid KS"), (1, "bid 5H 6H"), (2, "bid AC 3C"),
         (0, "pass"), (1, "pass"), (2, "pass"), (0, "bid QS 9S 2S AS"),
         (1, "bid JH 10H 3H"), (2, "bid 8C 7C 4C"))   # all pools empty: no raising
    assert state.pass_number == 2 and state.current_player == 0
    state.apply("select JS 10S 8S 7S 6S")
    view = state.view(1)
    assert view.hand(0) == (UNKNOWN,) * 3
    guess = view.determinize(random.Random(5))
    assert UNKNOWN not in guess.selected(0) and UNKNOWN not in guess.hand(0)
    assert sorted(guess.selected(0) + guess.hand(0)) == sorted(
        cards("JS 10S 8S 7S 6S 5S 4S 3S"))
    assert guess.all_cards() == state.all_cards()
    while not guess.is_over:            # the guess plays on like a real game
        guess.apply(guess.legal_actions()[0])
    assert state.determinize(random.Random(1)) == state
