"""The ruling's JSON: the direct text writer gives exactly ``json.dumps`` of the structure."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from binglao_tui.core.cards import DECK, Card, parse_cards
from binglao_tui.core.explain import judge_and_explain as judge
from binglao_tui.core.formats.ruling_json import ruling_json_text, ruling_to_json
from binglao_tui.core.rules import LowRule, Split, Variant
from binglao_tui.core.showdown import Contender
from binglao_tui.core.showdown.pots import Pot

VARIANTS = [
    Variant(4, Split.HIGH),
    Variant(5, Split.HI_LO, LowRule.EIGHT),
    Variant(6, Split.HI_LO, LowRule.NINE),
    Variant(4, Split.HI_LO, LowRule.ANY),
]


def _same(text: str, data: dict[str, object]) -> None:
    assert text == json.dumps(data, ensure_ascii=False)
    assert json.loads(text) == data


@settings(max_examples=80, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    variant=st.sampled_from(VARIANTS),
    players=st.integers(2, 6),
    names=st.lists(st.text(min_size=1, max_size=6).filter(str.strip), min_size=6, max_size=6, unique=True),
)
def test_direct_text_is_byte_for_byte_json_dumps(
    seed: int,
    variant: Variant,
    players: int,
    names: list[str],
) -> None:
    rng = random.Random(seed)
    hole = variant.hole_cards
    cards = rng.sample(DECK, 5 + players * hole)
    contenders = [
        Contender(
            names[i],
            tuple(cards[5 + i * hole : 5 + (i + 1) * hole]),
            rng.randrange(0, 5) * 10,
            folded=i > 0 and rng.random() < 0.2,
        )
        for i in range(players)
    ]
    if not any(c.committed and not c.folded for c in contenders):
        contenders[0] = Contender(names[0], contenders[0].hole, 10)
    ruling = judge(variant, cards[:5], contenders, button=names[players - 1])
    _same(ruling_json_text(ruling), ruling_to_json(ruling))


def test_names_with_quotes_and_symbols_are_escaped() -> None:
    ann, bo = 'Ann "the rock"', "Bø\\b\n"
    players = [Contender(ann, parse_cards("Ah 3s Kd Qs")), Contender(bo, parse_cards("9d 9s 4h 6h"))]
    ruling = judge(
        Variant(4, Split.HI_LO, LowRule.EIGHT),
        parse_cards("7s 5d 2c Kc 9h"),
        players,
        button=bo,
        pots=[Pot(101, (ann, bo))],
    )
    _same(ruling_json_text(ruling), ruling_to_json(ruling))


def test_cards_built_directly_fall_back_to_the_plain_encoder() -> None:
    def fresh(text: str) -> tuple[Card, ...]:
        return tuple(Card(c.rank, c.suit) for c in parse_cards(text))

    players = [Contender("A", fresh("Ah 3s Kd Qs")), Contender("B", fresh("9d 9s 4h 6h"))]
    ruling = judge(Variant(4, Split.HI_LO, LowRule.EIGHT), fresh("7s 5d 2c Kc 9h"), players, button="B")
    _same(ruling_json_text(ruling), ruling_to_json(ruling))
