"""Texts of the voice itself: which voice speaks, and the speech rate offered the first
time speech comes on."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    # the voice in use (Speech settings) and the one a mute voice fell back to
    "settings.speech_voice": ("Voice", "Stimme"),
    "voice.passed_over": ("{failed} did not answer, now {name}.",
                          "{failed} hat nicht geantwortet, jetzt {name}."),
    "voice.shown_after": ("{name} ({failed} did not answer)",
                          "{name} ({failed} hat nicht geantwortet)"),
    # the rate offered the first time speech comes on
    "rate_offer.title": ("How fast shall I speak?", "Wie schnell soll ich sprechen?"),
    "rate_offer.text": ("Up and Down: each speed says a sample. Enter keeps it. Later: "
                        "Speech rate in the pause menu or in Settings.",
                        "Hoch und Runter: jedes Tempo spricht eine Probe. Enter behält es. "
                        "Später: Sprechtempo im Pausenmenü oder in den Einstellungen."),
    "rate_offer.sample": ("This is how fast I speak. {n} of {total}.",
                          "So schnell spreche ich. {n} von {total}."),
    "rate_offer.kept": ("Speech rate: {rate}.", "Sprechtempo: {rate}."),
}
