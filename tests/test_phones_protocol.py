"""The phones' protocol, for every game, with aiohttp's test server and client: join,
view, act, refusals, reconnect, take-over, wrong and foreign codes, junk, oversize and
floods — and after each, the table's game equal to a shadow game that applied only the
legal moves. What a seat is sent never holds a card only another seat may see."""

from __future__ import annotations

import asyncio
import json
import random

import pytest
from aiohttp import WSMsgType, WSServerHandshakeError
from support.games import short_game
from support.phones import Phone, Rig, card_tokens, run, secret_only

from game.app import i18n
from game.app.games import playable
from game.app.phones import codes as join_codes
from game.app.phones import server as server_module
from game.app.phones.hub import RemoteSeat
from game.rules import GAMES as REGISTERED
from game.rules import IllegalMove

#: the tables these games are tried at; every other playable game at three seats (or its
#: nearest count)
GAMES = [("stortok", 3), ("toffpoker", 3), ("zwicker", 4)]
GAMES += [(name, min(max(3, REGISTERED[name].min_players), REGISTERED[name].max_players))
          for name in sorted(playable()) if name not in dict(GAMES)]


def assert_private(rig: Rig, seat: int, snapshot: dict) -> None:
    """Nothing in what the seat is sent — the log aside, which tells of cards once
    public — is a card only others may see now."""
    hidden = secret_only(rig.table.model.state, seat)
    shown = card_tokens({k: v for k, v in snapshot.items() if k != "log"})
    leaked = hidden & set(shown)
    assert not leaked, f"seat {seat} was sent {leaked}"
    # the seat's own hand, in the table's order
    assert snapshot["hand"] == [c.text for c in sorted(rig.table.model.state.hand(seat),
                                                       key=rig.table.presenter.hand_sort_key)]


async def junk_and_refusals(rig: Rig, phone, other_phone, seat: int) -> None:
    """Everything that must change nothing: each gets an error frame."""
    before = len(rig.table.model.state.history)
    errors = len(phone.errors())
    frames = ["not json", "[1, 2]", json.dumps({"t": "act", "action": 5, "ref": 1}),
              json.dumps({"t": "act", "action": "take", "ref": 1, "extra": 1}),
              json.dumps({"t": "nope"}), json.dumps({"t": "act", "action": "x" * 2000}),
              json.dumps({"t": "act", "action": "play 1Z", "ref": 2}),
              json.dumps({"t": "act", "action": "\u00e4\u00df", "ref": 3})]
    for frame in frames:
        await phone.ws.send_str(frame)
    await phone.ws.send_bytes(b"\x00\x01")
    assert await rig.pump(lambda: len(phone.errors()) >= errors + len(frames) + 1), [
        e["key"] + ":" + e["text"][:50] for e in phone.errors()][errors + 5:]
    if other_phone is not None:           # another seat's phone moves out of turn
        legal = rig.table.model.state.legal_actions()
        other_errors = len(other_phone.errors())
        await other_phone.act(str(legal[0]), 9)
        assert await rig.pump(lambda: len(other_phone.errors()) > other_errors)
        assert other_phone.errors()[-1]["key"] == "phones.refused"
    await rig.settle()
    assert len(rig.table.model.state.history) == before
    rig.catch_up_shadow()
    await asyncio.sleep(len(frames) / server_module.REFILL)    # the rate limit's bucket refills


@pytest.mark.parametrize("game,players", [
    GAMES[0], *(pytest.param(*g, marks=pytest.mark.slow) for g in GAMES[1:])])
