"""A game's rules in words: the rules file's summary as paragraphs that flow to the
reader's width, and the betting rulings in force with the source that decides each.

A summary is written in the file wrapped at some width of its author's; shown as it is,
it is ragged on a wider screen and broken twice on a narrower one. Lines next to each
other are one paragraph, joined with spaces; a blank line ends a paragraph. A line that
starts with a space or a list mark (``-``, ``*``, ``•``, ``1.``) begins a line of its own
(a row of a table, an item of a list); the plain lines after a list item continue it, the
lines after an indented row do not.
"""

from __future__ import annotations

import re

from binglao_tui.core.rules.games import Betting, Game
from binglao_tui.core.rules.house import BigBlindAnte, HouseRules, ShortAllIn

_ITEM = re.compile(r"(?:[-*•]|\d+[.)])\s")


def _starts_block(line: str) -> bool:
    return line[:1].isspace() or bool(_ITEM.match(line))


def paragraphs(text: str) -> list[str]:
    """The summary's paragraphs and lines of their own, in order; "" stands for a blank line
    between them (one, however many the file has). Indented lines keep their indent."""
    blocks: list[str] = []
    joining = False  # whether the next plain line continues the last block
    for raw in text.strip("\n").splitlines():
        line = raw.rstrip()
        if not line.strip():
            if blocks and blocks[-1] != "":
                blocks.append("")
            joining = False
        elif _starts_block(line):
            blocks.append(line)
            joining = not line[:1].isspace()  # a list item's next lines continue it
        elif joining:
            blocks[-1] = f"{blocks[-1]} {line.strip()}"
        else:
            blocks.append(line.strip())
            joining = True
    while blocks and blocks[-1] == "":
        blocks.pop()
    return blocks


def rulings(game: Game, betting: Betting | None = None, house: HouseRules | None = None) -> list[str]:
    """The betting rulings in force for ``game`` (played ``betting``, under ``house``), each
    with the source that decides it: the game's own rules, TDA 2024, Robert's Rules of
    Poker, or a house setting named by its field. One line a ruling, in the order a hand
    meets them.

    >>> from binglao_tui.core.rules.files import shipped_game
    >>> lines = rulings(shipped_game("plo8"))
    >>> [line.split(":")[0] for line in lines][:3]
    ['Pot limit', 'Minimum raise', 'Short all-in']
    """
    betting = betting or game.betting
    house = house or game.house
    lines: list[str] = []
    if betting is Betting.POT_LIMIT:
        lines.append(
            "Pot limit: a bet or raise goes up to the pot as it stands after the player's call"
            " (the game's rules). Before the flop a blind all in for less counts as the full"
            " blind in that sum, so the full blinds are assumed posted (TDA 2024 Rule 54-B)."
        )
    if betting is Betting.FIXED_LIMIT:
        lines += _fixed_limit(house)
    else:
        lines.append(
            "Minimum raise: at least the largest bet or raise made before it in the round, and"
            " never less than the big blind (TDA 2024 Rule 43)."
        )
        lines.append(
            "Short all-in: an all-in for less than a full raise is allowed, but it does not"
            " reopen the betting for a player who already acted until such all-ins add up to"
            " a full raise (TDA 2024 Rule 47, Robert's Rules)."
        )
    lines.append(
        "Short big blind: a big blind all in for less than his blind still leaves a full big"
        " blind to call; his chips are matched in a main pot (Robert's Rules)."
    )
    if house.bb_ante_order is BigBlindAnte.BLIND_FIRST:
        order = "his blind first, then what is left toward the ante (TDA 2024, WSOP, BARGE"
    else:
        order = "his ante first, then what is left toward the blind (the TDA's 2019 rule"
    counts = ""
    if betting is Betting.POT_LIMIT:
        verb = "counts" if house.bb_ante_counts_preflop else "does not count"
        counts = (
            f" It {verb} toward the pot limit before the flop and counts after it (the PLO8"
            " rules with a big-blind ante; house bb_ante_counts_preflop)."
        )
    lines.append(
        f"Big-blind ante:{counts} A big blind who cannot cover both his blind and the ante"
        f" posts {order}; house bb_ante_order)."
    )
    lines.append(
        "Uncalled bet: the part of a bet or raise nobody called goes back to its owner; it is"
        " never a pot, main or side (the usual rule)."
    )
    return lines


def _fixed_limit(house: HouseRules) -> list[str]:
    raises = house.raise_cap - 1
    heads_up = (
        "the cap holds heads-up too (house cap_heads_up)"
        if house.cap_heads_up
        else "with two players not all in there is no cap (house cap_heads_up)"
    )
    half = (
        "half a bet or more counts as a full bet and reopens the betting"
        if house.short_all_in is ShortAllIn.HALF_BET
        else "only a full bet counts; less may be called or completed"
    )
    return [
        "Bet sizes: every bet and raise is one small bet before the flop and on the flop, one"
        " big bet on the turn and the river; the table sets both, by default the big blind"
        " and twice it (the fixed-limit structure, Robert's Rules).",
        f"Fixed limit: a bet and {raises} raises a round (house raise_cap) in a pot of three or"
        f" more players not all in; {heads_up}. A round capped with three or more players in"
        " stays capped when a fold leaves two (Robert's Rules).",
        f"Short all-in: {half} (house short_all_in; Robert's Rules).",
    ]
