"""Outs: the cards to come that improve a player's share of the pot, exactly.

On the flop or the turn, a player's *share* is what he can expect of the pot over every
way the board can end (the ``equity`` of :func:`~binglao_tui.core.equity.all_in_equity`:
half to the best high and half to the best low, ties splitting their half, the whole pot
to the high when nobody has a low). A card is one of his **outs** when, dealt next, it
leaves his share greater than it is now. Once it is dealt his share is counted again over
the cards still to come after it (on the flop, every river), so an out is a card that
helps on average, not only one that wins at once; on the turn an out is a river card
after which his share of the pot is more than it is now.

For a game that plays a low, the two halves have their own outs, counted the same way on
each half: a **high out** leaves the player a greater expected share of the high half (1
for the high alone, 1/k tied with k-1 others), a **low out** a greater expected share of
the low half (nothing on a board without a qualifying low). "Ann: 9 outs for the high
(any heart), 12 for the low". A card can be an out for one half and not the other, and a
card that gives one half but costs the other more is not an out for the pot.

The cards counted are the ones not seen: not on the board, in no known hand, not dead.
A burn is never known, so every unseen card is a card that can come. A die game whose die
is still to be rolled (Binglaha on the flop) counts every face and averages, as its equity
does.

Each card's shares are counted in the equity's groups of boards (one card to come on the
turn, and the rivers after each turn card on the flop), so the outs of a flop with 40
unseen cards take 40 small counts, a few milliseconds each.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from binglao_tui.core.cards import DECK, Card, Suit
from binglao_tui.core.equity._arrays import IntArray
from binglao_tui.core.equity.boards import board_groups
from binglao_tui.core.equity.calculate import variants
from binglao_tui.core.equity.result import AllInPlayer, EquityError
from binglao_tui.core.equity.strengths import high_strengths, low_strengths
from binglao_tui.core.equity.tally import Outcome, outcomes
from binglao_tui.core.rules import Game, LowRule


@dataclass(frozen=True, slots=True)
class Shares:
    """One player's expected shares: of the pot, of the high half, of the low half."""

    pot: Fraction
    high: Fraction
    low: Fraction


@dataclass(frozen=True, slots=True)
class Outs:
    """One player's outs, in deck order: for the pot, for the high half, for the low half
    (the last two the same as the first, and ``low`` empty, in a game without a low)."""

    pot: tuple[Card, ...]
    high: tuple[Card, ...]
    low: tuple[Card, ...]


def _shares(found: Sequence[Outcome], players: int) -> list[Shares]:
    """Each column's exact shares over the outcomes."""
    pot = [Fraction(0)] * players
    high = [Fraction(0)] * players
    low = [Fraction(0)] * players
    total = 0
    for outcome in found:
        total += outcome.boards
        high_part = Fraction(1, 2) if outcome.low else Fraction(1)
        for column in outcome.high:
            high[column] += Fraction(outcome.boards, len(outcome.high))
            pot[column] += high_part * outcome.boards / len(outcome.high)
        for column in outcome.low:
            low[column] += Fraction(outcome.boards, len(outcome.low))
            pot[column] += Fraction(outcome.boards, 2 * len(outcome.low))
    return [Shares(pot[p] / total, high[p] / total, low[p] / total) for p in range(players)]


class _Counter:
    """Shares of the live hands on any board, for a fixed set of hands and dead cards."""

    def __init__(self, holes: list[list[int]], rules: list[LowRule | None], known: set[int]) -> None:
        self.holes = holes
        self.rules = rules
        self.known = known
        self.flush_suits = {
            suit for hole in holes for suit in range(4) if sum(card % 4 == suit for card in hole) >= 2
        }

    def shares(self, board: list[int]) -> list[Shares]:
        """The average over the variants of each hand's shares over every end of ``board``."""
        taken = self.known | set(board)
        unseen = [index for index in range(52) if index not in taken]
        groups = board_groups(board, unseen, self.flush_suits)
        highs = np.stack([high_strengths(groups, hole) for hole in self.holes], axis=1)
        per_rule: dict[LowRule | None, list[Shares]] = {}
        for rule in self.rules:
            if rule not in per_rule:
                lows: IntArray | None = (
                    None
                    if rule is None
                    else np.stack([low_strengths(groups, hole, rule) for hole in self.holes], axis=1)
                )
                per_rule[rule] = _shares(outcomes(highs, lows, groups.boards), len(self.holes))
        faces = [per_rule[rule] for rule in self.rules]
        return [_mean([face[p] for face in faces]) for p in range(len(self.holes))]


def _mean(faces: Sequence[Shares]) -> Shares:
    """The shares averaged over the die's faces (one face: as they are)."""
    count = len(faces)
    return Shares(
        sum((f.pot for f in faces), Fraction(0)) / count,
        sum((f.high for f in faces), Fraction(0)) / count,
        sum((f.low for f in faces), Fraction(0)) / count,
    )


def _low_rule(game: Game, roll: int | None, board_size: int) -> list[LowRule | None]:
    cases = variants(game, roll, board_size)
    return [variant.low for _, variant in cases]  # None: high only


