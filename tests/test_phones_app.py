"""Phone seats in the app: the flags, the setup's seat kinds, the join screen (QR codes,
addresses printed on the terminal, closing once every phone joined), the name plates,
the pause menu's phone page (play a seat here again), and the server's life (only with
phone seats, stopped when the match is left). Real server threads, on 127.0.0.1."""

from __future__ import annotations

import asyncio
import json
import threading

import pygame
import pytest
from aiohttp import ClientSession
from support.app import make_app

from game.app.cli import parse
from game.app.games import playable
from game.app.phones.codes import code_key
from game.app.phones.hub import RemoteSeat
from game.app.screens.pause import PauseScene
from game.app.screens.phones import PhonesScene
from game.app.screens.setup import SetupScene, set_seat_kind
from game.app.session import Session
from game.app.table.scene import TableScene
from game.app.table.seats import Computer, LocalHuman


def config_for(*argv: str):
    return parse(list(argv), playable())


def test_the_phone_flags():
    config = config_for("--game", "zwicker", "--players", "5", "--phones", "3")
    assert (config.phones, config.humans, config.phone_host, config.phone_port) == (3, 3,
                                                                                    None, 0)
    config = config_for("--game", "stortok", "--humans", "3", "--phones", "1",
                        "--phone-host", "127.0.0.1", "--phone-port", "8765")
    assert (config.phones, config.humans, config.phone_host, config.phone_port) == (
        1, 3, "127.0.0.1", 8765)
    session = Session.quick("stortok", 4, config.humans, phones=config.phones)
    assert [(s.human, s.phone) for s in session.seats] == [
        (True, False), (True, False), (True, True), (False, False)]
    assert session.humans_here == [0, 1] and session.phone_seats == [2]


@pytest.mark.parametrize("argv", [["--phones", "1"], ["--demo", "stortok", "--phones", "1"],
                                  ["--game", "stortok", "--players", "3", "--phones", "4"],
                                  ["--game", "stortok", "--phones", "1", "--phone-port",
                                   "70000"]])
def test_bad_phone_flags_exit_with_code_2(argv, capsys):
    with pytest.raises(SystemExit) as stop:
        config_for(*argv)
    assert stop.value.code == 2
    assert "--phone" in capsys.readouterr().err


def test_no_server_without_phone_seats():
    app = make_app(game="stortok", players=3)
    assert app.nav.phones is None
    table = app.scenes.top
    assert all(not isinstance(c, RemoteSeat) for c in table.driver.controllers.values())


def test_the_setup_cycles_human_phone_computer():
    app = make_app()
    setup = SetupScene(app.services)
    _, kind, level = setup.seat_widgets[1]
    assert kind.values == ["human", "phone", "computer"]
    set_seat_kind(setup.seats[1], "phone")
    session = setup.make_session()
    assert session.seats[1].human and session.seats[1].phone
    assert session.phone_seats == [1]
    setup.start()
    assert app.settings.last_seats[1].phone
    app.step()
    assert isinstance(app.scenes.top, PhonesScene)           # the join screen
    assert app.nav.phones is not None and app.nav.phones.seats == [1]
    set_seat_kind(setup.seats[1], "computer")
    assert not setup.seats[1].human and not setup.seats[1].phone
    app.nav.close_phones()


class Phone(threading.Thread):
    """A phone in a thread of its own: joins, keeps the newest snapshot, can leave."""

    def __init__(self, url: str) -> None:
        super().__init__(daemon=True)
        self.url = url.replace("/j/", "/ws/")
        self.snapshot: dict | None = None
        self.leave = threading.Event()

    def run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        async with ClientSession() as http, http.ws_connect(self.url) as ws:
            while not self.leave.is_set():
                try:
                    message = await ws.receive(timeout=0.05)
                except TimeoutError:
                    continue
                if message.type.name != "TEXT":
                    break
                data = json.loads(message.data)
                if data["t"] == "state":
                    self.snapshot = data


def step_until(app, condition, frames: int = 600) -> bool:
    import time

    for _ in range(frames):
        if condition():
            return True
        app.step()
        time.sleep(0.005)
    return condition()


