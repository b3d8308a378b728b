"""binglao-tui: a dealer's assistant for Binglao and the rest of the Omaha family."""

__version__ = "0.1.0"
