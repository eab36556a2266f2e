"""What the turn driver publishes: typed records of what happened at a table, each kind
to the handlers that subscribed to it — a move played with its sentence, a refusal
with the engine's reason, a turn begun with the legal moves, a hand-off, the game's
end — and the followers (the narrator, autosave) that read them instead of being called
by name."""

from __future__ import annotations

from support.app import confirm_handoffs, make_app, start_table

from game.app import i18n
from game.app.session import Seat
from game.app.speech import Narrator, Recorder
from game.app.speech.spoken import speakable
from game.app.table.events import (
    GameEnded,
    HandedOff,
    MovePlayed,
    MoveRefused,
    TableEvents,
    TurnBegun,
)
from game.rules import IllegalMove, new_game
from game.rules.stortok import Play


def test_records_reach_the_handlers_of_their_kind_until_they_stop():
    events = TableEvents()
    played: list[MovePlayed] = []
    ended: list[GameEnded] = []
    stop = events.subscribe(MovePlayed, played.append)
    events.subscribe(GameEnded, ended.append)
    state = new_game("stortok", 2, seed=1)
    action = state.legal_actions()[0]
    record = MovePlayed(0, action, (), state.describe(action))
    events.publish(record)
    events.publish(GameEnded((1,)))
    assert played == [record] and ended == [GameEnded((1,))]
    stop()
    events.publish(record)
    assert played == [record]


def _follow(table) -> dict[type, list]:
    seen: dict[type, list] = {}
    for kind in (MovePlayed, MoveRefused, TurnBegun, HandedOff, GameEnded):
        table.driver.events.subscribe(kind, seen.setdefault(kind, []).append)
    return seen


def test_a_played_game_publishes_its_turns_moves_and_end():
    app = make_app()
    table = start_table(app, "stortok", [Seat("Bert", False, "easy"), Seat("Carla", False,
                                                                              "easy")],
                        seed=3, ai_seed=3)
    seen = _follow(table)
    assert app.run_until(lambda: table.model.state.is_over and not table.busy, 20000)
    app.step()
    state = table.model.state
    assert [r.action for r in seen[MovePlayed]] == list(state.history)
    assert all(r.sentence.key for r in seen[MovePlayed])
    begun = seen[TurnBegun]
    assert begun and all(r.actions for r in begun)
    assert [r.moves for r in begun] == sorted({r.moves for r in begun})   # once per turn
    assert seen[GameEnded] == [GameEnded(tuple(state.winners()))]
    assert not seen[MoveRefused] and not seen[HandedOff]


def test_a_refusal_is_published_with_the_engines_reason_and_the_narrator_says_it():
    output = Recorder()
    app = make_app(game="stortok", players=3, seed=0)
    app.speech = Narrator(app, output=output, available=True)
    app.settings.speech = True
    table = start_table(app, "stortok", [Seat("Anna", True), Seat("Bert", False, "easy"),
                                        Seat("Carla", False, "easy")], seed=0, ai_seed=0)
    seen = _follow(table)
    for _ in range(40):
        assert app.run_until(table.human_to_act, 3000)
        legal = set(table.model.state.legal_actions())
        refused = [c for c in table.model.state.hand(0) if Play(c) not in legal]
        if refused:
            break
        table.driver.perform(table.model.state.legal_actions()[0])
    else:
        raise AssertionError("no refusable card in 40 turns")
    try:
        table.model.state.clone().apply(Play(refused[0]))
    except IllegalMove as refusal:
        reason = refusal.message
    before = len(table.model.state.history)
    assert not table.driver.perform(Play(refused[0]))
    assert seen[MoveRefused] == [MoveRefused(0, reason)]
    assert len(table.model.state.history) == before
    heard = speakable(i18n.text(reason))
    assert any(heard in text and priority == "urgent"
               for text, priority in output.said), output.said


def test_a_hand_off_between_two_humans_is_published():
    app = make_app()
    table = start_table(app, "zwicker", [Seat("Anna", True), Seat("Bert", True)], seed=2)
    seen = _follow(table)
    for _ in range(400):
        if seen[HandedOff]:
            break
        if table.human_to_act():
            table.driver.perform(table.model.state.legal_actions()[0])
        app.step()
        confirm_handoffs(app)
    assert seen[HandedOff] and seen[HandedOff][0].seat in (0, 1)
