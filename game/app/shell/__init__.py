"""The shell: the scene stack, the recorded frame, window scaling, input intents, sound,
and the small caches they share. Knows no game and no screen."""
