"""Zwicker: the public scenarios of docs/rules/reference.md §3 and our own edge cases."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules import JOKER, UNKNOWN, IllegalMove, Match, card, cards, new_game
from game.rules.zwicker import (
    CATEGORIES,
    Capture,
    Captured,
    Dealt,
    GameOver,
    JokerReturned,
    Leftovers,
    Stack,
    Stacked,
    Trail,
    Trailed,
    Unit,
    Zwicker,
    score_piles,
    two_packs,
    zwicker_pack,
)


def deal_deck(players: int, hands: list[str], table: str, stock: str = "",
              dealer: int | None = None) -> list:
    """A deck (top first) that deals ``hands`` (per seat; short hands are filled up
    with the lowest cards left, never jokers) one card at a time from forehand, then
    lays out ``table``, with ``stock`` on top of the rest of the stock (the rest in
    pack order, so its jokers lie at the bottom)."""
    dealer = players - 1 if dealer is None else dealer
    pack = zwicker_pack() if players <= 4 else two_packs()
    wanted = [cards(h) for h in hands]
    layout, top = cards(table), cards(stock)
    left = Counter(pack) - Counter(c for h in wanted for c in h) - Counter(layout + top)
    filler = [c for c in pack if not c.is_joker]
    for h in wanted:
        while len(h) < 4:
            c = next(c for c in filler if left[c] > 0)
            left[c] -= 1
            h.append(c)
    order = [wanted[(dealer + 1 + i) % players][r] for r in range(4) for i in range(players)]
    order += layout + top
    for c in pack:
        if left[c] > 0:
            left[c] -= 1
            order.append(c)
    return order


def game(players: int, hands: list[str], table: str, stock: str = "", **kw) -> Zwicker:
    return new_game("zwicker", players, deck=deal_deck(players, hands, table, stock), **kw)


def play(state: Zwicker, *texts: str) -> list:
    events = []
    for text in texts:
        events += state.apply(text)
    return events


def texts(state: Zwicker, card_text: str | None = None) -> set[str]:
    return {str(a) for a in state.legal_actions()
            if card_text is None or a.card.text == card_text}


def table_text(state: Zwicker) -> list[str]:
    return [str(u) for u in state.table]


def reason(state: Zwicker, text: str) -> str:
    with pytest.raises(IllegalMove) as refused:
        state.apply(text)
    return refused.value.reason


# --- public scenarios --------------------------------------------------------------------

def test_scenario_1_king_takes_one_of_two_maximal_selections() -> None:
    state = game(2, ["KS", ""], "9C 5H 3D 2S")
    assert state.current_player == 0
    assert texts(state, "KS") == {"capture KS: #0+#1", "capture KS: #0+#2+#3"}
    assert "make 5, not 14" in reason(state, "capture KS: #0+#1 | #2+#3")
    events = play(state, "capture KS: #0+#2+#3")
    captured = next(e for e in events if isinstance(e, Captured))
    assert not captured.zwick and state.zwicks(0) == 0
    assert table_text(state) == ["5H"]
    assert Counter(state.pile(0)) == Counter(cards("KS 9C 3D 2S"))
    assert state.scores() == [1, 0]   # running score: most cards so far


def test_scenario_2_queen_takes_two_queens_and_a_sum_zwick() -> None:
    state = game(2, ["QS", ""], "QH QC 8D 5S")
    assert texts(state, "QS") == {"capture QS: #0 | #1 | #2+#3"}
    events = play(state, "capture QS: #0 | #1 | #2+#3")
    assert any(isinstance(e, Captured) and e.zwick for e in events)
    assert state.table == () and state.zwicks(0) == 1


def test_scenario_3_taking_only_the_seven_is_illegal() -> None:
    state = game(2, ["QS", "7S"], "7D 4C 3H QH")
    play(state, "capture QS: #3")
    assert table_text(state) == ["7D", "4C", "3H"]
    assert reason(state, "capture 7S: #0") == (
        "That capture can be extended: more cards on the table also make 7")
    assert texts(state, "7S") == {"capture 7S: #0 | #1+#2"}
    events = play(state, "capture 7S: #0 | #1+#2")
    assert any(isinstance(e, Captured) and e.zwick for e in events)
    assert state.zwicks(1) == 1


def test_scenario_4_stack_only_when_nothing_captures() -> None:
    state = game(2, ["3D 6C 10S 4D", "5D"], "AC 9H 4S 5S")
    play(state, "capture 4D: #2", "capture 5D: #2")
    assert table_text(state) == ["AC", "9H"]
    assert Counter(state.hand(0)) == Counter(cards("3D 10S 6C"))
    assert texts(state) == {"stack 3D on #0", "stack 3D on #1"}
    stack = state.action_from_text("stack 3D on #0")
    assert str(state.describe(stack)) == "Seat 1 stacks 3D on AC (14)"
    assert reason(state, "trail 3D") == (
        "You can stack, so you may not lay down: 3D on AC makes 14 (at most 14)")
    assert reason(state, "stack 6C on #1") == "6C on 9H would make 15; a stack may be at most 14"
    events = play(state, "stack 3D on #1")
    assert events[0] == Stacked(0, card("3D"), 3, 1, 12)
    assert table_text(state) == ["AC", "9H+3D"] and state.table[1].value == 12


def test_scenario_5_trail_when_nothing_stacks() -> None:
    state = game(2, ["5S 8D 2D 3D", "3H 3C"], "KH QC 2S 3S")
    play(state, "capture 2D: #2", "capture 3H: #2")
    assert texts(state) == {"trail 3D", "trail 5S", "trail 8D"}
    play(state, "trail 3D", "capture 3C: #2")
    assert table_text(state) == ["KH", "QC"] and Counter(state.hand(0)) == Counter(cards("5S 8D"))
    assert texts(state) == {"trail 5S", "trail 8D"}
    events = play(state, "trail 8D")
    assert events[0] == Trailed(0, card("8D"), 8, 2)
    assert table_text(state) == ["KH", "QC", "8D"]


def test_scenario_6_a_joker_that_can_capture_makes_capturing_compulsory() -> None:
    state = game(2, ["JK 5C 5D 4D", "KH KD AH AD"], "QS 2S 3S 4S")
    play(state, "capture 5D: #1+#2", "trail KH", "capture 4D: #1", "capture KD: #1")
    assert table_text(state) == ["QS"] and Counter(state.hand(0)) == Counter(cards("5C JK"))
    assert texts(state) == {"capture JK=13: #0"}
    assert reason(state, "trail 5C") == (
        "5C cannot be laid down: you must capture, and JK can capture")
    action = state.action_from_text("capture JK=13: #0")
    assert str(state.describe(action)) == (
        "Seat 1 plays the joker as 13 and takes QS and clears the table: Zwick!")


def test_scenario_7_scoring() -> None:
    one = Counter(zwicker_pack())
    scoring0, scoring1 = cards("AC AD 7D 10D"), cards("AH AS 7S")
    rest = sorted((one - Counter(scoring0 + scoring1)).elements(), key=lambda c: c.index)
    pile0, pile1 = scoring0 + rest[:26], scoring1 + rest[26:]
    assert (len(pile0), len(pile1)) == (30, 28)
    breakdown = score_piles([pile0, pile1], [2, 1])
    assert breakdown[0] == {"cards": 1, "7D": 1, "7S": 0, "aces": 4, "zwicks": 6, "10D": 10}
    assert breakdown[1] == {"cards": 0, "7D": 0, "7S": 1, "aces": 4, "zwicks": 3, "10D": 0}
    state = Zwicker.arranged(["", ""], "", turn=None, zwicks=[2, 1],
                             piles=[" ".join(c.text for c in p) for p in (pile0, pile1)])
    assert state.is_over and state.scores() == [22, 8] and state.winners() == [0]
    assert list(state.score_breakdown()[0]) == list(CATEGORIES)


# --- deals -------------------------------------------------------------------------------

@pytest.mark.parametrize("players", range(2, 9))
def test_every_card_but_the_layout_is_played_as_the_deal_arithmetic_says(players: int) -> None:
    state = new_game("zwicker", players, seed=players)
    size = 58 if players <= 4 else 116
    to_hands = size - 4
    rounds, short = divmod(to_hands, 4 * players)
    expected = {}
    for i in range(players):   # the short last deal goes one at a time from forehand
        seat = (state.dealer + 1 + i) % players
        expected[seat] = 4 * rounds + short // players + (1 if i < short % players else 0)
    assert state.stock_size == to_hands - 4 * players
    played: Counter[int] = Counter()
    deals = 0
    rng = random.Random(players)
    while not state.is_over:
        seat = state.current_player
        assert state.hand(seat)
        legal = state.legal_actions()
        events = state.apply(legal[int(rng.random() * len(legal))])
        played[seat] += 1
        deals += sum(isinstance(e, Dealt) for e in events)
    assert dict(played) == expected
    assert deals == rounds - 1 + (1 if short else 0)
    assert sum(played.values()) == state.max_game_length


def test_a_new_deal_comes_in_the_move_that_empties_the_last_hand() -> None:
    state = game(2, ["", ""], "2S 3S 4S 5S")
    events: list = []
    for _ in range(8):
        events = state.apply(state.legal_actions()[0])
    dealt = [e for e in events if isinstance(e, Dealt)]
    assert len(dealt) == 1 and [len(h) for h in dealt[0].hands] == [4, 4]
    assert dealt[0].stock_left == 46 - 8 and state.stock_size == 38
    assert state.current_player == 0   # the dealer played last: forehand goes on
    hidden = dealt[0].redacted(1)
    assert hidden.hands[0] == (UNKNOWN,) * 4 and hidden.hands[1] == dealt[0].hands[1]


def test_short_last_deal_and_seats_without_cards_are_skipped() -> None:
    state = Zwicker.arranged(["5S", ""], "KH", turn=0, stock="2H 3H 4H", dealer=1)
    events = state.apply("trail 5S")
    assert Dealt(((card("2H"), card("4H")), (card("3H"),)), 0) in events
    assert state.current_player == 1
    state.apply(state.legal_actions()[0])
    assert state.current_player == 0
    three = Zwicker.arranged(["9S", "", "7H"], "KH", turn=0)
    three.apply("trail 9S")
    assert three.current_player == 2


def test_a_joker_in_the_opening_layout_goes_to_the_bottom_of_the_stock() -> None:
    deck = deal_deck(2, ["", ""], "JK JK 9C 5H 3D 2S", stock="JK JK JK JK")
    state = new_game("zwicker", 2, deck=deck)
    assert table_text(state) == ["9C", "5H", "3D", "2S"]
    assert state.returned_jokers == 2
    assert state.opening == (JokerReturned(0), JokerReturned(0))
    assert state.stock_size == 58 - 8 - 4
    last: Dealt | None = None
    rng = random.Random(3)
    while not state.is_over:
        legal = state.legal_actions()
        for e in state.apply(legal[int(rng.random() * len(legal))]):
            if isinstance(e, Dealt):
                last = e
    assert last is not None and last.stock_left == 0
    assert [len(h) for h in last.hands] == [3, 3]
    # the last two cards dealt (one to each seat) were the bottom of the stock
    assert last.hands[0][-1] is JOKER and last.hands[1][-1] is JOKER
    assert JOKER not in last.hands[0][:-1] + last.hands[1][:-1]


def test_a_deck_must_be_the_right_pack() -> None:
    with pytest.raises(ValueError, match="58"):
        new_game("zwicker", 3, deck=two_packs())
    with pytest.raises(ValueError, match="116"):
        new_game("zwicker", 5, deck=zwicker_pack())
    with pytest.raises(ValueError, match="58"):
        new_game("zwicker", 2, deck=zwicker_pack()[:-1] + [card("AS")])
    assert new_game("zwicker", 8, deck=two_packs()).stock_size == 116 - 32 - 4


# --- captures ----------------------------------------------------------------------------

def test_stacks_are_captured_whole_and_never_split() -> None:
    state = Zwicker.arranged(["9S JD", "2C"], ["9H+3D", "5C"], turn=0)
    assert state.table[0] == Unit(tuple(cards("9H 3D")), (9, 3))
    assert texts(state) == {"capture JD: #0"}
    assert reason(state, "capture 9S: #0") == "9S cannot take that: those cards make 12, not 9"
    events = play(state, "capture JD: #0")
    assert events[0].units == (Unit(tuple(cards("9H 3D")), (9, 3)),)
    assert Counter(state.pile(0)) == Counter(cards("JD 9H 3D"))
    assert table_text(state) == ["5C"]


def test_a_stack_keeps_its_place_and_captures_keep_the_order() -> None:
    state = Zwicker.arranged(["4D QS", "7S 8H"], "2S KH 9C 5H", turn=0)
    assert texts(state) == {"stack 4D on #0", "stack 4D on #2", "stack 4D on #3"}
    play(state, "stack 4D on #2")
    assert table_text(state) == ["2S", "KH", "9C+4D", "5H"]
    play(state, "capture 7S: #3+#0")
    assert table_text(state) == ["KH", "9C+4D"]


def test_compulsory_capture_without_jokers() -> None:
    state = Zwicker.arranged(["5C 8D", "2C"], "5H KS", turn=0)
    assert texts(state) == {"capture 5C: #0"}
    assert reason(state, "stack 8D on #0") == (
        "8D cannot be stacked: you must capture, and 5C can capture")
    assert reason(state, "trail 8D") == (
        "8D cannot be laid down: you must capture, and 5C can capture")


def test_a_joker_captures_with_every_value_it_can_declare() -> None:
    state = Zwicker.arranged(["JK", "2C"], "5H 9S", turn=0)
    assert texts(state) == {"capture JK=5: #0", "capture JK=9: #1", "capture JK=14: #0+#1"}
    assert reason(state, "stack JK=2 on #0") == (
        "JK cannot be stacked: you must capture, and JK can capture")
    events = play(state, "capture JK=14: #0+#1")
    assert events[0] == Captured(0, JOKER, 14, (0, 1), (Unit((card("5H"),), (5,)),
                                                        Unit((card("9S"),), (9,))), True)


def test_a_joker_on_the_table_keeps_its_declared_value() -> None:
    state = Zwicker.arranged(["JK 2D", "QS 2H"], "", turn=0)
    assert texts(state) == {f"trail JK={v}" for v in range(2, 15)} | {"trail 2D"}
    play(state, "trail JK=13")
    assert state.table[0].value == 13 and str(state.table[0]) == "JK=13"
    assert texts(state, "QS") == {"capture QS: #0"}


def test_equal_groupings_are_one_move() -> None:
    state = game(2, ["10S", ""], "5S 5H 5D 5C")
    assert texts(state, "10S") == {"capture 10S: #0+#1 | #2+#3"}
    a = state.action_from_text("capture 10S: #0+#2 | #1+#3")
    b = state.action_from_text("capture 10S: #3+#0 | #2+#1")
    c = state.action_from_text("capture 10S: #0+#1 | #2+#3")
    assert a == b == c and hash(a) == hash(b) == hash(c)
    assert str(a) == str(b) == "capture 10S: #0+#1 | #2+#3"
    assert a in state.legal_actions()
    assert reason(state, "capture 10S: #0 | #1+#2+#3") == (
        "10S cannot take that: those cards make 5, not 10")
    events = state.apply("capture 10S: #1+#2 | #0+#3")
    assert events[0].zwick


def test_action_texts_round_trip() -> None:
    state = Zwicker.arranged(["KS JK 4D 5S", "2C"], "9C 5H 3D+2H 2S", turn=0)
    for action in state.legal_actions():
        assert state.action_from_text(str(action)) == action
    assert str(Capture(card("KS"), 14, 0b0101, ((0, 2),))) == "capture KS: #0+#2"
    assert str(Capture(card("KS"), 14, 0b1011, ((0, 1), (3,)))) == "capture KS: #0+#1 | #3"
    assert str(Stack(JOKER, 2, 0)) == "stack JK=2 on #0"
    assert str(Trail(JOKER, 7)) == "trail JK=7" and str(Trail(card("5S"), 5)) == "trail 5S"
    assert state.action_from_text("stack JK=2 on #0") == Stack(JOKER, 2, 0)
    assert state.action_from_text("  TRAIL   jk=7 ") == Trail(JOKER, 7)


@pytest.mark.parametrize(("text", "words"), [
    ("trail JK", "Say what the joker is worth"),
    ("trail JK=15", "2 to 14"),
    ("trail 5S=6", "only a joker"),
    ("capture KS: #a", "groups"),
    ("stack 3D", "Cannot read"),
    ("trail 2O", "not a Zwicker card"),
])
def test_unreadable_texts_say_why(text: str, words: str) -> None:
    state = game(2, ["", ""], "9C 5H 3D 2S")
    with pytest.raises(IllegalMove) as refused:
        state.action_from_text(text)
    assert words in refused.value.reason


def test_readable_reasons() -> None:
    state = Zwicker.arranged(["QS 5S", "2C"], "4H 8C 5D QC", turn=0)
    assert reason(state, "capture 5C: #3") == "You do not hold 5C"
    assert reason(state, "capture QS: #0+#2") == "QS cannot take that: those cards make 9, not 13"
    assert reason(state, "capture QS: #1+#2") == (
        "That capture can be extended: more cards on the table also make 13")
    assert reason(state, "capture QS: #3 | #3") == (
        "#3 is named twice: each unit can be taken only once")
    assert reason(state, "capture QS: #7") == "There is no unit #7 on the table (units #0..#3)"
    assert texts(state, "QS") == {"capture QS: #1+#2 | #3"}
    stacker = Zwicker.arranged(["8D 3D", "2C"], "9H", turn=0)
    assert reason(stacker, "stack 8D on #0") == "8D on 9H would make 17; a stack may be at most 14"
    assert reason(stacker, "trail 8D") == (
        "You can stack, so you may not lay down: 3D on 9H makes 12 (at most 14)")
    assert reason(stacker, "stack 3D on #4") == "There is no unit #4 on the table (units #0..#0)"
    assert reason(stacker, Stack(card("3D"), 4, 0)) == (
        "3D is worth 3; only a joker takes a declared value")


def test_describe_sentences() -> None:
    state = Zwicker.arranged(["KS 4C", "2C"], "9C 5H 3D+2H", turn=0, options={"trail": "free"})
    take = state.action_from_text("capture KS: #0+#1")
    assert str(state.describe(take)) == "Seat 1 takes 9C and 5H with KS"
    assert str(state.describe(state.action_from_text("capture KS: #2+#0"))) == (
        "Seat 1 takes 9C and the stack 3D+2H (5) with KS")
    stack = Zwicker.arranged(["4C", "2C"], "9C 5H+3D", turn=0, options={"trail": "free"})
    assert str(stack.describe(stack.action_from_text("stack 4C on #1"))) == (
        "Seat 1 stacks 4C on 5H+3D (12)")
    assert str(stack.describe(stack.action_from_text("trail 4C"))) == "Seat 1 lays down 4C"
    assert str(stack.describe(Trail(JOKER, 7))) == "Seat 1 lays down the joker as 7"


# --- trail option ------------------------------------------------------------------------

def test_trail_free_allows_laying_down_beside_stacking() -> None:
    strict = Zwicker.arranged(["3D 6C 10S", "2C"], "AC 9H", turn=0)
    assert texts(strict) == {"stack 3D on #0", "stack 3D on #1"}
    free = Zwicker.arranged(["3D 6C 10S", "2C"], "AC 9H", turn=0, options={"trail": "free"})
    assert texts(free) == {"stack 3D on #0", "stack 3D on #1", "trail 3D", "trail 6C",
                           "trail 10S"}
    play(free, "trail 10S")
    assert table_text(free) == ["AC", "9H", "10S"]
    # a capture stays compulsory under the free option
    must = Zwicker.arranged(["5C 8D", "2C"], "5H KS", turn=0, options={"trail": "free"})
    assert texts(must) == {"capture 5C: #0"}
    with pytest.raises(ValueError, match="trail"):
        new_game("zwicker", 2, seed=1, options={"trail": "never"})


# --- the end -----------------------------------------------------------------------------

def test_leftovers_go_to_the_last_capturer_and_are_no_zwick() -> None:
    state = Zwicker.arranged(["9S", "7C"], "KH", turn=0, last_capturer=1,
                             piles=["", "2C 2D"])
    play(state, "trail 9S")
    events = play(state, "trail 7C")
    assert Leftovers(1, tuple(cards("KH 9S 7C"))) in events
    assert isinstance(events[-1], GameOver) and state.is_over
    assert Counter(state.pile(1)) == Counter(cards("2C 2D KH 9S 7C"))
    assert state.zwicks(1) == 0 and state.table == ()


def test_leftovers_go_to_nobody_when_nobody_captured() -> None:
    state = Zwicker.arranged(["5S", ""], "KH", turn=0)
    events = play(state, "trail 5S")
    assert Leftovers(None, tuple(cards("KH 5S"))) in events
    assert state.is_over and state.pile(0) == () and table_text(state) == ["KH", "5S"]
    assert state.all_cards() == Counter(zwicker_pack())


def test_leftovers_in_random_games_go_to_the_last_capturer() -> None:
    for seed in range(6):
        state = new_game("zwicker", 3, seed=seed)
        rng = random.Random(seed)
        last = None
        while not state.is_over:
            legal = state.legal_actions()
            events = state.apply(legal[int(rng.random() * len(legal))])
            last = next((e.seat for e in events if isinstance(e, Captured)), last)
            left = [e for e in events if isinstance(e, Leftovers)]
        assert state.last_capturer == last
        if left:
            assert left[0].seat == last
        assert state.table == ()
        assert sum(len(state.pile(s)) for s in range(3)) == 58


def test_a_zwick_on_the_very_last_play_counts() -> None:
    state = Zwicker.arranged(["5S", ""], "5H", turn=0, last_capturer=1)
    events = play(state, "capture 5S: #0")
    assert events[0].zwick and state.zwicks(0) == 1 and state.last_capturer == 0
    assert not any(isinstance(e, Leftovers) for e in events)
    assert events[-1] == GameOver(tuple(state.scores()))
    assert state.score_breakdown()[0]["zwicks"] == 3


def test_most_cards_ties_score_nothing() -> None:
    tie = score_piles([cards("2S 3S 4S"), cards("2H 3H 4H"), cards("5C")], [0, 0, 0])
    assert [b["cards"] for b in tie] == [0, 0, 0]
    lead = score_piles([cards("2S 3S 4S JK"), cards("2H 3H 4H"), []], [0, 0, 0])
    assert [b["cards"] for b in lead] == [1, 0, 0]   # jokers count as cards


def test_two_pack_scoring() -> None:
    both = two_packs()
    half = [both[:58], both[58:]]      # each half is one whole pack
    breakdown = score_piles(half, [0, 0])
    assert [sum(b.values()) for b in breakdown] == [20, 20]   # tied on cards: no card point
    doubled = score_piles([cards("10D 10D 7D 7D 7S AS AS"), []], [1, 0])[0]
    assert doubled == {"cards": 1, "7D": 2, "7S": 1, "aces": 4, "zwicks": 3, "10D": 20}
    assert sum(sum(b.values()) for b in score_piles([both, []], [0, 0])) == 41


def test_views_hide_hands_and_stock() -> None:
    state = game(2, ["KS", "QH"], "9C 5H 3D 2S")
    view = state.view(0)
    assert view.hand(0) == state.hand(0) and view.hand(1) == (UNKNOWN,) * 4
    assert view.stock_size == state.stock_size and view.seed is None and view.deck is None
    assert view.table == state.table
    assert state.secret_cards(0) == Counter(state.hand(1)) + Counter(
        state._stock[state._drawn:])


def test_match_to_a_target() -> None:
    match = Match("zwicker", 3, seed=5, target=30)
    rng = random.Random(5)
    while True:
        state = match.state
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
        match.record()
        if match.is_over:
            break
        dealer = state.dealer
        assert match.next_game().dealer == (dealer + 1) % 3
    top = max(match.totals)
    assert top >= 30 and match.totals.count(top) == 1
