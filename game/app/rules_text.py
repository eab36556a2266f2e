"""Rules summaries for the help screen, per game and language (from RULES.md).

Lines starting with "# " are headings, "- " bullets; an indented line continues a
bullet, any other line continues the paragraph above; blank lines separate paragraphs.
Games without a text here fall back to the summary in ``GAMES``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.app.games.toffpoker.rules_help import TOFFPOKER_DE, TOFFPOKER_EN
from game.rules import GAMES

TOFFPOKER_RULES = {("toffpoker", "en"): TOFFPOKER_EN, ("toffpoker", "de"): TOFFPOKER_DE}

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
2 bis 5 Spieler, 36 Karten: 6 7 8 9 10 B D K A in vier Farben. Werde alle Karten los. Wer
als Letzter noch Karten hält, ist der Stortok, der große Narr, und gibt das nächste Spiel.

# Das Geben
Jeder bekommt 5 Karten. Die nächste Karte wird aufgedeckt: Sie ist die erste offene Karte,
ihre Farbe ist der hohe Trumpf. Die andere Farbe derselben Farbe (Pik und Kreuz, Herz und
Karo) ist der niedrige Trumpf. Der Rest ist der Stapel. Die aufgedeckte Karte wird nie
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

ZWICKER_EN = """\
# Zwicker — capture table cards by value; clearing the table is a Zwick
2 to 8 players. Up to 4 players: one pack of 52 and 6 jokers; 5 to 8 players: two such
packs. Values: K 14, Q 13, J 12, A 11, 2 to 10 as printed. A joker is wild: whoever plays
it declares a value from 2 to 14, and it keeps that value on the table.

# The deal
Everyone gets 4 cards, then 4 cards are laid face up on the table. A joker turned up for
the table goes under the stock and the next card replaces it. When all hands are empty,
everyone gets 4 more from the stock; the last deal may be short.

# The table
The table is a row of units: a single card, or a stack of cards laid on each other. A
unit's value is the sum of its cards; a stack is never split.

# Your turn: play exactly one card
- Capture (compulsory when any of your cards can): play a card of value v and take groups
  of units that each add up to exactly v, e.g. KS (14) takes 9C+5H, or 9C+3D+2S. You must
  take every group you can: among the units left no group may add up to v. When several
  such choices exist, you choose (Tab). The card and everything taken go to your pile.
- Stack (when nothing can capture): lay a card on a unit so that it is worth at most 14.
- Lay down (only when no card can be stacked, or on an empty table): the card becomes a
  new unit.
Clearing the table with a capture is a Zwick: 3 points.

# The end and the score
When the stock and all hands are empty, the units left go to the last player who
captured. Points from each pile: most cards 1 (only to a single leader), 7D 1, 7S 1, each
ace 2, each Zwick 3, 10D 10. The highest score wins the game; a match is played to a
target total chosen in the setup.

# Keys at the table
Click a card (or 1–9) to choose it: its captures light up on the table. Tab or Up/Down
next choice (a joker: Up/Down its value) · click a unit or Enter to play · drag a card
onto a unit to stack, onto free space to lay it down · Esc put the card back · H hint ·
F1 these rules · M sound · F11 fullscreen
"""

ZWICKER_DE = """\
# Zwicker — Karten nach Wert nehmen; wer den Tisch abräumt, zwickt
2 bis 8 Spieler. Bis 4 Spieler: ein Blatt mit 52 Karten und 6 Jokern; 5 bis 8 Spieler:
zwei solche Blätter. Werte: K 14, D 13, B 12, A 11, 2 bis 10 wie aufgedruckt. Ein Joker
ist frei: Wer ihn spielt, sagt einen Wert von 2 bis 14 an, den er auf dem Tisch behält.

# Das Geben
Jeder bekommt 4 Karten, dann werden 4 Karten offen auf den Tisch gelegt. Ein dabei
aufgedeckter Joker kommt unter den Stapel und wird durch die nächste Karte ersetzt. Sind
alle Hände leer, gibt es je 4 neue Karten vom Stapel; die letzte Runde kann kürzer sein.

