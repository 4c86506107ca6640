"""Collects the RecordingSubscriptionDescriptor messages that answer one list-recording-subscriptions.

aeron-archive/src/main/java/io/aeron/archive/client/RecordingSubscriptionDescriptorPoller.java at 1.51.0:
like the recording descriptor poller, but SUBSCRIPTION_UNKNOWN for the request means "no more".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from aeronkit.archive.client._descriptor_poller import DescriptorPoller
from aeronkit.archive.client.control_response_poller import RECORDING_SUBSCRIPTION_DESCRIPTOR, MessageCheck
from aeronkit.archive.client.recording_signal_adapter import RecordingSignalConsumer
from aeronkit.codecs import archive as codecs

if TYPE_CHECKING:
    from aeronkit.client.subscription import Subscription


@dataclass(frozen=True)
class RecordingSubscriptionDescriptor:
    """One active recording subscription of the archive."""

    control_session_id: int
    correlation_id: int
    subscription_id: int
    stream_id: int
    stripped_channel: str


RecordingSubscriptionDescriptorConsumer = Callable[[RecordingSubscriptionDescriptor], None]


class RecordingSubscriptionDescriptorPoller(DescriptorPoller):
    _descriptor_template_id = RECORDING_SUBSCRIPTION_DESCRIPTOR
    _unknown_code = codecs.ControlResponseCode.SUBSCRIPTION_UNKNOWN

    def __init__(
        self,
        subscription: Subscription,
        error_handler: Callable[[BaseException], None] | None,
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
            codecs.RecordingSubscriptionDescriptorDecoder(),
        )

    @property
    def remaining_subscription_count(self) -> int:
        return self._remaining

    @remaining_subscription_count.setter
    def remaining_subscription_count(self, value: int) -> None:
        self._remaining = value

    def reset(
        self, correlation_id: int, subscription_count: int, consumer: RecordingSubscriptionDescriptorConsumer
    ) -> None:
        self._reset(correlation_id, subscription_count, consumer)

    def _deliver(self, d: codecs.RecordingSubscriptionDescriptorDecoder) -> None:
        if self._consumer is not None:
            self._consumer(
                RecordingSubscriptionDescriptor(
                    d.control_session_id,
                    d.correlation_id,
                    d.subscription_id,
                    d.stream_id,
                    d.stripped_channel,
                )
            )
