"""Zwicker capture enumeration: which sets of table units a card of value v may take.

Pure functions over the table's unit values (a tuple of ints, 2..14 each). A
selection is a bitmask of unit indexes; it is legal for value ``v`` when it is a
disjoint union of *groups* (subsets of units summing to exactly ``v``) and it is
non-extendable: no group lies wholly among the units left (docs/rules/reference.md §3, Z-5).

>>> [(mask, groups) for mask, groups in selections((9, 5, 3, 2), 14)]
[(3, ((0, 1),)), (13, ((0, 2, 3),))]
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, product

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
    sums = [0]      # the partial subsets so far, as parallel lists of sums and masks
    masks = [0]
    bit = 1
    for x in values:
        if x <= limit:
            room = limit - x
            for j in range(len(sums)):
                s = sums[j]
                if s <= room:
                    m = masks[j] | bit
                    sums.append(s + x)
                    masks.append(m)
                    by_sum[s + x].append(m)
        bit <<= 1
    return by_sum


def _grouping(family: list[int]) -> Grouping:
    return tuple(sorted(bits(m) for m in family))


def selections(values: tuple[int, ...], v: int,
               groups: list[int] | None = None) -> list[tuple[int, Grouping]]:
    """Every legal selection for a capture of value ``v`` on a table of ``values``.

    ``groups``, if given, are the masks of all unit subsets summing to ``v`` (see
    :func:`subsets_by_sum`): the common easy cases (no group, one group, pairwise
    disjoint groups) are then answered without a search.

    Returns (mask, grouping) pairs sorted by grouping. Units of equal value are
    interchangeable, so the search runs over *value classes*: group types are
    count vectors over the distinct values summing to ``v``; a selection's count
    vector is legal iff it is a sum of group types and no group type fits into
    what is left. Each legal count vector then expands into every choice of
    concrete units, which makes the work proportional to the answer even on
    tables of many equal cards.
    """
    if not 2 <= v <= MAX_VALUE:
        return []
    if groups is not None:
        if not groups:
            return []
        if len(groups) == 1:
            return [(groups[0], (bits(groups[0]),))]
        union = 0
        for group in groups:
            if union & group:
                break
            union |= group
        else:  # pairwise disjoint: one selection takes them all
            return [(union, _grouping(groups))]
    where: dict[int, list[int]] = {}
    for i, x in enumerate(values):
        if x <= v:
            where.setdefault(x, []).append(i)
    if not where:
        return []
    xs = sorted(where)
    cap = tuple(len(where[x]) for x in xs)
    k = len(xs)
    types: list[tuple[int, ...]] = []
    vec = [0] * k

    def group_types(j: int, rem: int) -> None:
        if rem == 0:
            types.append(tuple(vec))
            return
        if j == k or xs[j] > rem:
            return
        x = xs[j]
        for c in range(min(cap[j], rem // x), -1, -1):
            vec[j] = c
            group_types(j + 1, rem - c * x)
        vec[j] = 0

    group_types(0, v)
    if not types:
        return []
    found: dict[tuple[int, ...], tuple[int, ...]] = {}
    seen: set[tuple[int, ...]] = set()
    nt = len(types)

    def pack(used: tuple[int, ...], chosen: tuple[int, ...]) -> None:
        # Every reachable count vector is visited once, by the first packing found.
        free = [m - u for m, u in zip(cap, used, strict=True)]
        maximal = True
        for t in range(nt):
            kind = types[t]
            if all(c <= f for c, f in zip(kind, free, strict=True)):
                maximal = False
                child = tuple(u + c for u, c in zip(used, kind, strict=True))
                if child not in seen:
                    seen.add(child)
                    pack(child, chosen + (t,))
        if maximal:
            found[used] = chosen

    pack((0,) * k, ())
    out: list[tuple[int, Grouping]] = []
    for used, chosen in found.items():
        picks = [combinations(where[x], c) for x, c in zip(xs, used, strict=True)]
        for pick in product(*picks):
            queues = [list(p) for p in pick]
            chosen_groups: list[tuple[int, ...]] = []
            mask = 0
            for t in chosen:
                g: list[int] = []
                for j, c in enumerate(types[t]):
                    if c:
                        g += queues[j][:c]
                        del queues[j][:c]
                g.sort()
                chosen_groups.append(tuple(g))
                for i in g:
                    mask |= 1 << i
            chosen_groups.sort()
            out.append((mask, tuple(chosen_groups)))
    out.sort(key=lambda item: item[1])
    return out


def extension(values: tuple[int, ...], taken: int, v: int) -> tuple[int, ...] | None:
    """A group of the units outside ``taken`` that sums to ``v`` (None if there is none)."""
    rest = tuple(x if not taken >> i & 1 else MAX_VALUE + 1 for i, x in enumerate(values))
    if not 2 <= v <= MAX_VALUE:
        return None
    groups = subsets_by_sum(rest, v)[v]
    return bits(min(groups, key=bits)) if groups else None


__all__ = ["bits", "subsets_by_sum", "selections", "extension",
           "MAX_VALUE", "Grouping"]
