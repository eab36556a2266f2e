"""Zwicker's rules for the help screen (from docs/rules/reference.md §3), English and German."""

from __future__ import annotations

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
zwei solche Blätter. Werte: K (König) 14, Q (Dame) 13, J (Bube) 12, A (Ass) 11, 2 bis 10
wie aufgedruckt. Ein Joker ist frei: Wer ihn spielt, sagt einen Wert von 2 bis 14 an, den er
auf dem Tisch behält.

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
