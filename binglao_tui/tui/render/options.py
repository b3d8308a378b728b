"""The figures line of the player to act: to call, the minimum and maximum bet or raise,
all in, or why no raise is possible; and the pot-limit sum in words."""

from __future__ import annotations

from textual.content import Content

from binglao_tui.core.engine.hand import AllIn, Options


def options_line(options: Options) -> Content:
    """One line of the options the engine gives the player to act: only what it allows."""
    call = Content.assemble(("To call ", ""), (str(options.to_call), "bold $text-accent"))
    if options.all_in is AllIn.CALL and options.to_call:
        call = Content.assemble(call, (" (all in)", "$foreground-muted"))
    if options.all_in is AllIn.SHORT:
        return Content.assemble(call, (" · ", ""), (short_all_in(options), "$text-warning"))
    if options.can_raise:
        verb = "bet" if options.opening else "raise to"
        parts = [
            call,
            Content(f" · Min {verb} "),
            Content.styled(str(options.min_raise_to), "bold $text-accent"),
        ]
        if options.all_in is AllIn.OVER_LIMIT:
            parts.append(Content.styled(f" · all in is over the limit; max {verb} ", "$foreground-muted"))
            parts.append(Content.styled(str(options.max_raise_to), "bold $text-accent"))
        else:
            parts.append(Content(f" · Max {verb} "))
            parts.append(Content.styled(str(options.max_raise_to), "bold $text-accent"))
            parts.append(Content.styled(f" · All in {options.all_in_to}", "$foreground-muted"))
        return Content.assemble(*parts)
    return Content.assemble(call, (f" · no raise: {options.no_raise_reason}", "$foreground-muted"))


def short_all_in(options: Options) -> str:
    """The words for the one raise left: all in for less than a full raise."""
    return f"all in for {options.all_in_to}, less than a full raise: it does not reopen the betting"


def arithmetic_line(options: Options) -> Content:
    """The limit worked out in words, for the dealer to read out."""
    return Content.assemble(("Pot limit: ", "bold"), options.arithmetic)
