"""Helpers shared by the tests (no test module imports another test module).

Test modules import them as ``from support.app import make_app``: pytest puts ``tests/``
on ``sys.path`` for the test modules it collects (its default "prepend" import mode, no
``__init__.py`` in ``tests/``), so ``support`` is found from a plain ``pytest`` or
``python -m pytest`` at the repository's root. Nothing here is collected as a test: the
modules' names do not start with ``test_``.
"""
