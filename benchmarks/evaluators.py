"""Throughput measurements: this project's evaluator and judge against the peers.

Every measurement uses the same seeded deals (a board and six hands per deal). A rate
counts one player's best Omaha high (every two-hole by three-board combination) as one
evaluation. The peers are optional: a missing one gives ``None`` ("not installed").
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from binglao_tui.core.cards import DECK, Card
from binglao_tui.core.evaluation import high as evaluate
from binglao_tui.core.explain import judge_and_explain as judge
from binglao_tui.core.rules import get_game
from binglao_tui.core.showdown import Contender

SEED = 20260928
PLAYERS = 6


@dataclass(frozen=True)
class Deal:
    """One deal: a five-card board and each player's hole cards."""

    board: tuple[Card, ...]
    holes: tuple[tuple[Card, ...], ...]


def make_deals(count: int, hole_cards: int, players: int = PLAYERS, seed: int = SEED) -> list[Deal]:
    """Seeded random deals, all cards different within a deal."""
    rng = random.Random(seed * 10 + hole_cards * 100 + players)
    deals = []
    for _ in range(count):
        cards = rng.sample(DECK, 5 + players * hole_cards)
        holes = tuple(tuple(cards[5 + p * hole_cards : 5 + (p + 1) * hole_cards]) for p in range(players))
        deals.append(Deal(tuple(cards[:5]), holes))
    return deals


def best_rate(run: Callable[[], int], repeats: int = 5, before: Callable[[], None] | None = None) -> float:
    """The best of ``repeats`` runs, as work units per second of this process's CPU time
    (``run`` returns its units). CPU time, not wall time, so that other work on a shared
    machine does not count against whoever is being measured."""
    best = 0.0
    for _ in range(repeats):
        if before is not None:
            before()
        start = time.process_time()
        units = run()
        elapsed = max(time.process_time() - start, 1e-9)
        best = max(best, units / elapsed)
    return best


# ---------------------------------------------------------------------------- ours


def ours_high(deals: Sequence[Deal]) -> float:
    """Our ``high_strength``: every board new to the cache at the start of each run."""
    high = evaluate.high_strength

    def run() -> int:
        for deal in deals:
            board = deal.board
            for hole in deal.holes:
                high(hole, board)
        return sum(len(d.holes) for d in deals)

    evaluate.high_strength(deals[0].holes[0], deals[0].board)  # load the tables once
    return best_rate(run, before=evaluate.clear_board_cache)


# ---------------------------------------------------------------------------- peers


def _pokerkit() -> Any:
    try:
        import pokerkit
    except ImportError:
        return None
    return pokerkit


def pokerkit_high(deals: Sequence[Deal]) -> float | None:
    """pokerkit's OmahaHoldemHand on the same deals (its own cards, parsed beforehand)."""
    pk = _pokerkit()
    if pk is None:
        return None
    converted = [
        (
            tuple(pk.Card.parse("".join(map(str, d.board)))),
            [tuple(pk.Card.parse("".join(map(str, h)))) for h in d.holes],
        )
        for d in deals
    ]
    hand = pk.OmahaHoldemHand

    def run() -> int:
        count = 0
        for board, holes in converted:
            for hole in holes:
                hand.from_game(hole, board)
                count += 1
        return count

    return best_rate(run, repeats=2)


def eval7_high(deals: Sequence[Deal]) -> float | None:
    """eval7's C five-card evaluator, tried on every two-hole by three-board combination."""
    try:
        import eval7
    except ImportError:
        return None
    converted = [
        ([eval7.Card(str(c)) for c in d.board], [[eval7.Card(str(c)) for c in h] for h in d.holes])
        for d in deals
    ]
    ev = eval7.evaluate

    def run() -> int:
        count = 0
        for board, holes in converted:
            triples = [list(t) for t in combinations(board, 3)]
            for hole in holes:
                max(ev([a, b, *t]) for a, b in combinations(hole, 2) for t in triples)
                count += 1
        return count

    return best_rate(run, repeats=3)


