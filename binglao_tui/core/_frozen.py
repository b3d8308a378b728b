"""Frozen dataclass values that are cheap to define and quick to make.

The domain's values are frozen, slotted dataclasses. Two costs of the standard decorator
show in this project's numbers:

- defining a class compiles half a dozen small methods from source (``__init__``,
  ``__repr__``, ``__eq__``, ``__hash__`` and the two that keep it frozen), about 0.3 ms a
  class, which adds up at the start-up of a command-line tool;
- a frozen ``__init__`` sets every field through ``object.__setattr__``, which looks the
  name up on the class each time; the judge makes a few dozen values a showdown.

:func:`value_methods` goes above ``@dataclass(frozen=True, slots=True, eq=False,
repr=False)`` and gives the class ``==``, ``hash`` and ``repr`` that behave exactly as the
dataclass's own would (same fields, same results) but are shared functions rather than
compiled for each class. :func:`quick_init` gives a class an ``__init__`` that fills its slots
directly, taking the same arguments and still calling ``__post_init__``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T")


def _getter(names: list[str]) -> Callable[[Any], tuple[Any, ...]]:
    """A function giving the named attributes of an object as a tuple (even just one)."""
    if not names:
        return lambda obj: ()
    if len(names) == 1:
        get = attrgetter(names[0])
        return lambda obj: (get(obj),)
    return attrgetter(*names)


def value_methods(cls: type[T]) -> type[T]:
    """Give a dataclass made with ``eq=False, repr=False`` the dataclass ``==``, ``hash``
    (it must be frozen) and ``repr``, without compiling them for the class."""
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    compared = _getter([f.name for f in fields if f.compare])
    hashed = _getter([f.name for f in fields if (f.compare if f.hash is None else f.hash)])
    shown = [f.name for f in fields if f.repr]

    def __eq__(self: Any, other: object) -> bool:
        if other.__class__ is self.__class__:
            return compared(self) == compared(other)
        return NotImplemented

    def __hash__(self: Any) -> int:
        return hash(hashed(self))

    def __repr__(self: Any) -> str:
        values = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
        return f"{self.__class__.__qualname__}({values})"

    for method in (__eq__, __hash__, __repr__):
        method.__qualname__ = f"{cls.__qualname__}.{method.__name__}"
        setattr(cls, method.__name__, method)
    return cls


def quick_init(cls: type[T]) -> type[T]:
    """Give a frozen, slotted dataclass an ``__init__`` that fills its slots directly.

    Fields with a ``default_factory`` or ``init=False`` are not supported (the class keeps its
    own ``__init__`` then).
    """
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    if any(not f.init or f.default_factory is not dataclasses.MISSING for f in fields):
        return cls
    names = [f.name for f in fields]
    scope: dict[str, Any] = {f"_set_{name}": cls.__dict__[name].__set__ for name in names}
    params = []
    for f in fields:
        if f.default is dataclasses.MISSING:
            params.append(f.name)
        else:
            scope[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
    body = [f"    _set_{name}(self, {name})" for name in names]
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    source = f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body or ["    pass"]) + "\n"
    exec(source, scope)  # the way dataclasses itself writes __init__
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init  # type: ignore[method-assign]
    return cls
