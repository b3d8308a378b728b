"""The table display: what the players see on a second screen or on their phones.

A read-only Textual app (:class:`~binglao_tui.display.app.TableDisplay`) that follows the
dealer's journal through :class:`~binglao_tui.store.follow.Follower` and shows, large
enough to read across the table, the game and the roll, the blinds, the board, the pot and
side pots, the seats, who is to act and what they face, the last action, and at the
showdown the ruling. It holds no rules and decides nothing: every figure is the engine's,
from the hand the journal rebuilds. Hole cards appear only once the dealer has entered
them as shown. ``binglao-tui display`` runs it in a terminal; ``binglao-tui serve``
(:mod:`binglao_tui.display.serve`) gives one to every browser that opens its address.
"""
