"""Collects the RecordingDescriptor messages that answer one list-recordings request.

aeron-archive/src/main/java/io/aeron/archive/client/RecordingDescriptorPoller.java at 1.51.0: after
``reset(correlation_id, count, consumer)`` each poll hands the descriptors of this session and request to
the consumer until ``count`` arrived, or the archive answers RECORDING_UNKNOWN for the request (no more
recordings). An ERROR for this request raises ArchiveError with the archive's code; errors for other
requests go to the error handler; recording signals met on the way go to the signal consumer.
Descriptors reach the consumer as ``RecordingDescriptor`` values rather than sixteen arguments.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from aeronkit.archive.catalog import descriptor_fields
from aeronkit.archive.client._descriptor_poller import DescriptorPoller, ErrorHandler
from aeronkit.archive.client.control_response_poller import RECORDING_DESCRIPTOR, MessageCheck
from aeronkit.archive.client.recording_signal_adapter import RecordingSignalConsumer
from aeronkit.codecs import archive as codecs

if TYPE_CHECKING:
    from aeronkit.client.subscription import Subscription


@dataclass(frozen=True)
class RecordingDescriptor:
    """One recording as the archive's catalog describes it (stop_position -1 while recording)."""

    control_session_id: int
    correlation_id: int
    recording_id: int
    start_timestamp: int
    stop_timestamp: int
    start_position: int
    stop_position: int
    initial_term_id: int
    segment_file_length: int
    term_buffer_length: int
    mtu_length: int
    session_id: int
    stream_id: int
    stripped_channel: str
    original_channel: str
    source_identity: str

    @classmethod
    def decode(cls, d: codecs.RecordingDescriptorDecoder) -> RecordingDescriptor:
        return cls(**descriptor_fields(d))


RecordingDescriptorConsumer = Callable[[RecordingDescriptor], None]


class RecordingDescriptorPoller(DescriptorPoller):
    _descriptor_template_id = RECORDING_DESCRIPTOR
    _unknown_code = codecs.ControlResponseCode.RECORDING_UNKNOWN

    def __init__(
        self,
        subscription: Subscription,
        error_handler: ErrorHandler | None,
        control_session_id: int,
        fragment_limit: int = 10,
        signal_consumer: RecordingSignalConsumer | None = None,
        check: MessageCheck | None = None,
    ) -> None:
        super().__init__(
            subscription,
            error_handler,
            control_session_id,
            fragment_limit,
            signal_consumer,
            check,
            codecs.RecordingDescriptorDecoder(),
        )

    @property
    def remaining_record_count(self) -> int:
        return self._remaining

    @remaining_record_count.setter
    def remaining_record_count(self, value: int) -> None:
        self._remaining = value

    def reset(self, correlation_id: int, record_count: int, consumer: RecordingDescriptorConsumer) -> None:
        self._reset(correlation_id, record_count, consumer)

    def _deliver(self, d: codecs.RecordingDescriptorDecoder) -> None:
        descriptor = RecordingDescriptor.decode(d)
        if self._consumer is not None:
            self._consumer(descriptor)
