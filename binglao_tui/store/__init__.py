"""Keeping what happens at the table: the SQLite journal, hand history and session ledger.

Nothing here imports the UI toolkits; the engine is imported only where a hand is replayed.
"""
