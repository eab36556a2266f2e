"""How big every text is drawn, scene by scene, and where it runs past its place.

    python tools/checks/text_sizes.py [--lang en|de] [--seed 3] [--size normal|large|both]
                               [--tv] [--details]

Renders every scene at 1920x1080 (menu, setup, settings, statistics, controls, rules
help per game, the lesson list, each game's table at several moments, hand-off, pause,
each game's scoreboard) with a hook on the text renderer (``theme.text_hook``) and
reports, per scene, the smallest capital-letter height drawn (measured from the font's
"H", as drawn, not the nominal size) and every text below target:

- Normal: capitals at least :data:`TARGET_NORMAL` px high;
- Large: capitals at least :data:`TARGET_LARGE` times their Normal height (to the half
  pixel; so 15 px becomes 20 px).

The ranks on the cards count as text too: for every face-up card lying at rest on a
table, the height of its rank as drawn (the glyphs' ink in the art or the large-print
index, scaled to the card's width: ``Assets.rank_height``). ``--tv`` measures TV mode
(what the first start's "On a TV" sets: Large text, large-print four-colour cards), where
every text and every rank a player needs is at least :data:`TARGET_TV` px high.

With both sizes it also compares the two runs scene by scene: a text drawn as often on
both whose capitals are not higher on Large than on Normal (a text fitted into a fixed
place by a smaller size asked for on Large, which the per-size targets cannot see: each
measures a text against its own size asked for) is listed as "not larger on Large".

It also reports text that runs past its panel where that can be seen from the drawing: a
text outside the canvas, a text cut at the left or right by the clip it was drawn in, a
text that starts on a panel (``theme.panel``) and runs out of it, a text shortened with
"…", two texts whose inked pixels overlap, and a text (of four letters or more: badges
and counts sit on cards on purpose) whose ink touches a card's.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

toolkit.headless()

import pygame  # noqa: E402

from game.app.kit import theme  # noqa: E402

TARGET_NORMAL = 15
TARGET_LARGE = 1.35
#: TV mode: every text's capitals and every card's rank at least this high (px at 1080p)
TARGET_TV = 18
CANVAS = pygame.Rect(0, 0, 1920, 1080)


@dataclass
class Seen:
    """One text in a scene: what it says, the size asked for, its capitals' height as
    drawn, and where it was put on the frame (``None``: composed into another image)."""

    text: str
    size: int
    cap: int
    normal: int           # its capitals' height under the Normal text size
    rect: pygame.Rect | None = None
    ink: pygame.Rect | None = None
    clip: pygame.Rect | None = None
    under: bool = False   # under an overlay that dims the whole screen
    panel: pygame.Rect | None = None   # the panel drawn last under its start, if any
    #: the cards (their inked part) that may cover it or lie under it: drawn after its
    #: panel (or at all, without one) and after the last overlay's dimming
    cards: tuple[pygame.Rect, ...] = ()


@dataclass
class Rank:
    """A face-up card at rest: its text, zone and how high its rank is drawn (px)."""

    card: str
    zone: str
    height: float


@dataclass
class SceneReport:
    name: str
    texts: list[Seen] = field(default_factory=list)
    ranks: list[Rank] = field(default_factory=list)

    @property
    def smallest(self) -> int:
        return min((t.cap for t in self.texts), default=0)

    @property
    def smallest_rank(self) -> float:
        """The lowest rank drawn on a face-up card (0 if no card lies face up)."""
        return min((r.height for r in self.ranks), default=0.0)

    def below_tv(self) -> list[str]:
        """What TV mode draws lower than :data:`TARGET_TV`: texts and cards' ranks."""
        return ([f"{t.cap} px text {t.text!r}" for t in self.texts if t.cap < TARGET_TV]
                + [f"{r.height:.1f} px rank of {r.card} ({r.zone})" for r in self.ranks
                   if r.height < TARGET_TV])

    def below(self, large: bool) -> list[Seen]:
        """Texts under target: Normal, :data:`TARGET_NORMAL`; Large, their Normal height
        times :data:`TARGET_LARGE` (to the half pixel)."""
        return [t for t in self.texts
                if t.cap < (large_target(t.normal) if large else TARGET_NORMAL)]

    def problems(self) -> list[str]:
        """Texts that run out of their place, as far as the drawing shows it."""
        found = []
        placed = [t for t in self.texts if t.rect is not None]
        for t in placed:
            if not CANVAS.contains(t.rect):
                found.append(f"off the screen: {t.text!r} at {tuple(t.rect)}")
            elif t.clip is not None and (t.rect.left < t.clip.left
                                         or t.rect.right > t.clip.right):
                found.append(f"cut by its panel: {t.text!r} at {tuple(t.rect)}, "
                             f"panel {tuple(t.clip)}")
            elif t.panel is not None and t.ink is not None and not t.panel.contains(t.ink):
                found.append(f"runs past its panel: {t.text!r} at {tuple(t.ink)}, "
                             f"panel {tuple(t.panel)}")
        for t in {t.text: t for t in self.texts}.values():
            if t.text.endswith("…"):
                found.append(f"shortened: {t.text!r}")
        for t in placed:
            if t.under or t.ink is None or len(t.text) < 4:
                continue
            hit = next((c for c in t.cards if c.colliderect(t.ink)), None)
            if hit is not None:
                found.append(f"over a card: {t.text!r} at {tuple(t.ink)}, card {tuple(hit)}")
        on_top = [t for t in placed if not t.under]
        for i, a in enumerate(on_top):
            for b in on_top[i + 1:]:
                if (a.text != b.text and a.ink is not None and b.ink is not None
                        and a.ink.colliderect(b.ink)):
                    where = tuple(a.ink.clip(b.ink))
                    found.append(f"overlap: {a.text!r} and {b.text!r} at {where}")
        return found


