"""One hand's state machine: the table, the forced bets, the betting rounds, the deal and the settling."""
