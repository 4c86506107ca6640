"""Our AeronCluster client against Aeron Java clusters (InteropNode + the Java InteropService, 1.51.0).

The client runs on one of two media drivers: aeronkit's own (embedded in this process, SHARED), or a Java
member's driver (our Aeron client on its aeron dir). On both the egress channel is ``endpoint=127.0.0.1:0``
and the port is resolved from the driver's local-socket-address counters before the connect request, as
Java's client does.

One-member cluster: echoes in order across fragmentation with and without the challenge authenticator,
the session timeout ending in CLOSED, an admin snapshot answered OK, SIGTERM and restart on the same dirs
with a new client continuing. Three members (issue 13, interop 2), on each driver: 20,000 echoes, the
leader killed mid-stream, the client follows the new leader and every message it had an echo for is in the
survivors' logs, whose services reach one digest.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from client_echo import EchoRun, Listener, Requests, read_log_messages
from support import interop_ops as ops
from support.interop_ops import DigestLine
from support.java_cluster import (
    EGRESS_CHANNEL,
    INGRESS_CHANNEL,
    SIGTERM_EXIT_CODE,
    JavaCluster,
    JavaClusterNode,
    java_cluster,
)
from support.wait import wait_until

from aeronkit.client import Aeron
from aeronkit.client import Context as AeronContext
from aeronkit.cluster.client import (
    AdminResponseCode,
    AeronCluster,
    AuthenticationError,
    ClientState,
    Context,
    EventCode,
)
from aeronkit.driver import Context as DriverContext
from aeronkit.driver import MediaDriver
from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java

MTU = 1408
CHALLENGE = {"aeron.cluster.authenticator.supplier": "ChallengeAuthenticator"}


class Credentials:
    """The interop ChallengeAuthenticator's client side (docs/cluster-interop-service.md)."""

    def __init__(self, response: bytes = b"interop-response") -> None:
        self.response = response
        self.challenges: list[bytes] = []

    def encoded_credentials(self) -> bytes:
        return b"interop-user"

    def on_challenge(self, encoded_challenge: bytes) -> bytes:
        self.challenges.append(encoded_challenge)
        return self.response


@pytest.fixture(scope="module")
def driver() -> Iterator[MediaDriver]:
    """aeronkit's media driver for the clients of this module (SHARED, one thread)."""
    ctx = DriverContext(threading_mode="SHARED", term_buffer_length=1024 * 1024)
    with MediaDriver.launch_embedded(ctx) as launched:
        yield launched


