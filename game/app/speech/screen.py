"""Reading the screen: what a screen says when it opens, a menu's focused item with its
place, and which scenes are tables. Scenes and widgets are found by their type: a
screen that says more than its drawn title implements :class:`SaysItself`, a page read
aloud :class:`SpokenPage`, a menu :class:`WithWidgets` (its focus group), a table's
overlay :class:`OverTable` — nothing is probed by name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, Protocol, TypeGuard, TypeVar, runtime_checkable

from game.app import i18n
from game.app.kit.screen_parts import TITLES_DRAWN
from game.app.kit.widgets import Button, Choice, FocusGroup, TextField, Widget, WithToast

if TYPE_CHECKING:
    from game.app.table.scene import TableScene


@runtime_checkable
class SaysItself(Protocol):
    """A screen that says more when it opens than its drawn title (the hand-off, a
    dialog's question, the menu's first-start offer)."""

    def spoken_intro(self) -> str:
        """What it says when it opens ("": its title, as drawn)."""


@runtime_checkable
class SpokenPage(Protocol):
    """A page read aloud a paragraph or a row at a time (rules, controls)."""

    def spoken_page(self) -> str:
        """The part of the page shown now, as said."""


@runtime_checkable
class GamePage(SpokenPage, Protocol):
    """A page about one game (the rules): its words are said as the game says them."""

    game: str


@runtime_checkable
class WithWidgets(Protocol):
    """A screen of widgets one moves between (a menu, a dialog)."""

    group: FocusGroup


@runtime_checkable
class OverTable(Protocol):
    """A screen over a table (pause, hand-off, scoreboard): the table is read below it."""

    table: object


@runtime_checkable
class Scoreboard(OverTable, Protocol):
    """A round's or a game's end over its table: a headline and how the standings moved."""

    def headline(self) -> str: ...

    def spoken_standings(self) -> str: ...


@runtime_checkable
class AtTable(Protocol):
    """A game table (the table package imports the speech package, so the table's
    class is named only for the type checker)."""

    driver: object
    chrome: object
    model: object
    input: object


P = TypeVar("P")


class ByClass(Generic[P]):
    """``isinstance(obj, protocol)`` for a runtime-checkable Protocol, decided once per
    class. The check looks up every member on the object (10–13 µs each on Python 3.11)
    and the narrator asks it of the top scene every frame; a scene's members are all set
    when it is made, so its class decides for every later scene of that class."""

    def __init__(self, protocol: type) -> None:     # a Protocol: not a type[P] to mypy
        self.protocol = protocol
        self._verdicts: dict[type, bool] = {}

    def __call__(self, obj: object) -> TypeGuard[P]:
        kind = type(obj)
        verdict = self._verdicts.get(kind)
        if verdict is None:
            verdict = self._verdicts[kind] = isinstance(obj, self.protocol)
        return verdict


_at_table: ByClass[AtTable] = ByClass(AtTable)


def is_table(scene: object) -> TypeGuard[TableScene]:
    """Whether ``scene`` is a game table."""
    return _at_table(scene)


#: whether a screen shows toasts of its own
has_toast: ByClass[WithToast] = ByClass(WithToast)


def table_below(scene: object) -> TableScene | None:
    """The table itself, or the table under an overlay (pause, hand-off)."""
    if is_table(scene):
        return scene
    below = scene.table if isinstance(scene, OverTable) else None
    return below if is_table(below) else None


def may_read_hand(table: TableScene) -> bool:
    """Whether the hand shown may be read aloud now: a single human at this screen, or —
    with several — only the seat that confirmed its hand-off, during its turn."""
    if table.model.perspective is None:
        return table.model.show_all
    if len(table.driver.local_humans) > 1:
        return table.model.state.current_player == table.model.perspective
    return True


def opening_words(scene: object, scores: str = "", titled: bool = True) -> str:
    """What a screen says when it opens: its own intro (:class:`SaysItself`), a
    scoreboard's headline with ``scores`` (the game's words for them) and how the
    standings moved, nothing for a page (it says its title itself), else the title drawn
    on it (said the frame after it first appears)."""
    if isinstance(scene, SaysItself):
        said = scene.spoken_intro()
        if said:
            return said
    if isinstance(scene, SpokenPage):
        return ""
    if isinstance(scene, Scoreboard) and is_table(scene.table):
        moved = scene.spoken_standings()
        return f"{scene.headline()}. {scores}" + (f" {moved}." if moved else "")
    return TITLES_DRAWN[-1] if titled and TITLES_DRAWN and not is_table(scene) else ""


def widget_text(widget: Widget, group: FocusGroup | None = None) -> str:
    """A menu widget as spoken: a button's label (a tab of a row of equal buttons says
    whether it is the selected one), a choice's label and value, a text field's content.
    A choice without a label (a seat's row in the setup) takes the text field before it
    in its ``group`` as its label: "Anna: Human"."""
    if isinstance(widget, Choice):
        shown = widget.show(widget.value)
        if widget.spoken_detail is not None:    # what the choice shows (the statistics)
            shown = f"{shown}. {widget.spoken_detail()}"
        label = _text(widget.label) or (widget.spoken_label() if widget.spoken_label
                                        else "") or _row_name(widget, group)
        if not label:
            return str(shown)
        return i18n.tr("speech.choice", label=label, value=shown)
    if isinstance(widget, TextField):
        if widget.editing:          # said once when editing starts; the end says the value
            return i18n.tr("speech.field_editing")
        return i18n.tr("speech.field", value=widget.value or i18n.tr("speech.empty"))
    label = _text(widget.label) if isinstance(widget, Button) else ""
    if widget.spoken_detail is not None:    # a lesson's row: its status and summary
        label = f"{label}, {widget.spoken_detail()}"
    if not widget.is_enabled:
        return i18n.tr("speech.button_off", label=label)
    if isinstance(widget, Button) and _is_tab(widget, group):
        return i18n.tr("speech.tab", label=label) if widget.primary else label
    beside = _choice_beside(widget, group)
    if beside:                              # "More" beside "Speech": "More for Speech"
        return i18n.tr("speech.button_for", label=label, of=beside)
    return i18n.tr("speech.button", label=label)


def _text(label: object) -> str:
    return str(label() if callable(label) else label)


def position(widget: Widget, group: FocusGroup | None) -> str:
    """Where ``widget`` is among the items of its ``group`` one can move to: "3 of 7"
    ("" for a single item)."""
    usable = [w for w in (group.widgets if group is not None else ())
              if w.focusable and w.is_enabled]
    if widget not in usable or len(usable) < 2:
        return ""
    return i18n.tr("speech.position", n=usable.index(widget) + 1, total=len(usable))


def _choice_beside(widget: Widget, group: FocusGroup | None) -> str:
    """The label of a labelled choice on the same row as the button ``widget`` (a short
    button that belongs to it, such as Settings' "More" beside "Speech"), else ""."""
    for other in (group.widgets if group is not None else ()):
        if other is widget or not isinstance(other, Choice):
            continue
        if other.rect.y == widget.rect.y and other.rect.h == widget.rect.h:
            label = _text(other.label)
            if label:
                return label
    return ""


def _row_name(widget: Widget, group: FocusGroup | None) -> str:
    """The content of the nearest text field before ``widget`` in its group."""
    widgets = list(group.widgets) if group is not None else []
    if widget not in widgets:
        return ""
    for before in reversed(widgets[:widgets.index(widget)]):
        if isinstance(before, TextField):
            return str(before.value)
    return ""


def _is_tab(widget: Button, group: FocusGroup | None) -> bool:
    """One of a row of three or more equal buttons of which one is marked primary (the
    setup's games; two buttons side by side are a question or a scoreboard's choice)."""
    row = [w for w in (group.widgets if group is not None else ()) if isinstance(w, Button)
           and w.rect.size == widget.rect.size and w.rect.y == widget.rect.y]
    return len(row) > 2 and sum(bool(w.primary) for w in row) == 1