def test_a_whole_game_from_phones(game, players):
    """Two seats play a whole game from phones (the rest computers); junk and
    out-of-turn moves on the way change nothing; each move sent is the one played."""
    async def main():
        async with Rig(game, players, phones=2, seed=7, options=short_game(game)) as rig:
            seats = rig.hub.seats
            assert seats == [0, 1]
            phones = {seat: await rig.phone(seat) for seat in seats}
            first = {seat: phones[seat].snapshot for seat in seats}
            for seat in seats:        # the deal: no card of another hand, log included
                hidden = secret_only(rig.table.model.state, seat)
                assert hidden or game == "toffpoker", "nothing hidden: the check is void"
                assert not hidden & set(card_tokens(first[seat])), seat
                assert first[seat]["name"] == rig.session.seats[seat].name
            rng = random.Random(3)
            junk_turns = 0
            moves_sent = 0
            for _ in range(2000):
                state = rig.table.model.state
                if state.is_over:
                    break
                seat = state.current_player
                moves = len(state.history)
                if seat not in phones:
                    assert await rig.pump(lambda m=moves: len(rig.table.model.state.history) > m
                                          or rig.table.model.state.is_over)
                    rig.catch_up_shadow()
                    continue
                phone = phones[seat]
                assert await rig.pump(lambda p=phone, m=moves: p.snapshot["yours"] and
                                      p.snapshot["n"] > 0 and _fresh(rig, p, m))
                snapshot = phone.snapshot
                assert_private(rig, seat, snapshot)
                texts = [a["a"] for a in snapshot["actions"]]
                assert texts == [str(a) for a in state.legal_actions()]
                if junk_turns < 3:
                    junk_turns += 1
                    other = phones[seats[0] if seat != seats[0] else seats[1]]
                    await junk_and_refusals(rig, phone, other, seat)
                choice = rng.choice(texts)
                await send_until_played(rig, phone, choice, moves)
                moves_sent += 1
                assert await rig.pump(lambda m=moves: len(rig.table.model.state.history) > m), (
                    choice, phone.errors()[-2:], type(rig.app.scenes.top).__name__)
                assert str(rig.table.model.state.history[moves]) == choice
                rig.catch_up_shadow()
            assert rig.table.model.state.is_over
            assert moves_sent > 3
            assert await rig.pump(lambda: all(p.snapshot["over"] for p in phones.values()))
            for phone in phones.values():
                await phone.close()
    run(main())


async def send_until_played(rig: Rig, phone, text: str, moves: int) -> None:
    """Send a move; a scripted phone is faster than the rate limit allows, so a move
    answered "slow down" is sent again after a pause (bounded)."""
    for _ in range(20):
        errors = len(phone.errors())
        await phone.act(text, moves + 1)
        played = await rig.pump(lambda e=errors: len(rig.table.model.state.history) > moves or
                                len(phone.errors()) > e)
        if len(rig.table.model.state.history) > moves:
            return
        assert played and phone.errors()[-1]["key"] == "phones.slow_down", phone.errors()[-1]
        await asyncio.sleep(0.2)
    raise AssertionError(f"{text} was never played")


def _fresh(rig: Rig, phone, moves: int) -> bool:
    """The phone's newest snapshot shows the position after ``moves`` moves."""
    snapshot = phone.snapshot
    return snapshot["actions"] != [] and [a["a"] for a in snapshot["actions"]] == [
        str(a) for a in rig.table.model.state.legal_actions()] and len(
        rig.table.model.state.history) == moves


def test_a_refused_move_shows_the_engines_reason():
    async def main():
        async with Rig("stortok", 3, phones=1, seed=11) as rig:
            seat = rig.hub.seats[0]
            phone = await rig.phone(seat)
            assert await rig.pump(lambda: rig.table.model.state.current_player == seat)
            await rig.settle()
            state = rig.table.model.state
            hand = set(state.hand(seat))
            foreign = next(c for c in state.all_cards() if c not in hand and not c.is_unknown)
            text = f"play {foreign.text}"
            with pytest.raises(IllegalMove) as refusal:
                state.view(seat).legal_action(text)
            await phone.act(text, 4)
            assert await rig.pump(lambda: phone.errors())
            error = phone.errors()[-1]
            assert error["ref"] == 4
            assert error["text"] == i18n.text(refusal.value.message)
            assert len(rig.table.model.state.history) == len(rig.shadow.history)
            rig.catch_up_shadow()
            await phone.close()
    run(main())


