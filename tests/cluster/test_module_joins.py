"""The consensus module's service-ack queues (runtime/aeronkit/cluster/service_ack.py) and its joins of a
term's log: strict ack order, a JoinLog's acks given up when an election that restarted sends a new one,
and a leader join given up the same way (both found by campaigns on three aeronkit members).

The case that found it (the linearizability campaign on three aeronkit members, seed 3): a follower's first
join of term 0 timed out while its service was still acking JoinLog #1 at position 0; the next attempt's
JoinLog #2 (also at 0) then took ack #1 as its own, ack #2 stayed queued, and the join of term 2 at position
96, expecting ack #2 there, met ``ack out of sequence: expected [ackId=2, logPosition=96] vs received
[ackId=2, logPosition=0]`` on every attempt for minutes.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aeronkit.cluster.consensus_module_agent import ConsensusModuleAgent
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.protocol import ConsensusModuleState
from aeronkit.cluster.service_ack import ServiceAck, ServiceAckError, ServiceAckQueues
from aeronkit.constants import LONG_MAX


def ack(ack_id: int, position: int) -> ServiceAck:
    return ServiceAck(ack_id, position, -1)


def test_a_superseded_join_no_longer_stands_in_for_the_next() -> None:
    queues = ServiceAckQueues(1)
    queues.abandon(1)  # JoinLog #1 at 0 superseded by JoinLog #2 at 0 before its ack came
    queues.offer(0, ack(1, 0))
    queues.offer(0, ack(2, 0))
    assert queues.has_reached(0, 2)
    queues.remove_head()
    queues.offer(0, ack(3, 96))  # the next term's JoinLog at 96
    assert queues.has_reached(96, 3)


def test_without_giving_it_up_the_stale_ack_blocks_the_next_join() -> None:
    """What the module did before: the stale ack is at the head when the next term's join looks."""
    queues = ServiceAckQueues(1)
    queues.offer(0, ack(1, 0))
    queues.offer(0, ack(2, 0))
    assert queues.has_reached(0, 1)
    queues.remove_head()
    with pytest.raises(ServiceAckError, match=r"expected \[ackId=2, logPosition=96\]"):
        queues.has_reached(96, 2)


def test_an_ack_given_up_after_it_arrived_leaves_the_queue() -> None:
    queues = ServiceAckQueues(2)
    queues.offer(0, ack(4, 64))
    queues.abandon(4)  # service 0 had acked, service 1 not yet
    queues.offer(1, ack(4, 64))
    queues.offer(0, ack(5, 64))
    queues.offer(1, ack(5, 64))
    assert queues.has_reached(64, 5)


@given(
    st.lists(st.booleans(), min_size=1, max_size=12),
    st.integers(1, 3),
    st.randoms(use_true_random=False),
)
def test_acks_in_any_arrival_order_reach_every_join_that_was_not_given_up(
    superseded: list[bool], services: int, rnd: random.Random
) -> None:
    """Joins 1..n, some superseded (given up when the next is sent); each service acks every JoinLog it
    received, in order, some before the module gives the join up and some after. The queues reach each
    join that was not given up with its own ack and never raise."""
    queues = ServiceAckQueues(services)
    pending: list[list[ServiceAck]] = [[] for _ in range(services)]
    for join, given_up in enumerate(superseded, start=1):
        position = join * 32
        for service in range(services):
            pending[service].append(ack(join, position))
            while pending[service] and rnd.random() < 0.5:
                queues.offer(service, pending[service].pop(0))
        if given_up:
            queues.abandon(join)
            continue
        for service in range(services):
            while pending[service]:
                queues.offer(service, pending[service].pop(0))
        assert queues.has_reached(position, join)
        queues.remove_head()


class _JoinLogs:
    """The service proxy's JoinLog, recorded."""

    def __init__(self) -> None:
        self.positions: list[int] = []

    def join_log(self, log_position: int, *rest: object) -> None:
        self.positions.append(log_position)


