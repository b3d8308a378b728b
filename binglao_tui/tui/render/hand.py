"""What the hand screen says about a hand: the info line, the instruction, the keys for
the moment and the latest actions. Pure functions
of the engine's :class:`~binglao_tui.core.engine.hand.Hand`; nothing here decides any rule."""

from __future__ import annotations

from textual.content import Content

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Hand, Phase


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
    parts.append(f"{blinds} {setup.structure.value}")
    return Content.styled(" · ".join(parts), "bold")


def forced_bets(hand: Hand) -> str:
    """Who has the button and what went in before the deal (posted by the engine)."""
    setup = hand.setup
    posted = []
    if setup.small_blind:
        posted.append(f"{setup.small_blind_player} {setup.small_blind} (small blind)")
    posted.append(f"{setup.big_blind_player} {setup.big_blind} (big blind)")
    if setup.straddle_player is not None:
        posted.append(f"{setup.straddle_player} {setup.straddle} (straddle)")
    if setup.bb_ante:
        posted.append(f"{setup.big_blind_player} {setup.bb_ante} (big-blind ante)")
    if setup.ante:
        posted.append(f"everyone {setup.ante} (ante)")
    return f"Button: {setup.button}. In: {', '.join(posted)}."


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


def keys_content(hand: Hand) -> Content:
    """The keys for this moment of the hand, with what each does now."""
    phase = hand.phase
    keys: list[tuple[str, str]] = []
    if phase is Phase.ROLL:
        keys = [("1-6", "the roll"), ("space", "roll a fair die here")]
    elif phase is Phase.DEAL_HOLE:
        keys = [("enter", "the cards are dealt")]
    elif phase is Phase.BETTING:
        options = hand.legal()
        assert options is not None
        call = "check" if options.can_check else f"call {options.to_call}"
        keys = [("f", "fold"), ("c", call)]
        if options.can_raise:
            keys.append(("b", "bet" if options.opening else "raise"))
        keys += [("a", "all in"), ("x", "the sum")]
    elif phase is Phase.DEAL_BOARD:
        keys = [("enter", "dealt (cards optional)"), ("esc", "leave the field")]
        if hand.can_apply(Action.run_twice()):
            keys.append(("twice", "typed: run it twice"))
    elif phase is Phase.SHOWDOWN:
        if hand.actor is not None:
            keys = [("enter", "show (or type muck)"), ("esc", "leave the field"), ("o", "floor")]
        else:
            keys = [("enter", "judge"), ("esc", "leave the field"), ("o", "floor")]
    elif phase is Phase.COMPLETE:
        keys = [("enter", "confirm, next hand"), ("o", "floor ruling")]
    keys += [("u", "undo"), ("m", "misdeal")]
    parts: list[Content] = []
    for key, what in keys:
        parts.append(Content.assemble((key, "bold $text-accent"), f" {what}"))
    return Content("  ").join(parts)


def history_content(hand: Hand) -> Content:
    """The latest actions of the hand, newest first."""
    actions = hand.actions[::-1][:12]
    if not actions:
        return Content("")
    lines = [Content(""), Content.styled("Latest first", "bold")]
    lines += [Content.styled(f" {a.describe()}", "$foreground-muted") for a in actions]
    return Content("\n").join(lines)
