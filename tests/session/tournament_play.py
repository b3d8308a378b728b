"""A small tournament for the tests: a schedule short enough to play through, a clock the
test moves by hand, and hands played to the end with known cards.

Four players (Ann, Bob, Cat, Dan) start with 1000 chips; the blinds are big, so a few
raises put everyone in. The cards are fixed: Ann makes four aces, Bob aces and kings,
Cat aces and queens, Dan aces with nothing better.
"""

from __future__ import annotations

from collections.abc import Collection

from binglao_tui.core.cards import parse_cards
from binglao_tui.core.engine.actions import Action
from binglao_tui.core.engine.hand import Phase
from binglao_tui.core.engine.table import Seat, TableSetup
from binglao_tui.core.rules import load_games
from binglao_tui.core.tournament.entries import EntryTerms
from binglao_tui.core.tournament.schedule import Break, Level, Schedule
from binglao_tui.core.tournament.tournament import Tournament
from binglao_tui.session import Booking, DealerSession, Refusal, TournamentSession
from binglao_tui.session.tournament_hands import book_finished, deal_next

GAMES = load_games(include_user=False)
PLAYERS = ("Ann", "Bob", "Cat", "Dan")
T0 = 1_750_000_000.0  # the wall clock when each test begins

SCHEDULE = Schedule(
    (
        Level(1, 10, 100, 200),
        Level(2, 10, 200, 400),
        Break(5, (25,)),
        Level(3, 10, 300, 600),
        Level(4, 10, 500, 1000),
    ),
    denominations=(25, 100),
)
TERMS = EntryTerms(
    buy_in=2000,
    chips=1000,
    re_entry_until=2,
    rebuy_price=2000,
    rebuy_chips=3000,
    rebuy_until=2,
    add_on_price=1000,
    add_on_chips=500,
    fee_basis_points=1000,
)

HOLES = {
    "Ann": parse_cards("As Ah 2s 3h"),
    "Bob": parse_cards("Ks Kh Qs 4h"),
    "Cat": parse_cards("Qc Qd 6s 7h"),
    "Dan": parse_cards("2c 3d 4s 6h"),
}
BOARD = parse_cards("Ac Ad 5h 8c 9s")


class FakeClock:
    """Wall-clock time the test sets; nothing sleeps."""

    def __init__(self, now: float = T0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def tournament(players: tuple[str, ...] = PLAYERS) -> Tournament:
    return Tournament.start(SCHEDULE, TERMS, players)


def base_table(players: tuple[str, ...] = PLAYERS, button: str = "Dan") -> TableSetup:
    """A table to take the game and the button from (the stacks and blinds are replaced)."""
    return TableSetup(GAMES["plo"], tuple(Seat(p, 1000) for p in players), button, 100, 200, chip=25)


def play_out(session: DealerSession, folders: Collection[str] = ()) -> None:
    """Play the hand in play to its end: ``folders`` fold when they face a bet, the others
    raise all they may or call; the fixed cards decide it."""
    board = list(BOARD)
    while True:
        hand = session.hand
        assert hand is not None
        phase = hand.phase
        if phase is Phase.COMPLETE:
            return
        if phase is Phase.DEAL_HOLE:
            for name in hand.setup.names:
                assert session.apply(Action.deal_hole(name, HOLES[name])) is None
        elif phase is Phase.BETTING:
            options = hand.legal()
            assert options is not None
            player = options.player
            if player in folders:
                step = Action.check(player) if options.can_check else Action.fold(player)
            elif options.can_raise and options.max_raise_to is not None:
                amount = options.max_raise_to
                step = Action.bet(player, amount) if options.opening else Action.raise_to(player, amount)
            else:
                step = Action.check(player) if options.can_check else Action.call(player)
            assert session.apply(step) is None, (step, hand)
        elif phase is Phase.DEAL_BOARD:
            due = hand.board_due
            assert due is not None
            cards, board = board[: due.cards], board[due.cards :]
            assert session.apply(Action.deal_board(cards)) is None
        elif phase is Phase.SHOWDOWN:
            actor = hand.actor
            assert actor is not None, hand.next_step
            assert session.apply(Action.show(actor)) is None
        else:
            raise AssertionError(f"unexpected phase {phase}")


def deal(dealer: DealerSession, director: TournamentSession) -> None:
    """Deal the next hand at the tournament's table, as the app does."""
    assert deal_next(dealer, director) is None


def book(dealer: DealerSession, director: TournamentSession) -> Booking:
    """Book the finished hand in the history, then in the tournament, as the app does."""
    done = book_finished(dealer, director)
    assert not isinstance(done, Refusal), done
    assert isinstance(done.booking, Booking), done.booking
    return done.booking
