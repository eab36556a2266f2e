"""A phone seat's join code: unguessable, shown on the TV, easy to read off and type."""

from __future__ import annotations

import secrets

#: The join code's alphabet: no look-alikes (no 0/O, 1/I/L), one case; 16 characters
#: of it are 80 random bits, shown in groups of four.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH, CODE_GROUP = 16, 4


def new_code() -> str:
    """An unguessable join code: 16 characters of :data:`CODE_ALPHABET` in groups of
    four (``K7QM-3XPA-HT4W-9NZE``), easy to read off the TV and to type."""
    raw = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return "-".join(raw[i:i + CODE_GROUP] for i in range(0, CODE_LENGTH, CODE_GROUP))


def code_key(typed: str) -> str:
    """The code as typed, without case, spaces or dashes (how codes are looked up)."""
    return "".join(typed.split()).replace("-", "").upper()
