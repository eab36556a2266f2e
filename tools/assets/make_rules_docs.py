"""Write the generated parts of the player's guide from the texts the game itself shows.

    python tools/assets/make_rules_docs.py          # rewrite the generated parts in docs/
    python tools/assets/make_rules_docs.py --check  # exit 1 and name the pages that are stale

A page of the guide (``docs/en/*.md``, ``docs/de/*.md``; the folder gives the language)
may hold generated parts between two comment lines:

    <!-- generated: rules stortok -->
    ...
    <!-- end generated -->

``rules GAME`` is the game's in-game rules help (F1) as it reads with the default
options, ``controls GAME`` the game's page of the in-game *Controls* screen. Everything
outside the markers is written by hand and left alone, so the guide says what the game
says and a change of the help text shows up as a stale page in the test suite.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

ROOT = toolkit.headless()

from game.app import i18n  # noqa: E402
from game.app.games import ui_for  # noqa: E402
from game.app.kit.richtext import split  # noqa: E402
from game.app.rules_text import blocks, rules_text  # noqa: E402

DOCS = ROOT / "docs"
LANGUAGES = ("en", "de")
BLOCK = re.compile(r"(<!-- generated: (\w+) (\w+) -->\n)(.*?)(<!-- end generated -->)",
                   re.DOTALL)
#: the suit symbols for card texts (the game draws them as chips with the suit's sprite)
SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣", "O": "◎", "T": "★"}
JOKER = {"en": "Joker", "de": "Joker"}
HEADER = {
    "en": ("Action", "Controller", "Keyboard"),
    "de": ("Aktion", "Controller", "Tastatur"),
}


def cards_as_symbols(sentence: str, language: str) -> str:
    """``"KS takes 9C+5H"`` -> ``"K♠ takes 9♣+5♥"``: card texts read as on the table."""
    return "".join(piece if suit is None else JOKER[language] if suit == "" else
                   piece + SUITS[suit] for piece, suit in split(sentence))


def rules_markdown(game: str, language: str) -> str:
    """The in-game rules help of ``game`` (default options) as Markdown."""
    lines: list[str] = []
    last = ""
    for kind, text in blocks(rules_text(game, language)):
        text = cards_as_symbols(text, language)
        if kind == "h":
            lines += ["", f"### {text}", ""]
        elif kind == "b":
            if last != "b":
                lines.append("")
            lines.append(f"- {text}")
        elif kind == "p":
            lines += ["", text]
        last = kind or last
    return "\n".join(_squeeze(lines)) + "\n"


def controls_markdown(game: str, language: str) -> str:
    """The in-game controls page of ``game`` as a Markdown table."""
    before = i18n.language()
    i18n.set_language(language)
    try:
        rows = [(i18n.tr(key), _name(pad), _name(keys)) for pad, keys, key in
                ui_for(game).controls]
        footer = i18n.tr("controls.footer")
    finally:
        i18n.set_language(before)
    head = HEADER[language]
    lines = [f"| {head[0]} | {head[1]} | {head[2]} |", "|---|---|---|"]
    lines += [f"| {action} | {pad or '–'} | {keys or '–'} |" for action, pad, keys in rows]
    return "\n".join(lines) + f"\n\n{footer}\n"


def _name(text: str) -> str:
    key = f"controls.name.{text}"
    found = i18n.tr(key)
    return text if found == key else found


def _squeeze(lines: list[str]) -> list[str]:
    """No leading, trailing or doubled blank lines."""
    out: list[str] = []
    for line in lines:
        if line or (out and out[-1]):
            out.append(line)
    while out and not out[-1]:
        out.pop()
    return out


MAKERS: dict[str, Callable[[str, str], str]] = {
    "rules": rules_markdown,
    "controls": controls_markdown,
}


def rendered(page: Path) -> str:
    """The text of ``page`` with every generated part made anew."""
    language = page.parent.name
    text = page.read_text(encoding="utf-8")

    def fill(match: re.Match[str]) -> str:
        kind, game = match.group(2), match.group(3)
        return f"{match.group(1)}{MAKERS[kind](game, language)}{match.group(5)}"

    return BLOCK.sub(fill, text)


def guide_pages() -> list[Path]:
    return sorted(page for language in LANGUAGES for page in (DOCS / language).glob("*.md"))


def stale_pages() -> list[Path]:
    """The guide pages whose generated parts differ from what the game shows now."""
    return [page for page in guide_pages()
            if rendered(page) != page.read_text(encoding="utf-8")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="only report stale pages (exit 1 if any)")
    args = parser.parse_args(argv)
    stale = stale_pages()
    if args.check:
        for page in stale:
            print(f"stale: {page.relative_to(ROOT)} (run python tools/assets/make_rules_docs.py)")
        return 1 if stale else 0
    for page in stale:
        page.write_text(rendered(page), encoding="utf-8")
        print(f"wrote {page.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
