"""`aeronkit cluster-tool DIR COMMAND`: inspect, repair and control a cluster node, ours or Java's.

The command line surface only; the commands live in ``aeronkit.cluster.tool_commands`` (those that read the
directory's files) and ``aeronkit.cluster.tool_live`` (those that need the running node: its driver's
counters, its consensus module over the control channel, its archive), imported when the command runs so
building the ``aeronkit`` parser loads no cluster code. It mirrors Aeron's ClusterTool
(aeron-cluster/src/main/java/io/aeron/cluster/ClusterTool.java at 1.51.0) except backup-query and
standby-snapshot, which only cluster backups and standbys answer. docs/cluster-tool.md.
"""

from __future__ import annotations

import argparse

HELP = (
    "inspect or control a cluster node: describe, pid, recording-log, errors, list-members, is-leader, "
    "snapshot, suspend, resume, shutdown, abort, ... (see --help)"
)

COMMANDS = (
    "describe",
    "pid",
    "recording-log",
    "sort-recording-log",
    "seed-recording-log-from-snapshot",
    "node-state",
    "recovery-plan",
    "errors",
    "list-members",
    "is-leader",
    "snapshot",
    "suspend",
    "resume",
    "shutdown",
    "abort",
    "describe-latest-cm-snapshot",
    "invalidate-latest-snapshot",
    "validate-recording-log",
)

LIVE_COMMANDS = frozenset(COMMANDS[COMMANDS.index("recovery-plan"):])
"""The commands that need the running node (its driver, consensus module or archive)."""

# One line per command, worded as Java's ClusterTool help (node-state is ours: Java has no such command).
DESCRIPTIONS = {
    "describe": "prints out all descriptors in the mark file, then how stale the member is "
                "(--json: one object per mark file).",
    "pid": "prints PID of cluster component.",
    "recording-log": "prints recording log of cluster component (--json: one object per entry).",
    "sort-recording-log": "reorders entries in the recording log to match the order in memory.",
    "seed-recording-log-from-snapshot": "creates a new recording log based on the latest valid snapshot.",
    "node-state": "prints the candidate term kept in node-state.dat (aeronkit only).",
    "recovery-plan": "[service count] prints recovery plan of cluster component.",
    "errors": "prints Aeron and cluster component error logs.",
    "list-members": "prints leader memberId and active members (--json: one object).",
    "is-leader": "returns zero if the cluster node is leader, non-zero if not.",
    "snapshot": "triggers a snapshot on the leader.",
    "suspend": "suspends appending to the log.",
    "resume": "resumes appending to the log.",
    "shutdown": "initiates an orderly stop of the cluster with a snapshot.",
    "abort": "stops the cluster without a snapshot.",
    "describe-latest-cm-snapshot": "prints the contents of the latest valid consensus module snapshot.",
    "invalidate-latest-snapshot": "marks the latest snapshot as a invalid so the previous is loaded.",
    "validate-recording-log": "triggers the cluster node to validate its recording log against the archive.",
}

USAGE = "commands:\n" + "\n".join(f"  {name:<34}{text}" for name, text in DESCRIPTIONS.items()) + (
    "\n\nexit status: 0 done; 1 the command failed (Java exits -1), e.g. sort-recording-log on a log that is"
    "\nalready sorted (Java says nothing, we say so), a toggle the node refused or a query it did not answer,"
    "\nor is-leader on a node that is not the leader; 2 bad arguments, or a directory, file or media driver"
    "\nthat is missing or damaged (named on stderr)."
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
