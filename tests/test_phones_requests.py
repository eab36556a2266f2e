"""The phone server against bad and many requests, with a real server thread on
127.0.0.1: a request aiohttp cannot parse is one log line (no traceback), and such
lines are rate-limited; requests over kept-open connections are counted per connection
and per address, like new connections are. Every loop is bounded in count."""

from __future__ import annotations

import logging
import socket

import pytest

from game.app.phones import gate as gate_module
from game.app.phones import request_log
from game.app.phones.server import PhoneServer

BAD_REQUESTS = 12


@pytest.fixture
def server():
    served = PhoneServer("127.0.0.1")
    served.add_seat(0)
    served.start()
    try:
        yield served
    finally:
        served.stop()


def ask(port: int, request: bytes) -> bytes:
    """Send one request on a new connection; everything the server answers."""
    with socket.create_connection(("127.0.0.1", port), timeout=3) as sock:
        sock.sendall(request)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
        return answer


def bad_requests(host: str) -> list[bytes]:
    """A duplicate Host and an 8 KB header line, by turns."""
    duplicate = f"GET /s/phone.css HTTP/1.1\r\nHost: {host}\r\nHost: {host}\r\n\r\n"
    long_line = f"GET /s/phone.css HTTP/1.1\r\nHost: {host}\r\nX-Pad: {'a' * 8200}\r\n\r\n"
    return [(duplicate if i % 2 else long_line).encode() for i in range(BAD_REQUESTS)]


def test_a_bad_request_is_one_log_line_and_the_lines_are_rate_limited(server, caplog):
    caplog.set_level(logging.DEBUG)
    host = f"127.0.0.1:{server.port}"
    answers = [ask(server.port, request) for request in bad_requests(host)]
    assert all(a.startswith(b"HTTP/1.0 400") or a.startswith(b"HTTP/1.1 400")
               for a in answers), [a[:40] for a in answers]
    # a good request after them is served as ever
    assert ask(server.port, f"GET /s/phone.css HTTP/1.1\r\nHost: {host}\r\n"
               f"Connection: close\r\n\r\n".encode()).startswith(b"HTTP/1.1 200")
    lines = [r for r in caplog.records if r.levelno >= logging.WARNING]
    # a burst, then nothing for a while: fewer lines than bad requests
    assert 1 <= len(lines) <= request_log.BURST < BAD_REQUESTS, [r.getMessage() for r in lines]
    for record in lines:
        assert record.exc_info is None or record.exc_info == (None, None, None)
        text = record.getMessage()
        assert "\n" not in text and len(text) < 200, text
        assert "Traceback" not in caplog.text
    said = " ".join(r.getMessage() for r in lines)
    assert "Duplicate 'Host'" in said and "8190 bytes" in said, said
    assert "aaaa" not in said                       # the client's bytes are not echoed


def test_the_log_says_how_many_lines_it_left_out():
    seen: list[str] = []

    class Catch(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            seen.append(record.getMessage())

    target = logging.getLogger("test.phones.request_log")
    target.propagate = False
    target.addHandler(Catch())
    quiet = request_log.RequestLog(target, burst=2, every=1e9)
    from aiohttp.http_exceptions import BadHttpMessage

    for _ in range(5):
        quiet.exception("Error handling request from %s", "10.0.0.9",
                        exc_info=BadHttpMessage("Duplicate 'Host' header found."))
    assert len(seen) == 2 and quiet.left_out == 3, seen
    quiet.bucket.tokens = 1.0                        # the time has come for the next line
    quiet.exception("Error handling request from %s", "10.0.0.9",
                    exc_info=BadHttpMessage("Duplicate 'Host' header found."))
    assert seen[-1].endswith("(3 more left out)"), seen
    assert "10.0.0.9" in seen[0] and "Duplicate 'Host'" in seen[0]


def keep_asking(port: int, host: str, count: int) -> list[int]:
    """Up to ``count`` requests over one kept-open connection: each answer's status,
    until the server closes it."""
    statuses: list[int] = []
    with socket.create_connection(("127.0.0.1", port), timeout=3) as sock:
        reader = sock.makefile("rb")
        for _ in range(count):
            try:
                sock.sendall(f"GET /s/phone.css HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
                status = reader.readline()
            except OSError:
                break
            if not status:
                break
            statuses.append(int(status.split()[1]))
            length = 0
            while (line := reader.readline()) not in (b"\r\n", b""):
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            reader.read(length)
    return statuses


def test_one_kept_open_connection_carries_a_limited_number_of_requests(server):
    host = f"127.0.0.1:{server.port}"
    statuses = keep_asking(server.port, host, gate_module.MAX_REQUESTS + 20)
    # every request up to the cap is served; the next is refused and the connection
    # closed (the client must come back through the door and its rate)
    assert statuses[:gate_module.MAX_REQUESTS] == [200] * gate_module.MAX_REQUESTS
    assert statuses[gate_module.MAX_REQUESTS:] == [429], statuses[gate_module.MAX_REQUESTS:]


def test_requests_over_several_kept_open_connections_share_the_address_limit(monkeypatch):
    monkeypatch.setattr(gate_module, "REQUEST_BURST", 30)
    monkeypatch.setattr(gate_module, "REQUEST_RATE", 1e-6)    # no refill during the test
    served = PhoneServer("127.0.0.1")
    served.add_seat(0)
    served.start()
    try:
        host = f"127.0.0.1:{served.port}"
        answered = [keep_asking(served.port, host, 20) for _ in range(4)]
    finally:
        served.stop()
    ok = sum(s.count(200) for s in answered)
    assert ok == 30, answered
    # each connection past the address's share got one refusal and was closed
    assert all(s[-1] == 429 and s.count(429) == 1 for s in answered[2:]), answered
