"""What the table display writes, as pure functions of the engine's hand.

Nothing here decides a rule: the figures are the engine's (:meth:`Hand.legal`, the pots,
the judge's rulings), and the board, the pots and the outcome are drawn by the dealer
app's own renderers (``tui/render``: one renderer for each thing). Two things differ from
the dealer's screen because the players read this one:

- hole cards are written only for a player the dealer has entered as shown
  (``PlayerView.shown``), never because the dealer typed them in at the deal; the last
  action is worded without the cards of a deal (the log's table words);
- the board shows each street behind its burn card, so the table can check the deal.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import groupby

from textual.content import Content

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand, IllegalAction, Options, Phase, PlayerView
from binglao_tui.core.engine.log import LogEntry
from binglao_tui.core.engine.table import Seat, SeatState, TableSetup
from binglao_tui.core.mixed import Outlook
from binglao_tui.core.rules import Betting, Game
from binglao_tui.tui.render.middle import Fit, board_content, board_names
from binglao_tui.tui.render.middle import pots_content as pots_middle
from binglao_tui.tui.render.outcome import outcome_content
from binglao_tui.tui.render.seats import by_seat, players_status, roles

__all__ = ["board_names", "outcome_content"]  # the display's words that are the app's too


# --- the game, the stakes ---------------------------------------------------------------------


def faces_words(game: Game) -> str:
    """What each face of a die game's roll deals, faces that play alike run together:
    ``"1-3: 4, 5, 6 cards, high-low eight-or-better; 4-6: 4, 5, 6 cards, high only"``."""
    die = game.die
    if die is None:
        return ""
    parts = []
    faces = sorted(die.faces.items())
    for split, run in groupby(faces, key=lambda face: face[1].split_words):
        group = list(run)
        numbers = [face for face, _ in group]
        span = str(numbers[0]) if len(numbers) == 1 else f"{numbers[0]}-{numbers[-1]}"
        holes = sorted({variant.hole_cards for _, variant in group})
        cards = ", ".join(str(n) for n in holes)
        parts.append(f"{span}: {cards} card{'s' if holes != [1] else ''}, {split}")
    return "; ".join(parts)


def game_content(hand: Hand, number: int | None) -> Content:
    """The game, the hand's number and what is being played (what the roll means)."""
    game = hand.setup.game
    head = [(game.name, "bold $text-accent")]
    if number is not None:
        head.append((f" · hand {number}", "bold"))
    variant = hand.variant
    if hand.roll is not None and variant is not None:
        what = f"Roll {hand.roll}: {variant.describe}"
    elif variant is not None:
        what = variant.describe
    elif game.rolls_after_flop:
        what = f"{hand.hole_cards} cards each; the die after the flop betting decides: {faces_words(game)}"
    else:
        what = f"the button rolls the die: {faces_words(game)}"
    return Content.assemble(*head, (" · ", ""), (what, "bold"))


def stakes_content(setup: TableSetup) -> Content:
    """The blinds, antes and straddle with who posted them, and the betting structure: a
    limit game's bets first, its blinds after them and its cap last (the house's)."""
    blinds = (
        f"Blinds {setup.small_blind}/{setup.big_blind}" if setup.small_blind else f"Blind {setup.big_blind}"
    )
    limit = setup.structure is Betting.FIXED_LIMIT
    parts = [f"Limit {'/'.join(map(str, setup.bet_sizes))}", blinds.lower()] if limit else [blinds]
    if setup.bb_ante:
        parts.append(f"big-blind ante {setup.bb_ante}")
    if setup.ante:
        parts.append(f"ante {setup.ante}")
    if setup.straddle:
        parts.append(f"straddle {setup.straddle}")
    parts.append(f"a bet and {setup.rules.raise_cap - 1} raises" if limit else setup.structure.value)
    posts = [f"dead button after {setup.button}" if setup.dead_button else f"button {setup.button}"]
    if setup.posted_small_blind:
        posts.append(f"SB {setup.small_blind_player}")
    posts.append(f"BB {setup.big_blind_player}")
    if setup.straddle_player is not None:
        posts.append(f"straddle {setup.straddle_player}")
    return Content.assemble((" · ".join(parts), "bold"), (f"  ({', '.join(posts)})", "$foreground-muted"))


