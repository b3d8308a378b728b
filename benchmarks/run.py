"""The benchmark suite: ``.venv/bin/python benchmarks/run.py`` prints one table.

It measures this project against pokerkit, eval7 (its C five-card evaluator tried on
every 2 + 3 combination) and phevaluator (its native four-card Omaha routine) on the
same seeded deals, plus the start-up of the command line and of the app, and checks each
against the targets of issue 6; the all-in equity (issue 12) against phevaluator's C
evaluator called per board and pokerkit's sampling (see ``equity.py``); and how soon the
table display (issue 13) shows a step the dealer commits (see ``display.py``). The peers are
the optional ``bench`` extras (``pip install -e '.[bench]'``); a missing peer shows "-".
A command of the project that fails stops the suite with its error.

``--quick`` uses fewer deals and runs (for a smoke test); ``--markdown`` prints the table
as Markdown (for ``docs/performance.md``, the one home of the figures); ``--only PART``
runs one part (evaluators, showdown, startup, equity, odds: a hand's odds street by street,
see ``odds.py``; display or keys: the app's keys in a terminal against a bare Textual app,
see ``tui_keys.py``).
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import display  # the sibling modules of this script
import equity
import evaluators
import odds
import startup
import tui_keys

PEERS = ("pokerkit", "eval7", "phevaluator")


@dataclass
class Row:
    """One line of the table."""

    name: str
    ours: str
    peers: dict[str, str] = field(default_factory=dict)
    target: str = ""
    result: str = ""


def _rate(value: float) -> str:
    return f"{value:,.0f}/s"


def _peer(ours: float, theirs: float | None) -> str:
    """A peer's rate and how many times faster we are."""
    if theirs is None:
        return "-"
    return f"{theirs:,.0f}/s (us ×{ours / theirs:,.1f})"


def _verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def evaluator_rows(quick: bool) -> list[Row]:
    rows = []
    deals_ours = 600 if quick else 5000
    deals_pk = 20 if quick else 150
    deals_e7 = 100 if quick else 800
    targets = {4: 250_000, 5: None, 6: 80_000}
    for hole_cards in (4, 5, 6):
        deals = evaluators.make_deals(deals_ours, hole_cards)
        ours = evaluators.ours_high(deals)
        peers = {
            "pokerkit": evaluators.pokerkit_high(deals[:deals_pk]),
            "eval7": evaluators.eval7_high(deals[:deals_e7]),
            "phevaluator": evaluators.phevaluator_high(deals),
        }
        target = targets[hole_cards]
        rows.append(
            Row(
                f"Omaha high, {hole_cards} hole cards, 6 hands a board (evaluations)",
                _rate(ours),
                {k: _peer(ours, v) for k, v in peers.items()},
                f">= {target:,}/s" if target else "",
                _verdict(ours >= target) if target else "",
            )
        )
    deals = evaluators.make_deals(deals_ours * 3, 4, players=1)
    ours = evaluators.ours_high(deals)
    rows.append(
        Row(
            "Omaha high, 4 hole cards, 1 hand a board (evaluations)",
            _rate(ours),
            {"phevaluator": _peer(ours, evaluators.phevaluator_high(deals))},
            ">= 250,000/s",
            _verdict(ours >= 250_000),
        )
    )
    return rows


def showdown_rows(quick: bool) -> list[Row]:
    deals = evaluators.make_deals(300 if quick else 3000, 6)
    rows = []
    ours = evaluators.ours_showdown(deals)
    pk = evaluators.pokerkit_showdown(deals[: 10 if quick else 40])
    rows.append(
        Row(
            "Showdown 6 x 6 hi-lo 8, full ruling, in process",
            _rate(ours),
            {"pokerkit": _peer(ours, pk)},
            ">= 10,000/s",
            _verdict(ours >= 10_000),
        )
    )
    requests = evaluators.showdown_requests(evaluators.make_deals(1000 if quick else 6000, 6, seed=7))
    name = "Showdown 6 x 6 hi-lo 8, `showdown --input FILE --json`, end to end"
    rate, lines = startup.jsonl_end_to_end(requests, runs=1 if quick else 3)
    ok = rate >= 4_000 and lines == len(requests)
    note = "" if lines == len(requests) else f" ({lines} of {len(requests)} lines!)"
    rows.append(Row(name, _rate(rate) + note, {}, ">= 4,000/s", _verdict(ok)))
    return rows


