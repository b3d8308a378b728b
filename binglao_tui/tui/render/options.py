"""The figures line of the player to act: to call, the minimum and maximum bet or raise,
all in, or why no raise is possible; and the pot-limit sum in words."""

from __future__ import annotations

from textual.content import Content

from binglao_tui.core.engine.hand import Options


def options_line(options: Options) -> Content:
    """One line of the options the engine gives the player to act."""
    if options.can_raise:
        verb = "bet" if options.opening else "raise to"
        return Content.assemble(
            ("To call ", ""),
            (str(options.to_call), "bold $text-accent"),
            (f" · Min {verb} ", ""),
            (str(options.min_raise_to), "bold $text-accent"),
            (f" · Max {verb} ", ""),
            (str(options.max_raise_to), "bold $text-accent"),
            (f" · All in {options.all_in_to}", "$foreground-muted"),
        )
    return Content.assemble(
        ("To call ", ""),
        (str(options.to_call), "bold $text-accent"),
        (f" · no raise: {options.no_raise_reason}", "$foreground-muted"),
    )


def arithmetic_line(options: Options) -> Content:
    """The limit worked out in words, for the dealer to read out."""
    return Content.assemble(("Pot limit: ", "bold"), options.arithmetic)
