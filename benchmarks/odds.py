"""A hand's odds after the fact (issue 28): every street's exact equity and outs.

The hand is the slowest the issue names: heads-up six-card hi-lo (Binglao, roll 3), all in
before the flop and dealt out, so the odds count preflop (658,008 boards), the flop and the
turn, and the outs of every turn and river card, high and low apart. It is played through
the dealer's session into a database of its own, then timed

- in process: the engine's races and the equity's counts (``street_races`` then
  ``street_odds``), the tables already loaded: best CPU seconds of several runs;
- end to end: ``binglao-tui history odds 1 --json`` as a whole process, beside the same
  hand's preflop equity alone (``equity --json``), run in turns: what the flop, the turn and
  every out add to the one count the live panel makes.

A three-way six-card hi-lo hand with a side pot is timed in process too, for scale.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from equity import Process, command, end_to_end_in_turns

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.engine.streets import street_races
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.equity.odds import street_odds
from binglao_tui.core.rules import load_games
from binglao_tui.session import DealerSession

GAMES = load_games(include_user=False)
HEADS_UP = {"Ann": "Ah 3h Kc Kd 9s Th", "Bob": "As 2s Qd Qc 7c 8d"}
THREE_WAY = {"Ann": "Ah 2h 3c Kd 9s 9d", "Bob": "As 2s Qd Qc 4h 6h", "Cy": "Jh Td 9c 8s 7d 7c"}
BOARD = ("7h 5d 4c", "Qh", "2d")


def _play(session: DealerSession, holes: dict[str, str]) -> Hand:
    """Roll 3, all in before the flop, the hands tabled, the board dealt out."""
    steps = [Action.roll(3), Action.deal_hole()]
    if len(holes) == 2:  # Ann on the button (the small blind) raises to 6, Bob all in, called
        steps += [Action.raise_to("Ann", 6), Action.all_in("Bob"), Action.call("Ann")]
    else:  # Ann all in for 6, Bob all in for 20, Cy calls
        steps += [Action.all_in("Ann"), Action.all_in("Bob"), Action.call("Cy")]
    steps += [Action.show(name, parse_cards(cards)) for name, cards in holes.items()]
    steps += [Action.deal_board(parse_cards(cards)) for cards in BOARD]
    for action in steps:
        refusal = session.apply(action)
        assert refusal is None, (action, refusal)
    hand = session.hand
    assert hand is not None
    assert hand.is_complete
    return hand


def stored_hand(path: Path, holes: dict[str, str], stacks: dict[str, int]) -> Hand:
    """The hand played through the dealer's session into the database at ``path``."""
    table = TableSetup(
        GAMES["binglao"], tuple(Seat(n, s) for n, s in stacks.items()), next(iter(stacks)), 1, 2
    )
    session = DealerSession.open(table, path, GAMES)
    try:
        assert session.deal() is None
        hand = _play(session, holes)
        session.finish()
        return hand
    finally:
        session.close()


def in_process(hand: Hand, repeats: int = 5) -> float:
    """Every street's odds of ``hand``, tables loaded: best CPU seconds."""
    game = hand.setup.game
    street_odds(game, street_races(hand))
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        street_odds(game, street_races(hand))
        best = min(best, time.process_time() - start)
    return best


def measured(runs: int) -> tuple[float, float, Process, Process]:
    """In process: the heads-up hand and the three-way one; end to end: ``history odds``
    of the heads-up hand and ``equity`` of its preflop, run in turns."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "odds.sqlite3"
        heads_up = stored_hand(path, HEADS_UP, {"Ann": 18, "Bob": 18})
        three = stored_hand(Path(folder) / "three.sqlite3", THREE_WAY, {"Ann": 6, "Bob": 20, "Cy": 20})
        whole, preflop = end_to_end_in_turns(
            [
                ["history", "odds", "1", "--json", "--db", str(path)],
                command("binglao", list(HEADS_UP.values()), roll=3),
            ],
            runs,
        )
        return in_process(heads_up), in_process(three), whole, preflop
