"""`aeronkit archive-tool DIR COMMAND`: inspect and repair an archive directory, ours or Aeron Java's.

The command line surface only; the commands live in ``aeronkit.archive.tool_commands``, imported when the
command runs so building the ``aeronkit`` parser does not load the archive codecs. docs/archive-tool.md.
"""

from __future__ import annotations

import argparse

HELP = (
    "inspect an archive directory: describe, dump, errors, pid, verify, checksum, count-entries, mark-valid"
)

COMMANDS = (
    "describe",
    "describe-all",
    "dump",
    "errors",
    "pid",
    "verify",
    "checksum",
    "count-entries",
    "mark-valid",
    "mark-invalid",
)

USAGE = """commands (items in square brackets are optional):
  describe [ID]            descriptors of all VALID recordings (or of one, any state) and the mark file
  describe-all             descriptors of every entry with its state
  dump [ID] [--limit N]    descriptors and recorded frames (at most N data fragments per recording)
  errors                   the archive's error log and its media driver's (cnc.dat) error log
  pid                      the archive's process id from archive-mark.dat
  verify [ID] [-a] [--checksum crc32|crc32c] [--truncate]
                           check descriptors and segment files (last segment; all with -a); faulty
                           entries become INVALID, repaired INVALID ones VALID; exit 1 on errors
  checksum crc32|crc32c [ID] [-a]
                           compute and store frame checksums (last segment; all with -a)
  count-entries            number of VALID entries
  mark-valid ID / mark-invalid ID
                           change a recording's catalog state"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = USAGE
    parser.add_argument("archive_dir", metavar="DIR", help="archive directory (aeron.archive.dir)")
    parser.add_argument("tool_command", metavar="COMMAND", choices=COMMANDS, help=" | ".join(COMMANDS))
    parser.add_argument("tool_args", nargs=argparse.REMAINDER, metavar="ARGS", help="command arguments")


def run(args: argparse.Namespace) -> int:
    from aeronkit.archive.tool_commands import execute

    return execute(args.archive_dir, args.tool_command, list(args.tool_args))
