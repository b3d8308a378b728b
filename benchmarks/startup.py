"""Start-up and end-to-end measurements, each in a fresh process."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

PYTHON = sys.executable
SCRIPT = Path(PYTHON).parent / "binglao-tui"
CLI: list[str] = [str(SCRIPT)] if SCRIPT.exists() else [PYTHON, "-m", "binglao_tui"]

POT = ["pot", "--pot", "100", "--bet", "20"]
SHOWDOWN = [
    "showdown",
    "--game",
    "binglao",
    "--roll",
    "1",
    "--board",
    "7s 5d 2c Kc 9h",
    "--player",
    "A=Ah 3s Kd Qs",
    "--player",
    "B=9d 9s 4h 6h",
    "--pot",
    "100",
]
CLICK = [PYTHON, "-c", "import click"]


def _env(home: str) -> dict[str, str]:
    """A clean environment: the user's config and history stay untouched, and compiled
    modules are written as an installed copy writes them (any value of
    PYTHONDONTWRITEBYTECODE, "0" included, would stop that, so it is removed)."""
    env = dict(os.environ)
    env.update({"HOME": home, "XDG_CONFIG_HOME": home, "XDG_DATA_HOME": home})
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def startup_pair(args: Sequence[str], runs: int = 21) -> tuple[float, float]:
    """Wall times of the command and of bare ``import click``, run in turns; the fastest
    run of each (the least disturbed by anything else the machine is doing)."""
    ours: list[float] = []
    click: list[float] = []
    with tempfile.TemporaryDirectory() as home:
        env = _env(home)
        _checked([*CLI, *args], env)  # it works, and its modules are compiled before the runs
        for _ in range(runs):
            for target, times in (([*CLI, *args], ours), (CLICK, click)):
                start = time.perf_counter()
                subprocess.run(
                    target, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False
                )
                times.append(time.perf_counter() - start)
    return min(ours), min(click)


def imported_top_modules(args: Sequence[str]) -> set[str]:
    """The top-level packages a command imports (from ``python -X importtime``)."""
    with tempfile.TemporaryDirectory() as home:
        done = subprocess.run(
            [PYTHON, "-X", "importtime", "-m", "binglao_tui", *args],
            capture_output=True,
            text=True,
            env=_env(home),
            check=False,
        )
    names = set()
    for line in done.stderr.splitlines():
        if line.startswith("import time:") and "|" in line:
            names.add(line.rsplit("|", 1)[1].strip().split(".")[0])
    return names


_APP_PROBE = """
import asyncio, sys, tempfile, time
from pathlib import Path
from binglao_tui.tui.app import BinglaoApp

async def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        app = BinglaoApp(db=str(Path(folder) / "history.db"), config=Path(folder))
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            print(time.perf_counter(), type(app.screen).__name__, "numpy" in sys.modules, flush=True)

asyncio.run(main())
"""


def app_first_screen(runs: int = 5) -> tuple[float, str, bool]:
    """Seconds from starting Python to the app's first screen being up (fastest run), the
    screen's name, and whether numpy was imported on the way (it must not be).

    The app runs headless (Textual's test driver), so terminal drawing is not counted;
    interpreter start, imports, loading the games and composing the screen are.
    """
    times, screen, numpy = [], "", False
    with tempfile.TemporaryDirectory() as home:
        env = _env(home)
        for _ in range(runs):
            start = time.perf_counter()
            stamp, screen, loaded = _checked([PYTHON, "-c", _APP_PROBE], env).split()[:3]
            numpy = numpy or loaded == "True"
            times.append(float(stamp) - start)
    return min(times), screen, numpy


def _checked(argv: Sequence[str], env: dict[str, str]) -> str:
    """Run ``argv`` to its end and return what it printed; a failure stops the benchmark
    with the command's own error."""
    done = subprocess.run(list(argv), capture_output=True, text=True, env=env, check=False, timeout=600)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} failed ({done.returncode}):\n{done.stderr}")
    return done.stdout


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def jsonl_end_to_end(requests: Sequence[dict[str, Any]], runs: int = 3) -> tuple[float, int]:
    """Showdowns per second through ``binglao-tui showdown --input FILE --json`` (the whole
    process: start-up, reading, judging, writing; its CPU time, so that other work on a
    shared machine does not count), and the number of result lines it printed."""
    with tempfile.TemporaryDirectory() as home:
        source = Path(home) / "showdowns.jsonl"
        source.write_text("".join(json.dumps(r) + "\n" for r in requests))
        env = _env(home)
        best, lines = 0.0, 0
        for _ in range(runs):
            start = _children_cpu()
            out = _checked([*CLI, "showdown", "--input", str(source), "--json"], env)
            elapsed = _children_cpu() - start
            lines = out.count("\n")
            best = max(best, len(requests) / elapsed)
    return best, lines


_MEMORY_PROBE = """
import os, random
from binglao_tui.core.evaluation import high as evaluate
from binglao_tui.core.evaluation import _tables as tables
from binglao_tui.core.cards import DECK
from binglao_tui.core.rules import LowRule

def resident() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")

before = resident()
t = tables.high_tables()
for row in range(len(t.five)):
    t.row(row)
rng = random.Random(1)
for _ in range(30000):
    cards = rng.sample(DECK, 11)
    for rule in LowRule:
        evaluate.best_low(cards[5:], cards[:5], rule)
    evaluate.best_high(cards[5:], cards[:5])
print((resident() - before) / 2**20)
"""


def table_memory_mb() -> float:
    """Resident memory added by unpacking every high row and filling the low tables from
    30,000 random deals under every low rule (MB)."""
    done = subprocess.run([PYTHON, "-c", _MEMORY_PROBE], capture_output=True, text=True, check=True)
    return float(done.stdout.strip())
