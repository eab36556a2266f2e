"""The Zwicker table driven by posted mouse and key events: choosing among captures, a
joker declaration and a Zwick, a trail, a stack by drag and drop, refusals with the
engine's reason, a whole game to the scoreboard, hot-seat privacy, 8-seat layout."""

from __future__ import annotations

import random

import pygame
import pytest
from support.app import (
    click,
    focus_on,
    make_app,
    mouse,
    press,
    start_table,
    visible_point,
    wait_for,
)
from support.games import input_for_action
from support.play import HotSeat
from support.zwicker import arranged_session, badges_of, board_of, hand_sprite

from game.app import i18n
from game.app.games import game_order
from game.app.games.zwicker.components import ZwickBanner
from game.app.games.zwicker.layout import AREA, unit_spots
from game.app.games.zwicker.presenter import ZwickerPresenter
from game.app.games.zwicker.scoreboard import ZwickerScoreboard
from game.app.kit import theme
from game.app.session import Seat, Session
from game.rules import JOKER, IllegalMove, replay
from game.rules.zwicker import Capture, JokerReturned, Stack, Trail, Zwicker


def unit_point(table, index):
    return board_of(table).unit_rect(index).center


def reason_of(state, action):
    try:
        state.clone().apply(action)
    except IllegalMove as refusal:
        return refusal.reason
    raise AssertionError("legal")


def test_scripted_moves_then_a_whole_game_to_the_scoreboard():
    # Ute alone holds cards at first (Bot's hand is empty, so he is skipped); then the
    # stock deals 4 each and the game is played out.
    state = Zwicker.arranged(["KS JK 9C 2H", ""], "10D 4C 5H 5S", turn=0,
                             stock="7D 8C 9D 10S 2C 3C 4D 6H")
    app = make_app()
    table = start_table(app, arranged_session(state))
    assert isinstance(table.presenter, ZwickerPresenter)
    assert app.run_until(table.human_to_act, 2000)
    assert len(board_of(table).units) == 4

    # 1. a capture chosen among two legal ones: KS takes 10D+4C or 4C+5H+5S
    click(app, visible_point(table, hand_sprite(table, "KS")))
    captures = table.presenter.chooser.choices()
    assert len(captures) == 2 and all(isinstance(a, Capture) for a in captures)
    first = table.presenter.chooser.current()
    assert 2 not in first.taken                            # 5H (#2) is not in the first
    press(app, pygame.K_TAB)
    wanted = table.presenter.chooser.current()
    assert wanted != first and 2 in wanted.taken
    press(app, pygame.K_TAB)
    assert table.presenter.chooser.current() == first                        # Tab cycles round
    mouse(app, pygame.MOUSEMOTION, unit_point(table, 2))   # pointing at another unit:
    app.step()                                             # its choice is offered
    assert table.presenter.chooser.pointed_choice() == wanted
    assert all(sprite.highlight == theme.HINT and not sprite.dim
               for i in set(wanted.taken) - set(first.taken) for sprite in board_of(table).units[i])
    click(app, unit_point(table, 2))                       # a click switches to it
    assert table.presenter.chooser.current() == wanted and not state.history
    click(app, unit_point(table, 2))                       # a unit of the choice: confirm
    assert state.history[-1] == wanted
    assert [u.value for u in state.table] == [10]
    assert app.run_until(table.human_to_act, 2000)
    assert len(board_of(table).units) == 1 and len(table.layer.zone("pile:0")) == 4

    # 2. the joker: the picker offers only values that lead to a legal move
    click(app, visible_point(table, hand_sprite(table, "JK")))
    assert table.presenter.chooser.joker_values(table.presenter.chooser.selected.card) == [10]
    assert [v for v, _ in table.presenter.chooser.picker_rects()] == [10]
    click(app, dict(table.presenter.chooser.picker_rects())[10].center)
    assert table.presenter.chooser.declared == 10
    app.settings.animation_speed = "fast"                  # let the Zwick be seen
    press(app, pygame.K_RETURN)
    assert state.history[-1] == Capture(JOKER, 10, 1, ((0,),))
    assert state.zwicks(0) == 1
    assert app.run_until(lambda: table.parts.of(ZwickBanner).celebrating > 0, 600)
    assert "zwick" in app.sound.played
    assert not table.human_to_act()                        # play waits for the banner
    assert app.run_until(table.human_to_act, 2000)
    assert board_of(table).zwicks[0] == 1 and not board_of(table).units \
            and table.parts.of(ZwickBanner).celebrating == 0
    app.settings.animation_speed = "instant"

    # 3. a trail on the empty table: drag 9C to free table space
    sprite = hand_sprite(table, "9C")
    start_at = visible_point(table, sprite)
    mouse(app, pygame.MOUSEBUTTONDOWN, start_at)
    mouse(app, pygame.MOUSEMOTION, (start_at[0], start_at[1] - 150))
    app.step()
    assert sprite.dragging
    mouse(app, pygame.MOUSEMOTION, AREA.center)
    mouse(app, pygame.MOUSEBUTTONUP, AREA.center)
    app.step()
    assert isinstance(state.history[-1], Trail) and state.history[-1].card.text == "9C"
    assert app.run_until(table.human_to_act, 2000)

    # 4. a stack: 2H cannot take 9C; trailing is refused with the engine's reason
    sprite = hand_sprite(table, "2H")
    click(app, visible_point(table, sprite))
    click(app, (AREA.right - 30, AREA.bottom - 20))          # free space: trail refused
    expected = reason_of(state, Trail(sprite.card, 2))
    assert table.toast.visible and table.toast.text == expected
    assert "stack" in expected
    before = len(state.history)
    press(app, pygame.K_ESCAPE)                               # put the card back
    assert table.presenter.chooser.selected is None and app.scenes.top is table
    start_at = visible_point(table, sprite)
    mouse(app, pygame.MOUSEBUTTONDOWN, start_at)
    mouse(app, pygame.MOUSEMOTION, (start_at[0], start_at[1] - 150))
    app.step()
    mouse(app, pygame.MOUSEMOTION, unit_point(table, 0))
    app.step()
    assert sprite.dragging and table.presenter.chooser.selected is sprite
    assert table.presenter.chooser.current() == Stack(sprite.card, 2, 0)
    assert "11" in table.chrome.status_text()                        # the new value previewed
    mouse(app, pygame.MOUSEBUTTONUP, unit_point(table, 0))
    app.step()
    assert state.history[before] == Stack(sprite.card, 2, 0)

    # 5. the stock deals 4 each; play the rest with random legal moves, by keys and mouse
    rng = random.Random(4)
    for turn in range(200):
        if isinstance(app.scenes.top, ZwickerScoreboard):
            break
        if table.human_to_act():
            action = rng.choice(list(state.legal_actions()))
            count = len(state.history)
            input_for_action(app, table, action, "keys" if turn % 2 else "mouse")
            assert state.history[count] == action
        else:
            app.step()
    assert app.run_until(lambda: isinstance(app.scenes.top, ZwickerScoreboard), 3000)
    board = app.scenes.top
    assert state.is_over and board.session.match.games_played == 1
    assert board.scores == state.scores()
    press(app, pygame.K_RETURN)                                 # Next game
    app.step()
    again = app.scenes.top
    assert isinstance(again.presenter, ZwickerPresenter) and again is not table
    assert again.model.session.match.totals == state.scores()


