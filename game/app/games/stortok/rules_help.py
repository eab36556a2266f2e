"""Stortok's rules for the help screen (from docs/rules/reference.md §1), English and
German, and the sentences that depend on the options."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

STORTOK_EN = """\
# Stortok — beat the open card or pick it up
2 to 5 players, 36 cards: 6 7 8 9 10 J Q K A in four suits. Get rid of all your cards. The
last player still holding cards is the Stortok, the big fool, and deals the next game.

# The deal
Everyone gets 5 cards. The next card is turned face up: it is the first open card, and its
suit is the high trump. The other suit of the same colour is the low trump (spades and
clubs, hearts and diamonds). The rest is the stock. The turned card can never be drawn.

# Beating
A card beats the open card if
- it is the same suit and higher (any suit, trumps included), or
- the open card is plain and it is any trump, whatever the ranks, or
- the open card is a low trump and it is a high trump.
Nothing else beats. A low trump never beats a high trump; the ace of high trumps cannot be
beaten. [[stortok.follow_suit]]

# Your turn
- Beat: play a card that beats the open card. It becomes the open card and you draw one card
  while the stock lasts. When everyone still in has played to the trick, it is complete: its
  cards are out of play and the player who laid the last card leads.
- Pick up: always allowed, even when you could beat. You pick up only the open card into your
  hand and draw nothing; the rest of the trick is out of play, and the next player leads.
- Lead: when a trick starts with you, play any card (and draw one while the stock lasts);
  the next player must beat it.
- Draw instead of leading: while the stock is not empty you may draw its top card instead;
  the next player then leads.

# Going out
Once the stock is empty, a player whose hand is empty is out at once. The game ends when
only one player holds cards: that player is the Stortok. The order of going out is the
ranking.

# Keys at the table
1–9 play that card · arrows and Enter choose and play · drag a card onto the middle · T pick
up · D draw · H hint · F1 these rules · Esc pause · M sound on/off · F11 fullscreen
"""

STORTOK_DE = """\
# Stortok — die offene Karte stechen oder aufnehmen
2 bis 5 Spieler, 36 Karten: 6 7 8 9 10 J Q K A (Bube, Dame, König, Ass; so stehen sie auf
den Karten) in vier Farben. Werde alle Karten los. Wer als Letzter noch Karten hält, ist der
Stortok, der große Narr, und gibt das nächste Spiel.

# Das Geben
Jeder bekommt 5 Karten. Die nächste Karte wird aufgedeckt: Sie ist die erste offene Karte,
ihre Farbe ist der hohe Trumpf. Die andere schwarze oder rote Farbe (Pik und Kreuz, Herz
und Karo) ist der niedrige Trumpf. Der Rest ist der Stapel. Die aufgedeckte Karte wird nie
gezogen.

# Stechen
Eine Karte sticht die offene Karte, wenn
- sie dieselbe Farbe hat und höher ist (jede Farbe, auch Trümpfe), oder
- die offene Karte keine Trumpfkarte ist und sie ein Trumpf ist, egal welcher Wert, oder
- die offene Karte ein niedriger Trumpf ist und sie ein hoher Trumpf ist.
Sonst sticht nichts. Ein niedriger Trumpf sticht nie einen hohen; das Trumpf-Ass ist
unschlagbar. [[stortok.follow_suit]]

# Dein Zug
- Stechen: Spiel eine Karte, die die offene Karte sticht. Sie wird die neue offene Karte,
  und du ziehst eine Karte, solange der Stapel reicht. Haben alle, die noch dabei sind, zum
  Stich beigetragen, ist er fertig: Seine Karten sind aus dem Spiel, und wer die letzte
  Karte gelegt hat, spielt aus.
- Aufnehmen: immer erlaubt, auch wenn du stechen könntest. Du nimmst nur die offene Karte
  auf die Hand und ziehst nichts; der Rest des Stichs ist aus dem Spiel, und der nächste
  Spieler spielt aus.
- Ausspielen: Beginnt ein Stich bei dir, spielst du eine beliebige Karte (und ziehst eine,
  solange der Stapel reicht); der nächste Spieler muss sie stechen.
- Ziehen statt Ausspielen: Solange der Stapel nicht leer ist, darfst du stattdessen die
  oberste Karte nehmen; dann spielt der nächste Spieler aus.

# Rausgehen
Ist der Stapel leer, ist ein Spieler ohne Karten sofort raus. Das Spiel endet, wenn nur noch
einer Karten hält: Er ist der Stortok. Die Reihenfolge des Rausgehens ist die Rangfolge.

# Tasten am Tisch
1–9 diese Karte spielen · Pfeile und Enter wählen und spielen · Karte in die Mitte ziehen ·
T aufnehmen · D ziehen · H Tipp · F1 diese Regeln · Esc Pause · M Ton an/aus · F11 Vollbild
"""

#: marker -> the text key that applies under the given options
RULE_SENTENCES: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "stortok.follow_suit": lambda o: ("rules.stortok.follow_suit"
                                      if o.get("must_follow_suit_first")
                                      else "rules.stortok.free_trump"),
}
