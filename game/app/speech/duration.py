"""How long eSpeak NG takes to say a sentence, from its words-per-minute model: the
listener of the tests and ``tools/benchmarks/bench_speech.py`` time speech with it instead of
playing audio.

    seconds = (WORD * words + PAUSE * sentences) * 60 / wpm

Calibrated once against real renderings (``espeak-ng -v en|de -s WPM -w out.wav`` and
``soxi -D out.wav``) of 13 game sentences (1 to 22 words, English and German) at 150,
185, 260 and 380 wpm, by least squares over all 52: a word takes 0.82 of a word slot,
a sentence end (``. ! ? ; :``) about 1.5 word slots of pause. The mean error is 14 %;
one-word utterances ("Draw") come out shorter than eSpeak says them (it adds ~0.2 s of
silence around each), and at 380 wpm eSpeak is faster than the model (it says
about 0.85 of the time the model gives, less for long sentences).
"""

from __future__ import annotations

import re

#: word slots per spoken word (numbers count as one word)
WORD = 0.82
#: word slots of pause per sentence end
PAUSE = 1.5

_WORDS = re.compile(r"[\w']+")
_ENDS = re.compile(r"[.!?;:](?=\s|$)")


def spoken_seconds(text: str, wpm: int) -> float:
    """Seconds eSpeak NG needs to say ``text`` at ``wpm`` words per minute."""
    words = len(_WORDS.findall(text))
    ends = max(1, len(_ENDS.findall(text)))
    return (WORD * words + PAUSE * ends) * 60.0 / wpm
