"""The ``aeronkit`` command: one entry point, one module per subcommand.

Each subcommand module exposes ``HELP`` (one line), ``add_arguments(parser)`` and ``run(args) -> int``.
Modules are imported only when their command runs, so ``aeronkit --help`` stays fast and a missing
optional dependency (pyspark, say) only affects the command that needs it. Aeron-style
``-Dname=value`` arguments are accepted anywhere and become system properties (see config.py).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from aeronkit import config

COMMANDS: dict[str, tuple[str, str]] = {
    "codegen": ("aeronkit.codegen.cli", "generate codecs from SBE schemas (ours or yours)"),
    "demo": ("aeronkit.demo", "run the main job end to end on embedded defaults"),
    "bench": ("aeronkit.bench", "run benchmarks side by side with their anchors (Aeron Java, baselines)"),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="aeronkit",
        description="Aeron for Python. Aeron properties may be given anywhere as -Dname=value.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module_name, summary) in COMMANDS.items():
        p = sub.add_parser(name, help=summary, description=summary)
        p.set_defaults(_module=module_name)
        module = importlib.import_module(module_name)
        module.add_arguments(p)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_in = list(sys.argv[1:] if argv is None else argv)
    args_in = config.consume_system_properties(args_in)
    parser = build_parser()
    args = parser.parse_args(args_in)
    if not getattr(args, "command", None):
        parser.print_help()
        return 2
    module = importlib.import_module(args._module)
    return int(module.run(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
