"""ICM against the published case and a plain reference; the deal's three methods."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from binglao_tui.core.tournament.deal import DealError, DealTerms, make_deal, to_cents
from binglao_tui.core.tournament.icm import IcmError, icm_values

PUBLISHED_STACKS = [150000, 98750, 45500, 13250]
PUBLISHED_PRIZES = [425, 280, 130, 75]


def reference_icm(stacks: Sequence[int], prizes: Sequence[float]) -> list[float]:
    """Every finishing order, each with its Malmuth-Harville chance, written out plainly."""
    n = len(stacks)
    equity = [0.0] * n
    for order in itertools.permutations(range(n)):
        chance, left = 1.0, float(sum(stacks))
        for player in order:
            chance *= stacks[player] / left
            left -= stacks[player]
        for place, player in enumerate(order[: len(prizes)]):
            equity[player] += chance * prizes[place]
    return equity


def test_the_published_case() -> None:
    values = icm_values(PUBLISHED_STACKS, PUBLISHED_PRIZES)
    assert [round(v, 2) for v in values] == [323.20, 278.12, 195.79, 112.89]
    assert sum(values) == pytest.approx(910)


@settings(max_examples=200, deadline=None)
@given(stacks=st.lists(st.integers(1, 100000), min_size=1, max_size=6), data=st.data())
def test_icm_matches_every_finishing_order_written_out(stacks: list[int], data: st.DataObject) -> None:
    drawn = data.draw(st.lists(st.integers(0, 10000), min_size=1, max_size=len(stacks)))
    prizes = sorted(drawn, reverse=True)
    assert icm_values(stacks, prizes) == pytest.approx(reference_icm(stacks, prizes), rel=1e-9, abs=1e-9)


@settings(max_examples=30, deadline=None)
@given(
    stacks=st.lists(st.integers(1, 10**6), min_size=7, max_size=7), prizes=st.permutations([50, 25, 15, 10])
)
def test_seven_players_against_the_reference(stacks: list[int], prizes: list[int]) -> None:
    assert icm_values(stacks, prizes) == pytest.approx(reference_icm(stacks, list(prizes)), rel=1e-9)


def test_ten_players_all_paid_is_exact_and_adds_up() -> None:
    stacks = [120, 95, 80, 80, 60, 44, 30, 21, 12, 3]
    prizes = [300, 200, 150, 110, 80, 60, 40, 30, 20, 10]
    values = icm_values(stacks, prizes)
    assert sum(values) == pytest.approx(sum(prizes))
    assert list(values) == sorted(values, reverse=True)  # more chips, more equity
    assert values[2] == pytest.approx(values[3])  # equal stacks, equal equity
    assert all(prizes[-1] <= v <= prizes[0] for v in values)


def test_many_players_with_few_places_paid() -> None:
    stacks = list(range(1, 41))
    values = icm_values(stacks, [50, 30, 20])
    assert sum(values) == pytest.approx(100)


def test_equal_stacks_share_equally_and_one_player_takes_the_first_prize() -> None:
    assert icm_values([10, 10, 10], [60, 30, 10]) == pytest.approx([100 / 3] * 3)
    assert icm_values([500], [100]) == (100.0,)


@pytest.mark.parametrize(
    ("stacks", "prizes", "words"),
    [
        ([100, 0], [10], "with none is out"),
        ([100, 50], [10, 5, 1], "3 prizes for 2 players"),
        ([100, 50], [10, -5], "negative"),
        ([], [1], "no stacks"),
    ],
)
def test_icm_refuses_what_it_cannot_take(stacks: list[int], prizes: list[int], words: str) -> None:
    with pytest.raises(IcmError, match=words):
        icm_values(stacks, prizes)


def test_deal_to_the_cent_adds_up_to_the_prizes() -> None:
    deal = make_deal(PUBLISHED_STACKS, [p * 100 for p in PUBLISHED_PRIZES])
    assert [line.icm for line in deal.lines] == [32320, 27812, 19579, 11289]
    for method in ("icm", "chip_chop", "blend"):
        assert sum(getattr(line, method) for line in deal.lines) == 91000
    chips = sum(PUBLISHED_STACKS)
    for line in deal.lines:  # chip chop: in proportion to the chips, to the cent
        assert abs(line.chip_chop - 91000 * line.stack / chips) <= 1
        assert abs(line.blend - (line.icm + line.chip_chop) / 2) <= 1
    assert deal.lines[0].to_dict() == {"stack": 150000, "icm": 323.2, "chip_chop": 443.9, "blend": 383.55}


def test_the_floor_gives_everyone_the_last_prize_first() -> None:
    plain = make_deal(PUBLISHED_STACKS, [42500, 28000, 13000, 7500])
    floored = make_deal(PUBLISHED_STACKS, [42500, 28000, 13000, 7500], DealTerms(floor=True))
    assert plain.lines[3].chip_chop < 7500  # a short stack's chip chop is below last place
    assert all(line.chip_chop >= 7500 for line in floored.lines)
    chips = sum(PUBLISHED_STACKS)
    for line in floored.lines:
        assert abs(line.chip_chop - (7500 + (91000 - 4 * 7500) * line.stack / chips)) <= 1
    assert [line.icm for line in floored.lines] == [line.icm for line in plain.lines]


def test_an_amount_saved_for_the_winner_comes_off_first_prize() -> None:
    deal = make_deal(PUBLISHED_STACKS, [42500, 28000, 13000, 7500], DealTerms(saved=5000))
    assert deal.saved == 5000
    assert deal.dealt == 86000
    assert sum(line.icm for line in deal.lines) == 86000
    expected = icm_values(PUBLISHED_STACKS, [37500, 28000, 13000, 7500])
    assert [line.icm for line in deal.lines] == list(to_cents(expected, 86000, PUBLISHED_STACKS))


def test_the_blend_weight() -> None:
    all_icm = make_deal(PUBLISHED_STACKS, [42500, 28000, 13000, 7500], DealTerms(icm_percent=100))
    assert [line.blend for line in all_icm.lines] == [line.icm for line in all_icm.lines]
    no_icm = make_deal(PUBLISHED_STACKS, [42500, 28000, 13000, 7500], DealTerms(icm_percent=0))
    assert [line.blend for line in no_icm.lines] == [line.chip_chop for line in no_icm.lines]


@settings(max_examples=100, deadline=None)
@given(stacks=st.lists(st.integers(1, 10**6), min_size=2, max_size=8), data=st.data())
def test_every_method_adds_up_to_the_cent(stacks: list[int], data: st.DataObject) -> None:
    drawn = data.draw(st.lists(st.integers(0, 10**6), min_size=1, max_size=len(stacks)))
    prizes = sorted(drawn, reverse=True)
    floor = data.draw(st.booleans())
    most = prizes[0] - (prizes[1] if len(prizes) > 1 else 0)
    saved = data.draw(st.integers(0, most))
    deal = make_deal(stacks, prizes, DealTerms(saved=saved, floor=floor))
    for method in ("icm", "chip_chop", "blend"):
        amounts = [getattr(line, method) for line in deal.lines]
        assert sum(amounts) == sum(prizes) - saved
        assert all(a >= 0 for a in amounts)
    exact = icm_values(stacks, [prizes[0] - saved, *prizes[1:]])
    assert all(math.isclose(line.icm, v, abs_tol=1.0) for line, v in zip(deal.lines, exact, strict=True))


@pytest.mark.parametrize(
    ("stacks", "prizes", "terms", "words"),
    [
        ([100], [10], DealTerms(), "at least two"),
        ([100, 50], [10, 20], DealTerms(), "no more than the one above"),
        ([100, 50], [100, 50], DealTerms(saved=60), "between 0 and 0.50"),
        ([100, 50], [100, 50, 10], DealTerms(), "3 prizes for 2 players"),
        ([100, 50], [], DealTerms(), "no prizes"),
        ([100, 50], [100], DealTerms(icm_percent=150), "blend"),
    ],
)
def test_deal_refuses_bad_input(stacks: list[int], prizes: list[int], terms: DealTerms, words: str) -> None:
    with pytest.raises(DealError, match=words):
        make_deal(stacks, prizes, terms)
