"""The shared table base stays narrow, and what one game needs is a component.

The first tests read the base a game's table subclasses: every member a game may
override (not final) is overridden by at least two games, and there are at most 20 of
them. The others build components and the base's rules on small hosts — no App."""

from __future__ import annotations

import ast
import inspect
from typing import Any

import pygame
import pytest
from support.hosts import RecordedSounds

from game.app.games import REGISTRY
from game.app.kit.cards_view import CardSprite
from game.app.shell.scene import Scene as ShellScene
from game.app.table import hooks, scene
from game.app.table.components import HOOKS, Component, Components
from game.app.table.hooks import TableHooks
from game.app.table.layout import hand_zone
from game.app.table.scene import TableScene
from game.rules import Card

MOST_HOOKS = 20


def _members(module: Any, name: str) -> dict[str, bool]:
    """The members a class body defines, each with whether it is final (``@final`` or
    a ``Final`` annotation)."""
    tree = ast.parse(inspect.getsource(module))
    body = next(node for node in tree.body if isinstance(node, ast.ClassDef)
                and node.name == name).body
    found: dict[str, bool] = {}
    for node in body:
        if isinstance(node, ast.FunctionDef):
            final = any(isinstance(d, ast.Name) and d.id == "final" for d in node.decorator_list)
            found[node.name] = found.get(node.name, False) or final
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            if node.value is None:
                continue                    # the scene's state, declared for the hooks
            final = isinstance(node.annotation, ast.Name) and node.annotation.id == "Final"
            found[node.target.id] = final
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    found[target.id] = False
    return found


def _base() -> dict[str, bool]:
    """Every public member of the base (the hooks and the scene), final or not; the
    scene's own life (enter, draw …) overrides the shell's Scene and is final too, and
    the shell's settings the table scene sets are not hooks."""
    members = _members(hooks, "TableHooks")
    members.update(_members(scene, "TableScene"))       # the scene's definition counts
    return {name: final for name, final in members.items()
            if not name.startswith("_") and not _shell_setting(name)}


def _shell_setting(name: str) -> bool:
    """A setting every scene of the shell has (whether it prepares on entering, the
    music it wants), which the table scene sets for all tables: not a hook."""
    return name in vars(ShellScene) and not callable(vars(ShellScene)[name])


def _overridden_by() -> dict[str, list[str]]:
    tables = {ui.id: ui.table for ui in REGISTRY.values()}
    return {name: [game for game, table in tables.items()
                   if any(name in vars(cls) for cls in table.__mro__
                          if cls not in TableScene.__mro__)]
            for name in _base()}


def test_every_hook_of_the_base_is_overridden_by_more_than_one_game():
    by = _overridden_by()
    open_ = [name for name, final in _base().items() if not final]
    lonely = {name: by[name] for name in open_ if len(by[name]) < 2}
    assert not lonely, f"hooks only one game (or none) overrides: {lonely}"


def test_the_base_has_at_most_twenty_hooks():
    open_ = sorted(name for name, final in _base().items() if not final)
    assert len(open_) <= MOST_HOOKS, open_


def test_no_game_overrides_a_final_member_of_the_base():
    by = _overridden_by()
    finals = [name for name, final in _base().items() if final and by[name]]
    assert not finals, {name: by[name] for name in finals}


def test_every_game_table_declares_its_components():
    for ui in REGISTRY.values():
        assert ui.table.components, ui.id
        assert all(issubclass(kind, Component) for kind in ui.table.components)


# --- the mechanism ------------------------------------------------------------------------

class Banner(Component):
    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.updates = 0

    def update(self, dt: float) -> None:
        self.updates += 1

    def keep_clear(self) -> list[pygame.Rect]:
        return [pygame.Rect(0, 0, 10, 10)]


class Marks(Component):
    def keep_clear(self) -> list[pygame.Rect]:
        return [pygame.Rect(5, 5, 10, 10)]

    def face_up(self, sprite: CardSprite) -> bool | None:
        return True if sprite.zone == "shown" else None


def test_a_hook_is_asked_only_of_the_components_that_override_it():
    parts = Components([Banner(None), Marks(None)])
    assert [type(p) for p in parts.having("keep_clear")] == [Banner, Marks]
    assert [type(p) for p in parts.having("update")] == [Banner]
    assert parts.having("draw_over") == ()
    assert set(HOOKS) >= {"update", "keep_clear", "face_up", "draw_over", "handle"}


def test_a_table_reaches_its_own_component_by_class():
    banner = Banner(None)
    parts = Components([Marks(None), banner])
    assert parts.of(Banner) is banner
    with pytest.raises(LookupError):
        parts.of(type("Other", (Component,), {}))


class Host(TableHooks):
    """The base's shared rules on a host with a few cards and no App."""

    public_zones = frozenset({"trick"})

    def __init__(self, *components: type[Component]) -> None:
        from game.app.kit.assets import Assets
        from game.app.kit.cards_view import CardLayer, Place
        from game.app.kit.tween import Tweens

        self.layer = CardLayer(Assets(), Tweens(), lambda z, i, n, s: Place(100 * i, 100, 90))
        self.perspective = 0
        self.show_all = False
        self.bottom = 0
        self.parts = Components(kind(self) for kind in components)