class Recorder:
    """The text hook: remembers each text image handed out (text, size, capitals), and
    which were asked for since :meth:`start`."""

    def __init__(self) -> None:
        self.known: dict[int, tuple[pygame.Surface, str, int]] = {}
        self.asked: dict[int, None] = {}
        self.panels: dict[int, pygame.Surface] = {}
        self.cards: dict[int, pygame.Surface] = {}

    def watch_cards(self, app) -> None:
        """Know ``app``'s card images (its ``assets.card``, wrapped on this instance)."""
        plain = app.assets.card

        def card(*args, **kwargs) -> pygame.Surface:
            image = plain(*args, **kwargs)
            self.cards[id(image)] = image
            return image

        app.assets.card = card

    def __call__(self, image: pygame.Surface, text: str, size: int) -> None:
        self.known[id(image)] = (image, text, size)
        self.asked[id(image)] = None

    def panel(self, image: pygame.Surface) -> None:
        self.panels[id(image)] = image

    def install(self) -> None:
        theme.text_hook = self
        theme.panel_hook = self.panel

    def uninstall(self) -> None:
        theme.text_hook = None
        theme.panel_hook = None

    def start(self) -> None:
        self.asked = {}

    def measure(self, app, name: str) -> SceneReport:
        """Draw ``app``'s frame afresh and report its texts."""
        self.start()
        app.dirty = True
        app.step([])
        report = SceneReport(name)
        blitted: set[int] = set()
        panels: list[tuple[int, pygame.Rect]] = []
        cards: list[tuple[int, pygame.Rect]] = []
        above: list[int] = []          # per text: cards from this op on can touch it
        dimmed = 0
        for index, (key, touched) in enumerate(app.picture._last or []):
            if key[0] == "blit" and id(key[1]) in self.cards:
                ink = key[1].get_bounding_rect(min_alpha=128).move(key[3], key[4])
                cards.append((index, ink.inflate(-6, -6)))
            if key[0] == "blit" and id(key[1]) in self.panels and key[5] is None:
                panels.append((index, pygame.Rect(key[3], key[4], *key[1].get_size())))
            if key[0] == "fill" and pygame.Rect(touched) == CANVAS:     # an overlay's dimming
                dimmed = index
                for t in report.texts:
                    t.under = True
            if key[0] != "blit" or id(key[1]) not in self.known:
                continue
            image, text, size = self.known[id(key[1])]
            if key[5] is not None:      # part of the image: not a whole text
                continue
            blitted.add(id(image))
            rect = pygame.Rect(key[3], key[4], *image.get_size())
            ink = image.get_bounding_rect().move(key[3], key[4])
            clip = pygame.Rect(key[7]) if key[7] is not None else None
            on = next(((i, p) for i, p in reversed(panels) if p.collidepoint(ink.midleft)),
                      (dimmed, None))
            above.append(max(on[0], dimmed))
            report.texts.append(Seen(text, size, _cap(size), _normal(size), rect, ink, clip,
                                     panel=on[1]))
        for t, first in zip(report.texts, above, strict=True):
            t.cards = tuple(rect for index, rect in cards if index > first)
        for ident in self.asked:
            if ident not in blitted:
                _, text, size = self.known[ident]
                report.texts.append(Seen(text, size, _cap(size), _normal(size)))
        report.ranks = card_ranks(app)
        return report


def card_ranks(app) -> list[Rank]:
    """The rank heights of the face-up cards at rest on the table on top (none under an
    overlay: a pause, a score sheet or a hand-off covers the cards)."""
    from game.app.table.scene import TableScene

    table = app.scenes.top
    if not isinstance(table, TableScene):
        return []
    found = []
    for sprite in table.layer.all():
        if not sprite.showing_face or sprite.moving or sprite.flip < 0.999:
            continue
        height = app.assets.rank_height(sprite.text, int(sprite.width),
                                        app.settings.four_colour)
        if height is not None:
            found.append(Rank(sprite.text, sprite.zone, height))
    return found


