"""A dimmed card tapped on a phone asks the table why it cannot be played now: the
answer is the engine's own reason for the move the card means (the one a click on it
at the TV would play), for every game; nothing changes. And the end as a seat reads
it: a winner's own snapshot says it won."""

from __future__ import annotations

import json
import random

import pytest
from support.phones import Rig, run

from game.app import i18n
from game.rules import IllegalMove, cards_of
from game.rules.stortok import Play
from game.rules.zwicker import Trail, value_of

#: the move a card means, as each game's table plays it on a click (the test's own
#: knowledge of the games, to check the page's answer against the engine)
MEANS = {
    "stortok": lambda card: Play(card),
    "zwicker": lambda card: Trail(card, value_of(card)),
    "toffpoker": lambda card: f"bid {card.text}",
}


def dimmed(state, seat: int) -> list:
    """The seat's cards that no legal move uses (dimmed on its phone)."""
    view = state.view(seat)
    used = {c for a in view.legal_actions() for c in cards_of(a)}
    return [c for c in view.hand(seat) if c not in used]


async def play_until_dimmed(rig: Rig, phone, seat: int, rng: random.Random) -> list:
    """Play random legal moves from the phone until its seat, to move, has a dimmed
    card (bounded); those cards."""
    for _ in range(300):
        state = rig.table.model.state
        assert not state.is_over, "no dimmed card in a whole game"
        if state.current_player != seat:
            moves = len(state.history)
            assert await rig.pump(lambda m=moves: len(rig.table.model.state.history) > m
                                  or rig.table.model.state.current_player == seat)
            continue
        await rig.pump(lambda: phone.snapshot["yours"] and phone.snapshot["moves"] ==
                       len(rig.table.model.state.history))
        cards = dimmed(state, seat)
        if cards:
            return cards
        moves = len(state.history)
        action = str(rng.choice(list(state.legal_actions())))
        for _ in range(20):
            await phone.act(action, moves + 1)
            if await rig.pump(lambda m=moves: len(rig.table.model.state.history) > m, frames=400):
                break
    raise AssertionError("no dimmed card came")


@pytest.mark.parametrize("game", sorted(MEANS))
def test_a_dimmed_card_tapped_gets_the_engines_reason(game):
    async def main():
        async with Rig(game, 2, phones=1, seed=5) as rig:
            seat = rig.hub.seats[0]
            phone = await rig.phone(seat)
            cards = await play_until_dimmed(rig, phone, seat, random.Random(3))
            state = rig.table.model.state
            moves = len(state.history)
            card = cards[0]
            with pytest.raises(IllegalMove) as refusal:
                state.view(seat).legal_action(MEANS[game](card))
            errors = len(phone.errors())
            await phone.ws.send_str(json.dumps({"t": "why", "card": card.text}))
            assert await rig.pump(lambda: len(phone.errors()) > errors)
            answer = phone.errors()[-1]
            assert answer["key"] == "phones.why", answer
            assert answer["text"] == i18n.text(refusal.value.message), answer
            assert answer["text"]
            # nothing was played, nothing is pending
            await rig.settle()
            assert len(rig.table.model.state.history) == moves
            assert not phone.snapshot["pending"]
            # a playable card, a card the seat does not hold and junk get no reason
            legal_card = next((c for a in state.legal_actions() for c in cards_of(a)), None)
            foreign = next(c for c in state.all_cards() if c not in state.hand(seat)
                           and not c.is_unknown)
            asked = [c.text for c in (legal_card, foreign) if c is not None] + ["ZZ"]
            errors = len(phone.errors())
            for text in asked:
                await phone.ws.send_str(json.dumps({"t": "why", "card": text}))
            await rig.settle(40)
            assert phone.errors()[errors:] == []
            # a malformed question is a bad frame
            await phone.ws.send_str(json.dumps({"t": "why", "card": "10S", "x": 1}))
            assert await rig.pump(lambda: len(phone.errors()) > errors)
            assert phone.errors()[-1]["key"] == "phones.bad_frame"
            assert len(rig.table.model.state.history) == moves
            rig.catch_up_shadow()
            await phone.close()
    run(main())


def test_a_winners_own_snapshot_says_it_won():
    from game.app.phones.snapshot import snapshot
    from game.rules import new_game

    state = new_game("stortok", players=3, seed=4)
    rng = random.Random(4)
    while not state.is_over:
        state.apply(rng.choice(list(state.legal_actions())))
    winners = set(state.winners())
    assert winners and len(winners) < 3
    for seat in range(3):
        sent = json.loads(snapshot(state.view(seat), seat, []))
        assert sent["won"] is (seat in winners)
        assert sent["winners"] == [state.names[s] for s in sorted(winners)]
    # mid-game nobody has won
    fresh = new_game("stortok", players=3, seed=4)
    assert json.loads(snapshot(fresh.view(0), 0, []))["won"] is False
