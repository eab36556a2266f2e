"""Stammtisch: a couch card-game collection."""
