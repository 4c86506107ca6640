"""The schemas aeronkit ships (package ``aeronkit.schemas``) and where their generated code lives.

Module names follow ``naming.module_name``: ``archive-codecs.xml`` -> ``archive``,
``frames-codecs.xml`` -> ``frames``. Regression schemas (``schemas/regressions/``) are test
inputs, not bundled codecs, so they are not listed.
"""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

from aeronkit.codegen.naming import module_name
from aeronkit.errors import ConfigurationError

SCHEMAS_PACKAGE = "aeronkit.schemas"
GENERATED_LANGUAGES = ("python", "c", "spark")


def _checkout_root() -> Path:
    """The repository root when running from a checkout (codegen/ is mounted as aeronkit.codegen)."""
    return Path(__file__).resolve().parent.parent


def schemas_dir() -> Path:
    """Folder holding the bundled schema XML files.

    Prefers the installed package data; an editable install maps ``aeronkit.schemas`` to a folder
    without ``__init__.py`` that the import system cannot always find, so fall back to the checkout.
    """
    try:
        root = resources.files(SCHEMAS_PACKAGE)
        if isinstance(root, os.PathLike):  # a plain folder; a namespace package's MultiplexedPath is not
            path = Path(root)
            if path.is_dir():
                return path
    except (ModuleNotFoundError, TypeError):
        pass
    path = _checkout_root() / "schemas"
    if path.is_dir():
        return path
    raise ConfigurationError(f"cannot find the bundled schemas: package {SCHEMAS_PACKAGE} is not installed")


def bundled_schemas() -> dict[str, Path]:
    """``{module name: schema path}`` for every bundled schema, sorted by module name."""
    found: dict[str, Path] = {}
    for path in sorted(schemas_dir().glob("*.xml")):
        name = module_name(path)
        if name in found:
            raise ConfigurationError(
                f"bundled schemas {found[name].name} and {path.name} share module name {name}"
            )
        found[name] = path
    return dict(sorted(found.items()))


def repo_generated_dir() -> Path:
    """The repository's ``generated/`` folder; only exists when running from a source checkout."""
    root = _checkout_root()
    generated = root / "generated"
    if not (generated.is_dir() and (root / "codegen").is_dir() and (root / "setup.py").is_file()):
        raise ConfigurationError(
            "--bundled regenerates the repository's generated/ folder and needs a source checkout "
            f"(looked for {generated}); use --out DIR with explicit schema files instead"
        )
    return generated