class _Module:
    """What ConsensusModuleAgent.join_services and the join it returns touch, with the module's own code."""

    join_services = ConsensusModuleAgent.join_services
    state = ConsensusModuleState.ACTIVE
    member_id = 1

    def __init__(self) -> None:
        self.service_proxy = _JoinLogs()
        self._service_acks = ServiceAckQueues(1)
        self._service_ack_id = 1  # ack 0 was the service's start
        self._expected_ack_position = 0
        self._awaited_join = None

    def _poll_services(self) -> int:
        return 0


def test_the_module_gives_up_a_join_its_election_left_for_a_new_one() -> None:
    module = _Module()
    first = module.join_services(0, LONG_MAX, 7, 100, False, Role.FOLLOWER, "aeron:udp")
    assert not first.poll(), "no ack yet: the election times out and starts again"
    second = module.join_services(0, LONG_MAX, 7, 100, False, Role.FOLLOWER, "aeron:udp")
    module._service_acks.offer(0, ack(1, 0))  # the service acks both JoinLogs it received
    module._service_acks.offer(0, ack(2, 0))
    assert second.poll()
    third = module.join_services(96, LONG_MAX, 7, 100, False, Role.FOLLOWER, "aeron:udp")
    module._service_acks.offer(0, ack(3, 96))
    assert third.poll(), "the next term's join gets its own ack, not the superseded one's"
    assert module.service_proxy.positions == [0, 0, 96]


class _Recording:
    """A start-recording request the archive answered at once."""

    done = True
    error = None

    def __init__(self, subscription_id: int) -> None:
        self.subscription_id = subscription_id

    def value(self) -> int:
        return self.subscription_id


class _Leader(_Module):
    """What ConsensusModuleAgent.join_log_as_leader touches, with the module's own join code."""

    join_log_as_leader = ConsensusModuleAgent.join_log_as_leader
    _abandon_leader_join = ConsensusModuleAgent._abandon_leader_join

    def __init__(self) -> None:
        super().__init__()
        self.ctx = type("Ctx", (), {"log_channel": "aeron:udp?term-length=64k", "log_stream_id": 100})()
        self._log_control_params: dict[str, str] = {}
        self._log_channel_tag = 7
        self._leader_join = None
        self._leader_join_for = None
        self._leader_join_request = None
        self._leader_join_services = None
        self._log_subscription_id = -1
        self.terms: list[int] = []
        self.recorded: list[str] = []

    def _set_leadership_term_id(self, term: int) -> None:
        self.terms.append(term)

    def _start_log_recording(self, channel: str, local: bool) -> _Recording:
        self.recorded.append(channel)
        return _Recording(len(self.recorded))

    def _try_create_append_position(self, log_session_id: int) -> bool:
        return True


def test_a_leader_join_left_by_a_restarted_election_does_not_hold_the_next_terms_join() -> None:
    """AAA seed 5 of the cluster soak: member 2, leader of term 0, was in LEADER_INIT (JoinLog sent, no
    ack yet) when a member promised a newer term; as leader of term 3 it stayed in LEADER_INIT for
    minutes, its join still waiting on term 0's services ack with term 0's session."""
    leader = _Leader()
    assert not leader.join_log_as_leader(0, 0, 11, False)
    assert leader.service_proxy.positions == [0], "term 0's JoinLog went out"
    assert not leader.join_log_as_leader(3, 96, 22, False)
    assert leader.terms == [0, 3]
    sessions = [channel.rsplit("session-id=", 1)[1] for channel in leader.recorded]
    assert sessions == ["11|alias=log", "22|alias=log"], "term 3's publication recorded, not term 0's"
    assert leader.service_proxy.positions == [0, 96], "term 3's JoinLog, at term 3's position"
    leader._service_acks.offer(0, ack(1, 0))  # the service acks both JoinLogs
    leader._service_acks.offer(0, ack(2, 96))
    assert leader.join_log_as_leader(3, 96, 22, False)
