"""A one-member cluster led by our consensus module, stepped deterministically (cm_harness)."""

from __future__ import annotations

from pathlib import Path

import pytest
from cm_harness import MS, ClientStub, is_leading, start_node

from aeronkit.cluster.recording_log import RecordingLog
from aeronkit.codecs import cluster as codecs
from aeronkit.counter_types import CounterTypeId


def test_one_member_node_elects_itself_and_echoes_through_the_log(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        assert node.counter(CounterTypeId.CLUSTER_LEADERSHIP_TERM_ID) == 0
        assert node.counter(CounterTypeId.CLUSTER_ELECTION_COUNT) == 1
        with RecordingLog(tmp_path / "cluster") as log:
            terms = [(e.leadership_term_id, e.term_base_log_position) for e in log.entries if e.is_term]
        assert terms == [(0, 0)]
        client = ClientStub(node.new_client("client"))
        scheduler.add(lambda: [("client", client.do_work)])
        scheduler.run_until(lambda: client.connect() != -1, what="ingress connected")
        scheduler.run_until(lambda: client.events, what="session event")
        event = client.events[0]
        assert (event.code, event.cluster_session_id, event.leadership_term_id) == (codecs.EventCode.OK, 1, 0)
        assert event.version == 768 and event.heartbeat_timeout_ns == 10_000 * MS
        for i in range(20):
            assert client.send(f"hello {i}".encode()) > 0
        scheduler.run_until(lambda: len(client.messages) == 20, what="echoes")
        assert [m[2] for m in client.messages] == [f"hello {i}".encode() for i in range(20)]
        assert node.service is not None
        kinds = node.service.applied_kinds()
        assert kinds[:2] == ["term", "open"] and kinds.count("message") == 20
        assert node.counter(CounterTypeId.CLUSTER_COMMIT_POSITION) == node.service.applied[-1].position
    finally:
        node.close()


def test_the_appointed_leader_setting_reaches_the_election(tmp_path: Path) -> None:
    """``aeron.cluster.appointed.leader.id`` (ConsensusModule.Context.appointedLeaderId, read by
    Election.canvass): the module's context held it but the election was built without it, so any member
    could nominate itself; a three-member test that appoints member 0 saw member 1 lead."""
    node, scheduler, _ = start_node(tmp_path, appointed_leader_id=0)
    try:
        scheduler.run_until(lambda: node.agent.election is not None, what="the election")
        assert node.agent.election.config.appointed_leader_id == 0
    finally:
        node.close()


@pytest.mark.parametrize("strict", [False, True])
def test_the_election_runs_aerons_rules_unless_the_strict_setting_asks_for_ours(
    tmp_path: Path, strict: bool
) -> None:
    """``aeronkit.cluster.election.strict`` (ElectionConfig.strict, docs/cluster-election.md): false by
    default, so the module's election follows Aeron's Election.java; true reaches the election."""
    node, scheduler, _ = start_node(tmp_path, **({"election_strict": True} if strict else {}))
    try:
        scheduler.run_until(lambda: node.agent.election is not None, what="the election")
        assert node.agent.election.config.strict is strict
    finally:
        node.close()