@pytest.fixture(scope="module")
def single(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> Iterator[JavaCluster]:
    """One Java member with the interop service and no authenticator."""
    with java_cluster(java, tmp_path_factory.mktemp("single"), 1) as cluster:
        yield cluster


class Clients:
    """Our cluster clients, on our driver or on a Java member's; every one is closed at the end."""

    def __init__(self, driver: MediaDriver) -> None:
        self.driver = driver
        self.opened: list[AeronCluster] = []
        self.aerons: list[Aeron] = []

    def connect(
        self, cluster: JavaCluster, *, on_java_driver: bool = False, driver_of: JavaClusterNode | None = None,
        **settings: object,
    ) -> tuple[AeronCluster, Listener]:
        """On our driver, or with `on_java_driver` on member 0's (`driver_of`: that member's); the egress is
        ``endpoint=127.0.0.1:0`` on either, its port resolved from the driver's local-socket-address
        counter before the connect request, as Java's client does."""
        listener = Listener()
        if on_java_driver or driver_of is not None:
            aeron_dir = str((driver_of or cluster.nodes[0]).aeron_dir)
        else:
            aeron_dir = str(self.driver.aeron_dir)
        aeron = Aeron.connect(AeronContext(aeron_dir=aeron_dir))
        self.aerons.append(aeron)
        values: dict[str, object] = {
            "aeron": aeron,
            "ingress_channel": INGRESS_CHANNEL,
            "ingress_endpoints": cluster.ingress_endpoints(),
            "egress_channel": EGRESS_CHANNEL,
            "egress_listener": listener,
            "message_timeout_ns": 10_000_000_000,
        }
        values.update(settings)
        client = AeronCluster.connect(Context(**values))
        self.opened.append(client)
        return client, listener

    def close(self) -> None:
        for client in self.opened:
            with contextlib.suppress(Exception):
                client.close()
        for aeron in self.aerons:
            aeron.close()
        self.opened.clear()
        self.aerons.clear()


@pytest.fixture
def clients(driver: MediaDriver) -> Iterator[Clients]:
    opened = Clients(driver)
    try:
        yield opened
    finally:
        opened.close()


@pytest.mark.parametrize("on_java_driver", [False, True], ids=["aeronkit-driver", "java-driver"])
def test_echo_20000_in_order_across_fragmentation(
    single: JavaCluster, clients: Clients, on_java_driver: bool,
) -> None:
    client, listener = clients.connect(single, on_java_driver=on_java_driver)
    bound = client.egress_subscription.resolved_endpoint
    assert bound is not None and bound.startswith("127.0.0.1:") and not bound.endswith(":0"), bound
    requests = Requests(client, listener)
    run = EchoRun(20_000, 1, 3_000, seed=20261127, window=64)
    run.run(client, listener, requests.next_request_id)
    assert run.received == run.sent == 20_000 and run.mismatches == 0
    assert run.max_seen > MTU, "some echoes crossed ingress, the log and egress in fragments"
    timestamps = [e.timestamp for e in run.echoed]
    assert timestamps == sorted(timestamps), "replies come in log order"
    print(f"echo: {run.count / run.elapsed_s:.0f} msg/s ({'java' if on_java_driver else 'aeronkit'} driver)")


@pytest.fixture(scope="module")
def challenged(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> Iterator[JavaCluster]:
    """One Java member whose consensus module challenges every client (ChallengeAuthenticator.java)."""
    with java_cluster(java, tmp_path_factory.mktemp("challenged"), 1, properties=CHALLENGE) as cluster:
        yield cluster


def test_echo_20000_through_the_challenge_authenticator(challenged: JavaCluster, clients: Clients) -> None:
    credentials = Credentials()
    client, listener = clients.connect(challenged, credentials_supplier=credentials)
    assert credentials.challenges == [b"interop-challenge"]
    run = EchoRun(20_000, 1, 3_000, seed=7, window=64)
    run.run(client, listener, Requests(client, listener).next_request_id)
    assert run.received == 20_000 and run.mismatches == 0 and run.max_seen > MTU

    with pytest.raises(AuthenticationError, match="authentication"):
        clients.connect(challenged, credentials_supplier=Credentials(b"not-the-response"))
    with pytest.raises(AuthenticationError):
        clients.connect(challenged)  # no credentials: rejected without a challenge


def test_silent_session_times_out_and_the_client_closes(single: JavaCluster, clients: Clients) -> None:
    client, listener = clients.connect(single)
    requests = Requests(client, listener)
    requests.request(lambda rid: ops.get(rid, 1))
    requests.poll_until(lambda: client.is_closed or None, 30, "the session timeout (5 s)")
    assert listener.events == [(EventCode.CLOSED, "TIMEOUT")]
    assert client.state is ClientState.CLOSED and client.last_reason == "session closed by the cluster"


def test_admin_snapshot_is_answered_ok_and_taken(single: JavaCluster, clients: Clients) -> None:
    node = single.nodes[0]
    client, listener = clients.connect(single)
    requests = Requests(client, listener)
    snapshots_before = sum(1 for line in node.digest_lines() if line.event == "snapshot")
    assert client.send_admin_request_to_take_a_snapshot(777)
    requests.poll_until(lambda: listener.admin, 30, "the admin response")
    correlation_id, _, code, _ = listener.admin[0]
    assert (correlation_id, code) == (777, AdminResponseCode.OK), listener.admin
    wait_until(lambda: sum(1 for line in node.digest_lines() if line.event == "snapshot") > snapshots_before,
               30, "the service's snapshot line")


def test_member_stopped_and_restarted_a_new_client_continues(single: JavaCluster, clients: Clients) -> None:
    node = single.nodes[0]
    client, listener = clients.connect(single)
    requests = Requests(client, listener)
    requests.request(lambda rid: ops.put(rid, 4242, 17))
    before, _ = requests.request(ops.digest)
    client.close()
    assert node.stop() == SIGTERM_EXIT_CODE, node.stderr_tail()
    assert node.digest_lines()[-1].event == "terminate"
    node.start()
    single.await_leader(timeout_s=60)
    fresh, fresh_listener = clients.connect(single)
    again = Requests(fresh, fresh_listener)
    value, _ = again.request(lambda rid: ops.get(rid, 4242))
    assert value.value == 17, "the state came back from the member's snapshot and log"
    after, _ = again.request(ops.digest)
    assert after.applied is not None and before.applied is not None and after.applied > before.applied
    assert fresh.cluster_session_id > client.cluster_session_id, "session ids continue after the restart"


@pytest.mark.parametrize("on_java_driver", [False, True], ids=["aeronkit-driver", "java-driver"])
def test_three_members_leader_killed_mid_stream_client_follows_the_new_leader(
    java: JavaToolchain, tmp_path: Path, clients: Clients, on_java_driver: bool,
) -> None:
    """Issue 13, interop 2: 20,000 echoes of 1..3,000 B from three Java members, the leader SIGKILLed at the
    7,000th echo. The client must take the NewLeaderEvent, open ingress to the new leader and finish; every
    message it had an echo for must be in both survivors' logs in echo order, and both survivors' services
    must reach the same digest at the same log position."""
    with java_cluster(java, tmp_path, 3) as cluster:
        leader = cluster.await_leader()
        # On the Java driver the client uses a follower's (a member the kill leaves running).
        host = next(n for n in cluster.nodes if n is not leader) if on_java_driver else None
        # A NewLeaderEvent must come within this of the client noticing the lost leader (Java's default is
        # twice the 2 s heartbeat timeout of the test timing): room for an election on a loaded machine.
        client, listener = clients.connect(cluster, driver_of=host, new_leader_timeout_ns=20_000_000_000)
        requests = Requests(client, listener)
        assert client.leader_member_id == leader.member_id
        run = EchoRun(20_000, 1, 3_000, seed=13, window=64)
        killed: list[tuple[int, float]] = []
        at_new_leader: list[int] = []
        next_echo_s: list[float] = []

        def kill_once() -> None:
            """Kill at the 7,000th echo; then time the first echo after the NewLeaderEvent (any echo after
            it comes from the new leader: one from the old would not match the messages sent since)."""
            if not killed:
                if run.received >= 7_000:
                    leader.kill()
                    killed.append((run.received, time.monotonic()))
            elif not at_new_leader:
                if listener.new_leaders:
                    at_new_leader.append(run.received)
            elif not next_echo_s and run.received > at_new_leader[0]:
                next_echo_s.append(time.monotonic() - killed[0][1])

        run.run(client, listener, requests.next_request_id, keep_going=kill_once, timeout_s=40)
        assert killed and run.mismatches == 0
        assert run.received + len(run.unanswered) == run.sent == 20_000
        assert len(listener.new_leaders) == 1, listener.new_leaders
        term, new_leader_id, endpoints = listener.new_leaders[0]
        new_leader = cluster.await_leader(excluding=leader)
        assert new_leader_id == new_leader.member_id and client.leader_member_id == new_leader_id
        assert endpoints == cluster.ingress_endpoints() and term == client.leadership_term_id
        assert run.received - killed[0][0] > 10_000, "the rest of the run went through the new leader"
        assert next_echo_s, "an echo came through the new leader"
        print(f"leader kill to the new leader's first echo: {next_echo_s[0]:.2f} s; "
              f"{run.count / run.elapsed_s:.0f} msg/s")
        assert run.max_seen > MTU, "echoes crossed ingress, the log and egress in fragments"
        final, _ = requests.request(ops.digest)
        clients.close()  # before the members stop: the Java-driver client's driver is one of them

        survivors = [n for n in cluster.nodes if n is not leader]

        def matching(node: JavaClusterNode) -> set[DigestLine]:
            return {line for line in node.digest_lines()
                    if (line.digest, line.applied) == (final.value, final.applied)}

        wait_until(lambda: all(matching(n) for n in survivors), 30, "the final digest line on both survivors")
        assert len(set().union(*(matching(n) for n in survivors))) == 1, "one position, one digest"

        echoed = [(client.cluster_session_id, e.timestamp, e.message) for e in run.echoed]
        for node in survivors:
            logged = [(m.cluster_session_id, m.timestamp, m.message)
                      for m in read_log_messages(str(node.aeron_dir))]
            position = {entry: i for i, entry in enumerate(logged)}
            indexes = [position.get(entry) for entry in echoed]
            assert None not in indexes, f"member {node.member_id} lacks an echoed message"
            assert indexes == sorted(indexes), "in the order they were echoed"
            unanswered_logged = sum(1 for m in run.unanswered if any(e[2] == m for e in logged))
            print(f"member {node.member_id}: {len(echoed)} echoed in the log; of {len(run.unanswered)} "
                  f"unanswered at the failover, {unanswered_logged} were committed")


def _settled_leader(cluster: JavaCluster) -> JavaClusterNode | None:
    """The leader, when every member runs and all are ACTIVE in one term with a closed election; else None
    (one look, no waiting: the caller keeps its client polled meanwhile)."""
    readings = [(node, node.counters()) for node in cluster.nodes]
    settled = [(node, c) for node, c in readings if c is not None and c.is_settled]
    if len(settled) != len(cluster.nodes) or len({c.leadership_term_id for _, c in settled}) != 1:
        return None
    leaders = [node for node, c in settled if c.is_active_leader]
    return leaders[0] if len(leaders) == 1 else None


@pytest.mark.slow
def test_three_members_two_leader_kills_with_a_rejoin_between(
    java: JavaToolchain, tmp_path: Path, clients: Clients,
) -> None:
    """Two failovers in one session, on our driver (any member's Java driver may be the second victim's).
    First 40,000 echoes, the leader killed at the 10,000th and restarted on its directories while the client
    streams on; then single requests keep the session alive until all three members have settled again;
    then 40,000 more echoes with the new leader killed at the 5,000th. The client must follow both
    NewLeaderEvents; every echoed message is in the logs of the two members left, the restarted one
    included, and their digests agree."""
    with java_cluster(java, tmp_path, 3) as cluster:
        first = cluster.await_leader()
        client, listener = clients.connect(cluster, new_leader_timeout_ns=20_000_000_000)
        requests = Requests(client, listener)
        victims: list[JavaClusterNode] = []
        restart_errors: list[BaseException] = []
        restarted = threading.Event()

        def restart(node: JavaClusterNode) -> None:
            try:
                node.await_mark_files_stale()
                node.start()
            except BaseException as failure:  # reported by the test thread
                restart_errors.append(failure)
            finally:
                restarted.set()

        def kill_at(run: EchoRun, count: int, leader: JavaClusterNode) -> Callable[[], None]:
            def kill() -> None:
                if leader not in victims and run.received >= count:
                    leader.kill()
                    victims.append(leader)
                    if len(victims) == 1:
                        threading.Thread(target=restart, args=(leader,), daemon=True).start()
            return kill

        runs = [EchoRun(40_000, 1, 3_000, seed=seed, window=64) for seed in (1313, 1314)]
        runs[0].run(client, listener, requests.next_request_id, keep_going=kill_at(runs[0], 10_000, first),
                    timeout_s=40)
        deadline = time.monotonic() + 120
        while not (restarted.is_set() and (second := _settled_leader(cluster)) is not None):
            assert time.monotonic() < deadline, "three settled members within 120 s of the first kill"
            requests.request(lambda rid: ops.get(rid, 1))
        assert not restart_errors, restart_errors
        runs[1].run(client, listener, requests.next_request_id, keep_going=kill_at(runs[1], 5_000, second),
                    timeout_s=40)
        assert victims == [first, second] and second is not first
        for run in runs:
            assert run.mismatches == 0 and run.received + len(run.unanswered) == 40_000
        last = cluster.await_leader(excluding=second)
        leader_ids = [leader_id for _, leader_id, _ in listener.new_leaders]
        assert leader_ids == [second.member_id, last.member_id] and client.leader_member_id == last.member_id
        final, _ = requests.request(ops.digest)
        clients.close()

        survivors = [n for n in cluster.nodes if n is not second]
        assert first in survivors

        def matching(node: JavaClusterNode) -> set[DigestLine]:
            return {line for line in node.digest_lines()
                    if (line.digest, line.applied) == (final.value, final.applied)}

        wait_until(lambda: all(matching(n) for n in survivors), 60, "the final digest line on both survivors")
        assert len(set().union(*(matching(n) for n in survivors))) == 1, "one position, one digest"
        echoed = [(client.cluster_session_id, e.timestamp, e.message) for run in runs for e in run.echoed]
        for node in survivors:
            logged = {(m.cluster_session_id, m.timestamp, m.message): i
                      for i, m in enumerate(read_log_messages(str(node.aeron_dir)))}
            indexes = [logged.get(entry) for entry in echoed]
            assert None not in indexes, f"member {node.member_id} lacks an echoed message"
            assert indexes == sorted(indexes), "in the order they were echoed"