def _cap(size: int) -> int:
    return theme.cap_height(theme.font_size(size))


def _normal(size: int) -> int:
    return theme.cap_height(max(size, theme.READABLE_SIZE))


# --- the scenes -------------------------------------------------------------------------

def _settle(app, frames: int = 3) -> None:
    for _ in range(frames):
        app.step([])


#: the seats' names (the same in every run, so that both sizes draw the same texts)
NAMES = ("Anna", "Bert", "Carla", "Dora", "Emil", "Fritz", "Gerd", "Hanna")


def _table(app, game: str, players: int, seed: int, humans: int = 1):
    from game.app.games import table_for
    from game.app.screens.menu import MenuScene
    from game.app.session import DEFAULT_NAMES, Seat, Session

    if humans == 1:
        seats = [Seat(name, i == 0) for i, name in enumerate(DEFAULT_NAMES)]
        session = Session(game, seats[:players], seed=seed, ai_seed=seed)
    else:
        seats = [Seat(name, i < humans) for i, name in enumerate(NAMES)]
        session = Session(game, seats[:players], seed=seed, ai_seed=seed)
    table = table_for(app.services, session)
    app.scenes.reset(MenuScene(app.services), table)
    app.scenes.apply_pending()
    return table


def _play(app, table, until: Callable[[], bool], max_frames: int = 40000) -> bool:
    """Step; the human seats play their first legal move. False if ``until`` never held."""
    from game.app.screens.handoff import HandoffScene

    for _ in range(max_frames):
        if until():
            return True
        top = app.scenes.top
        if isinstance(top, HandoffScene):
            top.confirm()
        elif top is table and table.human_to_act():
            table.perform(table.model.state.legal_actions()[0])
        app.step([])
    return False


TABLE_PLAYERS = {"stortok": 5, "toffpoker": 6, "zwicker": 8}


def scenes(app, seed: int = 3, games: tuple[str, ...] | None = None,
           pages: bool = True) -> Iterator[str]:
    """Put each scene on ``app`` in turn; yields its name when it is showing."""
    from game.app.games import playable
    from game.app.screens.controls import ControlsScene
    from game.app.screens.handoff import HandoffScene
    from game.app.screens.help import HelpScene
    from game.app.screens.lessons import LessonListScene
    from game.app.screens.menu import MenuScene
    from game.app.screens.pause import PauseScene
    from game.app.screens.settings import SettingsScene
    from game.app.screens.setup import SetupScene
    from game.app.screens.statistics import StatisticsScene
    from game.app.table.scoreboard import ScoreboardScene

    games = tuple(sorted(playable())) if games is None else games
    if pages:
        app.scenes.reset(MenuScene(app.services))
        _settle(app)
        yield "menu"
        for game in games:
            setup = SetupScene(app.services)
            setup.choose_game(game)
            app.scenes.reset(MenuScene(app.services), setup)
            _settle(app)
            yield f"setup {game}"
        for name, scene in (("settings", SettingsScene(app.services)),
                            ("lessons", LessonListScene(app.services)),
                            *((f"controls {game}", ControlsScene(app.services, game))
                              for game in games),
                            ("controls (menu)", ControlsScene(app.services))):
            app.scenes.reset(MenuScene(app.services), scene)
            _settle(app)
            yield name
        for game in games:
            app.scenes.reset(MenuScene(app.services), HelpScene(app.services, game))
            _settle(app)
            yield f"rules {game}"
    for game in games:
        players = TABLE_PLAYERS.get(game, 4)
        table = _table(app, game, players, seed)
        _play(app, table, lambda t=table: t.human_to_act())
        _settle(app)
        yield f"{game} table: first move"
        _play(app, table, lambda t=table, n=3 * players: len(t.model.state.history) >= n
              and t.human_to_act())
        _settle(app)
        yield f"{game} table: mid-game"
        app.scenes.push(PauseScene(app.services, table))
        _settle(app)
        yield f"{game} pause"
        app.scenes.pop()
        _settle(app)
        if _play(app, table, lambda: isinstance(app.scenes.top, ScoreboardScene)):
            _settle(app, 30)
            yield f"{game} scoreboard"
        table = _table(app, game, 3, seed, humans=2)
        if _play(app, table, lambda t=table: isinstance(app.scenes.top, HandoffScene)
                 and bool(t.model.state.history), max_frames=4000):
            _settle(app)
            yield f"{game} hand-off"
    if pages:
        app.scenes.reset(MenuScene(app.services), StatisticsScene(app.services))
        _settle(app)
        yield "statistics"


