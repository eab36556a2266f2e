"""The screens around the tables: menu, setup, settings, statistics, rules help,
controls, lessons list, replays, pause, hand-off, confirmations."""
