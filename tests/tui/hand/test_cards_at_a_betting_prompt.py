"""Card text typed at a betting prompt never becomes an action (issue 22 §2).

The newcomer's evening: a flop typed a moment early (``Tc``) made the player call, and
``ac`` (the lower-case card form the docs allow) put the player all in and the next one
called, two actions from two characters. A character that can begin a card opens the entry
line with it typed instead; the line reads the cards, says that no card is due yet and
what is, and enter there does nothing. The action keys f, c, b and x still act at once;
all in is ``a`` then enter (a suit typed after the ``a`` makes it the ace).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot

from binglao_tui.core.cards import DECK
from binglao_tui.core.engine.hand import Phase
from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.hand_keys import CARD_STARTS
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, phase, post_keys, screen_lines, seat_table, settle, text_of

STACKS = {"Ann": 200, "Bob": 200, "Cat": 200}


def _actions(app: BinglaoApp) -> int:
    hand = hand_of(app)
    assert hand is not None
    return len(hand.actions)


async def _betting(pilot: Pilot[None], app: BinglaoApp) -> None:
    await keys(pilot, "enter", "enter")  # the setup's start, the hole cards dealt
    assert phase(app) is Phase.BETTING


async def _typed_fast(pilot: Pilot[None], app: BinglaoApp, text: str) -> None:
    """``text`` as a fast typist sends it: every key queued before the first is handled."""
    post_keys(app, *[("space" if c == " " else c) for c in text])
    await settle(pilot, lambda: False, rounds=len(text) + 5)


async def test_a_flop_typed_a_moment_early_is_no_call(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", STACKS, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _betting(pilot, app)
        before = _actions(app)
        await _typed_fast(pilot, app, "Tc")
        assert _actions(app) == before
        note = text_of(app, "#entry-note")
        assert "T♣" in note
        assert "no card is due yet" in note
        assert "Ann is to act" in note
        assert "the flop comes once this betting round is over" in note
        await keys(pilot, "enter")  # enter there does nothing but say it again
        assert _actions(app) == before
        assert "no card is due yet" in text_of(app, "#entry-note")
        await keys(pilot, "escape", "c")  # the keys act at once again
        assert _actions(app) == before + 1
        hand = hand_of(app)
        assert hand is not None
        assert hand.log[-1] == "Ann calls 2"


async def test_ac_is_no_all_in_and_no_call(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", STACKS, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _betting(pilot, app)
        before = _actions(app)
        await _typed_fast(pilot, app, "ac")
        assert _actions(app) == before
        assert "A♣" in text_of(app, "#entry-note")
        await keys(pilot, "enter")
        assert _actions(app) == before


FLOPS = ["Ah Kd 7c", "ah,kd,7c", "AhKd7c", "10h 9h 8h", "A♥ K♦ 2♣", "tc 9d", "kc jh qs"]


async def _no_text_acts(make_app: MakeApp, tmp_path: Path, texts: list[str]) -> None:
    """Each of ``texts`` typed fast and entered at a betting prompt: the hand never moves."""
    seat_table(tmp_path / "config", "plo", STACKS, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _betting(pilot, app)
        before = _actions(app)
        for text in texts:
            await _typed_fast(pilot, app, text)
            post_keys(app, "enter")
            await settle(pilot, lambda: False, rounds=3)
            assert _actions(app) == before, text
            await keys(pilot, "escape")
        assert phase(app) is Phase.BETTING


async def test_no_card_text_acts_at_a_betting_prompt(make_app: MakeApp, tmp_path: Path) -> None:
    """Every character a card can begin with, each with a suit (the betting key c among
    them) in both cases, and whole flops in the forms the docs allow."""
    suits = "cdhs"
    texts = [f"{'10' if rank == '1' else rank}{suits[i % 4]}" for i, rank in enumerate(CARD_STARTS)] + [
        f"{rank}C" for rank in CARD_STARTS if rank != "1"
    ]
    await _no_text_acts(make_app, tmp_path, texts + FLOPS)


@pytest.mark.slow
async def test_no_card_of_the_deck_acts_at_a_betting_prompt(make_app: MakeApp, tmp_path: Path) -> None:
    """All 52 cards, in upper and lower case (exhaustive: 104 entries)."""
    await _no_text_acts(make_app, tmp_path, [str(c) for c in DECK] + [str(c).lower() for c in DECK])


@pytest.mark.parametrize("key", ["f", "c", "x"])
async def test_the_action_keys_still_act_at_once(make_app: MakeApp, tmp_path: Path, key: str) -> None:
    seat_table(tmp_path / "config", "plo", STACKS, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _betting(pilot, app)
        before = _actions(app)
        await keys(pilot, key)
        if key == "x":
            assert app.screen.query_one("#arithmetic").display
        else:
            assert _actions(app) == before + 1


async def test_all_in_is_a_then_enter(make_app: MakeApp, tmp_path: Path) -> None:
    seat_table(tmp_path / "config", "plo", {"Ann": 6, "Bob": 200, "Cat": 200}, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _betting(pilot, app)
        before = _actions(app)
        await keys(pilot, "a")
        assert _actions(app) == before
        assert "enter: Ann raises to 6, all in" in text_of(app, "#entry-note")
        assert "a enter all in 6" in "\n".join(screen_lines(app)) or "a" in text_of(app, "#keys")
        await keys(pilot, "enter")
        assert _actions(app) == before + 1
        hand = hand_of(app)
        assert hand is not None
        assert hand.log[-1] == "Ann raises to 6, all in"
