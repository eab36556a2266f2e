"""Zwicker capture enumeration: which sets of table units a card of value v may take.

Pure functions over the table's unit values (a tuple of ints, 2..14 each). A
selection is a bitmask of unit indexes; it is legal for value ``v`` when it is a
disjoint union of *groups* (subsets of units summing to exactly ``v``) and it is
non-extendable: no group lies wholly among the units left (RULES.md §3, Z-5).

>>> [(mask, groups) for mask, groups in selections((9, 5, 3, 2), 14)]
[(3, ((0, 1),)), (13, ((0, 2, 3),))]
"""

from __future__ import annotations

from functools import lru_cache

MAX_VALUE = 14

Grouping = tuple[tuple[int, ...], ...]


@lru_cache(maxsize=1 << 16)
def bits(mask: int) -> tuple[int, ...]:
    """The set bits of ``mask`` in ascending order: ``bits(0b1011) == (0, 1, 3)``."""
    out = []
    i = 0
    while mask:
        if mask & 1:
            out.append(i)
        mask >>= 1
        i += 1
    return tuple(out)


def subsets_by_sum(values: tuple[int, ...], limit: int = MAX_VALUE) -> list[list[int]]:
    """For every sum 0..limit, the masks of the non-empty unit subsets with that sum.

    Only subsets whose sum stays within ``limit`` are built, so big tables of high
    cards stay cheap (each unit is worth at least 2: a group has at most 7 units).
    """
    by_sum: list[list[int]] = [[] for _ in range(limit + 1)]
    partial = [(0, 0)]
    bit = 1
    for x in values:
        if x <= limit:
            extra = [(s + x, m | bit) for s, m in partial if s + x <= limit]
            for s, m in extra:
                by_sum[s].append(m)
            partial += extra
        bit <<= 1
    return by_sum


def _grouping(family: tuple[int, ...]) -> Grouping:
    return tuple(sorted(bits(m) for m in family))


def selections_from_groups(groups: list[int]) -> list[tuple[int, Grouping]]:
    """All non-extendable selections made of the disjoint ``groups`` (masks).

    Returns (mask, grouping) pairs sorted by grouping; the grouping shown for a
    set that can be split in several ways is the smallest (lexicographically).
    """
    if not groups:
        return []
    if len(groups) == 1:
        g = groups[0]
        return [(g, (bits(g),))]
    union = 0
    for g in groups:
        if union & g:
            break
        union |= g
    else:  # pairwise disjoint: one selection takes them all
        return [(union, _grouping(tuple(groups)))]
    n = len(groups)
    found: dict[int, Grouping] = {}

    def rec(k: int, taken: int, family: tuple[int, ...]) -> None:
        j = k
        while j < n and groups[j] & taken:
            j += 1
        if j == n:
            for g in groups:
                if not g & taken:
                    return  # a skipped group is still free: extendable
            grouping = _grouping(family)
            old = found.get(taken)
            if old is None or grouping < old:
                found[taken] = grouping
            return
        g = groups[j]
        rec(j + 1, taken | g, family + (g,))
        # Skipping g is only useful if a later free group can still overlap it.
        for h in groups[j + 1:]:
            if h & g and not h & taken:
                rec(j + 1, taken, family)
                break

    rec(0, 0, ())
    return sorted(found.items(), key=lambda item: item[1])


def selections(values: tuple[int, ...], v: int) -> list[tuple[int, Grouping]]:
    """Every legal selection for a capture of value ``v`` on a table of ``values``."""
    if not 2 <= v <= MAX_VALUE:
        return []
    return selections_from_groups(subsets_by_sum(values, v)[v])


def extension(values: tuple[int, ...], taken: int, v: int) -> tuple[int, ...] | None:
    """A group of the units outside ``taken`` that sums to ``v`` (None if there is none)."""
    rest = tuple(x if not taken >> i & 1 else MAX_VALUE + 1 for i, x in enumerate(values))
    if not 2 <= v <= MAX_VALUE:
        return None
    groups = subsets_by_sum(rest, v)[v]
    return bits(min(groups, key=bits)) if groups else None


__all__ = ["bits", "subsets_by_sum", "selections", "selections_from_groups", "extension",
           "MAX_VALUE", "Grouping"]