def test_wrong_codes_and_another_seats_code():
    async def main():
        async with Rig("zwicker", 3, phones=2, seed=2) as rig:
            a, b = rig.hub.seats
            async with rig.http.get(rig.server.address + "/j/" + "x" * 22) as response:
                assert response.status == 404
            with pytest.raises(WSServerHandshakeError):
                await rig.http.ws_connect(rig.ws_url(a, "not-a-code"))
            phone_a = await rig.phone(a)
            assert phone_a.snapshot["seat"] == a
            assert sorted(phone_a.snapshot["hand"]) == sorted(
                c.text for c in rig.table.model.state.hand(a))
            # b's turn comes (a plays its turns): a's phone cannot move for it
            for _ in range(10):
                await rig.pump(lambda: rig.table.model.state.current_player in (a, b) and
                               not rig.table.busy)
                if rig.table.model.state.current_player == b:
                    break
                moves = len(rig.table.model.state.history)
                await send_until_played(rig, phone_a, str(rig.table.model.state.legal_actions()[0]),
                                        moves)
            assert rig.table.model.state.current_player == b
            await rig.settle()
            moves = len(rig.table.model.state.history)
            legal = rig.table.model.state.legal_actions()
            await phone_a.act(str(legal[0]), 5)
            assert await rig.pump(lambda: phone_a.errors())
            assert phone_a.errors()[-1]["key"] == "phones.refused"
            await rig.settle(30)
            assert len(rig.table.model.state.history) == moves
            assert rig.table.model.state.current_player == b     # b's phone has not joined
            rig.catch_up_shadow()
            assert all(f.get("seat", a) == a for f in phone_a.frames)
            await phone_a.close()
    run(main())


def test_reconnect_and_take_over():
    async def main():
        async with Rig("stortok", 3, phones=1, seed=4) as rig:
            seat = rig.hub.seats[0]
            assert rig.hub.status(seat) == "waiting"
            first = await rig.phone(seat)
            assert await rig.pump(lambda: rig.hub.status(seat) == "connected")
            # a second phone with the same code is turned away while the first holds it
            second = await rig.phone(seat, who="second")
            assert await rig.pump(lambda: second.closed)
            assert [f["key"] for f in second.errors()] == ["phones.taken"]
            assert not first.closed
            # the first goes: reconnecting; the plate says so; the same code joins again
            await first.close()
            assert await rig.pump(lambda: rig.hub.status(seat) == "reconnecting")
            assert rig.table.driver.seat_note(seat)[0] == i18n.tr("phones.plate.reconnecting")
            again = await rig.phone(seat)
            assert again.snapshot["seat"] == seat and rig.hub.status(seat) == "connected"
            # the host lets a new phone take the seat over: the old one is told
            rig.hub.allow_takeover(seat)
            new = await rig.phone(seat, who="new")
            assert new.snapshot is not None
            assert await rig.pump(lambda: again.closed)
            assert again.frames[-1] == {"t": "bye", "why": "replaced"}
            assert {"t": "notice", "key": "passed"} in new.frames    # both phones told
            rig.catch_up_shadow()
            await new.close()
    run(main())


def test_oversize_and_flood_change_nothing():
    """A text flood: the burst is judged, the rest is dropped unanswered but for one
    "slow down" per run; past the hard size limit the connection is closed."""
    async def main():
        async with Rig("stortok", 3, phones=1, seed=5) as rig:
            seat = rig.hub.seats[0]
            phone = await rig.phone(seat)
            moves = len(rig.table.model.state.history)
            for i in range(80):
                await phone.act("play 1Z", i)
            assert await rig.pump(lambda: any(e["key"] == "phones.slow_down"
                                              for e in phone.errors()))
            await rig.settle(40)
            keys = [e["key"] for e in phone.errors()]
            assert keys.count("phones.slow_down") <= 3, keys
            assert 1 <= keys.count("phones.refused") <= server_module.BURST + 5
            assert len(keys) <= server_module.BURST + 8       # most of the flood unanswered
            assert not phone.closed
            await phone.ws.send_str("x" * (server_module.HARD_FRAME_LIMIT + 10))
            assert await rig.pump(lambda: phone.closed)
            await rig.settle()
            rig.catch_up_shadow()
            assert len(rig.shadow.history) >= moves
    run(main())


