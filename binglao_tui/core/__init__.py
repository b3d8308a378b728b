"""The pure poker domain: cards, games, evaluation, betting, pots and showdowns.

Nothing in this package imports textual, rich or click; ``tests/test_import_hygiene.py``
checks that.
"""
