"""The club's book at the scale of years: ``.venv/bin/python benchmarks/book_scale.py``.

A weekly game for ten years is about 500 sessions and 50,000 hands. This script makes
such a database (a real SQLite file, in a temporary folder unless ``--db``): 500 sessions
of 100 hands each among 24 regulars, eight a night, with re-buys, one session in ten a
tournament played to its end, every session ended as the app ends it. The hands' records
are a real hand's, dealt through the engine, with each night's names and stacks.

It then times, as whole processes (start-up included) over several runs, beside the same
commands on an empty database:

- ``binglao-tui book --json`` and ``league --json``: the first read after the sessions
  were ended without their book's lines (the lines of 500 sessions written once), then
  every read after;
- ``binglao-tui history list`` (the latest page) and ``history list --json`` (every hand,
  written as read);

and, inside one process, the app's hand history (F5) opening on the latest hands, and
the book (F10). No test times anything: the figures go to docs/performance.md.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand, Phase
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import load_games
from binglao_tui.core.tournament.entries import EntryTerms
from binglao_tui.core.tournament.schedule import Level, Schedule
from binglao_tui.core.tournament.tournament import Tournament
from binglao_tui.store.db import Database
from binglao_tui.store.recording import result_from_hand

SESSIONS = 500
HANDS = 100
SEATS = 8
REGULARS = tuple(
    f"{name}"
    for name in (
        "Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou",
        "Max", "Ned", "Oli", "Pat", "Quin", "Ray", "Sue", "Tom", "Uma", "Vic", "Wes", "Zoe",
    )
)  # fmt: skip
BUY_IN = 200
FIRST_NIGHT = date(2016, 1, 7)
BIN = [sys.executable, "-m", "binglao_tui.cli"]


def _a_real_hand() -> dict[str, Any]:
    """One hand dealt through the engine to a showdown: its setup and its record."""
    games = load_games(include_user=False)
    names = [f"P{i}" for i in range(SEATS)]
    setup = TableSetup(games["plo"], tuple(Seat(n, BUY_IN) for n in names), names[0], 1, 2)
    hand = Hand.start(setup)
    rng = random.Random(7)
    from binglao_tui.core.cards import DECK

    deck = list(DECK)
    rng.shuffle(deck)
    while not hand.is_complete:
        phase = hand.phase
        if phase is Phase.DEAL_HOLE:
            name = next(p.name for p in hand.players if p.hole is None)
            hand = hand.apply(Action.deal_hole(name, [deck.pop() for _ in range(hand.hole_cards)]))
        elif phase is Phase.DEAL_BOARD:
            hand = hand.apply(Action.deal_board([deck.pop() for _ in range(3 if not hand.board else 1)]))
        elif phase is Phase.SHOWDOWN:
            assert hand.actor is not None
            hand = hand.apply(Action.show(hand.actor))
        else:
            options = hand.legal()
            assert options is not None
            move = Action.check(options.player) if options.can_check else Action.call(options.player)
            hand = hand.apply(move)
    return {"setup": setup.to_dict(), "result": result_from_hand(hand).to_dict()}


def _tournament(players: Sequence[str]) -> Tournament:
    """A tournament among ``players`` played to its end: one goes out each hand."""
    schedule = Schedule((Level(1, 20, 100, 200), Level(2, 20, 200, 400)), denominations=(25, 100))
    t = Tournament.start(schedule, EntryTerms(buy_in=2000, chips=1000), tuple(players))
    number = 0
    while not t.over:
        stacks = dict(t.stacks)
        alive = [p for p in t.alive if stacks.get(p, 0) > 0]
        loser, winner = alive[-1], alive[0]
        end = dict(stacks)
        end[winner] += end[loser]
        end[loser] = 0
        number += 1
        t = t.after_hand(number, stacks, end)
    return t


def build(path: Path, sessions: int = SESSIONS, hands: int = HANDS, seed: int = 27) -> None:
    """Make the database: ``sessions`` ended sessions of ``hands`` hands each."""
    rng = random.Random(seed)
    template = _a_real_hand()
    db = Database.open(path)
    conn = db.conn
    hand_id = 0
    with db.transaction():
        for session in range(1, sessions + 1):
            day = (FIRST_NIGHT + timedelta(weeks=session - 1)).isoformat()  # a weekly game
            start, end = f"{day}T19:00:00+00:00", f"{day}T23:30:00+00:00"
            conn.execute("INSERT INTO sessions (id, started_at) VALUES (?, ?)", (session, start))
            players = rng.sample(REGULARS, SEATS)
            stacks = dict.fromkeys(players, BUY_IN)
            conn.executemany(
                "INSERT INTO ledger (session_id, player, kind, amount, hand_id, at) "
                "VALUES (?, ?, 'buy-in', ?, NULL, ?)",
                [(session, p, BUY_IN, start) for p in players],
            )
            hand_rows, stack_rows, ledger_rows = [], [], []
            for number in range(1, hands + 1):
                hand_id += 1
                before = dict(stacks)
                winner, *losers = rng.sample(players, 3)
                for loser in losers:
                    take = min(stacks[loser], rng.randint(2, 40))
                    stacks[loser] -= take
                    stacks[winner] += take
                result = dict(template["result"])
                won = stacks[winner] - before[winner]
                result.update(
                    players=players,
                    starting_stacks=[before[p] for p in players],
                    finishing_stacks=[stacks[p] for p in players],
                    shown={},
                    pots=[{"amount": won * 3 // 2, "eligible": [winner, *losers]}],
                    pot_winners=[[winner]],
                    payouts={winner: won * 3 // 2},
                    returned={},
                )
                setup = dict(template["setup"])
                setup["seats"] = [{"name": p, "stack": before[p]} for p in players]
                setup["button"] = players[number % SEATS]
                hand_rows.append(
                    (hand_id, session, number, json.dumps(setup), start, end, json.dumps(result))
                )
                stack_rows += [(hand_id, seat, p, stacks[p]) for seat, p in enumerate(players, start=1)]
                for p in players:
                    if stacks[p] < 10:  # busted: buys again, booked after this hand
                        ledger_rows.append((session, p, "re-buy", BUY_IN, hand_id, end))
                        stacks[p] += BUY_IN
            conn.executemany(
                "INSERT INTO hands (id, session_id, number, status, game, setup, started_at, ended_at, "
                "board, result) VALUES (?, ?, ?, 'finished', 'plo', ?, ?, ?, 'Ah Kd 7c 2s 9h', ?)",
                hand_rows,
            )
            conn.executemany(
                "INSERT INTO stacks (hand_id, seat, player, stack) VALUES (?, ?, ?, ?)", stack_rows
            )
            conn.executemany(
                "INSERT INTO ledger (session_id, player, kind, amount, hand_id, at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                ledger_rows,
            )
            if session % 10 == 0:
                t = _tournament(players)
                conn.execute(
                    "INSERT INTO tournaments (session_id, status, state, revision, seen_at, created_at, "
                    "ended_at) "
                    "VALUES (?, 'finished', ?, 1, 0, ?, ?)",
                    (session, json.dumps(t.to_dict()), start, end),
                )
            conn.execute("UPDATE sessions SET ended_at = ? WHERE id = ?", (end, session))
    db.close()


def _time(args: list[str], runs: int) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU seconds (user and system) of each run of ``binglao-tui ARGS`` as
    its own process: on a shared machine the CPU time is what the command costs, the wall
    time what a user waits."""
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        began = time.perf_counter()
        done = subprocess.run([*BIN, *args], capture_output=True, check=False)
        walls.append(time.perf_counter() - began)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        if done.returncode:
            raise SystemExit(f"{' '.join(args)} failed: {done.stderr.decode()}")
    return walls, cpus


