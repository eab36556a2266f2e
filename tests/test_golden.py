"""Golden playthroughs: a fixed-seed game of each kind must replay move for move."""


import pytest
from support.tools import load_tool

from game.rules import GAMES
from game.rules.playout import transcript

make_golden = load_tool("make_golden")

CASES = [case for case in make_golden.GOLDEN if case[0] in GAMES]


@pytest.mark.parametrize(("name", "players", "seed"), CASES)
def test_playthrough_matches_golden_file(name: str, players: int, seed: int) -> None:
    expected = make_golden.golden_path(name, players, seed).read_text(encoding="utf-8")
    assert transcript(name, players, seed) == expected


def test_every_registered_game_has_a_golden_file() -> None:
    assert {case[0] for case in CASES} == set(GAMES)


def test_the_cases_are_read_from_the_golden_files() -> None:
    """The files name their cases (no list of games to keep): each file is replayed."""
    files = {path.name for path in make_golden.ROOT.joinpath("tests", "golden").glob("*.txt")}
    assert {make_golden.golden_path(*case).name for case in CASES} == files
