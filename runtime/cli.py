"""The ``aeronkit`` command: one entry point, one module per subcommand.

Each subcommand module exposes ``HELP`` (one line), ``add_arguments(parser)`` and ``run(args) -> int``;
modules keep heavy imports (pyspark, the native core) inside ``run`` so building the parser stays
cheap. Aeron-style ``-Dname=value`` arguments are accepted anywhere and become system properties.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from aeronkit import __version__, config

COMMANDS: dict[str, str] = {
    "driver": "aeronkit.driver.cli",
    "stat": "aeronkit.tools.stat",
    "errors": "aeronkit.tools.errors",
    "streams": "aeronkit.tools.streams",
    "loss": "aeronkit.tools.loss",
    "pub": "aeronkit.tools.pub",
    "sub": "aeronkit.tools.sub",
    "codegen": "aeronkit.codegen.cli",
    "bench": "aeronkit.bench",
    "demo": "aeronkit.demo",
    "metrics": "aeronkit.tools.metrics",
    "record": "aeronkit.tools.record",
    "replay": "aeronkit.tools.replay",
    "recordings": "aeronkit.tools.recordings",
    "archive-tool": "aeronkit.archive.tool",
    "cluster-tool": "aeronkit.cluster.tool",
    "archive": "aeronkit.archive.server.cli",
    "spark": "aeronkit.spark.spark_command",
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="aeronkit",
        description="Aeron for Python. Aeron properties may be given anywhere as -Dname=value.",
    )
    parser.add_argument("--version", action="version", version=f"aeronkit {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, module_name in COMMANDS.items():
        module = importlib.import_module(module_name)
        p = sub.add_parser(name, help=module.HELP, description=module.HELP)
        p.set_defaults(_module=module_name)
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
