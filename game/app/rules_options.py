"""The rules help, made to match the active game's options.

A rules text may hold markers like ``[[game.rule]]``: each is replaced by the sentence
that holds under the options in force (the game's ``GameUI.rule_sentences``). After the
text comes a section that lists every option of the game with its value and what it does
— so every option that changes a rule changes the text shown.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from game.app import i18n
from game.app.games import REGISTRY
from game.app.session import OptionValue
from game.rules import GAMES

Options = Mapping[str, OptionValue]
MARKER = re.compile(r"\[\[([\w.]+)\]\]")


def _text(key: str, language: str, **values: object) -> str:
    pair = i18n.TEXTS.get(key)
    if pair is None:
        return key
    text = pair[1] if language == "de" else pair[0]
    return text.format(**values) if values else text




def active_options(game: str, options: Options | None) -> dict[str, OptionValue]:
    """The game's defaults, overridden by ``options``."""
    info = GAMES.get(game)
    merged = dict(info.defaults()) if info is not None else {}
    merged.update(options or {})
    return merged


def option_value_text(value: OptionValue, language: str) -> str:
    """A value as the setup screen names it: On/Off, a choice's label ("Strict", not
    the id "only-if-no-stack"), or the number."""
    if isinstance(value, bool):
        return _text("common.on" if value else "common.off", language)
    if isinstance(value, str):
        return _text(f"option_value.{value}", language) if f"option_value.{value}" in \
            i18n.TEXTS else value
    return str(value)


def option_value_name(name: str, value: OptionValue, language: str) -> str:
    """A value of option ``name``: a count in the option's own words ("9 rounds", from
    ``option.<name>.value`` or ``option.<name>.value.<n>``), else
    :func:`option_value_text`."""
    if not isinstance(value, bool | str):
        for key in (f"option.{name}.value.{value}", f"option.{name}.value"):
            if key in i18n.TEXTS:
                return _text(key, language, n=value)
    return option_value_text(value, language)


def options_section(game: str, options: Options, language: str) -> str:
    """"# Options in this game" with one bullet per option (label: value — help)."""
    info = GAMES.get(game)
    if info is None or not info.options:
        return ""
    lines = [f"# {_text('rules.options', language)}"]
    for option in info.options:
        label = _text(f"option.{option.name}", language)
        if label == f"option.{option.name}":
            label = option.name.replace("_", " ").capitalize()
        help_text = _text(f"option.{option.name}.help", language)
        if help_text == f"option.{option.name}.help":
            help_text = option.help
        value = option_value_name(option.name, options.get(option.name, option.default),
                                  language)
        lines.append("- " + _text("rules.option_line", language, label=label, value=value,
                                  help=help_text))
    return "\n".join(lines) + "\n"


def with_options(game: str, text: str, language: str, options: Options | None) -> str:
    """``text`` with its markers resolved and the options section appended."""
    active = active_options(game, options)

    def sentence(match: re.Match[str]) -> str:
        ui = REGISTRY.get(game)
        choose = ui.rule_sentences.get(match.group(1)) if ui is not None else None
        return _text(choose(active), language) if choose else ""

    resolved = MARKER.sub(sentence, text)
    section = options_section(game, active, language)
    return f"{resolved.rstrip()}\n\n{section}" if section else resolved