def rotation_content(seen: Outlook | None) -> Content | None:
    """A rotation's next game and when (``"2 hands to Big O"``, ``"Ann chooses in 2
    hands"``), on a line of its own; None when the table plays one game."""
    if seen is None:
        return None
    return Content.styled(seen.words, "bold $text-warning")


# --- the middle of the table ------------------------------------------------------------------


def boards_content(hand: Hand) -> Content:
    """Every board (two when the hand is run twice), each street behind its burn."""
    boards = hand.boards
    names = board_names(len(boards))
    return Content("\n").join(
        Content.assemble((f"{name}  " if name else "", "bold"), board_content(board, burns=True))
        for name, board in zip(names, boards, strict=True)
    )


def pots_content(hand: Hand) -> Content:
    """The main and side pots and who can win each, as the dealer's middle column has them
    (the bets of the round still open apart), and the cards left in the stub."""
    lines = [pots_middle(hand, Fit.POT_A_LINE, total=False)]
    if not hand.is_complete:
        lines.append(Content.styled(f"In the stub now: {hand.stub}", "$foreground-muted"))
    return Content("\n").join(line for line in lines if line.plain)


# --- the seats -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat as the players see it, for a layout that draws each seat in a box of its
    own (the television, the served page): ``chips`` is the bet in front (what the player
    won, once the hand is over: ``won``); ``status`` the cards (face down until shown),
    folded, mucked or all in."""

    number: int | None
    name: str
    marks: str
    stack: int | None
    chips: int
    status: Content
    acting: bool = False
    folded: bool = False
    won: bool = False
    empty: bool = False


def seat_lines(seat: SeatView) -> tuple[Content, ...]:
    """A seat in a few short lines, for a seat drawn in a box (the television, the page):
    the name (and ``to act``), the stack and the bet in front (or what was won), the cards."""
    if seat.empty:
        return (Content.styled("empty seat", "$foreground-muted"),)
    name = Content.styled(seat.name, "bold reverse" if seat.acting else "bold")
    if seat.acting:
        name = Content.assemble(("▶ ", "bold $text-warning"), name, (" to act", "bold $text-warning"))
    chips = []
    if seat.stack is not None:
        chips.append(Content.assemble(("stack ", "$foreground-muted"), (str(seat.stack), "bold")))
    if seat.chips:
        word, style = ("won +", "bold $text-success") if seat.won else ("bet ", "bold $text-primary")
        chips.append(Content.styled(f"{word}{seat.chips}", style))
    return name, Content("  ").join(chips), seat.status


def seat_title(seat: SeatView) -> str:
    """What a seat's box says on its border: ``Seat 3 D``, ``BB`` (no number yet)."""
    number = f"Seat {seat.number}" if seat.number is not None else ""
    return " ".join(part for part in (number, seat.marks) if part)


def seat_views(hand: Hand, *, hide_stacks: bool = False) -> tuple[SeatView, ...]:
    """Every seat, clockwise, as :class:`SeatView` (the same words as
    :func:`~binglao_tui.tui.render.seats.seats_content` gives the players):
    each seat by its number (a table whose seats carry none is numbered in order), the empty
    ones and those of the players sitting out or waiting too, with the dead button where it
    stands."""
    return tuple(
        _player_view(hand, player, number, hide_stacks)
        if player is not None
        else _not_dealt_view(hand, number, seated, hide_stacks)
        for number, player, seated in by_seat(hand)
    )


