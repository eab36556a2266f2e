"""All user-facing texts in English and German, plus German patterns for the
English sentences the rules engine produces (``describe()`` and refusal reasons).

>>> set_language("de"); tr("menu.new_game")
'Neues Spiel'
>>> translate_sentence("Anna beats 8S with 9S")
'Anna sticht 8S mit 9S'
>>> set_language("en")
"""

from __future__ import annotations

import re

_language = "en"

TEXTS: dict[str, tuple[str, str]] = {
    # key: (English, German)
    "app.title": ("Stammtisch", "Stammtisch"),
    "app.subtitle": ("Card games for the couch", "Kartenspiele fürs Sofa"),
    "menu.continue": ("Continue", "Weiterspielen"),
    "menu.new_game": ("New game", "Neues Spiel"),
    "menu.rules": ("Rules", "Regeln"),
    "menu.settings": ("Settings", "Einstellungen"),
    "menu.quit": ("Quit", "Beenden"),
    "menu.hint": ("Arrows + Enter or mouse  ·  F11 fullscreen  ·  M mute",
                  "Pfeiltasten + Enter oder Maus  ·  F11 Vollbild  ·  M Ton aus"),
    "common.back": ("Back", "Zurück"),
    "common.on": ("On", "An"),
    "common.off": ("Off", "Aus"),
    "setup.title": ("New game", "Neues Spiel"),
    "setup.game": ("Game", "Spiel"),
    "setup.players": ("Players", "Spieler"),
    "setup.human": ("Human", "Mensch"),
    "setup.computer": ("Computer", "Computer"),
    "setup.start": ("Start", "Los geht's"),
    "setup.options": ("Options", "Optionen"),
    "setup.coming_soon": ("coming soon", "demnächst"),
    "setup.not_ready": ("The {game} table is coming soon.", "Der Tisch für {game} kommt bald."),
    "setup.need_name": ("Every seat needs a name.", "Jeder Platz braucht einen Namen."),
    "setup.help": ("Up/Down move  ·  Left/Right change  ·  Enter edit name / start",
                   "Hoch/Runter wählen  ·  Links/Rechts ändern  ·  Enter Name ändern / Start"),
    "level.easy": ("Easy", "Leicht"),
    "level.normal": ("Normal", "Normal"),
    "level.hard": ("Hard", "Schwer"),
    "option.must_follow_suit_first": ("Must follow suit first", "Farbzwang beim Stechen"),
    "option.must_follow_suit_first.help": (
        "A player who can beat with the open card's suit must do so.",
        "Wer mit der Farbe der offenen Karte stechen kann, muss das tun."),
    "option.max_actions": ("Safety cap (moves)", "Sicherheitsgrenze (Züge)"),
    "option.max_actions.help": ("The game is drawn after this many moves.",
                                "Nach so vielen Zügen endet das Spiel unentschieden."),
    "settings.title": ("Settings", "Einstellungen"),
    "settings.animation_speed": ("Animation speed", "Animationstempo"),
    "settings.volume": ("Volume", "Lautstärke"),
    "settings.muted": ("Mute", "Stumm"),
    "settings.highlight_legal": ("Highlight legal moves", "Erlaubte Züge hervorheben"),
    "settings.four_colour": ("Four-colour deck", "Vierfarbiges Blatt"),
    "settings.language": ("Language", "Sprache"),
    "settings.fullscreen": ("Fullscreen", "Vollbild"),
    "speed.instant": ("Instant", "Sofort"),
    "speed.fast": ("Fast", "Schnell"),
    "speed.normal": ("Normal", "Normal"),
    "speed.slow": ("Slow", "Langsam"),
    "lang.en": ("English", "English"),
    "lang.de": ("Deutsch", "Deutsch"),
    "pause.title": ("Paused", "Pause"),
    "pause.resume": ("Resume", "Weiter"),
    "pause.rules": ("Rules", "Regeln"),
    "pause.settings": ("Settings", "Einstellungen"),
    "pause.quit": ("Quit to menu", "Zum Hauptmenü"),
    "handoff.title": ("Pass to {name}", "Weitergeben an {name}"),
    "handoff.prompt": ("{name}, press Enter when only you can see the screen",
                       "{name}, drück Enter, wenn nur du auf den Bildschirm schaust"),
    "handoff.button": ("I am {name}", "Ich bin {name}"),
    "help.title": ("Rules: {game}", "Regeln: {game}"),
    "help.keys": ("Wheel, arrows, PgUp/PgDn scroll  ·  Left/Right game  ·  Esc back",
                  "Mausrad, Pfeile, Bild auf/ab blättern  ·  Links/Rechts Spiel  ·  Esc zurück"),
    "score.title": ("Game over", "Spielende"),
    "score.stortok": ("{name} is the Stortok!", "{name} ist der Stortok!"),
    "score.drawn": ("Drawn: the safety cap ended the game",
                    "Unentschieden: Sicherheitsgrenze erreicht"),
    "score.order": ("Order of going out", "Reihenfolge"),
    "score.totals": ("Match: times Stortok", "Partie: wie oft Stortok"),
    "score.games": ("after {n} games", "nach {n} Spielen"),
    "score.games1": ("after 1 game", "nach 1 Spiel"),
    "score.again": ("Play again", "Noch eine Runde"),
    "score.menu": ("Menu", "Menü"),
    "score.place": ("{place}.", "{place}."),
    "score.fool": ("Stortok", "Stortok"),
    "table.take": ("Take", "Aufnehmen"),
    "table.draw": ("Draw", "Ziehen"),
    "table.hint": ("Hint", "Tipp"),
    "table.menu": ("Menu", "Menü"),
    "table.stock": ("Stock", "Stapel"),
    "table.dead": ("Out of play", "Aus dem Spiel"),
    "table.high_trump": ("High trump", "Hoher Trumpf"),
    "table.low_trump": ("Low trump", "Niedriger Trumpf"),
    "table.turned": ("Turned card", "Aufgedeckt"),
    "table.log": ("Game log", "Spielverlauf"),
    "table.cards": ("{n} cards", "{n} Karten"),
    "table.card": ("1 card", "1 Karte"),
    "table.out_place": ("out · {place}.", "raus · {place}."),
    "table.stortok_badge": ("Stortok", "Stortok"),
    "table.thinking": ("thinking", "überlegt"),
    "table.status.beat": ("{name}: beat {card} or pick it up",
                          "{name}: {card} stechen oder aufnehmen"),
    "table.status.lead": ("{name}: lead a card", "{name}: eine Karte ausspielen"),
    "table.status.lead_draw": ("{name}: lead a card or draw",
                               "{name}: ausspielen oder ziehen"),
    "table.status.wait": ("{name} is thinking …", "{name} überlegt …"),
    "table.status.over": ("Game over", "Spielende"),
    "table.hint_text": ("Hint: {move}", "Tipp: {move}"),
    "table.hint_take": ("pick up the open card", "die offene Karte aufnehmen"),
    "table.hint_draw": ("draw a card", "eine Karte ziehen"),
    "table.hint_play": ("play {card}", "{card} spielen"),
    "table.keys": ("1–9 / arrows + Enter play  ·  T take  ·  D draw  ·  H hint  ·  F1 rules",
                   "1–9 / Pfeile + Enter spielen  ·  T aufnehmen  ·  D ziehen  ·  H Tipp  ·  "
                   "F1 Regeln"),
    "log.out": ("{name} is out ({place}.)", "{name} ist raus ({place}.)"),
    "log.stortok": ("{name} is the Stortok", "{name} ist der Stortok"),
    "log.drawn": ("The game is drawn (safety cap)", "Unentschieden (Sicherheitsgrenze)"),
    "log.trick": ("Trick complete, {name} leads", "Stich komplett, {name} spielt aus"),
    "log.new_game": ("{name} deals", "{name} gibt"),
    "toast.muted": ("Sound off", "Ton aus"),
    "toast.unmuted": ("Sound on", "Ton an"),
    "toast.ai_error": ("The computer player failed; it plays a legal move instead",
                       "Der Computerspieler hatte einen Fehler; er spielt einen erlaubten Zug"),
}

