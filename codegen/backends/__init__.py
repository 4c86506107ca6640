"""The back-end registry: ``get("python")`` returns an object with ``generate(ir, name, output)``.

Like sbe-tool's TargetCodeGenerator loader, targets are found by name and imported only when asked
for, so a missing optional back end affects only the command that needs it. A back end registers
itself with ``register(name, factory)`` when its package is imported; a package that only defines a
module-level ``generate(ir, name, output)`` (in its ``__init__`` or ``generator`` module) works too.
Path convention inside an Output: ``python/<name>.py``, ``c/<name>.h`` + ``c/<name>.cdef``,
``spark/<name>.py``, where ``<name>`` is the schema's module name.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Protocol

from aeronkit.codegen.ir import Ir
from aeronkit.codegen.output import Output
from aeronkit.errors import ConfigurationError

KNOWN_BACKENDS = ("python", "c", "spark")


class Backend(Protocol):
    def generate(self, ir: Ir, name: str, output: Output) -> None: ...


class _FunctionBackend:
    """Adapts a module-level ``generate`` function to the Backend protocol."""

    def __init__(self, function: Callable[[Ir, str, Output], None]) -> None:
        self._function = function

    def generate(self, ir: Ir, name: str, output: Output) -> None:
        self._function(ir, name, output)


_factories: dict[str, Callable[[], Backend]] = {}


def register(name: str, factory: Callable[[], Backend]) -> None:
    """Make ``factory()`` the back end called ``name`` (re-registering replaces it)."""
    _factories[name] = factory


def get(name: str) -> Backend:
    """The back end called ``name``, importing ``aeronkit.codegen.backends.<name>`` on first use."""
    if name not in _factories:
        _load(name)
    return _factories[name]()


def available() -> list[str]:
    """Names of the known back ends that can be loaded here, in a fixed order."""
    names = []
    for name in KNOWN_BACKENDS:
        try:
            get(name)
        except ConfigurationError:
            continue
        names.append(name)
    return names


def _load(name: str) -> None:
    if not name.isidentifier():
        raise ConfigurationError(f"no code generator back end called {name!r}")
    package = f"{__name__}.{name}"
    try:
        module = importlib.import_module(package)
    except ModuleNotFoundError as exc:
        if exc.name == package:
            known = ", ".join(KNOWN_BACKENDS)
            raise ConfigurationError(
                f"no code generator back end called {name!r} (known: {known}); {package} is not installed"
            ) from exc
        raise ConfigurationError(f"back end {name!r} could not be imported: {exc}") from exc
    if name in _factories:
        return
    function = getattr(module, "generate", None)
    if function is None:
        try:
            function = getattr(importlib.import_module(f"{package}.generator"), "generate", None)
        except ModuleNotFoundError:
            function = None
    if not callable(function):
        raise ConfigurationError(
            f"back end {name!r} ({package}) neither registers itself nor defines generate()"
        )
    generate = function
    register(name, lambda: _FunctionBackend(generate))
