"""The house checks on the shape of the tree: what protects a reader, and nothing else.

- No import cycle between the package's modules (lint-imports holds the layers; this holds
  every pair of modules, imports inside functions included, ``if TYPE_CHECKING:`` ones not).
- No ``raise NotImplementedError`` outside an ABC or a ``Protocol``: a base class whose
  subclass must fill it in is one class spread over two files.
- No function over 80 lines, in the package and the benchmarks.
- No module over 1,000 lines: a guard against a blob, far above today's sizes.

There is no other limit: a module holds one concept at the length it needs. The module
sizes are printed, largest first, for a human to judge (``python -m tests.test_tree``, or
``pytest tests/test_tree.py -n 0 -s``).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "binglao_tui"
CHECKED = (PACKAGE, ROOT / "benchmarks")

FUNCTION_LINES = 80
MODULE_LINES = 1_000

# The stubs left of classes spread over files (issue 23 §1), being recomposed now. This list
# may only shrink: a file with a stub that is not here fails, and so does a file here that
# no longer has one (take it off the list in the commit that removes its stubs).
KNOWN_STUBS: set[str] = set()


def _python_files(*folders: Path) -> Iterator[Path]:
    for folder in folders:
        yield from sorted(folder.rglob("*.py"))


def _name(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _module_of(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(tree: ast.Module, modules: set[str]) -> set[str]:
    """The package's modules ``tree`` imports (a name imported from a package counts as its
    submodule when there is one), leaving out the blocks under ``if TYPE_CHECKING:``."""
    found: set[str] = set()

    def nearest(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            if isinstance(child, ast.Import):
                found.update(filter(None, (nearest(alias.name) for alias in child.names)))
            elif isinstance(child, ast.ImportFrom) and child.module:
                for alias in child.names:
                    submodule = f"{child.module}.{alias.name}"
                    found.update(filter(None, [submodule if submodule in modules else nearest(child.module)]))
            visit(child)

    visit(tree)
    return found


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        groups.append(sorted(group))
    return groups


def test_no_import_cycle_between_the_packages_modules() -> None:
    files = {_module_of(path): path for path in _python_files(PACKAGE)}
    graph = {module: _imports(_tree(path), set(files)) - {module} for module, path in files.items()}
    assert _cycles(graph) == []


def _is_abstract_base(node: ast.ClassDef) -> bool:
    bases = {ast.unparse(base).rsplit(".", 1)[-1].split("[")[0] for base in node.bases}
    metaclasses = {ast.unparse(k.value).rsplit(".", 1)[-1] for k in node.keywords if k.arg == "metaclass"}
    return bool(bases & {"ABC", "Protocol"} or "ABCMeta" in metaclasses)


def _stubs(tree: ast.Module) -> list[str]:
    """Where ``raise NotImplementedError`` stands outside an ABC or a Protocol."""
    found: list[str] = []

    def visit(node: ast.AST, allowed: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, _is_abstract_base(child))
                continue
            if isinstance(child, ast.Raise) and child.exc is not None:
                raised = child.exc.func if isinstance(child.exc, ast.Call) else child.exc
                if ast.unparse(raised) == "NotImplementedError" and not allowed:
                    found.append(f"line {child.lineno}")
            visit(child, allowed)

    visit(tree, False)
    return found


def test_no_stub_outside_an_abc_or_a_protocol() -> None:
    stubs = {_name(path): where for path in _python_files(*CHECKED) if (where := _stubs(_tree(path)))}
    assert {name: where for name, where in stubs.items() if name not in KNOWN_STUBS} == {}
    assert sorted(KNOWN_STUBS - set(stubs)) == [], "no stub left: take these off KNOWN_STUBS"


def test_no_function_over_80_lines() -> None:
    long = {
        f"{_name(path)}:{node.lineno} {node.name}": node.end_lineno - node.lineno + 1
        for path in _python_files(*CHECKED)
        for node in ast.walk(_tree(path))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        and node.end_lineno is not None
        and node.end_lineno - node.lineno + 1 > FUNCTION_LINES
    }
    assert long == {}


def module_sizes() -> list[tuple[int, str]]:
    """Every module of the package and the benchmarks with its lines, largest first."""
    sizes = [
        (len(path.read_text(encoding="utf-8").splitlines()), _name(path)) for path in _python_files(*CHECKED)
    ]
    return sorted(sizes, key=lambda size: (-size[0], size[1]))


def test_no_module_over_1000_lines() -> None:
    sizes = module_sizes()
    print(f"\n{len(sizes)} modules, {sum(lines for lines, _ in sizes):,} lines; the largest:")
    for lines, name in sizes[:20]:
        print(f"{lines:6,}  {name}")
    assert [(lines, name) for lines, name in sizes if lines > MODULE_LINES] == []


if __name__ == "__main__":
    for lines, name in module_sizes():
        print(f"{lines:6,}  {name}")
