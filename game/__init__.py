"""Stammtisch: a couch card-game collection."""

#: The one place that holds the version: the build reads it (pyproject.toml), ``--version``
#: prints it, and ``tools/release.py`` checks the CHANGELOG and the metainfo against it.
#: Between releases it is the next version with ``.dev0``, so no build claims a release.
__version__ = "0.3.0.dev0"