def startup_rows(quick: bool) -> list[Row]:
    rows = []
    runs = 7 if quick else 21
    for label, args in (
        ("pot", startup.POT),
        ("showdown", startup.SHOWDOWN),
        ("showdown --json", [*startup.SHOWDOWN, "--json"]),
    ):
        name = f"Start-up: `binglao-tui {label} ...` vs `python -c 'import click'`"
        ours, click = startup.startup_pair(args, runs)
        ratio = ours / click
        loaded = startup.imported_top_modules(args)
        heavy = [name for name in ("textual", "numpy") if name in loaded]
        text = f"{ours * 1000:.0f} ms = {ratio:.2f} x click ({click * 1000:.0f} ms)"
        text += f"; imports {' and '.join(heavy)}!" if heavy else "; no textual, no numpy"
        rows.append(
            Row(name, text, {}, "<= 1.6 x, no textual, no numpy", _verdict(ratio <= 1.6 and not heavy))
        )
    seconds, screen, numpy = startup.app_first_screen(3 if quick else 5)
    name = "Start-up: the app's first screen (headless)"
    text = f"{seconds * 1000:.0f} ms ({screen}; {'imports numpy!' if numpy else 'no numpy'})"
    rows.append(Row(name, text, {}, "< 1 s, no numpy", _verdict(seconds < 1.0 and not numpy)))
    memory = startup.table_memory_mb()
    rows.append(
        Row(
            "Lookup tables, resident memory when all filled",
            f"{memory:.1f} MB",
            {},
            "<= 50 MB",
            _verdict(memory <= 50),
        )
    )
    return rows


def _seconds(value: float) -> str:
    return f"{value:.3f} s"


def _equity_peers(hands: Sequence[str], cpu: float, quick: bool) -> tuple[dict[str, str], bool]:
    """phevaluator's and pokerkit's times for the heads-up preflop count beside ours (``cpu``
    seconds), and whether phevaluator (when here) took at least 3 times as long with the same
    equities."""
    peers = {}
    slower = True
    checked = equity.phevaluator_enumeration(hands)
    if checked is not None:
        seconds, theirs = checked
        same = all(abs(a - b) < 1e-12 for a, b in zip(theirs, equity.ours_equities(hands), strict=True))
        peers["phevaluator"] = f"{_seconds(seconds)}, C per board (us ×{seconds / cpu:.1f})"
        peers["phevaluator"] += "" if same else "; equities differ!"
        slower = seconds >= 3 * cpu and same
    per_sample = equity.pokerkit_sampled(hands, 60 if quick else 400)
    if per_sample is not None:
        total = per_sample * equity.SAMPLES_FOR_MARGIN
        peers["pokerkit"] = (
            f"{total:,.0f} s for {equity.SAMPLES_FOR_MARGIN:,} samples, ±0.5 pp (us ×{total / cpu:,.0f})"
        )
    return peers, slower


