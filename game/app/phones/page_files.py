"""The phone page's files, read once when the server starts: nothing else on disk is
ever served (a phone's requests name a file of this list, never a path)."""

from __future__ import annotations

import json
from importlib import resources

from game.app.phones.snapshot import page_words

#: The only files the server ever sends: URL name -> (file in ``page/``, content type).
PAGE_FILES = {
    "phone.js": ("phone.js", "text/javascript; charset=utf-8"),
    "phone.css": ("phone.css", "text/css; charset=utf-8"),
}


def read_page() -> dict[str, bytes]:
    """The page's files, read once: nothing else on disk is ever served."""
    folder = resources.files("game.app.phones") / "page"
    names = ["index.html", "invalid.html", *(name for name, _ in PAGE_FILES.values())]
    page = {name: (folder / name).read_bytes() for name in names}
    # the page's own words in both languages, for the moments before its first snapshot
    words = json.dumps({lang: page_words(lang) for lang in ("en", "de")}, ensure_ascii=False)
    page["index.html"] = page["index.html"].replace(
        b"{}<!--words-->", words.replace("<", "\\u003c").encode())
    return page
