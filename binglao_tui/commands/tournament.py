"""``binglao-tui tournament``: tournament tools. ``tournament plan`` makes a blind schedule.

    binglao-tui tournament plan --players 8 --stack 10000 --hours 3 \\
        --chips "25:300,100:200,500:100,1000:50" [--ante none|ante|bb-ante] [--level-minutes M] [--json]

``--chips`` is the host's box: denomination:count pairs. The plan hands every player the
same starting stack from it, starts at 50 to 150 big blinds, colours up at breaks and
reaches a big blind of 1/20 of the chips by the last level, within 10% of the hours.
``--json`` prints ``{"starting_chips": {...}, "levels": [...], "total_minutes": N}``.
A request the chips or the time cannot meet is exit 2 with one line saying what is short.
"""

from __future__ import annotations

import click

from binglao_tui.commands.common import ChipCount, WholeNumber, example, fail, print_json
from binglao_tui.commands.tournament_view import plan_lines
from binglao_tui.core.entry import read_decimal, shown
from binglao_tui.core.tournament.chips import ChipsError, parse_chips
from binglao_tui.core.tournament.planner import PlanError, PlanRequest, plan_tournament
from binglao_tui.core.tournament.schedule import AnteKind

MOST_HOURS = 48


@click.group(
    epilog=example(
        "binglao-tui tournament plan --players 8 --stack 10000 --hours 3 "
        "--chips 25:300,100:200,500:100,1000:50"
    )
)
def tournament() -> None:
    """Tournament tools: plan a blind schedule from the chips you have."""


@tournament.command(
    epilog=example(
        "binglao-tui tournament plan --players 8 --stack 10000 --hours 3 "
        "--chips 25:300,100:200,500:100,1000:50"
    )
)
@click.option("--players", type=WholeNumber(2), required=True, help="How many players start.")
@click.option("--stack", type=ChipCount(minimum=1), required=True, help="Starting chips for each player.")
@click.option(
    "--hours", "hours_text", required=True, help="How long the tournament should last (e.g. 3 or 2.5)."
)
@click.option(
    "--chips",
    "chips_text",
    required=True,
    help='The chip set: denomination:count pairs, e.g. "25:300,100:200,500:100,1000:50".',
)
@click.option(
    "--ante",
    type=click.Choice(["none", "ante", "bb-ante"]),
    default="none",
    show_default=True,
    help="No ante, an ante from every player, or a big-blind ante.",
)
@click.option(
    "--level-minutes",
    "level_minutes",
    type=WholeNumber(1, 240),
    default=None,
    help="Minutes a level (default: by the length, 20 for three hours).",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
def plan(
    players: int,
    stack: int,
    hours_text: str,
    chips_text: str,
    ante: str,
    level_minutes: int | None,
    as_json: bool,
) -> None:
    """A blind schedule and starting stack from the players, stack, hours and chip set."""
    try:
        box = parse_chips(chips_text)
    except ChipsError as exc:
        fail(f"--chips: {exc}")
    hours = read_decimal(hours_text)
    if hours is None or not 0 < hours <= MOST_HOURS:
        fail(
            f"--hours: {shown(hours_text)} is not a number of hours above 0, "
            f"at most {MOST_HOURS} (e.g. 3 or 2.5)"
        )
    minutes = round(hours * 60)
    if minutes < 1:
        fail("--hours: the tournament must last at least a minute")
    request = PlanRequest(players, stack, minutes, box, AnteKind(ante), level_minutes)
    try:
        made = plan_tournament(request)
    except PlanError as exc:
        fail(str(exc))
    if as_json:
        print_json(made.to_dict())
        return

    click.echo("\n".join(plan_lines(made)))
