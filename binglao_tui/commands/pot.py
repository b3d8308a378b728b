"""``binglao-tui pot``: the pot-limit calculator. How much to call, the least and the most.

    binglao-tui pot --pot 20 --bet 10
    binglao-tui pot --pot 0 --bet 1 --bet 2 --big-blind 2 --json

``--pot`` is what is in the middle and counts toward the limit; ``--bet`` the chips in
front of each other player this street (repeat it); ``--mine`` the player's own chips in
front (a blind); ``--stack`` what they have behind (the maximum stops at all in);
``--big-blind`` the minimum bet (default 1); ``--last-raise`` the last full raise of the
street, otherwise read off the two highest bets. Only the standard library, click and
the small arithmetic module are imported, so the answer comes back at once.
"""

from __future__ import annotations

import click

from binglao_tui.commands.common import ChipCount, fail, print_json

_CHIPS = ChipCount()


@click.command()
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
    "--last-raise",
    "last_raise",
    type=_CHIPS,
    default=None,
    help="The last full raise this street (default: from the two highest bets).",
)
@click.option("--json", "as_json", is_flag=True, help="Print a JSON object.")
def pot(
    pot: int,
    bets: tuple[int, ...],
    mine: int,
    stack: int | None,
    big_blind: int,
    last_raise: int | None,
    as_json: bool,
) -> None:
    """Pot-limit: the amount to call and the smallest and largest raise (or bet)."""
    from binglao_tui.core.engine.limits import pot_limit

    if stack == 0:
        fail("--stack 0: the player is already all in and has nothing to act with")
    limits = pot_limit(pot=pot, bets=bets, mine=mine, stack=stack, big_blind=big_blind, last_raise=last_raise)
    if as_json:
        print_json(
            {
                "to_call": limits.to_call,
                "min_raise_to": limits.min_raise_to,
                "max_raise_to": limits.max_raise_to,
                "pot_after_call": limits.pot_after_call,
            }
        )
        return
    word = "bet" if limits.opening else "raise to"
    rows = [("To call", str(limits.to_call))]
    if limits.can_raise:
        rows += [(f"Minimum {word}", str(limits.min_raise_to)), (f"Maximum {word}", str(limits.max_raise_to))]
    else:
        rows.append(("No raise", "calling puts the player all in"))
    rows.append(("Pot after call", str(limits.pot_after_call)))
    width = max(len(label) for label, _ in rows) + 2
    for label, value in rows:
        click.echo(f"{label + ':':<{width}}{value}")
    click.echo(limits.text)
    if limits.min_text:
        click.echo(limits.min_text)
