"""Texts for the hard part of the app (key: (English, German))."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    "hint.thinking": ("Looking for a good move …", "Suche einen guten Zug …"),
}
