"""What every stream the conductor creates needs, written once: its log, its counters, its subscribers.

An IPC publication, a network publication and a publication image each get a log buffer file with its
metadata filled in (DriverConductor.newPublicationLog / newPublicationImageLog / initLogMetadata in
aeron-driver/src/main/java/io/aeron/driver/DriverConductor.java at 1.51.0) and a set of stream counters
(pub-pos and pub-lmt; snd-pos, snd-lmt, ...; rcv-hwm, rcv-pos, ...) with the same key. ``create`` makes
them together: if a counter or the stream object cannot be made, every counter taken so far is freed and
the log file is unmapped and deleted, so a failed command leaves nothing behind. It also keeps the
"Bytes currently mapped" system counter in step with the logs it creates and releases.

``link_subscriber`` is the one way a subscription joins a stream (linkIpcSubscription, linkSpy and
PublicationImage.addSubscriber's caller in Aeron): allocate the ``sub-pos`` counter at the join position,
point its reference id at the stream, link both sides and tell the client ON_AVAILABLE_IMAGE, which an
untethered subscriber hears again when it rejoins after resting (``rejoin_subscriber``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from aeronkit.constants import NULL_VALUE
from aeronkit.driver.stream_counters import (
    SUBSCRIBER_POSITION_NAME,
    SUBSCRIBER_POSITION_TYPE_ID,
    Position,
    allocate_stream_counter,
)
from aeronkit.driver.system_counters import SystemCounterId, SystemCounters
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.log_buffers import LogBuffers

if TYPE_CHECKING:
    from aeronkit.concurrent.counters import CountersManager
    from aeronkit.driver.client_proxy import ClientProxy
    from aeronkit.driver.publication_params import PublicationParams
    from aeronkit.driver.subscription_link import Subscribable, SubscriptionLink

T = TypeVar("T")
NewCounter = Callable[[str, int], Position]
"""counter(name, type_id): one more stream counter with the stream's key (freed again if creation fails)."""


@dataclass(frozen=True)
class LogSpec:
    """What a new log's metadata starts with; a field left at its default is written as Aeron leaves it."""

    correlation_id: int
    session_id: int
    stream_id: int
    term_length: int
    mtu_length: int
    initial_term_id: int
    term_id: int
    term_offset: int
    log_type: int
    sparse: bool
    publication_window_length: int = 0
    linger_timeout_ns: int = 0
    untethered_window_limit_timeout_ns: int = 0
    untethered_linger_timeout_ns: int = 0
    untethered_resting_timeout_ns: int = 0
    signal_eos: bool = False
    spies_simulate_connection: bool = False
    entity_tag: int = NULL_VALUE
    receiver_window_length: int = 0
    group: bool = False
    tether: bool = False
    rejoin: bool = False
    reliable: bool = False
    is_response: bool = False
    response_correlation_id: int = NULL_VALUE

    @classmethod
    def for_publication(
        cls,
        registration_id: int,
        session_id: int,
        stream_id: int,
        params: PublicationParams,
        *,
        exclusive: bool,
        group: bool = False,
    ) -> LogSpec:
        """An IPC or network publication's log: the channel's parameters, resolved."""
        return cls(
            correlation_id=registration_id,
            session_id=session_id,
            stream_id=stream_id,
            term_length=params.term_length,
            mtu_length=params.mtu_length,
            initial_term_id=params.initial_term_id,
            term_id=params.term_id,
            term_offset=params.term_offset,
            log_type=(
                d.LOG_BUFFER_TYPE_EXCLUSIVE_PUBLICATION
                if exclusive
                else d.LOG_BUFFER_TYPE_CONCURRENT_PUBLICATION
            ),
            sparse=params.sparse,
            publication_window_length=params.publication_window_length,
            linger_timeout_ns=params.linger_timeout_ns,
            untethered_window_limit_timeout_ns=params.untethered_window_limit_timeout_ns,
            untethered_linger_timeout_ns=params.untethered_linger_timeout_ns,
            untethered_resting_timeout_ns=params.untethered_resting_timeout_ns,
            signal_eos=params.signal_eos,
            spies_simulate_connection=params.spies_simulate_connection,
            entity_tag=params.entity_tag,
            group=group,
            is_response=params.is_response,
            response_correlation_id=params.response_correlation_id,
        )


