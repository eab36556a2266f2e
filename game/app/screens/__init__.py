"""The scenes: menu, setup, tables, overlays, help, settings, scoreboard."""
