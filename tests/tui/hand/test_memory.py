"""The app's memory stays flat over an evening (issue 22 §5).

The hand screen's footer was a subclass of Textual's ``Footer``: each time the screen's
bindings changed it mounted its key widgets again, and the removed ones stayed alive
through their data-bind watchers (Textual issue #6666): about 0.7 MB and 3,950 objects a
hand, 190 MB after 200 hands. The footer is now drawn by one widget without children
(``FooterLine``, as the setup's footer already was).
"""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets._footer import FooterKey  # the key widgets that leaked

from binglao_tui.tui.app import BinglaoApp
from binglao_tui.tui.screens.hand import HandScreen
from binglao_tui.tui.widgets.footer_line import FooterLine
from tests.tui.conftest import MakeApp
from tests.tui.helpers import keys, post_keys, seat_table, settle

STACKS = {"Ann": 10_000, "Bob": 10_000, "Cat": 10_000}

# A hand that moves the cursor in and out of the entry line at every street and at the
# showdown (each move changed the footer's bindings): everyone checks or calls to the
# river, the streets dealt face down, two players muck and the third takes the pot.
STREET = ("c", "c", "c", "enter")
HAND = ("enter", *STREET * 3, "c", "c", "c", *"muck", "enter", *"muck", "enter", "enter")


def _live() -> tuple[int, int]:
    """The widgets alive and every object the garbage collector tracks."""
    gc.collect()
    tracked = gc.get_objects()
    return sum(1 for o in tracked if isinstance(o, Widget)), len(tracked)


async def _play(app: BinglaoApp, pilot: Pilot[None], hands: int) -> None:
    for _ in range(hands):
        number = app.hand_number
        post_keys(app, *HAND)  # as a fast dealer types them: all queued at once

        def next_dealt(number: int = number) -> bool:
            return app.hand_number == number + 1 and app.hand is not None and not app.hand.actions

        assert await settle(pilot, next_dealt), f"hand {number} did not end"


async def test_the_hand_screens_footer_draws_its_keys_without_widgets(
    make_app: MakeApp, tmp_path: Path
) -> None:
    seat_table(tmp_path / "config", "plo", STACKS, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter", "enter", "b", "escape", "b")  # the cursor into the field, out, in
        screen = app.screen
        assert isinstance(screen, HandScreen)
        footer = screen.query_one(FooterLine)
        assert not footer.children
        assert not [o for o in gc.get_objects() if isinstance(o, FooterKey)]
        assert "f1 Help" in str(footer.render())


@pytest.mark.slow
async def test_a_hundred_hands_leave_the_widgets_and_objects_alive_as_they_were(
    make_app: MakeApp, tmp_path: Path
) -> None:
    """100 hands headless at 80x24: the live widgets after the 100th hand are those after the
    10th, give or take the few a moment may hold (a toast still shown; a leak would be one
    or more a hand, 90 here), and the objects grow by no more than a few dozen a hand once the caches are
    warm (the session's own records; the footer's leak was about 700 a hand in this walk,
    3,950 in the evening's)."""
    seat_table(tmp_path / "config", "plo", STACKS, "Ann")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(pilot, "enter")
        await _play(app, pilot, 10)
        widgets, _ = _live()
        await _play(app, pilot, 40)
        _, objects = _live()
        await _play(app, pilot, 50)
        widgets_after, objects_after = _live()
        assert app.hand_number == 101
    assert abs(widgets_after - widgets) <= 5, (widgets, widgets_after)
    assert objects_after - objects < 50 * 50, (objects, objects_after)
