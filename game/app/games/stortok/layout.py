"""Where things sit on the Stortok table (the 1920x1080 canvas): the stock, the trick
and the out-of-play pile in the middle, the hands, the trumps panel top left."""

import pygame

STOCK = (660, 470)
TRICK = (960, 470)
DEAD = (1260, 470)
CENTRE_W = 150
STOCK_W = 130
DEAD_W = 112
#: the stock's and the out-of-play pile's counts: their centre this far below the piles'
#: (close under the cards, so a one-line notice on Large text fits between them and the
#: status line)
LABEL_BELOW = 112
HAND_W = 164
OTHER_W = 100
HAND_Y = 890          # the hand stays clear of the key row, also on Large text
#: the trumps panel: ends left of the fanned backs of the seat at (560, 262) (3 seats)
TRUMP_RECT = pygame.Rect(20, 20, 345, 180)
TRUMP_LABEL_X = TRUMP_RECT.x + 202          # the labels right of the suit chips ...
TRUMP_LABEL_W = TRUMP_RECT.right - 12 - TRUMP_LABEL_X     # ... up to the panel's edge
