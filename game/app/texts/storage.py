"""Texts for the storage part of the app (key: (English, German))."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
}
