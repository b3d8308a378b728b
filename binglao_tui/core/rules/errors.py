"""The one error of the rules layer."""


class RulesError(ValueError):
    """A rules file, game id or house setting that cannot be used; the message names it."""
