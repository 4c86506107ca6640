"""asyncio forms of the client: ``await connect()``, ``async for`` over messages, ``await offer()``.

Everything here runs on the event loop's thread and never blocks it: each awaitable tries the
non-blocking operation (``Subscription.poll_batch``, ``Publication.offer``, ``Aeron.async_add_*`` then
``get_*``) and, when there was nothing to do, waits with a ``Backoff`` (a few loop yields, then parks of
at most a millisecond). Only ``connect`` hands its blocking part (mapping cnc.dat, waiting for the
driver's heartbeat) to the default executor. The client's conductor keeps its own thread, as in the
synchronous API. docs/asyncio.md says why this design and not an agent thread handing results over.

A subscription's messages are zero-copy: ``Message.buffer`` is a memoryview into the shared log, valid
until the next message is asked for (the batch holding it then commits the subscriber position and the
publisher may reuse that space). ``bytes(message)`` keeps a copy. Fragmented messages are reassembled
into a private buffer, which stays valid as long as the caller holds it.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator
from typing import TypeVar

from aeronkit.asyncio.backoff import DEFAULT_BACKOFF, Backoff, BackoffSettings
from aeronkit.client import (
    CLOSED,
    MAX_POSITION_EXCEEDED,
    Aeron,
    Batch,
    Context,
    ExclusivePublication,
    Publication,
    Subscription,
)
from aeronkit.client.header import BEGIN_FLAG, END_FLAG, UNFRAGMENTED
from aeronkit.errors import AeronError, ClosedError, DriverTimeoutError

T = TypeVar("T")
Buffer = bytes | bytearray | memoryview
DEFAULT_MAX_FRAGMENTS = 256


class Message:
    """One whole message: ``buffer`` (zero-copy: valid until the next message is asked for), its session."""

    __slots__ = ("buffer", "session_id")

    def __init__(self, buffer: memoryview, session_id: int) -> None:
        self.buffer = buffer
        self.session_id = session_id

    def __bytes__(self) -> bytes:
        return bytes(self.buffer)

    def __len__(self) -> int:
        return self.buffer.nbytes

    def __repr__(self) -> str:
        return f"Message(session_id={self.session_id}, length={len(self)})"


async def _until(attempt: Callable[[], T | None], backoff: Backoff, deadline: float | None, what: str) -> T:
    """Call ``attempt`` until it returns something other than None, backing off between tries."""
    while True:
        result = attempt()
        if result is not None:
            return result
        if deadline is not None and time.monotonic() > deadline:
            raise TimeoutError(f"{what}: not done within the deadline")
        await backoff.idle()


def _deadline(timeout_s: float | None) -> float | None:
    return None if timeout_s is None else time.monotonic() + timeout_s


class AsyncPublication:
    """A publication whose ``offer`` waits out back pressure (and a missing subscriber) on the loop."""

    def __init__(self, publication: Publication, backoff: BackoffSettings = DEFAULT_BACKOFF) -> None:
        self.publication = publication
        self._backoff = backoff

    async def offer(self, buffer: Buffer, offset: int = 0, length: int | None = None, *,
                    timeout: float | None = None) -> int:
        """Append one message; its new stream position.

        NOT_CONNECTED, BACK_PRESSURED and ADMIN_ACTION are waited out with the backoff until ``timeout``
        seconds (None: no limit) pass, then TimeoutError. CLOSED raises ClosedError and
        MAX_POSITION_EXCEEDED raises AeronError: no wait can change those.
        """
        publication = self.publication

        def attempt() -> int | None:
            result = publication.offer(buffer, offset, length)
            if result > 0:
                return result
            if result == CLOSED:
                raise ClosedError(f"publication {publication.registration_id} is closed")
            if result == MAX_POSITION_EXCEEDED:
                raise AeronError(f"publication {publication.registration_id}: max position exceeded")
            return None

        return await _until(attempt, Backoff(self._backoff), _deadline(timeout),
                            f"offer on stream {publication.stream_id} ({publication.channel})")

    async def wait_connected(self, timeout: float | None = None) -> None:
        """Until a subscriber is connected (``is_connected``)."""
        await _until(lambda: True if self.publication.is_connected else None, Backoff(self._backoff),
                     _deadline(timeout), f"a subscriber on stream {self.publication.stream_id}")

    @property
    def is_connected(self) -> bool:
        return self.publication.is_connected

    @property
    def position(self) -> int:
        return self.publication.position

    @property
    def session_id(self) -> int:
        return self.publication.session_id

    def close(self) -> None:
        self.publication.close()


class AsyncSubscription:
    """``async for message in subscription``: whole messages, zero-copy, across every image.

    Iteration ends (StopAsyncIteration) once the subscription is closed. Breaking out of the loop keeps
    the unread rest of the current batch for the next iteration; ``close()`` releases it.
    """

    def __init__(self, subscription: Subscription, backoff: BackoffSettings = DEFAULT_BACKOFF,
                 max_fragments: int = DEFAULT_MAX_FRAGMENTS) -> None:
        self.subscription = subscription
        self.max_fragments = max_fragments
        self._backoff = backoff
        self._batch: Batch | None = None
        self._fragments: Iterator[tuple[memoryview, int]] = iter(())
        self._session_id = 0
        self._partial: dict[int, bytearray] = {}

    def __aiter__(self) -> AsyncSubscription:
        return self

    async def __anext__(self) -> Message:
        backoff = Backoff(self._backoff)
        while True:
            message = self._next_in_batch()
            if message is not None:
                return message
            self._release()
            if self.subscription.is_closed:
                raise StopAsyncIteration
            batch = self.subscription.poll_batch(self.max_fragments)
            if batch.count:
                assert batch.image is not None
                self._batch, self._fragments, self._session_id = batch, iter(batch), batch.image.session_id
                backoff.reset()
                continue
            await backoff.idle()

    def _next_in_batch(self) -> Message | None:
        """The next whole message in the held batch (joining fragments), or None when it is used up."""
        session_id = self._session_id
        for view, flags in self._fragments:
            if flags & UNFRAGMENTED == UNFRAGMENTED:
                return Message(view, session_id)
            if flags & BEGIN_FLAG:
                self._partial[session_id] = bytearray(view)
                continue
            partial = self._partial.get(session_id)
            if partial is None:  # joined mid-message: skip to the next BEGIN
                continue
            partial += view
            if flags & END_FLAG:
                del self._partial[session_id]
                return Message(memoryview(partial), session_id)
        return None

    def _release(self) -> None:
        if self._batch is not None:
            self._batch.release()
            self._batch = None
            self._fragments = iter(())

    async def wait_for_image(self, timeout: float | None = None) -> None:
        """Until at least one publisher's image is connected."""
        await _until(lambda: True if self.subscription.image_count else None, Backoff(self._backoff),
                     _deadline(timeout), f"an image on stream {self.subscription.stream_id}")

    @property
    def image_count(self) -> int:
        return self.subscription.image_count

    def close(self) -> None:
        self._release()
        self.subscription.close()