def test_join_screen_addresses_plates_and_the_pause_menu(capsys):
    app = make_app(game="stortok", players=3, humans=2, phones=2, phone_host="127.0.0.1")
    try:
        hub = app.nav.phones
        assert hub.seats == [0, 1] and hub.server.host == "127.0.0.1"
        printed = capsys.readouterr().out.splitlines()
        for seat in hub.seats:       # one line per seat on the terminal: the full address
            name = app.scenes.find(TableScene).model.session.seats[seat].name
            assert f"{name}: {hub.server.join_url(seat)}" in printed
            assert hub.server.join_url(seat).startswith("http://127.0.0.1:")
        join = app.scenes.top
        assert isinstance(join, PhonesScene) and join.joining
        table = app.scenes.find(TableScene)
        moves = len(table.model.state.history)
        for _ in range(30):          # the game waits while phones are missing
            app.step()
        assert isinstance(app.scenes.top, PhonesScene)
        assert len(table.model.state.history) == moves
        body, info, _ = table.chrome.plate_look(0)
        assert body[2] == "phone" and info == "waiting for phone"
        # seat 0 joins; seat 1 is played by the computer instead: the game starts
        phone = Phone(hub.server.join_url(0))
        phone.start()
        assert step_until(app, lambda: hub.status(0) == "connected")
        assert isinstance(app.scenes.top, PhonesScene)
        join.by_computer(1)
        assert step_until(app, lambda: app.scenes.top is table)
        assert isinstance(table.driver.controllers[1], Computer)
        assert isinstance(table.driver.controllers[0], RemoteSeat)
        assert step_until(app, lambda: phone.snapshot is not None and phone.snapshot["seat"] == 0)
        assert table.chrome.plate_look(0)[1] != "waiting for phone"
        assert step_until(app, lambda: table.model.state.current_player == 0 and not table.busy)
        assert table.chrome.status_text() == "Alex plays on the phone …"
        # the pause menu's phone page; the phone leaves: "reconnecting", then seat 0 is
        # played here again: its code stops working, its hand is the TV's perspective
        app.nav.pause(table)
        app.step()
        pause = app.scenes.top
        assert isinstance(pause, PauseScene) and pause.phones
        pause.phone_seats()
        app.step()
        page = app.scenes.top
        assert isinstance(page, PhonesScene) and not page.joining
        phone.leave.set()
        phone.join(5)
        assert step_until(app, lambda: hub.status(0) == "reconnecting")
        assert table.chrome.plate_look(0)[1] == "reconnecting …"
        assert table.chrome.status_text() == "Waiting for Alex's phone to come back …"
        code = code_key(hub.server.code(0))
        assert code in hub.server._seats
        page.play_here(0)
        assert isinstance(table.driver.controllers[0], LocalHuman)
        assert table.model.perspective == 0 and hub.seats == []
        assert code not in hub.server._seats
        app.scenes.pop()
        app.scenes.pop()
        app.step()
        assert app.scenes.top is table
        # leaving the match stops the server
        server = hub.server
        app.nav.to_menu()
        app.step()
        assert app.nav.phones is None and hub.closed
        assert server._thread is None
    finally:
        app.nav.close_phones()
        pygame.event.clear()


def test_the_next_game_of_a_match_keeps_the_phones():
    """The next table with the same seats (the match's next game, or a new match) gets
    the same server and codes: the phones stay connected."""
    app = make_app(game="zwicker", players=3, humans=1, phones=1, phone_host="127.0.0.1")
    try:
        hub = app.nav.phones
        code = hub.server.code(0)
        first = app.scenes.find(TableScene)
        # as the scoreboard's "again" does after a match: a new session, the same seats
        session = Session(first.model.session.game, first.model.session.seats)
        app.nav.open_table(session)
        app.step()
        second = app.scenes.find(TableScene)
        assert second is not first and second.model.state is session.state
        assert app.nav.phones is hub and not hub.closed and hub.server.code(0) == code
        assert isinstance(second.driver.controllers[0], RemoteSeat)
        assert hub.table is second
    finally:
        app.nav.close_phones()


def test_a_computer_takes_over_a_phone_seat_in_the_middle_of_its_turn():
    app = make_app(game="stortok", players=2, humans=1, phones=1, phone_host="127.0.0.1")
    try:
        hub = app.nav.phones
        table = app.scenes.find(TableScene)
        app.scenes.pop()                    # past the join screen: the game waits for seat 0
        assert step_until(app, lambda: table.model.state.current_player == 0 and
                          table.driver.thinking == 0)
        moves = len(table.model.state.history)
        hub.play_by_computer(0)
        computer = table.driver.controllers[0]
        views = []
        begin = computer.begin_turn
        computer.begin_turn = lambda view, pause: (views.append(view), begin(view, pause))
        assert step_until(app, lambda: len(table.model.state.history) > moves)
        # the turn began anew for the computer: it decided from the seat's view (without
        # that it would have been asked with no view and the engine's first move played)
        assert len(views) == 1 and views[0].current_player == 0
        assert isinstance(table.driver.controllers[0], Computer) and hub.seats == []
    finally:
        app.nav.close_phones()


def test_a_game_without_phone_seats_never_loads_the_server_library():
    """aiohttp costs about 13 MB and start-up time: it is imported only when a table has
    phone seats (checked in a fresh interpreter, after a demo game's first frames)."""
    import subprocess
    import sys
    from pathlib import Path

    code = ("import os, sys; os.environ['SDL_VIDEODRIVER'] = 'dummy'; "
            "os.environ['SDL_AUDIODRIVER'] = 'dummy'\n"
            "from game.app.app import App\nfrom game.app.cli import Config\n"
            "app = App(Config(game='stortok', players=3, humans=1, seed=1, fast=True))\n"
            "app.settings.tutorial_offered = True\napp.start()\n"
            "[app.step() for _ in range(30)]\nprint('aiohttp' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parent.parent, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "False"
