"""Writing a hand played in this engine as a PHH file (see :mod:`binglao_tui.core.formats.phh`).

Players are numbered as the standard numbers them: ``p1`` the small blind and the button
last (heads-up ``p1`` the big blind); ``antes`` and ``blinds_or_straddles`` stay in blind
order. Every text is written with :mod:`binglao_tui.core.formats.toml_text`, so no name or
game id can add a field of its own.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence

from binglao_tui.core.engine.actions import Action, ActionKind
from binglao_tui.core.engine.hand import Hand
from binglao_tui.core.formats.toml_text import string
from binglao_tui.core.rules import Betting, LowRule, Split, Variant

STANDARD_VARIANTS: dict[str, tuple[str, Variant, Betting]] = {
    "PO": ("plo", Variant(4, Split.HIGH), Betting.POT_LIMIT),
    "FO/8": ("o8", Variant(4, Split.HI_LO, LowRule.EIGHT), Betting.FIXED_LIMIT),
}
"""The PHH standard's codes for what this engine plays (pokerkit 0.7.7 knows these two of
its eleven): each with the shipped game a file of that code is read as, the hand it plays
(hole cards, high or hi-lo, the low) and the betting. Every other hand (pot-limit hi-lo,
five and six cards, Big O, a die roll's hi-lo hand) has no code there. ``FO/8`` is the
shipped limit game ``o8``; a hand of another game played the same way (``plo8`` dealt
fixed-limit) is written ``FO/8`` with its own ``_game``."""

BIG_BLIND_ENTRY = 1
"""Where ``antes`` and ``blinds_or_straddles`` list the big blind's amount: second, at
every table size. Heads-up the standard lists both in blind order while ``p1`` is the big
blind, so there ``p1``'s ante is the second entry (``antes = [0, 3]``) and the button's
the first, as pokerkit reads them."""


def write_phh(hand: Hand, players: Sequence[str] | None = None) -> str:
    """A PHH file for a hand played in this engine (seat 1 written as ``p1``).

    A hand the standard has a code for is written with it (:func:`variant_lines`); any
    other is written with a code of this project's (``"_plo8"``), which a standard reader
    refuses rather than reads as another game, and this project reads by ``_game``. So is
    a hand in which a player posted besides the blinds (a new player's big blind, missed
    blinds: ``_posts``), which the standard's fields cannot say.
    """
    lines = variant_lines(hand)
    if hand.setup.posts:  # a post the standard has no field for: no standard reader may read it
        game = hand.setup.game
        lines = [
            f"variant = {string('_' + game.id)}",
            f"_game = {string(game.id)}",
            f"_betting = {string(hand.setup.structure.value)}",
        ]
    return _text(hand, lines, players)


def variant_lines(hand: Hand) -> list[str]:
    """The lines saying what was played: the standard's ``variant`` when it has one for the
    hand (``PO``, ``FO/8``), with ``_game`` and ``_betting`` unless that code alone reads
    back as this very game; else ``variant = "_<game id>"`` with ``_game`` and ``_betting``.
    """
    setup = hand.setup
    game = setup.game
    played = hand.variant if hand.variant is not None else (None if game.die else game.variant())
    code = next(
        (
            code
            for code, (_, variant, betting) in STANDARD_VARIANTS.items()
            if played == variant and setup.structure is betting
        ),
        None,
    )
    lines = [f"variant = {string(code or '_' + game.id)}"]
    if code is not None and game.die is None and STANDARD_VARIANTS[code][0] == game.id:
        return lines  # the code alone reads back as this game
    return [*lines, f"_game = {string(game.id)}", f"_betting = {string(setup.structure.value)}"]


def _first_variant_lines(hand: Hand) -> list[str]:
    """The lines the first exports wrote for the game: ``PO`` for every game but the two
    the standard names, with ``_game``. Kept for :func:`fingerprint` only, so that a hand
    stored then is still the same hand as its export now."""
    setup = hand.setup
    if setup.game.id == "plo" and setup.structure is Betting.POT_LIMIT:
        return ['variant = "PO"']
    if setup.game.id == "plo8" and setup.structure is Betting.FIXED_LIMIT:
        return ['variant = "FO/8"']
    return [
        'variant = "PO"',
        f"_game = {string(setup.game.id)}",
        f"_betting = {string(setup.structure.value)}",
    ]


def _text(hand: Hand, lines: list[str], players: Sequence[str] | None = None) -> str:
    """The file: the variant ``lines``, then the table, the actions and the stacks."""
    setup = hand.setup
    order = setup.clockwise_from(setup.left_of(setup.button))
    if setup.heads_up:
        order = (setup.left_of(setup.button), setup.button)
    code = {name: f"p{i + 1}" for i, name in enumerate(order)}
    lines = list(lines)
    one_blind = not setup.posted_small_blind
    antes = [setup.ante] * len(order) if setup.ante else [0] * len(order)
    bb_ante = _bb_ante_written(hand)
    if bb_ante:
        antes[0 if one_blind and not setup.heads_up else BIG_BLIND_ENTRY] = bb_ante
    if one_blind:
        # No small blind: p1, left of the button, posts the big blind, listed against him,
        # and the straddle against p2, who posts it. "_no_small_blind" says so to a reader
        # that would take the first two entries for a small and a big blind.
        blinds = [setup.big_blind] + ([setup.straddle] if setup.straddle else [])
        if setup.straddle or bb_ante:
            lines.append("_no_small_blind = true")
    else:
        blinds = [setup.posted_small_blind, setup.big_blind] + ([setup.straddle] if setup.straddle else [])
    blinds += [0] * (len(order) - len(blinds))
    lines.append(f"antes = {antes}")
    lines.append(f"blinds_or_straddles = {blinds}")
    if setup.structure is Betting.FIXED_LIMIT:
        small, big = setup.bet_sizes
        lines += [f"small_bet = {small}", f"big_bet = {big}"]
    else:
        lines.append(f"min_bet = {setup.big_blind}")
    lines.append(f"starting_stacks = {[setup.stacks[n] for n in order]}")
    if setup.chip != 1:
        lines.append(f"_chip = {setup.chip}")
    if setup.posts:  # what players posted besides the blinds: [player, live, dead]
        posts = ", ".join(f"[{string(code[p.name])}, {p.live}, {p.dead}]" for p in setup.posts)
        lines.append(f"_posts = [{posts}]")
    if hand.roll is not None:
        lines.append(f"_roll = {hand.roll}")
    if len(hand.boards) == 2:
        lines.append("_run_twice = true")
    lines.append("actions = [")
    lines += [f"  {string(entry)}," for entry in _action_lines(hand, code)]
    lines.append("]")
    if players is not None:
        lines.append("players = [" + ", ".join(string(p) for p in players) + "]")
    if hand.finishing_stacks is not None:
        lines.append(f"finishing_stacks = {[hand.finishing_stacks[n] for n in order]}")
    return "\n".join(lines) + "\n"


def _bb_ante_written(hand: Hand) -> int:
    """The big-blind ante as the file writes it: the table's, or, when the big blind could
    not cover both and posted his blind first (house ``bb_ante_order``, TDA 2024), what he
    had left for the ante. The standard's reader posts every ante before the blinds, so
    the ante actually posted is what makes it post the same chips."""
    setup = hand.setup
    if not setup.bb_ante:
        return 0
    posted = Hand.start(setup)
    big_blind = next(p for p in posted.players if p.name == setup.big_blind_player)
    return min(setup.bb_ante, big_blind.committed - big_blind.bet)


def fingerprint(hand: Hand, unit: str = "1") -> str:
    """What makes a hand the same hand, as a short digest: its table (game, structure,
    blinds, antes, stacks in seat order from the button), every card and every action, as
    the standard writes them without names, and the unit its amounts are counted in.
    Two records of one hand (imported twice, or played here and imported back) share it.
    """
    text = _text(hand, _first_variant_lines(hand))
    return hashlib.sha256(f"unit = {unit}\n{text}".encode()).hexdigest()[:32]


def _entered_later(hand: Hand, before: Hand, board: int) -> str:
    """The cards of a street dealt face down, as the hand ended with them: entered later
    (at the showdown, say), or ``??`` each where they never were."""
    dealt = len(before.boards[board - 1])
    count = 3 if dealt == 0 else 1
    final = hand.boards[board - 1] if board <= len(hand.boards) else ()
    cards = final[dealt : dealt + count]
    if len(cards) == count and all(card is not None for card in cards):
        return "".join(str(card) for card in cards)
    return "??" * count


def _action_lines(hand: Hand, code: Mapping[str, str]) -> list[str]:
    out: list[str] = []
    unknown = "??" * hand.hole_cards
    before = Hand.start(hand.setup)
    actions = hand.actions
    for number, action in enumerate(actions):
        who = code.get(action.player or "", "")
        cards = "".join(str(c) for c in action.cards)
        match action.kind:
            case ActionKind.DEAL_HOLE:
                targets = [action.player] if action.player else [n for n in code if n]
                out += [f"d dh {code[t]} {cards or unknown}" for t in targets if t is not None]
            case ActionKind.DEAL_BOARD:
                out.append(f"d db {cards or _entered_later(hand, before, action.board)}")
            case ActionKind.FOLD:
                out.append(f"{who} f")
            case ActionKind.CHECK | ActionKind.CALL:
                out.append(f"{who} cc")
            case ActionKind.BET | ActionKind.RAISE:
                out.append(f"{who} cbr {action.amount}")
            case ActionKind.ALL_IN:
                options = before.legal()
                assert options is not None
                everything = options.all_in_to
                call_total = before.bets[action.player or ""] + options.to_call
                out.append(f"{who} cbr {everything}" if everything > call_total else f"{who} cc")
            case ActionKind.SHOW:
                shown = action.cards or next(
                    (p.hole for p in before.players if p.name == action.player and p.hole), ()
                )
                out.append(f"{who} sm {''.join(str(c) for c in shown)}".rstrip())
            case ActionKind.MUCK:
                out.append(f"{who} sm")
            case _:
                pass
        before = before.apply(action)
        option = before.may_still_check
        if option is not None and actions[number + 1 : number + 2] != (Action.check(option),):
            out.append(f"{code[option]} cc")  # the standard asks for the blind's check
    return out
