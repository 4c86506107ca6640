"""The container's part of a service snapshot: markers and open sessions, written and read back.

A service snapshot is an archive recording of one exclusive publication, starting at position 0
(aeron-cluster/src/main/java/io/aeron/cluster/service/ServiceSnapshotTaker.java, ServiceSnapshotLoader.java
and ClusteredServiceAgent.java ``snapshotState`` at 1.51.0)::

    SnapshotMarker BEGIN  typeId 2, the action's log position and term, index 0, time unit, app version
    ClientSession (102)   one per open session in ascending id: clusterSessionId i64, responseStreamId i32,
                          responseChannel (ascii var data), encodedPrincipal (var data)
    SnapshotMarker END    same values as BEGIN
    ...                   whatever the service's on_take_snapshot offers, in its own framing

The loader reads up to END (the image is then positioned at the service's own part) and refuses a
snapshot whose markers break the rules of aeronkit.cluster.snapshot_marker. The service restores the log
position, cluster time and term from the RecoveryState counter, not from these records.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from aeronkit.archive.client.controlled_fragment_assembler import ControlledFragmentAssembler
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.client.image import Image
from aeronkit.client.publication import Publication
from aeronkit.cluster.protocol import SERVICE_SNAPSHOT_TYPE_ID
from aeronkit.cluster.service.client_session import Buffer, ClientSession
from aeronkit.cluster.service.consensus_module_proxy import check_result
from aeronkit.cluster.service.errors import ClusterError
from aeronkit.cluster.snapshot_marker import SnapshotMarker, SnapshotMarkerTracker
from aeronkit.codecs import cluster as codecs
from aeronkit.codecs.cluster import ClusterTimeUnit, SnapshotMark
from aeronkit.errors import ProtocolError

LOAD_FRAGMENT_LIMIT = 10
"""ServiceSnapshotLoader.FRAGMENT_LIMIT."""

SessionLoaded = Callable[[int, int, str, bytes], None]
"""Called per ClientSession record: (cluster session id, response stream id, response channel, principal)."""


def encode_session(session: ClientSession) -> bytes:
    """One ClientSession record (header + block + var data), as ServiceSnapshotTaker encodes it."""
    channel = session.response_channel.encode("ascii")
    principal = session.encoded_principal
    length = (
        codecs.HEADER_LENGTH
        + codecs.ClientSessionEncoder.BLOCK_LENGTH
        + 4
        + len(channel)
        + 4
        + len(principal)
    )
    buffer = bytearray(length)
    enc = codecs.ClientSessionEncoder().wrap_and_apply_header(buffer)
    enc.cluster_session_id = session.id
    enc.response_stream_id = session.response_stream_id
    enc.put_response_channel(channel)
    enc.put_encoded_principal(principal)
    return bytes(buffer)


def snapshot_records(
    sessions: Iterable[ClientSession],
    log_position: int,
    leadership_term_id: int,
    time_unit: ClusterTimeUnit,
    app_version: int,
) -> list[bytes]:
    """BEGIN, the sessions (the caller passes them in ascending id), END: the container's records."""

    def marker(mark: SnapshotMark) -> bytes:
        return SnapshotMarker(
            SERVICE_SNAPSHOT_TYPE_ID, log_position, leadership_term_id, 0, mark, time_unit, app_version
        ).encode()

    return [marker(SnapshotMark.BEGIN), *(encode_session(s) for s in sessions), marker(SnapshotMark.END)]


class ServiceSnapshotTaker:
    """Offers the container's records one at a time; back pressure leaves the rest for a later call."""

    def __init__(self, publication: Publication, records: list[bytes]) -> None:
        self.publication = publication
        self._records = records
        self._next = 0

    @property
    def is_done(self) -> bool:
        return self._next == len(self._records)

    def offer(self) -> int:
        """Offer what fits now; returns how many records went. ClusterError when the publication failed."""
        sent = 0
        while self._next < len(self._records):
            result = self.publication.offer(self._records[self._next])
            if result <= 0:
                check_result(result, self.publication)
                break
            self._next += 1
            sent += 1
        return sent


class ServiceSnapshotLoader:
    """Polls a snapshot replay up to the END marker, restoring sessions through ``on_session``."""

    def __init__(self, image: Image, on_session: SessionLoaded) -> None:
        self.image = image
        self.on_session = on_session
        self.markers = SnapshotMarkerTracker(SERVICE_SNAPSHOT_TYPE_ID)
        self._assembler = ControlledFragmentAssembler(self._on_fragment)
        self._header = codecs.MessageHeaderDecoder()
        self._session = codecs.ClientSessionDecoder()

    @property
    def is_done(self) -> bool:
        return self.markers.is_done

    @property
    def app_version(self) -> int:
        begin = self.markers.begin
        return 0 if begin is None else begin.app_version

    @property
    def time_unit(self) -> ClusterTimeUnit:
        begin = self.markers.begin
        return ClusterTimeUnit.MILLIS if begin is None else begin.effective_time_unit

    def poll(self) -> int:
        return self.image.controlled_poll(self._assembler, LOAD_FRAGMENT_LIMIT)

    def _on_fragment(self, buffer: Buffer, offset: int, length: int, header: Header) -> ControlledPollAction:
        try:
            message = self._header.wrap(buffer, offset)
            if message.schema_id != codecs.SCHEMA_ID:
                raise ClusterError(f"expected schemaId={codecs.SCHEMA_ID}, actual={message.schema_id}")
            template_id = message.template_id
            if template_id == codecs.SnapshotMarkerDecoder.TEMPLATE_ID:
                if self.markers.on_marker(SnapshotMarker.decode(buffer, offset, length)):
                    return ControlledPollAction.BREAK
            elif template_id == codecs.ClientSessionDecoder.TEMPLATE_ID:
                body = offset + codecs.HEADER_LENGTH
                session = self._session.wrap(
                    buffer, body, message.block_length, message.version, offset + length - body
                )
                self.on_session(
                    session.cluster_session_id,
                    session.response_stream_id,
                    session.response_channel,
                    bytes(session.encoded_principal),
                )
        except ProtocolError as ex:  # codec errors included
            raise ClusterError(
                f"service snapshot record ending at position {header.position}: {ex}"
            ) from None
        return ControlledPollAction.CONTINUE
