"""The frame loop's wait: a key or a button ends it at once (its answer, spoken or
shown, does not wait for the frame's time to be up); pointer motion does not."""

from __future__ import annotations

import time

import pygame
from support.app import key_event, make_app

from game.app.shell.input_wait import wait_for_input

#: a frame far longer than any machine takes to hand over a waiting key
LONG = 30.0


def test_a_key_ends_the_wait_at_once_and_comes_with_what_waits_after_it():
    make_app()
    pygame.event.clear()
    pygame.event.post(key_event(pygame.K_F3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    until = time.perf_counter() + LONG
    events = wait_for_input(until)
    assert time.perf_counter() < until
    assert [e.type for e in events] == [pygame.KEYDOWN, pygame.MOUSEMOTION]


def test_motion_does_not_end_the_wait_the_frame_rate_stays():
    make_app()
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    until = time.perf_counter() + 0.2
    events = wait_for_input(until)
    assert time.perf_counter() >= until - 0.01          # waited out the frame (to the ms)
    assert [e.type for e in events] == [pygame.MOUSEMOTION]
