"""Rules summaries for the help screen: each game's package has its text per language
(from docs/rules/reference.md); this module reads them.

Lines starting with "# " are headings, "- " bullets; an indented line continues a
bullet, any other line continues the paragraph above; blank lines separate paragraphs.
Games without a text fall back to the summary in ``GAMES``.
"""

from __future__ import annotations

from game.app.games import REGISTRY
from game.app.rules_options import Options, with_options
from game.rules import GAMES


def rules_text(game: str, language: str, options: Options | None = None) -> str:
    """The rules of ``game`` as they hold under ``options`` (the defaults if None)."""
    ui = REGISTRY.get(game)
    texts = ui.rules if ui is not None else {}
    found = texts.get(language) or texts.get("en")
    if not found:
        info = GAMES.get(game)
        if info is None:
            return ""
        found = f"# {info.title}\n{info.summary}\n"
    return with_options(game, found, language, options)


def blocks(text: str) -> list[tuple[str, str]]:
    """``(kind, text)`` blocks: "h" heading, "p" paragraph, "b" bullet, "" gap.

    >>> blocks("# A\\none\\ntwo\\n- x\\n  y\\nz")
    [('h', 'A'), ('p', 'one two'), ('b', 'x y'), ('p', 'z')]
    """
    out: list[tuple[str, str]] = []
    for raw in text.splitlines():
        line = raw.strip()
        last = out[-1][0] if out else ""
        if not line:
            if last:
                out.append(("", ""))
        elif raw.startswith("# "):
            out.append(("h", raw[2:].strip()))
        elif raw.startswith("- "):
            out.append(("b", raw[2:].strip()))
        elif (raw.startswith("  ") and last == "b") or last == "p":
            out[-1] = (last, f"{out[-1][1]} {line}")
        else:
            out.append(("p", line))
    return out