# Der Tisch
Auf dem Tisch liegt eine Reihe von Haufen: eine einzelne Karte oder mehrere aufeinander
gelegte Karten. Ein Haufen ist so viel wert wie seine Karten zusammen und wird nie geteilt.

# Dein Zug: genau eine Karte spielen
- Nehmen (Pflicht, wenn eine deiner Karten nehmen kann): Spiel eine Karte mit Wert v und
  nimm Gruppen von Haufen, die jeweils genau v ergeben, z. B. nimmt KS (14) 9C+5H oder
  9C+3D+2S. Du musst alles nehmen, was geht: Unter den übrigen Haufen darf keine Gruppe v
  ergeben. Gibt es mehrere solche Möglichkeiten, wählst du (Tab). Die Karte und alles
  Genommene kommen auf deinen Stapel.
- Auflegen (wenn keine Karte nehmen kann): Leg eine Karte auf einen Haufen, sodass er
  höchstens 14 wert ist.
- Ablegen (nur wenn keine Karte aufgelegt werden kann, oder auf den leeren Tisch): Die
  Karte wird ein neuer Haufen.
Wer mit einem Nehmen den Tisch abräumt, macht einen Zwick: 3 Punkte.

# Ende und Wertung
Sind Stapel und Hände leer, bekommt der Letzte, der genommen hat, die restlichen Haufen.
Punkte aus jedem Stapel: die meisten Karten 1 (nur bei einem alleinigen Besten), 7D 1,
7S 1, jedes Ass 2, jeder Zwick 3, 10D 10. Die meisten Punkte gewinnen das Spiel; eine
Partie geht bis zu dem Ziel, das beim Einrichten gewählt wurde.

# Tasten am Tisch
Karte anklicken (oder 1–9): Ihre Möglichkeiten leuchten auf dem Tisch. Tab oder
Hoch/Runter nächste Wahl (Joker: Hoch/Runter sein Wert) · Haufen anklicken oder Enter
spielt · Karte auf einen Haufen ziehen zum Auflegen, auf freien Platz zum Ablegen · Esc
Karte zurück · H Tipp · F1 diese Regeln · M Ton · F11 Vollbild
"""

RULES: dict[tuple[str, str], str] = {
    ("stortok", "en"): STORTOK_EN,
    ("stortok", "de"): STORTOK_DE,
    ("zwicker", "en"): ZWICKER_EN,
    ("zwicker", "de"): ZWICKER_DE,
}
RULES.update(TOFFPOKER_RULES)


def rules_text(game: str, language: str, options: Mapping[str, Any] | None = None) -> str:
    """The rules of ``game`` as they hold under ``options`` (the defaults if None)."""
    from game.app.rules_options import with_options

    found = RULES.get((game, language)) or RULES.get((game, "en"))
    if not found:
        info = GAMES.get(game)
        if info is None:
            return ""
        found = f"# {info.title}\n{info.summary}\n"
    return with_options(game, found, language, options)


def blocks(text: str) -> list[tuple[str, str]]:
    """``(kind, text)`` blocks: "h" heading, "p" paragraph, "b" bullet, "" gap.

    >>> blocks("# A\\none\\ntwo\\n- x\\n  y\\nz")
    [('h', 'A'), ('p', 'one two'), ('b', 'x y'), ('p', 'z')]
    """
    out: list[tuple[str, str]] = []
    for raw in text.splitlines():
        line = raw.strip()
        last = out[-1][0] if out else ""
        if not line:
            if last:
                out.append(("", ""))
        elif raw.startswith("# "):
            out.append(("h", raw[2:].strip()))
        elif raw.startswith("- "):
            out.append(("b", raw[2:].strip()))
        elif (raw.startswith("  ") and last == "b") or last == "p":
            out[-1] = (last, f"{out[-1][1]} {line}")
        else:
            out.append(("p", line))
    return out
