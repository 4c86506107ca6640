"""What a service sends its consensus module: acks, timers, session closes and service messages.

Everything goes on one publication to the consensus module (the control channel, stream 105 by default),
encoded with the generated schema-111 codecs exactly as Aeron's container does
(aeron-cluster/src/main/java/io/aeron/cluster/service/ConsensusModuleProxy.java at 1.51.0):
ServiceAck (33), ScheduleTimer (31), CancelTimer (32), CloseSession (30), and a SessionMessageHeader (1)
followed by the payload for a service message, whose clusterSessionId field holds the *service id* (the
consensus module swaps in the service-session id when it appends the message to the log).

Each call makes one attempt and reports whether it was accepted: back pressure and admin actions are for
the caller to retry on a later duty cycle; a publication that is not connected, closed or full raises
ClusterError, as in Java.
"""

from __future__ import annotations

from collections.abc import Sequence

from aeronkit.client.publication import Publication
from aeronkit.cluster.protocol import SESSION_HEADER_LENGTH
from aeronkit.cluster.service.errors import ClusterError
from aeronkit.codecs import cluster as codecs
from aeronkit.logbuffer.results import CLOSED, MAX_POSITION_EXCEEDED, NOT_CONNECTED
from aeronkit.logbuffer.term_appender import BufferClaim

Buffer = bytes | bytearray | memoryview

_HEADER = codecs.HEADER_LENGTH


def check_result(position: int, publication: Publication) -> None:
    """Raise for results no retry can fix (ConsensusModuleProxy.checkResult)."""
    if position == NOT_CONNECTED:
        raise ClusterError("publication is not connected")
    if position == CLOSED:
        raise ClusterError("publication is closed")
    if position == MAX_POSITION_EXCEEDED:
        raise ClusterError(f"publication at max position: term-length={publication.term_buffer_length}")


class ConsensusModuleProxy:
    """Encodes service-to-consensus-module messages onto ``publication`` (owned: closed with the proxy)."""

    def __init__(self, publication: Publication) -> None:
        self.publication = publication
        self._buffer = bytearray(_HEADER + codecs.ServiceAckEncoder.BLOCK_LENGTH)
        self._ack = codecs.ServiceAckEncoder()
        self._schedule = codecs.ScheduleTimerEncoder()
        self._cancel = codecs.CancelTimerEncoder()
        self._close_session = codecs.CloseSessionEncoder()

    def close(self) -> None:
        self.publication.close()

    def _send(self, length: int) -> bool:
        position = self.publication.offer(self._buffer, 0, length)
        if position > 0:
            return True
        check_result(position, self.publication)
        return False

    def ack(self, log_position: int, timestamp: int, ack_id: int, relevant_id: int, service_id: int) -> bool:
        enc = self._ack.wrap_and_apply_header(self._buffer)
        enc.log_position = log_position
        enc.timestamp = timestamp
        enc.ack_id = ack_id
        enc.relevant_id = relevant_id
        enc.service_id = service_id
        return self._send(_HEADER + codecs.ServiceAckEncoder.BLOCK_LENGTH)

    def schedule_timer(self, correlation_id: int, deadline: int) -> bool:
        enc = self._schedule.wrap_and_apply_header(self._buffer)
        enc.correlation_id = correlation_id
        enc.deadline = deadline
        return self._send(_HEADER + codecs.ScheduleTimerEncoder.BLOCK_LENGTH)

    def cancel_timer(self, correlation_id: int) -> bool:
        self._cancel.wrap_and_apply_header(self._buffer).correlation_id = correlation_id
        return self._send(_HEADER + codecs.CancelTimerEncoder.BLOCK_LENGTH)

    def close_session(self, cluster_session_id: int) -> bool:
        self._close_session.wrap_and_apply_header(self._buffer).cluster_session_id = cluster_session_id
        return self._send(_HEADER + codecs.CloseSessionEncoder.BLOCK_LENGTH)

    def offer(self, session_header: Buffer, payload: Sequence[Buffer]) -> int:
        """A service message: the 32-byte session header then the payload parts, as one message."""
        position = self.publication.offer_vectors([session_header, *payload])
        if position < 0:
            check_result(position, self.publication)
        return position

    def try_claim(self, length: int, buffer_claim: BufferClaim, session_header: Buffer) -> int:
        """Claim ``length`` bytes (session header included) and write the header at their start."""
        position = self.publication.try_claim(length, buffer_claim)
        if position > 0:
            buffer_claim.put_bytes(memoryview(session_header)[:SESSION_HEADER_LENGTH])
        else:
            check_result(position, self.publication)
        return position
