"""The shared user-facing texts, one module per part of the app, merged into one table.

Each module holds ``TEXTS: dict[key, (English, German)]``; a key may be defined once.
A game's own texts live in its package (``game/app/games/<game>/texts.py``) and join
these when the game registers (:func:`game.app.i18n.add_game_texts`).
"""

from __future__ import annotations

from importlib import import_module

MODULES = ("app", "engine", "storage", "controls_and_settings", "lessons", "speech", "phones",
           "take_back", "voice")


def all_texts() -> dict[str, tuple[str, str]]:
    merged: dict[str, tuple[str, str]] = {}
    for name in MODULES:
        texts = import_module(f"{__name__}.{name}").TEXTS
        twice = merged.keys() & texts.keys()
        if twice:
            raise ValueError(f"text keys defined twice ({name}): {sorted(twice)}")
        merged.update(texts)
    return merged
