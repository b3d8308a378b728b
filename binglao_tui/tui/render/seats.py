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
    """The dealer's last column: who is to act (or to show) says so; else the cards."""
    if player.folded or player.mucked or (player.shown and player.hole):
        return players_status(hand, player, backs=False)
    if player.name == hand.actor:
        word = "to show" if hand.phase is Phase.SHOWDOWN else "to act"
        text = Content.styled(word, "bold $text-warning")
        return Content.assemble(text, " · all in") if player.all_in else text
    if player.all_in:
        return Content.styled("all in", "bold $text-warning")
    if hand.hole_cards and hand.phase is not Phase.DEAL_HOLE:
        return backs_content(hand.hole_cards)
    return Content("")


def players_status(hand: Hand, player: PlayerView, *, backs: bool) -> Content:
    """The players' last column: folded, mucked, the cards once tabled (the only time a
    hole card is written), else the backs (unless ``backs`` is False) and all in."""
    if player.folded:
        return Content.styled("folded", "$foreground-muted")
    if player.mucked:
        return Content.styled("mucked", "$foreground-muted")
    if player.shown and player.hole:
        return cards_content(player.hole)
    notes: list[Content] = []
    if backs and hand.hole_cards and hand.phase not in (Phase.ROLL, Phase.DEAL_HOLE):
        notes.append(backs_content(hand.hole_cards))
    if player.all_in:
        notes.append(Content.styled("all in", "bold $text-warning"))
    return Content("  ").join(notes)


def seats_content(
    hand: Hand, *, for_players: bool = False, hide_stacks: bool = False, backs: bool = True
) -> Content:
    """One line per seat, clockwise, numbered as the table's seats, under a heading: the
    empty seats too (``·``, with the dead button's mark when it stands on one) and the
    players sitting out or waiting. Once the hand is over the bet column shows what each
    player won.

    ``for_players``: the players' display's words (the player to act in reverse, no "to
    act" word; the backs of unshown cards, left out with ``backs=False`` for a narrow
    screen, and for a player all in, whose words say he is in the hand); ``hide_stacks``
    leaves the stacks out. Hole cards are written only once shown, for the dealer as for
    the players."""
    marks = roles(hand)
    width = max(6, *(len(p.name) for p in hand.players), *(len(s.name) for s in hand.setup.away))
    mark_width = max(2, *(len(m) for m in marks.values()))
    over = hand.phase is Phase.COMPLETE
    payouts = hand.payouts or {}
    stack_head = "" if hide_stacks else f" {'Stack':>6}"
    head = f"     {'':{mark_width}} {'Player'.ljust(width)}{stack_head} {'Won' if over else 'Bet':>5}"
    lines = [Content.styled(head, "$foreground-muted")]
    for number, player, seated in by_seat(hand):
        if player is None:  # an empty seat, or a player sitting out or waiting
            lines.append(not_dealt(hand, number, seated, mark_width, width, stacks=not hide_stacks))
            continue
        acting = player.name == hand.actor
        pointer = Content.styled("▶ ", "bold $text-warning") if acting else Content("  ")
        plain = "bold" if for_players else ""
        name_style = ("bold reverse" if for_players else "bold") if acting else plain
        if player.folded:
            name_style = "$foreground-muted"
        if over:
            won = payouts.get(player.name, 0)
            bet = (f"+{won}" if won else "", "bold $text-success")
        else:
            bet = (str(player.bet) if player.bet else "", "bold $text-primary")
        stack_style = "bold" if acting and not for_players else ""
        stack = () if hide_stacks else (" ", (f"{player.stack:>6}", stack_style))
        # a player all in is in the hand: his word, not his backs, where a line is short
        shown = players_status(hand, player, backs=backs and not player.all_in)
        status = shown if for_players else _status(hand, player)
        lines.append(
            Content.assemble(
                pointer,
                (f"{number:>2} ", "$foreground-muted"),
                (marks[player.name].ljust(mark_width), "bold $text-accent"),
                " ",
                (player.name.ljust(width), name_style),
                *stack,
                " ",
                (f"{bet[0]:>5}", bet[1]),
                " ",
                status,
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
