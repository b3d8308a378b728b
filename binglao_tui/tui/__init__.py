"""The Textual app: screens compose widgets and route keys to the dealer's session
(:mod:`binglao_tui.session`); what they show is rendered by :mod:`.render` from the
engine's and the session's state."""