def next_card_shares(
    game: Game,
    players: Sequence[AllInPlayer],
    board: Sequence[Card],
    *,
    dead: Sequence[Card] = (),
    roll: int | None = None,
) -> tuple[dict[str, Shares], dict[Card, dict[str, Shares]]]:
    """The live players' shares now, and after each card that can come next, on a board of
    3 or 4 cards. Players are as for :func:`~binglao_tui.core.equity.all_in_equity` (a
    folded player's known cards are dead)."""
    if len(board) not in (3, 4):
        raise EquityError(f"outs are counted on the flop or the turn, not on {len(board)} board cards")
    rules = _low_rule(game, roll, len(board))
    live = [p for p in players if not p.folded]
    if len(live) < 2:
        raise EquityError(f"outs need at least 2 live hands, got {len(live)}")
    known = {card.index for card in dead} | {card.index for p in players for card in p.hole}
    counter = _Counter([[card.index for card in p.hole] for p in live], rules, known)
    cards = [card.index for card in board]
    names = [p.name for p in live]
    now = dict(zip(names, counter.shares(cards), strict=True))
    taken = known | set(cards)
    after = {
        DECK[index]: dict(zip(names, counter.shares([*cards, index]), strict=True))
        for index in range(52)
        if index not in taken
    }
    return now, after


def outs_of(now: dict[str, Shares], after: dict[Card, dict[str, Shares]]) -> dict[str, Outs]:
    """Each player's outs: the cards after which his share (of the pot, of each half) is
    greater than now."""
    found = {}
    for name, shares in now.items():
        pot = tuple(card for card, then in after.items() if then[name].pot > shares.pot)
        high = tuple(card for card, then in after.items() if then[name].high > shares.high)
        low = tuple(card for card, then in after.items() if then[name].low > shares.low)
        found[name] = Outs(pot, high, low)
    return found


def outs(
    game: Game,
    players: Sequence[AllInPlayer],
    board: Sequence[Card],
    *,
    dead: Sequence[Card] = (),
    roll: int | None = None,
) -> dict[str, Outs]:
    """Each live player's outs on a board of 3 or 4 cards (see the module's docstring)."""
    return outs_of(*next_card_shares(game, players, board, dead=dead, roll=roll))


def out_words(cards: Sequence[Card], unseen: Sequence[Card]) -> str:
    """Outs as a dealer says them: whole suits and ranks first, then the cards left.

    A suit is *any heart* when every unseen heart is an out, and *any heart but 2♥* when
    all but one or two are (and five or more are); a rank is *any five* when every unseen
    five is an out (two or more of them, not all said already).

    >>> from binglao_tui.core.cards import parse_cards
    >>> unseen = [c for c in DECK if c not in parse_cards("Ah Kh 2c 3d 7s 7d 8c 8d 7h 4h 2s")]
    >>> out_words(parse_cards("3h 5c 5d 5h 5s 6h 8h 9h Th Jh Qh"), unseen)
    'any heart but 2♥, any five'
    >>> out_words(parse_cards("3h Kd"), unseen)
    '3♥ K♦'
    """
    outs = set(cards)
    words: list[str] = []
    said: set[Card] = set()
    for suit in (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS):
        of_suit = [card for card in unseen if card.suit is suit]
        missing = [card for card in of_suit if card not in outs]
        whole = len(of_suit) >= 2 and not missing
        if whole or (len(of_suit) - len(missing) >= 5 and len(missing) <= 2):
            name = of_suit[0].suit.word[:-1]
            but = f" but {' '.join(card.pretty for card in missing)}" if missing else ""
            words.append(f"any {name}{but}")
            said.update(card for card in of_suit if card in outs)
    for rank in sorted({card.rank for card in cards}, reverse=True):
        of_rank = [card for card in unseen if card.rank == rank]
        if len(of_rank) >= 2 and all(card in outs for card in of_rank) and len(set(of_rank) - said) >= 2:
            words.append(f"any {rank.word}")
            said.update(of_rank)
    rest = [card.pretty for card in sorted(outs - said, key=lambda card: card.index)]
    return ", ".join([*words, *([" ".join(rest)] if rest else [])])


def outs_sentence(name: str, found: Outs, unseen: Sequence[Card], *, low: bool, longest: int = 48) -> str:
    """A player's outs in a line: ``Ann: 9 outs (any heart)``, or for a game that plays a
    low ``Ann: 9 outs for the high (any heart), 12 for the low (...)``; the cards said in
    words when that is short (``longest`` characters), else only counted.

    >>> from binglao_tui.core.cards import parse_cards
    >>> hearts = parse_cards("2h 3h 4h")
    >>> outs_sentence("Ann", Outs(hearts, hearts, ()), hearts, low=True)
    'Ann: 3 outs for the high (any heart), none for the low'
    """

    def counted(cards: Sequence[Card], what: str) -> str:
        if not cards:
            return f"none{what}"
        words = out_words(cards, unseen)
        said = f" ({words})" if len(words) <= longest else ""
        return f"{len(cards)}{what}{said}"

    if not low:
        if not found.pot:
            return f"{name}: no outs"
        return f"{name}: {counted(found.pot, ' out' if len(found.pot) == 1 else ' outs')}"
    high = counted(found.high, " out for the high" if len(found.high) == 1 else " outs for the high")
    if not found.high:
        high = "no outs for the high"
    return f"{name}: {high}, {counted(found.low, ' for the low')}"
