"""Tournaments: the blind schedule made from the host's chips, the clock, entries, places
and a fair deal. Pure values and functions: no I/O, and no clock is read here (the caller
passes the time in), so the app can save every value (they turn into plain JSON-able
dicts) and replay it.

- :mod:`.chips`: the chip set and the starting stack made from it;
- :mod:`.ladder`: the round numbers blinds climb by;
- :mod:`.schedule`: levels, breaks, ante kinds and the rules a schedule keeps;
- :mod:`.planner`: a schedule and starting stack from players, stack, hours and chips;
- :mod:`.editing`: changing a schedule level by level, checked again each time;
- :mod:`.colour_up`: colour-ups at breaks and the race-off of odd chips;
- :mod:`.race_table`: a break's colour-up applied to the players' stacks;
- :mod:`.clock`: the clock's state, what it shows, its events and each hand's blinds;
- :mod:`.entries`: buy-ins, re-entries, rebuys, add-ons and the prize pool;
- :mod:`.prizes`: the payout table and prizes in cents;
- :mod:`.places`: bust-outs and finishing places from the hands;
- :mod:`.icm` and :mod:`.deal`: ICM, chip chop and a blend for a deal;
- :mod:`.tournament` (with :mod:`.records`): a tournament in progress as one value.

Import what you need from the module itself; this package imports none of them, so the
command line loads only what it uses.
"""
