"""A client's session as a clustered service sees it: identity, response channel, egress offers.

Every member's service keeps the same sessions (they come from SessionOpenEvent/SessionCloseEvent in the
log and from the service snapshot), but only the leader answers clients: on the leader ``offer`` prefixes
the payload with a SessionMessageHeader (the cluster session id, the leadership term and the cluster time
of the entry being applied) and sends it on the session's response publication; on a follower it sends
nothing and returns ``MOCKED_OFFER`` (1), so the same deterministic code runs on every member
(aeron-cluster/src/main/java/io/aeron/cluster/service/ContainerClientSession.java and ClientSession.java
at 1.51.0).

The response publication is added when the session opens on a leader (or when this member becomes the
leader); an Aeron publication is shared per channel and stream, so the consensus module's and the
service's egress for one client are the same log in the driver.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from aeronkit.client.publication import Publication
from aeronkit.cluster.service.errors import ClusterError
from aeronkit.errors import AeronError
from aeronkit.logbuffer.term_appender import BufferClaim

Buffer = bytes | bytearray | memoryview


class PublicationFactory(Protocol):
    """What a session needs of the Aeron client to connect its response publication."""

    def add_publication(self, channel: str, stream_id: int) -> Publication: ...


class SessionOwner(Protocol):
    """The agent's side of a session (the egress rules depend on the member's role)."""

    def get_client_session(self, cluster_session_id: int) -> ClientSession | None: ...

    def close_client_session(self, cluster_session_id: int) -> bool: ...

    def offer_to_session(
        self, cluster_session_id: int, publication: Publication | None, parts: Sequence[Buffer]
    ) -> int: ...

    def try_claim_for_session(
        self, cluster_session_id: int, publication: Publication | None, length: int, buffer_claim: BufferClaim
    ) -> int: ...

    def handle_error(self, error: BaseException) -> None: ...


class ClientSession:
    """One open cluster session; created by the container, handed to the service's callbacks."""

    def __init__(
        self,
        cluster_session_id: int,
        response_stream_id: int,
        response_channel: str,
        encoded_principal: bytes,
        owner: SessionOwner,
    ) -> None:
        self._id = cluster_session_id
        self._response_stream_id = response_stream_id
        self._response_channel = response_channel
        self._encoded_principal = encoded_principal
        self._owner = owner
        self._publication: Publication | None = None
        self._is_closing = False

    @property
    def id(self) -> int:
        return self._id

    @property
    def response_stream_id(self) -> int:
        return self._response_stream_id

    @property
    def response_channel(self) -> str:
        return self._response_channel

    @property
    def encoded_principal(self) -> bytes:
        return self._encoded_principal

    @property
    def is_closing(self) -> bool:
        """True once the service asked to close it and before the close reaches the log."""
        return self._is_closing

    def close(self) -> None:
        """Ask the consensus module to close this session (if the container still has it)."""
        if self._owner.get_client_session(self._id) is not None:
            self._owner.close_client_session(self._id)

    def offer(self, buffer: Buffer, offset: int = 0, length: int | None = None) -> int:
        """Send a reply; a position, MOCKED_OFFER on a follower, or a Publication result code."""
        view = memoryview(buffer).cast("B")
        end = len(view) if length is None else offset + length
        return self._owner.offer_to_session(self._id, self._publication, [view[offset:end]])

    def offer_vectors(self, buffers: Sequence[Buffer]) -> int:
        """Send the concatenation of ``buffers`` as one reply."""
        return self._owner.offer_to_session(self._id, self._publication, buffers)

    def try_claim(self, length: int, buffer_claim: BufferClaim) -> int:
        """Claim ``length`` payload bytes after the session header (written for you) on the leader.

        On a follower this returns MOCKED_OFFER and leaves ``buffer_claim`` empty: check for it before
        writing (Java hands a scratch buffer instead; aeronkit's claims are bound to a log).
        """
        return self._owner.try_claim_for_session(self._id, self._publication, length, buffer_claim)

    # -- container side ----------------------------------------------------------------------------------

    def connect(self, aeron: PublicationFactory) -> None:
        """Add the response publication if there is none; a refusal is recorded, not raised (Java WARNs)."""
        if self._publication is None:
            try:
                self._publication = aeron.add_publication(self._response_channel, self._response_stream_id)
            except AeronError as ex:
                self._owner.handle_error(
                    ClusterError(f"failed to connect session response publication: {ex}")
                )

    def disconnect(self) -> None:
        publication, self._publication = self._publication, None
        if publication is not None:
            try:
                publication.close()
            except AeronError as ex:
                self._owner.handle_error(ex)

    def mark_closing(self) -> None:
        self._is_closing = True

    def reset_closing(self) -> None:
        self._is_closing = False

    def __repr__(self) -> str:
        return (
            f"ClientSession(id={self._id}, response_stream_id={self._response_stream_id}, "
            f"response_channel={self._response_channel!r}, encoded_principal={self._encoded_principal!r}, "
            f"is_closing={self._is_closing})"
        )
