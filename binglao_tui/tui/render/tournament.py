"""A tournament's schedule, players and money as lines of text for the tournament screens."""

from __future__ import annotations

from collections.abc import Sequence

from binglao_tui.core.entry import printable
from binglao_tui.core.tournament.planner import Plan
from binglao_tui.core.tournament.prizes import money_text
from binglao_tui.core.tournament.records import ordinal
from binglao_tui.core.tournament.schedule import AnteKind, Break, Level, Schedule
from binglao_tui.core.tournament.tournament import Tournament
from binglao_tui.store.tournament_sheet import tournament_sheet
from binglao_tui.tui.render.clock import chips_text


def columns(
    header: Sequence[str], rows: Sequence[Sequence[str]], right: Sequence[bool], gap: str = "  "
) -> list[str]:
    """Rows padded to their widest cell (numbers flush right), ``gap`` between cells."""
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    return [
        gap.join(
            cell.rjust(width) if flush else cell.ljust(width)
            for cell, width, flush in zip(row, widths, right, strict=True)
        ).rstrip()
        for row in [header, *rows]
    ]


def schedule_lines(schedule: Schedule, current: int | None = None) -> list[str]:
    """The levels and breaks with their start times; ``current`` (a schedule position)
    is marked with an arrow; without one (the setup's plan, 36 columns wide at 80x24)
    there is no mark column and one space between cells. A break's colour-up is written
    where a level's blinds are, not in a column of its own: the table was too wide for
    the plan at 80x24 and wrapped its ante column onto extra rows."""
    kind = schedule.ante_kind
    ante = {AnteKind.ANTE: "Ante", AnteKind.BIG_BLIND_ANTE: "BB ante"}.get(kind)
    header = [" ", "Level", "Starts", "Min", "Blinds", *([ante] if ante else [])]
    rows = []
    colour_ups: dict[int, str] = {}
    for index, (item, start) in enumerate(zip(schedule.items, schedule.starts(), strict=True)):
        mark = ">" if index == current else " "
        starts = f"{start // 60}:{start % 60:02d}"
        if isinstance(item, Level):
            antes = [chips_text(item.ante) if item.ante else "-"] if ante else []
            blinds = f"{chips_text(item.small_blind)}/{chips_text(item.big_blind)}"
            rows.append([mark, str(item.number), starts, str(item.minutes), blinds, *antes])
        else:
            if item.colour_up:
                colour_ups[index + 1] = "colour up the " + " and ".join(f"{d}s" for d in item.colour_up)
            rows.append([mark, "break", starts, str(item.minutes), "", *([""] if ante else [])])
    right = [False, False, True, True, True, *([True] if ante else [])]
    if current is None:
        lines = [line[2:] for line in columns(header, rows, right, gap=" ")]
    else:
        lines = columns(header, rows, right)
    return [f"{line}  {colour_ups[i]}" if i in colour_ups else line for i, line in enumerate(lines)]


def plan_lines(plan: Plan) -> list[str]:
    """The starting stack to hand out and the schedule of a plan."""
    stack = plan.starting_stack
    chips = ", ".join(f"{n} x {d}" for d, n in stack.chips)
    lines = [f"Hand each player {chips} ({chips_text(stack.value)} chips)."]
    box = ", ".join(f"{n} x {d}" for d, n in plan.left_in_box())
    lines.append(f"Left in the box: {box}.")
    lines.append(f"{plan.schedule.total_minutes} minutes in all, {plan.schedule.ante_kind.words}.")
    joined = plan.schedule.joined_levels()  # as the command line's plan says it
    if joined is not None:
        lines.append(joined)
    lines.append("")
    return lines + schedule_lines(plan.schedule)


def players_lines(tournament: Tournament) -> list[str]:
    """Each player's place (or chips), entries, money paid and won, best first."""
    chips = dict(tournament.stacks)
    counts: dict[str, int] = {}
    for entry in tournament.entries:
        counts[entry.player] = counts.get(entry.player, 0) + 1
    rows = [
        [
            printable(line.player),
            line.place,
            chips_text(chips[line.player]) if line.player in chips else "-",
            str(counts.get(line.player, 0)),
            money_text(line.paid),
            money_text(line.won),
            money_text(line.net),
        ]
        for line in tournament.results()
    ]
    header = ["Player", "Place", "Chips", "Entries", "Paid", "Won", "Net"]
    return columns(header, rows, [False, False, True, True, True, True, True])


def pool_lines(tournament: Tournament) -> list[str]:
    """The money collected, the house fee, the pool and each paid place's prize."""
    pool = tournament.pool
    lines = [
        f"Collected {money_text(pool.collected)} · house fee {money_text(pool.house_fee)} · "
        f"prize pool {money_text(pool.pool)}"
    ]
    prizes = tournament.place_prizes()
    paid = [f"{ordinal(i)} {money_text(p)}" for i, p in enumerate(prizes, start=1) if p]
    lines.append("Prizes: " + (", ".join(paid) if paid else "none yet"))
    return lines


def break_position(schedule: Schedule, index: int) -> str:
    """``break 2 (after level 6)`` for the break at schedule position ``index``."""
    before = [i for i in schedule.items[:index] if isinstance(i, Level)]
    after = f" (after level {before[-1].number})" if before else ""
    item = schedule.items[index]
    assert isinstance(item, Break)
    return f"break {schedule.break_number(index)}{after}"


def ledger_lines(tournament: Tournament) -> list[str]:
    """The players' lines, the pool, and the settlement once the tournament is over."""
    sheet = tournament_sheet(tournament)
    lines = [*players_lines(tournament), "", *pool_lines(tournament), ""]
    if not sheet.over:
        return [*lines, "Still playing: who pays whom is settled when it is over."]
    if sheet.problem:
        return [*lines, f"Cannot settle: {sheet.problem}."]
    if not sheet.transfers:
        return [*lines, "Everyone is square: nobody pays anybody."]
    lines.append("Settlement (fewest payments):")
    lines += [
        f"  {printable(t.payer)} pays {printable(t.payee)} {money_text(t.amount)}" for t in sheet.transfers
    ]
    return lines