class AsyncAeron:
    """An Aeron client for asyncio code; ``aeron`` is the synchronous client underneath (shareable)."""

    def __init__(self, aeron: Aeron, backoff: BackoffSettings = DEFAULT_BACKOFF, owned: bool = True) -> None:
        self.aeron = aeron
        self.backoff = backoff
        self._owned = owned

    async def _registered(self, registration_id: int, get: Callable[[int], T | None], what: str) -> T:
        """Wait for the driver's answer to an ``async_add_*``; DriverTimeoutError after the driver timeout."""
        timeout_ms = self.aeron.context.driver_timeout_ms
        assert timeout_ms is not None  # Aeron.connect concluded the context
        try:
            return await _until(lambda: get(registration_id), Backoff(self.backoff),
                                time.monotonic() + timeout_ms / 1000.0, what)
        except TimeoutError:
            raise DriverTimeoutError(f"{what}: no answer from the driver within {timeout_ms} ms") from None

    async def add_publication(self, channel: str, stream_id: int) -> AsyncPublication:
        registration_id = self.aeron.async_add_publication(channel, stream_id)
        publication = await self._registered(registration_id, self.aeron.get_publication,
                                             f"add publication {channel} {stream_id}")
        return AsyncPublication(publication, self.backoff)

    async def add_exclusive_publication(self, channel: str, stream_id: int) -> AsyncPublication:
        registration_id = self.aeron.async_add_exclusive_publication(channel, stream_id)
        publication: ExclusivePublication = await self._registered(
            registration_id, self.aeron.get_exclusive_publication,
            f"add exclusive publication {channel} {stream_id}")
        return AsyncPublication(publication, self.backoff)

    async def add_subscription(self, channel: str, stream_id: int,
                               max_fragments: int = DEFAULT_MAX_FRAGMENTS) -> AsyncSubscription:
        registration_id = self.aeron.async_add_subscription(channel, stream_id)
        subscription = await self._registered(registration_id, self.aeron.get_subscription,
                                              f"add subscription {channel} {stream_id}")
        return AsyncSubscription(subscription, self.backoff, max_fragments)

    def close(self) -> None:
        if self._owned:
            self.aeron.close()

    async def __aenter__(self) -> AsyncAeron:
        return self

    async def __aexit__(self, *exc: object) -> None:
        self.close()


async def connect(ctx: Context | None = None, backoff: BackoffSettings = DEFAULT_BACKOFF) -> AsyncAeron:
    """Connect to a media driver without blocking the loop (the wait for the driver runs in an executor)."""
    loop = asyncio.get_running_loop()
    aeron = await loop.run_in_executor(None, Aeron.connect, ctx)
    return AsyncAeron(aeron, backoff)
