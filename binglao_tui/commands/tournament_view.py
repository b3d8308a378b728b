"""The printed tournament plan and deal: plain text in aligned columns (click only)."""

from __future__ import annotations

from collections.abc import Sequence

from binglao_tui.core.tournament.colour_up import colour_up_steps
from binglao_tui.core.tournament.deal import Deal
from binglao_tui.core.tournament.planner import LAST_BIG_BLIND_SHARE, Plan
from binglao_tui.core.tournament.schedule import AnteKind, Break, Level

_GAP = "  "


def table(header: Sequence[str], rows: Sequence[Sequence[str]], right: Sequence[bool]) -> list[str]:
    """Rows in columns padded to their widest cell (numbers to the right)."""
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    lines = []
    for row in [header, *rows]:
        cells = [
            cell.rjust(width) if flush else cell.ljust(width)
            for cell, width, flush in zip(row, widths, right, strict=True)
        ]
        lines.append((_GAP + _GAP.join(cells)).rstrip())
    return lines


def _clock(minutes: int) -> str:
    return f"{minutes // 60}:{minutes % 60:02d}"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def plan_lines(plan: Plan) -> list[str]:
    """The plan as lines: the stack to hand out, the box, the schedule, the colour-ups."""
    request, stack, schedule = plan.request, plan.starting_stack, plan.schedule
    kind = schedule.ante_kind
    lines = [
        f"Tournament: {_plural(request.players, 'player')}, {request.stack} chips each, "
        f"{request.minutes / 60:g} hours planned, {kind.words}",
        f"Chips in play: {plan.total_chips}; the last big blind is at least "
        f"1/{LAST_BIG_BLIND_SHARE} of them.",
        "",
        "Starting stack: hand each player",
    ]
    rows = [[str(d), str(n), str(d * n)] for d, n in stack.chips]
    rows.append(["Total", str(sum(n for _, n in stack.chips)), str(stack.value)])
    lines += table(["Chip", "Count", "Value"], rows, [True, True, True])
    box = ", ".join(f"{d} x {n}" for d, n in plan.left_in_box())
    spare = stack.spare_stacks(request.chips, request.players)
    more = f"enough for {_plural(spare, 'more stack')}" if spare else "not enough for another stack"
    lines.append(f"Left in the box: {box} ({more} for re-entries or rebuys)")
    if plan.unused:
        lines.append(
            f"Not used (smaller than the first small blind needs): {', '.join(str(d) for d in plan.unused)}"
        )
    lines += ["", "Schedule"]
    ante_header = {AnteKind.ANTE: ["Ante"], AnteKind.BIG_BLIND_ANTE: ["BB ante"]}.get(kind, [])
    header = ["Level", "Starts", "Minutes", "Small blind", "Big blind", *ante_header, ""]
    rows = []
    for item, start in zip(schedule.items, schedule.starts(), strict=True):
        if isinstance(item, Level):
            ante = [str(item.ante) if item.ante else "-"] if ante_header else []
            rows.append(
                [
                    str(item.number),
                    _clock(start),
                    str(item.minutes),
                    str(item.small_blind),
                    str(item.big_blind),
                    *ante,
                    "",
                ]
            )
        else:
            leaving = " and ".join(f"{d}s" for d in item.colour_up)
            what = f"colour up the {leaving}" if item.colour_up else ""
            rows.append(["Break", _clock(start), str(item.minutes), "", "", *([""] * len(ante_header)), what])
    lines += table(header, rows, [False, True, True, True, True, *([True] * len(ante_header)), False])
    lines.append(f"Total: {schedule.total_minutes} minutes ({_clock(schedule.total_minutes)})")
    joined = schedule.joined_levels()  # the app's plan says it in the same words
    if joined is not None:
        lines.append(joined)
    colour_ups = [
        (i, item, chips)
        for i, (item, chips) in enumerate(zip(schedule.items, schedule.in_play(), strict=True))
        if isinstance(item, Break) and item.colour_up
    ]
    if colour_ups:
        lines += ["", "Colour-ups"]
        starts = schedule.starts()
        for index, item, chips in colour_ups:
            assert isinstance(item, Break)
            lines.append(f"Break {schedule.break_number(index)} (at {_clock(starts[index])}):")
            for step in colour_up_steps(item.colour_up, chips):
                lines.extend(f"  - {line}" for line in step.lines())
    return lines


def _money(cents: int) -> str:
    return f"{cents // 100}.{cents % 100:02d}"


def deal_lines(deal: Deal) -> list[str]:
    """The deal side by side: each player's stack, chip share and the three methods."""
    chips = sum(line.stack for line in deal.lines)
    terms = deal.terms
    blend = f"Blend ({terms.icm_percent}% ICM)"
    chop = "Chip chop (floor)" if terms.floor else "Chip chop"
    rows = [
        [
            str(i),
            str(line.stack),
            f"{100 * line.stack / chips:.1f}%",
            _money(line.icm),
            _money(line.chip_chop),
            _money(line.blend),
        ]
        for i, line in enumerate(deal.lines, start=1)
    ]
    rows.append(["Total", str(chips), "100.0%", *[_money(deal.dealt)] * 3])
    lines = table(["Player", "Stack", "Chips", "ICM", chop, blend], rows, [False] + [True] * 5)
    if deal.saved:
        lines.append(f"Saved for the winner, played for: {_money(deal.saved)}")
    lines.append(
        "ICM: Malmuth-Harville (each place by the share of the chips left); chip chop: "
        "by the share of the chips"
        + (", after the last place's prize to everyone" if terms.floor else "")
        + "."
    )
    return lines
