"""The AeronArchive client: control sessions with an Aeron Archive (ours or Aeron Java's).

``AeronArchive.connect(Context(control_request_channel=..., control_response_channel=...))`` then
record, list, replay, truncate, replicate...; every request also has a poll-based ``async_*`` form.
``ReplayMerge`` and ``PersistentSubscription`` join a replay to a live stream. See docs/archive-client.md.
"""

from aeronkit.archive.client.aeron_archive import (
    NULL_LENGTH,
    NULL_POSITION,
    NULL_VALUE,
    PROTOCOL_SEMANTIC_VERSION,
    REPLAY_ALL_AND_FOLLOW,
    REPLAY_ALL_AND_STOP,
    AeronArchive,
    Context,
    State,
    replay_image_session_id,
)
from aeronkit.archive.client.archive_error import (
    ArchiveError,
    ArchiveErrorCode,
    ArchiveTimeoutError,
    ReentrantCallError,
)
from aeronkit.archive.client.archive_proxy import (
    ArchiveProxy,
    CredentialsSupplier,
    NullCredentialsSupplier,
    ReplayParams,
    ReplicationParams,
    SourceLocation,
)
from aeronkit.archive.client.async_connect import AsyncConnect, AsyncConnectState
from aeronkit.archive.client.async_operation import ArchiveOperation
from aeronkit.archive.client.control_response_poller import ControlResponsePoller
from aeronkit.archive.client.persistent_subscription import (
    PersistentSubscription,
    PersistentSubscriptionState,
)
from aeronkit.archive.client.recording_descriptor_poller import RecordingDescriptor, RecordingDescriptorPoller
from aeronkit.archive.client.recording_events_adapter import RecordingEventsAdapter, RecordingEventsListener
from aeronkit.archive.client.recording_signal_adapter import (
    ControlResponse,
    RecordingSignal,
    RecordingSignalAdapter,
    RecordingSignalEvent,
)
from aeronkit.archive.client.recording_subscription_descriptor_poller import (
    RecordingSubscriptionDescriptor,
    RecordingSubscriptionDescriptorPoller,
)
from aeronkit.archive.client.replay_merge import ReplayMerge, ReplayMergeState

__all__ = [
    "NULL_LENGTH",
    "NULL_POSITION",
    "NULL_VALUE",
    "PROTOCOL_SEMANTIC_VERSION",
    "REPLAY_ALL_AND_FOLLOW",
    "REPLAY_ALL_AND_STOP",
    "AeronArchive",
    "ArchiveError",
    "ArchiveErrorCode",
    "ArchiveOperation",
    "ArchiveProxy",
    "ArchiveTimeoutError",
    "AsyncConnect",
    "AsyncConnectState",
    "Context",
    "ControlResponse",
    "ControlResponsePoller",
    "CredentialsSupplier",
    "NullCredentialsSupplier",
    "PersistentSubscription",
    "PersistentSubscriptionState",
    "RecordingDescriptor",
    "RecordingDescriptorPoller",
    "RecordingEventsAdapter",
    "RecordingEventsListener",
    "RecordingSignal",
    "RecordingSignalAdapter",
    "RecordingSignalEvent",
    "RecordingSubscriptionDescriptor",
    "RecordingSubscriptionDescriptorPoller",
    "ReentrantCallError",
    "ReplayMerge",
    "ReplayMergeState",
    "ReplayParams",
    "ReplicationParams",
    "SourceLocation",
    "State",
    "replay_image_session_id",
]
