"""Standby snapshots on real processes (docs/cluster-recovery.md; Aeron 1.51.0 StandbySnapshotReplicator.java,
ConsensusModuleAgent.replicateStandbySnapshotsForStartup, SessionManager's STANDBY_SNAPSHOT sessions).

The returning-member tests: follower F is SIGKILLed; the other two commit echoes and take a snapshot at
position S; the operator purges their log recordings up to the last segment boundary at or below S
(ArchiveClient purgeSegments, as one frees disk), so the part of the log F would have to replicate no
longer exists anywhere. F's own log cannot be continued at S, so the operator seeds F's recording.log
(cluster-tool seed-recording-log-from-snapshot; F has no snapshot, the file is emptied) and gives it the
STANDBY_SNAPSHOT entries a StandbySnapshot notification would have left there: the leader's snapshot
recordings and archive endpoint. The test writes those entries itself because the only sender of the
message is the premium ClusterStandby and a member that is down hears nothing. At start-up F copies the
set into its own archive, records the copies as its SNAPSHOT entries, recovers from them and catches up;
the three services end with equal digests. Across implementations the copy goes from our archive into a
Java member's and from a Java archive into ours.

The notification test sends the StandbySnapshot message to two of ours and a Java member and compares
what each records.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from cm_java import AeronkitNode, started_members
from support.java_cluster import ClusterMemberProcess, JavaClusterClient, ingress_endpoints, member_endpoints
from support.ports import free_udp_port
from support.wait import wait_until
from test_cm_three_members_absence import snapshot
from test_cm_three_members_log import (
    TIMEOUT_S,
    TIMING,
    assert_all_applied_the_digest,
    client_digest,
    describe,
    settled_with_log,
)
from test_cm_three_members_replication import echo_run, settled_follower
from test_mixed_members import APPOINTED, await_settled, final_digests, kill_leader, members, start

from aeronkit.archive.client import AeronArchive
from aeronkit.archive.client import Context as ArchiveContext
from aeronkit.client import Aeron
from aeronkit.client import Context as AeronContext
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.protocol import CLIENT_PROTOCOL_SEMANTIC_VERSION
from aeronkit.cluster.recording_log import RecordingLog
from aeronkit.cnc import CncFile
from aeronkit.codecs import cluster as codecs
from aeronkit.counter_types import CounterTypeId
from aeronkit.driver import Context as DriverContext
from aeronkit.driver import MediaDriver
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java  # the purge and AAJ cases are slow; JJA and the notifications run in CI

TERM_LENGTH = 512 * 1024
SEGMENT_LENGTH = TERM_LENGTH
"""Log terms and archive segments of 512 KiB (with TIMING's 16 MiB terms the whole run is in one segment):
an echo run adds about 330 KiB to the log, so after the three runs F misses, segment boundaries lie between
where F stopped and the snapshot."""


UNKNOWN_RECORDING_ID = 9000
LOG_AND_SEGMENTS = {"aeron.cluster.log.channel": f"aeron:udp?term-length={TERM_LENGTH}",
                    "aeron.archive.segment.file.length": str(SEGMENT_LENGTH)}


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[list[AeronkitNode]]:
    with started_members(tmp_path, 3, properties={**TIMING, **LOG_AND_SEGMENTS}) as nodes:
        yield nodes


def latest_snapshot_set(node: ClusterMemberProcess) -> list[tuple[int, int, int, int, int, int]]:
    """(recording id, term, term base, log position, timestamp, service id) of the member's newest
    snapshot set, the module's entry last."""
    with RecordingLog(node.cluster_dir) as log:
        module = log.latest_snapshot(-1)
        assert module is not None, f"member {node.member_id} has no snapshot"
        entries = [log.latest_snapshot(0), module]
    return [(e.recording_id, e.leadership_term_id, e.term_base_log_position, e.log_position, e.timestamp,
             e.service_id) for e in entries if e is not None]


def archive_endpoint(node: ClusterMemberProcess) -> str:
    """The member's archive control endpoint in the shared port plan (Java's and ours alike)."""
    return member_endpoints(node.base_port, node.member_id, node.host).archive


def purge_log_before(node: ClusterMemberProcess, position: int, tmp_path: Path) -> tuple[int, int]:
    """Purge the member's log recording up to the segment boundary at or below ``position`` through its
    archive's control channel; (log recording id, its new start position)."""
    with RecordingLog(node.cluster_dir) as log:
        recording_id = log.find_last_term_recording_id()
    boundary = position - position % SEGMENT_LENGTH
    driver_context = DriverContext(aeron_dir=str(tmp_path / f"purge-driver-{node.member_id}"),
                                   threading_mode="SHARED")
    with (
        MediaDriver.launch_embedded(driver_context) as driver,
        Aeron.connect(AeronContext(aeron_dir=str(driver.aeron_dir))) as aeron,
        AeronArchive.connect(ArchiveContext(
            aeron=aeron,
            control_request_channel=f"aeron:udp?endpoint={archive_endpoint(node)}",
            control_response_channel="aeron:udp?endpoint=localhost:0",
        )) as archive,
    ):
        archive.purge_segments(recording_id, boundary)
        start = archive.get_start_position(recording_id)
    return recording_id, start


@pytest.mark.slow
def test_a_member_whose_missing_log_was_purged_rejoins_from_a_standby_snapshot(
    java: JavaToolchain, tmp_path: Path, cluster: list[AeronkitNode]
) -> None:
    _, absent, others = settled_follower(cluster)
    client = JavaClusterClient(java, tmp_path, ingress_endpoints(cluster[0].base_port, 3)).start()
    try:
        echo_run(client, 1, cluster)
        settled = wait_until(lambda: settled_with_log(cluster), TIMEOUT_S, "the three settled after run 1",
                             detail=lambda: describe(cluster))
        absent.kill()
        absent_position = settled[0].commit_position
        for seed in (2, 3, 4):
            echo_run(client, seed, others)
        (leader,) = [n for n in others if (c := n.counters()) and c.role is Role.LEADER]
        snapshot(leader, others)
        snapshot_set = latest_snapshot_set(leader)
        snapshot_position = snapshot_set[-1][3]
        for node in others:
            _, start = purge_log_before(node, snapshot_position, tmp_path)
            assert absent_position < start <= snapshot_position, (absent_position, start, snapshot_position)
        echo_run(client, 5, others)

        # F's own log ends before the purged gap and can never be continued at the snapshot's position (an
        # archive extends a recording only from its stop position), so the operator seeds F's recording.log
        # from its latest snapshot (it has none: the file is emptied) before giving it the standby entries.
        seeded = subprocess.run(
            [sys.executable, "-m", "aeronkit.cli", "cluster-tool", str(absent.cluster_dir),
             "seed-recording-log-from-snapshot"], capture_output=True, text=True, timeout=TIMEOUT_S)
        assert seeded.returncode == 0, seeded.stdout + seeded.stderr
        (other,) = [n for n in others if n is not leader]
        with RecordingLog(absent.cluster_dir, create=True) as log:
            assert log.entries == []
            for recording_id, term, base, position, timestamp, service_id in snapshot_set:
                log.append_standby_snapshot(recording_id, term, base, position, timestamp, service_id,
                                            leader.endpoints.archive)
                # A newer set the other member's archive does not hold: tried first, it fails, and the
                # leader's is used instead (StandbySnapshotReplicator goes on to the next endpoint).
                log.append_standby_snapshot(UNKNOWN_RECORDING_ID + recording_id, term, base, position + 64,
                                            timestamp, service_id, other.endpoints.archive)
        absent.await_mark_files_stale()
        absent.start(await_ready=False)
        rejoined = wait_until(
            lambda: (found := settled_with_log(cluster)) and len(found) == 3 and found,
            TIMEOUT_S, "the returning member settled on the leader's commit position",
            detail=lambda: describe(cluster))
        assert {c.leadership_term_id for c in rejoined} == {rejoined[0].leadership_term_id}
        with RecordingLog(absent.cluster_dir) as log:
            copies = [e for e in log.entries if e.type_name == "SNAPSHOT"]
            assert sorted((e.log_position, e.service_id) for e in copies) == [
                (snapshot_position, -1), (snapshot_position, 0)], log.entries
            latest = log.latest_snapshot(-1)
            assert latest is not None and latest.log_position == snapshot_position

        errors = subprocess.run(
            [sys.executable, "-m", "aeronkit.cli", "cluster-tool", str(absent.cluster_dir), "errors"],
            capture_output=True, text=True, timeout=TIMEOUT_S)
        assert errors.returncode == 0, errors.stdout + errors.stderr
        # F's error log: the newer set's archive refused the first copy, then both of the leader's came.
        standby_lines = [line for line in errors.stdout.splitlines()
                         if "standby snapshot replicated" in line or "unknown source recording id" in line]
        print("\n".join(standby_lines))
        refused = [f"unknown source recording id: {UNKNOWN_RECORDING_ID + e[0]} " for e in snapshot_set]
        assert any(text in line for line in standby_lines for text in refused), errors.stdout
        from_leader = [line for line in standby_lines if f"endpoint={leader.endpoints.archive}" in line]
        assert len(from_leader) == 2, errors.stdout

        echo_run(client, 6, cluster)
        digest = client_digest(client)
    finally:
        client.stop()
    assert_all_applied_the_digest(cluster, digest)
    print(f"F stopped near {absent_position}; snapshot at {snapshot_position}; "
          f"F settled at commit position {rejoined[0].commit_position}")


@pytest.mark.parametrize("layout", [pytest.param("AAJ", marks=pytest.mark.slow), "JJA"],
                         ids=["java-member-from-our-archive", "our-member-from-a-java-archive"])
def test_a_member_rejoins_from_the_other_implementations_snapshot(
    java: JavaToolchain, tmp_path: Path, layout: str
) -> None:
    """The same across implementations, member 2 returning to two of the other kind (A aeronkit, J Java):
    AAJ, Aeron's StandbySnapshotReplicator copies the set out of our leader's archive into its Java archive;
    JJA, ours copies it out of a Java leader's archive. Either recovers from the copy and catches up."""
    mixed = members(java, tmp_path, layout, appointed=0)
    for node in mixed.nodes:
        node.overrides.update(LOG_AND_SEGMENTS)
    with mixed as nodes:
        others, returning = nodes[:2], nodes[2]
        leader = await_settled(nodes, "member 0 leading")
        assert leader is nodes[0]
        client = JavaClusterClient(java, tmp_path, ingress_endpoints(returning.base_port, 3)).start()
        try:
            echo_run(client, 1, nodes)
            returning_position = wait_until(lambda: settled_with_log(nodes), TIMEOUT_S, "all three settled",
                                            detail=lambda: describe(nodes))[0].commit_position
            kill_leader(returning)  # SIGKILL and wait out its mark files
            for seed in (2, 3, 4):
                echo_run(client, seed, others)
            snapshot(leader, others)
            snapshot_set = latest_snapshot_set(leader)
            snapshot_position = snapshot_set[-1][3]
            for node in others:
                _, start_position = purge_log_before(node, snapshot_position, tmp_path)
                assert returning_position < start_position <= snapshot_position
            echo_run(client, 5, others)

            seeded = subprocess.run(
                [sys.executable, "-m", "aeronkit.cli", "cluster-tool", str(returning.cluster_dir),
                 "seed-recording-log-from-snapshot"], capture_output=True, text=True, timeout=TIMEOUT_S)
            assert seeded.returncode == 0, seeded.stdout + seeded.stderr
            with RecordingLog(returning.cluster_dir, create=True) as log:
                assert log.entries == []
                for recording_id, term, base, position, timestamp, service_id in snapshot_set:
                    log.append_standby_snapshot(recording_id, term, base, position, timestamp, service_id,
                                                archive_endpoint(leader))
            returning.overrides[APPOINTED] = "-1"
            start(returning)
            assert await_settled(nodes, "member 2 back and following") is leader
            with RecordingLog(returning.cluster_dir) as log:
                copies = [e for e in log.entries if e.type_name == "SNAPSHOT"]
            assert sorted((e.log_position, e.service_id) for e in copies) == [
                (snapshot_position, -1), (snapshot_position, 0)], copies

            echo_run(client, 6, nodes)
            snapshot(leader, nodes)
            digest = client_digest(client)
        finally:
            client.stop()
        final_digests(nodes, digest["digest"], digest["applied"])
        print(f"{layout}: member 2 stopped near {returning_position}; snapshot at {snapshot_position}")


ACCEPT = "aeron.cluster.accept.standby.snapshots"
CONSENSUS_STREAM_ID = 108
RESPONSE_STREAM_ID = 2042


def standby_snapshot_message(correlation_id: int, entries: list[tuple[int, int, int, int, int, int]],
                             endpoint: str, response_channel: str) -> bytes:
    """The StandbySnapshot message a ClusterStandby sends (ConsensusPublisher.standbySnapshotTaken),
    encoded with our codecs: services' entries and the module's, one archive endpoint."""
    buffer = bytearray(4096)
    encoder = codecs.StandbySnapshotEncoder().wrap_and_apply_header(buffer)
    encoder.correlation_id = correlation_id
    encoder.version = CLIENT_PROTOCOL_SEMANTIC_VERSION
    encoder.response_stream_id = RESPONSE_STREAM_ID
    group = encoder.snapshots_count(len(entries))
    for recording_id, term, base, position, timestamp, service_id in entries:
        entry = group.next()
        entry.recording_id = recording_id
        entry.leadership_term_id = term
        entry.term_base_log_position = base
        entry.log_position = position
        entry.timestamp = timestamp
        entry.service_id = service_id
        entry.put_archive_endpoint(endpoint)
    encoder.put_response_channel(response_channel)
    encoder.put_encoded_credentials(b"")
    return bytes(buffer[: encoder.limit])


def counter_value(node: ClusterMemberProcess, type_id: int) -> int | None:
    """The value of the member's counter of ``type_id``, None when its driver has none."""
    with CncFile.map(node.aeron_dir) as cnc:
        reader = cnc.counters_reader()
        values = [reader.get_counter_value(c) for c, t in reader.allocated_ids() if t == type_id]
    return values[0] if values else None


def standby_entries(node: ClusterMemberProcess) -> list[tuple[int, int, int, int, int, int, str | None]]:
    with RecordingLog(node.cluster_dir) as log:
        return [(e.recording_id, e.leadership_term_id, e.term_base_log_position, e.log_position, e.timestamp,
                 e.service_id, e.archive_endpoint) for e in log.entries if e.type_name == "STANDBY_SNAPSHOT"]


def test_standby_snapshot_notifications_are_recorded_as_java_records_them(
    java: JavaToolchain, tmp_path: Path
) -> None:
    """A StandbySnapshot message from a test client (the premium ClusterStandby is its only sender) to each
    of two aeronkit members and a Java one: the two that accept standby snapshots (ours, member 0, and
    Java's, member 2) write the same STANDBY_SNAPSHOT entries into recording.log once the commit position
    has passed the snapshot and count the notification; ours without the setting (member 1) answers the
    sender with SessionEvent ERROR "Not configured to accept StandbySnapshot" and records nothing."""
    mixed = members(java, tmp_path, "AAJ", appointed=0)
    for node in mixed.nodes:
        node.overrides[ACCEPT] = "false" if node.member_id == 1 else "true"
    with mixed as nodes:
        await_settled(nodes, "member 0 leading")
        committed = settled_with_log(nodes)
        assert committed is not None and committed[0].commit_position
        position = committed[0].commit_position
        snapshot_set = [(1001, 0, 0, position, 77, 0), (1002, 0, 0, position, 77, -1)]
        endpoint = "localhost:20999"
        response_port = free_udp_port()
        driver_context = DriverContext(aeron_dir=str(tmp_path / "standby-driver"), threading_mode="SHARED")
        events: list[tuple[int, str, str]] = []

        def on_response(buffer: object, offset: int, length: int, header: object) -> None:
            data = bytes(memoryview(buffer)[offset: offset + length])  # type: ignore[arg-type]
            message_header = codecs.MessageHeaderDecoder().wrap(data, 0)
            if message_header.template_id == codecs.SessionEventDecoder.TEMPLATE_ID:
                event = codecs.SessionEventDecoder().wrap(
                    data, codecs.HEADER_LENGTH, message_header.block_length, message_header.version)
                events.append((event.correlation_id, codecs.EventCode(event.code).name, str(event.detail)))

        with (
            MediaDriver.launch_embedded(driver_context) as driver,
            Aeron.connect(AeronContext(aeron_dir=str(driver.aeron_dir))) as aeron,
        ):
            response_channel = f"aeron:udp?endpoint=localhost:{response_port}"
            responses = aeron.add_subscription(response_channel, RESPONSE_STREAM_ID)
            for node in nodes:
                consensus = member_endpoints(node.base_port, node.member_id, node.host).consensus
                publication = aeron.add_exclusive_publication(f"aeron:udp?endpoint={consensus}",
                                                              CONSENSUS_STREAM_ID)
                message = standby_snapshot_message(500 + node.member_id, snapshot_set, endpoint,
                                                   response_channel)
                wait_until(lambda p=publication, m=message: p.offer(m) > 0, TIMEOUT_S,
                           f"the StandbySnapshot message sent to member {node.member_id}")
            accepting = [nodes[0], nodes[2]]
            recorded = wait_until(
                lambda: all(len(standby_entries(n)) == 2 for n in accepting) and
                [standby_entries(n) for n in accepting],
                TIMEOUT_S, "both accepting members to record the notification",
                detail=lambda: describe(nodes))
            wait_until(lambda: responses.poll(on_response, 10) >= 0 and events, TIMEOUT_S,
                       "member 1's answer", detail=lambda: str(events))
        assert recorded[0] == recorded[1] == [
            (recording_id, term, base, pos, ts, service_id, endpoint)
            for recording_id, term, base, pos, ts, service_id in snapshot_set], recorded
        assert events == [(501, "ERROR", "Not configured to accept StandbySnapshot")], events
        assert standby_entries(nodes[1]) == []
        counter = CounterTypeId.CLUSTER_STANDBY_SNAPSHOT_COUNTER
        assert [counter_value(n, counter) for n in nodes] == [1, None, 1]
