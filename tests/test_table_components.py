"""What a game adds to the shared table: its presenter answers the questions every game's
table has, and whatever only one game needs is a part, found by what it can do.

The first tests read the presenter base and the games' presenters: every hook of the base
is answered by at least two games, and no game's presentation is wider than a reader can
hold. The others build parts and the shared rules that ask them on small hosts — no App."""

from __future__ import annotations

import inspect
import re
from typing import Any

import pygame
import pytest
from support.hosts import RecordedSounds

from game.app.games import REGISTRY
from game.app.kit.assets import Assets
from game.app.kit.cards_view import CardLayer, CardSprite, Place
from game.app.kit.tween import Tweens
from game.app.session import Session
from game.app.table import parts as capabilities
from game.app.table.hand_input import HandInput
from game.app.table.hands import Hands
from game.app.table.layout import hand_zone
from game.app.table.model import TableModel
from game.app.table.parts import HandRules, Overlay, Part, Parts
from game.app.table.presenter import Presenter
from game.app.table.scene import TableScene
from game.rules import Card

#: the most public members a game's presentation (its presenter, inherited ones
#: included) or the shared table scene may have
MOST_MEMBERS = 40


def _public(cls: type) -> set[str]:
    """Its public members, inherited ones and those its ``__init__`` sets included."""
    assigned = re.findall(r"\bself\.([A-Za-z]\w*)\s*(?::[^=\n]*)?=(?!=)",
                          inspect.getsource(cls.__init__))      # type: ignore[misc]
    return {name for name in [*dir(cls), *assigned] if not name.startswith("_")}


def _hooks() -> list[str]:
    """The presenter base's methods a game may answer (not final)."""
    return [name for name, value in vars(Presenter).items()
            if inspect.isfunction(value) and not name.startswith("_")
            and not getattr(value, "__final__", False)]


def test_every_hook_of_the_presenter_is_answered_by_more_than_one_game():
    answered = {name: [ui.id for ui in REGISTRY.values() if name in vars(ui.presenter)]
                for name in _hooks()}
    lonely = {name: games for name, games in answered.items() if len(games) < 2}
    assert not lonely, f"hooks only one game (or none) answers: {lonely}"


def test_a_games_presentation_and_the_shared_table_stay_narrow():
    """Public members, inherited ones and those set in ``__init__`` included."""
    for ui in REGISTRY.values():
        members = _public(ui.presenter)
        assert len(members) <= MOST_MEMBERS, (ui.id, len(members), sorted(members))
    members = _public(TableScene)
    assert len(members) <= MOST_MEMBERS, (len(members), sorted(members))
    assert "state" not in members and "chooser" not in members     # the model's, a game's


def test_every_games_parts_say_what_they_can_do():
    kinds = [value for value in vars(capabilities).values() if isinstance(value, type)
             and issubclass(value, Part) and value is not Part]
    for ui in REGISTRY.values():
        assert ui.presenter.parts, ui.id
        for part in ui.presenter.parts:
            assert any(issubclass(part, kind) for kind in kinds), (ui.id, part.__name__)


# --- the mechanism ------------------------------------------------------------------------

class _Presenter:
    public_zones = frozenset({"trick"})

    def hand_sort_key(self, card: Card) -> Any:
        return card.index


class _Model:
    perspective: int | None = 0
    show_all = False
    bottom = 0


class Host:
    """What the hands read of a table, with a few cards and no App."""

    def __init__(self, *kinds: type[Part]) -> None:
        self.presenter = _Presenter()
        self.model = _Model()
        self.layer = CardLayer(Assets(), Tweens(), lambda z, i, n, s: Place(100 * i, 100, 90))
        self.parts = Parts(kind(self) for kind in kinds)    # type: ignore[arg-type]
        self.hands = Hands(self)                              # type: ignore[arg-type]


class Banner(Overlay):
    def keep_clear(self) -> list[pygame.Rect]:
        return [pygame.Rect(0, 0, 10, 10)]


class Marks(Overlay, HandRules):
    def keep_clear(self) -> list[pygame.Rect]:
        return [pygame.Rect(5, 5, 10, 10)]

    def face_up(self, sprite: CardSprite) -> bool | None:
        return True if sprite.zone == "shown" else None


def test_a_question_is_asked_only_of_the_parts_that_can_answer_it():
    host = Host(Banner, Marks)
    assert [type(p) for p in host.parts.having(Overlay)] == [Banner, Marks]
    assert [type(p) for p in host.parts.having(HandRules)] == [Marks]
    assert host.parts.having(capabilities.DropTarget) == ()


def test_a_presenter_reaches_its_own_part_by_class():
    host = Host(Marks, Banner)
    assert host.parts.of(Banner) is host.parts.all[1]
    with pytest.raises(LookupError):
        host.parts.of(type("Other", (Part,), {}))


