"""The archive server's modules import each other without a cycle, and none hides one in a function.

Read from the source with ``ast`` (nothing is imported): an edge A -> B is an import of B that runs when A
is imported, i.e. any import outside a function body and outside an ``if TYPE_CHECKING:`` block (those
never run; they let a module name a type of the module that builds it). The graph over
``aeronkit.archive.server.*`` must be acyclic, and no function of the package may import an
``aeronkit.archive`` module, which is how cycles used to be held together. ``cli.py`` is exempt: it keeps
every import inside ``run`` so that building the ``aeronkit`` parser stays cheap (runtime/aeronkit/cli.py).
"""

from __future__ import annotations

import ast
from pathlib import Path

RUNTIME = Path(__file__).resolve().parents[2] / "runtime" / "aeronkit"
SERVER = RUNTIME / "archive" / "server"
PACKAGE = "aeronkit.archive.server"
LAZY_BY_DESIGN = {"cli"}


def _module_name(path: Path) -> str:
    return f"{PACKAGE}.{path.stem}" if path.stem != "__init__" else PACKAGE


def _imported_names(node: ast.Import | ast.ImportFrom) -> list[str]:
    """Fully qualified modules an import statement loads (``from pkg import mod`` counts ``pkg.mod``)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    return [base] + [f"{base}.{alias.name}" for alias in node.names]


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _runtime_imports(tree: ast.Module) -> list[str]:
    """Imports executed at import time: module level, and inside ifs/trys, but not TYPE_CHECKING blocks."""
    found: list[str] = []

    def visit(statements: list[ast.stmt]) -> None:
        for node in statements:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                found.extend(_imported_names(node))
            elif isinstance(node, ast.If):
                if not _is_type_checking(node.test):
                    visit(node.body)
                visit(node.orelse)
            elif isinstance(node, ast.Try):
                visit(node.body)
                for handler in node.handlers:
                    visit(handler.body)
                visit(node.orelse)
                visit(node.finalbody)

    visit(tree.body)
    return found


def _function_imports(tree: ast.Module) -> list[tuple[str, int, str]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for inner in ast.walk(node):
                if isinstance(inner, (ast.Import, ast.ImportFrom)):
                    found.extend((node.name, inner.lineno, name) for name in _imported_names(inner))
    return found


def _graph() -> dict[str, set[str]]:
    modules = {_module_name(p): ast.parse(p.read_text()) for p in SERVER.glob("*.py")}
    return {
        name: {target for target in _runtime_imports(tree) if target in modules and target != name}
        for name, tree in modules.items()
    }


def _find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A cycle as a list of modules (first == last), or None; depth-first with three colours."""
    state: dict[str, int] = {}  # 1: on the current path, 2: finished
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(graph[node]):
            if state.get(target) == 1:
                return [*path[path.index(target) :], target]
            if target not in state and (cycle := visit(target)) is not None:
                return cycle
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (cycle := visit(node)) is not None:
            return cycle
    return None


def test_the_archive_server_import_graph_has_no_cycle() -> None:
    graph = _graph()
    assert len(graph) > 15, sorted(graph)  # the walk saw the package
    assert f"{PACKAGE}.archive_conductor" in graph[f"{PACKAGE}.archive"]  # edges are seen
    assert _find_cycle(graph) is None, " -> ".join(_find_cycle(graph) or [])


def test_no_archive_server_function_imports_an_archive_module() -> None:
    offenders = []
    for path in sorted(SERVER.glob("*.py")):
        if path.stem in LAZY_BY_DESIGN:
            continue
        for function, line, name in _function_imports(ast.parse(path.read_text())):
            if name.startswith("aeronkit.archive"):
                offenders.append(f"{path.name}:{line} {function}() imports {name}")
    assert offenders == []


def test_the_archive_protocol_and_errors_modules_are_leaves_of_the_archive() -> None:
    """Server and client both import them at top level; neither may import the server or the client."""
    for leaf in ("protocol", "errors"):
        tree = ast.parse((RUNTIME / "archive" / f"{leaf}.py").read_text())
        reached = [name for name in _runtime_imports(tree) if name.startswith(("aeronkit.archive.server",
                                                                            "aeronkit.archive.client"))]
        assert reached == [], (leaf, reached)


def test_the_cycle_finder_finds_a_cycle() -> None:
    """The check above can fail: a two-module cycle and a longer one are both reported."""
    assert _find_cycle({"a": {"b"}, "b": {"a"}}) == ["a", "b", "a"]
    assert _find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert _find_cycle({"a": {"b"}, "b": set()}) is None
