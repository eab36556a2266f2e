"""JSON as types: what ``json.loads`` gives and what ``json.dumps`` is handed.

A value read from a file or a phone is :data:`Json`; the code that reads it narrows it
with ``isinstance`` checks before using it. A record written out is :data:`JsonOut`,
whose containers are read-only (``Mapping``, ``Sequence``) so that a ``list[str]`` or a
``dict[str, int]`` is JSON too (a ``list[Json]`` would refuse them: lists are invariant).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeAlias

Json: TypeAlias = dict[str, "Json"] | list["Json"] | str | int | float | bool | None
JsonObject: TypeAlias = dict[str, Json]

JsonOut: TypeAlias = (Mapping[str, "JsonOut"] | Sequence["JsonOut"] | str | int | float | bool
                      | None)
JsonOutObject: TypeAlias = Mapping[str, JsonOut]
