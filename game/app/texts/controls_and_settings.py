"""Texts of the controls and settings (key: (English, German)): gamepads, the controls
page, confirmations, text size, start fullscreen, setup feedback, rules options."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    # gamepads
    "pad.connected": ("Controller connected: {name}", "Controller verbunden: {name}"),
    "pad.removed": ("Controller disconnected", "Controller getrennt"),
    "pad.keys_move": ("D-pad choose  ·  A play", "Steuerkreuz wählen  ·  A spielen"),
    "pad.keys_end": ("Y hint  ·  Start menu", "Y Tipp  ·  Start Menü"),
    "handoff.prompt_pad": ("{name}, press A when only you can see the screen",
                           "{name}, drück A, wenn nur du auf den Bildschirm schaust"),
    "menu.hint_pad": ("D-pad + A  ·  B back", "Steuerkreuz + A  ·  B zurück"),
    # the controls page
    "menu.controls": ("Controls", "Steuerung"),
    "controls.title": ("Controls", "Steuerung"),
    "controls.action": ("Action", "Aktion"),
    "controls.pad": ("Controller", "Controller"),
    "controls.keys": ("Keyboard", "Tastatur"),
    "controls.move": ("Move the focus", "Auswahl bewegen"),
    "controls.confirm": ("Play the card / confirm", "Karte spielen / bestätigen"),
    "controls.back": ("Back (menus)", "Zurück (Menüs)"),
    "controls.hint": ("Hint", "Tipp"),
    "controls.pause": ("Pause menu", "Pausenmenü"),
    "controls.rules": ("Rules", "Regeln"),
    "controls.numbers": ("Play card 1–9 of your hand", "Karte 1–9 der Hand spielen"),
    "controls.mute": ("Sound on/off", "Ton an/aus"),
    "controls.music": ("Music on/off", "Musik an/aus"),
    "controls.fullscreen": ("Fullscreen on/off", "Vollbild an/aus"),
    "controls.speech": ("Speech on/off", "Sprachausgabe an/aus"),
    "controls.speech_read": ("Read aloud: hand, table, scores, again, counts, keys",
                             "Vorlesen: Hand, Tisch, Stand, nochmal, Anzahlen, Tasten"),
    # the controls page read aloud, a row at a time
    "controls.speech_read.said": ("Read aloud: F3 your hand, F4 the table, F5 the scores, "
                                  "F6 the events again, F7 cards per player, F8 the keys.",
                                  "Vorlesen: F3 deine Hand, F4 der Tisch, F5 der Punktestand, "
                                  "F6 die Ereignisse noch einmal, F7 Karten je Spieler, "
                                  "F8 die Tasten."),
    "controls.said_keys": ("{action}: {keys}.", "{action}: {keys}."),
    "controls.said_both": ("{action}: {keys} on the keyboard, {pad} on the controller.",
                           "{action}: {keys} auf der Tastatur, {pad} am Controller."),
    "controls.said_rows": ("{n} rows, Up and Down read them.",
                           "{n} Zeilen, Hoch und Runter lesen sie."),
    "controls.said_place": ("{row} {n} of {total}.", "{row} {n} von {total}."),
    "controls.more": ("Rows {first}–{last} of {total} · Up / Down: more",
                      "Zeilen {first}–{last} von {total} · Hoch / Runter: mehr"),
    "controls.name.D-pad / stick": ("D-pad / stick", "Steuerkreuz / Stick"),
    "controls.name.Arrows": ("Arrows", "Pfeiltasten"),
    "controls.name.Left / Right": ("Left / Right", "Links / Rechts"),
    "controls.name.Up / Down": ("Up / Down", "Hoch / Runter"),
    "controls.name.Tab / Up / Down": ("Tab / Up / Down", "Tab / Hoch / Runter"),
    "controls.name.D-pad": ("D-pad", "Steuerkreuz"),
    "controls.name.Space": ("Space", "Leertaste"),
    "controls.name.Mouse": ("Mouse", "Maus"),
    # Toff-Poker's rank keys: German players may also press B (Bube) and D (Dame)
    "controls.name.Enter / Space": ("Enter / Space", "Enter / Leertaste"),
    "controls.footer": ("Menus: arrows and Enter / A  ·  Esc / B back",
                        "Menüs: Pfeile und Enter / A  ·  Esc / B zurück"),
    "controls.footer_tabs": ("Left / Right: another game  ·  Menus: arrows and Enter / A  ·  "
                             "Esc / B back",
                             "Links / Rechts: anderes Spiel  ·  Menüs: Pfeile und Enter / A  ·  "
                             "Esc / B zurück"),
    "controls.game_title": ("Controls: {game}", "Steuerung: {game}"),
    # confirmations
    "confirm.yes": ("Yes", "Ja"),
    "confirm.no": ("No", "Nein"),
    "confirm.quit_app": ("Quit Stammtisch?", "Stammtisch beenden?"),
    "confirm.quit_game": ("Quit to menu? The game will be lost",
                          "Zum Hauptmenü? Das Spiel geht verloren"),
    # settings
    "settings.text_size": ("Text size", "Schriftgröße"),
    "text_size.normal": ("Normal", "Normal"),
    "text_size.large": ("Large", "Groß"),
    "settings.start_fullscreen": ("Start in fullscreen", "Im Vollbild starten"),
    # setup
    "setup.need_name_seat": ("Seat {seat} needs a name.", "Platz {seat} braucht einen Namen."),
    "setup.name_limit": ("Names: up to {n} characters", "Namen: bis {n} Zeichen"),
    "setup.name_full": ("Names can be at most {n} characters long.",
                        "Namen dürfen höchstens {n} Zeichen lang sein."),
    # {ready}: the game chosen now, which has a table
    "setup.coming_soon_tab": ("{game} is coming soon: its table is still being built. "
                              "{ready} is ready to play.",
                              "{game} kommt bald: Der Tisch wird noch gebaut. {ready} ist "
                              "schon spielbar."),
    # rules help generated from the active options
    "rules.options": ("Options in this game", "Optionen in diesem Spiel"),
    "rules.option_line": ("{label}: {value} — {help}", "{label}: {value} — {help}"),
}
