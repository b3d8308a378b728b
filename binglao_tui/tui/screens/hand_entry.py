"""The hand screen's entry line: what it asks for at each moment of the hand, and the
engine action each answer stands for.

The street and how many cards it takes, the board places still to enter and the hole
card count all come from the engine's hand; a word typed ("min", "pot", "all", "muck",
"twice") becomes the action it names for the player the engine says is to act. Cards
typed at a betting prompt (:func:`not_due_prompt`, see :mod:`.hand_keys`) become no action.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.content import Content

from binglao_tui.core.cards import Card
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand, IllegalAction, Phase, Street
from binglao_tui.session import Refusal
from binglao_tui.tui.render.cards import card_count
from binglao_tui.tui.widgets.entry_bar import EntryBar, PromptKind, Typed


@dataclass(frozen=True, slots=True)
class Prompt:
    """What the entry line asks for: the kind of answer, the prompt and placeholder, where
    the cards go and how many, and the cards already on the table (no duplicates)."""

    kind: PromptKind
    label: str
    where: str
    counts: frozenset[int]
    known: dict[str, tuple[Card, ...]]
    placeholder: str
    optional: bool = False
    value: str = ""  # already typed (the key that opened the line)
    not_due: str = ""  # NOT_DUE: why no card is taken now, and what is due
    all_in: Content | None = None  # NOT_DUE: what enter does after ``a``

    def open_in(self, entry: EntryBar) -> None:
        """Ask it in ``entry``."""
        entry.open(
            self.kind,
            self.label,
            where=self.where,
            counts=set(self.counts),
            known=self.known,
            optional=self.optional,
            placeholder=self.placeholder,
            value=self.value,
            not_due=self.not_due,
            all_in=self.all_in,
        )


def prompt_for(hand: Hand) -> Prompt | None:
    """What the hand waits to be typed now (None: the keys do the next step)."""
    due = hand.board_due
    if due is not None:
        street = due.street.word
        # "River: 1 card"; run twice, "Board 1 river: 1 card" ("River 1 cards" read as a count)
        label = f"Board {due.board} {street}" if len(hand.boards) > 1 else street.capitalize()
        return Prompt(
            PromptKind.BOARD,
            f"{label}: {card_count(due.cards)}",
            "board",
            frozenset({due.cards}),
            hand.known_cards,
            f"type {'it as it falls' if due.cards == 1 else 'them as they fall'}, or just press enter",
            optional=True,
        )
    if hand.phase is Phase.SHOWDOWN and hand.actor is None:
        return full_board_prompt(hand)
    if hand.phase is Phase.SHOWDOWN and hand.actor is not None:
        return show_prompt(hand, hand.actor)
    return None


def not_due_prompt(hand: Hand, typed: str) -> Prompt:
    """The line a character that can begin a card opens at a betting prompt, with it
    typed: it reads cards and takes none, saying what is due instead; after ``a`` it
    says what enter does (all in)."""
    options = hand.legal()
    assert options is not None  # a betting prompt
    return Prompt(
        PromptKind.NOT_DUE,
        f"{options.player} to act",
        "",
        frozenset(),
        {},
        "",
        value=typed,
        not_due=f"no card is due yet: {options.player} is to act, and {_coming(hand)}"
        " (escape: back to the keys)",
        all_in=all_in_words(hand),
    )


def _coming(hand: Hand) -> str:
    """What comes once this betting round is over: the next street, the die, the show."""
    street = hand.street
    if street is Street.RIVER:
        return "the hands are shown once this betting round is over"
    rolls_next = hand.setup.game.rolls_after_flop and hand.roll is None
    if street is Street.FLOP and rolls_next:
        return "the die is rolled once this betting round is over, then the turn comes"
    following = {Street.PREFLOP: "flop", Street.FLOP: "turn", Street.TURN: "river"}[street]
    return f"the {following} comes once this betting round is over"


def all_in_words(hand: Hand) -> Content:
    """What enter does after ``a`` at a betting prompt, in the log's own words for the
    all-in ("enter: Bob raises to 120, all in"), or the engine's reason it cannot be."""
    options = hand.legal()
    assert options is not None
    try:
        after = hand.apply(Action.all_in(options.player))
    except IllegalAction as exc:
        return Content.styled(f"✗ {exc} (escape: back to the keys)", "bold $text-error")
    return Content.assemble(("enter", "bold $text-accent"), f": {after.log[-1]}")


def full_board_prompt(hand: Hand) -> Prompt:
    """The board cards dealt but not entered, which the showdown waits for."""
    gap = hand.board_gap
    assert gap is not None  # the showdown waits for nobody else
    missing = gap.places
    names = []
    if any(i < 3 for i in missing):
        names.append("flop")
    names += [{3: "turn", 4: "river"}[i] for i in missing if i >= 3]
    label = ", ".join(names).capitalize()
    if len(hand.boards) > 1:
        label = f"Board {gap.board} {label.lower()}"
    # the streets and the count once, as the street prompts say them ("Turn, river: 2
    # cards"); the hint says what to type, not the streets again
    return Prompt(
        PromptKind.FULL_BOARD,
        f"{label}: {card_count(len(missing))}",
        "board",
        frozenset({len(missing)}),
        hand.known_cards,
        "type it" if len(missing) == 1 else "type them in the order they were dealt",
    )


def show_prompt(hand: Hand, name: str) -> Prompt:
    """``name``'s hole cards at the showdown (or a muck)."""
    player = next(p for p in hand.players if p.name == name)
    known = {k: v for k, v in hand.known_cards.items() if k != f"player {name}"}
    muck = ", or muck" if hand.can_apply(Action.muck(name)) else ""  # not at an all-in with chips behind
    return Prompt(
        PromptKind.SHOW,
        f"{name} shows",
        f"player {name}",
        frozenset({hand.hole_cards}),
        known,
        f"{card_count(hand.hole_cards)}{muck}",
        optional=bool(player.hole),
    )


def action_for(hand: Hand, entry: Typed) -> Action | Refusal | None:
    """The action an answer stands for; a refusal to show at the field; None for nothing."""
    if entry.kind is PromptKind.NOT_DUE:  # only "a" (all in) is read there
        options = hand.legal()
        return None if options is None or entry.word != "all" else Action.all_in(options.player)
    if entry.kind is PromptKind.AMOUNT:
        options = hand.legal()
        if options is None:
            return None
        if entry.word == "all":
            return Action.all_in(options.player)
        if entry.word == "min":
            amount = options.min_raise_to
        elif entry.word == "max":
            amount = options.max_raise_to
        else:
            amount = entry.amount
        if amount is None:
            return Refusal(f"{options.player} cannot raise: {options.no_raise_reason}")
        if options.opening:
            return Action.bet(options.player, amount)
        return Action.raise_to(options.player, amount)
    if entry.kind is PromptKind.BOARD:
        if entry.word == "twice":
            return Action.run_twice()
        due = hand.board_due
        return Action.deal_board(entry.cards, board=due.board if due is not None else 1)
    if entry.kind is PromptKind.FULL_BOARD:
        gap = hand.board_gap
        number = gap.board if gap is not None else 1
        typed = iter(entry.cards)
        board = [card if card is not None else next(typed) for card in hand.boards[number - 1]]
        return Action.board_cards(board, board=number)
    actor = hand.actor
    if actor is None:
        return None
    if entry.word == "muck":
        return Action.muck(actor)
    return Action.show(actor, entry.cards)
