"""What the hand screen says about a hand: the info line, the instruction, the keys for
the moment, and what a misdeal loses and how the hand is dealt again. Pure functions
of the engine's :class:`~binglao_tui.core.engine.hand.Hand`; nothing here decides any rule."""

from __future__ import annotations

from textual.content import Content

from binglao_tui.core.cards import format_cards
from binglao_tui.core.engine.actions import BETTING_KINDS, Action, ActionKind
from binglao_tui.core.engine.all_in import all_in_races, to_table
from binglao_tui.core.engine.hand import AllIn, Hand, Phase
from binglao_tui.core.rules import Betting, RollTime
from binglao_tui.tui.render.keys_line import KeysLine


def info_content(hand: Hand) -> Content:
    """The line under the table: street, what the roll made of the hand, stakes."""
    parts: list[str] = []
    if hand.phase is Phase.BETTING:
        parts.append(hand.street.word.capitalize())
    variant = hand.variant
    if hand.roll is not None and variant is not None:
        parts.append(f"Roll {hand.roll}: {variant.describe}")
    elif variant is not None:
        parts.append(variant.describe)
    elif hand.hole_cards:
        parts.append(f"{hand.hole_cards} cards each, the die decides the rest after the flop")
    else:
        parts.append("waiting for the die")
    setup = hand.setup
    blinds = f"{setup.small_blind}/{setup.big_blind}"
    if setup.bb_ante:
        blinds += f" BB ante {setup.bb_ante}"
    if setup.ante:
        blinds += f" ante {setup.ante}"
    if setup.straddle:
        blinds += f" straddle {setup.straddle}"
    if setup.structure is Betting.FIXED_LIMIT:  # the bets first: they are the game's stakes
        small_bet, big_bet = setup.bet_sizes
        parts.append(f"{small_bet}/{big_bet} fixed-limit, blinds {blinds}")
    else:
        parts.append(f"{blinds} {setup.structure.value}")
    return Content.styled(" · ".join(parts), "bold")


def forced_bets(hand: Hand) -> str:
    """Who has the button and what went in before the deal (posted by the engine)."""
    setup = hand.setup
    posted = []
    small = setup.small_blind_player if setup.posted_small_blind else None
    if small is not None and setup.post_of(small) is None:  # a post there replaces it
        posted.append(f"{small} {setup.small_blind} (small blind)")
    elif setup.no_small_blind:
        posted.append("no small blind (its seat is empty)")
    posted.append(f"{setup.big_blind_player} {setup.big_blind} (big blind)")
    if setup.straddle_player is not None:
        posted.append(f"{setup.straddle_player} {setup.straddle} (straddle)")
    if setup.bb_ante:
        posted.append(f"{setup.big_blind_player} {setup.bb_ante} (big-blind ante)")
    if setup.ante:
        posted.append(f"everyone {setup.ante} (ante)")
    for post in setup.posts:  # a new player's big blind, missed blinds
        chips = " + ".join(
            f"{amount} {kind}" for amount, kind in ((post.live, "live"), (post.dead, "dead")) if amount
        )
        instead = ", in place of the small blind" if post.name == small else ""
        posted.append(f"{post.name} {chips} ({post.reason.words}{instead})")
    where = f"seat {setup.button_at}" if setup.numbered else "the empty seat"
    button = f"dead, on {where} after {setup.button}" if setup.dead_button else setup.button
    return f"Button: {button}. In: {', '.join(posted)}."


def instruction_content(hand: Hand) -> Content:
    """The engine's next step, with the posts before the first action and the roll
    and the stub while the hole cards are dealt."""
    text = hand.next_step
    lines: list[Content] = []
    if not hand.actions:
        lines.append(Content.styled(forced_bets(hand), "$foreground-muted"))
    if hand.phase is Phase.DEAL_HOLE:
        if hand.roll is not None and hand.variant is not None:
            lines.append(Content.styled(f"Roll {hand.roll}: {hand.variant.describe}.", "bold $text-accent"))
        text = f"{text}; {hand.stub_after_hole_cards} left in the stub"
    lines.append(Content.styled(text, "bold"))
    return Content("\n").join(lines)


def may_chop(hand: Hand) -> bool:
    """Whether the players may chop by equity now: the house allows it (``equity_chop``)
    and the hand is at an all-in on one board with every live hand tabled."""
    return hand.setup.rules.equity_chop and len(hand.boards) == 1 and bool(all_in_races(hand))


def has_odds(hand: Hand) -> bool:
    """Whether a finished hand has odds to show: two hands or more are known."""
    return hand.phase is Phase.COMPLETE and sum(1 for p in hand.players if p.hole) >= 2


