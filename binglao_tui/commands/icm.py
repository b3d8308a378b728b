"""``binglao-tui icm``: a fair deal for the players left, ICM and chip chop side by side.

    binglao-tui icm --stacks 150000,98750,45500,13250 --payouts 425,280,130,75 [--json]

``--stacks`` are the chips of the players left; ``--payouts`` the prizes still to be won,
first place first (money, to the cent). ``--save`` keeps an amount off first prize for
the winner (they play on for it); ``--floor`` gives everyone the last place's prize in
the chip chop before sharing the rest by chips; ``--blend`` is the ICM share of the
blend in per cent (default 50). ``--json`` prints ``{"players": [{"stack", "icm",
"chip_chop", "blend"}, ...]}`` in the order given, amounts to the cent.
"""

from __future__ import annotations

import click

from binglao_tui.commands.common import WholeNumber, example, fail, print_json
from binglao_tui.commands.tournament_view import deal_lines
from binglao_tui.core.entry import MAX_CHIPS, read_cents, read_chip_count, shown
from binglao_tui.core.tournament.deal import DealError, DealTerms, make_deal
from binglao_tui.core.tournament.prizes import money_text


def _numbers(option: str, text: str) -> list[str]:
    parts = [part.strip() for part in text.split(",")]
    if not parts or any(not part for part in parts):
        fail(f"{option}: give comma-separated amounts, e.g. {option} 425,280,130")
    return parts


def _stacks(text: str) -> list[int]:
    stacks = []
    for part in _numbers("--stacks", text):
        try:  # the one reader of chip counts, as every command reads them
            stack = read_chip_count(part)
        except ValueError as exc:
            fail(f"--stacks: {exc}")
        if stack == 0:
            fail("--stacks: a stack of 0 is a player already out; leave them off")
        stacks.append(stack)
    return stacks


def _cents(option: str, text: str) -> list[int]:
    amounts = []
    for part in _numbers(option, text):
        cents = read_cents(part)
        if cents is None:
            fail(
                f"{option}: {shown(part)} is not an amount of money, not negative and to the cent "
                f"(such as 425 or 12.50), at most {money_text(MAX_CHIPS)}"
            )
        amounts.append(cents)
    return amounts


@click.command(epilog=example("binglao-tui icm --stacks 150000,98750,45500,13250 --payouts 425,280,130,75"))
@click.option("--stacks", "stacks_text", required=True, help="Chips of each player left, comma-separated.")
@click.option(
    "--payouts",
    "payouts_text",
    required=True,
    help="The prizes still to be won, first place first, comma-separated.",
)
@click.option(
    "--save",
    "save_text",
    default="0",
    show_default=True,
    help="An amount kept off first prize for the winner.",
)
@click.option("--floor", is_flag=True, help="Chip chop: everyone first gets the last place's prize.")
@click.option(
    "--blend",
    "icm_percent",
    type=WholeNumber(0, 100),
    default=50,
    show_default=True,
    help="Per cent of ICM in the blend (the rest is chip chop).",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def icm(
    stacks_text: str, payouts_text: str, save_text: str, floor: bool, icm_percent: int, as_json: bool
) -> None:
    """A deal: ICM (Malmuth-Harville), chip chop and a blend, to the cent."""
    stacks = _stacks(stacks_text)
    payouts = _cents("--payouts", payouts_text)
    saved_amounts = _cents("--save", save_text)
    if len(saved_amounts) != 1:
        fail("--save: give one amount")
    saved = saved_amounts[0]
    try:
        deal = make_deal(stacks, payouts, DealTerms(saved=saved, floor=floor, icm_percent=icm_percent))
    except DealError as exc:
        fail(str(exc))
    if as_json:
        print_json({"players": [line.to_dict() for line in deal.lines]})
        return

    click.echo("\n".join(deal_lines(deal)))
