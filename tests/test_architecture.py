"""The arrows point one way: app -> ai -> rules. Rules and AI never import pygame.

The module import graph of ``game/`` (built from the AST below) has no cycles, and
the shared modules name no game: what is particular to a game lives in its own
modules (the packages ``game/rules/<game>/`` and ``game/app/games/<game>/``,
``game/ai/<game>*.py``) and reaches shared code through the registries.
"""

import ast
import io
import re
import tokenize
from fnmatch import fnmatch
from functools import cache
from pathlib import Path

import pytest

from game.rules import GAMES

ROOT = Path(__file__).resolve().parent.parent

#: The game ids a shared module must not contain (case-insensitive): every registered game.
GAME_IDS = tuple(sorted(GAMES))

#: Modules under game/app that may name a game (paths relative to the repository, with
#: fnmatch patterns in which ``*`` also matches ``/``). Everything else under game/app is
#: shared by every game and must not name one.
GAME_NAMES_ALLOWED = (
    "game/app/games/*/*",            # a per-game package: game/app/games/<game>/...
    "game/app/games/__init__.py",    # the registry of games
    "game/app/games/registry.py",    # (should the registry get a module of its own)
    "game/app/lessons/*.json",       # lessons: data, one per game
)
#: The same for game/rules and game/ai: a game's rules are its own package, its players
#: modules named after it, and the package ``__init__`` of each is the registry that imports
#: them.
GAME_NAMES_ALLOWED_PURE = (
    "game/rules/__init__.py",        # the rules registry: imports every game
    "game/ai/__init__.py",           # the AI registry: imports every game's players
    *(f"game/rules/{game}/*.py" for game in GAME_IDS),
    *(f"game/ai/{game}*.py" for game in GAME_IDS),
)


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


# --- the import graph -------------------------------------------------------------------


