"""The house setting ``button_rule`` carried through a dealer's evening on a real SQLite file.

Four-handed PLO at 1/2: Ann on the button, Bob in the small blind, Cat in the big blind,
then Dan. Bob (6 chips, a pot-sized all-in) busts in the first hand from the small blind. With a dead button the second
hand's button stays dead on Bob's empty seat (Ann acts last), Cat posts the small blind
and Dan the big blind; with the moving button (the default) the button goes to Cat and
Dan and Ann post the blinds.
"""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.rotation import Positions
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import ButtonRule, Game, HouseRules, load_game_file
from binglao_tui.session import Booked, DealerSession
from tests.session.session_play import GAMES, play_steps

BOB_BUSTS_IN_THE_SMALL_BLIND = (
    Action.deal_hole(),
    Action.fold("Dan"),
    Action.fold("Ann"),
    Action.all_in("Bob"),
    Action.call("Cat"),
    Action.deal_board(),
    Action.deal_board(),
    Action.deal_board(),
    Action.show("Bob", parse_cards("ah3skdqs")),
    Action.show("Cat", parse_cards("9d9s4h6h")),
    Action.board_cards(parse_cards("7s5d9ckc9h")),
)

DEAD_PLO = """id = "plo-dead"
name = "PLO, dead button"
hole_cards = 4
split = "high"
max_players = 9

[house]
button_rule = "dead"
"""


def _table(game: Game, house: HouseRules | None = None) -> TableSetup:
    seats = (Seat("Ann", 200), Seat("Bob", 6), Seat("Cat", 200), Seat("Dan", 200))
    return TableSetup(game, seats, "Ann", small_blind=1, big_blind=2, house=house)


def _everyone_folds_to_the_big_blind(session: DealerSession) -> Booked:
    hand = session.hand
    assert hand is not None
    play_steps(session, (Action.deal_hole(),))
    while session.hand is not None and not session.hand.is_complete:
        actor = session.hand.actor
        assert actor is not None
        assert session.apply(Action.fold(actor)) is None
    booked = session.finish()
    assert isinstance(booked, Booked)
    return booked


def _dead_game(tmp_path: Path) -> Game:
    path = tmp_path / "plo-dead.toml"
    path.write_text(DEAD_PLO, encoding="utf-8")
    return load_game_file(path)


def test_dead_button_from_a_rules_file_carries_through_hands_and_the_journal(tmp_path: Path) -> None:
    game = _dead_game(tmp_path)
    assert game.house.button_rule is ButtonRule.DEAD
    db = tmp_path / "evening.sqlite3"
    games = {**GAMES, game.id: game}
    session = DealerSession.open(_table(game), db, games)
    try:
        assert session.deal() is None
        play_steps(session, BOB_BUSTS_IN_THE_SMALL_BLIND)
        booked = session.finish()
        assert isinstance(booked, Booked)
        assert booked.left == ("Bob",)
        assert booked.next_table is not None
        assert booked.next_table.positions == Positions("Ann", "Dan", "Cat", dead_button=True)
        assert session.deal() is None
        hand = session.hand
        assert hand is not None
        assert (hand.bets["Cat"], hand.bets["Dan"]) == (1, 2)
        play_steps(session, (Action.deal_hole(), Action.fold("Ann")))
    finally:
        session.close()
    again = DealerSession.open(_table(game), db, games)  # the next run finds the hand left in play
    try:
        assert again.resume() is None
        assert again.hand is not None
        assert again.hand.setup.dead_button
        assert again.hand.setup.rules.button_rule is ButtonRule.DEAD
        assert again.hand.actor == "Cat"
        assert again.apply(Action.fold("Cat")) is None
        booked = again.finish()
        assert isinstance(booked, Booked)
        assert booked.next_table is not None
        assert booked.next_table.positions == Positions("Cat", "Ann", "Dan")  # off the empty seat
    finally:
        again.close()


def test_dead_button_set_for_the_table_only_carries_through_hands(tmp_path: Path) -> None:
    house = HouseRules(button_rule=ButtonRule.DEAD)
    session = DealerSession.open(_table(GAMES["plo"], house), tmp_path / "evening.sqlite3", GAMES)
    try:
        assert session.deal() is None
        play_steps(session, BOB_BUSTS_IN_THE_SMALL_BLIND)
        assert isinstance(session.finish(), Booked)
        assert session.next_table.rules.button_rule is ButtonRule.DEAD
        assert session.deal() is None
        booked = _everyone_folds_to_the_big_blind(session)
        assert booked.next_table is not None
        assert booked.next_table.positions == Positions("Cat", "Ann", "Dan")
        assert session.deal() is None
        booked = _everyone_folds_to_the_big_blind(session)
        assert booked.next_table is not None
        assert booked.next_table.positions == Positions("Dan", "Cat", "Ann")
    finally:
        session.close()


def test_moving_button_is_the_default_and_skips_the_empty_seat(tmp_path: Path) -> None:
    session = DealerSession.open(_table(GAMES["plo"]), tmp_path / "evening.sqlite3", GAMES)
    try:
        assert session.next_table.rules.button_rule is ButtonRule.MOVING
        assert session.deal() is None
        play_steps(session, BOB_BUSTS_IN_THE_SMALL_BLIND)
        booked = session.finish()
        assert isinstance(booked, Booked)
        assert booked.next_table is not None
        assert booked.next_table.positions == Positions("Cat", "Ann", "Dan")
        assert not booked.next_table.dead_button
    finally:
        session.close()
