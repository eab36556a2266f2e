"""Telling other seats' moves from one's own without words: a logged event whose
subject is another seat (a computer, a phone, a remote player) is said in that seat's
own voice (:func:`~game.app.speech.engine.pitch_of`, where the backend can change its
pitch) after a short sound (:data:`~game.app.speech.speech_queue.CUE`); the player's own
moves and the game's own news keep the player's voice and come without it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.app.speech.proven import ProvenEngine
from game.app.speech.speech_queue import CUE

if TYPE_CHECKING:
    from game.app.table.scene import TableScene


def seat_voice(table: TableScene, name: str) -> int:
    """The voice of the seat called ``name`` at ``table``: 0 for a human at this screen
    or no seat at all, else 1 for the first other seat, 2 for the second, ..."""
    if not name:
        return 0
    state = table.model.state
    local = set(table.driver.local_humans)
    others = [seat for seat in range(state.players) if seat not in local]
    for number, seat in enumerate(others, 1):
        if state.player_name(seat) == name:
            return number
    return 0


def event_voice(table: TableScene, name: str) -> tuple[int, str]:
    """(voice, cue) of an event sentence whose subject is ``name``."""
    voice = seat_voice(table, name)
    return voice, CUE if voice else ""


def voice_passed_over(failed: str, name: str) -> str:
    """What the new voice says first when ``failed`` did not answer in time."""
    from game.app import i18n
    return i18n.tr("voice.passed_over", failed=failed, name=name)


def voice_shown(engine: ProvenEngine | None) -> str:
    """The voice in use as the settings show it, with the ones that did not answer
    ("eSpeak NG (speech-dispatcher did not answer)"); "" without an engine."""
    if engine is None:
        return ""
    name, failed = engine.name, engine.failed
    if not failed:
        return name
    from game.app import i18n
    return i18n.tr("voice.shown_after", name=name, failed=", ".join(failed))
