"""Everything the app keeps between runs, in a per-user data folder as versioned JSON.

``paths``     where the data folder is
``files``     the folder: atomic writes, bad files set aside, saving off when read-only
``records``   pure conversions: settings, the autosaved match, finished-game replays
``stats``     statistics per player name and game
``service``   :class:`Saves`, what the app calls (load settings, autosave, finish a game)
"""
