"""Replaying a read PHH file through the engine, line by line (:func:`replay_phh`).

Each line becomes an engine action; the die roll and running it twice, which a file states
in fields rather than lines, are applied where the hand asks for them. The first action
the rules refuse stops the replay with :class:`PhhIllegal`, naming its line.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from binglao_tui.core.cards import Card, CardError, parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand, Options, Phase
from binglao_tui.core.engine.state import IllegalAction
from binglao_tui.core.formats.amounts import to_units
from binglao_tui.core.formats.phh_read import PhhError, PhhHand


class PhhIllegal(ValueError):
    """An action in the file that the rules refuse; ``index`` is its place in ``actions``."""

    def __init__(self, index: int, text: str, reason: str) -> None:
        super().__init__(f"action {index + 1} {text!r}: {reason}")
        self.index = index
        self.text = text
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Step:
    """One line of the file as replayed: the action and what its player faced before it."""

    text: str
    action: Action | None
    faced: Options | None


@dataclass(frozen=True, slots=True)
class Replay:
    """A replayed file: every step and the final hand."""

    phh: PhhHand
    steps: tuple[Step, ...]
    hand: Hand


def _cards(text: str) -> tuple[Card, ...]:
    if "?" in text:
        return ()
    return parse_cards(text)


def _parse_line(phh: PhhHand, hand: Hand, text: str) -> Action:
    words = text.split()
    if len(words) >= 2 and words[0] == "d" and words[1] == "dh":
        if len(words) != 4:
            raise PhhError("a deal is written 'd dh pN CARDS'")
        return Action.deal_hole(words[2], _cards(words[3]))
    if len(words) >= 2 and words[0] == "d" and words[1] == "db":
        if len(words) != 3:
            raise PhhError("a board deal is written 'd db CARDS'")
        board = 2 if hand.phase is Phase.DEAL_BOARD and hand.boards and len(hand.board) == 5 else 1
        return Action.deal_board(_cards(words[2]), board=board)
    if not words or words[0] not in phh.setup.names:
        raise PhhError("an action starts with 'd' or a player 'p1'..'pN'")
    player = words[0]
    verb = words[1] if len(words) > 1 else ""
    if verb == "f" and len(words) == 2:
        return Action.fold(player)
    if verb == "cc" and len(words) == 2:
        options = hand.legal()
        return Action.call(player) if options is not None and options.to_call else Action.check(player)
    if verb == "cbr" and len(words) == 3:
        return Action.raise_to(player, to_units(Decimal(words[2]), len(str(phh.scale)) - 1))
    if verb == "sm" and len(words) == 2:
        return Action.muck(player)
    if verb == "sm" and len(words) == 3:
        return Action.show(player, _cards(words[2]))
    raise PhhError(f"unknown or unsupported action {text!r}")


def replay_phh(phh: PhhHand) -> Replay:
    """Run the file through the engine; :class:`PhhIllegal` at the first refused action.

    A line that cannot be read at all raises :class:`PhhError`.
    """
    hand = Hand.start(phh.setup)
    steps: list[Step] = []
    for index, text in enumerate(phh.lines):
        if not text:
            continue
        hand = _automatic(phh, hand, index, text)
        try:
            action = _parse_line(phh, hand, text)
        except CardError as exc:
            raise PhhError(f"action {index + 1} {text!r}: {exc}") from None
        except PhhError as exc:
            raise PhhError(f"action {index + 1}: {exc}") from None
        faced = hand.legal() if action.is_betting else None
        try:
            hand = hand.apply(action)
        except IllegalAction as exc:
            raise PhhIllegal(index, text, str(exc) + phh.units_note) from None
        steps.append(Step(text, action, faced))
    hand = _automatic(phh, hand, len(phh.lines), "")
    return Replay(phh, tuple(steps), hand)


def _automatic(phh: PhhHand, hand: Hand, index: int, text: str) -> Hand:
    """Insert what the file implies but does not write: the roll, running it twice."""
    try:
        if hand.phase is Phase.ROLL and phh.roll is not None:
            hand = hand.apply(Action.roll(phh.roll))
        if (
            phh.run_twice
            and hand.betting_over
            and len(hand.boards) == 1
            and hand.phase is Phase.DEAL_BOARD
            and text.startswith("d db")
        ):
            hand = hand.apply(Action.run_twice())
    except IllegalAction as exc:
        raise PhhIllegal(index, text or "(end of file)", str(exc) + phh.units_note) from None
    return hand