@pytest.mark.parametrize("kind", ["binary", "ping", "text"])
def test_every_kind_of_frame_counts_and_a_flooder_is_closed(kind):
    """Binary frames and WebSocket pings are counted like text before anything answers
    them: a burst is answered, then the flooder is closed after MAX_REFUSED more; a
    phone of the same seat can still come back, and the game is unchanged."""
    async def main():
        async with Rig("stortok", 3, phones=1, seed=5) as rig:
            seat = rig.hub.seats[0]
            ws = await rig.http.ws_connect(rig.ws_url(seat), autoping=False)
            answers = 0
            sent = 0

            async def read() -> None:
                nonlocal answers
                async for message in ws:
                    answers += message.type in (WSMsgType.TEXT, WSMsgType.PONG)

            reader = asyncio.ensure_future(read())
            from aiohttp import ClientConnectionResetError
            try:
                for _ in range(5 * server_module.MAX_REFUSED):
                    if ws.closed:
                        break
                    if kind == "binary":
                        await ws.send_bytes(b"\x00" * 16)
                    elif kind == "ping":
                        await ws.ping(b"p")
                    else:
                        await ws.send_str("[]")
                    sent += 1
                    if sent % 50 == 0:
                        await rig.settle(1)
            except (ClientConnectionResetError, ConnectionResetError):
                pass                       # closed under our feet: what is wanted
            assert await rig.pump(lambda: reader.done(), seconds=10)
            assert sent <= server_module.BURST + server_module.MAX_REFUSED + 120, sent
            # answered: the burst, what refilled meanwhile, the snapshot, one "slow down"
            assert answers <= server_module.BURST + 40, answers
            again = await rig.phone(seat)
            assert again.snapshot is not None and not again.closed
            rig.catch_up_shadow()
            await again.close()
    run(main())


def test_reconnects_per_code_are_limited():
    """A storm of connections with one code is refused (HTTP 429) after a burst; the
    seat's phone gets in again once the storm has passed."""
    async def main():
        async with Rig("stortok", 2, phones=1, seed=5) as rig:
            seat = rig.hub.seats[0]
            refused = 0
            for _ in range(server_module.JOIN_BURST + 5):
                try:
                    ws = await rig.http.ws_connect(rig.ws_url(seat))
                    await ws.close()
                except WSServerHandshakeError as problem:
                    assert problem.status == 429
                    refused += 1
            assert refused >= 4
            await asyncio.sleep(server_module.JOIN_EVERY + 0.2)
            phone = await rig.phone(seat)
            assert phone.snapshot is not None
            await phone.close()
    run(main())


def test_a_held_seat_passes_only_after_its_phone_was_gone_long_enough(monkeypatch):
    """A second phone is turned away while the seat's phone holds it, and while that
    one is gone for less than HOLD_SECONDS (it is told how long); after that the seat
    passes, the new phone is told so, and the old one, coming back, hears it passed."""
    monkeypatch.setattr(server_module, "HOLD_SECONDS", 1.0)

    async def main():
        async with Rig("stortok", 3, phones=1, seed=4) as rig:
            seat = rig.hub.seats[0]
            first = await rig.phone(seat, who="first")
            second = await rig.phone(seat, who="second")
            assert await rig.pump(lambda: second.closed)
            assert second.errors()[-1]["text"] == "taken"
            await first.close()
            assert await rig.pump(lambda: rig.hub.status(seat) == "reconnecting")
            early = await rig.phone(seat, who="second")
            assert await rig.pump(lambda: early.closed)
            refusal = early.errors()[-1]
            assert refusal["text"] == "held" and 0 < refusal["wait"] <= 1.0
            assert early.snapshot is None
            await asyncio.sleep(1.1)
            late = await rig.phone(seat, who="second")
            assert late.snapshot is not None and not late.closed
            assert {"t": "notice", "key": "passed"} in late.frames
            back = await rig.phone(seat, who="first")
            assert await rig.pump(lambda: back.closed)
            assert back.errors()[-1]["text"] == "passed_away"
            assert not late.closed
            await late.close()
    run(main())


