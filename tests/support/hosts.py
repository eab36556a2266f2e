"""Small hosts for building a table's parts without an App."""

from __future__ import annotations


class RecordedSounds:
    """The app's sound service as a part uses it: ``play(name)``, each name recorded in
    ``played`` so a test can say which sound a move made."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)
