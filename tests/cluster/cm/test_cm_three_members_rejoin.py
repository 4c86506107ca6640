"""After the leader of three ``aeronkit cluster-node`` members is SIGKILLed, the survivor that follows the
new leader joins the new log at its first attempt.

A follower receives the leader's log on its own log endpoint, added as a destination of a manual-control
subscription. For the next term it subscribes again and adds the same endpoint, so the old socket must be
gone by then. Aeron's ConsensusModuleAgent.prepareForNewLeadership (aeron-cluster/src/main/java/io/aeron/
cluster/ConsensusModuleAgent.java at 1.51.0) removes the live and catch-up destinations before it drops the
subscription: removing a destination closes its transport at once, whereas the subscription's channel
endpoint is shared by tag with the archive's recording of the old log and can outlive the subscription.
Ours dropped only the subscription; in one run before the fix the new term's joins failed with "Address
already in use" three times and the follower restarted its election until about 11 s after the kill (2 s
heartbeat timeout); with the fix the same run settled in 4.7 s. The failure depends on timing, so this
test catches it only in the runs where the follower's join comes before the old endpoint is released.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from cm_java import ElectionStateHistory, started_members
from support.java_cluster import await_settled_leader
from support.wait import wait_until
from test_cm_three_members_log import TIMEOUT_S, describe
from test_cm_three_members_replication import settled_term

from aeronkit.cluster.election_state import ElectionState, Role

pytestmark = pytest.mark.java


def test_the_new_follower_binds_its_log_endpoint_again_at_the_first_attempt(tmp_path: Path) -> None:
    with started_members(tmp_path, 3) as nodes:
        leader = await_settled_leader(nodes, TIMEOUT_S)
        counters = leader.counters()
        assert counters is not None and counters.leadership_term_id is not None
        term = counters.leadership_term_id
        survivors = [n for n in nodes if n is not leader]
        histories = {n.member_id: ElectionStateHistory(n) for n in survivors}
        for history in histories.values():
            history.start()
        try:
            wait_until(lambda: all(h.states for h in histories.values()), TIMEOUT_S, "the samplers running")
            leader.kill()
            settled = wait_until(lambda: all(h.last is ElectionState.CLOSED for h in histories.values())
                                 and settled_term(survivors, term), TIMEOUT_S,
                                 "the survivors settled in a new term and closed their elections",
                                 detail=lambda: describe(survivors))
        finally:
            states = {member_id: h.stop() for member_id, h in histories.items()}
        (follower,) = [n for n, c in zip(survivors, settled, strict=True) if c.role is Role.FOLLOWER]
        print({member_id: [s.name for s in found] for member_id, found in states.items()})
        stderr = follower.stderr_path.read_text()
        assert "Address already in use" not in stderr, stderr[-2000:]
        follower_states = states[follower.member_id]
        assert ElectionState.FOLLOWER_LOG_AWAIT in follower_states
        assert follower_states.count(ElectionState.INIT) == 1, "one election, never restarted"
        assert follower_states[-1] is ElectionState.CLOSED