def test_join_codes_have_no_look_alikes_and_ignore_case_and_dashes():
    codes = {join_codes.new_code() for _ in range(200)}
    assert len(codes) == 200
    for code in codes:
        groups = code.split("-")
        assert [len(g) for g in groups] == [4, 4, 4, 4]
        assert not set(code) & set("01ILO")
        assert set(code.replace("-", "")) <= set(join_codes.CODE_ALPHABET)

    async def main():
        async with Rig("stortok", 2, phones=1, seed=6) as rig:
            seat = rig.hub.seats[0]
            code = rig.server.code(seat)
            typed = code.lower().replace("-", " ")
            async with rig.http.get(f"{rig.server.address}/j/{typed}") as response:
                assert response.status == 200
            wrong = code[:-1] + ("X" if code[-1] != "X" else "Y")
            async with rig.http.get(f"{rig.server.address}/j/{wrong}") as response:
                assert response.status == 404
                page = await response.text()
                assert "not valid" in page and "gilt nicht" in page     # both languages
    run(main())


def test_foreign_host_or_origin_and_paths_outside_the_page():
    async def main():
        async with Rig("stortok", 2, phones=1, seed=6) as rig:
            seat = rig.hub.seats[0]
            url = rig.url(seat)
            async with rig.http.get(url) as response:
                assert response.status == 200
                assert "phone.js" in await response.text()
            async with rig.http.get(url, headers={"Host": "evil.example:80"}) as response:
                assert response.status == 403
            async with rig.http.get(url, headers={"Origin": "http://evil.example"}) as response:
                assert response.status == 403
            with pytest.raises(WSServerHandshakeError):
                await rig.http.ws_connect(rig.ws_url(seat),
                                          headers={"Origin": "http://evil.example"})
            base = rig.server.address
            for path in ("/s/../server.py", "/s/index.html", "/s/%2e%2e%2fhub.py", "/",
                         "/s/phone.js/../../hub.py", "/game/app/phones/server.py",
                         "/j/" + rig.server.code(seat) + "/../../etc/passwd"):
                async with rig.http.get(base + path) as response:
                    assert response.status in (403, 404), path
                    body = await response.read()
                    assert b"import" not in body and b"root:" not in body, path
            async with rig.http.get(base + "/s/phone.js") as response:
                assert response.status == 200
                assert "text/javascript" in response.headers["Content-Type"]
    run(main())


@pytest.mark.parametrize("game", ["stortok", pytest.param("toffpoker", marks=pytest.mark.slow),
                                  pytest.param("zwicker", marks=pytest.mark.slow)])
def test_a_phone_seat_is_never_face_up_on_the_tv(game):
    """One human at the TV (seat 0) and one on a phone (seat 1): only seat 0's hand is
    ever drawn face up, and no hand-off screen is shown, a whole game long (in
    Toff-Poker too, where hands are public by the rules: a phone's hand stays on it)."""
    from support.app import face_up_hands

    async def main():
        async with Rig(game, 3, phones=1, seed=8, humans=2, options=short_game(game)) as rig:
            assert rig.hub.seats == [1]
            assert isinstance(rig.table.driver.controllers[1], RemoteSeat)
            assert rig.table.model.perspective == 0
            phone = await rig.phone(1)
            rng = random.Random(1)
            for _ in range(3000):
                state = rig.table.model.state
                if state.is_over:
                    break
                rig.app.step()
                await asyncio.sleep(0.001)
                assert 1 not in face_up_hands(rig.table)      # the phone's seat
                assert type(rig.app.scenes.top).__name__ != "HandoffScene"
                seat = state.current_player
                if seat == 0 and rig.table.human_to_act():
                    rig.table.perform(rng.choice(list(state.legal_actions())))
                elif seat == 1 and phone.snapshot["yours"] and not rig.table.busy:
                    moves = len(state.history)
                    if [a["a"] for a in phone.snapshot["actions"]] == [
                            str(a) for a in state.legal_actions()]:
                        choice = rng.choice(phone.snapshot["actions"])["a"]
                        await send_until_played(rig, phone, choice, moves)
            assert rig.table.model.state.is_over
            rig.catch_up_shadow()
            await phone.close()
    run(main())


def test_the_phone_names_zwicker_units_by_their_value_not_by_an_index():
    from game.app.games.zwicker.seat_view import zwicker_seat_view
    from game.rules import new_game

    state = new_game("zwicker", 2, seed=4)
    view = state.view(0)
    units = zwicker_seat_view(view, 0).table[0].as_json()["units"]
    assert [u["note"] for u in units] == [f"= {unit.value}" for unit in view.table]
    assert not any("#" in u["note"] for u in units)


