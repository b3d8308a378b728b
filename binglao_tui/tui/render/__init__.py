"""Pure functions turning the engine's and the session's state into text for the screens:
cards, the seats, the middle (pots, boards, stub), the hand's instruction and keys, the
options of the player to act, rulings, rules and the ledger's settlement. Nothing here
holds state or decides a rule; the same hand always reads the same."""
