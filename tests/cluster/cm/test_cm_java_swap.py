"""Node swap: a member's directories outlive its implementation.

A one-member node makes a history (a session, puts, an admin snapshot, more puts, a DIGEST op, a close) and
stops without a shutdown snapshot, so the log after the admin snapshot is only in the archive. The other
implementation's node then starts on the same cluster dir and archive dir (same member id, ports and
channels): its consensus module plans recovery from recording.log and the archive, loads the first node's
consensus module snapshot, its service loads the first service's snapshot, and the log is replayed. Proof
that it resumed the very state: the DIGEST op replayed after the snapshot writes the same digest line again
(same position, digest, applied count), and a new client gets the next session id and reads the values put
before.

aeronkit -> Java InteropNode: our node is killed (SIGKILL), so Java's archive must also recover our
cut-short recording. Java InteropNode -> aeronkit: the JVM gets SIGTERM, which closes Aeron Java's
components without a cluster shutdown (no snapshot), and our node replays Java's log tail. aeronkit ->
aeronkit after a SIGKILL: nothing committed is lost.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Protocol

import pytest
from cm_java import AeronkitNode
from support.interop_ops import DigestLine
from support.java_cluster import (
    JavaClusterClient,
    JavaClusterNode,
    await_mark_files_stale,
    choose_base_port,
    ingress_endpoints,
)
from support.wait import wait_until

from aeronkit.interop.java import JavaToolchain

pytestmark = pytest.mark.java


class Member(Protocol):
    """What the test needs of either kind of node."""

    dir: Path
    cluster_dir: Path

    def start(self) -> object: ...

    def kill(self) -> int | None: ...

    def stop(self) -> int | None: ...

    def digest_lines(self, service_id: int = 0) -> list[DigestLine]: ...

    def stderr_tail(self, chars: int = 4000) -> str: ...


@pytest.fixture
def members() -> Iterator[list[Member]]:
    started: list[Member] = []
    yield started
    for member in started:
        member.stop()


def make_history(java: JavaToolchain, work: Path, base_port: int, member: Member) -> DigestLine:
    """The first node's history; the digest line its DIGEST op wrote (after the admin snapshot)."""
    client = JavaClusterClient(java, work, ingress_endpoints(base_port, 1)).start()
    try:
        connected = client.command("connect")
        assert connected["ok"] and connected["cluster_session_id"] == 1, (connected, member.stderr_tail())
        assert client.command("put 1 10")["previous"] == -1
        snapshot = client.command("snapshot")
        assert snapshot["ok"] and snapshot["code"] == "OK", snapshot
        assert client.command("put 2 20")["previous"] == -1
        assert client.command("cas 1 10 11")["ok"]
        digest = client.command("digest")
        assert digest["ok"], digest
        assert client.command("close")["ok"]
    finally:
        client.stop()

    def digest_line() -> DigestLine | None:
        lines = [line for line in member.digest_lines() if line.event == "digest"]
        return lines[-1] if lines else None

    line = wait_until(digest_line, 30, "the DIGEST op's line")
    assert line is not None and line.digest == digest["digest"] and line.applied == digest["applied"]
    assert any(x.event == "snapshot" and x.position < line.position for x in member.digest_lines())
    return line


def swap(
    java: JavaToolchain,
    tmp_path: Path,
    members: list[Member],
    first: Callable[[Path, int], Member],
    second: Callable[[Path, int], Member],
    *,
    kill: bool,
) -> None:
    base_port = choose_base_port(1)
    old = first(tmp_path, base_port)
    members.append(old)
    old.start()
    line = make_history(java, tmp_path, base_port, old)
    if kill:
        old.kill()
        await_mark_files_stale(old.dir)
    else:
        assert old.stop() == 143, old.stderr_tail()
    written = len(old.digest_lines())

    new = second(tmp_path, base_port)
    members.append(new)
    assert new.cluster_dir == old.cluster_dir
    new.start()
    client = JavaClusterClient(java, tmp_path, ingress_endpoints(base_port, 1)).start()
    try:
        connected = client.command("connect")
        assert connected["ok"], (connected, new.stderr_tail())
        assert connected["cluster_session_id"] == 2, "the next session id continues"
        assert connected["leadership_term_id"] == 1
        assert client.command("get 1")["value"] == 11 and client.command("get 2")["value"] == 20
        resumed = client.command("digest")
        assert resumed["applied"] > line.applied
    finally:
        client.stop()
    replayed = [x for x in new.digest_lines()[written:] if x.event == "digest"]
    assert replayed[0] == line, "the replayed DIGEST op's line differs from the first node's"
    assert new.stop() in (0, 143), new.stderr_tail()


def test_java_node_resumes_on_our_nodes_directories(
    java: JavaToolchain, tmp_path: Path, members: list[Member]
) -> None:
    swap(
        java,
        tmp_path,
        members,
        lambda work, port: AeronkitNode(work, 0, port),
        lambda work, port: JavaClusterNode(java, work, 0, port, 1),
        kill=True,
    )


def test_our_node_resumes_on_a_java_nodes_directories(
    java: JavaToolchain, tmp_path: Path, members: list[Member]
) -> None:
    swap(
        java,
        tmp_path,
        members,
        lambda work, port: JavaClusterNode(java, work, 0, port, 1),
        lambda work, port: AeronkitNode(work, 0, port),
        kill=False,
    )


def test_our_node_killed_loses_nothing_committed(
    java: JavaToolchain, tmp_path: Path, members: list[Member]
) -> None:
    """SIGKILL of our node, then our node again: every reply the client saw came from a committed entry, and
    all of them are still there (the archive recovers the cut-short recording, the log is replayed)."""
    swap(
        java,
        tmp_path,
        members,
        lambda work, port: AeronkitNode(work, 0, port),
        lambda work, port: AeronkitNode(work, 0, port),
        kill=True,
    )