def test_no_turn_before_the_table_starts_and_a_sent_move_stays_sent():
    """Before the table has begun a turn no phone is told "your turn"; a move sent while
    the TV still animates is shown pending (the page's "Sent") in every snapshot until
    it is played."""
    async def main():
        async with Rig("stortok", 2, phones=1, seed=3) as rig:
            seat = rig.hub.seats[0]
            rig.table.driver.thinking = None     # as a new table: no turn begun yet
            rig.hub.attach(rig.table)
            phone = Phone(await rig.http.ws_connect(rig.ws_url(seat)))
            for _ in range(500):                 # the server answers; the table stands
                if phone.snapshot is not None:
                    break
                await asyncio.sleep(0.01)
            first = phone.snapshot
            assert first["started"] is False and first["yours"] is False
            assert first["actions"] == []
            assert await rig.pump(lambda: phone.snapshot["yours"])
            assert phone.snapshot["started"] is True
            state = rig.table.model.state
            moves = len(state.history)
            choice = phone.snapshot["actions"][0]["a"]
            rig.table.timeline.add(lambda: 0.5)  # the TV is still busy with something
            await phone.act(choice, moves + 1)
            assert await rig.pump(lambda: phone.snapshot["pending"] or
                                  len(rig.table.model.state.history) > moves)
            for _ in range(3000):
                if len(rig.table.model.state.history) > moves:
                    break
                assert phone.snapshot["pending"], "the move flipped back to not sent"
                await rig.settle(1)
            assert str(rig.table.model.state.history[moves]) == choice
            await phone.close()
    run(main())


def test_the_phone_lists_every_seat_and_ends_with_the_board():
    async def main():
        async with Rig("zwicker", 3, phones=1, seed=9) as rig:
            seat = rig.hub.seats[0]
            phone = await rig.phone(seat)
            state = rig.table.model.state
            assert await rig.pump(lambda: phone.snapshot["moves"] == len(state.history))
            players = phone.snapshot["players"]
            assert [p["name"] for p in players] == list(state.names)
            assert [p["cards"] for p in players] == [len(state.hand(s))
                                                     for s in range(state.players)]
            assert [p["you"] for p in players] == [s == seat for s in range(state.players)]
            assert "Stock" in phone.snapshot["rows"][0]["note"]
            rng = random.Random(2)
            for _ in range(400):
                if rig.table.model.state.is_over:
                    break
                moves = len(rig.table.model.state.history)
                if rig.table.model.state.current_player == seat:
                    assert await rig.pump(lambda m=moves: phone.snapshot["yours"] and
                                          _fresh(rig, phone, m))
                    await send_until_played(rig, phone,
                                            rng.choice(phone.snapshot["actions"])["a"], moves)
                else:
                    await rig.pump(lambda m=moves: len(rig.table.model.state.history) > m or
                                   rig.table.model.state.is_over)
            state = rig.table.model.state
            assert state.is_over
            assert await rig.pump(lambda: phone.snapshot["over"])
            board = phone.snapshot["board"]
            scores = state.scores()
            assert sorted((r["name"], r["score"]) for r in board) == sorted(
                zip(state.names, scores, strict=True))
            assert [r["won"] for r in board][:len(state.winners())] == [True] * len(
                state.winners())
            await phone.close()
    run(main())


def test_the_card_faces_are_the_tvs_own_pictures_in_the_chosen_pack():
    """The page draws the TV's card art: two colours, or four when the TV uses four;
    only face names are served, nothing else from the sprite folder or beyond."""
    from game.app.kit.assets import SPRITES

    async def main():
        async with Rig("stortok", 2, phones=1, seed=6) as rig:
            seat = rig.hub.seats[0]
            phone = await rig.phone(seat)
            assert phone.snapshot["pack"] == "2"
            base = rig.server.address
            for pack, folder in (("2", "cards"), ("4", "cards4")):
                for name in ("10D", "QH", "JK", "back"):
                    async with rig.http.get(f"{base}/c/{pack}/{name}.png") as response:
                        assert response.status == 200
                        assert response.headers["Content-Type"] == "image/png"
                        assert await response.read() == (SPRITES / folder /
                                                         f"{name}.png").read_bytes()
            for path in ("/c/2/../../server.py", "/c/3/10D.png", "/c/2/felt.png",
                         "/c/2/%2e%2e%2fback.png", "/c/cards/10D.png"):
                async with rig.http.get(base + path) as response:
                    assert response.status in (403, 404), path
            n = phone.snapshot["n"]
            rig.app.settings.four_colour = True
            assert await rig.pump(lambda: phone.snapshot["n"] > n)
            assert phone.snapshot["pack"] == "4"
            await phone.close()
    run(main())


