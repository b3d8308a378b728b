"""Screens of the dealer app: setup, the hand, rules, help and the quick tools."""