def test_a_hand_is_face_up_to_its_owner_and_a_public_zone_to_all():
    host = Host()
    mine = host.layer.add(CardSprite(Card.parse("6H")), hand_zone(0))
    theirs = host.layer.add(CardSprite(Card.parse("7H")), hand_zone(1))
    trick = host.layer.add(CardSprite(Card.parse("8H")), "trick")
    shown = host.layer.add(CardSprite(Card.parse("9H")), "shown")
    assert [host.face_rule(s) for s in (mine, theirs, trick, shown)] == [True, False, True,
                                                                          False]
    host = Host(Marks)                       # a component's answer comes first
    assert host.face_rule(host.layer.add(CardSprite(Card.parse("9H")), "shown"))
    assert not host.face_rule(host.layer.add(CardSprite(Card.parse("7H")), hand_zone(1)))


def test_the_places_a_toast_keeps_clear_are_every_components():
    assert Host().keep_clear() == []
    assert Host(Banner, Marks).keep_clear() == [pygame.Rect(0, 0, 10, 10),
                                                pygame.Rect(5, 5, 10, 10)]


def test_the_number_badges_follow_the_hand_unless_a_component_names_them():
    host = Host()
    hand = [host.layer.add(CardSprite(Card.parse(t)), hand_zone(0)) for t in ("6H", "7H")]
    assert host.number_badges() == [(hand[0], "1"), (hand[1], "2")]
    host.perspective = None                 # hand-off: no hand, no badges
    assert host.number_badges() == []


# --- one game's components on small hosts --------------------------------------------------

class _Policy:
    def __init__(self, holds: bool = False) -> None:
        self._holds = holds

    def holds(self) -> bool:
        return self._holds


class _Services:
    def __init__(self) -> None:
        self.sound = RecordedSounds()


class ReadingHost:
    """What Toff-Poker's reading pause reads of its table."""

    def __init__(self, left: float | None, holds: bool = False) -> None:
        self.reading_left = left
        self.policy = _Policy(holds)
        self.services = _Services()

    def waits_for_reader(self) -> bool:
        return self.reading_left == float("inf") and not self.policy.holds()


def test_toffpokers_last_trick_is_read_until_a_key_or_its_time_is_up():
    from game.app.games.toffpoker.components import ReadingPause

    pause = ReadingPause(ReadingHost(float("inf")))
    assert pause.reading() and pause.reader_pause()
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    assert not pause.handle(escape)                     # Esc keeps its meaning
    space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")
    assert pause.handle(space) and not pause.reading()
    timed = ReadingPause(ReadingHost(0.5))
    timed.update(0.3)
    assert timed.reading()
    timed.update(0.3)
    assert not timed.reading()
    held = ReadingPause(ReadingHost(float("inf"), holds=True))
    assert held.reading() and not held.reader_pause() and not held.handle(space)


class _State:
    def __init__(self, over: bool, stortok: int | None) -> None:
        self.is_over = over
        self.stortok = stortok


class BadgeHost:
    def __init__(self, out: dict[int, int], over: bool = False,
                 stortok: int | None = None) -> None:
        self.out_places = out
        self.state = _State(over, stortok)
        self.busy = False


def test_stortoks_plates_say_who_is_out_and_who_is_the_stortok():
    from game.app.games.stortok.components import OutBadges

    badges = OutBadges(BadgeHost({1: 1}))
    text, _, _ = badges.plate_badge(1) or ("", None, None)
    assert "1" in text and badges.plate_badge(0) is None
    end = OutBadges(BadgeHost({1: 1}, over=True, stortok=0))
    assert end.plate_badge(0) is not None and end.plate_badge(2) is None


class BannerHost:
    def __init__(self, acting: bool) -> None:
        self.celebrating = 1.0
        self.flash = [CardSprite(None)]
        self.acting = acting

    def human_to_act(self) -> bool:
        return self.acting


def test_the_zwick_banner_fades_and_never_covers_a_humans_choice():
    from game.app.games.zwicker.components import ZwickBanner

    host = BannerHost(acting=False)
    banner = ZwickBanner(host)
    banner.update(0.25)
    assert host.celebrating == pytest.approx(0.75)
    host.acting = True                        # someone must choose: the banner goes
    banner.update(0.01)
    assert host.celebrating == 0.0
    host.celebrating = 1.0
    banner.quiet()                            # a rebuilt position shows no old banner
    assert host.celebrating == 0.0 and host.flash == []


class TricksHost:
    def __init__(self, tricks: list[int]) -> None:
        self.shown_tricks = tricks


def test_toffpokers_plates_count_the_tricks_won():
    from game.app.games.toffpoker.components import TrickCounts

    counts = TrickCounts(TricksHost([0, 1, 3]))
    lines = [counts.plate_info(seat)[0] for seat in range(3)]
    assert "0" in lines[0] and "3" in lines[2] and lines[1] != lines[2]
