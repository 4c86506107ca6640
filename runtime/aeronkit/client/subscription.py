"""A Subscription: the images of every publisher session matching a channel and stream id.

aeron-client/src/main/java/io/aeron/Subscription.java at 1.51.0: the conductor adds and removes images
as the driver announces them, replacing the image tuple as a whole, so a poll on the user's thread always
iterates a consistent snapshot without a lock. Polls go round-robin over the images, starting one further
each call, so no session starves another. ``poll`` and ``controlled_poll`` are C (aeronkit._hotpath.
SubscriptionCore, the base class): they go straight into each image's C poll loop.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from aeronkit._hotpath import SubscriptionCore
from aeronkit.client import channel_status as cs
from aeronkit.client.batch import Batch
from aeronkit.client.image import (
    DEFAULT_MAX_BATCH_FRAGMENTS,
    BlockHandler,
    ControlledFragmentHandler,
    FragmentHandler,
    Image,
    RawBlockHandler,
)
from aeronkit.errors import ClosedError

if TYPE_CHECKING:
    from aeronkit.client.client_conductor import ClientConductor

ImageHandler = Callable[[Image], None]


class FragmentSource(Protocol):
    """What a poller needs from a Subscription (or an Image, or a test's stand-in): fragments on demand."""

    def poll(self, handler: FragmentHandler, fragment_limit: int, /) -> int: ...

    def controlled_poll(self, handler: ControlledFragmentHandler, fragment_limit: int, /) -> int: ...


class Subscription(SubscriptionCore):
    """From the C base: ``poll(handler, fragment_limit)`` and ``controlled_poll(handler, fragment_limit)``,
    which poll the images round-robin for up to ``fragment_limit`` fragments in total."""

    def __init__(self, conductor: ClientConductor, channel: str, stream_id: int, registration_id: int,
                 available_image_handler: ImageHandler | None = None,
                 unavailable_image_handler: ImageHandler | None = None) -> None:
        self._conductor = conductor
        self.channel = channel
        self.stream_id = stream_id
        self.registration_id = registration_id
        self.available_image_handler = available_image_handler
        self.unavailable_image_handler = unavailable_image_handler
        self.channel_status_id = -1
        self._images: tuple[Image, ...] = ()
        self._round_robin = 0
        self._closed = False
        self._closed_by_user = False

    # -- state ------------------------------------------------------------------------------------------

    @property
    def images(self) -> list[Image]:
        return list(self._images)

    @property
    def image_count(self) -> int:
        return len(self._images)

    @property
    def is_connected(self) -> bool:
        return any(not image.is_closed for image in self._images)

    @property
    def is_closed(self) -> bool:
        return self._closed

    def image_by_session_id(self, session_id: int) -> Image | None:
        for image in self._images:
            if image.session_id == session_id:
                return image
        return None

    def _check(self) -> bool:
        if self._closed:
            if self._closed_by_user:
                raise ClosedError(f"subscription {self.registration_id} on {self.channel} is closed")
            return False
        return True

    def _ordered(self) -> list[Image]:
        images = self._images
        n = len(images)
        if n == 0:
            return []
        start = self._round_robin % n
        self._round_robin = start + 1
        return [*images[start:], *images[:start]]

    # -- polls ------------------------------------------------------------------------------------------

    def block_poll(self, handler: BlockHandler, block_length_limit: int) -> int:
        """Each image hands over at most ``block_length_limit`` bytes of whole frames; returns bytes."""
        if not self._check():
            return 0
        return sum(image.block_poll(handler, block_length_limit) for image in self._ordered())

    def raw_poll(self, handler: RawBlockHandler, block_length_limit: int) -> int:
        """Image.raw_poll on each image (the block and where it lies in the log file); returns bytes."""
        if not self._check():
            return 0
        return sum(image.raw_poll(handler, block_length_limit) for image in self._ordered())

    def poll_batch(self, max_fragments: int = DEFAULT_MAX_BATCH_FRAGMENTS) -> Batch:
        """Batch API: the next non-empty batch from the images, round-robin (see Image.poll_batch)."""
        if not self._check():
            return Batch.empty()
        for image in self._ordered():
            batch = image.poll_batch(max_fragments)
            if batch.count:
                return batch
        return Batch.empty()

    # -- channel endpoint -------------------------------------------------------------------------------

    @property
    def channel_status(self) -> int:
        """ACTIVE (1), INITIALIZING (0), ERRORED (-1) or CLOSING (2); NO_ID_ALLOCATED (-1) once closed."""
        if self._closed:
            return cs.NO_ID_ALLOCATED
        return cs.channel_status(self._conductor.counters_reader, self.channel_status_id)

    @property
    def local_socket_addresses(self) -> list[str]:
        return cs.local_socket_addresses(self._conductor.counters_reader, self.channel_status,
                                         self.channel_status_id)

    @property
    def resolved_endpoint(self) -> str | None:
        """The bound ``host:port`` of the subscription's socket (the port a ``:0`` endpoint got)."""
        addresses = self.local_socket_addresses
        return addresses[0] if addresses else None

    def try_resolve_channel_endpoint_port(self) -> str | None:
        """The channel with an ``endpoint=host:0`` wildcard port replaced by the bound port; the channel as
        is when there is nothing to resolve; None while the driver has not bound it yet."""
        if not cs.needs_port_resolution(self.channel):
            return self.channel
        resolved = self.resolved_endpoint
        return None if resolved is None else cs.with_resolved_port(self.channel, resolved)

    # -- destinations (multi-destination subscription: ``control-mode=manual``) ----------------------------

    def _check_open(self) -> None:
        if self._closed:
            raise ClosedError(f"subscription {self.registration_id} on {self.channel} is closed")

    def add_destination(self, endpoint_channel: str) -> None:
        """Receive also from ``endpoint_channel`` (ADD_RCV_DESTINATION); waits for the driver."""
        self._check_open()
        self._conductor.add_rcv_destination(self.registration_id, endpoint_channel)

    def remove_destination(self, endpoint_channel: str) -> None:
        self._check_open()
        self._conductor.remove_rcv_destination(self.registration_id, endpoint_channel)

    def async_add_destination(self, endpoint_channel: str) -> int:
        """Send ADD_RCV_DESTINATION without waiting; poll ``aeron.is_command_active(returned id)``."""
        self._check_open()
        return self._conductor.async_add_rcv_destination(self.registration_id, endpoint_channel)

    def async_remove_destination(self, endpoint_channel: str) -> int:
        self._check_open()
        return self._conductor.async_remove_rcv_destination(self.registration_id, endpoint_channel)

    # -- conductor side ---------------------------------------------------------------------------------

    def _add_image(self, image: Image) -> None:
        self._images = (*self._images, image)

    def _remove_image(self, correlation_id: int) -> Image | None:
        for image in self._images:
            if image.correlation_id == correlation_id:
                self._images = tuple(i for i in self._images if i is not image)
                image._internal_close()
                return image
        return None

    def _internal_close(self) -> list[Image]:
        self._closed = True
        images = list(self._images)
        self._images = ()
        for image in images:
            image._internal_close()
        return images

    # -- lifecycle --------------------------------------------------------------------------------------

    def close(self) -> None:
        """Remove the subscription from the driver; its images close. Idempotent."""
        try:
            if not self._closed:
                self._conductor.release_subscription(self)
        finally:
            self._closed_by_user = self._closed  # still open if the conductor refused (a reentrant call)

    def __enter__(self) -> Subscription:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return (f"Subscription(channel={self.channel!r}, stream_id={self.stream_id}, "
                f"registration_id={self.registration_id}, images={len(self._images)})")