def test_a_stacks_value_shows_above_its_highest_card_over_the_cards():
    state = Zwicker.arranged(["3C 9S 8S", "2C 9D"], "6D 4H", turn=0)
    state.apply(state.action_from_text("stack 3C on #0"))      # 6D+3C, fanned upwards
    app = make_app()
    table = start_table(app, arranged_session(state))
    assert app.run_until(lambda: table.started and not table.busy and board_of(table).units, 2000)
    app.draw()
    badges = badges_of(table)
    assert len(badges) == len(board_of(table).units) == 2
    for u, (pill, _, colour) in enumerate(badges):
        cards = [s.rect(app.assets) for s in board_of(table).units[u]]
        assert pill.bottom <= min(r.top for r in cards) + pill.h // 2   # above the highest
        edge = app.canvas.get_at((pill.x + pill.h // 2, pill.centery + pill.h // 4))
        assert tuple(edge)[:3] == colour                              # nothing drawn over it


def test_a_card_without_a_move_and_a_wrong_unit_show_the_engines_reason():
    state = Zwicker.arranged(["5S 3C 9D", "2C"], "5D 8H 4C", turn=0)
    app = make_app()
    table = start_table(app, arranged_session(state))
    assert app.run_until(table.human_to_act, 2000)
    before = state.clone()
    click(app, unit_point(table, 0))                                   # no card chosen
    assert table.toast.text == i18n.tr("zw.choose_card")
    click(app, visible_point(table, hand_sprite(table, "3C")))        # cannot capture
    assert table.toast.text == reason_of(state, Trail(hand_sprite(table, "3C").card, 3))
    assert table.presenter.chooser.selected is None and app.sound.played[-1] == "error"
    assert hand_sprite(table, "3C").dim and not hand_sprite(table, "5S").dim
    click(app, visible_point(table, hand_sprite(table, "5S")))
    click(app, unit_point(table, 1))                                   # 8H: not 5
    refusal = state.why_illegal(state.action_from_text("capture 5S: #1"))
    assert table.toast.text == i18n.text(refusal) == str(refusal)
    i18n.set_language("de")                                            # in German too
    try:
        click(app, unit_point(table, 1))
        assert table.toast.text == i18n.text(refusal) != str(refusal)
    finally:
        i18n.set_language("en")
    assert state == before


@pytest.mark.slow
def test_two_humans_never_see_each_others_hands_at_any_frame():
    app = make_app(size=(1920, 1080))
    seats = [Seat("Anna", True), Seat("Bert", True), Seat("Carla", False)]
    table = start_table(app, Session("zwicker", seats, seed=6))
    handoffs = HotSeat(app, table, random.Random(6)).play("either", max_frames=30_000).handoffs
    assert table.model.state.is_over and set(handoffs) == {0, 1}
    assert all(a != b for a, b in zip(handoffs, handoffs[1:], strict=False))


def test_hot_seat_privacy_holds_while_cards_fly():
    """Animations on: deals and plays in flight never show a hand to the wrong seat."""
    app = make_app(fast=False, size=(1920, 1080))
    app.settings.animation_speed = "fast"
    app.settings.think_time = 0.05
    seats = [Seat("Anna", True), Seat("Bert", True)]
    table = start_table(app, Session("zwicker", seats, seed=8))
    handoffs = HotSeat(app, table, random.Random(8)).play("either", max_frames=30_000,
                                                       max_moves=8).handoffs
    assert len(handoffs) >= 4 and set(handoffs) == {0, 1}


@pytest.mark.parametrize("players", [5, 6, 7, 8])
def test_many_seats_fit_and_nothing_overlaps(players):
    app = make_app(game="zwicker", players=players, seed=3)
    table = app.scenes.top
    assert app.run_until(table.human_to_act, 4000)
    plates = []
    for seat in range(players):
        rect = pygame.Rect(0, 0, 300, 84)
        rect.center = table.presenter.seat_anchor(seat)
        plates.append(rect)
    screen = pygame.Rect(0, 0, 1920, 1080)
    for i, rect in enumerate(plates):
        assert screen.contains(rect)
        assert rect.collidelist(plates[:i] + plates[i + 1:]) == -1
        assert not rect.colliderect(AREA)
    for sprite in table.layer.all():
        assert screen.contains(sprite.rect(app.assets)), sprite.zone
        if sprite.zone.startswith(("pile:", "hand:")):
            assert not sprite.rect(app.assets).colliderect(AREA), sprite.zone
    # piles and hands of different seats never overlap
    zones = [z for z in table.layer.zones if z.startswith(("pile:", "hand:"))
             and table.layer.zone(z)]
    areas = {z: table.layer.zone(z)[0].rect(app.assets).unionall(
        [s.rect(app.assets) for s in table.layer.zone(z)]) for z in zones}
    for a in zones:
        for b in zones:
            if a < b and a[a.index(":"):] != b[b.index(":"):]:
                assert not areas[a].colliderect(areas[b]), (a, b)


@pytest.mark.parametrize("sizes", [(1,) * 12, (1, 3, 2, 1, 1, 4, 1, 1, 2, 1), (2,) * 30])
def test_many_units_stay_inside_the_table_area(sizes):
    spots = unit_spots(sizes)
    assert len(spots) == len(sizes)
    for spot, size in zip(spots, sizes, strict=True):
        dx, dy = spot.card_offset()
        w, h = spot.width, spot.width * 1.4
        left, top = spot.x - w / 2, spot.y - h / 2
        right, bottom = spot.x + w / 2 + (size - 1) * dx, spot.y + h / 2 + (size - 1) * dy
        assert AREA.left - 1 <= left and right <= AREA.right + 1
        assert AREA.top - 1 <= top - 30 and bottom <= AREA.bottom + 1


def test_setup_offers_zwicker_with_a_match_target():
    from game.app.screens.setup import SetupScene

    app = make_app()
    app.scenes.push(SetupScene(app.services))
    app.step()
    setup = app.scenes.top
    tab = setup.tabs[setup.games.index("zwicker")]
    assert tab.is_enabled
    click(app, tab.rect.center)
    assert setup.game == "zwicker"
    (option, widget), = setup.option_widgets
    assert option.name == "trail" and widget.show(widget.value) == "Strict"   # not raw
    choice = setup.target_choice
    assert choice.value is None                     # default: one game
    focus_on(app, setup.group, choice, pygame.K_UP)
    press(app, pygame.K_RIGHT)
    assert setup.target == choice.value == 21
    focus_on(app, setup.group, setup.start_button, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    app.step()
    table = app.scenes.top
    assert isinstance(table.presenter, ZwickerPresenter)
    assert table.model.session.match.target == setup.target


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 8])
def test_zwicker_demo_plays_to_the_end(players, tmp_path):
    from support.cli import run_main

    shot = tmp_path / "zwicker.png"
    done = run_main("--demo", "zwicker", "--players", str(players), "--seed", "5",
                    "--exit-at-end", "--fast", "--size", "1920x1080", "--screenshot", str(shot),
                    timeout=60)
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(shot)).get_size() == (1920, 1080)


