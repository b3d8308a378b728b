"""Hand values: the best high and low from two hole cards and three board cards, and their names."""
