"""How election messages leave and reach a consensus module, kept behind a tiny protocol.

The election agent never touches a publication directly: it hands whole SBE-framed messages (header +
body, encoded by the generated ``aeronkit.codecs.cluster`` codecs) to a ``ConsensusTransport`` and polls
framed messages back. An Aeron publication/subscription pair on the consensus stream (108) can implement the
same two methods later, so the agent that runs under the in-memory transport here is the one that will talk to
Java members. ``ConsensusPublisher`` is the encoding side (what Aeron's ``ConsensusPublisher`` does for the
messages the election needs); ``InMemoryConsensusNetwork`` is a lossless, ordered loopback for unit tests.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any, Protocol

from aeronkit.cluster.protocol import CONSENSUS_PROTOCOL_SEMANTIC_VERSION
from aeronkit.codecs import cluster as codecs

MessageHandler = Callable[[bytes], None]

PROTOCOL_VERSION = CONSENSUS_PROTOCOL_SEMANTIC_VERSION  # as carried in CanvassPosition / RequestVote
HEADER_LENGTH = codecs.HEADER_LENGTH


class ConsensusTransport(Protocol):
    """Point-to-point delivery of framed consensus messages between members, addressed by member id."""

    def send(self, member_id: int, message: bytes) -> bool:
        """Offer one framed message to ``member_id``; False means back pressure (the caller may retry)."""
        ...

    def poll(self, handler: MessageHandler, limit: int) -> int:
        """Hand up to ``limit`` received framed messages to ``handler``; returns how many were handed."""
        ...


class ConsensusPublisher:
    """Encodes the election's messages with the generated codecs and offers them on a transport."""

    __slots__ = ("_transport",)

    def __init__(self, transport: ConsensusTransport) -> None:
        self._transport = transport

    def _frame(self, encoder_type: Any, **fields: int) -> bytes:
        buffer = bytearray(HEADER_LENGTH + encoder_type.BLOCK_LENGTH)
        encoder = encoder_type().wrap_and_apply_header(buffer)
        for name, value in fields.items():
            setattr(encoder, name, value)
        return bytes(buffer[: encoder.limit])

    def canvass_position(
        self,
        to: int,
        log_leadership_term_id: int,
        log_position: int,
        leadership_term_id: int,
        follower_id: int,
    ) -> bool:
        return self._transport.send(
            to,
            self._frame(
                codecs.CanvassPositionEncoder,
                log_leadership_term_id=log_leadership_term_id,
                log_position=log_position,
                leadership_term_id=leadership_term_id,
                follower_member_id=follower_id,
                protocol_version=PROTOCOL_VERSION,
            ),
        )

    def request_vote(
        self,
        to: int,
        log_leadership_term_id: int,
        log_position: int,
        candidate_term_id: int,
        candidate_id: int,
    ) -> bool:
        return self._transport.send(
            to,
            self._frame(
                codecs.RequestVoteEncoder,
                log_leadership_term_id=log_leadership_term_id,
                log_position=log_position,
                candidate_term_id=candidate_term_id,
                candidate_member_id=candidate_id,
                protocol_version=PROTOCOL_VERSION,
            ),
        )

    def place_vote(
        self,
        to: int,
        candidate_term_id: int,
        log_leadership_term_id: int,
        log_position: int,
        candidate_id: int,
        follower_id: int,
        vote: bool,
    ) -> bool:
        return self._transport.send(
            to,
            self._frame(
                codecs.VoteEncoder,
                candidate_term_id=candidate_term_id,
                log_leadership_term_id=log_leadership_term_id,
                log_position=log_position,
                candidate_member_id=candidate_id,
                follower_member_id=follower_id,
                vote=codecs.BooleanType.TRUE if vote else codecs.BooleanType.FALSE,
            ),
        )

    def new_leadership_term(
        self,
        to: int,
        *,
        log_leadership_term_id: int,
        next_leadership_term_id: int,
        next_term_base_log_position: int,
        next_log_position: int,
        leadership_term_id: int,
        term_base_log_position: int,
        log_position: int,
        commit_position: int,
        leader_recording_id: int,
        timestamp: int,
        leader_id: int,
        log_session_id: int,
        app_version: int,
        is_startup: bool,
    ) -> bool:
        return self._transport.send(
            to,
            self._frame(
                codecs.NewLeadershipTermEncoder,
                log_leadership_term_id=log_leadership_term_id,
                next_leadership_term_id=next_leadership_term_id,
                next_term_base_log_position=next_term_base_log_position,
                next_log_position=next_log_position,
                leadership_term_id=leadership_term_id,
                term_base_log_position=term_base_log_position,
                log_position=log_position,
                commit_position=commit_position,
                leader_recording_id=leader_recording_id,
                timestamp=timestamp,
                leader_member_id=leader_id,
                log_session_id=log_session_id,
                app_version=app_version,
                is_startup=codecs.BooleanType.TRUE if is_startup else codecs.BooleanType.FALSE,
            ),
        )

    def append_position(
        self, to: int, leadership_term_id: int, log_position: int, follower_id: int, flags: int = 0
    ) -> bool:
        return self._transport.send(
            to,
            self._frame(
                codecs.AppendPositionEncoder,
                leadership_term_id=leadership_term_id,
                log_position=log_position,
                follower_member_id=follower_id,
                flags=flags,
            ),
        )

    def catchup_position(
        self, to: int, leadership_term_id: int, log_position: int, follower_id: int, catchup_endpoint: str
    ) -> bool:
        """Ask the leader to replay its log from ``log_position`` to our catch-up endpoint."""
        length = HEADER_LENGTH + codecs.CatchupPositionEncoder.BLOCK_LENGTH + 4 + len(catchup_endpoint)
        buffer = bytearray(length)
        encoder = codecs.CatchupPositionEncoder().wrap_and_apply_header(buffer)
        encoder.leadership_term_id = leadership_term_id
        encoder.log_position = log_position
        encoder.follower_member_id = follower_id
        encoder.put_catchup_endpoint(catchup_endpoint)
        return self._transport.send(to, bytes(buffer[: encoder.limit]))

    def stop_catchup(self, to: int, leadership_term_id: int, follower_id: int) -> bool:
        """Tell a follower its catch-up replay reached the live log: drop the catch-up destination."""
        return self._transport.send(
            to,
            self._frame(
                codecs.StopCatchupEncoder,
                leadership_term_id=leadership_term_id,
                follower_member_id=follower_id,
            ),
        )

    def termination_position(self, to: int, leadership_term_id: int, log_position: int) -> bool:
        """The leader's word that the log ends at ``log_position`` because the cluster is shutting down."""
        return self._transport.send(
            to,
            self._frame(
                codecs.TerminationPositionEncoder,
                leadership_term_id=leadership_term_id,
                log_position=log_position,
            ),
        )

    def termination_ack(self, to: int, leadership_term_id: int, log_position: int, member_id: int) -> bool:
        """A follower's word to the leader that it reached the termination position and is stopping."""
        return self._transport.send(
            to,
            self._frame(
                codecs.TerminationAckEncoder,
                leadership_term_id=leadership_term_id,
                log_position=log_position,
                member_id=member_id,
            ),
        )

    def commit_position(self, to: int, leadership_term_id: int, log_position: int, leader_id: int) -> bool:
        return self._transport.send(
            to,
            self._frame(
                codecs.CommitPositionEncoder,
                leadership_term_id=leadership_term_id,
                log_position=log_position,
                leader_member_id=leader_id,
            ),
        )


