"""aeronkit for asyncio: awaitable connect, ``async for`` over messages, ``await offer``, archive requests,
and the cluster client (``AsyncAeronCluster``: ``async for`` over its egress).

    import asyncio
    from aeronkit import asyncio as aeronkit_asyncio

    async def main() -> None:
        async with await aeronkit_asyncio.connect() as aeron:
            sub = await aeron.add_subscription("aeron:ipc", 1001)
            pub = await aeron.add_exclusive_publication("aeron:ipc", 1001)
            await pub.offer(b"hello")
            async for message in sub:
                print(bytes(message))   # message.buffer is valid until the next message is asked for
                break

Cooperative polling with a bounded backoff on the loop's own thread; see docs/asyncio.md.
"""

from aeronkit.asyncio.archive import AsyncAeronArchive
from aeronkit.asyncio.backoff import DEFAULT_BACKOFF, Backoff, BackoffSettings
from aeronkit.asyncio.client import (
    AsyncAeron,
    AsyncPublication,
    AsyncSubscription,
    Message,
    connect,
)
from aeronkit.asyncio.cluster import AsyncAeronCluster, EgressMessage

__all__ = [
    "DEFAULT_BACKOFF",
    "AsyncAeron",
    "AsyncAeronArchive",
    "AsyncAeronCluster",
    "AsyncPublication",
    "AsyncSubscription",
    "Backoff",
    "BackoffSettings",
    "EgressMessage",
    "Message",
    "connect",
]