def equity_rows(quick: bool) -> list[Row]:
    runs = 3 if quick else 7
    hands = equity.HANDS
    name = "Equity: heads-up PLO preflop, high only, all 1,086,008 boards, `equity --json` end to end"
    ours = equity.end_to_end(equity.command("plo", hands), runs)
    rows = []
    peers, peers_slower = _equity_peers(hands, ours.cpu, quick)
    fast_enough = ours.cpu < 0.3 and peers_slower
    text = f"{_seconds(ours.cpu)} (wall {_seconds(ours.wall)}, {ours.peak_mb:.0f} MB)"
    rows.append(Row(name, text, peers, "< 0.3 s, >= 3 x phevaluator", _verdict(fast_enough)))

    hi_lo = equity.end_to_end(equity.command("plo8", hands), runs)
    rows.append(
        Row(
            "Equity: the same hands hi-lo 8 (plo8), end to end",
            f"{_seconds(hi_lo.cpu)} (wall {_seconds(hi_lo.wall)}, {hi_lo.peak_mb:.0f} MB)",
            {},
            "< 0.5 s",
            _verdict(hi_lo.cpu < 0.5),
        )
    )
    small = [
        ("the same hands on a Th 7d 2c flop (820 boards)", "plo", hands, equity.FLOP, None),
        ("the same hands on a Th 7d 2c 5s turn (40 boards)", "plo", hands, equity.TURN, None),
        ("six-handed six-card Binglao (roll 6) preflop (4,368 boards)", "binglao", equity.SIX_HANDED, "", 6),
        (
            "six-handed six-card Binglao (roll 3, hi-lo 8) preflop (4,368 boards)",
            "binglao",
            equity.SIX_HANDED,
            "",
            3,
        ),
    ]
    # The start-up: the same command on a complete board (one board to judge), run in turns
    # with the small all-ins so that the machine's load falls on all alike.
    river, *wholes = equity.end_to_end_in_turns(
        [equity.command("plo", hands, "Th 7d 2c 5s 9h")]
        + [equity.command(game, holes, board, roll) for _, game, holes, board, roll in small],
        runs + 2,
    )
    rows.append(
        Row("Equity: start-up, the same hands on a complete board (1 board), end to end", _seconds(river.cpu))
    )
    peak = max(ours.peak_mb, river.peak_mb, hi_lo.peak_mb)
    for (label, game, holes, board, roll), whole in zip(small, wholes, strict=True):
        counted = equity.in_process(game, holes, board, roll)
        peak = max(peak, whole.peak_mb)
        over = whole.cpu - river.cpu
        text = f"{counted * 1000:.1f} ms in process; {_seconds(whole.cpu)} end to end ({over * 1000:+.0f} ms)"
        rows.append(
            Row(f"Equity: {label}", text, {}, "< 50 ms + start-up", _verdict(counted < 0.05 and over < 0.05))
        )
    worst = equity.end_to_end(equity.command("plo8-regular", hands), runs)
    peak = max(peak, worst.peak_mb)
    rows.append(
        Row(
            "Equity: heads-up preflop, hi-lo with no qualifier (plo8-regular), end to end",
            f"{_seconds(worst.cpu)} (wall {_seconds(worst.wall)})",
        )
    )
    rows.append(
        Row("Equity: peak memory of every run above", f"{peak:.0f} MB", {}, "< 200 MB", _verdict(peak < 200))
    )
    return rows


def display_rows(quick: bool) -> list[Row]:
    """The table display: its looks at the journal against the dealer's own step, and how
    soon a step is on its screen."""
    idle, news, dealt = display.follower_costs(1 if quick else 3)
    rows = [
        Row(
            "Display: a look at the journal with no news (4 a second)",
            f"{idle * 1e6:,.0f} us",
            {},
            "< 1 ms",
            _verdict(idle < 0.001),
        ),
        Row(
            "Display: reading and replaying a new step vs the dealer's step (engine + synced write)",
            f"{news * 1000:.1f} ms = {news / dealt:.2f} x the dealer's {dealt * 1000:.1f} ms",
            {},
            "< 50 ms",
            _verdict(news < 0.05),
        ),
    ]
    median, worst = display.screen_latency()
    rows.append(
        Row(
            "Display: the dealer's step to the new pot on the screen (headless, a hand's steps)",
            f"median {median * 1000:.0f} ms, worst {worst * 1000:.0f} ms",
            {},
            f"< {display.TARGET_SECONDS} s",
            _verdict(worst < display.TARGET_SECONDS),
        )
    )
    return rows


def keys_rows(quick: bool) -> list[Row]:
    """The app's keys and first screen in a terminal of 80 x 24 against a bare Textual app
    (see ``tui_keys.py``): CPU time per key, wall time to the first paint."""
    results, (ours, bare) = tui_keys.measure(quick)
    rows = []
    for result in results:
        text = (
            f"{result.ours_median * 1000:.1f} ms a key = {result.ratio:.2f} x bare Textual "
            f"({result.bare_median * 1000:.1f} ms)"
        )
        ok = result.ratio <= tui_keys.TARGET
        rows.append(Row(f"Keys: {result.name}, CPU", text, {}, f"<= {tui_keys.TARGET} x", _verdict(ok)))
    wall = ours.wall / bare.wall
    text = (
        f"{ours.wall * 1000:.0f} ms = {wall:.2f} x bare Textual ({bare.wall * 1000:.0f} ms); "
        f"CPU {ours.cpu * 1000:.0f} ms = {ours.cpu / bare.cpu:.2f} x"
    )
    rows.append(
        Row(
            "Keys: start-up to the first paint, 80 x 24 terminal",
            text,
            {},
            f"<= {tui_keys.TARGET} x",
            _verdict(wall <= tui_keys.TARGET),
        )
    )
    return rows


