"""The package's long description on PyPI: the README with its links made absolute.

The README links to ``docs/`` and shows screenshots by relative paths, which work in a
clone and on the forge but lead nowhere on PyPI. The build (hatchling, through
``[tool.hatch.metadata.hooks.custom]`` in pyproject.toml) gives PyPI the same text with
every relative link pointing into the repository at the version's tag (``v0.2.0``; a
version between releases points at ``main``). The repository's address is the
``Source`` entry of ``[project.urls]``, its one place.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from hatchling.metadata.plugin.interface import MetadataHookInterface

#: a Markdown link or image target: ``[text](target)`` / ``![alt](target)``
LINK = re.compile(r"(!?)\[([^\]]*)\]\(([^)\s]+)\)")
VERSION = re.compile(r'^__version__ = "([^"]+)"$', re.MULTILINE)


def version_of(root: Path) -> str:
    """The version written in ``game/__init__.py`` (the one place that holds it)."""
    found = VERSION.search((root / "game" / "__init__.py").read_text(encoding="utf-8"))
    if not found:
        raise ValueError("game/__init__.py has no line __version__ = \"…\"")
    return found.group(1)


def git_ref(version: str) -> str:
    """Where the repository holds this version's files: its tag, or ``main`` between
    releases (a ``.dev`` version has no tag)."""
    return "main" if ".dev" in version else f"v{version}"


def absolute_links(text: str, source: str, ref: str) -> str:
    """``text`` with every relative link and image made absolute: images as the raw
    file, pages as the forge shows them, both at ``ref``."""

    def rewrite(match: re.Match[str]) -> str:
        bang, label, target = match.groups()
        if re.match(r"[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
            return match.group(0)
        kind = "raw" if bang else "blob"
        return f"{bang}[{label}]({source.rstrip('/')}/{kind}/{ref}/{target.removeprefix('./')})"

    return LINK.sub(rewrite, text)


def pypi_readme(root: Path, source: str) -> str:
    """The README as PyPI shows it (see the module's docstring)."""
    text = (root / "README.md").read_text(encoding="utf-8")
    return absolute_links(text, source, git_ref(version_of(root)))


class PyPIReadmeHook(MetadataHookInterface):
    """Sets the dynamic ``readme`` field to :func:`pypi_readme`."""

    def update(self, metadata: dict[str, Any]) -> None:
        source = metadata.get("urls", {}).get("Source")
        if not source:
            raise ValueError("[project.urls] needs Source: the repository's address")
        metadata["readme"] = {"content-type": "text/markdown",
                              "text": pypi_readme(Path(self.root), source)}
