"""Aeron Java's ClusterBackup (the peers' BackupPeer: a ClusterBackupMediaDriver) backs up three
``aeronkit cluster-node`` members while Aeron Java's AeronCluster client sends echoes: our members answer its
BackupQuery (ConsensusModuleAgent.onBackupQuery, 1.51.0), their archives serve the snapshot replication and
the live log replay, the backup's recording.log gets the snapshot set and a TERM entry, its live log position
counter reaches the cluster's commit position, and the cluster keeps serving.

Then a follower is restored from that backup as an operator would (docs/cluster-recovery.md "Restoring a
member from a ClusterBackup"; Aeron's own procedure is TestCluster.startStaticNodeFromBackup, 1.51.0): its
cluster and archive directories become the backup's ``cluster-backup`` and ``archive``, it starts with its
old member id and endpoints, recovers from the backed-up snapshot set and log recording, catches up with what
the cluster appended meanwhile, and serves as a follower with the same service state as the others."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from cm_java import AeronkitNode, started_members
from support.java_cluster import (
    HOST,
    ClusterMemberProcess,
    JavaClusterClient,
    JavaClusterNode,
    NodeCounters,
    ingress_endpoints,
    jvm_command,
    member_endpoints,
    peer_classes,
    unique_aeron_dir,
)
from support.ports import free_udp_port
from support.processes import read_line, stop
from support.wait import wait_until
from test_cm_three_members_log import (
    TIMING,
    assert_all_applied_the_digest,
    client_digest,
    describe,
    settled_with_log,
)
from test_mixed_members import members, start

from aeronkit.archive.catalog import Catalog
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.mark_file import ClusterComponentType, ClusterMarkFile
from aeronkit.cluster.recording_log import (
    CONSENSUS_MODULE_SERVICE_ID,
    RECORDING_LOG_FILE_NAME,
    Entry,
    parse_recording_log,
)
from aeronkit.cnc import CncFile, CncNotReadyError
from aeronkit.counter_types import CounterTypeId
from aeronkit.errors import CorruptFileError
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

TIMEOUT_S = 120.0
LOG_TERM_LENGTH = 16 * 1024 * 1024
"""The term length of the members' log channel (test_cm_three_members_log.TIMING)."""
BACKUP_STATE_BACKING_UP = 5
"""ClusterBackup.State.BACKING_UP.code()."""


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[list[AeronkitNode]]:
    with started_members(tmp_path, 3, properties=TIMING) as members:
        yield members


class Backup:
    """BackupPeer in a JVM, stopped by pid; its events are the JSON lines it prints."""

    def __init__(self, java: JavaToolchain, work: Path, consensus_endpoints: str) -> None:
        self.dir = work
        self.aeron_dir = unique_aeron_dir("backup")
        self.transcript: list[str] = []
        self.stderr_path = work / "backup-stderr.txt"
        work.mkdir(parents=True, exist_ok=True)
        with self.stderr_path.open("w") as stderr:
            self.proc = subprocess.Popen(
                jvm_command(
                    java,
                    "BackupPeer",
                    classpath=[peer_classes(java)],
                    properties={
                        "aeron.dir": str(self.aeron_dir),
                        "aeronkit.backup.dir": str(work),
                        "aeronkit.backup.cluster.endpoints": consensus_endpoints,
                        "aeronkit.backup.host": HOST,
                        "aeronkit.backup.consensus.port": str(free_udp_port()),
                    },
                ),
                stdout=subprocess.PIPE,
                stderr=stderr,
                text=True,
            )

    def await_event(self, name: str, timeout_s: float = TIMEOUT_S) -> dict[str, Any]:
        deadline = time.monotonic() + timeout_s
        while True:
            remaining = deadline - time.monotonic()
            assert remaining > 0, f"no {name} event within {timeout_s} s: {self.stderr_tail()}"
            line = read_line(self.proc, remaining, self.transcript)
            if line.startswith("{"):
                event: dict[str, Any] = json.loads(line)
                if event["event"] == name:
                    return event

    def counter(self, type_id: int) -> int | None:
        try:
            cnc = CncFile.map(self.aeron_dir)
        except (CncNotReadyError, CorruptFileError, FileNotFoundError, ValueError):
            return None
        with cnc:
            reader = cnc.counters_reader()
            for counter_id, found in reader.allocated_ids():
                if found == type_id:
                    return reader.get_counter_value(counter_id)
        return None

    def recording_log(self) -> list[Entry]:
        return parse_recording_log(
            (self.dir / "cluster-backup" / RECORDING_LOG_FILE_NAME).read_bytes()
        ).entries

    def stderr_tail(self) -> str:
        return f"backup transcript: {self.transcript[-20:]}\n{self.stderr_path.read_text()[-3000:]}"

    def stop(self) -> None:
        stop(self.proc, 20.0)
        shutil.rmtree(self.aeron_dir, ignore_errors=True)


