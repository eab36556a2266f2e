"""The phone server against a hostile Wi-Fi, with real server threads on 127.0.0.1:
connection caps, header and lifetime timeouts, a process whose open files run short
(macOS's default limit of 256, set in a child process) that must go on playing, and a
server thread that dies while the table plays on."""

from __future__ import annotations

import socket
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pygame
from support.app import make_app

from game.app.phones import gate as gate_module
from game.app.phones.server import PhoneServer
from game.app.table.scene import TableScene
from game.app.table.seats import LocalHuman

ROOT = Path(__file__).resolve().parent.parent


def closed_by_server(sock: socket.socket, within: float) -> bool:
    """Whether the server closes ``sock`` within ``within`` seconds."""
    sock.settimeout(within)
    try:
        return sock.recv(1024) == b""
    except TimeoutError:
        return False
    except OSError:
        return True


def test_connections_are_capped_per_address_and_idle_ones_time_out(monkeypatch):
    monkeypatch.setattr(gate_module, "HEADER_TIMEOUT", 0.6)
    monkeypatch.setattr(gate_module, "HTTP_LIFETIME", 1.5)
    server = PhoneServer("127.0.0.1")
    server.add_seat(0)
    server.start()
    socks: list[socket.socket] = []
    try:
        assert server.gate is not None and server.gate.per_address == gate_module.MAX_PER_ADDRESS
        for _ in range(gate_module.MAX_PER_ADDRESS + 10):
            socks.append(socket.create_connection(("127.0.0.1", server.port), timeout=2))
        time.sleep(0.2)
        assert len(server.gate.doors) == gate_module.MAX_PER_ADDRESS
        refused = [s for s in socks[gate_module.MAX_PER_ADDRESS:]]
        assert all(closed_by_server(s, 0.5) for s in refused)
        kept = socks[:gate_module.MAX_PER_ADDRESS]
        host = f"127.0.0.1:{server.port}"
        kept[0].sendall(f"GET /j/{server.code(0)} HTTP/1.1\r\nHost: {host}\r\n".encode())  # slow
        kept[1].sendall(f"GET /s/phone.css HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())  # keep-alive
        # silent and half-sent headers: closed after HEADER_TIMEOUT
        assert closed_by_server(kept[0], 1.5)
        assert all(closed_by_server(s, 0.3) for s in kept[2:])
        # a finished request on a kept-alive connection: closed by HTTP_LIFETIME at most
        kept[1].settimeout(2.0)
        assert kept[1].recv(65536).startswith(b"HTTP/1.1 200")
        assert closed_by_server(kept[1], 2.0)
        time.sleep(0.1)
        assert len(server.gate.doors) == 0
        # and a new connection is welcome again
        again = socket.create_connection(("127.0.0.1", server.port), timeout=2)
        again.sendall(f"GET /s/phone.css HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
        assert again.recv(65536).startswith(b"HTTP/1.1 200")
        again.close()
    finally:
        for s in socks:
            s.close()
        server.stop()


CHILD = textwrap.dedent("""
    import os, resource, sys, time
    os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
    resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))     # macOS's default
    sys.path.insert(0, "tests")
    from support.app import make_app
    from game.app.kit import theme
    from game.app.phones.gate import files_open
    app = make_app(game="stortok", players=3, humans=1, phones=1, phone_host="127.0.0.1")
    hub = app.nav.phones
    print("port", hub.server.port, hub.server.gate.total, flush=True)
    most = 0
    end = time.monotonic() + 4.0               # the parent floods meanwhile
    size = 40
    while time.monotonic() < end:
        most = max(most, files_open())
        size = size + 1 if size < 120 else 40
        theme.text("Still here", size)         # new sizes: new font objects
        with open(sys.argv[1], "w") as out:    # the game writes a file (as a save does)
            out.write("saved")
        app.step()
        time.sleep(0.005)
    print("alive", most, flush=True)
    app.nav.close_phones()
""")


def test_the_game_survives_a_flood_of_connections_with_few_open_files(tmp_path):
    """The child runs a table with a phone seat under an open-file limit of 256 (and no
    way to raise it), opening a file and new fonts every frame; 400 connections to its
    phone port meanwhile must not make one of them fail."""
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path / "save.txt")],
                             cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True)
    socks: list[socket.socket] = []
    try:
        line = ""
        for _ in range(50):
            line = child.stdout.readline()
            if line.startswith("port") or not line:
                break
        assert line.startswith("port"), child.stderr.read()
        _, port, total = line.split()
        assert 4 <= int(total) < 256 // 2
        started = time.monotonic()
        while len(socks) < 400 and time.monotonic() - started < 3.0:
            try:
                socks.append(socket.create_connection(("127.0.0.1", int(port)), timeout=0.5))
            except OSError:
                time.sleep(0.01)
        out, err = child.communicate(timeout=60)
        assert child.returncode == 0, err[-2000:]
        alive = [line for line in out.splitlines() if line.startswith("alive")]
        assert alive, out
        assert len(socks) > 256                 # the flood did reach the child's port
        assert int(alive[0].split()[1]) < 256 - gate_module.RESERVED_FILES
        assert (tmp_path / "save.txt").read_text() == "saved"
    finally:
        for s in socks:
            s.close()
        if child.poll() is None:
            child.kill()
            child.wait(10)


def test_a_server_thread_that_dies_leaves_the_table_playing():
    """The server's loop stops under it: the TV says so, the phone seat is played
    here, and the table plays on to its next move."""
    app = make_app(game="stortok", players=2, humans=1, phones=1, phone_host="127.0.0.1")
    try:
        hub = app.nav.phones
        table = app.scenes.find(TableScene)
        app.scenes.pop()                                 # past the join screen
        loop = hub.server.loop
        loop.call_soon_threadsafe(loop.stop)             # run_until_complete gives up
        for _ in range(200):
            app.step()
            if hub.stopped:
                break
            time.sleep(0.01)
        assert hub.server.failed and hub.stopped
        assert "phone server stopped" in app.notice.text
        assert isinstance(table.driver.controllers[0], LocalHuman)
        moves = len(table.model.state.history)
        for _ in range(600):
            app.step()
            if table.human_to_act():
                table.perform(table.model.state.legal_actions()[0])
            if len(table.model.state.history) > moves + 1:
                break
        assert len(table.model.state.history) > moves + 1
    finally:
        app.nav.close_phones()
        pygame.event.clear()
