"""The documentation: the site builds without a broken link, the README's links lead
somewhere, the player's guide says what the game's own help says, and every rule the
code cites is in the rules reference."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from support.tools import load_tool

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
REFERENCE = DOCS / "rules" / "reference.md"
#: a Markdown link or image: ``[text](target)`` / ``![alt](target)``
LINK = re.compile(r"\]\(([^)\s]+)\)")
#: a rule id as the rules reference numbers them: S-n, T-n, Z-n (Stortok, Toff-Poker, Zwicker)
RULE_ID = re.compile(r"\b[STZ]-\d+\b")
SECTION = re.compile(r"reference\.md §(\d+)")
#: the site's logo: the game's own icon, as tools/assets/make_icons.py draws it
ICON = ROOT / "sprites" / "icons" / "app" / "stammtisch-128.png"


def _cited(pattern: re.Pattern[str]) -> dict[str, list[str]]:
    """What the code and the tests cite: match -> the files citing it."""
    found: dict[str, list[str]] = {}
    for folder in ("game", "tests"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for match in pattern.findall(path.read_text(encoding="utf-8")):
                found.setdefault(match, []).append(str(path.relative_to(ROOT)))
    return found


def test_site_builds_strict_without_broken_links(tmp_path):
    pytest.importorskip("mkdocs", reason="mkdocs-material is in requirements-test.txt")
    site = tmp_path / "site"
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--config-file",
         str(ROOT / "mkdocs.yml"), "--site-dir", str(site)],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
        env={**__import__("os").environ, "NO_MKDOCS_2_WARNING": "1"})
    assert done.returncode == 0, done.stdout + done.stderr
    assert (site / "index.html").is_file()
    for page in ("en/stortok", "de/zwicker", "rules/reference", "computer-players"):
        assert (site / page / "index.html").is_file(), page
    assert not (ROOT / "site").exists(), "the site is built outside the repository"
    # a German page is German to a screen reader and in the theme's own words
    for page, language in (("de/zwicker", "de"), ("de/phones", "de"), ("en/zwicker", "en"),
                           ("phones", "en"), ("", "en")):
        html = (site / page / "index.html").read_text(encoding="utf-8")
        assert f'<html lang="{language}"' in html, page
        assert ("Inhaltsverzeichnis" in html) == (language == "de"), page
    assert (site / "assets" / "stammtisch.png").read_bytes() == ICON.read_bytes()


def test_every_page_is_in_the_nav():
    yaml = pytest.importorskip("yaml", reason="PyYAML comes with mkdocs")
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))

    def pages(entry):
        if isinstance(entry, str):
            yield entry
        elif isinstance(entry, list):
            for item in entry:
                yield from pages(item)
        elif isinstance(entry, dict):
            for value in entry.values():
                yield from pages(value)

    in_nav = set(pages(config["nav"]))
    on_disk = {str(p.relative_to(DOCS)) for p in DOCS.rglob("*.md")}
    assert on_disk - in_nav == set(), "pages missing from the nav in mkdocs.yml"
    assert in_nav - on_disk == set(), "nav entries without a page"


def test_the_site_logo_is_the_games_icon():
    yaml = pytest.importorskip("yaml", reason="PyYAML comes with mkdocs")
    theme = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))["theme"]
    assert (DOCS / theme["logo"]).read_bytes() == ICON.read_bytes(), \
        f"copy {ICON.relative_to(ROOT)} to docs/{theme['logo']}"
    assert theme["favicon"] == theme["logo"]


def test_packaging_is_for_contributors_and_the_german_guide_is_whole():
    """The nav files packaging under the contributors; the German guide has a page for
    every page of the English one and for phones and speech, and its index leads to
    those, not to the English player pages (only to the English guide as a whole)."""
    yaml = pytest.importorskip("yaml", reason="PyYAML comes with mkdocs")
    nav = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))["nav"]
    sections = {key: value for entry in nav for key, value in entry.items()}
    contributors = [page for entry in sections["Contributors"] for page in entry.values()]
    assert "packaging.md" in contributors
    assert "packaging.md" not in str(sections["Players"])
    german = {p.name for p in (DOCS / "de").glob("*.md")}
    assert {p.name for p in (DOCS / "en").glob("*.md")} | {"phones.md", "speech.md"} <= german
    assert {"de/phones.md", "de/speech.md"} <= {page for entry in sections["Spieler"]
                                                 for page in entry.values()}
    english_guide = {page for entry in sections["Players"] for page in entry.values()}
    index = (DOCS / "de" / "index.md").read_text(encoding="utf-8")
    english = [t for t in LINK.findall(index) if t.startswith("../")
               and t[3:].split("#")[0] in english_guide - {"en/index.md"}]
    assert english == [], "the German guide's index leads to English player pages"


def test_every_shipped_screenshot_is_shown_somewhere():
    """A picture in docs/screenshots is shown by a page, the README or the metainfo:
    the sdist carries nothing that nobody looks at."""
    texts = [ROOT / "README.md", *DOCS.rglob("*.md"),
             *(ROOT / "packaging" / "linux").glob("*.xml")]
    shown = "\n".join(path.read_text(encoding="utf-8") for path in texts)
    pictures = [p for p in (DOCS / "screenshots").rglob("*") if p.is_file()]
    assert len(pictures) >= 30
    unused = [str(p.relative_to(DOCS)) for p in pictures
              if f"screenshots/{p.relative_to(DOCS / 'screenshots').as_posix()}" not in shown]
    assert unused == []


def test_readme_relative_links_point_at_files():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    targets = [t for t in LINK.findall(text) if not re.match(r"[a-z]+:", t)
               and not t.startswith("#")]
    assert len(targets) >= 10, targets
    missing = [t for t in targets if not (ROOT / t.split("#")[0]).exists()]
    assert missing == []


def test_readme_is_short_and_keeps_the_two_commands():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 150
    assert ("python3 -m venv .venv && .venv/bin/python -m pip install -r requirements.txt"
            " && .venv/bin/python main.py") in text
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()[-1]
    assert ci in text.splitlines(), "the README's test command is what .ci/run runs"


def test_guide_says_what_the_game_says():
    tool = load_tool("make_rules_docs")
    pages = tool.guide_pages()
    generated = [p for p in pages if "<!-- generated: " in p.read_text(encoding="utf-8")]
    assert len(generated) >= 8, generated  # three games and the controls, in two languages
    assert tool.stale_pages() == [], "run python tools/assets/make_rules_docs.py"


def test_guide_rules_are_the_in_game_help():
    """The generated block is the help text itself, card texts drawn as suit symbols."""
    tool = load_tool("make_rules_docs")
    from game.app.rules_text import rules_text
    page = (DOCS / "de" / "zwicker.md").read_text(encoding="utf-8")
    help_text = rules_text("zwicker", "de")
    heading = help_text.splitlines()[0].removeprefix("# ")
    assert f"### {heading}" in page
    assert "K♠ (14)" in page and "KS (14)" in help_text
    assert tool.cards_as_symbols("10D takes 5H+5C, JK too", "en") == "10♦ takes 5♥+5♣, Joker too"


def test_every_cited_rule_id_is_in_the_reference():
    reference = REFERENCE.read_text(encoding="utf-8")
    defined = set(RULE_ID.findall(reference))
    # ranges such as "T-5 .. T-11" define every id between them
    for game, low, high in re.findall(r"\b([STZ])-(\d+) \.\. \1-(\d+)", reference):
        defined |= {f"{game}-{n}" for n in range(int(low), int(high) + 1)}
    cited = _cited(RULE_ID)
    assert cited, "the code cites rule ids"
    assert {rule: files for rule, files in cited.items() if rule not in defined} == {}


def test_every_cited_section_is_in_the_reference():
    reference = REFERENCE.read_text(encoding="utf-8")
    sections = set(re.findall(r"^## (\d+)\. ", reference, re.MULTILINE))
    assert sections == {"1", "2", "3"}
    cited = _cited(SECTION)
    assert cited
    assert {s: files for s, files in cited.items() if s not in sections} == {}


#: a script of the repository's tools as the docs and docstrings name it
TOOL_PATH = re.compile(r"(?<![\w/.])tools/[\w/]+\.py\b")


def test_every_tool_the_docs_and_the_code_name_exists():
    """A command ``python tools/<purpose>/<name>.py`` in the docs, a README or a docstring
    still names a script that is there (the tools move between purpose folders)."""
    texts = [ROOT / "README.md", *sorted(DOCS.rglob("*.md")), *sorted(ROOT.glob("*/README.md"))]
    for folder in ("game", "tests", "tools"):
        texts += sorted((ROOT / folder).rglob("*.py"))
    named: dict[str, list[str]] = {}
    for path in texts:
        for tool in TOOL_PATH.findall(path.read_text(encoding="utf-8")):
            named.setdefault(tool, []).append(str(path.relative_to(ROOT)))
    assert len(named) >= 20, "the docs name the tools by their paths"
    assert {tool: files for tool, files in named.items() if not (ROOT / tool).is_file()} == {}
