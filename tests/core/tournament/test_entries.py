"""Entries in their periods, the prize pool less the house fee, the payout table and prizes."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from binglao_tui.core.tournament.entries import (
    Entry,
    EntryError,
    EntryKind,
    EntryTerms,
    add_entry,
    chips_in_play,
    entry_count,
    entry_refusal,
    prize_pool,
)
from binglao_tui.core.tournament.prizes import (
    DEFAULT_PAYOUTS,
    PayoutError,
    PayoutTable,
    prizes,
    split_cents,
    tied_prizes,
)

TERMS = EntryTerms(
    buy_in=2000,
    chips=10000,
    re_entry_until=4,
    most_re_entries=1,
    rebuy_until=3,
    add_on_price=1000,
    add_on_chips=5000,
    add_on_at_break=1,
    fee_basis_points=500,
)


def test_a_night_of_entries() -> None:
    entries: tuple[Entry, ...] = ()
    for name in ("Ann", "Bob", "Cat"):
        entries = add_entry(TERMS, entries, name, EntryKind.BUY_IN, 1, None)
    entries = add_entry(TERMS, entries, "Bob", EntryKind.REBUY, 2, 4000)
    entries = add_entry(TERMS, entries, "Cat", EntryKind.RE_ENTRY, 4, 0)
    entries = add_entry(TERMS, entries, "Ann", EntryKind.ADD_ON, 3, 12000, on_break=1)
    assert entry_count(entries) == 4
    assert chips_in_play(entries) == 4 * 10000 + 10000 + 5000
    pool = prize_pool(TERMS, entries)
    assert (pool.collected, pool.house_fee, pool.pool) == (11000, 550, 10450)


@pytest.mark.parametrize(
    ("player", "kind", "level", "stack", "on_break", "words"),
    [
        ("Ann", EntryKind.BUY_IN, 1, 10000, None, "already bought in"),
        ("Zed", EntryKind.REBUY, 1, None, None, "not bought in"),
        ("Ann", EntryKind.RE_ENTRY, 2, 5000, None, "still in"),
        ("Ann", EntryKind.RE_ENTRY, 5, 0, None, "closed after level 4"),
        ("Ann", EntryKind.REBUY, 4, 0, None, "closed after level 3"),
        ("Ann", EntryKind.REBUY, 2, 10001, None, "at 10000 or fewer"),
        ("Ann", EntryKind.ADD_ON, 3, 8000, None, "at break 1"),
        ("Ann", EntryKind.ADD_ON, 3, 0, 1, "is out"),
    ],
)
def test_entries_outside_their_period_are_refused(
    player: str, kind: EntryKind, level: int, stack: int | None, on_break: int | None, words: str
) -> None:
    entries = (Entry("Ann", EntryKind.BUY_IN, 1, 2000, 10000),)
    reason = entry_refusal(TERMS, entries, player, kind, level, stack, on_break)
    assert reason is not None
    assert words in reason
    with pytest.raises(EntryError, match=words):
        add_entry(TERMS, entries, player, kind, level, stack, on_break)


def test_re_entries_are_counted_against_the_limit() -> None:
    entries = (
        Entry("Ann", EntryKind.BUY_IN, 1, 2000, 10000),
        Entry("Ann", EntryKind.RE_ENTRY, 2, 2000, 10000),
    )
    assert "1 re-entries allowed" in (entry_refusal(TERMS, entries, "Ann", EntryKind.RE_ENTRY, 3, 0) or "")


def test_a_freezeout_allows_no_second_chance() -> None:
    terms = EntryTerms(buy_in=1000, chips=5000)
    entries = (Entry("Ann", EntryKind.BUY_IN, 1, 1000, 5000),)
    for kind, words in (
        (EntryKind.RE_ENTRY, "not allowed"),
        (EntryKind.REBUY, "not allowed"),
        (EntryKind.ADD_ON, "not offered"),
    ):
        assert words in (entry_refusal(terms, entries, "Ann", kind, 1, 0) or "")


def test_terms_and_entries_round_trip() -> None:
    assert EntryTerms.from_dict(TERMS.to_dict()) == TERMS
    entry = Entry("Ann", EntryKind.ADD_ON, 3, 1000, 5000)
    assert Entry.from_dict(entry.to_dict()) == entry


def test_a_fixed_fee_per_entry() -> None:
    terms = EntryTerms(buy_in=2000, chips=10000, fee_per_entry=250)
    entries = [Entry(p, EntryKind.BUY_IN, 1, 2000, 10000) for p in "ABCD"]
    assert prize_pool(terms, entries).pool == 8000 - 1000


@pytest.mark.parametrize("entries", range(1, 120))
def test_the_default_table_pays_every_count_of_entries(entries: int) -> None:
    shares = DEFAULT_PAYOUTS.shares_for(entries)
    assert sum(shares) == 10000
    assert len(shares) <= entries
    assert list(shares) == sorted(shares, reverse=True)


def test_default_places_paid() -> None:
    assert [len(DEFAULT_PAYOUTS.shares_for(n)) for n in (2, 5, 8, 12, 18, 25, 30, 40, 60)] == [
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        9,
        10,
    ]


def test_the_host_edits_a_row() -> None:
    table = DEFAULT_PAYOUTS.with_row(10, [6000, 4000])
    assert table.shares_for(8) == (6000, 4000)
    assert table.shares_for(5) == DEFAULT_PAYOUTS.shares_for(5)
    assert PayoutTable.from_dict(table.to_dict()) == table
    with pytest.raises(PayoutError, match="100%"):
        DEFAULT_PAYOUTS.with_row(10, [6000, 3000])
    with pytest.raises(PayoutError, match="no more than the one above"):
        DEFAULT_PAYOUTS.with_row(10, [4000, 6000])


@given(pool=st.integers(0, 10**8), entries=st.integers(1, 200))
def test_prizes_add_up_to_the_pool_to_the_cent(pool: int, entries: int) -> None:
    amounts = prizes(pool, DEFAULT_PAYOUTS.shares_for(entries))
    assert sum(amounts) == pool
    assert list(amounts) == sorted(amounts, reverse=True)


def test_split_and_tied_prizes() -> None:
    assert split_cents(100, (1, 1, 1)) == (34, 33, 33)
    assert tied_prizes((7200, 4320, 2880), 1, 2) == (5760, 5760)
    assert tied_prizes((7200, 4320, 2880), 4, 5) == (0, 0)
