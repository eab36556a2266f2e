"""The frame loop's wait between frames: until the frame's time is up, or at once when a
key or a button is pressed — so a key is read within a millisecond of arriving instead
of up to a whole frame later (33 ms at the idle frame rate), and a speech answer starts
that much sooner. Pointer motion and other events do not end the wait: they are taken
with the frame, so the frame rate stays what the loop asks for.

pygame-ce's ``event.wait(timeout)`` pumps SDL's events every millisecond until one comes
(its own loop, not the system's wake-up on input), at no more processor time than a
loop sleeping in ``Clock.tick`` (``tools/benchmarks/bench_speech.py --loop``)."""

from __future__ import annotations

import time

import pygame

#: events that end the wait at once: a player asked for something
PRESSES = frozenset({pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.JOYBUTTONDOWN,
                     pygame.CONTROLLERBUTTONDOWN, pygame.FINGERDOWN, pygame.QUIT})


def wait_for_input(until: float) -> list[pygame.event.Event]:
    """The events until ``until`` (``time.perf_counter()``), or until a key or button
    is pressed — whichever comes first — and all that wait after it."""
    events: list[pygame.event.Event] = []
    while True:
        left = int((until - time.perf_counter()) * 1000)
        if left <= 0:
            break
        event = pygame.event.wait(left)
        if event.type == pygame.NOEVENT:
            break
        events.append(event)
        if event.type in PRESSES:
            break
    return events + pygame.event.get()