def _recording_log(node: AeronkitNode) -> list[Entry]:
    return parse_recording_log((node.cluster_dir / RECORDING_LOG_FILE_NAME).read_bytes()).entries


def _snapshot_set(node: AeronkitNode) -> list[Entry] | None:
    """The member's snapshot entries once the set is whole: the service's entry is written before the
    module's."""
    found = [e for e in _recording_log(node) if e.is_any_snapshot]
    return found if CONSENSUS_MODULE_SERVICE_ID in {e.service_id for e in found} else None


def _restore_from_backup(node: AeronkitNode, backup: Backup) -> None:
    """The stopped member's cluster and archive directories replaced by the stopped backup's (moved: one
    file system, so nothing is copied)."""
    shutil.rmtree(node.cluster_dir)
    shutil.rmtree(node.archive_dir)
    (backup.dir / "cluster-backup").rename(node.cluster_dir)
    (backup.dir / "archive").rename(node.archive_dir)


def _all_settled(nodes: list[AeronkitNode]) -> list[NodeCounters] | None:
    """:func:`settled_with_log` with every member running."""
    found = settled_with_log(nodes)
    return found if found is not None and len(found) == len(nodes) else None


def _mark_file_type(node: AeronkitNode) -> ClusterComponentType:
    with ClusterMarkFile.open(node.cluster_dir) as mark:
        return ClusterComponentType(mark.header().component_type)


_PLANNED_SNAPSHOT = re.compile(r"Snapshot\[recordingId=(-?\d+), .*?serviceId=(-?\d+)\]")
_PLANNED_LOG = re.compile(r"log=Log\[recordingId=(-?\d+), .*?startPosition=(-?\d+), stopPosition=(-?\d+)")


def _logged_recovery_plan(node: AeronkitNode) -> str:
    """The RecoveryPlan line the member logged at start-up (``member <id> RecoveryPlan[...]``)."""
    lines = [line for line in node.stderr_path.read_text().splitlines()
             if f"member {node.member_id} RecoveryPlan[" in line]
    assert len(lines) == 1, node.stderr_tail()
    return lines[0]


def test_java_cluster_backup_of_three_aeronkit_members_restores_a_follower_that_rejoins(
    java: JavaToolchain, tmp_path: Path, cluster: list[AeronkitNode]
) -> None:
    back_up_and_restore(java, tmp_path, list(cluster), lambda followers: followers[0])


def test_java_cluster_backup_of_a_mixed_cluster_led_by_ours_restores_a_java_follower(
    java: JavaToolchain, tmp_path: Path
) -> None:
    """Issue 15: the backup of a cluster led by our member (Java, Java, aeronkit; ours appointed) answers
    BackupQuery from our leader and replicates from our archive; the member restored from it is a Java
    one, so Aeron Java recovers from a backup taken from our leader's snapshots and log and rejoins it."""
    with members(java, tmp_path, "JJA", appointed=2) as nodes:
        back_up_and_restore(java, tmp_path, nodes, _java_member)


def _java_member(followers: list[ClusterMemberProcess]) -> ClusterMemberProcess:
    return next(n for n in followers if isinstance(n, JavaClusterNode))