def _player_view(hand: Hand, player: PlayerView, number: int, hide_stacks: bool) -> SeatView:
    over = hand.is_complete
    payouts = hand.payouts or {}
    return SeatView(
        number=number,
        name=player.name,
        marks=roles(hand)[player.name],
        stack=None if hide_stacks else player.stack,
        chips=payouts.get(player.name, 0) if over else player.bet,
        status=players_status(hand, player, backs=True),
        acting=player.name == hand.actor,
        folded=player.folded or player.mucked,
        won=over,
    )


def _not_dealt_view(hand: Hand, number: int, seated: Seat | None, hide_stacks: bool) -> SeatView:
    """A seat nobody is dealt from: empty, or its player sitting out or waiting to come in
    (drawn dimmed, as a folded hand is); the dead button's mark when it stands there."""
    setup = hand.setup
    marks = "D" if setup.dead_button and number == setup.button_at else ""
    if seated is None:
        return SeatView(number, "", marks, None, 0, Content(""), empty=True)
    state = "sitting out" if seated.state is SeatState.OUT else "waiting to come in"
    stack = None if hide_stacks else seated.stack
    status = Content.styled(state, "$foreground-muted")
    return SeatView(number, seated.name, marks, stack, 0, status, folded=True)


# --- the pot and the moment ------------------------------------------------------------------


def pot_figure(hand: Hand) -> int:
    """The chips in the middle and in front; once paid out, what was paid."""
    if hand.payouts is not None:
        return sum(hand.payouts.values())
    return hand.pot_total


def moment_words(hand: Hand) -> str:
    """Where the hand stands, in a word or two: ``the roll``, ``flop``, ``showdown``."""
    match hand.phase:
        case Phase.ROLL:
            return "the roll"
        case Phase.DEAL_HOLE:
            return "the deal"
        case Phase.BETTING:
            return hand.street.word
        case Phase.DEAL_BOARD:
            return "dealing"
        case Phase.SHOWDOWN:
            return "showdown"
    return "hand over"


# --- the player to act -----------------------------------------------------------------------


def facing_content(options: Options) -> Content:
    """Who acts and what they may do, in a line: ``Bob to act: call 21 or raise to 42-105``."""
    choices = ["fold", "check" if options.can_check else f"call {options.to_call}"]
    if options.can_raise:
        verb = "bet" if options.opening else "raise to"
        low, high = options.min_raise_to, options.max_raise_to
        choices.append(f"{verb} {low}" if low == high else f"{verb} {low} to {high}")
    listed = ", ".join(choices[:-1]) + " or " + choices[-1]
    return Content.assemble((f"{options.player} to act", "bold $text-warning"), (f": {listed}", "bold"))


def figure_captions(verb: str) -> tuple[str, str, str]:
    """The captions of the three figures the player to act faces (``verb``: ``bet`` when
    nobody has bet yet this street, else ``raise to``)."""
    return "To call", f"Min {verb}", f"Max {verb}"


def arithmetic_content(options: Options) -> Content:
    """The pot-limit sum worked out (or why no raise is possible), one line below."""
    return Content.styled(options.arithmetic, "$foreground-muted")


# --- what happened ---------------------------------------------------------------------------


def taken_back_words(hand: Hand, undone: Action) -> str:
    """An action the dealer took back, as the log said it: ``hand`` is the hand before it,
    so the chips it had moved can still be told."""
    try:
        return hand.apply(undone).log_entries[-1].words(table=True)
    except IllegalAction:  # the hand followed is not the one the action was taken from
        return LogEntry(undone).words(table=True)


def last_content(hand: Hand, undone: Action | None) -> Content:
    """The last thing the dealer did, as the hand's log says it (with the chips it moved,
    and an uncalled bet it gave back), or what an undo took back."""
    if undone is not None:
        return Content.assemble(("Taken back: ", "bold $text-warning"), taken_back_words(hand, undone))
    if not hand.actions:
        return Content.styled("No action yet: the blinds are in", "$foreground-muted")
    return Content.assemble(("Last: ", "bold"), hand.log_entries[-1].words(table=True))
