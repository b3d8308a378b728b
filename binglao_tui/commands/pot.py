"""``binglao-tui pot``: the pot-limit calculator. How much to call, the least and the most.

    binglao-tui pot --pot 20 --bet 10
    binglao-tui pot --pot 0 --bet 1 --bet 2 --big-blind 2 --json

``--pot`` is what is in the middle and counts toward the limit; ``--bet`` the chips in
front of each other player this street (repeat it); ``--mine`` the player's own chips in
front (a blind); ``--stack`` what they have behind (the maximum stops at all in);
``--big-blind`` the minimum bet (default 1); ``--straddle`` a live straddle before the
flop (its size is the last full raise until someone raises: over a straddle of 4 the
minimum raise is to 8); ``--last-raise`` the last full raise of the street. Without it the
last full raise is read off the bets: the blind or the straddle when nobody has raised,
else the largest step between two bet levels (full raises never shrink, so a smaller step
is an all-in for less: TDA 2024 Rule 43). Only a raise that was called can hide it (a
caller's earlier bet no longer shows); then the output says it assumed the largest step,
and ``--json`` says ``"last_raise_assumed": true``. Only the standard library, click and
the small arithmetic module are imported, so the answer comes back at once.
"""

from __future__ import annotations

import click

from binglao_tui.commands.common import ChipCount, example, fail, print_json
from binglao_tui.core.engine.limits import pot_limit, read_last_raise

_CHIPS = ChipCount()


@click.command(
    epilog=example(
        "binglao-tui pot --pot 20 --bet 10", "binglao-tui pot --pot 0 --bet 1 --bet 2 --big-blind 2"
    )
)
@click.option("--pot", "pot", type=_CHIPS, required=True, help="Chips in the middle that count.")
@click.option("--bet", "bets", type=_CHIPS, multiple=True, help="Another player's bet this street (repeat).")
@click.option("--mine", type=_CHIPS, default=0, show_default=True, help="Your chips already in front.")
@click.option("--stack", type=_CHIPS, default=None, help="Your chips behind (caps the maximum).")
@click.option(
    "--big-blind",
    "big_blind",
    type=ChipCount(minimum=1),
    default=1,
    show_default=True,
    help="The big blind: the minimum bet.",
)
@click.option(
    "--straddle",
    type=ChipCount(minimum=1),
    default=None,
    help="A live straddle before the flop (also given as one of the bets).",
)
@click.option(
    "--last-raise",
    "last_raise",
    type=_CHIPS,
    default=None,
    help="The last full raise this street (default: read off the bets, or assumed).",
)
@click.option("--json", "as_json", is_flag=True, help="Print a JSON object.")
def pot(
    pot: int,
    bets: tuple[int, ...],
    mine: int,
    stack: int | None,
    big_blind: int,
    straddle: int | None,
    last_raise: int | None,
    as_json: bool,
) -> None:
    """Pot-limit: the amount to call and the smallest and largest raise (or bet)."""
    if stack == 0:
        fail("--stack 0: the player is already all in and has nothing to act with")
    if straddle is not None:
        if straddle < big_blind:
            fail(f"--straddle {straddle} is less than the big blind ({big_blind})")
        if max([mine, *bets]) < straddle:
            fail(f"--straddle {straddle}: no bet of {straddle} or more is in front; give it as a --bet too")
    read = read_last_raise(bets, mine, big_blind, straddle or 0)
    limits = pot_limit(
        pot=pot,
        bets=bets,
        mine=mine,
        stack=stack,
        big_blind=big_blind,
        last_raise=read.size if last_raise is None else last_raise,
    )
    if as_json:
        data: dict[str, object] = {
            "to_call": limits.to_call,
            "min_raise_to": limits.min_raise_to,
            "max_raise_to": limits.max_raise_to,
            "pot_after_call": limits.pot_after_call,
            "can_raise": limits.can_raise,
            "last_raise": read.size if last_raise is None else last_raise,
            "last_raise_assumed": last_raise is None and not read.known,
        }
        if not limits.can_raise:
            data["no_raise_reason"] = NO_RAISE
        print_json(data)
        return
    word = "bet" if limits.opening else "raise to"
    rows = [("To call", str(limits.to_call))]
    if limits.short_all_in_only:
        rows.append(
            (
                "All in",
                f"{limits.max_raise_to}, less than a full raise (to {limits.full_min_raise_to}): "
                "it does not reopen the betting",
            )
        )
    elif limits.can_raise:
        rows += [(f"Minimum {word}", str(limits.min_raise_to)), (f"Maximum {word}", str(limits.max_raise_to))]
    else:
        rows.append(("No raise", NO_RAISE))
    rows.append(("Pot after call", str(limits.pot_after_call)))
    width = max(len(label) for label, _ in rows) + 2
    for label, value in rows:
        click.echo(f"{label + ':':<{width}}{value}")
    click.echo(limits.text)
    if limits.min_text:
        click.echo(limits.min_text)
    if last_raise is None and limits.can_raise and not limits.opening and read.worth_saying:
        assumed = "" if read.known else " (assumed)"
        click.echo(f"Last full raise {read.size}{assumed}: {read.reading}")


NO_RAISE = "calling takes every chip the player has"