def phevaluator_high(deals: Sequence[Deal]) -> float | None:
    """phevaluator's native Omaha routine (four hole cards only)."""
    try:
        from phevaluator import Card as PhCard
        from phevaluator import evaluate_omaha_cards
    except ImportError:
        return None
    if len(deals[0].holes[0]) != 4:
        return None
    converted = [
        ([PhCard(str(c)).id_ for c in d.board], [[PhCard(str(c)).id_ for c in h] for h in d.holes])
        for d in deals
    ]

    def run() -> int:
        count = 0
        for board, holes in converted:
            for hole in holes:
                evaluate_omaha_cards(*board, *hole)
                count += 1
        return count

    return best_rate(run)


def eval7_disagreements(deals: Sequence[Deal]) -> int:
    """Deals where eval7 (brute force) names a different set of high winners than we do."""
    try:
        import eval7
    except ImportError:
        return 0
    bad = 0
    for d in deals:
        ours = [evaluate.high_strength(h, d.board) for h in d.holes]
        board = [eval7.Card(str(c)) for c in d.board]
        theirs = [
            max(
                eval7.evaluate([eval7.Card(str(a)), eval7.Card(str(b)), *t])
                for a, b in combinations(h, 2)
                for t in combinations(board, 3)
            )
            for h in d.holes
        ]
        ours_win = [i for i, s in enumerate(ours) if s == max(ours)]
        if ours_win != [i for i, s in enumerate(theirs) if s == max(theirs)]:
            bad += 1
    return bad


# ------------------------------------------------------------------------ showdowns


def showdown_requests(deals: Sequence[Deal]) -> list[dict[str, Any]]:
    """The deals as JSON showdown requests: Binglao, roll 3 (six cards, hi-lo eight-or-better)."""
    rng = random.Random(SEED)
    return [
        {
            "game": "binglao",
            "roll": 3,
            "board": [str(c) for c in d.board],
            "players": [
                {
                    "name": f"P{i + 1}",
                    "hole": [str(c) for c in h],
                    "committed": rng.choice([50, 100, 100, 200]),
                }
                for i, h in enumerate(d.holes)
            ],
            "button": f"P{len(d.holes)}",
        }
        for d in deals
    ]


def ours_showdown(deals: Sequence[Deal]) -> float:
    """The full ruling (hands, side pots, awards, explanations) per deal, in process."""
    variant = get_game("binglao").variant(3)
    requests = showdown_requests(deals)
    tables = [
        (
            d.board,
            [
                Contender(p["name"], h, committed=p["committed"])
                for p, h in zip(r["players"], d.holes, strict=True)
            ],
        )
        for d, r in zip(deals, requests, strict=True)
    ]
    button = f"P{PLAYERS}"

    def run() -> int:
        for board, contenders in tables:
            judge(variant, board, contenders, button=button)
        return len(tables)

    run()
    return best_rate(run, before=evaluate.clear_board_cache)


def pokerkit_showdown(deals: Sequence[Deal]) -> float | None:
    """pokerkit on the same work: every player's high and eight-or-better low, the winners,
    and the pot halved between them (no side pots or explanations, so it does less)."""
    pk = _pokerkit()
    if pk is None:
        return None
    converted = [
        (
            tuple(pk.Card.parse("".join(map(str, d.board)))),
            [tuple(pk.Card.parse("".join(map(str, h)))) for h in d.holes],
        )
        for d in deals
    ]
    high, low = pk.OmahaHoldemHand, pk.OmahaEightOrBetterLowHand

    def run() -> int:
        for board, holes in converted:
            highs = [high.from_game(h, board) for h in holes]
            lows = [low.from_game_or_none(h, board) for h in holes]
            best_high = max(highs)
            high_winners = [i for i, h in enumerate(highs) if h == best_high]
            qualified = [x for x in lows if x is not None]
            low_winners = [i for i, x in enumerate(lows) if qualified and x == max(qualified)]
            pot = 600
            share = pot // 2 if low_winners else pot
            awards = dict.fromkeys(high_winners, share // len(high_winners))
            for i in low_winners:
                awards[i] = awards.get(i, 0) + (pot - share) // len(low_winners)
        return len(converted)

    return best_rate(run, repeats=2)
