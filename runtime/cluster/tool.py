"""`aeronkit cluster-tool DIR COMMAND`: inspect and repair a stopped cluster node's directory, ours or Java's.

The command line surface only; the commands live in ``aeronkit.cluster.tool_commands``, imported when the
command runs so building the ``aeronkit`` parser loads no cluster code. It mirrors the offline commands of
Aeron's ClusterTool (aeron-cluster/src/main/java/io/aeron/cluster/ClusterTool.java at 1.51.0); the ones that
need a running node, its media driver or its archive are left out. docs/cluster-tool.md.
"""

from __future__ import annotations

import argparse

HELP = (
    "inspect a cluster directory: describe, pid, recording-log, sort-recording-log, "
    "seed-recording-log-from-snapshot, node-state"
)

COMMANDS = (
    "describe",
    "pid",
    "recording-log",
    "sort-recording-log",
    "seed-recording-log-from-snapshot",
    "node-state",
)

# One line per command, worded as Java's ClusterTool help (node-state is ours: Java has no such command).
DESCRIPTIONS = {
    "describe": "prints out all descriptors in the mark file.",
    "pid": "prints PID of cluster component.",
    "recording-log": "prints recording log of cluster component.",
    "sort-recording-log": "reorders entries in the recording log to match the order in memory.",
    "seed-recording-log-from-snapshot": "creates a new recording log based on the latest valid snapshot.",
    "node-state": "prints the candidate term kept in node-state.dat (aeronkit only).",
}

USAGE = "commands:\n" + "\n".join(f"  {name:<34}{text}" for name, text in DESCRIPTIONS.items()) + (
    "\n\nexit status: 0 done; 1 the command failed (Java exits -1), e.g. sort-recording-log on a log that is"
    "\nalready sorted (Java says nothing, we say so); 2 bad arguments, or a directory or file that is missing"
    "\nor damaged (named on stderr)."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = USAGE
    parser.add_argument("cluster_dir", metavar="DIR", help="cluster directory (aeron.cluster.dir)")
    parser.add_argument("tool_command", metavar="COMMAND", choices=COMMANDS, help=" | ".join(COMMANDS))
    parser.add_argument("tool_args", nargs=argparse.REMAINDER, metavar="ARGS", help="command arguments")


def run(args: argparse.Namespace) -> int:
    from aeronkit.cluster.tool_commands import execute

    return execute(args.cluster_dir, args.tool_command, list(args.tool_args))
