"""What the host can choose about the table display."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class DisplaySettings:
    """The host's choices: ``hide_stacks`` keeps the chips behind each player off the
    screen (some games keep them private; the bets in front still show), ``big_pot_only``
    shows the pot alone in big figures (for a small screen), and ``session`` follows that
    session of the journal instead of the latest one."""

    hide_stacks: bool = False
    big_pot_only: bool = False
    session: int | None = None