def test_rules_help_for_zwicker_in_the_setup_order_with_suits_drawn():
    from game.app.kit import richtext
    from game.app.screens.help import HelpScene

    app = make_app()
    app.scenes.push(HelpScene(app.services, "stortok"))
    app.step()
    help_scene = app.scenes.top
    assert help_scene.games == list(game_order())      # every game, in the setup's order
    assert [g for g in help_scene.games if g in ("stortok", "zwicker", "toffpoker")] == [
        "stortok", "zwicker", "toffpoker"]
    press(app, pygame.K_RIGHT)
    assert help_scene.game == "zwicker"
    lines = [text for _kind, text in help_scene.lines()]
    assert any("Zwick" in line for line in lines)
    carded = [line for line in lines if richtext.CARD_TOKEN.search(line)]
    assert carded                                      # e.g. "10D 10": drawn as card chips
    chip = richtext.render(app.assets, carded[0], 36)
    plain = pygame.font.Font(None, 36).size(carded[0])[0]
    assert chip.get_width() != plain


def test_hint_selects_the_suggested_move():
    state = Zwicker.arranged(["KS 3C", "2C"], "10D 4C 5H 5S", turn=0)
    app = make_app()
    table = start_table(app, arranged_session(state))
    assert app.run_until(table.human_to_act, 2000)
    press(app, pygame.K_h)
    assert wait_for(app, lambda: table.model.hint is not None)   # it thinks in the worker
    assert table.model.hint in state.legal_actions()
    hint = table.model.hint
    assert table.presenter.chooser.selected is not None and table.presenter.chooser.current() \
            == hint
    press(app, pygame.K_RETURN)
    assert state.history[-1] == hint


