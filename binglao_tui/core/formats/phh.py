"""Hand histories in PHH, the Poker Hand History format (TOML, one hand per file).

This module is the format's face: reading is in
:mod:`~binglao_tui.core.formats.phh_read`, replaying through the engine in
:mod:`~binglao_tui.core.formats.phh_replay`, writing in
:mod:`~binglao_tui.core.formats.phh_write`.

Reading: the fields used are ``variant`` (``"PO"``: pot-limit Omaha high; ``"FO/8"``:
fixed-limit Omaha hi-lo eight-or-better; ``"_<game id>"``: this project's game),
``antes``, ``blinds_or_straddles``, ``min_bet`` or ``small_bet``/``big_bet``,
``starting_stacks``, ``actions``, and optionally ``players`` and ``finishing_stacks``.
Players are ``p1``..``pN`` in the order of those lists: ``p1`` is the small blind and the
last player has the button; heads-up the button (``p2``) posts the small blind and ``p1``
the big blind, while ``antes`` and ``blinds_or_straddles`` stay in blind order (small
blind's entry first), so a heads-up big-blind ante of 3 is ``antes = [0, 3]``: ``p1``'s.
Actions::

    d dh p1 AhKhQhJh   hole cards dealt to p1 ("????????" when unknown)
    d db 7h4c8c        board cards (a burn is implied)
    p3 cbr 700         bet or raise to 700 this street
    p2 cc              check or call
    p1 f               fold
    p2 sm AsQd4d2s     show (with no cards: muck)

Amounts may have decimals (``1259450.25``): they are worked in whole units of the
smallest decimal in the file (here hundredths) and written back in the file's units.

A hand is written with the standard's code when it has one for what was played (``PO``,
``FO/8``: :data:`~binglao_tui.core.formats.phh_write.STANDARD_VARIANTS`); any other hand
with this project's own code, an underscore and the game's id (``variant = "_plo8"``), so
that a standard reader refuses it rather than reading another game, and this reader takes
the game from it (or from ``_game``). A big blind short of chips posts his big-blind ante
before his blind, as the standard's reader does.

This project's extension fields (PHH allows fields starting with ``_``) carry the games
PHH has no code for:

- ``_game = "binglao"``: the game, by its id in ``rules/`` (then ``variant`` is only
  informative); the betting is the game's unless ``_betting`` says otherwise.
- ``_betting = "pot-limit"`` | ``"no-limit"`` | ``"fixed-limit"``.
- ``_roll = 3``: the button's die roll, applied when the game asks for it.
- ``_run_twice = true``: everyone all in agreed to run it twice; the second board's
  ``d db`` lines follow the first board's.
- ``_chip = 5``: the smallest chip in play (in the file's units), for odd chips.
- ``_no_small_blind = true``: nobody posted a small blind (its seat emptied under a dead
  button), so ``p1``, left of the button, posted the big blind: ``blinds_or_straddles``
  lists it first and a straddle second (``[2, 4, 0, 0]``), and a big-blind ante is
  ``p1``'s entry of ``antes``. Written only when there is a straddle or a big-blind ante:
  a lone blind (``[2, 0, 0, 0]``) is read so without it.
"""

from binglao_tui.core.formats.phh_read import PhhError, PhhHand, parse_toml, read_phh
from binglao_tui.core.formats.phh_replay import PhhIllegal, Replay, Step, replay_phh
from binglao_tui.core.formats.phh_write import BIG_BLIND_ENTRY, fingerprint, write_phh

__all__ = [
    "BIG_BLIND_ENTRY",
    "PhhError",
    "PhhHand",
    "PhhIllegal",
    "Replay",
    "Step",
    "fingerprint",
    "parse_toml",
    "read_phh",
    "replay_phh",
    "write_phh",
]
