"""A ruling with its words: each player's explanation lines added to what the judge decided.

The judge (:func:`binglao_tui.core.showdown.judge`) decides hands, winners and chips and
writes no words. :func:`explain_ruling` adds, for every player, the lines a dealer reads
out: how the high and the low are made, the misreads that apply to the hand, and one line
per pot the player could win. :func:`judge_and_explain` does both, for the command line,
the app and the engine's showdown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from binglao_tui.core.cards import Card
from binglao_tui.core.evaluation import HighHand, LowHand
from binglao_tui.core.explain.board_reading import read_board
from binglao_tui.core.explain.misreads import explain_hand
from binglao_tui.core.explain.pot_lines import pot_lines
from binglao_tui.core.rules import HouseRules, Variant
from binglao_tui.core.showdown import Contender, PlayerRuling, Pot, Ruling
from binglao_tui.core.showdown.judge import judge

FOLDED_LINE = "Folded: wins nothing; the chips put in stay in the pot."


def explain_ruling(
    ruling: Ruling,
    variant: Variant,
    board: Sequence[Card],
    contenders: Sequence[Contender],
    amount_text: Callable[[int], str] = str,
) -> Ruling:
    """``ruling`` with every player's explanation lines (the same hands, pots and chips).

    ``board`` and ``contenders`` are what the ruling was judged on; ``amount_text`` writes
    the chips in the pot lines.
    """
    hi_lo = variant.plays_low
    highs: dict[str, HighHand] = {}
    lows: dict[str, LowHand | None] = {}
    for player in ruling.players:
        if player.high is not None:
            highs[player.name] = player.high
            lows[player.name] = player.low
    reading = read_board(board, variant.low if hi_lo else None)
    verdicts = pot_lines(ruling.pots, highs, lows, hi_lo, amount_text)
    explained = []
    for contender, player in zip(contenders, ruling.players, strict=True):
        high = player.high
        if contender.folded or high is None:
            explained.append(PlayerRuling(player.name, None, None, (FOLDED_LINE,)))
            continue
        lines = explain_hand(reading, contender.hole, high, player.low)
        lines += verdicts.get(player.name, ())
        if player.name in ruling.returned:
            lines.append(uncalled_line(ruling.returned[player.name], amount_text))
        explained.append(PlayerRuling(player.name, high, player.low, tuple(lines)))
    return Ruling(tuple(explained), ruling.pots, ruling.payouts, ruling.returned)


def uncalled_line(chips: int, amount_text: Callable[[int], str] = str) -> str:
    """The line for a player's uncalled bet: chips nobody matched, given back, in no pot."""
    return f"Uncalled bet ({amount_text(chips)}): nobody matched it, so it goes back; it is in no pot."


def hand_lines(ruling: Ruling, player: PlayerRuling) -> tuple[str, ...]:
    """A player's explanation without its pot lines: how the hands are made and the misreads.

    :func:`explain_ruling` ends every player's lines with one line for each pot the player
    can win (and one for his uncalled bet); a caller that writes the pots its own way
    (other names, other units) keeps the rest.
    """
    pots = sum(1 for pot in ruling.pots if player.name in pot.eligible) + (player.name in ruling.returned)
    lines = player.explanation
    return lines[: len(lines) - pots] if player.high is not None else lines


def judge_and_explain(
    variant: Variant,
    board: Sequence[Card],
    contenders: Sequence[Contender],
    *,
    button: str,
    pots: Sequence[Pot] | None = None,
    chip: int = 1,
    house: HouseRules = HouseRules(),  # noqa: B008 - frozen, so a shared default is safe
) -> Ruling:
    """:func:`~binglao_tui.core.showdown.judge` the showdown, then :func:`explain_ruling` it."""
    board = tuple(board)
    ruling = judge(variant, board, contenders, button=button, pots=pots, chip=chip, house=house)
    return explain_ruling(ruling, variant, board, contenders)
