"""`aeronkit archive-tool DIR COMMAND`: inspect and repair an archive directory, ours or Aeron Java's.

The command line surface only; the commands live in ``aeronkit.archive.tool_commands``, imported when the
command runs so building the ``aeronkit`` parser does not load the archive codecs. docs/archive-tool.md.
"""

from __future__ import annotations

import argparse

HELP = (
    "inspect and maintain an archive directory: describe, dump, errors, pid, verify, checksum, "
    "count-entries, mark-valid, capacity, compact, delete-orphaned-segments, migrate"
)

# command -> (arguments, what it does); the order is the order of the help text.
COMMAND_HELP = {
    "describe": ("[ID] [--json]", "descriptors of all VALID recordings (or of one, any state) and the mark\n"
                 "file; --json: one JSON object per recording, with its state"),
    "describe-all": ("[--json]", "descriptors of every entry with its state"),
    "dump": ("[ID] [--limit N]", "descriptors and recorded frames (at most N data fragments per recording)"),
    "errors": ("", "the archive's error log and its media driver's (cnc.dat) error log"),
    "pid": ("", "the archive's process id from archive-mark.dat"),
    "verify": (
        "[ID] [-a] [--checksum crc32|crc32c] [--truncate]",
        "check descriptors and segment files (last segment; all with -a); faulty\n"
        "entries become INVALID, repaired INVALID ones VALID; exit 1 on errors",
    ),
    "checksum": ("crc32|crc32c [ID] [-a]", "compute and store frame checksums (last segment; all with -a)"),
    "count-entries": ("", "number of VALID entries"),
    "mark-valid": ("ID", "INVALID -> VALID"),
    "mark-invalid": ("ID", "VALID -> INVALID"),
    "capacity": ("[BYTES]", "the catalog's capacity in bytes; with BYTES, grow it to that (never shrinks)"),
    "compact": (
        "[--yes]",
        "remove every entry that is not VALID from the catalog and delete its\n"
        "segment files (asks first)",
    ),
    "delete-orphaned-segments": (
        "[ID] [--yes]",
        "delete segment files below a recording's start segment or above its stop\n"
        "segment, for every recording or one (asks first)",
    ),
    "migrate": ("[--yes]", "migrate mark file and catalog to the current version (asks first)"),
}
COMMANDS = tuple(COMMAND_HELP)


def _usage_line(command: str) -> str:
    args = COMMAND_HELP[command][0]
    return f"{command} {args}".rstrip()


def _usage_text() -> str:
    indent = " " * 28
    lines = ["commands (items in square brackets are optional):"]
    for name, (_, text) in COMMAND_HELP.items():
        usage = _usage_line(name)
        first, *rest = text.split("\n")
        if len(usage) < 26:
            lines.append(f"  {usage:<26}{first}")
        else:
            lines += [f"  {usage}", indent + first]
        lines += [indent + line for line in rest]
    lines += [
        "",
        "COMMAND --help shows one command. --yes answers the question compact, delete-orphaned-segments and",
        "migrate ask; without it they read the answer from stdin, as Java's ArchiveTool does.",
    ]
    return "\n".join(lines)


USAGE = _usage_text()


def command_help(command: str) -> str:
    """``aeronkit archive-tool DIR COMMAND --help``."""
    return f"usage: aeronkit archive-tool DIR {_usage_line(command)}\n\n{COMMAND_HELP[command][1]}\n"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = USAGE
    parser.add_argument("archive_dir", metavar="DIR", help="archive directory (aeron.archive.dir)")
    parser.add_argument("tool_command", metavar="COMMAND", choices=COMMANDS, help=" | ".join(COMMANDS))
    parser.add_argument("tool_args", nargs=argparse.REMAINDER, metavar="ARGS", help="command arguments")


def run(args: argparse.Namespace) -> int:
    from aeronkit.archive.tool_commands import execute

    return execute(args.archive_dir, args.tool_command, list(args.tool_args))
