"""Draw the hand screen for the README: ``python docs/tooling/screenshot.py [OUT.svg]``.

Four players at a Binglao table (blinds 1/2, Bob short), the roll 3, Bob all in before the
flop, the flop 7♠ 5♦ 2♣ and Cat's bet of 10: Dan is to act and ``x`` has written out the
pot-limit sum. The same hand as the hand screen's snapshot tests, played here in a throwaway
home folder (its own config, rules and database), so the user's history is never touched.
Writes ``docs/images/hand.svg`` unless told another file.
"""

from __future__ import annotations

import asyncio
import os
import random
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "images" / "hand.svg"
SIZE = (100, 32)
STACKS = {"Ann": 200, "Bob": 6, "Cat": 200, "Dan": 150}


async def draw(home: Path, out: Path) -> None:
    """Seat the table, play to Dan's turn on the flop and save the screen as SVG."""
    from binglao_tui.core.engine.table import Seat, TableSetup
    from binglao_tui.core.rules import load_games
    from binglao_tui.tui.app import BinglaoApp
    from binglao_tui.tui.table_memory import save_setup

    config = home / "config"
    game = load_games(include_user=False)["binglao"]
    seats = tuple(Seat(name, stack) for name, stack in STACKS.items())
    save_setup(config, TableSetup(game=game, seats=seats, button="Ann", small_blind=1, big_blind=2))
    app = BinglaoApp(rng=random.Random(7), config=config, cursor_blink=False)
    async with app.run_test(size=SIZE) as pilot:
        # start, roll 3, dealt; preflop: call, call, Bob all in, call, call, check
        for key in ("enter", "3", "enter", "c", "c", "a", "c", "c", "c"):
            await pilot.press(key)
            await pilot.pause()
        await pilot.press("7", "s", "5", "d", "2", "c", "enter", "b", "1", "0", "enter", "x")
        await pilot.pause()
        out.parent.mkdir(parents=True, exist_ok=True)
        app.save_screenshot(filename=out.name, path=str(out.parent))


def main() -> None:
    out = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else OUT
    with tempfile.TemporaryDirectory() as home:
        os.environ["BINGLAO_TUI_CONFIG"] = str(Path(home) / "config")
        os.environ["BINGLAO_TUI_RULES"] = str(Path(home) / "no-user-rules")
        os.environ["BINGLAO_TUI_DB"] = str(Path(home) / "binglao-tui.sqlite3")
        os.environ.pop("NO_COLOR", None)
        asyncio.run(draw(Path(home), out))
    print(out)


if __name__ == "__main__":
    main()