def measure_all(app, recorder: Recorder, seed: int = 3, games: tuple[str, ...] | None = None,
                pages: bool = True, shots: Path | None = None) -> list[SceneReport]:
    reports = []
    for name in scenes(app, seed, games, pages):
        reports.append(recorder.measure(app, name))
        if shots is not None:
            shots.mkdir(parents=True, exist_ok=True)
            slug = name.replace(" ", "_").replace(":", "").replace("-", "_")
            pygame.image.save(app.canvas, str(shots / f"{slug}_{theme.text_scale()}.png"))
    return reports


def make_app(lang: str = "en", size: str = "normal", tv: bool = False):
    """An app at 1920x1080 on the text size ``size``; ``tv``: in TV mode (what the first
    start's "On a TV" sets, the window aside: Large text, large-print four-colour cards)."""
    from game.app.app import App
    from game.app.cli import Config
    from game.app.settings import PLACES

    app = App(Config(size=(1920, 1080), lang=lang, fast=True))
    app.settings.tutorial_offered = True
    if tv:
        size = PLACES["tv"]["text_size"]
        app.settings.four_colour = PLACES["tv"]["four_colour"]
        app.settings.large_cards = PLACES["tv"]["large_cards"]
        app.assets.set_large_print(app.settings.large_cards)
    app.prefs.set_text_size(size)
    app.start()
    return app


def not_larger(normal: SceneReport, large: SceneReport) -> list[str]:
    """Texts of a scene whose capitals are not higher on Large than on Normal: each text
    drawn as many times on both, its heights compared in order (a text drawn a different
    number of times, as a score that differs between the runs, is left out)."""
    def heights(report: SceneReport) -> dict[str, list[int]]:
        found: dict[str, list[int]] = {}
        for t in report.texts:
            found.setdefault(t.text, []).append(t.cap)
        return {text: sorted(caps) for text, caps in found.items()}

    on_large = heights(large)
    found = []
    for text, caps in heights(normal).items():
        other = on_large.get(text)
        if other is not None and len(other) == len(caps) and any(
                big <= small for small, big in zip(caps, other, strict=True)):
            found.append(f"{text!r}: {caps} px on Normal, {other} px on Large")
    return found


def large_target(normal_cap: int) -> float:
    """The smallest Large capital height for a text whose Normal one is ``normal_cap``."""
    return TARGET_LARGE * normal_cap - 0.5


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en", choices=("en", "de"))
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--size", default="both", choices=("normal", "large", "both"))
    parser.add_argument("--tv", action="store_true",
                        help="TV mode (Large text, large-print cards) against its target")
    parser.add_argument("--details", action="store_true", help="list every problem")
    parser.add_argument("--shots", metavar="DIR", help="also save each scene as a PNG")
    args = parser.parse_args()
    recorder = Recorder()
    recorder.install()
    sizes = ("tv",) if args.tv else ("normal", "large") if args.size == "both" else (args.size,)
    results: dict[str, list[SceneReport]] = {}
    for size in sizes:
        theme.set_text_scale(theme.TEXT_SCALES["large" if size == "tv" else size])
        app = make_app(args.lang, size, tv=size == "tv")
        recorder.watch_cards(app)
        results[size] = measure_all(app, recorder, args.seed,
                                    shots=Path(args.shots) if args.shots else None)
    names = [r.name for r in results[sizes[0]]]
    both = sizes == ("normal", "large")
    print("| scene | " + " | ".join(f"smallest cap {s} (px)" for s in sizes)
          + " | smallest rank (px) | below target | text problems |"
          + (" not larger on Large |" if both else ""))
    print("|---|" + "---|" * len(sizes) + "---|---|---|" + ("---|" if both else ""))
    for i, name in enumerate(names):
        cells, below, problems = [], 0, 0
        for size in sizes:
            report = results[size][i]
            cells.append(str(report.smallest))
            below += len(report.below_tv() if size == "tv" else report.below(size == "large"))
            problems += len(report.problems())
        rank = results[sizes[-1]][i].smallest_rank
        same = f" {len(not_larger(results['normal'][i], results['large'][i]))} |" \
            if both else ""
        print(f"| {name} | " + " | ".join(cells) + f" | {rank:.1f} | {below} | {problems} |"
              + same)
    if args.details:
        if both:
            for normal, large in zip(results["normal"], results["large"], strict=True):
                for line in not_larger(normal, large):
                    print(f"[not larger on Large] {normal.name}: {line}")
        for size in sizes:
            for report in results[size]:
                if size == "tv":
                    for line in report.below_tv():
                        print(f"[tv] {report.name}: {line}")
                else:
                    for t in report.below(size == "large"):
                        print(f"[{size}] {report.name}: {t.cap} px {t.text!r} (size {t.size})")
                for problem in report.problems():
                    print(f"[{size}] {report.name}: {problem}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
