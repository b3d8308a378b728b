"""A showdown's outcome in short words, for the players (the table display, the served
page): each pot with who takes what, the winners of each half with the two hole and three
board cards they used, then the other hands shown; or, on a short screen, a line a pot.
The dealer's judge panel explains more (:mod:`.ruling`); both name the pots alike
(:mod:`.pots`) and neither shows a hole card its player has not shown."""

from __future__ import annotations

from textual.content import Content

from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.evaluation import HighHand, LowHand
from binglao_tui.core.showdown.judge import PlayerRuling, PotRuling, Ruling
from binglao_tui.core.showdown.pot_names import pot_names
from binglao_tui.tui.render.cards import cards_content
from binglao_tui.tui.render.ruling import floor_content


def _made_content(name: str, width: int, made: HighHand | LowHand, half: str, won: bool) -> Content:
    """One hand of a ruling: who, which half, what it is, and the two and the three used."""
    return Content.assemble(
        ("★ " if won else "  ", "bold $text-success"),
        (name.ljust(width), "bold $text-accent"),
        (f"  {half:<4}  ", "$foreground-muted"),
        (made.description, "bold" if won else ""),
        "  ",
        cards_content(made.hole_used),
        " + ",
        cards_content(made.board_used),
    )


def short_ruling_content(ruling: Ruling, title: str = "") -> Content:
    """A showdown's answer: each pot with its awards and the winners of each half (with the
    two hole and three board cards they used), then the other hands shown."""
    lines: list[Content] = []
    if title:
        lines.append(Content.styled(title, "bold underline"))
    hands = {p.name: p for p in ruling.players}
    width = max((len(p.name) for p in ruling.players), default=0)
    winners: set[str] = set()
    for name, pot in zip(pot_names(len(ruling.pots), alone="Pot"), ruling.pots, strict=True):
        paid = ", ".join(f"{who} {chips}" for who, chips in pot.awards.items() if chips)
        lines.append(
            Content.assemble((f"{name} {pot.amount}", "bold"), ("  → ", ""), (paid, "bold $text-success"))
        )
        for who in pot.high_winners:
            high = hands[who].high
            if high is not None:
                lines.append(_made_content(who, width, high, "high", True))
                winners.add(who)
        for who in pot.low_winners:
            low = hands[who].low
            if low is not None:
                lines.append(_made_content(who, width, low, "low", True))
                winners.add(who)
    for player in ruling.players:
        if player.high is not None and player.name not in winners:
            lines.append(_made_content(player.name, width, player.high, "high", False))
    return Content("\n").join(lines)


def pot_line(name: str, pot: PotRuling, hands: dict[str, PlayerRuling]) -> Content:
    """One pot of a ruling in a line: what each winner took and with what, winners with the
    same hand said together: ``Main pot 9 → Ann 5 (Three kings), Bob 2, Cat 2 (8-4-3-2-A low)``."""

    def won_with(who: str) -> str:
        seen = hands.get(who)
        made = []
        if seen is not None and who in pot.high_winners and seen.high is not None:
            made.append(seen.high.description)
        if seen is not None and who in pot.low_winners and seen.low is not None:
            made.append(f"{seen.low.description} low")
        return "; ".join(made)

    order = [*pot.high_winners, *(w for w in pot.low_winners if w not in pot.high_winners)]
    people = [w for w in order if pot.awards.get(w)] or [w for w, chips in pot.awards.items() if chips]
    parts = []
    for n, who in enumerate(people):
        said = won_with(who)
        last_alike = n + 1 == len(people) or won_with(people[n + 1]) != said
        parts.append(f"{who} {pot.awards.get(who, 0)}" + (f" ({said})" if said and last_alike else ""))
    return Content.assemble(
        (f"{name} {pot.amount}", "bold"), ("  → ", ""), (", ".join(parts), "bold $text-success")
    )


def compact_ruling_content(ruling: Ruling, title: str = "") -> Content:
    """A showdown's answer in a line a pot (for a short screen: run twice, two boards and
    their pots in the room of one)."""
    lines = [Content.styled(title, "bold underline")] if title else []
    hands = {p.name: p for p in ruling.players}
    lines += [
        pot_line(name, pot, hands)
        for name, pot in zip(pot_names(len(ruling.pots), alone="Pot"), ruling.pots, strict=True)
    ]
    return Content("\n").join(lines)


def outcome_content(hand: Hand, *, compact: bool = False) -> Content:
    """How the hand ended: the rulings (one a board), or the pot won when everyone else
    folded, or the floor's ruling. ``compact``: each pot in one line, the hands that won it
    named but not their cards (for a screen too short for the whole ruling)."""
    floor = floor_content(hand)
    if floor is not None:
        return floor
    if hand.winner_by_fold is not None:
        won = (hand.payouts or {}).get(hand.winner_by_fold, 0)
        back = "".join(f"; {chips} uncalled back to {who}" for who, chips in hand.returned.items() if chips)
        return Content.assemble(
            (f"{hand.winner_by_fold} wins {won}", "bold $text-success"), f": everyone else folded{back}"
        )
    rulings = hand.rulings
    worded = compact_ruling_content if compact else short_ruling_content
    return Content("\n").join(
        worded(ruling, f"Board {n}" if len(rulings) > 1 else "") for n, ruling in enumerate(rulings, start=1)
    )
