"""`aeronkit cluster-tool DIR shutdown` on the leader of three ``aeronkit cluster-node`` members brings all
three down: the leader snapshots and sends TerminationPosition, each follower snapshots at the same log
position, stops its service there (onTerminate) and answers TerminationAck, and the leader stops on those
acks (ConsensusModuleAgent.onTerminationPosition / onTerminationAck / doTermination in Aeron 1.51.0).

The termination timeout is set far beyond the test's deadline, so the leader can only have stopped in time
by seeing every follower's ack -- without them it would wait the whole timeout.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from cm_java import AeronkitNode, started_members
from support.processes import read_rest
from support.wait import wait_until
from test_cm_three_members import describe, settled

from aeronkit.cluster.recording_log import RecordingLog
from aeronkit.constants import NULL_POSITION

SETTLE_TIMEOUT_S = 90.0
TERMINATION_TIMEOUT = "300s"
"""The leader's termination timeout: its fallback when acks do not come, far past SHUTDOWN_DEADLINE_S."""
SHUTDOWN_DEADLINE_S = 60.0


def _digest_lines(node: AeronkitNode) -> list[list[str]]:
    path = node.cluster_dir / "interop-digest-0.txt"
    return [line.split() for line in path.read_text().splitlines()] if path.exists() else []


def _rest_of_stdout(node: AeronkitNode) -> str:
    """What an exited member printed after the lines the harness already read."""
    assert node.proc is not None
    return read_rest(node.proc, 10.0)


def test_shutdown_terminates_every_member_cleanly_on_termination_acks(tmp_path: Path) -> None:
    properties = {"aeron.cluster.termination.timeout": TERMINATION_TIMEOUT}
    with started_members(tmp_path, 3, properties=properties) as nodes:
        leader_id, term = wait_until(
            lambda: settled(nodes),
            SETTLE_TIMEOUT_S,
            "a leader and two followers",
            detail=lambda: describe(nodes),
        )
        leader = nodes[leader_id]
        tool = subprocess.run(
            [sys.executable, "-m", "aeronkit.cli", "cluster-tool", str(leader.cluster_dir), "shutdown"],
            capture_output=True,
            text=True,
            timeout=SHUTDOWN_DEADLINE_S,
        )
        assert tool.returncode == 0, tool.stdout + tool.stderr

        wait_until(
            lambda: not any(n.is_running() for n in nodes),
            SHUTDOWN_DEADLINE_S,
            "every member to exit",
            detail=lambda: "\n".join(n.stderr_tail() for n in nodes),
        )
        said = {n.member_id: "".join(n.output) + _rest_of_stdout(n) for n in nodes}
        codes = {n.member_id: n.stop() for n in nodes}
        assert codes == {0: 0, 1: 0, 2: 0}, "\n".join(n.stderr_tail() for n in nodes)
        for text in said.values():
            assert "the cluster terminated this member" in text, text

        # Every service was told to terminate at the same log position, after a snapshot there.
        ends = {}
        for node in nodes:
            lines = _digest_lines(node)
            assert [line[-1] for line in lines[-2:]] == ["snapshot", "terminate"], (node.member_id, lines)
            snapshot, terminate = lines[-2], lines[-1]
            assert snapshot[:4] == terminate[:4]  # same position, digest, applied count, map size
            ends[node.member_id] = tuple(terminate[:4])
        assert len(set(ends.values())) == 1, ends
        position = int(ends[leader_id][0])

        # recording.log: the term committed where the log ends, with the shutdown snapshot at that position.
        for node in nodes:
            with RecordingLog(node.cluster_dir) as log:
                last = log.find_last_term()
                assert last is not None and last.leadership_term_id == term
                assert last.log_position == position != NULL_POSITION, (node.member_id, last)
                snapshot_entry = log.latest_snapshot(0)
                assert snapshot_entry is not None and snapshot_entry.log_position == position
