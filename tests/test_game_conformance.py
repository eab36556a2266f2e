"""Conformance: every registered game provides every part the shared rules, AI and app
code ask of it.

A game declares itself: its rules class answers what search needs (the outcome of a
game, how far a roll-out goes, sampled worlds), its events say which of them take a
trick, its registry entry brings its messages, and its AI module registers the levels
and the search's short list. Its UI brings its texts in English and German (and the
German of its rules messages), a lesson, its speech and the rows of a phone's
page. A game that forgets one of these fails here, by name, instead of at run time (in
the middle of a Hard player's search, or as a key shown where a sentence belongs).
"""

from __future__ import annotations

import importlib
import importlib.util
import random
import string
import sys
from pathlib import Path

import pytest

from game.ai import LEVELS, has_player, make_player
from game.ai.registry import AI_GAMES, game_ai
from game.app import i18n
from game.app.games import REGISTRY
from game.app.lessons import find as find_lesson
from game.app.speech.game_speech import GameSpeech
from game.app.texts import all_texts
from game.rules import GAMES, Event, GameState, new_game, replay
from game.rules.messages import ENGLISH

GAME_IDS = sorted(GAMES)
GOLDEN = Path(__file__).resolve().parent / "golden"


def random_game(name: str, players: int, seed: int) -> tuple[GameState, list[object]]:
    """A finished game of random legal moves and every event it produced."""
    rng = random.Random(seed)
    state = new_game(name, players, seed=seed)
    events: list[object] = []
    while not state.is_over:
        legal = state.legal_actions()
        events.extend(state.apply(legal[int(rng.random() * len(legal))]))
    return state, events


def test_the_registries_agree():
    assert GAME_IDS, "no game is registered"
    assert sorted(AI_GAMES) == GAME_IDS
    for name, info in GAMES.items():
        assert info.name == name and info.factory.name == name
        assert AI_GAMES[name].game == name


@pytest.mark.parametrize("name", GAME_IDS)
def test_the_game_samples_worlds_consistent_with_every_view(name):
    info = GAMES[name]
    assert info.factory.world_sampler is not GameState.world_sampler, \
        f"{name} has no world sampler of its own"
    rng = random.Random(3)
    state = new_game(name, info.min_players + 1, seed=5)
    checked = 0
    while not state.is_over and checked < 30:
        seat = state.current_player
        view = state.view(seat)
        sample = view.world_sampler(seat)
        for _ in range(2):
            world = sample(rng)
            assert world.view(seat) == view
            assert world.all_cards() == state.all_cards()
            assert world.legal_actions()      # a whole world: the seat to move can move
        checked += 1
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    assert checked >= 10


@pytest.mark.parametrize("name", GAME_IDS)
def test_the_outcome_scores_every_seat_and_favours_the_winners(name):
    info = GAMES[name]
    for players in {info.min_players, info.max_players}:
        state, _ = random_game(name, players, seed=players)
        outcome = state.outcome()
        assert len(outcome) == players
        assert all(0.0 <= x <= 1.0 for x in outcome)
        winners = state.winners()
        if winners and len(winners) < players:
            assert min(outcome[s] for s in winners) > max(
                outcome[s] for s in range(players) if s not in winners)


@pytest.mark.parametrize("name", GAME_IDS)
def test_a_rollout_horizon_never_stops_before_the_first_move(name):
    state = new_game(name, GAMES[name].min_players, seed=2)
    stop = state.rollout_horizon()
    assert stop(state) is False
    assert stop(state.clone()) is False


@pytest.mark.parametrize("name", GAME_IDS)
def test_the_events_say_which_seat_took_a_trick(name):
    players = GAMES[name].min_players
    taken = [0] * players
    for seed in range(3):
        state, events = random_game(name, players, seed)
        for event in events:
            seat = event.trick_taker(0)
            if seat is not None:
                assert 0 <= seat < players
                taken[seat] += 1
    if GAMES[name].takes_tricks:
        assert sum(taken) > 0, f"no event of {name} counts as a trick taken"
    else:
        assert sum(taken) == 0, f"{name} takes no tricks, but an event names a taker"


