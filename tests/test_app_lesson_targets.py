"""What the coach points at is seen: the ring around a named card of a fanned hand goes
around that card's visible part (its index corner), not mostly around the neighbour
lying on it; and the coach's panel covers nothing it names, a hovered hand card included."""

from __future__ import annotations

import pygame
import pytest
from support.lessons import open_lesson

from game.app.kit.cards_view import CardSprite
from game.app.lessons.plan import all_lessons
from game.app.table.layout import hand_zone
from game.app.table.scene import TableScene
from game.app.table.targets import lesson_targets

#: steps that name cards of the learner's fanned hand, per lesson
HAND_STEPS = {"stortok": {"same_suit", "low_trump", "lead", "high_trump"},
              "toffpoker": {"select", "select_two"}}


def covered_share(table: TableScene, ring: pygame.Rect, sprite: CardSprite) -> float:
    """How much of ``ring`` other cards drawn over ``sprite`` cover (0..1, by pixels)."""
    assets = table.services.assets
    mask = pygame.Surface(ring.size)
    mask.fill((0, 0, 0))
    for other in table.layer.all():
        if other is not sprite and other.z > sprite.z:
            mask.fill((255, 255, 255), other.rect(assets).move(-ring.x, -ring.y))
    covered = pygame.mask.from_threshold(mask, (255, 255, 255), (1, 1, 1, 255)).count()
    return covered / (ring.width * ring.height)


def steps_of(lesson_id: str):
    """Play the lesson by its script at once; yield the table at each new coach step."""
    app, table = open_lesson(lesson_id, "keys")
    seen: set[str] = set()
    for _ in range(20000):
        shown = table.policy.shown_step
        if shown is not None and shown.step.id not in seen:
            seen.add(shown.step.id)
            app.dirty = True
            app.step()
            yield app, table, shown
        if table.model.state.is_over:
            return
        if table.policy.coach_waiting:
            table.policy.coach_continue()
        elif table.human_to_act():
            lesson = table.policy.lesson
            table.perform(lesson.scripted_move(table.model.state)
                          or table.model.state.legal_actions()[0])
        app.step()


@pytest.mark.parametrize("lesson_id", sorted(HAND_STEPS))
def test_the_ring_of_a_named_hand_card_goes_around_its_visible_part(lesson_id):
    checked = 0
    for app, table, shown in steps_of(lesson_id):
        if shown.step.id not in HAND_STEPS[lesson_id]:
            continue
        hand = table.layer.zone(hand_zone(table.model.perspective))
        for name in shown.show:
            sprite = next((s for s in hand if s.card is not None and s.card.text == name), None)
            if sprite is None:
                continue
            (ring,) = lesson_targets(table, name)
            card = sprite.rect(app.assets)
            corner = (card.x + card.width // 8, card.y + card.height // 8)
            assert ring.collidepoint(corner), (shown.step.id, name, ring, card)
            share = covered_share(table, ring, sprite)
            assert share <= 0.1, f"{shown.step.id}: {share:.0%} of {name}'s ring is on others"
            checked += 1
    assert checked >= 4


@pytest.mark.parametrize("lesson_id", sorted(lesson.id for lesson in all_lessons()))
def test_the_coach_panel_covers_nothing_it_names(lesson_id):
    checked = 0
    for _app, table, shown in steps_of(lesson_id):
        panel = table.policy.panel_drawn
        hand = table.hands.perspective_hand()
        for name in shown.show:
            for rect in lesson_targets(table, name):
                if any(s.card is not None and s.card.text == name for s in hand):
                    sprite = next(s for s in hand if s.card.text == name)
                    rect = rect.union(rect.move(0, -table.input.hover_lift(sprite)))   # hovered
                assert not panel.colliderect(rect.inflate(20, 20)), (shown.step.id, name)
                checked += 1
    assert checked >= 5