def test_a_joker_turned_up_for_the_table_flies_back_under_the_stock():
    session = Session("zwicker", [Seat("Ute", True), Seat("Bot", False)], seed=1)
    state = session.state
    seed = 0
    while not any(isinstance(e, JokerReturned) for e in state.opening_events(None)):
        seed += 1
        session = Session("zwicker", [Seat("Ute", True), Seat("Bot", False)], seed=seed)
        state = session.state
    app = make_app(fast=False)
    app.settings.animation_speed = "fast"
    table = start_table(app, session)
    seen_joker = False
    for _ in range(600):
        if not table.busy:
            break
        seen_joker |= any(s.card is JOKER and s.showing_face for s in table.layer.zone("play"))
        app.step()
    assert seen_joker
    assert [sum(v) for v in board_of(table).unit_values] == [u.value for u in state.table]
    assert len(table.layer.zone("stock")) == state.stock_size
    assert all(s.card is None for s in table.layer.zone("stock"))      # back among the unknown


def test_a_match_to_a_target_ends_with_a_new_match():
    seats = [Seat("Ute", True), Seat("Bot", False)]
    session = Session("zwicker", seats, seed=2, target=10)
    # a finished game: Ute's pile holds 10D and two aces, Bot's a seven
    final = Zwicker.arranged(["", ""], [], turn=None, piles=["10D AS AH 3C", "7S"])
    final.names = tuple(s.name for s in seats)
    session.match.state = final
    app = make_app()
    table = start_table(app, session)
    assert app.run_until(lambda: isinstance(app.scenes.top, ZwickerScoreboard), 600)
    board = app.scenes.top
    assert board.scores == [15, 1] and board.match_over
    assert "Ute" in board.headline() and "match" in board.headline()
    assert board.group.widgets[0].label() == "New match"
    press(app, pygame.K_RETURN)
    app.step()
    fresh = app.scenes.top
    assert isinstance(fresh.presenter, ZwickerPresenter) and fresh is not table
    assert fresh.model.session is not session and fresh.model.session.target == 10
    assert fresh.model.session.match.games_played == 0 and not fresh.model.state.is_over


