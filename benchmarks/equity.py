"""All-in equity measurements: this project's exact count against phevaluator and pokerkit.

The heads-up hands are the issue's golden pair, ``Ac Ah Kc Kh`` against ``Jc Td 9d 8h``.

- Ours is timed end to end (``binglao-tui equity ... --json`` as a whole process: start-up,
  reading, counting, writing) and in process (the core call alone, tables already loaded).
- phevaluator has no equity routine: its C Omaha evaluator is called from Python once per
  board and hand over the same 1,086,008 boards (high only: it has no low), and the equities
  it gives are checked against ours.
- pokerkit's ``calculate_equities`` samples boards; it is timed on a few hundred samples and
  its time scaled to the sample count that gives +/- 0.5 percentage points (95%): 38,416.

Times are CPU seconds (user + system) of the process measured, the best of several runs, so
that other work on a shared machine counts against nobody.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from math import ceil

from startup import CLI, _env

from binglao_tui.core.cards import DECK, parse_cards
from binglao_tui.core.equity import AllInPlayer, all_in_equity
from binglao_tui.core.rules import get_game

HANDS = ("Ac Ah Kc Kh", "Jc Td 9d 8h")
FLOP = "Th 7d 2c"
TURN = "Th 7d 2c 5s"
SIX_HANDED = (
    "Ac Ah Kc Kh 2s 3s",
    "Jc Td 9d 8h 7s 6s",
    "Qs Qd Js Ts 4c 4d",
    "9c 8c 7c 6c 5d 5h",
    "As Ad Ks Kd 2h 3h",
    "Qc Qh Jd Jh 9s 9h",
)
MARGIN = 0.005  # +/- 0.5 percentage points
SAMPLES_FOR_MARGIN = ceil((1.96 / MARGIN) ** 2 * 0.25)  # the worst case, an even race: 38,416


@dataclass(frozen=True)
class Process:
    """One command's whole-process figures: best CPU and wall seconds, largest peak memory."""

    cpu: float
    wall: float
    peak_mb: float


def command(game: str, holes: Sequence[str], board: str = "", roll: int | None = None) -> list[str]:
    args = ["equity", "--game", game, "--json"]
    args += ["--roll", str(roll)] if roll is not None else []
    args += ["--board", board] if board else []
    for number, hole in enumerate(holes, start=1):
        args += ["--player", f"P{number}={hole}"]
    return args


GNU_TIME = "/usr/bin/time"


def end_to_end(args: Sequence[str], runs: int) -> Process:
    """``binglao-tui ARGS`` as a whole process."""
    return end_to_end_in_turns([args], runs)[0]


def end_to_end_in_turns(commands: Sequence[Sequence[str]], runs: int) -> list[Process]:
    """Several ``binglao-tui`` commands as whole processes, run in turns (A B C A B C ...) so
    that a change in the machine's load falls on all of them alike; a command that fails
    stops the benchmark.

    The peak memory is read by GNU time where it is installed: a process's recorded peak
    starts from its parent's size at the fork, and this script's own process is large by
    the time it has run phevaluator's enumeration, while ``time`` is small.
    """
    cpu: list[list[float]] = [[] for _ in commands]
    wall: list[list[float]] = [[] for _ in commands]
    peak = [0.0 for _ in commands]
    with tempfile.TemporaryDirectory() as home:
        env = _env(home)
        report = os.path.join(home, "peak")
        wrapper = [GNU_TIME, "-f", "%M", "-o", report] if os.path.exists(GNU_TIME) else []
        for turn in range(runs + 1):  # the first turn warms the file cache and is not counted
            for number, args in enumerate(commands):
                start = time.perf_counter()
                child = subprocess.Popen(
                    [*wrapper, *CLI, *args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env
                )
                _, status, usage = os.wait4(child.pid, 0)  # the usage counts the command under time too
                child.returncode = os.waitstatus_to_exitcode(status)
                if child.returncode != 0:
                    assert child.stderr is not None
                    error = child.stderr.read().decode(errors="replace")
                    raise RuntimeError(f"binglao-tui {' '.join(args)} failed ({child.returncode}):\n{error}")
                if child.stderr is not None:
                    child.stderr.close()
                if wrapper:
                    with open(report) as file:
                        kilobytes = float(file.read().split()[-1])
                else:
                    kilobytes = usage.ru_maxrss
                peak[number] = max(peak[number], kilobytes / 1024)
                if turn:
                    wall[number].append(time.perf_counter() - start)
                    cpu[number].append(usage.ru_utime + usage.ru_stime)
    return [Process(min(cpu[number]), min(wall[number]), peak[number]) for number in range(len(commands))]


def in_process(
    game: str, holes: Sequence[str], board: str = "", roll: int | None = None, repeats: int = 5
) -> float:
    """The core call alone, tables loaded: best CPU seconds."""
    players = [AllInPlayer(f"P{i}", parse_cards(hole)) for i, hole in enumerate(holes)]
    rules = get_game(game, include_user=False)
    cards = parse_cards(board)
    all_in_equity(rules, players, board=cards, roll=roll)
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        all_in_equity(rules, players, board=cards, roll=roll)
        best = min(best, time.process_time() - start)
    return best


def ours_equities(holes: Sequence[str]) -> list[float]:
    players = [AllInPlayer(f"P{i}", parse_cards(hole)) for i, hole in enumerate(holes)]
    return [float(p.equity) for p in all_in_equity(get_game("plo", include_user=False), players).players]


def phevaluator_enumeration(holes: Sequence[str]) -> tuple[float, list[float]] | None:
    """phevaluator's C Omaha routine once per board and hand over every preflop board, heads-up:
    CPU seconds, and the equities it gives."""
    try:
        # The C routine itself: the public evaluate_omaha_cards converts every card in Python
        # first, and that conversion, not the evaluator, would then be most of what is timed.
        from phevaluator._pheval import evaluate_omaha_cards
    except ImportError:
        try:
            from phevaluator import evaluate_omaha_cards
        except ImportError:
            return None
    first, second = ([card.index for card in parse_cards(hole)] for hole in holes)
    # phevaluator numbers the deck as this project does: rank * 4 + suit (clubs, diamonds,
    # hearts, spades), so the deck numbers pass straight through.
    left = [card.index for card in DECK if card.index not in first + second]
    start = time.process_time()
    wins = ties = boards = 0
    for board in combinations(left, 5):
        a = evaluate_omaha_cards(*board, *first)
        b = evaluate_omaha_cards(*board, *second)
        boards += 1
        if a < b:  # a smaller rank is a better hand
            wins += 1
        elif a == b:
            ties += 1
    seconds = time.process_time() - start
    first_equity = (wins + ties / 2) / boards
    return seconds, [first_equity, 1 - first_equity]


def pokerkit_sampled(holes: Sequence[str], samples: int) -> float | None:
    """pokerkit's ``calculate_equities``: CPU seconds a sample, heads-up PLO preflop."""
    try:
        import pokerkit as pk
    except ImportError:
        return None
    ranges = [[tuple(pk.Card.parse(hole.replace(" ", "")))] for hole in holes]
    start = time.process_time()
    pk.calculate_equities(ranges, (), 4, 5, pk.Deck.STANDARD, (pk.OmahaHoldemHand,), sample_count=samples)
    return (time.process_time() - start) / samples