def module_names(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``package`` (a folder under ``root``) by dotted name; a package
    is named by its ``__init__.py``."""
    modules = {}
    for path in sorted((root / package.replace(".", "/")).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = path
    return modules


def _is_type_checking(test: ast.expr) -> bool:
    """``if TYPE_CHECKING:`` or ``if typing.TYPE_CHECKING:`` (any module alias)."""
    return ((isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
            or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"))


def _import_nodes(node: ast.AST, typing: bool = False):
    """Every import statement in the tree (in functions and classes too), except those
    under ``if TYPE_CHECKING:`` (their ``else:`` branch still counts) unless ``typing``."""
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        yield node
        return
    if isinstance(node, ast.If) and _is_type_checking(node.test) and not typing:
        children = node.orelse
    else:
        children = ast.iter_child_nodes(node)
    for child in children:
        yield from _import_nodes(child, typing)


def _known(name: str, modules) -> str | None:
    """The longest prefix of the dotted ``name`` that is one of ``modules``."""
    parts = name.split(".")
    for end in range(len(parts), 0, -1):
        candidate = ".".join(parts[:end])
        if candidate in modules:
            return candidate
    return None


def import_graph(root: Path, package: str, typing: bool = False) -> dict[str, dict[str, int]]:
    """``{module: {imported module: line of its first import}}`` for every module of
    ``package`` under ``root``, counting only modules of the package itself; with
    ``typing``, the imports under ``if TYPE_CHECKING:`` too.

    An import names the most specific module it loads: ``import a.b.c`` and
    ``from a.b import c`` (``c`` a submodule) are an edge to ``a.b.c``;
    ``from a.b import name`` (``name`` not a submodule) an edge to ``a.b``. Relative
    imports are resolved against the importing module's package. The parent packages an
    import initialises on the way are not edges (every submodule would otherwise form a
    cycle with a package ``__init__`` that imports it).
    """
    modules = module_names(root, package)
    graph: dict[str, dict[str, int]] = {}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        edges: dict[str, int] = {}
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in _import_nodes(tree, typing):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                if node.level:
                    base = name.split(".")
                    drop = node.level - 1 if is_package else node.level
                    if drop >= len(base):
                        raise ValueError(f"{path}:{node.lineno}: relative import beyond "
                                         f"the top-level package")
                    base = base[:len(base) - drop]
                    if node.module:
                        base += node.module.split(".")
                    source = ".".join(base)
                else:
                    source = node.module or ""
                targets = [f"{source}.{alias.name}" if f"{source}.{alias.name}" in modules
                           else source for alias in node.names]
            for target in targets:
                resolved = _known(target, modules)
                if resolved is not None:
                    edges.setdefault(resolved, node.lineno)
        graph[name] = edges
    return graph


def strongly_connected(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """Tarjan's strongly connected components, each sorted, in a stable order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            components.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(components)


def _shortest_cycle(graph, start: str, members: set[str]) -> list[str]:
    """The shortest path start -> ... -> start inside ``members`` (breadth first)."""
    previous: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for nxt in sorted(graph[node]):
                if nxt not in members:
                    continue
                if nxt == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(previous[path[-1]])
                    return [start, *reversed(path[:-1]), start] if node != start \
                        else [start, start]
                if nxt not in previous:
                    previous[nxt] = node
                    following.append(nxt)
        frontier = following
    raise AssertionError(f"{start} is on no cycle")


def import_cycles(graph) -> list[list[str]]:
    """One readable cycle per strongly connected component of more than one module, and
    every self-import: each as a chain ``[a, b, ..., a]``."""
    cycles = []
    for component in strongly_connected(graph):
        if len(component) > 1 or component[0] in graph[component[0]]:
            cycles.append(_shortest_cycle(graph, component[0], set(component)))
    return cycles


def describe_cycle(graph, cycle: list[str]) -> str:
    """``a (line 3) -> b (line 9) -> a``: each arrow with the line of its import."""
    steps = [f"{a} (line {graph[a][b]})" for a, b in zip(cycle, cycle[1:], strict=False)]
    return " -> ".join([*steps, cycle[-1]])


def describe_component(graph, cycle: list[str]) -> str:
    """The cycle, and when it is one of several among more modules (a strongly
    connected component), every import between those modules."""
    lines = [f"  {describe_cycle(graph, cycle)}"]
    component = next(c for c in strongly_connected(graph) if cycle[0] in c)
    if len(component) > len(cycle) - 1:
        lines.append(f"    one of the cycles among these {len(component)} modules:")
        lines += [f"      {module} -> " + ", ".join(
            f"{imported} (line {line})" for imported, line in sorted(graph[module].items())
            if imported in component) for module in component]
    return "\n".join(lines)


@cache
def game_graph() -> dict[str, dict[str, int]]:
    return import_graph(ROOT, "game")


def _within(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


def forbid(importer_prefix: str, imported_prefix: str, graph=None) -> list[str]:
    """The imports of a module in ``importer_prefix`` (a dotted package or module) from
    one in ``imported_prefix``, as readable lines; a layer rule is then
    ``assert not forbid("game.rules", "game.app")``."""
    graph = game_graph() if graph is None else graph
    return [f"{importer} (line {line}) imports {imported}"
            for importer, edges in sorted(graph.items()) if _within(importer, importer_prefix)
            for imported, line in sorted(edges.items()) if _within(imported, imported_prefix)]


# --- the graph builder on a tiny package --------------------------------------------------


def _write_package(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_the_graph_finds_a_cycle_through_an_import_inside_a_function(tmp_path):
    _write_package(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "from pkg import b\n",
        "pkg/b.py": "def later():\n    if True:\n        from . import c\n",
        "pkg/c.py": "class C:\n    def f(self):\n        import pkg.a\n",
        "pkg/d.py": "import pkg.d\n",
    })
    graph = import_graph(tmp_path, "pkg")
    assert graph["pkg.b"] == {"pkg.c": 3}
    assert import_cycles(graph) == [["pkg.a", "pkg.b", "pkg.c", "pkg.a"], ["pkg.d", "pkg.d"]]
    assert describe_cycle(graph, import_cycles(graph)[0]) == \
        "pkg.a (line 1) -> pkg.b (line 3) -> pkg.c (line 3) -> pkg.a"


def test_the_graph_ignores_type_checking_imports(tmp_path):
    _write_package(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "from .b import B\n",
        "pkg/b.py": ("from typing import TYPE_CHECKING\nimport typing\n"
                     "if TYPE_CHECKING:\n    from .a import A\n"
                     "if typing.TYPE_CHECKING:\n    import pkg.a\nelse:\n    import pkg.c\n"
                     "class B: ...\n"),
        "pkg/c.py": "",
    })
    graph = import_graph(tmp_path, "pkg")
    assert graph["pkg.b"] == {"pkg.c": 8}
    assert import_cycles(graph) == []
    typed = import_graph(tmp_path, "pkg", typing=True)
    assert typed["pkg.b"] == {"pkg.a": 4, "pkg.c": 8}
    assert import_cycles(typed) == [["pkg.a", "pkg.b", "pkg.a"]]


def test_the_graph_resolves_relative_imports(tmp_path):
    _write_package(tmp_path, {
        "pkg/__init__.py": "from . import scenes\n",
        "pkg/theme.py": "COLOUR = 1\n",
        "pkg/scenes/__init__.py": "from .menu import Menu\nfrom .. import theme\n",
        "pkg/scenes/menu.py": ("from ..theme import COLOUR\nfrom . import help\n"
                               "from .help import Help, page\nfrom .. import VERSION\n"
                               "import os\nclass Menu: ...\n"),
        "pkg/scenes/help.py": "from ..scenes import page\nclass Help: ...\n",
        "pkg/scenes/page.py": "",
    })
    graph = import_graph(tmp_path, "pkg")
    assert graph["pkg"] == {"pkg.scenes": 1}
    assert graph["pkg.scenes"] == {"pkg.scenes.menu": 1, "pkg.theme": 2}
    assert graph["pkg.scenes.menu"] == {"pkg.theme": 1, "pkg.scenes.help": 2, "pkg": 4}
    assert graph["pkg.scenes.help"] == {"pkg.scenes.page": 1}
    # pkg -> pkg.scenes -> pkg.scenes.menu -> pkg (VERSION from the package __init__)
    assert import_cycles(graph) == [["pkg", "pkg.scenes", "pkg.scenes.menu", "pkg"]]
    assert forbid("pkg.scenes", "pkg.theme", graph) == [
        "pkg.scenes (line 2) imports pkg.theme", "pkg.scenes.menu (line 1) imports pkg.theme"]
    assert forbid("pkg.theme", "pkg", graph) == []


# --- the rules on game/ ------------------------------------------------------------------


def test_the_graph_sees_every_module_and_the_known_imports():
    graph = game_graph()
    assert len(graph) == len(list((ROOT / "game").rglob("*.py")))
    assert "game.rules.base" in graph["game.rules.stortok.state"]
    assert "game.app.app" not in graph["game.app.shell.scene"]  # only under TYPE_CHECKING


def test_no_import_cycles():
    graph = game_graph()
    cycles = import_cycles(graph)
    assert not cycles, "import cycles:\n" + "\n".join(
        describe_component(graph, cycle) for cycle in cycles)


@cache
def app_graph_with_typing() -> dict[str, dict[str, int]]:
    """The import graph of ``game/app`` with the imports only type checking makes: a
    cycle of those is still a knot (each module's types name the other's)."""
    graph = import_graph(ROOT, "game", typing=True)
    return {module: {imported: line for imported, line in edges.items()
                     if _within(imported, "game.app")}
            for module, edges in graph.items() if _within(module, "game.app")}


#: The composition root: the modules that build the App and hand the scenes their
#: services. Nothing else in game/app imports the App, even for typing.
COMPOSITION_ROOT = ("game.app.app", "game.app.navigator", "game.app.launch")


def test_nothing_below_the_composition_root_imports_the_app():
    graph = app_graph_with_typing()
    importers = sorted(f"{module} (line {edges['game.app.app']})"
                       for module, edges in graph.items()
                       if "game.app.app" in edges and module not in COMPOSITION_ROOT)
    assert not importers, "import the App (take game.app.services instead): " + \
        ", ".join(importers)


#: Import cycles in game/app that type checking alone makes, each a set of modules (a
#: strongly connected component), that are still to be broken: the table's shared parts
#: type the table scene that builds them, and Zwicker's and Toff-Poker's parts and
#: animations type their game's presenter. The list may only shrink: a new cycle fails,
#: and so does one of these once it is gone (then delete it).
KNOWN_TYPING_CYCLES = (
    frozenset({"game.app.table.chrome", "game.app.table.driver", "game.app.table.hand_input",
               "game.app.table.hands", "game.app.table.parts", "game.app.table.policy",
               "game.app.table.presenter", "game.app.table.scene", "game.app.table.take_back"}),
)


def test_no_import_cycles_in_the_app_typing_imports_included():
    graph = app_graph_with_typing()
    cycles = import_cycles(graph)           # one per knot, starting at its first module
    components = [frozenset(c) for c in strongly_connected(graph)
                  if any(cycle[0] == c[0] for cycle in cycles)]
    new = [cycle for cycle, component in zip(cycles, components, strict=True)
           if component not in KNOWN_TYPING_CYCLES]
    assert not new, "import cycles (typing imports included):\n" + "\n".join(
        describe_component(graph, cycle) for cycle in new)
    gone = [sorted(known) for known in KNOWN_TYPING_CYCLES if known not in components]
    assert not gone, f"no longer a cycle, delete it from KNOWN_TYPING_CYCLES: {gone}"


#: The app's layers, lowest first: a module may import from its own layer and below.
APP_LAYERS = (
    ("game.app.shell", "game.app.kit"),           # loop pieces and drawing kit
    ("game.app.table", "game.app.phones"),         # the table core, the phone seats
    ("game.app.games",),                           # each game's UI
    ("game.app.screens", "game.app.lessons"),      # the screens around the tables
    ("game.app.navigator",),                       # the one module that knows every screen
)


@pytest.mark.parametrize("level", range(len(APP_LAYERS) - 1))
def test_app_layers_import_only_downwards(level):
    for low in APP_LAYERS[level]:
        for high in (p for layer in APP_LAYERS[level + 1:] for p in layer):
            assert not forbid(low, high), f"{low} must not import {high}"


SCREEN_HELPERS = ("game.app.screens.page",)


def test_no_screen_imports_another_screen():
    """Screens ask the navigator for the next one (``app.nav``); they share only the
    page frame of ``screens.page``."""
    graph = game_graph()
    for importer, edges in sorted(graph.items()):
        if not importer.startswith("game.app.screens."):
            continue
        others = [m for m in edges if m.startswith("game.app.screens.")
                  and m not in SCREEN_HELPERS and m != importer]
        assert not others, f"{importer} imports {others}"


@pytest.mark.parametrize("package", ["game/rules", "game/ai"])
def test_pure_python_packages_never_import_pygame(package):
    files = sorted((ROOT / package).rglob("*.py"))
    assert files
    for path in files:
        bad = {m for m in imported_modules(path) if m.split(".")[0] == "pygame"}
        assert not bad, f"{path.relative_to(ROOT)} imports {bad}"


def test_rules_never_import_ai_or_app():
    bad = forbid("game.rules", "game.ai") + forbid("game.rules", "game.app")
    assert not bad, "\n".join(bad)


def test_ai_never_imports_app():
    bad = forbid("game.ai", "game.app")
    assert not bad, "\n".join(bad)


def test_rules_never_use_the_global_random_module():
    for path in sorted((ROOT / "game/rules").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for call in ("random.random()", "random.shuffle(", "random.choice(", "random.randint("):
            assert call not in text, f"{path.relative_to(ROOT)} uses {call}"


def test_the_app_never_draws_shapes_straight_onto_a_frame():
    """Scenes draw on a recorded Frame (game/app/shell/frame.py), not a surface: a shape drawn
    there goes through frame.rect/circle/polygon. ``surface`` is what every draw method
    calls what it draws on, so pygame.draw.*(surface, ...) would fail on a frame."""
    for path in sorted((ROOT / "game/app").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and ast.unparse(node.func.value) == "pygame.draw" and node.args
                    and ast.unparse(node.args[0]) == "surface"):
                raise AssertionError(f"{path.relative_to(ROOT)}:{node.lineno} draws with "
                                     f"pygame.draw.{node.func.attr} on a frame")


# --- shared app modules name no game ------------------------------------------------------


def _docstring_starts(tree: ast.AST) -> set[tuple[int, int]]:
    starts = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if (body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
                    and isinstance(body[0].value.value, str)):
                starts.add((body[0].value.lineno, body[0].value.col_offset))
    return starts


# identifiers, and the literal parts of f-strings (one STRING token before Python 3.12)
WORD_TOKENS = {tokenize.NAME} | ({tokenize.FSTRING_MIDDLE}
                                 if hasattr(tokenize, "FSTRING_MIDDLE") else set())


def game_names_in(source: str) -> list[tuple[int, str]]:
    """``(line, word)`` for every game id in an identifier or a string literal of
    ``source`` (the word around it: ``stortok_table``, ``rules.stortok.follow_suit``);
    comments and docstrings do not count."""
    ids = "|".join(GAME_IDS)
    pattern = re.compile(rf"[\w.]*(?:{ids})[\w.]*", re.IGNORECASE)
    docstrings = _docstring_starts(ast.parse(source))
    found = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        is_word = token.type in WORD_TOKENS or (token.type == tokenize.STRING
                                                and token.start not in docstrings)
        if is_word:
            found.extend((token.start[0], word.strip("."))
                         for word in pattern.findall(token.string))
    return found


def test_game_names_in_finds_identifiers_and_strings_but_not_comments_or_docstrings():
    source = ('"""Stortok here is fine."""\n'
              "from .scenes import stortok_table  # zwicker in a comment\n"
              "def f():\n    '''Zwicker docstring.'''\n    return {'ToffPoker': 1}\n"
              "x = f'{ZWICKER}'\n")
    found = game_names_in(source)
    assert [line for line, _ in found] == [2, 5, 6]
    assert found == [(2, "stortok_table"), (5, "ToffPoker"), (6, "ZWICKER")]


def shared_modules(package: str, allowed: tuple[str, ...]) -> list[Path]:
    return [path for path in sorted((ROOT / package).rglob("*.py"))
            if not any(fnmatch(path.relative_to(ROOT).as_posix(), pattern)
                       for pattern in allowed)]


def shared_app_modules() -> list[Path]:
    return shared_modules("game/app", GAME_NAMES_ALLOWED)


def _offenders(paths: list[Path]) -> list[str]:
    offenders = []
    for path in paths:
        found = game_names_in(path.read_text(encoding="utf-8"))
        if found:
            names = sorted({word for _, word in found}, key=str.lower)
            offenders.append(f"{path.relative_to(ROOT)} (line {found[0][0]}): "
                             f"{', '.join(names)}")
    return offenders


def test_shared_app_modules_name_no_game():
    offenders = _offenders(shared_app_modules())
    assert not offenders, "shared app modules that name a game:\n" + "\n".join(
        f"  {line}" for line in offenders)


@pytest.mark.parametrize("package", ["game/rules", "game/ai"])
def test_shared_rules_and_ai_modules_name_no_game(package):
    """What search, sampling, statistics and messages need of a game is the game's own
    (its GameState methods and GameInfo, its GameAI): no shared module asks for a game
    by name, imports a game's module or keeps a table keyed by game."""
    shared = shared_modules(package, GAME_NAMES_ALLOWED_PURE)
    assert len(shared) >= 5, "the allowed patterns leave too little shared code to check"
    offenders = _offenders(shared)
    assert not offenders, f"shared modules of {package} that name a game:\n" + "\n".join(
        f"  {line}" for line in offenders)


#: The one tool that starts neither the game nor pygame: a bare WebSocket client run in a
#: process of its own, it needs no headless start and measures nothing itself.
TOOLS_WITHOUT_TOOLKIT = ("tools/benchmarks/phone_flood.py",)


def test_the_tools_share_one_headless_start_and_one_percentile():
    """Every script in a purpose folder of tools/ imports ``toolkit`` (the headless start,
    the statistics) instead of setting SDL's drivers or defining a percentile itself."""
    scripts = sorted((ROOT / "tools").glob("*/*.py"))
    assert len(scripts) >= 20
    assert not sorted((ROOT / "tools").glob("*/*/*.py")), "purpose folders are one deep"
    offenders = []
    for path in scripts:
        name = str(path.relative_to(ROOT))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                    for alias in node.names}
        imported |= {node.module for node in ast.walk(tree)
                     if isinstance(node, ast.ImportFrom) and node.module}
        if "toolkit" not in imported and name not in TOOLS_WITHOUT_TOOLKIT:
            offenders.append(f"{name}: does not import toolkit")
        if any(isinstance(node, ast.FunctionDef) and node.name in ("percentile", "quantile")
               for node in ast.walk(tree)):
            offenders.append(f"{name}: defines its own percentile")
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "setdefault" \
                    and node.args and isinstance(node.args[0], ast.Constant) \
                    and node.args[0].value in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
                offenders.append(f"{name}:{node.lineno} sets {node.args[0].value} itself")
    assert not offenders, "\n".join(offenders)


def test_every_import_in_the_tools_names_something_that_exists():
    """The tools are not run by the suite; an import inside one of their functions of a
    name that moved (``start_lesson``, ``game.app.tables``) would only fail when someone
    runs it. Every ``from game… import name`` in tools/ must resolve."""
    import importlib

    missing = []
    tools = sorted((ROOT / "tools").rglob("*.py"))
    assert len(tools) >= 20, "the tools' purpose folders hold fewer scripts than they do"
    for path in tools:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and \
                    node.module.startswith("game") and node.level == 0:
                try:
                    module = importlib.import_module(node.module)
                except ImportError as error:
                    missing.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.module} "
                                   f"({error})")
                    continue
                for alias in node.names:
                    if not hasattr(module, alias.name):
                        try:
                            importlib.import_module(f"{node.module}.{alias.name}")
                        except ImportError:
                            missing.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.module}."
                                           f"{alias.name}")
    assert not missing, "\n".join(missing)
