"""Amounts in a hand history read exactly: decimals worked in whole units, never rounded.

A file's amounts may have decimals (``1259450.25``). The engine counts whole units of the
smallest decimal in the file (here hundredths), so every amount must be a whole number of
those units; the arithmetic is done on the digits, never through floating point or a
rounding decimal context. What cannot be held exactly is refused: an amount whose count
of units needs more than :data:`EXACT_DIGITS` digits (a 64-bit integer in the history
holds every such number), whether it is large or has too many decimals for the others.

>>> amounts = [Decimal("1259450.25"), Decimal("500")]
>>> unit = smallest_unit(amounts)
>>> unit, [to_units(a, unit) for a in amounts]
(2, [125945025, 50000])
>>> tiny = ("action 5", Decimal("0.0000000000000001"))
>>> try:
...     check_exact([("starting_stacks[0]", Decimal(100)), tiny], unit_places=16)
... except AmountError as exc:
...     print(*str(exc).replace("; ", ": ").split(": "), sep="\\n")
action 5 0.0000000000000001 has 16 decimal places
counted in that unit, starting_stacks[0] 100 needs 19 digits
at most 18 can be held exactly, and amounts are never rounded
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from decimal import Decimal, InvalidOperation

EXACT_DIGITS = 18
"""The most digits an amount may have once counted in the file's smallest unit."""


class AmountError(ValueError):
    """An amount that is not a number, is negative, or cannot be held exactly."""


def read_amount(value: object, where: str) -> Decimal:
    """``value`` (a TOML integer, an exact decimal or a numeral) as a Decimal, 0 or more."""
    if isinstance(value, bool) or not isinstance(value, int | Decimal | str):
        raise AmountError(f"{where} must be a number (got {value!r})")
    try:
        number = value if isinstance(value, Decimal) else _parse(value)
    except (InvalidOperation, ValueError):
        raise AmountError(f"{where} must be a number (got {value!r})") from None
    if not number.is_finite() or number < 0:
        raise AmountError(f"{where} must be a number, 0 or more (got {value!r})")
    return number


def _parse(value: int | str) -> Decimal:
    if isinstance(value, int):
        return Decimal(value)
    if not value.isascii():  # Decimal() would read other scripts' digits
        raise ValueError(value)
    return Decimal(value)


def places(number: Decimal) -> int:
    """The decimal places ``number`` really has (trailing zeros do not count).

    >>> places(Decimal("1.2500")), places(Decimal("3E+2")), places(Decimal("0.000"))
    (2, 0, 0)
    """
    _, digits, exponent = number.as_tuple()
    assert isinstance(exponent, int)
    significant = len(digits)
    while significant and digits[significant - 1] == 0:
        significant -= 1
    if not significant:
        return 0
    return max(0, -(exponent + len(digits) - significant))


def smallest_unit(amounts: Iterable[Decimal]) -> int:
    """The decimal places of the file's smallest unit: the most any amount has."""
    return max((places(a) for a in amounts), default=0)


def check_exact(amounts: Sequence[tuple[str, Decimal]], unit_places: int) -> None:
    """Refuse an amount whose count of units (10^-``unit_places`` each) has more digits
    than can be held: the amount with the most decimals (which sets the unit) is named
    first, since it is the one that cannot be held exactly beside the others."""
    culprit = next(((where, a) for where, a in amounts if places(a) == unit_places), None)
    ordered = ([culprit] if culprit is not None else []) + list(amounts)
    for where, number in ordered:
        needed = _digits(number, unit_places)
        if needed <= EXACT_DIGITS:
            continue
        rule = f"at most {EXACT_DIGITS} can be held exactly, and amounts are never rounded"
        if culprit is None or not unit_places:
            raise AmountError(f"{where} {_shown(number)} has {needed} digits; {rule}")
        named, value = culprit
        if (where, number) == culprit:
            raise AmountError(
                f"{where} {_shown(number)} needs {needed} digits counted in its last decimal; {rule}"
            )
        raise AmountError(
            f"{named} {_shown(value)} has {unit_places} decimal places: counted in that unit,"
            f" {where} {_shown(number)} needs {needed} digits; {rule}"
        )


def _shown(number: Decimal) -> str:
    """The number as written out (1E-16 as 0.0000000000000001), unless that is very long."""
    plain = format(number, "f")
    return plain if len(plain) <= 48 else str(number)


def _digits(number: Decimal, unit_places: int) -> int:
    """How many digits ``number`` has once counted in units of 10^-``unit_places``."""
    if not number:
        return 1
    return number.adjusted() + 1 + unit_places


def to_units(number: Decimal, unit_places: int) -> int:
    """``number`` in whole units of 10^-``unit_places``, exactly (a whole number of them:
    :func:`smallest_unit` and :func:`check_exact` have made sure)."""
    sign, digits, exponent = number.as_tuple()
    assert isinstance(exponent, int)
    coefficient = int("".join(map(str, digits)) or "0")
    shift = exponent + unit_places
    if shift >= 0:
        factor: int = 10**shift
        value = coefficient * factor
    else:
        divisor: int = 10**-shift
        value, rest = divmod(coefficient, divisor)
        if rest:
            raise AmountError(f"{number} is not a whole number of units of 1E-{unit_places}")
    return -value if sign else value


def total_units(parts: Iterable[int]) -> int:
    """A sum of units, checked to be held exactly like each part."""
    total = sum(parts)
    if total >= 10**EXACT_DIGITS:
        raise AmountError(
            f"the starting stacks add up to {len(str(total))} digits in the file's smallest unit;"
            f" at most {EXACT_DIGITS} can be held exactly"
        )
    return total
