"""What going all in would be (``Options.all_in``): the engine's options say it before the
key is pressed, so the app offers all in only when the engine takes it (issue 11, item 2).

- pot limit with a deep stack: all in is more than the limit, refused (OVER_LIMIT);
- a player facing only a short all-in after acting may call or fold (NO_RAISE);
- all in for more than the bet but less than a full raise is allowed and reopens nothing
  (SHORT); all in for no more than the bet is a call (CALL).
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from binglao_tui.core.cards import DECK
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import AllIn, Hand, Options, Phase
from binglao_tui.core.rules import Betting
from tests.core.engine.hand_helpers import dealt, play, table
from tests.core.engine.test_hand_properties import setups


def _options(hand: Hand) -> Options:
    options = hand.legal()
    assert options is not None
    return options


def test_pot_limit_all_in_over_the_limit_is_refused_and_said() -> None:
    hand = dealt(table(stacks={"Ann": 200, "Bob": 200, "Cy": 200}, button="Ann", blinds=(1, 2)))
    options = _options(hand)
    assert (options.player, options.max_raise_to, options.all_in) == ("Ann", 7, AllIn.OVER_LIMIT)
    assert not options.can_all_in
    assert not hand.can_apply(Action.all_in("Ann"))


def test_no_limit_deep_all_in_is_a_full_raise() -> None:
    setup = table(
        stacks={"Ann": 200, "Bob": 200, "Cy": 200}, button="Ann", blinds=(1, 2), betting=Betting.NO_LIMIT
    )
    options = _options(dealt(setup))
    assert options.all_in is AllIn.FULL
    assert options.can_all_in


def test_short_all_in_is_allowed_and_named_short() -> None:
    """Flop pot 6: Bob checks, Cy bets 6, Ann calls, Bob has 8: all in is 2 over the bet."""
    setup = table(stacks={"Ann": 200, "Bob": 10, "Cy": 200}, button="Ann", blinds=(1, 2))
    hand = play(dealt(setup), "Ann call", "Bob call", "Cy check", "flop 7s 5d 2c")
    hand = play(hand, "Bob check", "Cy bet 6", "Ann call")
    options = _options(hand)
    assert (options.player, options.all_in, options.min_raise_to, options.max_raise_to) == (
        "Bob",
        AllIn.SHORT,
        8,
        8,
    )
    assert "all in for 8 (less than a full raise)" in hand.next_step
    hand = play(hand, "Bob allin")
    options = _options(hand)
    assert (options.player, options.to_call, options.all_in) == ("Cy", 2, AllIn.NO_RAISE)
    assert not hand.can_apply(Action.all_in("Cy"))


def test_all_in_for_no_more_than_the_call_is_a_call() -> None:
    setup = table(stacks={"Ann": 200, "Bob": 200, "Cy": 5}, button="Ann", blinds=(1, 2))
    hand = play(dealt(setup), "Ann raise 7", "Bob fold")
    options = _options(hand)
    assert (options.player, options.to_call, options.all_in) == ("Cy", 3, AllIn.CALL)
    assert options.can_all_in


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_options_say_whether_the_engine_takes_an_all_in(data: st.DataObject) -> None:
    """In random play, ``can_all_in`` is exactly whether the engine accepts the all-in."""
    draw = data.draw
    hand = Hand.start(draw(setups()))
    deck = list(draw(st.permutations(DECK)))
    for _ in range(80):
        if hand.is_complete or hand.phase is Phase.SHOWDOWN:
            break
        if hand.phase is Phase.ROLL:
            hand = hand.apply(Action.roll(draw(st.integers(1, 6))))
        elif hand.phase is Phase.DEAL_HOLE:
            hand = hand.apply(Action.deal_hole())
        elif hand.phase is Phase.DEAL_BOARD:
            count = 3 if not hand.boards[0] else 1
            hand = hand.apply(Action.deal_board([deck.pop() for _ in range(count)]))
        else:
            options = _options(hand)
            assert options.can_all_in == hand.can_apply(Action.all_in(options.player))
            choices = [Action.fold(options.player)]
            choices.append(Action.check(options.player) if options.can_check else Action.call(options.player))
            if options.can_all_in:
                choices.append(Action.all_in(options.player))
            if options.can_raise and options.min_raise_to is not None:
                choices.append(Action.raise_to(options.player, options.min_raise_to))
            hand = hand.apply(draw(st.sampled_from(choices)))
