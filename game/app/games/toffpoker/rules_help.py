"""Toff-Poker rules for the help screen (from docs/rules/reference.md §2), English and German.

Card texts such as ``KS`` are drawn as card chips with their suit symbol, so the suits
(including the invented circle ``O`` and star ``T``) appear as shapes.
"""

from __future__ import annotations

TOFFPOKER_EN = """\
# Toff-Poker — bid card sums for tricks
2 to 6 players. Everyone owns one whole suit of 13 cards, seat by seat:
- spades AS … KS, hearts AH … KH, clubs AC … KC, diamonds AD … KD
- with 5 or 6 players also circles AO … KO and stars AT … KT
Values: ace 1, 2 to 10 as printed, jack 11, queen 12, king 13 — a suit is worth 91. Whoever
wins most tricks in nine rounds wins.

# A round
Every round starts with everyone holding his whole suit again. It has two passes and a last
trick. The dealer moves one seat on each round; the seat after him (forehand) opens.

# A pass
- Selection: everyone secretly chooses exactly 5 cards from his hand (13 in pass 1, 8 in
  pass 2). When all have chosen, the choices are turned up together: they form each
  player's pool. In pass 2 the saved cards of pass 1 join the pool.
- Tricks are played until, after a trick, at least one pool is empty. The cards still in
  the pools are saved: they stay face up and join the pool of pass 2, or (after pass 2)
  count in the last trick.

# A trick
- Opening circuit: from the opener on, everyone must put at least one card from his pool
  into his bid — higher, lower or equal.
- Raising: again from the opener, each player raises (puts more cards in; a raise to a tie
  is allowed) or passes. Passing is not final: you may raise when your turn comes back. An
  empty pool is skipped. Bidding ends when, after the last raise, everyone else has passed.
- The strictly highest sum wins the trick. If two or more share the highest sum, the trick
  is forfeited: nobody gets it. All bid cards leave play for the rest of the round. The
  winner opens the next trick; after a forfeit the same player opens again.

# The last trick
Each player's 3 cards left in hand plus his saved cards of pass 2 are summed; the strictly
highest sum wins one trick, a tie at the top forfeits it.

# The end
After nine rounds the player with most tricks wins; equal most tricks are joint winners
(or, with the option, extra rounds are played until one leads).

# Keys at the table
Click a card or press its rank (1 = ace, 2–9, 0 = ten, J, Q, K) to pick it · arrows and Space
· Enter confirms the five cards or bids the picked ones · P pass · H hint · F1 these rules ·
Esc pause
"""

TOFFPOKER_DE = """\
# Toff-Poker — Kartensummen um Stiche bieten
2 bis 6 Spieler. Jeder besitzt eine ganze Farbe mit 13 Karten, Platz für Platz:
- Pik AS … KS, Herz AH … KH, Kreuz AC … KC, Karo AD … KD
- mit 5 oder 6 Spielern auch Kreise AO … KO und Sterne AT … KT
Werte: Ass 1, 2 bis 10 wie aufgedruckt, Bube 11, Dame 12, König 13 — eine Farbe ist 91 wert.
Wer nach neun Runden die meisten Stiche hat, gewinnt.

# Eine Runde
Jede Runde beginnt damit, dass jeder wieder seine ganze Farbe hält. Sie hat zwei Durchgänge
und einen letzten Stich. Der Geber rückt jede Runde einen Platz weiter; der Platz nach ihm
(Vorhand) eröffnet.

# Ein Durchgang
- Auswahl: Jeder wählt geheim genau 5 Karten aus seiner Hand (13 im ersten, 8 im zweiten
  Durchgang). Haben alle gewählt, werden die Karten gemeinsam aufgedeckt: Sie sind der
  Vorrat jedes Spielers. Im zweiten Durchgang kommen die geretteten Karten dazu.
- Es wird um Stiche geboten, bis nach einem Stich mindestens ein Vorrat leer ist. Die
  Karten, die dann noch im Vorrat liegen, sind gerettet: Sie bleiben offen liegen und kommen
  in den Vorrat des zweiten Durchgangs oder zählen (nach dem zweiten) im letzten Stich.

# Ein Stich
- Eröffnungsrunde: Vom Eröffner an muss jeder mindestens eine Karte aus seinem Vorrat
  bieten — höher, niedriger oder gleich.
- Erhöhen: Wieder vom Eröffner an erhöht jeder (legt weitere Karten dazu; auch auf
  Gleichstand) oder passt. Passen ist nicht endgültig: Kommt die Reihe zurück, darf man
  wieder erhöhen. Ein leerer Vorrat wird übersprungen. Das Bieten endet, wenn nach der
  letzten Erhöhung alle anderen gepasst haben.
- Die eindeutig höchste Summe gewinnt den Stich. Teilen sich zwei oder mehr die höchste
  Summe, verfällt der Stich: Keiner bekommt ihn. Alle gebotenen Karten sind für den Rest der
  Runde aus dem Spiel. Der Gewinner eröffnet den nächsten Stich, nach einem verfallenen
  Stich derselbe Eröffner.

# Der letzte Stich
Die 3 Karten, die jeder noch auf der Hand hat, und seine geretteten Karten des zweiten
Durchgangs werden zusammengezählt; die eindeutig höchste Summe gewinnt einen Stich, bei
Gleichstand verfällt er.

# Das Ende
Nach neun Runden gewinnt, wer die meisten Stiche hat; bei Gleichstand gibt es mehrere
Sieger (oder, mit der Option, Stechrunden, bis einer führt).

# Tasten am Tisch
Karte anklicken oder ihren Wert drücken (1 oder A = Ass, 2–9, 0 = Zehn, J oder B = Bube,
Q oder D = Dame, K = König) zum Wählen · Pfeile und Leertaste · Enter bestätigt die fünf
Karten oder bietet die gewählten · P passen · H Tipp ·
F1 diese Regeln · Esc Pause
"""