@pytest.mark.parametrize("name", GAME_IDS)
def test_a_game_draws_after_the_deal_from_a_stream_its_start_and_moves_fix(name):
    """``move_random`` is the same after the same moves of the same start — also for a
    game dealt from a fixed deck, which gets a seed of its own (a resumed or replayed
    game that reshuffles draws the same cards) — and differs from move to move."""
    players = GAMES[name].min_players
    seeded = new_game(name, players, seed=4)
    deck = sorted(seeded.all_cards().elements(), key=lambda card: card.text)
    try:
        fixed = new_game(name, players, deck=deck)
    except ValueError:                   # a game dealt without a deck (Toff-Poker)
        starts = [seeded]
    else:
        assert fixed.seed is not None and fixed.seed == new_game(name, players, deck=deck).seed
        starts = [seeded, fixed]
    for state in starts:
        again = replay(state)
        first = state.move_random().random()
        assert again.move_random().random() == first
        state.apply(state.legal_actions()[0])
        assert state.move_random().random() != first
        assert replay(state).move_random().random() == state.move_random().random()


@pytest.mark.parametrize("name", GAME_IDS)
def test_the_game_brings_its_own_messages(name):
    own = GAMES[name].messages
    assert own and all(key.startswith(f"{name}.") for key in own)
    for key in (f"{name}.hint", f"{name}.text_hint"):   # the engine's refusals use these
        assert key in own
    assert all(ENGLISH[key] == text for key, text in own.items())


#: The modules every game's rules package has (a game may add modules of its own).
RULES_PARTS = ("state", "actions", "events", "messages")


def _event_classes(cls: type = Event) -> list[type]:
    """Every subclass of ``cls`` its module defines (``slots=True`` builds a new class:
    the one it replaced is a subclass too, until it is collected, but no module's)."""
    found = []
    for sub in cls.__subclasses__():
        if getattr(sys.modules[sub.__module__], sub.__qualname__, None) is sub:
            found.append(sub)
        found.extend(_event_classes(sub))
    return found


@pytest.mark.parametrize("name", GAME_IDS)
def test_the_rules_are_a_package_laid_out_like_every_other_game(name):
    """Any game is the template for the next: ``game/rules/<game>/`` keeps the state and
    its registration, the actions, the events and the English messages each in its own
    module, and the package re-exports what other modules import."""
    package = importlib.import_module(f"game.rules.{name}")
    assert Path(package.__file__).name == "__init__.py", f"{name}'s rules are no package"
    assert package.__doc__, f"game/rules/{name}/__init__.py has no docstring"
    for part in RULES_PARTS:
        assert importlib.util.find_spec(f"game.rules.{name}.{part}") is not None, \
            f"game/rules/{name}/{part}.py is missing"
    info = GAMES[name]
    assert package.INFO is info
    assert info.factory.__module__ == f"game.rules.{name}.state"
    assert getattr(package, info.factory.__name__) is info.factory
    assert info.messages is importlib.import_module(f"game.rules.{name}.messages").MESSAGES
    for action_type in info.factory.action_types:
        assert action_type.__module__ == f"game.rules.{name}.actions", action_type
        assert getattr(package, action_type.__name__) is action_type
    events = [c for c in _event_classes() if c.__module__.startswith(f"game.rules.{name}.")]
    assert events, f"{name} defines no events"
    for event in events:
        assert event.__module__ == f"game.rules.{name}.events", event
        assert getattr(package, event.__name__) is event
    assert all(hasattr(package, public) for public in package.__all__)


@pytest.mark.parametrize("name", GAME_IDS)
def test_every_level_plays_a_legal_move(name):
    state = new_game(name, GAMES[name].min_players, seed=4)
    view = state.view(state.current_player)
    for level in LEVELS:
        assert has_player(name, level), f"{name} has no {level} player"
        player = make_player(name, level, seed=1, iterations=8)
        assert player.choose(view) in state.legal_actions()


