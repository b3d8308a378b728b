"""What the app counts with the equity, off its thread: the all-in's outs and chop, and a
hand's odds street by street.

Everything here runs in a Textual worker thread and hands back plain values (figures and
lines of text) for the screens to draw. It imports the equity package, and so numpy, which
neither the app's start nor its first screens may load: the widgets and screens import this
module inside the functions their workers run (tests/test_import_hygiene.py; the
import-linter contract on numpy names each such import).
"""

from __future__ import annotations

from binglao_tui.core.engine.all_in import Race
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.engine.streets import street_races
from binglao_tui.core.equity.chop import equity_chop, shares_text
from binglao_tui.core.equity.odds import (
    count_race,
    outs_sentences,
    race_live,
    race_outs,
    street_odds,
    street_title,
)
from binglao_tui.core.equity.result import Equity, EquityError
from binglao_tui.core.rules import Game, HouseRules
from binglao_tui.tui.render.equity import equity_rows, pot_lines
from binglao_tui.tui.render.odds import ChopOffer, Extras, StreetBlock


def counted(game: Game, race: Race) -> Equity | str:
    """One race counted as the core counts it (:func:`~binglao_tui.core.equity.odds.count_race`:
    the pots it is raced for, each board's half when run twice), or why it cannot be."""
    try:
        return count_race(game, race)
    except EquityError as exc:
        return str(exc)


def extras(game: Game, race: Race, result: Equity, house: HouseRules | None) -> Extras:
    """A counted race's outs (on the flop and the turn) and, when ``house`` allows it
    (``equity_chop``) and chips are in the pots, the chop of its pots."""
    offer = None
    if house is not None and house.equity_chop and result.pots is not None:
        names = [r.name for r in race.runners]
        chop = equity_chop(result, names, button=race.button, chip=race.chip, odd_chip=house.odd_chip)
        pots = tuple((pot.amount, dict(pot.chips)) for pot in chop.pots)
        offer = ChopOffer(dict(chop.chips), pots, shares_text(result, race_live(race)))
    return Extras(tuple(outs_lines(game, race)), offer)


def outs_lines(game: Game, race: Race) -> list[str]:
    """Each live player's outs in a line, on the flop and the turn (else none)."""
    try:
        return outs_sentences(game, race, race_outs(game, race), longest=36)
    except EquityError:
        return []


def hand_odds(hand: Hand) -> list[StreetBlock] | str:
    """Every street's odds of a hand played (or why there are none), ready to draw."""
    races = street_races(hand)
    if not races:
        return "no street had two hands or more shown still in it: no odds to count"
    game = hand.setup.game
    try:
        streets = street_odds(game, races)
    except EquityError as exc:
        return str(exc)
    blocks = []
    for odds in streets:
        race = odds.race
        rows = equity_rows(odds.equity, game.plays_low(race.roll), race_live(race))
        outs = outs_sentences(game, race, odds.outs, longest=36)
        blocks.append(StreetBlock(street_title(odds), rows, pot_lines(odds.equity), outs))
    return blocks
