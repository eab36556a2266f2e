"""Stammtisch: a couch card-game collection."""

__version__ = "0.1.0"