@pytest.mark.parametrize("name", GAME_IDS)
def test_the_search_short_list_is_made_of_legal_moves(name):
    ai = game_ai(name)
    assert {"easy", "normal"} <= set(ai.levels)
    rng = random.Random(8)
    state = new_game(name, GAMES[name].max_players, seed=8)
    positions = 0
    while not state.is_over and positions < 300:
        legal = state.legal_actions()
        short = ai.shortlist(state, legal)    # asked only above shortlist_above; any works
        assert short and all(a in legal for a in short)
        state.apply(legal[int(rng.random() * len(legal))])
        positions += 1


@pytest.mark.parametrize("name", GAME_IDS)
def test_the_game_has_a_golden_file(name):
    assert sorted(GOLDEN.glob(f"{name}-*.txt")), f"no golden playthrough for {name}"


# --- the app's parts: texts in both languages, a lesson, speech, phone rows ---------------


def _fields(template: str) -> set[str]:
    return {name.split(".")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_game_has_a_ui_and_every_ui_a_game():
    assert sorted(REGISTRY) == GAME_IDS


def test_no_two_games_share_a_place_in_the_menus():
    orders = [ui.order for ui in REGISTRY.values()]
    assert len(set(orders)) == len(orders), orders


@pytest.mark.parametrize("name", GAME_IDS)
def test_the_game_brings_its_rules_page_in_both_languages(name):
    """Without a language the help screen would fall back to the rules package's
    one-line English summary."""
    rules = REGISTRY[name].rules
    for language in ("en", "de"):
        assert len(rules.get(language, "").split()) > 50, (name, language)


@pytest.mark.parametrize("name", GAME_IDS)
def test_the_game_brings_its_texts_in_both_languages(name):
    own = REGISTRY[name].texts.app
    assert own, f"{name} brings no texts"
    others = {key for other, ui in REGISTRY.items() if other != name for key in ui.texts.app}
    shared = all_texts()
    for key, pair in own.items():
        assert isinstance(pair, tuple) and len(pair) == 2, key
        english, german = pair
        assert english.strip() and german.strip(), key
        assert _fields(english) == _fields(german), key
        assert key not in shared and key not in others, f"{key} is not {name}'s own"
        assert i18n.TEXTS[key] == pair                  # the registry joined it in


@pytest.mark.parametrize("name", GAME_IDS)
def test_the_game_brings_the_german_of_every_rules_message_of_its_own(name):
    german = REGISTRY[name].texts.messages_de
    english = GAMES[name].messages
    assert set(german) == set(english)
    for key, template in german.items():
        assert template.strip() and _fields(template) == _fields(english[key]), key
        assert i18n.ENGINE_DE[key] == template


@pytest.mark.parametrize("name", GAME_IDS)
def test_every_text_key_the_games_ui_names_has_a_text(name):
    """The controls rows, the statistics' headers, the setup's options and match
    targets, and the rules help's markers: each a key with words."""
    ui = REGISTRY[name]
    keys = {key for _, _, key in ui.controls}
    keys |= {f"stats.{column}" for column in ui.stats_columns}
    for option in GAMES[name].options:
        keys |= {f"option.{option.name}", f"option.{option.name}.help"}
    if any(target is not None for target in ui.match_targets):
        keys.add(f"match.to.{name}")
    defaults = {option.name: option.default for option in GAMES[name].options}
    keys |= {sentence(defaults) for sentence in ui.rule_sentences.values()}
    missing = sorted(key for key in keys if key not in i18n.TEXTS)
    assert not missing, f"{name} names keys without a text: {missing}"


@pytest.mark.parametrize("name", GAME_IDS)
def test_the_game_has_a_lesson_with_its_own_title(name):
    lesson = find_lesson(name)
    assert lesson is not None and lesson.game == name, f"no lesson for {name}"
    assert {lesson.title, lesson.summary} <= REGISTRY[name].texts.app.keys()


@pytest.mark.parametrize("name", GAME_IDS)
def test_the_game_registers_its_own_speech(name):
    """Its UI carries a GameSpeech from its own package, whose short events are the
    game's messages said with texts that exist."""
    speech = REGISTRY[name].speech
    assert isinstance(speech, GameSpeech), f"{name} has no speech: its table would be mute"
    assert type(speech).__module__ == f"game.app.games.{name}.speech"
    for message, text in [*speech.short_events.items(), *speech.said_events.items()]:
        assert message.startswith(f"{name}."), message
        assert text in i18n.TEXTS, f"{name} says {message} with a missing text {text}"


@pytest.mark.parametrize("name", GAME_IDS)
def test_the_seat_view_is_words_from_the_seats_view(name):
    """A game's seat view shows something besides the hand, in words (no text key left
    unformatted), one line per seat with its hand's count, and the turn where the state
    has it."""
    state = new_game(name, GAMES[name].min_players, seed=6)
    seat = state.current_player
    seen = REGISTRY[name].seat_view(state.view(seat), seat)
    assert seen.table, f"{name}'s phone shows nothing besides the hand"
    for row in seen.table:
        for words in (row.label, row.note):
            assert isinstance(words, str) and words not in i18n.TEXTS, row   # not a key
    assert [line.cards for line in seen.seats] == [len(state.hand(s))
                                                    for s in range(state.players)]
    assert seen.turn == state.current_player and seen.yours
    assert seen.hand == tuple(state.hand(seat))
    for line in seen.seats:
        for standing in line.standing:
            assert standing.key in i18n.TEXTS, f"{name}: no words for {standing.key}"
            assert standing.text() not in i18n.TEXTS


@pytest.mark.parametrize("name", GAME_IDS)
def test_the_seat_view_hides_what_the_seat_may_not_know(name):
    """Built from another seat's view, nothing of a hand hidden from it reaches its seat
    view (Toff-Poker's hands are open: nothing is hidden at the start), and other seats'
    hands are counts only."""
    state = new_game(name, GAMES[name].min_players, seed=6)
    seat = state.current_player
    other = (seat + 1) % state.players
    view = state.view(other)
    seen = REGISTRY[name].seat_view(view, other)
    hidden = {card.text for card in state.hand(seat)} - {c.text for c in view.hand(seat)}
    shown = {text for row in seen.table for text in row.cards}
    shown |= {text for row in seen.table for group in row.groups for text in group.cards}
    assert not hidden & shown
    assert seen.seats[seat].cards == len(state.hand(seat))      # a count only


def test_the_app_registry_refuses_a_second_ui_for_a_game_and_keeps_the_first():
    """Each game's package registers its UI once, at import; a second registration
    under the same id (a copied package that kept its id) is refused, the first stays."""
    from game.app.games import register, ui_for

    first = ui_for(next(iter(REGISTRY)))
    before = dict(REGISTRY)
    with pytest.raises(ValueError, match="registered already"):
        register(first)
    assert list(REGISTRY.items()) == list(before.items())


def test_a_game_without_tricks_gets_no_tricks_column(monkeypatch):
    """What a game declares shapes the shared screens: the statistics count tricks only
    for a game played in tricks."""
    import dataclasses

    from game.app.table.game_ui import GameUI

    ui = REGISTRY["zwicker"]
    assert "tricks" in ui.stats_columns
    from game.rules import base

    monkeypatch.setitem(base._GAMES, "zwicker", dataclasses.replace(GAMES["zwicker"],
                                                                    takes_tricks=False))
    plain = GameUI(id="zwicker", order=9, presenter=ui.presenter, scoreboard=ui.scoreboard,
                   speech=ui.speech)
    assert "tricks" not in plain.stats_columns and "won" in plain.stats_columns