def test_a_hand_is_face_up_to_its_owner_and_a_public_zone_to_all():
    host = Host()
    mine = host.layer.add(CardSprite(Card.parse("6H")), hand_zone(0))
    theirs = host.layer.add(CardSprite(Card.parse("7H")), hand_zone(1))
    trick = host.layer.add(CardSprite(Card.parse("8H")), "trick")
    shown = host.layer.add(CardSprite(Card.parse("9H")), "shown")
    assert [host.hands.face_rule(s) for s in (mine, theirs, trick, shown)] == [
        True, False, True, False]
    host = Host(Marks)                       # a part's answer comes first
    assert host.hands.face_rule(host.layer.add(CardSprite(Card.parse("9H")), "shown"))
    assert not host.hands.face_rule(host.layer.add(CardSprite(Card.parse("7H")),
                                                   hand_zone(1)))


def test_the_number_badges_follow_the_hand_unless_a_part_names_them():
    host = Host()
    keys = HandInput(host)                                    # type: ignore[arg-type]
    hand = [host.layer.add(CardSprite(Card.parse(t)), hand_zone(0)) for t in ("6H", "7H")]
    assert keys.number_badges() == [(hand[0], "1"), (hand[1], "2")]
    host.model.perspective = None          # hand-off: no hand, no badges
    assert keys.number_badges() == []


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
    """What Toff-Poker's reading pause reads of its table: the policy and the sounds."""

    def __init__(self, holds: bool = False) -> None:
        self.presenter = self
        self.policy = _Policy(holds)
        self.services = _Services()


def held_for(left: float | None, holds: bool = False):
    from game.app.games.toffpoker.components import ReadingPause

    pause = ReadingPause(ReadingHost(holds))
    if left is not None:
        pause.hold(left)
    return pause


def test_toffpokers_last_trick_is_read_until_a_key_or_its_time_is_up():
    assert not held_for(None).reading()
    pause = held_for(float("inf"))
    assert pause.reading() and pause.reader_pause() and pause.waits_for_reader()
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    assert not pause.handle(escape)                     # Esc keeps its meaning
    space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")
    assert pause.handle(space) and not pause.reading()
    timed = held_for(0.5)
    assert not timed.waits_for_reader()                 # it goes on by itself
    timed.update(0.3)
    assert timed.reading()
    timed.update(0.3)
    assert not timed.reading()
    held = held_for(float("inf"), holds=True)
    assert held.reading() and not held.reader_pause() and not held.handle(space)


class _State:
    def __init__(self, over: bool, stortok: int | None) -> None:
        self.is_over = over
        self.stortok = stortok


class BadgeHost:
    def __init__(self, out: dict[int, int], over: bool = False,
                 stortok: int | None = None) -> None:
        self.presenter = self             # one host stands for table and presenter
        self.out_places = out
        self.state = _State(over, stortok)
        self.busy = False


def test_stortoks_plates_say_who_is_out_and_who_is_the_stortok():
    from game.app.games.stortok.presenter import OutBadges

    badges = OutBadges(BadgeHost({1: 1}))
    text, _, _ = badges.plate_badge(1) or ("", None, None)
    assert "1" in text and badges.plate_badge(0) is None
    end = OutBadges(BadgeHost({1: 1}, over=True, stortok=0))
    assert end.plate_badge(0) is not None and end.plate_badge(2) is None


class BannerHost:
    """A Zwicker table's seams for its banner: a real model, the board and the banner."""

    def __init__(self, acting: bool) -> None:
        from game.app.games.zwicker.board import Board
        from game.app.games.zwicker.components import ZwickBanner

        self.presenter = self
        self.speed = 1.0
        self.model = TableModel(Session.quick("zwicker", 2, humans=1, level="easy", seed=3))
        self.parts = Parts(kind(self) for kind in (Board, ZwickBanner))  # type: ignore[arg-type]
        self.board = self.parts.of(Board)
        self.banner = self.parts.of(ZwickBanner)
        self.acting = acting

    def human_to_act(self) -> bool:
        return self.acting


def test_the_zwick_banner_fades_and_never_covers_a_humans_choice():
    host = BannerHost(acting=False)
    banner = host.banner
    shown = banner.celebrate("Bert")
    assert shown > 0 and banner.celebrating == shown and banner.celebrated == "Bert"
    banner.celebrating = 1.0
    banner.update(0.25)
    assert banner.celebrating == pytest.approx(0.75)
    host.acting = True                        # someone must choose: the banner goes
    banner.update(0.01)
    assert banner.celebrating == 0.0
    banner.celebrating = 1.0
    host.board.flash = [CardSprite(None)]
    banner.quiet()                            # a rebuilt position shows no old banner
    assert banner.celebrating == 0.0 and host.board.flash == []


class TricksHost:
    """A Toff-Poker table's seams for its plates: a real model and the round as shown."""

    def __init__(self, tricks: list[int]) -> None:
        from game.app.games.toffpoker.shown import ShownRound

        self.presenter = self
        self.model = TableModel(Session.quick("toffpoker", len(tricks), humans=1,
                                              level="easy", seed=4))
        self.parts = Parts([ShownRound(self)])      # type: ignore[arg-type]
        self.parts.of(ShownRound).shown.tricks = tricks


def test_toffpokers_plates_count_the_tricks_won():
    from game.app.games.toffpoker.components import TrickCounts

    counts = TrickCounts(TricksHost([0, 1, 3]))
    lines = [counts.plate_info(seat)[0] for seat in range(3)]
    assert "0" in lines[0] and "3" in lines[2] and lines[1] != lines[2]