class StreamResources:
    """Creates logs with their counters, releases their mapped bytes, and links subscribers."""

    def __init__(
        self,
        aeron_dir: Path,
        page_size: int,
        counters_manager: CountersManager,
        system_counters: SystemCounters,
        client_proxy: ClientProxy,
    ) -> None:
        self.aeron_dir = aeron_dir
        self.page_size = page_size
        self.counters_manager = counters_manager
        self.client_proxy = client_proxy
        self._bytes_mapped = system_counters[SystemCounterId.BYTES_CURRENTLY_MAPPED]

    def create(
        self,
        directory: str,
        spec: LogSpec,
        client_id: int,
        channel: str,
        build: Callable[[LogBuffers, NewCounter], T],
    ) -> T:
        """``build(log, counter)`` the stream over a new ``<directory>/<correlation id>.logbuffer``."""
        path = self.aeron_dir / directory / f"{spec.correlation_id}.logbuffer"
        log = LogBuffers.create(
            path,
            spec.term_length,
            page_size=self.page_size,
            mtu_length=spec.mtu_length,
            initial_term_id=spec.initial_term_id,
            term_id=spec.term_id,
            term_offset=spec.term_offset,
            session_id=spec.session_id,
            stream_id=spec.stream_id,
            correlation_id=spec.correlation_id,
            log_type=spec.log_type,
            sparse=spec.sparse,
            publication_window_length=spec.publication_window_length,
            linger_timeout_ns=spec.linger_timeout_ns,
            untethered_window_limit_timeout_ns=spec.untethered_window_limit_timeout_ns,
            untethered_linger_timeout_ns=spec.untethered_linger_timeout_ns,
            untethered_resting_timeout_ns=spec.untethered_resting_timeout_ns,
            signal_eos=spec.signal_eos,
            spies_simulate_connection=spec.spies_simulate_connection,
            entity_tag=spec.entity_tag,
            receiver_window_length=spec.receiver_window_length,
            group=spec.group,
            tether=spec.tether,
            rejoin=spec.rejoin,
            reliable=spec.reliable,
            is_response=spec.is_response,
            response_correlation_id=spec.response_correlation_id,
        )
        allocated: list[Position] = []

        def counter(name: str, type_id: int) -> Position:
            position = allocate_stream_counter(
                self.counters_manager,
                name,
                type_id,
                client_id,
                spec.correlation_id,
                spec.session_id,
                spec.stream_id,
                channel,
            )
            allocated.append(position)
            return position

        try:
            stream = build(log, counter)
        except BaseException:
            for position in allocated:
                position.close()
            log.close()
            path.unlink(missing_ok=True)
            raise
        self._bytes_mapped.get_and_add(d.compute_log_length(spec.term_length, self.page_size))
        return stream

    def release(self, term_length: int) -> None:
        """A stream's log is going away: it no longer counts in "Bytes currently mapped"."""
        self._bytes_mapped.get_and_add(-d.compute_log_length(term_length, self.page_size))

    def link_subscriber(
        self, stream: Subscribable, link: SubscriptionLink, source_identity: str, now_ns: int
    ) -> Position:
        """Join ``link`` to ``stream`` at its join position and tell the client (ON_AVAILABLE_IMAGE)."""
        join_position = stream.join_position()
        position = allocate_stream_counter(
            self.counters_manager,
            SUBSCRIBER_POSITION_NAME,
            SUBSCRIBER_POSITION_TYPE_ID,
            link.client.client_id,
            link.registration_id,
            stream.session_id,
            link.stream_id,
            link.channel,
            join_position,
        )
        self.counters_manager.set_counter_reference_id(position.counter_id, stream.registration_id)
        position.set_release(join_position)
        link.link(stream, position)
        stream.add_subscriber(link, position, now_ns)
        self._on_available_image(stream, link, position, source_identity)
        return position

    def rejoin_subscriber(
        self, stream: Subscribable, link: SubscriptionLink, position: Position, source_identity: str
    ) -> None:
        """An untethered subscriber that rested rejoins at the current join position (ON_AVAILABLE_IMAGE)."""
        position.set_release(stream.join_position())
        self._on_available_image(stream, link, position, source_identity)

    def _on_available_image(
        self, stream: Subscribable, link: SubscriptionLink, position: Position, source_identity: str
    ) -> None:
        self.client_proxy.on_available_image(
            stream.registration_id,
            link.stream_id,
            stream.session_id,
            link.registration_id,
            position.counter_id,
            stream.log_file_name,
            source_identity,
        )
