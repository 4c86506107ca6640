"""A subscription the archive records from, the recordings it feeds, and the channel keys that name it.

aeron-archive/src/main/java/io/aeron/archive/ArchiveConductor.java at 1.51.0: a recording subscription is
keyed by its stream id and the channel parameters that identify a stream (``makeKey``), and each recording
keeps the channel with only those parameters (``strippedChannelBuilder``). Every image that appears on
the subscription becomes an ActiveRecording until its RecordingSession finishes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from aeronkit.archive.server.recording_session import RecordingSession
from aeronkit.client import Counter, Subscription
from aeronkit.constants import NULL_VALUE
from aeronkit.driver import channel_uri

NULL_RECORDING_ID = NULL_VALUE

_STRIPPED_KEYS = (
    "endpoint",
    "interface",
    "control",
    "control-mode",
    "tags",
    "rejoin",
    "group",
    "tether",
    "flow-control",
    "gtag",
    "cc",
    "so-rcvbuf",
    "so-sndbuf",
    "rcv-wnd",
    "channel-rcv-ts-offset",
    "channel-snd-ts-offset",
    "media-rcv-ts-offset",
    "session-id",
    "alias",
    "response-correlation-id",
    "response-endpoint",
    "ttl",
    "stream-id",
)
_KEY_PARAMS = ("endpoint", "interface", "control", "session-id", "tags")


def strip_channel(channel: str) -> str:
    """Aeron's strippedChannelBuilder: keep only the params that identify the stream."""
    uri = channel_uri.parse(channel)
    params = {k: v for k, v in uri.params.items() if k in _STRIPPED_KEYS}
    return str(channel_uri.ChannelUri(media=uri.media, params=params, spy=False))


def recording_key(stream_id: int, channel: str) -> str:
    """Two recording requests with the same key would record the same stream twice (ACTIVE_SUBSCRIPTION)."""
    uri = channel_uri.parse(channel)
    params = "|".join(f"{k}={uri.params[k]}" for k in _KEY_PARAMS if k in uri.params)
    return f"{stream_id}:{uri.media}?{params}"


@dataclass
class RecordingSubscription:
    """A subscription the archive records every image of (startRecording / extendRecording)."""

    subscription: Subscription
    key: str
    stream_id: int
    original_channel: str
    stripped_channel: str
    auto_stop: bool
    control_session_id: int
    correlation_id: int
    extend_recording_id: int = NULL_RECORDING_ID
    recordings: set[int] = field(default_factory=set)

    @property
    def registration_id(self) -> int:
        return int(self.subscription.registration_id)


@dataclass
class ActiveRecording:
    """A recording in progress: its session (run by the Recorder), its ``rec-pos`` counter, its source."""

    session: RecordingSession
    counter: Counter
    subscription: RecordingSubscription
