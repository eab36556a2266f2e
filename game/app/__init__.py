"""The pygame front end: scene stack, scenes, widgets, card layer, animation, input.

Import direction: ``app -> ai -> rules`` and ``app -> rules``; nothing in the rules or
the computer players imports from here.
"""
