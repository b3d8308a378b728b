"""Tabling the hands at an all-in: the entry line asks for each live hand face up before
the board is run, so the equity can be counted.

A live table turns the hands over once everyone left is all in (or all but one). The
engine says when that moment is and whose hands are still face down
(:func:`~binglao_tui.core.engine.all_in.to_table`); this asks for them in that order,
one at a time, on the hand screen's entry line. The dealer who does not table them goes
on dealing at the same prompt: the street's cards, or ``d`` (``down``) to deal it face
down, leave the rest face down for this all-in; ``twice`` runs it twice. Enter alone is
refused there (issue 24: it dealt the street face down, and the question was lost with a
key pressed to go on); an undo back to the all-in asks again. Hole cards (4 or more) and a
street (3 cards at most) never have the same count, so what was typed says which it is.
"""

from __future__ import annotations

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.all_in import at_all_in, to_table
from binglao_tui.core.engine.hand import Hand
from binglao_tui.tui.render.cards import card_count
from binglao_tui.tui.screens.hand_entry import Prompt
from binglao_tui.tui.widgets.entry_bar import PromptKind, Typed


class Tabling:
    """What the entry line asks at an all-in, and what an answer to it means."""

    def __init__(self) -> None:
        self._passed = False
        self._passed_at = 0  # the hand's actions once the street was dealt past the question
        self.asking: str | None = None
        """The player whose hand the entry line asks for now, or None."""

    def prompt(self, hand: Hand) -> Prompt | None:
        """The next hand to table (None: nothing to ask, the hand's own prompt goes on)."""
        if not at_all_in(hand) or len(hand.actions) < self._passed_at:
            self._passed = False  # a new all-in, or an undo back before the street, asks again
        names = to_table(hand)
        due = hand.board_due
        if self._passed or not names or due is None:
            self.asking = None  # the die to roll, or board cards dealt but not entered
            return None
        name = self.asking = names[0]
        street = due.street.word
        counts = {hand.hole_cards, due.cards}
        if due.cards == hand.hole_cards:
            counts = {hand.hole_cards}  # a house game whose street and hand are alike: the hand
        known = {k: v for k, v in hand.known_cards.items() if k != f"player {name}"}
        return Prompt(
            PromptKind.BOARD,
            f"All in: {name} tables",
            f"player {name}",
            frozenset(counts),
            known,
            f"{card_count(hand.hole_cards)} for the equity, the {street}, or d: face down",
        )

    def resume(self) -> None:
        """Ask again for the hands left face down (the show key, after passing)."""
        self._passed = False

    def answer(self, hand: Hand, entry: Typed) -> Action:
        """The action for what was typed at the tabling prompt: the hand tabled, or (the
        rest left face down) the street dealt, or run it twice."""
        name = self.asking
        assert name is not None
        if entry.word == "twice":
            return Action.run_twice()  # the hands can still be tabled after
        if entry.cards and len(entry.cards) == hand.hole_cards:
            return Action.show(name, entry.cards)
        self._passed = True
        self._passed_at = len(hand.actions) + 1
        self.asking = None
        due = hand.board_due
        return Action.deal_board(entry.cards, board=due.board if due is not None else 1)