def odds_rows(quick: bool) -> list[Row]:
    """A hand's odds street by street (issue 28): the heads-up six-card hi-lo hand, in
    process and end to end beside its preflop count alone; a three-way hand for scale."""
    heads_up, three, whole, preflop = odds.measured(3 if quick else 7)
    name = "Odds: a heads-up six-card hi-lo hand, every street and every out"
    rows = [Row(f"{name}, in process", _seconds(heads_up), {}, "<= 1 s", _verdict(heads_up <= 1))]
    text = f"{_seconds(whole.cpu)} (wall {_seconds(whole.wall)}, {whole.peak_mb:.0f} MB)"
    text += f"; its preflop count alone {_seconds(preflop.cpu)} (×{whole.cpu / preflop.cpu:.1f})"
    rows.append(
        Row(f"{name}, `history odds --json` end to end", text, {}, "<= 1 s", _verdict(whole.cpu <= 1))
    )
    rows.append(Row("Odds: a three-way six-card hi-lo hand with a side pot, in process", _seconds(three)))
    return rows


def machine() -> str:
    model = platform.processor() or "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{os.cpu_count()} cores ({model}), Python {platform.python_version()}, {platform.system()}"


def render(rows: list[Row], markdown: bool) -> str:
    header = ["Benchmark", "binglao-tui", *PEERS, "Target", "Result"]
    table = [
        [r.name, r.ours, *(r.peers.get(p, "-") for p in PEERS), r.target or "-", r.result or "-"]
        for r in rows
    ]
    if markdown:
        lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        lines += ["| " + " | ".join(cells) + " |" for cells in table]
        return "\n".join(lines)
    widths = [max(len(str(c)) for c in col) for col in zip(header, *table, strict=True)]

    def line(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip()

    return "\n".join([line(header), line(["-" * w for w in widths]), *(line(c) for c in table)])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="fewer deals and runs (a smoke test)")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    parser.add_argument(
        "--only",
        choices=["evaluators", "showdown", "startup", "equity", "odds", "display", "keys"],
        help="run one part",
    )
    args = parser.parse_args()

    parts = {
        "evaluators": evaluator_rows,
        "showdown": showdown_rows,
        "startup": startup_rows,
        "equity": equity_rows,
        "odds": odds_rows,
        "display": display_rows,
        "keys": keys_rows,
    }
    wanted = [args.only] if args.only else list(parts)
    checked = 50 if args.quick else 300
    disagreements = 0
    if "evaluators" in wanted:
        disagreements = evaluators.eval7_disagreements(evaluators.make_deals(checked, 6, seed=3))
    rows = [row for part in wanted for row in parts[part](args.quick)]
    options = (" --quick" if args.quick else "") + (f" --only {args.only}" if args.only else "")
    facts = [
        f"Machine: {machine()}, load average {os.getloadavg()[0]:.1f} at the end",
        f"Command: `{Path(sys.executable).name} benchmarks/run.py{options}`",
    ]
    if "evaluators" in wanted:
        facts.append(
            f"Cross-check: deals where eval7 names other high winners than ours: {disagreements} of {checked}"
        )
    if "equity" in wanted:
        facts.append("Cross-check: phevaluator's heads-up preflop equities are checked against ours (row 1)")
    print("\n".join(f"- {fact}" if args.markdown else fact for fact in facts))
    print()
    print(render(rows, args.markdown))
    failed = [r.name for r in rows if r.result == "FAIL"] + (["eval7 cross-check"] if disagreements else [])
    print()
    print("All targets met." if not failed else f"Not met: {'; '.join(failed)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