def back_up_and_restore(
    java: JavaToolchain,
    tmp_path: Path,
    cluster: list[ClusterMemberProcess],
    restored: Callable[[list[ClusterMemberProcess]], ClusterMemberProcess],
) -> None:
    """Snapshot, back up while the cluster serves, stop a follower (``restored`` picks it), restore it from
    the backup, and prove it rejoined with the same service state as the others."""
    counters = wait_until(
        lambda: settled_with_log(cluster), TIMEOUT_S, "a settled cluster", detail=lambda: describe(cluster)
    )
    assert counters is not None
    (leader,) = [n for n, c in zip(cluster, counters, strict=True) if c.role is Role.LEADER]
    client = JavaClusterClient(java, tmp_path / "client", ingress_endpoints(cluster[0].base_port, 3)).start()
    backup: Backup | None = None
    try:
        assert client.command("connect")["ok"], describe(cluster)
        assert client.command("echo 200 1 512 7")["ok"]
        assert client.command("snapshot")["ok"]
        snapshots = wait_until(lambda: _snapshot_set(leader), TIMEOUT_S, "the leader's snapshot set")
        assert snapshots is not None
        assert client.command("echo 200 1 512 8")["ok"]

        consensus = ",".join(member_endpoints(cluster[0].base_port, i).consensus for i in range(3))
        backup = Backup(java, tmp_path / "backup", consensus)
        backup.await_event("ready")
        response = backup.await_event("backup_response")
        assert response["members"] == 3 and response["snapshots_to_retrieve"] == 2, backup.stderr_tail()
        updated = backup.await_event("updated_recording_log")
        assert updated["snapshots_retrieved"] == 2, backup.stderr_tail()
        wait_until(
            lambda: backup.counter(CounterTypeId.CLUSTER_BACKUP_STATE) == BACKUP_STATE_BACKING_UP,
            TIMEOUT_S,
            "the backup BACKING_UP",
            detail=backup.stderr_tail,
        )

        assert client.command("echo 300 1 512 9")["ok"]  # the cluster keeps serving while backed up
        agreed = wait_until(
            lambda: settled_with_log(cluster),
            TIMEOUT_S,
            "the members agreeing",
            detail=lambda: describe(cluster),
        )
        assert agreed is not None
        commit = agreed[0].commit_position
        assert commit is not None
        wait_until(
            lambda: (backup.counter(CounterTypeId.CLUSTER_BACKUP_LIVE_LOG_POSITION) or -1) >= commit,
            TIMEOUT_S,
            f"the backup's live log at the commit position {commit}",
            detail=backup.stderr_tail,
        )

        entries = backup.recording_log()
        backed_up = [
            (e.leadership_term_id, e.log_position, e.service_id) for e in entries if e.is_any_snapshot
        ]
        assert sorted(backed_up) == sorted(
            (e.leadership_term_id, e.log_position, e.service_id) for e in snapshots
        )
        assert CONSENSUS_MODULE_SERVICE_ID in {service for _, _, service in backed_up}
        terms = [e for e in entries if e.is_term]
        leader_term = [e for e in _recording_log(leader) if e.is_term][-1]
        assert [(e.leadership_term_id, e.term_base_log_position) for e in terms][-1] == (
            leader_term.leadership_term_id,
            leader_term.term_base_log_position,
        ), entries
        with Catalog(backup.dir / "archive") as catalog:
            replica = catalog.find(terms[-1].recording_id)
        assert replica is not None, entries  # the TERM entry names the backup's own recording of the log
        assert replica.descriptor.term_buffer_length == LOG_TERM_LENGTH  # the cluster log's, replayed

        # The restore: a follower's directories become the backup's, and it comes back as the same member.
        backup.stop()
        follower = restored([n for n in cluster if n is not leader])
        follower.stop()
        assert client.command("echo 50 1 512 10")["ok"]  # two of three serve on, past the backup's log
        _restore_from_backup(follower, backup)
        assert _mark_file_type(follower) is ClusterComponentType.BACKUP
        follower.await_mark_files_stale()
        start(follower)
        rejoined = wait_until(
            lambda: _all_settled(cluster),
            TIMEOUT_S,
            "the restored member settled on the leader's commit position",
            detail=lambda: describe(cluster),
        )
        assert rejoined is not None
        roles = {n.member_id: c.role for n, c in zip(cluster, rejoined, strict=True)}
        assert roles[follower.member_id] is Role.FOLLOWER, roles  # one leader: settled_with_log
        assert _mark_file_type(follower) is ClusterComponentType.CONSENSUS_MODULE  # the module took it over

        if isinstance(follower, AeronkitNode):
            _assert_planned_from_backup(follower, entries, terms, commit, rejoined)
        assert client.command("echo 50 1 512 11")["ok"]
        assert client.command("close")["ok"]
        digest = client_digest(client)  # a fresh session's DIGEST op, after the restored member rejoined
    finally:
        if backup is not None:
            backup.stop()
        client.stop()
    assert_all_applied_the_digest(cluster, digest)


def _assert_planned_from_backup(
    follower: AeronkitNode,
    entries: list[Entry],
    terms: list[Entry],
    commit: int,
    rejoined: list[NodeCounters],
) -> None:
    """Our member logs its RecoveryPlan: it must name the backed-up snapshot set and the backup's own log
    recording, replayed from the snapshot to where the backup stopped."""
    plan = _logged_recovery_plan(follower)
    assert sorted((int(r), int(s)) for r, s in _PLANNED_SNAPSHOT.findall(plan)) == sorted(
        (e.recording_id, e.service_id) for e in entries if e.is_any_snapshot
    ), plan
    planned_log = _PLANNED_LOG.search(plan)
    assert planned_log is not None, plan
    log_id, log_start, log_stop = (int(v) for v in planned_log.groups())
    snapshot_position = max(e.log_position for e in entries if e.is_any_snapshot)
    # the backup's own log recording, replayed from the backed-up snapshot to where the backup stopped
    assert (log_id, log_start) == (terms[-1].recording_id, snapshot_position), plan
    assert log_stop >= commit, plan
    rejoined_at = rejoined[0].commit_position
    assert rejoined_at is not None and rejoined_at > log_stop, "caught up with what came while away"
    print(f"restored member {follower.member_id}: {plan[plan.index('RecoveryPlan['):]}; "
          f"settled at {rejoined_at}")

