"""A floor ruling's words at 80x24 with six players, as an evening's play found them: the
log named every player's zero ("Floor ruling: Ann 1, Bob 0, Cat 1, Dan 0, Eve 0, Fay 0"),
and the next line still said "Everyone else folded: push ..." after the floor had split
the pot the folds had given."""

from __future__ import annotations

from pathlib import Path

from binglao_tui.core.engine.actions import ActionKind
from tests.tui.conftest import MakeApp
from tests.tui.helpers import hand_of, keys, screen_lines, seat_table, text_of

SIX = {"Ann": 200, "Bob": 20, "Cat": 50, "Dan": 200, "Eve": 200, "Fay": 200}


async def test_a_floor_ruling_names_only_who_got_chips_and_claims_no_fold(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "binglao", SIX, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "5", "enter", "f", "f", "f", "f", "f")  # to Cat, the big blind
        hand = hand_of(app)
        assert hand is not None
        assert hand.winner_by_fold == "Cat"
        assert text_of(app, "#instruction").startswith("Everyone else folded: push 2 to Cat")
        await keys(pilot, "o")  # the floor splits the 2 between Ann and Cat instead
        await keys(pilot, "backspace", "1", "tab", "backspace", "1", "enter")  # Cat (still in), then Ann
        hand = hand_of(app)
        assert hand is not None
        assert hand.actions[-1].kind is ActionKind.FLOOR
        assert hand.payouts == {"Ann": 1, "Bob": 0, "Cat": 1, "Dan": 0, "Eve": 0, "Fay": 0}
        assert hand.log[-1] == "Floor ruling: Ann 1, Cat 1"
        drawn = "\n".join(screen_lines(app))
        assert "Bob 0" not in drawn
        assert "Floor ruling: Ann 1," in drawn  # the log's line, in the middle column
        instruction = text_of(app, "#instruction")
        assert "folded" not in instruction
        assert instruction.startswith(
            "Floor ruling: push 1 to Ann; push 1 to Cat; Cat's own 1 comes back as an uncalled bet"
        )
        assert hand.winner_by_fold is None  # the floor gave the pot, not the folds
