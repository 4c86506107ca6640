"""A member whose log goes past the new leader's term base cuts the divergent tail from its archive recording.

The stepped one-member harness writes a log, then restarts the module as member 0 of three whose peers never
answer, so its election canvasses with the recording stopped -- as a killed old leader does when it comes
back. A NewLeadershipTerm basing the next term inside that log (Election.onNewLeadershipTerm ->
ConsensusModuleAgent.truncateLogEntry in Aeron 1.51.0) must cut the real recording back there in our real
archive (segment bytes past it zeroed, stop position moved), commit the term there in recording.log, and
leave the member canvassing with its append position at the cut.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from cm_harness import MEMBERS, Node, Scheduler, connect_client, is_leading, restart_module, start_node

from aeronkit.archive.segment import segment_file_name
from aeronkit.cluster.election import Election
from aeronkit.cluster.election_state import ElectionState
from aeronkit.cluster.recording_log import RecordingLog
from aeronkit.constants import NULL_POSITION
from aeronkit.errors import AeronError

PEERS = "|1,localhost:20120,localhost:20121,localhost:20122,localhost:0,localhost:8011" + (
    "|2,localhost:20130,localhost:20131,localhost:20132,localhost:0,localhost:8012"
)


def _new_leadership_term(election: Election, next_term_base: int) -> None:
    """Member 1's NewLeadershipTerm for the term after our last one, based at ``next_term_base``."""
    term = election.log_leadership_term_id
    election.on_new_leadership_term(
        log_leadership_term_id=term,
        next_leadership_term_id=term + 1,
        next_term_base_log_position=next_term_base,
        next_log_position=NULL_POSITION,
        leadership_term_id=term + 1,
        term_base_log_position=next_term_base,
        log_position=next_term_base,
        commit_position=next_term_base,
        leader_id=1,
        log_session_id=4711,
        is_startup=False,
        leader_recording_id=0,
    )


def _stop_position(node: Node, scheduler: Scheduler, recording_id: int) -> int:
    request = node.agent.archive_requests.submit(
        "stop position", lambda archive: archive.async_get_stop_position(recording_id)
    )
    scheduler.run_until(lambda: request.done, what="stop position")
    return int(request.value())


def test_divergent_tail_is_cut_from_the_archive_recording_and_recording_log(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = connect_client(node, scheduler)
        for i in range(6):
            assert client.send(f"m{i}".encode()) > 0
        scheduler.run_until(lambda: len(client.messages) == 6, what="echoes")
        assert node.service is not None
        messages = [a for a in node.service.applied if a.kind == "message"]
        cut = messages[2].position  # a frame boundary: the end of the third message
        end = messages[-1].position
        node.module_settings["cluster_members"] = MEMBERS + PEERS
        restart_module(node, scheduler)
        scheduler.run_until(
            lambda: node.agent.election is not None and node.agent.election.state is ElectionState.CANVASS,
            what="canvass as member 0 of three",
        )
        agent = node.agent
        recording_id = agent.log_recording_id
        term = agent.election.log_leadership_term_id
        assert agent.append_position == end > cut > agent.election.log_position

        _new_leadership_term(agent.election, cut)
        assert agent.append_position == cut  # at once, as Java's appendPosition = newPosition
        scheduler.run_until(
            lambda: agent.election.state is ElectionState.CANVASS and agent.archive_requests.idle,
            what="canvass again after the truncation",
        )

        assert agent.append_position == cut
        assert _stop_position(node, scheduler, recording_id) == cut
        segment = (tmp_path / "archive" / segment_file_name(recording_id, 0)).read_bytes()
        assert any(segment[:cut]) and not any(segment[cut:end])  # the tail is gone, the rest kept
        with RecordingLog(tmp_path / "cluster") as log:
            entry = log.find_term_entry(term)
            assert entry is not None and entry.log_position == cut
            assert log.find_last_term() == entry
        assert not node.errors
    finally:
        node.close()


def test_a_term_base_below_the_committed_position_truncates_nothing(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        client = connect_client(node, scheduler)
        for i in range(3):
            assert client.send(f"m{i}".encode()) > 0
        scheduler.run_until(lambda: len(client.messages) == 3, what="echoes")
        assert node.service is not None
        end = node.service.applied[-1].position
        node.module_settings["cluster_members"] = MEMBERS + PEERS
        restart_module(node, scheduler)
        scheduler.run_until(
            lambda: node.agent.election is not None and node.agent.election.state is ElectionState.CANVASS,
            what="canvass as member 0 of three",
        )
        agent = node.agent
        agent.election.log_position = end - 32  # as if applied and committed that far
        with pytest.raises(AeronError, match=f"below our committed log position {end - 32}"):
            _new_leadership_term(agent.election, end - 64)
        assert agent.append_position == end
        assert _stop_position(node, scheduler, agent.log_recording_id) == end
    finally:
        node.close()
