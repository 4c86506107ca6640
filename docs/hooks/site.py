"""MkDocs hooks for the docs site (mkdocs.yml): an importable source tree, and generated pages.

1. mkdocstrings (griffe, which reads source without importing it) finds ``aeronkit`` under runtime/, its
   source root; ``aeronkit.codegen``, ``aeronkit.codecs`` and ``aeronkit.spark_schemas`` are links there to
   the top-level folders (setup.py), so nothing needs mounting.
2. on_files adds pages that are generated, never committed: reference/cli.md from the argparse parser of
   every ``aeronkit`` command, and benchmarks/results/*.md (the latest figures) as pages of their own, with
   the latency charts (*.png) those pages show beside them.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "benchmarks" / "results"


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
    for chart in sorted(RESULTS.glob("*.png")):
        files.append(File.generated(config, f"benchmarks/results/{chart.name}", abs_src_path=str(chart)))
    return files
