"""Archive settings that both the archive and its clients read: each property spelled once.

Aeron keeps these in aeron-archive/src/main/java/io/aeron/archive/client/AeronArchive.java (its
``Configuration``) at 1.51.0, and Archive.Context takes its own defaults from there too. The archive
server's Context (server/archive.py) and the AeronArchive client's Context (client/aeron_archive.py)
include these rows in their ``SETTINGS``; where the two spell the attribute differently (the server's
``control_channel`` is the client's ``control_request_channel``) the client renames the row with
``dataclasses.replace``. A channel whose property is unset is ``None``, as in Aeron (there is no default
control or events channel).
"""

from __future__ import annotations

from aeronkit.context import Setting, parse_int, parse_str

CONTROL_STREAM_ID_DEFAULT = 10
CONTROL_RESPONSE_STREAM_ID_DEFAULT = 20
LOCAL_CONTROL_CHANNEL_DEFAULT = "aeron:ipc?term-length=64k"
LOCAL_CONTROL_STREAM_ID_DEFAULT = CONTROL_STREAM_ID_DEFAULT
RECORDING_EVENTS_STREAM_ID_DEFAULT = 30

CONTROL_CHANNEL: Setting[str | None] = Setting(
    "control_channel", "aeron.archive.control.channel", None, parse_str,
    "channel of control requests (the archive listens there; clients send there)")
CONTROL_STREAM_ID: Setting[int] = Setting(
    "control_stream_id", "aeron.archive.control.stream.id", CONTROL_STREAM_ID_DEFAULT, parse_int,
    "stream of control requests")
RECORDING_EVENTS_CHANNEL: Setting[str | None] = Setting(
    "recording_events_channel", "aeron.archive.recording.events.channel", None, parse_str,
    "channel of recording started/progress/stopped events")
RECORDING_EVENTS_STREAM_ID: Setting[int] = Setting(
    "recording_events_stream_id", "aeron.archive.recording.events.stream.id",
    RECORDING_EVENTS_STREAM_ID_DEFAULT, parse_int, "stream of recording events")
LOCAL_CONTROL_CHANNEL: Setting[str] = Setting(
    "local_control_channel", "aeron.archive.local.control.channel", LOCAL_CONTROL_CHANNEL_DEFAULT, parse_str,
    "IPC channel of control requests from clients on the same driver")
LOCAL_CONTROL_STREAM_ID: Setting[int] = Setting(
    "local_control_stream_id", "aeron.archive.local.control.stream.id", LOCAL_CONTROL_STREAM_ID_DEFAULT,
    parse_int, "stream of local control requests")
CONTROL_RESPONSE_STREAM_ID: Setting[int] = Setting(
    "control_response_stream_id", "aeron.archive.control.response.stream.id",
    CONTROL_RESPONSE_STREAM_ID_DEFAULT, parse_int, "stream of control responses")
