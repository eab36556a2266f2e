"""The key row under the hand stays clear of the hand's cards on both text sizes, in
both languages: nothing overlaps."""

from __future__ import annotations

import pytest
from support.app import make_app

from game.app.games import REGISTRY
from game.app.session import Session


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_the_key_row_covers_no_card_of_the_hand(game):
    app = make_app(size=(1920, 1080))
    for size in ("normal", "large"):
        for language in ("en", "de"):
            app.set_text_size(size)
            app.set_language(language)
            app.nav.open_table(Session.quick(game, 4, seed=3))
            app.step()
            table = app.scenes.top
            assert app.run_until(lambda t=table: t.human_to_act() and not t.busy, 3000)
            for _ in range(40):                     # lifts settle
                app.step()
            _, row = table.chrome.key_row()
            row = row.inflate(0, 12)                 # a gap for shadows and glyphs
            cards = [s.rect(app.assets) for s in table.perspective_hand()]
            assert cards
            covered = [c for c in cards if c.colliderect(row)]
            assert not covered, (size, language, row, covered[:2])