_ORDINAL_PLACE = {1: "1st", 2: "2nd", 3: "3rd"}


def set_language(language: str) -> None:
    global _language
    _language = language if language in ("en", "de") else "en"


def language() -> str:
    return _language


def tr(key: str, **values: object) -> str:
    """The text for ``key`` in the current language, formatted with ``values``."""
    pair = TEXTS.get(key)
    text = key if pair is None else pair[1] if _language == "de" else pair[0]
    return text.format(**values) if values else text


# --- German patterns for the engine's English sentences ---------------------------------

_SUIT_DE = {"spade": "Pik", "heart": "Herz", "diamond": "Karo", "club": "Kreuz"}
_KIND_DE = {"high trump": "ein hoher Trumpf", "low trump": "ein niedriger Trumpf",
            "plain card": "eine Fehlkarte"}
_C = r"(\S+)"
_SENTENCES_DE: list[tuple[re.Pattern[str], str]] = [
    (re.compile(rf"^(.+) beats {_C} with {_C}$"), "{0} sticht {1} mit {2}"),
    (re.compile(rf"^(.+) leads {_C}$"), "{0} spielt {1} aus"),
    (re.compile(rf"^(.+) picks up {_C}$"), "{0} nimmt {1} auf"),
    (re.compile(r"^(.+) draws a card instead of leading$"),
     "{0} zieht eine Karte, statt auszuspielen"),
    (re.compile(rf"^{_C} is lower than {_C}: beat it with a higher (\w+)( or a higher trump)?$"),
     "{0} ist niedriger als {1}: stich mit höherem {2:suit}{3:or_trump}"),
    (re.compile(rf"^{_C} is a (high trump|low trump|plain card) and cannot beat the high trump "
                rf"{_C}; only a higher (\w+) can$"),
     "{0} ist {1:kind} und kann den hohen Trumpf {2} nicht stechen; nur ein höheres "
     "{3:suit} kann das"),
    (re.compile(rf"^{_C} is a (high trump|low trump|plain card) and cannot beat the low trump "
                rf"{_C}; play a higher (\w+) or a high trump \((\w+)\)$"),
     "{0} ist {1:kind} und kann den niedrigen Trumpf {2} nicht stechen; spiel ein höheres "
     "{3:suit} oder einen hohen Trumpf ({4:suit})"),
    (re.compile(rf"^{_C} cannot beat {_C}: play a higher (\w+) or a trump$"),
     "{0} kann {1} nicht stechen: spiel ein höheres {2:suit} oder einen Trumpf"),
    (re.compile(rf"^you do not hold {_C}$"), "du hast {0} nicht auf der Hand"),
    (re.compile(r"^there is no open card to pick up: lead a card, or draw$"),
     "es liegt keine offene Karte: spiel eine Karte aus oder zieh"),
    (re.compile(rf"^you must beat {_C} or pick it up; drawing is only allowed instead of "
                r"leading$"),
     "du musst {0} stechen oder aufnehmen; ziehen darf man nur statt auszuspielen"),
    (re.compile(r"^the stock is empty: lead a card$"),
     "der Stapel ist leer: spiel eine Karte aus"),
    (re.compile(rf"^you hold a higher (\w+), so you must beat {_C} with the suit$"),
     "du hast ein höheres {0:suit}, also musst du {1} mit der Farbe stechen"),
    (re.compile(r"^the game is over$"), "das Spiel ist vorbei"),
]


def _convert(value: str | None, how: str) -> str:
    if value is None:
        return ""
    if how == "suit":
        return _SUIT_DE.get(value, value)
    if how == "kind":
        return _KIND_DE.get(value, value)
    if how == "or_trump":
        return " oder einem höheren Trumpf"
    return value


_FIELD = re.compile(r"\{(\d+)(?::(\w+))?\}")


def translate_sentence(sentence: str) -> str:
    """An engine sentence in the current language (English ones pass unchanged)."""
    if _language != "de":
        return sentence
    for pattern, template in _SENTENCES_DE:
        found = pattern.match(sentence)
        if found:
            return _fill(template, found.groups())
    return sentence


def _fill(template: str, groups: tuple[str | None, ...]) -> str:
    return _FIELD.sub(lambda m: _convert(groups[int(m.group(1))], m.group(2) or ""), template)


def ordinal(place: int) -> str:
    """``1st`` / ``1.`` for the current language."""
    if _language == "de":
        return f"{place}."
    return _ORDINAL_PLACE.get(place, f"{place}th")
