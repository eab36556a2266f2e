"""Rule-based Stortok players: get rid of cheap cards, keep trumps, never loop."""

from __future__ import annotations

from game.rules.cards import Card
from game.rules.stortok import DRAW, LEAD, TAKE, Action, Play, Stortok, trump_class

from .base import SeededPlayer
from .registry import GameAI, register


def card_cost(card: Card, view: Stortok) -> int:
    """How valuable a card is to keep: trumps most, then high ranks."""
    return trump_class(card, view.high_trump, view.low_trump) * 100 + card.rank


class StortokNormal(SeededPlayer):
    """Beats with the cheapest card that beats; picks up only when it cannot beat;
    leads its least valuable card and never draws instead of leading (drawing only
    adds a card), so it never steers into pick-up loops."""

    def choose(self, view: Stortok) -> Action:
        legal = view.legal_actions()
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return TAKE if view.phase != LEAD else DRAW
        return min(plays, key=lambda a: card_cost(a.card, view))


class StortokEasy(SeededPlayer):
    """Plays a random card that is legal; picks up now and then even when it could beat."""

    def choose(self, view: Stortok) -> Action:
        legal = view.legal_actions()
        plays = [a for a in legal if isinstance(a, Play)]
        if plays and (view.phase == LEAD or self.rng.random() < 0.85):
            return plays[int(self.rng.random() * len(plays))]
        return TAKE if TAKE in legal else plays[0]


#: Hard searches the tree and plays to the end (a hand rarely has more than a few moves).
AI = register(GameAI(game="stortok", levels={"easy": StortokEasy, "normal": StortokNormal}))
