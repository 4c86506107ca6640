"""Facts of the archive control protocol that the archive server and the AeronArchive client both need.

One home for each, so the server and the client cannot drift apart. This module is a leaf: it imports
nothing of the archive, which is what lets every archive module import it at top level. Sources (Aeron
1.51.0): the protocol version is AeronArchive.Configuration.PROTOCOL_*_VERSION and the replay lengths are
AeronArchive.REPLAY_ALL_AND_* (aeron-archive/src/main/java/io/aeron/archive/client/AeronArchive.java);
the counter type ids are AeronCounters.ARCHIVE_RECORDING_POSITION_TYPE_ID and
ARCHIVE_CONTROL_SESSION_TYPE_ID (aeron-client/src/main/java/io/aeron/AeronCounters.java, numbered in
aeronkit.counter_types).
"""

from __future__ import annotations

from aeronkit.constants import LONG_MAX, compose_semantic_version
from aeronkit.counter_types import CounterTypeId

PROTOCOL_MAJOR_VERSION = 1
PROTOCOL_MINOR_VERSION = 12
PROTOCOL_PATCH_VERSION = 0
PROTOCOL_SEMANTIC_VERSION = compose_semantic_version(
    PROTOCOL_MAJOR_VERSION, PROTOCOL_MINOR_VERSION, PROTOCOL_PATCH_VERSION)

RECORDING_POSITION_TYPE_ID = CounterTypeId.ARCHIVE_RECORDING_POSITION
"""The ``rec-pos`` counter of an active recording (its value is the recorded position)."""
CONTROL_SESSION_TYPE_ID = CounterTypeId.ARCHIVE_CONTROL_SESSION
"""The ``control-session`` counter of a connected AeronArchive client (Aeron 1.49+)."""

REPLAY_ALL_AND_FOLLOW = -1
"""Replay length: everything, and follow an active recording live (AeronArchive.NULL_LENGTH)."""
REPLAY_ALL_AND_STOP = -2
"""Replay length: everything up to the position recorded when the request arrives, then stop."""
MAX_POSITION = LONG_MAX
"""Java's Long.MAX_VALUE as a position: the end of a replay that follows a recording without a bound."""
