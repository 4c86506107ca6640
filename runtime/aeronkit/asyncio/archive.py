"""The archive client's requests as awaitables: ``await archive.start_recording(...)`` and so on.

Each request uses the archive client's poll-based form (``AeronArchive.async_*`` returns an
``ArchiveOperation``; see aeronkit/archive/client/async_operation.py) and polls it on the event loop with
the same ``Backoff`` as the transport awaitables. A control session answers one request at a time, so
requests from concurrent tasks queue on an ``asyncio.Lock`` instead of failing with "still in progress".
Connecting follows ``AeronArchive.async_connect``'s steps; its first two add a publication and a
subscription synchronously, which waits briefly for the driver's answer on the loop's thread.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from aeronkit.archive.client import (
    AeronArchive,
    ArchiveOperation,
    RecordingDescriptor,
    ReplayParams,
    SourceLocation,
)
from aeronkit.archive.client import Context as ArchiveContext
from aeronkit.archive.client.aeron_archive import replay_image_session_id, with_param
from aeronkit.asyncio.backoff import Backoff
from aeronkit.asyncio.client import AsyncAeron, AsyncSubscription

MAX_RECORD_COUNT = 2**31 - 1


class AsyncAeronArchive:
    """An archive control session for asyncio code; ``archive`` is the synchronous client underneath."""

    def __init__(self, archive: AeronArchive, aeron: AsyncAeron) -> None:
        self.archive = archive
        self.aeron = aeron
        self._lock = asyncio.Lock()

    @classmethod
    async def connect(cls, aeron: AsyncAeron, ctx: ArchiveContext | None = None) -> AsyncAeronArchive:
        """Open a control session over ``aeron`` (the context's ``aeron`` is set to it)."""
        ctx = ctx or ArchiveContext()
        ctx.aeron = aeron.aeron
        connect = AeronArchive.async_connect(ctx)
        backoff = Backoff(aeron.backoff)
        while True:
            step = connect.state
            archive = connect.poll()
            if archive is not None:
                return cls(archive, aeron)
            if connect.state != step:
                backoff.reset()
            else:
                await backoff.idle()

    async def run(self, begin: Callable[[], ArchiveOperation]) -> Any:
        """Send the request ``begin()`` makes (an ``async_*`` call) and wait for its answer."""
        async with self._lock:
            operation = begin()
            backoff = Backoff(self.aeron.backoff)
            while not operation.poll():
                await backoff.idle()
            return operation.result

    # -- recording --------------------------------------------------------------------------------------

    async def start_recording(self, channel: str, stream_id: int,
                              source_location: SourceLocation | int = SourceLocation.LOCAL,
                              auto_stop: bool = False) -> int:
        """The archive's subscription id for the new recording."""
        return int(await self.run(lambda: self.archive.async_start_recording(
            channel, stream_id, source_location, auto_stop)))

    async def stop_recording(self, channel: str, stream_id: int) -> None:
        await self.run(lambda: self.archive.async_stop_recording(channel, stream_id))

    async def stop_recording_subscription(self, subscription_id: int) -> None:
        await self.run(lambda: self.archive.async_stop_recording_subscription(subscription_id))

    def poll_for_recording_signals(self) -> int:
        """Dispatch recording signals waiting on the control response stream (never blocks)."""
        return self.archive.poll_for_recording_signals()

    # -- queries ----------------------------------------------------------------------------------------

    async def get_recording_position(self, recording_id: int) -> int:
        return int(await self.run(lambda: self.archive.async_get_recording_position(recording_id)))

    async def get_start_position(self, recording_id: int) -> int:
        return int(await self.run(lambda: self.archive.async_get_start_position(recording_id)))

    async def get_stop_position(self, recording_id: int) -> int:
        return int(await self.run(lambda: self.archive.async_get_stop_position(recording_id)))

    async def get_max_recorded_position(self, recording_id: int) -> int:
        return int(await self.run(lambda: self.archive.async_get_max_recorded_position(recording_id)))

    async def list_recordings(self, from_recording_id: int = 0,
                              record_count: int = MAX_RECORD_COUNT) -> list[RecordingDescriptor]:
        found: list[RecordingDescriptor] = []
        await self.run(lambda: self.archive.async_list_recordings(
            from_recording_id, record_count, found.append))
        return found

    async def get_recording_descriptor(self, recording_id: int) -> RecordingDescriptor | None:
        found: list[RecordingDescriptor] = []
        await self.run(lambda: self.archive.async_list_recording(recording_id, found.append))
        return found[0] if found else None

    async def truncate_recording(self, recording_id: int, position: int) -> int:
        return int(await self.run(lambda: self.archive.async_truncate_recording(recording_id, position)))

    async def purge_recording(self, recording_id: int) -> int:
        return int(await self.run(lambda: self.archive.async_purge_recording(recording_id)))

    # -- replay -----------------------------------------------------------------------------------------

    async def start_replay(self, recording_id: int, replay_channel: str, replay_stream_id: int,
                           params: ReplayParams | None = None) -> int:
        """The replay session id (its low 32 bits are the replay image's session id)."""
        return int(await self.run(lambda: self.archive.async_start_replay(
            recording_id, replay_channel, replay_stream_id, params)))

    async def replay(self, recording_id: int, replay_channel: str, replay_stream_id: int,
                     params: ReplayParams | None = None) -> AsyncSubscription:
        """Start a replay and subscribe to exactly its session (as ``AeronArchive.replay``)."""
        replay_session_id = await self.start_replay(recording_id, replay_channel, replay_stream_id, params)
        channel = with_param(replay_channel, "session-id", str(replay_image_session_id(replay_session_id)))
        return await self.aeron.add_subscription(channel, replay_stream_id)

    async def stop_replay(self, replay_session_id: int) -> None:
        await self.run(lambda: self.archive.async_stop_replay(replay_session_id))

    def close(self) -> None:
        self.archive.close()

    async def __aenter__(self) -> AsyncAeronArchive:
        return self

    async def __aexit__(self, *exc: object) -> None:
        self.close()
