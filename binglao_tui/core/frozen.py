"""Frozen dataclass values that are quick to make, for the ones a showdown makes by the dozen.

A frozen dataclass's own ``__init__`` has to get round its freezing, so it sets every field
with ``object.__setattr__``, which looks the field's name up on the class each time. With
``slots=True`` each field is a slot on the class, and its descriptor can set the value
directly. :func:`quick_init` gives such a class an ``__init__`` that does exactly that,
taking the same arguments (same order, names and plain defaults) and still calling
``__post_init__``; equality, hashing, ``repr`` and the freezing itself are the dataclass's.
It is about twice as quick, which matters where the judge makes a few dozen values a
showdown.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")


def quick_init(cls: type[T]) -> type[T]:
    """Give a frozen, slotted dataclass an ``__init__`` that fills its slots directly.

    Apply it above ``@dataclass(frozen=True, slots=True)``. Fields with a
    ``default_factory`` or ``init=False`` are not supported (the class keeps its own
    ``__init__`` then).
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
