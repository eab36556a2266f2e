"""The ``>>>`` examples in the rules package, the computer players and the texts run."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import game.ai
import game.rules

MODULES = sorted({info.name for pkg in (game.rules, game.ai)
                  for info in pkgutil.walk_packages(pkg.__path__, f"{pkg.__name__}.")}
                 | {"game.rules", "game.ai", "game.app.i18n", "game.app.kit.placement"})


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
