"""A new leader's reconnection of a session that was open under the previous leader (ClusterSession.connect
in aeron-cluster/src/main/java/io/aeron/cluster/ClusterSession.java at 1.51.0): the response publication is
there when ``connect`` returns, so the NewLeaderEvent can be offered at once. It was added asynchronously
before and never collected for an OPEN session, so the event stayed unsendable and a Java client closed
itself after its new-leader timeout (tests/cluster/cm/test_cm_three_members_failover.py)."""

from __future__ import annotations

from aeronkit.cluster.cluster_session import ClusterSession, State
from aeronkit.errors import RegistrationError

CHANNEL = "aeron:udp?endpoint=127.0.0.1:20121"


class _Publication:
    def __init__(self) -> None:
        self.offered: list[bytes] = []

    def offer(self, message: bytes) -> int:
        self.offered.append(bytes(message))
        return 64 * len(self.offered)


class _Aeron:
    """The calls a session makes on its Aeron client; ``refuse`` makes the driver refuse the channel."""

    def __init__(self, refuse: bool = False) -> None:
        self.refuse = refuse
        self.publications: list[tuple[str, int, _Publication]] = []
        self.counters: list[str] = []

    def async_add_counter(self, type_id: int, label: str, key: bytes) -> int:
        self.counters.append(label)
        return 11

    def async_add_publication(self, channel: str, stream_id: int) -> int:
        return 12  # never collected for an OPEN session: the defect

    def add_publication(self, channel: str, stream_id: int) -> _Publication:
        if self.refuse:
            raise RegistrationError(12, 1, f"cannot bind {channel}")
        publication = _Publication()
        self.publications.append((channel, stream_id, publication))
        return publication


def _open_session() -> ClusterSession:
    session = ClusterSession(5, 102, CHANNEL, CHANNEL)
    session.open(1024)
    return session


def test_a_reconnected_open_session_can_offer_at_once() -> None:
    aeron = _Aeron()
    session = _open_session()
    session.connect(aeron, 0)  # type: ignore[arg-type]
    assert session.offer(b"new leader") > 0
    ((channel, stream_id, publication),) = aeron.publications
    assert (channel, stream_id, publication.offered) == (CHANNEL, 102, [b"new leader"])
    assert session.state is State.OPEN and len(aeron.counters) == 1


def test_a_refused_response_channel_leaves_the_session_not_connected() -> None:
    session = _open_session()
    session.connect(_Aeron(refuse=True), 0)  # type: ignore[arg-type]
    assert session.offer(b"new leader") < 0
    assert session.state is State.OPEN