class InMemoryConsensusNetwork:
    """Lossless, in-order delivery between members in a process; ``endpoint(id)`` is a member's transport."""

    def __init__(self) -> None:
        self._inboxes: dict[int, deque[bytes]] = {}
        self.sent: list[tuple[int, int, bytes]] = []

    def endpoint(self, member_id: int) -> InMemoryConsensusTransport:
        self._inboxes.setdefault(member_id, deque())
        return InMemoryConsensusTransport(self, member_id)

    def deliver(self, source: int, destination: int, message: bytes) -> bool:
        inbox = self._inboxes.get(destination)
        self.sent.append((source, destination, message))
        if inbox is None:
            return True  # nobody listening: like an unconnected publication, the bytes go nowhere
        inbox.append(message)
        return True

    def inbox(self, member_id: int) -> deque[bytes]:
        return self._inboxes.setdefault(member_id, deque())


class InMemoryConsensusTransport:
    """One member's view of an ``InMemoryConsensusNetwork``."""

    __slots__ = ("_member_id", "_network")

    def __init__(self, network: InMemoryConsensusNetwork, member_id: int) -> None:
        self._network = network
        self._member_id = member_id

    def send(self, member_id: int, message: bytes) -> bool:
        return self._network.deliver(self._member_id, member_id, message)

    def poll(self, handler: MessageHandler, limit: int) -> int:
        inbox = self._network.inbox(self._member_id)
        count = 0
        while inbox and count < limit:
            handler(inbox.popleft())
            count += 1
        return count
