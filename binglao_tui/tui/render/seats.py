"""The table at a glance: seats, blinds and button, stacks, bets in front, who acts."""

from __future__ import annotations

from textual.content import Content

from binglao_tui.core.engine.hand import Hand, Phase, PlayerView
from binglao_tui.core.engine.table import Seat, SeatState
from binglao_tui.tui.render.cards import backs_content, cards_content


def roles(hand: Hand) -> dict[str, str]:
    """The button and blind marks by player: ``D``, ``SB``, ``BB``, ``ST``."""
    setup = hand.setup
    marks: dict[str, list[str]] = {name: [] for name in setup.names}
    if not setup.dead_button:  # a dead button stands on an empty seat: nobody's mark
        marks[setup.button].append("D")
    if not setup.no_small_blind:  # its seat emptied under a dead button
        marks[setup.small_blind_player].append("SB")
    marks[setup.big_blind_player].append("BB")
    if setup.straddle_player is not None:
        marks[setup.straddle_player].append("ST")
    return {name: " ".join(m) for name, m in marks.items()}


def _status(hand: Hand, player: PlayerView) -> Content:
    if player.folded:
        return Content.styled("folded", "$foreground-muted")
    if player.mucked:
        return Content.styled("mucked", "$foreground-muted")
    if player.shown and player.hole:
        return cards_content(player.hole)
    if player.name == hand.actor:
        word = "to show" if hand.phase is Phase.SHOWDOWN else "to act"
        text = Content.styled(word, "bold $text-warning")
        return Content.assemble(text, " · all in") if player.all_in else text
    if player.all_in:
        return Content.styled("all in", "bold $text-warning")
    if hand.hole_cards and hand.phase is not Phase.DEAL_HOLE:
        return backs_content(hand.hole_cards)
    return Content("")


def seats_content(hand: Hand) -> Content:
    """One line per seat, clockwise, numbered as the table's seats, under a heading: the
    empty seats too (``·``, with the dead button's mark when it stands on one) and the
    players sitting out or waiting. Once the hand is over the bet column shows what each
    player won."""
    marks = roles(hand)
    width = max(6, *(len(p.name) for p in hand.players), *(len(s.name) for s in hand.setup.away))
    mark_width = max(2, *(len(m) for m in marks.values()))
    over = hand.phase is Phase.COMPLETE
    payouts = hand.payouts or {}
    head = Content.styled(
        f"     {'':{mark_width}} {'Player'.ljust(width)} {'Stack':>6} {'Won' if over else 'Bet':>5}",
        "$foreground-muted",
    )
    lines = [head]
    for number, player, seated in by_seat(hand):
        if player is None:
            lines.append(not_dealt(hand, number, seated, mark_width, width))
            continue
        acting = player.name == hand.actor
        pointer = Content.styled("▶ ", "bold $text-warning") if acting else Content("  ")
        name_style = "bold" if acting else ("$foreground-muted" if player.folded else "")
        if over:
            won = payouts.get(player.name, 0)
            bet = (f"+{won}" if won else "", "bold $text-success")
        else:
            bet = (str(player.bet) if player.bet else "", "bold $text-primary")
        lines.append(
            Content.assemble(
                pointer,
                (f"{number:>2} ", "$foreground-muted"),
                (marks[player.name].ljust(mark_width), "bold $text-accent"),
                " ",
                (player.name.ljust(width), name_style),
                " ",
                (f"{player.stack:>6}", "bold" if acting else ""),
                " ",
                (f"{bet[0]:>5}", bet[1]),
                " ",
                _status(hand, player),
            )
        )
    return Content("\n").join(lines)


def by_seat(hand: Hand) -> list[tuple[int, PlayerView | None, Seat | None]]:
    """The table's seats in order: each seat's number, its player dealt in (or None), and
    the player seated there but not dealt in (or None; both None for an empty seat)."""
    setup = hand.setup
    dealt = {setup.number_of(player.name): player for player in hand.players}
    away = {seat.number: seat for seat in setup.away}
    return [(number, dealt.get(number), away.get(number)) for number in range(1, setup.size + 1)]


def not_dealt(
    hand: Hand, number: int, seated: Seat | None, mark_width: int, width: int, *, stacks: bool = True
) -> Content:
    """A seat nobody is dealt from, in the seats' columns: empty (``·``), or its player
    sitting out or waiting (with his stack unless ``stacks`` is False); the dead button's
    mark when it stands there."""
    setup = hand.setup
    button = setup.dead_button and number == setup.button_at
    mark = ("D" if button else "").ljust(mark_width)
    if seated is None:
        who, stack, state = "·", "", ""
    else:
        who, stack, state = (
            seated.name,
            str(seated.stack),
            "out" if seated.state is SeatState.OUT else "waiting",
        )
    chips = f" {stack:>6}" if stacks else ""
    return Content.assemble(
        "  ",
        (f"{number:>2} ", "$foreground-muted"),
        (mark, "bold $text-accent"),
        " ",
        (f"{who.ljust(width)}{chips}       {state}".rstrip(), "$foreground-muted"),
    )