def _ms(figures: tuple[Sequence[float], Sequence[float]]) -> str:
    """The median wall time (min) and the median CPU time."""
    walls, cpus = figures
    return (
        f"{1000 * statistics.median(walls):6.0f} ms (min {1000 * min(walls):.0f}), "
        f"CPU {1000 * statistics.median(cpus):.0f} ms"
    )


async def _app_windows(path: Path) -> tuple[float, float, int]:
    """Seconds for the app's history (F5) and book (F10) to be up with their rows, and the
    history's rows shown."""
    from textual.widgets import DataTable

    os.environ["BINGLAO_TUI_DB"] = str(path)
    from binglao_tui.tui.app import BinglaoApp
    from binglao_tui.tui.screens.book import BookScreen
    from binglao_tui.tui.screens.history import HistoryScreen

    app = BinglaoApp(config=Path(tempfile.mkdtemp()))
    async with app.run_test(size=(80, 24)) as pilot:
        while not app.journal_ready:
            await pilot.pause()
        began = time.perf_counter()
        await pilot.press("f5")
        while not isinstance(app.screen, HistoryScreen) or not app.screen.query_one(DataTable).row_count:
            await pilot.pause(0.001)
        history = time.perf_counter() - began
        rows = app.screen.query_one(DataTable).row_count
        await pilot.press("escape")
        await pilot.pause()
        began = time.perf_counter()
        await pilot.press("f10")
        while not isinstance(app.screen, BookScreen):
            await pilot.pause(0.001)
        await pilot.pause()
        book = time.perf_counter() - began
    return history, book, rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", type=Path, help="Make (or reuse) the big database here.")
    parser.add_argument("--runs", type=int, default=11, help="Runs of each command (default 11).")
    parser.add_argument("--sessions", type=int, default=SESSIONS)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="binglao-book-"))
    big = args.db or folder / "years.sqlite3"
    empty = folder / "empty.sqlite3"
    Database.open(empty).close()
    if not big.exists():
        began = time.perf_counter()
        build(big, args.sessions)
        print(
            f"made {big}: {args.sessions} sessions, {args.sessions * HANDS:,} hands "
            f"in {time.perf_counter() - began:.1f} s"
        )
    size = big.stat().st_size / 2**20
    print(f"database: {size:.1f} MiB; {args.runs} runs each, whole processes: median wall (min), median CPU")
    print(f"load average before: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    first = _time(["--db", str(big), "book", "--json"], 1)
    print(f"{'book --json, first (lines written)':36} {_ms(first)}")
    for label, command in (
        ("book --json", ["book", "--json"]),
        ("league --json", ["league", "--season", "2020", "--json"]),
        ("history list (the latest page)", ["history", "list"]),
        ("history list --json (every hand)", ["history", "list", "--json"]),
        ("ledger --json (the latest session)", ["ledger", "--json"]),
    ):
        runs = args.runs if "every hand" not in label else 3
        ours = _time(["--db", str(big), *command], runs)
        bare = _time(["--db", str(empty), *command], runs)
        print(f"{label:36} {_ms(ours)}  | empty: {_ms(bare)}")
    print(f"load average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    history, book, rows = asyncio.run(_app_windows(big))
    print(f"{'app: F5 history up with its rows':36} {1000 * history:6.0f} ms ({rows} rows: the latest page)")
    print(f"{'app: F10 book up':36} {1000 * book:6.0f} ms")


if __name__ == "__main__":
    main()
