"""Keys and labels of the counters an archive allocates, laid out as Aeron's tools expect to find them.

``rec-pos`` (type 100) follows aeron-archive/src/main/java/io/aeron/archive/status/RecordingPos.java and
``control-session`` (type 113) follows .../archive/ControlSessionCounter.java at 1.51.0: Java's
``RecordingPos.findCounterIdBySession`` and ``ControlSessionCounter.findByControlSessionId`` read these
keys byte for byte, so they are written down once, here, and tested against Java.
"""

from __future__ import annotations

import struct

from aeronkit.concurrent.counters import MAX_KEY_LENGTH, MAX_LABEL_LENGTH

ARCHIVE_ID_LABEL_SUFFIX = " - archiveId="
CONTROL_SESSION_LABEL_LIMIT = 300  # our bound on the client-chosen part of a control-session label

_RECORDING_KEY_HEAD = struct.Struct("<qii")  # recordingId, sessionId, sourceIdentity length
_I64 = struct.Struct("<q")
_CONTROL_SESSION_KEY = struct.Struct("<qq")  # archiveId, controlSessionId


def _archive_id_suffix(archive_id: int) -> str:
    return f"{ARCHIVE_ID_LABEL_SUFFIX}{archive_id}"


def recording_position_key(
    recording_id: int, session_id: int, source_identity: str, archive_id: int
) -> bytes:
    """recordingId, sessionId, the source identity (length-prefixed, cut to fit) and then the archive id."""
    room = MAX_KEY_LENGTH - _RECORDING_KEY_HEAD.size - _I64.size
    source = source_identity.encode("ascii", "replace")[:room]
    return _RECORDING_KEY_HEAD.pack(recording_id, session_id, len(source)) + source + _I64.pack(archive_id)


def recording_position_label(
    recording_id: int, session_id: int, stream_id: int, stripped_channel: str, archive_id: int
) -> str:
    """``rec-pos: <recordingId> <sessionId> <streamId> <channel> - archiveId=<id>``, channel cut to fit."""
    suffix = _archive_id_suffix(archive_id)
    label = f"rec-pos: {recording_id} {session_id} {stream_id} {stripped_channel}"
    return label[: MAX_LABEL_LENGTH - len(suffix)] + suffix


def control_session_key(archive_id: int, control_session_id: int) -> bytes:
    return _CONTROL_SESSION_KEY.pack(archive_id, control_session_id)


def control_session_label(
    client_info: str, source_identity: str, image_session_id: int, archive_id: int
) -> str:
    """``control-session: <clientInfo> sourceIdentity=... sessionId=... - archiveId=<id>``."""
    label = f"control-session: {client_info} sourceIdentity={source_identity} sessionId={image_session_id}"
    return label[:CONTROL_SESSION_LABEL_LIMIT] + _archive_id_suffix(archive_id)
