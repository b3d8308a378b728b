"""The hand screen's keys: the bindings, and which of them work at this moment of the hand.

Which keys work is read off the engine's hand (its phase, its options, what it can apply);
nothing here decides a rule. In the entry field letters type themselves, so undo is shown
there as ctrl+z (the keys line offers the key that works), run it twice as ctrl+t as
well as w, and misdeal and floor answer to F8 and F9 as well as to m and o (F7 is the
tournament's key).

Card text never acts at a betting prompt. The betting keys are letters, and two of them
are also card characters: ``c`` (clubs) and ``a`` (the ace), so a flop typed a moment
early (``Tc``) made the player call, and ``ac`` put him all in and the next player called.
Card text always begins with a rank (2 to 9, the 1 of 10, T J Q K A in either case: the
card reader's forms), so at a betting prompt a rank never acts: it opens the entry line
with itself typed (:data:`CARD_STARTS`, ``PromptKind.NOT_DUE``). The line reads what
follows as cards, shows them, and says that no card is due yet, who is to act and what
comes once the betting round is over; enter there only says it again, and escape gives
the keys back. Whatever is typed after the rank lands in that line, so no sequence of
card text reaches the betting keys. ``f``, ``c``, ``b``/``r`` and ``x`` begin no card and
act at once as before. ``a`` is a rank: it opens the same line, which says what enter
does (``enter: Bob raises to 120, all in``), so all in is ``a`` then enter, and a suit
typed after the ``a`` makes it the ace instead.
"""

from __future__ import annotations

from textual.binding import Binding, BindingType

from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.all_in import to_table
from binglao_tui.core.engine.hand import Hand, Phase
from binglao_tui.tui.render.hand import has_odds, may_chop

CARD_STARTS = "123456789tjqkaTJQKA"
"""The characters a card's text can begin with (its rank; ``1`` of ``10``): at a betting
prompt each opens the entry line, typed, instead of acting."""

HAND_BINDINGS: list[BindingType] = [
    # None of the hand's keys is in the footer: the keys line of the Next box says each
    # key that works now with what it does (render.hand.keys_content), and the footer is
    # left to the windows (F1-F4), which at 80 columns it cut at "f3" after the hand's keys
    Binding("space", "roll_die", "Roll die", show=False),
    Binding("enter", "step", "Do it", show=False),
    Binding("f", "fold", "Fold", show=False),
    Binding("c", "check_call", "Check/call", show=False),
    Binding("b,r", "bet_raise", "Bet/raise", show=False),
    # b when the player may not bet or raise (the key above is then off): says why
    Binding("b,r", "why_no_raise", show=False),
    Binding("x", "arithmetic", "Sum", show=False),
    Binding("s", "show", "Show", show=False),
    Binding("k", "muck", "Muck", show=False),
    Binding("u", "undo", "Undo", show=False),
    Binding("ctrl+z", "undo_in_field", "Undo", show=False),
    Binding("m,f8", "misdeal", "Misdeal", show=False),
    Binding("o,f9", "floor", "Floor", show=False),
    Binding("w,ctrl+t", "run_twice", "Run twice", show=False),
    Binding("t", "table_setup", "Setup", show=False),
    # at an all-in the house allows to chop: the chop by equity; once the hand is over: its odds
    Binding("e", "equity", "Chop or odds", show=False),
    Binding("escape", "cancel", "Back", show=False),
    # the Table panel (the equity and the outs at an all-in, the ruling) scrolls a page
    # from anywhere, the entry field too: at 80x24 the outs sit below its fold
    Binding("pageup", "scroll_table(-1)", "Table up", show=False),
    Binding("pagedown", "scroll_table(1)", "Table down", show=False),
    *[Binding(str(face), f"roll({face})", show=False) for face in range(1, 10)],
    # last: a key bound above for another moment of the hand (t, k, 1 to 9) is a card's
    # first character at a betting prompt, where those bindings are off
    *[Binding(char, f"cards_not_due('{char}')", show=False) for char in CARD_STARTS],
]


def may_muck(hand: Hand) -> bool:
    """Whether the player to show may muck instead (the engine's answer: a player with
    chips behind at an all-in showdown may not, TDA 2024 Rule 16)."""
    return hand.actor is not None and hand.can_apply(Action.muck(hand.actor))


_BETTING_KEYS = {"fold", "check_call", "bet_raise", "why_no_raise", "arithmetic", "cards_not_due"}


def key_state(hand: Hand | None, action: str, *, typing: bool, can_change_table: bool) -> bool | None:
    """Textual's ``check_action`` answer for the hand screen: True (works), None (shown
    but not now), False (hidden). ``typing``: the cursor is in the entry field."""
    if hand is None:
        return True
    phase = hand.phase
    if action in _BETTING_KEYS:
        if phase is not Phase.BETTING:
            return False
        options = hand.legal()
        # b is offered only for a bet or raise the dealer chooses the size of; when the
        # only raise is a short all-in, that is `a` (the keys line says so)
        sized_raise = options is not None and options.can_size_raise
        if action == "bet_raise":
            return sized_raise
        if action == "why_no_raise":
            return not sized_raise
        return True
    if action in ("roll_die", "roll"):
        return phase is Phase.ROLL
    if action in ("show", "muck"):
        showing = phase is Phase.SHOWDOWN and hand.actor is not None
        if action == "muck":  # never at an all-in showdown for a player with chips behind
            return showing and may_muck(hand)
        return showing or bool(to_table(hand))
    if action == "floor":
        return hand.floor_open
    if action == "step":
        # at the showdown enter goes back to the field, whoever is to show (the keys line
        # said so, but with a player to show it did nothing, and the "muck" typed next
        # reached the hand's keys: m opened the misdeal question)
        return phase in (Phase.DEAL_HOLE, Phase.DEAL_BOARD, Phase.SHOWDOWN, Phase.COMPLETE)
    if action in ("undo", "undo_in_field"):
        # in the field u types a u: ctrl+z is the one shown there; at the first step the
        # key works too, and the session's refusal says there is nothing to undo
        return typing == (action == "undo_in_field")
    if action == "run_twice":
        return hand.can_apply(Action.run_twice())
    if action == "table_setup":
        return can_change_table
    if action == "equity":
        return has_odds(hand) or may_chop(hand)
    return True