def test_random_clicks_keys_and_drags_never_break_the_table():
    """A monkey at the table: whatever it does, the game goes on and only legal moves
    (the engine's) are ever played."""
    app = make_app(game="zwicker", players=3, seed=12, size=(1920, 1080))   # no scaling
    table = app.scenes.top
    rng = random.Random(12)
    keys = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_TAB, pygame.K_UP,
            pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE,
            pygame.K_h]
    for _ in range(600):
        if app.scenes.top is not table:           # pause, rules or the scoreboard
            if isinstance(app.scenes.top, ZwickerScoreboard):
                break
            press(app, pygame.K_ESCAPE)
            continue
        roll = rng.random()
        spot = (rng.randrange(1920), rng.randrange(1080))
        if roll < 0.35:
            press(app, rng.choice(keys))
        elif roll < 0.7:
            if table.presenter.chooser.selected is None and table.hands.perspective_hand() \
                    and rng.random() < 0.7:
                hand = table.hands.perspective_hand()
                spot = hand[rng.randrange(len(hand))].rect(app.assets).center
            elif board_of(table).units and rng.random() < 0.6:
                spot = unit_point(table, rng.randrange(len(board_of(table).units)))
            if not pygame.Rect(1500, 0, 420, 120).collidepoint(spot):   # not Hint/Menu
                click(app, spot)
        elif roll < 0.8 and table.hands.perspective_hand():
            sprite = rng.choice(table.hands.perspective_hand())
            begin = sprite.rect(app.assets).center
            mouse(app, pygame.MOUSEBUTTONDOWN, begin)
            mouse(app, pygame.MOUSEMOTION, (begin[0], begin[1] - 100))
            app.step()
            mouse(app, pygame.MOUSEMOTION, spot)
            mouse(app, pygame.MOUSEBUTTONUP, spot)
            app.step()
        else:
            app.step()
    assert len(table.model.state.history) > 10
    assert replay(table.model.state) \
            == table.model.state        # every move re-checked by the engine


def test_command_line_starts_a_zwicker_table_for_up_to_eight():
    from game.app.cli import parse
    from game.app.games import playable

    config = parse(["--game", "zwicker", "--players", "6"], playable())
    assert (config.game, config.players, config.humans) == ("zwicker", 6, 1)
    with pytest.raises(SystemExit):
        parse(["--game", "zwicker", "--players", "9"], playable())
    app = make_app(game="zwicker", players=6, seed=1)
    table = app.scenes.top
    assert isinstance(table.presenter, ZwickerPresenter) and table.model.players == 6
    assert table.model.state.pack_size == 116                  # two packs from five players


def test_the_key_row_names_the_verb_of_the_move_enter_makes():
    """Enter takes, stacks or lays down: the key row says which, in both languages."""
    positions = {"take": ["5S 3C", "2C"], "stack": ["3C 2S", "2C"], "lay": ["KC QD", "2C"]}
    tables = {"take": "5D 8H", "stack": "8H 6D", "lay": "9H 8D"}
    for verb, hands in positions.items():
        state = Zwicker.arranged(hands, tables[verb], turn=0)
        app = make_app()
        table = start_table(app, arranged_session(state))
        assert app.run_until(table.human_to_act, 2000)
        for language in ("en", "de"):
            i18n.set_language(language)
            try:
                row = table.presenter.keys_text()
                assert f"Enter {i18n.tr(f'zw.keys.{verb}')} " in row, (verb, row)
                others = {"take", "stack", "lay"} - {verb}
                assert not any(f"Enter {i18n.tr(f'zw.keys.{o}')} " in row for o in others)
            finally:
                i18n.set_language("en")
        card = state.legal_actions()[0].card                    # a card chosen: its move
        index = [s.card for s in table.hands.perspective_hand()].index(card)
        press(app, pygame.K_1 + index)
        action = table.presenter.chooser.current()
        assert action is not None
        kind = {Capture: "take", Stack: "stack", Trail: "lay"}[type(action)]
        assert f"Enter {i18n.tr(f'zw.keys.{kind}')} " in table.presenter.keys_text()
