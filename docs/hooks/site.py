"""MkDocs hooks for the docs site (mkdocs.yml): an importable source tree, and generated pages.

1. ``aeronkit`` is assembled by setup.py's package_dir from runtime/, codegen/ and generated/ (ROOTS), so
   no directory in the checkout is named ``aeronkit`` and mkdocstrings (griffe, which reads source without
   importing it) could not find ``aeronkit.codegen`` or ``aeronkit.codecs``. on_startup (which runs
   before mkdocstrings reads its paths) mounts the same folders as symlinks under build/docs-src/aeronkit,
   reading ROOTS from setup.py so the mapping is defined once; mkdocs.yml points mkdocstrings there. Once
   the package lives at runtime/aeronkit/, delete this step and set mkdocstrings' ``paths`` to
   ``[runtime]``.
2. on_files adds pages that are generated, never committed: reference/cli.md from the argparse parser of
   every ``aeronkit`` command, and benchmarks/results/*.md (the latest figures) as pages of their own.
"""

from __future__ import annotations

import argparse
import ast
import shutil
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SOURCE_TREE = ROOT / "build" / "docs-src"
RESULTS = ROOT / "benchmarks" / "results"


def _package_roots() -> dict[str, str]:
    """setup.py's ROOTS: package name -> folder."""
    tree = ast.parse((ROOT / "setup.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "ROOTS" for t in node.targets):
            return dict(ast.literal_eval(node.value))
    raise RuntimeError("setup.py has no ROOTS mapping")


def mount_source_tree(tree: Path = SOURCE_TREE) -> Path:
    """``tree``/aeronkit laid out as the installed package is, in symlinks to the checkout."""
    shutil.rmtree(tree, ignore_errors=True)
    for package, folder in sorted(_package_roots().items()):  # "aeronkit" first, then its sub-mounts
        target = tree.joinpath(*package.split("."))
        if package == "aeronkit":
            target.mkdir(parents=True)
            for entry in (ROOT / folder).iterdir():
                if entry.name != "__pycache__" and not entry.name.endswith(".so"):
                    (target / entry.name).symlink_to(entry)
        else:
            target.symlink_to(ROOT / folder)
    return tree


def on_startup(command: str, dirty: bool) -> None:
    """Before any plugin's on_config: mkdocstrings keeps only the search paths that exist then."""
    mount_source_tree()


def cli_reference() -> str:
    """Every command's --help, as argparse prints it, under a heading of its own."""
    from aeronkit import cli

    parser = cli.build_parser()
    parser.prog = "aeronkit"
    lines = ["# Command-line reference", "",
             "Generated from the argparse parsers when the site is built (`aeronkit <command> --help` prints "
             "the same). Aeron properties may be given anywhere as `-Dname=value`.", "",
             "```text", parser.format_help().rstrip(), "```", ""]
    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for name, sub in subparsers.choices.items():
        lines += [f"## aeronkit {name}", "", "```text", sub.format_help().rstrip(), "```", ""]
    return "\n".join(lines)


def on_files(files: Any, config: Any) -> Any:
    from mkdocs.structure.files import File  # mkdocs is there when the hook runs (the docs extra)

    files.append(File.generated(config, "reference/cli.md", content=cli_reference()))
    for result in sorted(RESULTS.glob("*.md")):
        if result.stem.count(".") == 0:  # the latest figures, not dated copies
            files.append(File.generated(config, f"benchmarks/results/{result.name}",
                                        content=result.read_text()))
    return files
