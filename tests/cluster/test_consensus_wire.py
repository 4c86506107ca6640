"""The consensus transport on the wire: Election agents talking through our drivers over UDP loopback.

Each member has its own in-process media driver (SHARED threading) and Aeron client; its
``AeronConsensusTransport`` subscribes on its consensus endpoint (stream 108) and publishes to each peer on
an exclusive publication, as ConsensusModuleAgent/ClusterMember do at 1.51.0. The elections are the real
agents with the real wall clock; only the log (SimLog) is modelled, so the tests prove what the wire carries:
canvass, votes, NewLeadershipTerm and AppendPosition between processes' worth of drivers.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest
from support.drivers import launched
from support.ports import free_udp_ports
from support.wait import wait_until

from aeronkit.client import Aeron
from aeronkit.client.aeron import Context as ClientContext
from aeronkit.client.aeron import SystemClock
from aeronkit.cluster.aeron_consensus_transport import (
    AeronConsensusTransport,
    port_as_wildcard,
    publication_channel,
    subscription_channel,
)
from aeronkit.cluster.cluster_member import MemberEndpoints, parse_members
from aeronkit.cluster.consensus_adapter import ConsensusAdapter
from aeronkit.cluster.consensus_transport import ConsensusPublisher, InMemoryConsensusNetwork
from aeronkit.cluster.election import Election, ElectionConfig
from aeronkit.cluster.election_state import ElectionState, Role
from aeronkit.cluster.node_state_file import NodeStateFile
from aeronkit.errors import ConfigurationError

sys.path.insert(0, str(Path(__file__).resolve().parent))
from simulation import SimLog
from test_election import decode

CONSENSUS_STREAM_ID = 108
DRIVER = {
    "threading_mode": "SHARED",
    "term_buffer_length": 64 * 1024,
    "counters_buffer_length": 1024 * 1024,
}
MS = 1_000_000
# Aeron's defaults, but a heartbeat timeout long enough that a loaded two-core machine never trips it.
CONFIG = ElectionConfig(leader_heartbeat_timeout_ns=20_000 * MS, startup_canvass_timeout_ns=60_000 * MS)
TIMEOUT_S = 60.0


def members_string(size: int) -> str:
    """``size`` members on 127.0.0.1, each endpoint on a port that was free a moment ago."""
    ports = iter(free_udp_ports(5 * size))
    return "|".join(
        f"{mid}," + ",".join(f"127.0.0.1:{next(ports)}" for _ in range(5)) for mid in range(size)
    )


class Member:
    """One member: its own driver and client, the transport on them, and (once started) an Election."""

    def __init__(self, stack: ExitStack, member: MemberEndpoints, members: list[MemberEndpoints]) -> None:
        self.endpoints = member
        self.driver = stack.enter_context(launched(**DRIVER))
        self.aeron = stack.enter_context(Aeron.connect(ClientContext(aeron_dir=str(self.driver.aeron_dir))))
        self.transport = AeronConsensusTransport(
            self.aeron, member, members, channel="aeron:udp", stream_id=CONSENSUS_STREAM_ID
        )
        stack.callback(self.transport.close)
        self.election: Election | None = None


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[list[Member]]:
    members = parse_members(members_string(3))
    with ExitStack() as stack:
        yield [Member(stack, member, members) for member in members]


def start_elections(
    cluster: list[Member], tmp_path: Path, appends: dict[int, int], config: ElectionConfig = CONFIG
) -> None:
    """An Election on each member in ``appends``, its log one term (0) long up to ``appends[id]``."""
    registry: dict[int, SimLog] = {}
    ids = [member.endpoints.id for member in cluster]
    for mid, append in appends.items():
        member = cluster[mid]
        registry[mid] = SimLog([(0, 0)], append, append, registry)
        node_state = NodeStateFile(tmp_path / f"node-{mid}")
        node_state.update_candidate_term_id(0, 0, SystemClock().time_ms())
        member.election = Election(
            mid, ids, registry[mid], node_state, member.transport, SystemClock(), random.Random(mid), config
        )


def elections(cluster: list[Member]) -> list[Election]:
    return [member.election for member in cluster if member.election is not None]


def step(cluster: list[Member]) -> int:
    return sum(election.do_work() for election in elections(cluster))


def describe(cluster: list[Member]) -> str:
    return "; ".join(
        f"member {e.member_id}: {e.state.name} role={e.role.name} leader={e.leader_id} "
        f"term={e.leadership_term_id} rejected={e.rejected_messages}"
        for e in elections(cluster)
    )


def test_channels_are_the_ones_java_builds() -> None:
    this, peer = parse_members("0,h0:1,10.0.0.1:20,h0:3,h0:4,h0:5|1,h1:1,10.0.0.2:21,h1:3,h1:4,h1:5")
    assert subscription_channel("aeron:udp", this) == "aeron:udp?endpoint=10.0.0.1:20"
    assert subscription_channel("aeron:udp?endpoint=0.0.0.0:9|mtu=8k", this) == (
        "aeron:udp?endpoint=0.0.0.0:9|mtu=8k"
    ), "an endpoint the channel names is kept"
    assert publication_channel("aeron:udp?term-length=64k", this, peer, True) == (
        "aeron:udp?term-length=64k|endpoint=10.0.0.2:21|control=10.0.0.1:0"
    )
    assert publication_channel("aeron:udp", this, peer, False) == "aeron:udp?endpoint=10.0.0.2:21"
    assert port_as_wildcard("[::1]:8010") == "[::1]:0"
    assert port_as_wildcard("localhost") is None


def test_a_member_listed_twice_or_missing_is_refused() -> None:
    this, peer = parse_members("0,a:1,a:2,a:3,a:4,a:5|1,b:1,b:2,b:3,b:4,b:5")
    with pytest.raises(ConfigurationError, match="exactly once"):
        AeronConsensusTransport(None, this, [peer], channel="aeron:udp", stream_id=108)  # type: ignore[arg-type]


def test_three_members_elect_the_member_with_the_longest_log_over_udp(
    cluster: list[Member], tmp_path: Path
) -> None:
    start_elections(cluster, tmp_path, {0: 64, 1: 64, 2: 128})
    wait_until(
        lambda: all(e.state is ElectionState.CLOSED for e in elections(cluster)),
        TIMEOUT_S,
        "all three elections to complete over UDP",
        work=lambda: step(cluster),
        detail=lambda: describe(cluster),
    )
    leader = cluster[2].election
    assert leader is not None and leader.role is Role.LEADER
    for election in elections(cluster):
        assert election.leader_id == 2, describe(cluster)
        assert election.leadership_term_id == leader.leadership_term_id >= 1
        assert election.rejected_messages == 0
    assert [m.election.role for m in cluster[:2] if m.election] == [Role.FOLLOWER, Role.FOLLOWER]


def test_a_publication_closed_underneath_is_re_added_and_delivers(cluster: list[Member]) -> None:
    sender, receiver = cluster[0].transport, cluster[1].transport
    publisher = ConsensusPublisher(sender)
    received: list[bytes] = []
    wait_until(lambda: sender.is_connected(1), TIMEOUT_S, "member 0's publication to member 1 to connect")
    first = sender.publication(1)
    assert first is not None
    first.close()
    wait_until(
        lambda: received,
        TIMEOUT_S,
        "a CommitPosition sent after the close to reach member 1",
        work=lambda: publisher.commit_position(1, 7, 4096, 0) + receiver.poll(received.append, 10),
    )
    again = sender.publication(1)
    assert again is not None and again is not first and not again.is_closed
    name, fields = decode(received[0])
    assert name == "CommitPosition"
    assert (fields["leadership_term_id"], fields["log_position"], fields["leader_member_id"]) == (7, 4096, 0)


def test_malformed_consensus_frames_are_counted_and_dropped(cluster: list[Member], tmp_path: Path) -> None:
    start_elections(cluster, tmp_path, {0: 64})
    election = cluster[0].election
    assert election is not None
    stranger = cluster[1].aeron.add_exclusive_publication(
        f"aeron:udp?endpoint={cluster[0].endpoints.consensus}", CONSENSUS_STREAM_ID
    )
    try:
        wait_until(
            lambda: election.rejected_messages >= 1,
            TIMEOUT_S,
            "member 0's election to reject a malformed frame",
            work=lambda: stranger.offer(b"\x07\x00garbage!") + election.do_work(),
        )
    finally:
        stranger.close()
    assert election.state in (ElectionState.INIT, ElectionState.CANVASS)
    assert "consensus message" in election.last_rejection, "the rejection names its cause"


def test_a_peer_that_comes_back_on_its_endpoint_hears_us_again(cluster: list[Member]) -> None:
    sender = cluster[0].transport
    publisher = ConsensusPublisher(sender)
    first: list[bytes] = []
    wait_until(
        lambda: first,
        TIMEOUT_S,
        "member 1 to hear member 0",
        work=lambda: publisher.commit_position(1, 1, 64, 0) + cluster[1].transport.poll(first.append, 10),
    )
    cluster[1].transport.close()  # member 1 goes away; a new consensus module starts on the same endpoint
    members = [member.endpoints for member in cluster]
    back = AeronConsensusTransport(
        cluster[1].aeron, cluster[1].endpoints, members, channel="aeron:udp", stream_id=CONSENSUS_STREAM_ID
    )
    try:
        heard: list[tuple[str, dict[str, int]]] = []

        def listen() -> int:
            return int(back.poll(lambda message: heard.append(decode(message)), 10))

        def sent_after_the_restart() -> bool:
            return any(fields["leadership_term_id"] == 2 for _, fields in heard)

        wait_until(
            sent_after_the_restart,
            TIMEOUT_S,
            "member 1, back on its endpoint, to hear what member 0 sends now",
            work=lambda: publisher.commit_position(1, 2, 128, 0) + listen(),
        )
        assert {name for name, _ in heard} == {"CommitPosition"}
        assert all((f["leadership_term_id"], f["log_position"]) in ((1, 64), (2, 128)) for _, f in heard)
    finally:
        back.close()


# Heartbeat timeout short enough for a failover inside a test, long enough that a stalled loaded machine does
# not trip it; the startup canvass timeout must be at least twice the heartbeat timeout.
FAILOVER_CONFIG = ElectionConfig(
    leader_heartbeat_timeout_ns=4_000 * MS, startup_canvass_timeout_ns=8_000 * MS
)


def test_followers_report_positions_and_elect_a_new_leader_when_the_leader_goes_silent(
    cluster: list[Member], tmp_path: Path
) -> None:
    start_elections(cluster, tmp_path, {0: 64, 1: 64, 2: 128}, FAILOVER_CONFIG)
    wait_until(
        lambda: all(e.state is ElectionState.CLOSED for e in elections(cluster)),
        TIMEOUT_S,
        "the first election to complete",
        work=lambda: step(cluster),
        detail=lambda: describe(cluster),
    )
    old = cluster[2].election
    assert old is not None and old.role is Role.LEADER
    wait_until(
        lambda: all(old.members[mid].log_position == 128 for mid in (0, 1)),
        TIMEOUT_S,
        "the leader to learn each follower's appended position from its AppendPosition",
        work=lambda: step(cluster),
        detail=lambda: {mid: old.members[mid].log_position for mid in (0, 1)},
    )
    # The leader goes silent: its agent stops and its consensus subscription and publications close.
    cluster[2].election = None
    cluster[2].transport.close()
    survivors = [member.election for member in cluster[:2]]
    old_term = old.leadership_term_id
    wait_until(
        lambda: all(
            e is not None and e.state is ElectionState.CLOSED and e.leadership_term_id > old_term
            for e in survivors
        ),
        TIMEOUT_S,
        "the two survivors to time the leader out and elect one of themselves",
        work=lambda: step(cluster),
        detail=lambda: describe(cluster),
    )
    leaders = {e.leader_id for e in survivors if e is not None}
    assert len(leaders) == 1 and leaders <= {0, 1}, describe(cluster)
    roles = sorted(e.role for e in survivors if e is not None)
    assert roles == [Role.FOLLOWER, Role.LEADER]


class Heard:
    """A ConsensusListener that records what the adapter handed it."""

    def __init__(self) -> None:
        self.calls: list[tuple[object, ...]] = []

    def on_append_position(self, term: int, position: int, follower: int, flags: int) -> None:
        self.calls.append(("append", term, position, follower, flags))

    def on_commit_position(self, term: int, position: int, leader: int) -> None:
        self.calls.append(("commit", term, position, leader))

    def on_canvass_position(
        self, log_term: int, log_position: int, term: int, member: int, message: bytes
    ) -> None:
        self.calls.append(("canvass", log_term, log_position, term, member, decode(message)[0]))

    def on_catchup_position(self, term: int, position: int, member: int, endpoint: str) -> None:
        self.calls.append(("catchup", term, position, member, endpoint))

    def on_termination_position(self, term: int, position: int) -> None:
        self.calls.append(("termination", term, position))

    def on_termination_ack(self, term: int, position: int, member: int) -> None:
        self.calls.append(("termination ack", term, position, member))

    def on_backup_query(
        self, correlation: int, stream: int, version: int, position: int, channel: str, credentials: bytes
    ) -> None:
        self.calls.append(("backup query", correlation, stream, version, position, channel, credentials))

    def on_heartbeat_request(self, correlation: int, stream: int, channel: str, credentials: bytes) -> None:
        self.calls.append(("heartbeat request", correlation, stream, channel, credentials))

    def on_consensus_challenge_response(self, correlation: int, session: int, credentials: bytes) -> None:
        self.calls.append(("challenge response", correlation, session, credentials))

    def on_election_message(self, name: str, term: int, member: int, message: bytes) -> None:
        self.calls.append((name, term, member, decode(message)[0]))


def test_the_steady_state_adapter_dispatches_consensus_messages_and_drops_the_rest() -> None:
    network = InMemoryConsensusNetwork()
    heard = Heard()
    adapter = ConsensusAdapter(network.endpoint(0), heard, 10)
    peer = ConsensusPublisher(network.endpoint(1))
    peer.append_position(0, 3, 4096, 1, flags=1)
    peer.commit_position(0, 3, 2048, 1)
    peer.canvass_position(0, 3, 4096, 4, 1)
    peer.request_vote(0, 3, 4096, 5, 1)
    peer.catchup_position(0, 4, 1024, 1, "127.0.0.1:9005")
    peer.stop_catchup(0, 4, 0)  # a follower's election handles this one; the steady state drops it
    peer.termination_position(0, 4, 8192)
    peer.termination_ack(0, 4, 8192, 1)
    network.deliver(1, 0, b"\x00" * 3)  # shorter than a message header
    assert adapter.poll() == 9
    assert heard.calls == [
        ("append", 3, 4096, 1, 1),
        ("commit", 3, 2048, 1),
        ("canvass", 3, 4096, 4, 1, "CanvassPosition"),
        ("RequestVote", 5, 1, "RequestVote"),
        ("catchup", 4, 1024, 1, "127.0.0.1:9005"),
        ("termination", 4, 8192),
        ("termination ack", 4, 8192, 1),
    ]
    assert adapter.rejected_messages == 2 and "consensus message" in adapter.last_rejection
