"""The ``aeronkit`` command: one entry point, one module per subcommand.

Each subcommand module exposes ``HELP`` (one line), ``add_arguments(parser)`` and ``run(args) -> int``;
modules keep heavy imports (pyspark, the native core) inside ``run`` so building the parser stays
cheap. Aeron-style ``-Dname=value`` arguments are accepted anywhere and become system properties.

Errors are handled here once for every command: a closed stdout (``aeronkit errors | head``) ends the
command quietly with 141, as SIGPIPE would; an AeronError that escapes a command is one line on stderr and
exit 1, or its traceback with ``--debug`` (which commands that print their own one-line errors honour too,
through ``tools.common.error_line``).

``--log-level`` (before or after the command name) sets the level of the ``aeronkit.*`` loggers
(aeronkit.log); every ``-D`` property in Aeron's namespace that no aeronkit component reads gets one warning
line from ``aeronkit.config`` naming it (aeronkit.property_names).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from aeronkit import __version__, config, exit_codes, log, property_names
from aeronkit.errors import AeronError
from aeronkit.tools import common

BROKEN_PIPE_EXIT = exit_codes.BROKEN_PIPE

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
    "replicate": "aeronkit.tools.replicate",
    "archive-tool": "aeronkit.archive.tool",
    "cluster-tool": "aeronkit.cluster.tool",
    "cluster-node": "aeronkit.cluster.node_cli",
    "archive": "aeronkit.archive.server.cli",
    "spark": "aeronkit.spark.spark_command",
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="aeronkit",
        description="Aeron for Python. Aeron properties may be given anywhere as -Dname=value.",
    )
    parser.add_argument("--version", action="version", version=f"aeronkit {__version__}")
    parser.add_argument("--debug", action="store_true",
                        help="print the traceback where a command would print a one-line error")
    parser.add_argument("--log-level", choices=log.LEVELS, default=log.DEFAULT_LEVEL, type=str.lower,
                        help="level of the aeronkit.* loggers on stderr (default: warning)")
    # The same option after the command name; SUPPRESS keeps the value given before it when absent.
    after = argparse.ArgumentParser(add_help=False)
    after.add_argument("--log-level", choices=log.LEVELS, default=argparse.SUPPRESS, type=str.lower,
                       help="as `aeronkit --log-level`")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, module_name in COMMANDS.items():
        module = importlib.import_module(module_name)
        p = sub.add_parser(name, help=module.HELP, description=module.HELP, parents=[after])
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
        return exit_codes.USAGE
    module = importlib.import_module(args._module)
    common.Debug.enabled = args.debug
    log.configure(args.log_level)
    property_names.warn_unknown(config.property_names())
    try:
        code = int(module.run(args) or 0)
        sys.stdout.flush()  # inside the try: a reader that went away must not fail at exit instead
        return code
    except KeyboardInterrupt:
        # Ctrl-C where a command has no handler of its own (pub/sub waiting for a driver, a long read): one
        # line, and the status a shell gives a process that SIGINT ended.
        print(f"aeronkit {args.command}: interrupted", file=sys.stderr, flush=True)
        return exit_codes.INTERRUPTED
    except BrokenPipeError:
        # `aeronkit errors | head`: the reader closed the pipe. Point stdout at /dev/null so the interpreter's
        # own flush at exit finds nothing to write, and exit as a process killed by SIGPIPE would.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return BROKEN_PIPE_EXIT
    except AeronError as ex:
        if args.debug:
            raise
        common.error_line(f"aeronkit {args.command}", ex)
        return exit_codes.FAILURE


if __name__ == "__main__":
    sys.exit(main())