def test_toffpoker_shows_your_chosen_five_in_the_hands_order_while_others_choose():
    """The five a seat chose stay on its phone while the others still choose, in the
    order its hand was shown in (not the engine's own order)."""
    async def main():
        async with Rig("toffpoker", 3, phones=3, seed=2) as rig:
            phones = {seat: await rig.phone(seat) for seat in rig.hub.seats}
            seat = rig.table.model.state.current_player
            phone = phones[seat]
            assert await rig.pump(lambda: phone.snapshot["yours"])
            before = phone.snapshot
            choose = before["actions"][-1]
            await phone.act(choose["a"], len(rig.table.model.state.history) + 1)
            assert await rig.pump(lambda: rig.table.model.state.current_player != seat)
            assert await rig.pump(lambda: phone.snapshot["moves"] ==
                                  len(rig.table.model.state.history))
            rows = {row["label"]: row["cards"] for row in phone.snapshot["rows"]}
            chosen = rows[i18n.tr("phones.row.chosen")]
            assert sorted(chosen) == sorted(choose["c"]) and len(chosen) == 5
            assert chosen == [c for c in before["hand"] if c in chosen]
            assert not set(chosen) & set(phone.snapshot["hand"])
            for other in phones.values():
                await other.close()
    run(main())


def test_toffpoker_has_no_empty_bid_row_while_choosing():
    """While the seats choose their five, nobody has bid: the phone shows no "Your bid"
    row with nothing in it; once the seat has bid, its row is there with its cards."""
    from game.app.games.toffpoker.seat_view import toffpoker_seat_view
    from game.rules import new_game

    state = new_game("toffpoker", players=3, seed=2)
    rng = random.Random(2)
    own_label = i18n.tr("phones.row.bid")
    seen_empty = seen_own = 0
    for _ in range(200):
        if state.is_over:
            break
        for seat in range(state.players):
            view = state.view(seat)
            rows = [row.as_json() for row in toffpoker_seat_view(view, seat).table]
            assert all(row["cards"] for row in rows if "bid" in row["label"].lower()
                       or row["label"] == own_label), rows
            own = [row for row in rows if row["label"] == own_label]
            if view.bid(seat):
                seen_own += 1
                assert [c for row in own for c in row["cards"]] == [
                    c.text for c in view.bid(seat)]
            else:
                seen_empty += 1
                assert not own, rows
        state.apply(rng.choice(list(state.legal_actions())))
    assert seen_empty and seen_own               # both cases came up


def test_toffpoker_pool_row_says_what_it_holds_when_it_is_empty():
    """While the seats choose their five, the pool is empty: the phone's "Your pool" row
    says what it will hold (and later, that nothing is left) rather than standing empty;
    with cards in it, its note is the round."""
    from game.app.games.toffpoker.seat_view import toffpoker_seat_view
    from game.rules import new_game
    from game.rules.toffpoker import SELECT

    state = new_game("toffpoker", players=3, seed=4)
    rng = random.Random(4)
    label = i18n.tr("phones.row.pool")
    seen = set()
    for _ in range(400):
        if state.is_over:
            break
        for seat in range(state.players):
            view = state.view(seat)
            pool = next(row.as_json() for row in toffpoker_seat_view(view, seat).table
                        if row.label == label)
            if pool["cards"]:
                expected, kind = i18n.tr("phones.row.round", round=view.round), "cards"
            elif view.phase == SELECT:
                expected, kind = i18n.tr("phones.row.pool_to_come", round=view.round), "soon"
            else:
                expected, kind = i18n.tr("phones.row.pool_spent", round=view.round), "spent"
            assert pool["note"] == expected, (view.phase, pool)
            seen.add(kind)
        state.apply(rng.choice(list(state.legal_actions())))
    assert {"cards", "soon"} <= seen