def keys_content(
    hand: Hand, *, typing: bool = False, setup: bool = False, not_due: bool = False, asking: bool = False
) -> KeysLine:
    """The keys for this moment of the hand, with what each does now. ``typing``: the
    cursor is in the entry field, where letters type themselves, so the hand's own keys are
    given as the ctrl and function keys that work there too. ``setup``: the table may be
    set up again now (before the first action, or once the hand is over), so ``t`` is
    offered. ``not_due``: the field holds what was typed at a betting prompt, which takes
    no card (its note says what enter does). ``asking``: the entry line asks for a hand
    to table at an all-in, where enter alone is refused and ``d`` deals face down. A key
    and its words stay on one line when the keys need two."""
    phase = hand.phase
    floor = "F9" if typing else "o"
    # the engine's answer: never for a player with chips behind at an all-in showdown
    muck = phase is Phase.SHOWDOWN and hand.actor is not None and hand.can_apply(Action.muck(hand.actor))
    keys: list[tuple[str, str]] = []
    if phase is Phase.ROLL:
        keys = [("1-6", "the roll"), ("space", "roll a fair die here")]
    elif phase is Phase.DEAL_HOLE:
        keys = [("enter", "the cards are dealt")]
    elif phase is Phase.BETTING:
        options = hand.legal()
        assert options is not None
        if typing:
            keys = [] if not_due else [("enter", "the amount")]
            keys.append(("esc", "back to the betting keys"))
        else:
            call = "check" if options.can_check else f"call {options.to_call}"
            if options.all_in is AllIn.CALL and options.to_call:
                call += " (all in)"
            keys = [("f", "fold"), ("c", call)]
            if options.can_size_raise:
                keys.append(("b", "bet" if options.opening else "raise"))
            if options.all_in in (AllIn.FULL, AllIn.SHORT):  # a is an ace too: enter confirms
                keys.append(("a enter", f"all in {options.all_in_to}"))
            keys.append(("x", "the sum"))
    elif phase is Phase.DEAL_BOARD:
        field = ("esc", "leave the field") if typing else ("enter", "back to the field")
        dealt = (
            [("enter", "the hand or the cards"), ("d enter", "face down")]
            if asking
            else [("enter", "dealt (cards optional)")]
        )
        keys = [*dealt, field] if typing else [field]
        if hand.can_apply(Action.run_twice()):
            keys.append(("ctrl+t" if typing else "w", "run it twice"))  # in the field, w types a w
        if not typing and may_chop(hand):
            keys.append(("e", "chop by equity"))
    elif phase is Phase.SHOWDOWN:
        what = ("show (or type muck)" if muck else "show") if hand.actor is not None else "judge"
        field = ("esc", "leave the field") if typing else ("enter", "back to the field")
        keys = [("enter", what), field] if typing else [field]
        keys.append((floor, "floor"))
    elif phase is Phase.COMPLETE:
        keys = [("enter", "confirm, next hand"), (floor, "floor ruling")]
        if not typing and has_odds(hand):
            keys.append(("e", "the odds"))
    if not typing and phase is Phase.SHOWDOWN and hand.actor is not None:
        keys[1:1] = [("s", "show"), ("k", "muck")] if muck else [("s", "show")]
    elif not typing and to_table(hand):
        keys.append(("s", "table the hands"))  # left face down at the all-in, tabled after all
    if setup and not typing:  # t worked here unsaid: the dealer only found it in the help
        keys.append(("t", "table setup"))
    if typing:
        keys += [("ctrl+z", "undo"), ("F8", "misdeal")]
    else:
        keys += [("u", "undo"), ("m", "misdeal")]
    return KeysLine([Content.assemble((key, "bold $text-accent"), f" {what}") for key, what in keys])


def misdeal_loss(hand: Hand) -> list[str]:
    """What a misdeal throws away, street by street: the hole cards dealt, each street's
    actions, the board cards. Empty while nothing has happened but the roll and the
    blinds (then a misdeal loses nothing a new deal does not repeat)."""
    lines: list[str] = []
    street = "Preflop"
    done: list[str] = []
    boards = 0
    for action, words in zip(hand.actions, hand.log, strict=True):
        if action.kind is ActionKind.DEAL_HOLE and not lines:
            lines.append("the hole cards, as dealt")
        elif action.kind is ActionKind.DEAL_BOARD:
            if done:
                lines.append(f"{street}: {', '.join(done)}")
                done = []
            name = ("flop", "turn", "river")[min(boards, 2)] if action.board == 1 else "second board"
            boards += action.board == 1
            lines.append(f"the {name} {format_cards(action.cards)}" if action.cards else f"the {name}")
            street = name.capitalize()
        elif action.kind in BETTING_KINDS or action.kind in (ActionKind.SHOW, ActionKind.MUCK):
            done.append(words)
    if done:
        lines.append(f"{street}: {', '.join(done)}")
    return lines


def misdeal_redeal(hand: Hand) -> str:
    """How the hand is dealt again after a misdeal, as the session does it: a new hand at
    the same table, so the same button deals and, in a die game, the die is rolled again
    (a roll already made goes with the void hand)."""
    die = hand.setup.game.die
    if die is None:
        return "The same button deals again."
    then = "the same button deals again and rolls the die{} after the flop betting."
    if die.roll_time is RollTime.BEFORE_DEAL:
        then = "the same button rolls the die{}, then deals."
    if hand.roll is None:
        return then.format("").capitalize()
    return f"The {hand.roll} rolled does not stand: {then.format(' again')}"
