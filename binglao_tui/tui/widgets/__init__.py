"""Widgets of the dealer app: cards, card entry, the table, pots and rulings."""
