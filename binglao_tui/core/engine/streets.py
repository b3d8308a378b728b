"""A hand played, street by street: the races its known hands ran on each street.

After a hand, players ask what their odds were. :func:`street_races` walks a hand (a
finished one from the history, or one cut short by a chop) and gives, for each street
that was dealt, the race between the hands known to the dealer, as the equity code counts
it (:func:`binglao_tui.core.equity.odds.hand_odds`):

- the streets are *preflop*, the *flop* and the *turn*: the odds as each street's
  betting ended, the board so far and the hands still in after that betting (a player who
  folded on the flop is in the preflop race, not in the flop's). The river has no odds:
  the showdown decides it;
- the hands are those whose cards are known: shown, or dealt face up in an imported file.
  A hand nobody saw is *unknown cards*: its cards stay in the deck and it wins nothing in
  the race (the known hands' figures are their shares among themselves). A known hand
  that has folded is dead cards;
- the pots are the chips the hand finally put in (the uncalled bet given back is in
  none), cut into a main pot and side pots among the hands still in at that street;
- a hand run twice has one race for each street dealt before the two boards parted, and
  one for each board after: a board is played for its half of every pot the showdown
  halves (a pot with one player in it stays whole, on the first board), and the second
  board, dealt after the first was complete, counts the first board's own cards dead. A
  street the boards shared is raced for both halves at once: its :attr:`StreetRace.parts`
  are the two boards' races from its cards, each for its half, whose chips add up to the
  street's (the odd chip of each half paid as the showdown pays it, as the luck counts
  the all-in).

:func:`all_in_races` gives the races at the moment the betting ended for good with two
hands or more still in and cards to come: the all-in, for the night's luck (each board's
race, every one from the cards known then).

Nothing here counts: the engine stays free of numpy.
"""

from __future__ import annotations

from dataclasses import dataclass

from binglao_tui.core.cards import Card
from binglao_tui.core.engine.actions import ActionKind
from binglao_tui.core.engine.all_in import Race, Runner, at_all_in, board_pots
from binglao_tui.core.engine.hand import Hand

STREET_NAMES = {0: "preflop", 3: "flop", 4: "turn"}
"""The street of a board of 0, 3 or 4 cards, as the odds name it."""


@dataclass(frozen=True, slots=True)
class StreetRace:
    """The race on one street of one board: ``race.number`` is 0 for a board not (yet)
    run twice, else the board (1 or 2). ``parts``: for a street two boards shared, each
    board's race from its cards for its half of the pots (the street's chips are theirs
    added up); () when ``race`` is raced for every chip of its pots."""

    street: str
    race: Race
    parts: tuple[Race, ...] = ()


@dataclass(frozen=True, slots=True)
class _Moment:
    """The hand as some street's betting ended (or at its end): which board, how many of
    its cards were out, and how many of the other board's."""

    hand: Hand
    number: int  # 0: one board, or a street the two boards share
    dealt: int
    other: int


def _moments(hand: Hand) -> list[_Moment]:
    """The hand as each street's betting ended, in the order dealt."""
    setup = hand.setup
    now = Hand.start(setup)
    moments: list[_Moment] = []
    seen: set[tuple[int, int]] = set()

    def keep(at: Hand, board: int) -> None:
        boards = at.boards
        runs = len(boards)
        dealt = len(boards[board - 1])
        if dealt not in STREET_NAMES:
            return
        shared = runs == 1 or dealt <= _shared(at)
        number = 0 if shared else board
        if (number, dealt) in seen:
            return
        seen.add((number, dealt))
        other = len(boards[2 - board]) if runs == 2 and not shared else 0
        moments.append(_Moment(at, number, dealt, other))

    for action in hand.actions:
        if action.kind is ActionKind.DEAL_BOARD:
            keep(now, action.board)
        now = now.apply(action)
    for board in range(1, len(now.boards) + 1):  # cut short before the river: a chop
        keep(now, board)
    return moments


def _shared(hand: Hand) -> int:
    """The board cards the two boards of a hand run twice have in common."""
    first, second = hand.boards
    return next((n for n, (a, b) in enumerate(zip(first, second, strict=False)) if a != b), len(second))


def _race(final: Hand, at: Hand, board: int, cards: int, dead_cards: int, *, half: int = 0) -> Race | None:
    """The race of the hands known and still in at ``at``, on ``cards`` cards of board
    ``board`` (as the hand finally shows them), with ``dead_cards`` of the other board
    dead; ``half``: 0 for the whole pots, else the board (1 or 2) whose part of them is
    raced for. None when fewer than two known hands are in it or a card is not known."""
    boards = final.boards
    on_board = boards[board - 1][:cards]
    dead_board = boards[2 - board][:dead_cards] if dead_cards else ()
    if any(card is None for card in (*on_board, *dead_board)):
        return None
    dealt = tuple(card for card in on_board if card is not None)
    holes = {p.name: p.hole for p in final.players}
    committed = {p.name: p.committed for p in final.players}
    runners = []
    dead: list[Card] = [card for card in dead_board if card is not None and card not in dealt]
    for p in at.players:
        hole = holes[p.name] or ()
        out = p.folded or p.mucked or not hole
        if out and hole:
            dead.extend(hole)
        runners.append(Runner(p.name, () if out else hole, committed[p.name], out))
    if sum(1 for r in runners if not r.out) < 2:
        return None
    setup = final.setup
    pots = board_pots(runners, setup.chip, half)
    return Race(dealt, tuple(runners), tuple(dead), at.roll, setup.button, setup.chip, half, pots)


def street_races(hand: Hand) -> tuple[StreetRace, ...]:
    """Every street's race, in the order dealt (see the module's docstring)."""
    races = []
    twice = len(hand.boards) == 2
    for moment in _moments(hand):
        board = moment.number or 1
        race = _race(hand, moment.hand, board, moment.dealt, moment.other, half=moment.number)
        if race is None:
            continue
        parts: tuple[Race | None, ...] = ()
        if twice and not moment.number:  # shared by both boards: each half raced from here
            parts = tuple(_race(hand, moment.hand, 1, moment.dealt, 0, half=half) for half in (1, 2))
        races.append(StreetRace(STREET_NAMES[moment.dealt], race, tuple(p for p in parts if p is not None)))
    return tuple(races)


def all_in_moment(hand: Hand) -> Hand | None:
    """The hand as it was when its betting ended for good with two live hands or more and
    cards to come (the all-in), or None when it never was."""
    now = Hand.start(hand.setup)
    for action in hand.actions:
        if at_all_in(now):
            return now
        now = now.apply(action)
    return now if at_all_in(now) else None


def all_in_races(hand: Hand) -> tuple[Race, ...]:
    """The races at the all-in (:func:`all_in_moment`): one per board the hand was finally
    dealt on, each board for its part of the pots; () when the hand had no all-in, or a
    live hand or a card dealt then is not known."""
    now = all_in_moment(hand)
    if now is None:
        return ()
    holes = {p.name: p.hole for p in hand.players}
    if any(not (p.folded or p.mucked) and not holes[p.name] for p in now.players):
        return ()
    dealt = len(now.boards[0])
    runs = len(hand.boards)
    races = [_race(hand, now, 1, dealt, 0, half=board if runs == 2 else 0) for board in range(1, runs + 1)]
    return tuple(race for race in races if race is not None) if all(races) else ()
