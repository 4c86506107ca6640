"""The driver conductor: the agent that answers client commands and runs every resource's lifecycle.

Follows aeron-driver/src/main/java/io/aeron/driver/DriverConductor.java at 1.51.0 for IPC. One duty
cycle: read the clocks (through the injected nano and epoch clocks only, so a test can step it with a
ManualClock), on the timer interval heartbeat cnc.dat and run the managed resources' time events (client
liveness, publication and subscription cleanup, draining and lingering) and unblock the to-driver ring
buffer if a client died mid-command, read one client command, move publisher positions and limits, free
resources that reached end of life. Each of those is a named duty in ``do_work``; so is draining the
conductor's own command queue, where the Receiver's DriverConductorProxy puts image requests.

The conductor owns two helpers: ``streams`` (StreamResources: every stream's log, counters and subscriber
links, written once) and ``network`` (NetworkResources: the UDP publications, subscriptions, images and
endpoints). The Sender and Receiver are separate agents it reaches only through their proxies (SenderProxy,
ReceiverProxy); docs/architecture.md draws the agents, proxies and queues.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from aeronkit.client.channel_status import NO_ID_ALLOCATED
from aeronkit.codecs.driver_commands import ErrorCode
from aeronkit.command import types as command_types
from aeronkit.concurrent.command_queue import CommandQueue
from aeronkit.concurrent.counters import NULL_COUNTER_ID, CountersManager
from aeronkit.concurrent.ring_buffer import ManyToOneRingBuffer
from aeronkit.constants import NULL_VALUE
from aeronkit.driver import channel_uri
from aeronkit.driver.client_command_adapter import ClientCommandAdapter
from aeronkit.driver.client_proxy import ClientProxy
from aeronkit.driver.configuration import (
    CMD_QUEUE_CAPACITY,
    IPC_CHANNEL,
    MAX_ERROR_MESSAGE_LENGTH,
    PUBLICATIONS_DIR,
    RESOURCE_FREE_LIMIT,
    SPY_PREFIX,
    ThreadingMode,
)
from aeronkit.driver.driver_conductor_proxy import DriverConductorProxy
from aeronkit.driver.duty_cycle_tracker import DutyCycleTracker
from aeronkit.driver.exceptions import ControlProtocolError, DriverEvent, InvalidChannelError
from aeronkit.driver.ipc_publication import IPC_SOURCE_IDENTITY, IpcPublication, State
from aeronkit.driver.network_links import NetworkSubscriptionLink
from aeronkit.driver.network_resources import NetworkResources
from aeronkit.driver.publication_params import (
    PublicationParams,
    confirm_match,
    publication_params,
    random_id,
    subscription_params,
)
from aeronkit.driver.receiver_proxy import ReceiverProxy
from aeronkit.driver.sender_proxy import SenderProxy
from aeronkit.driver.stream_counters import (
    PUBLISHER_LIMIT_NAME,
    PUBLISHER_LIMIT_TYPE_ID,
    PUBLISHER_POS_CONCURRENT_NAME,
    PUBLISHER_POS_EXCLUSIVE_NAME,
    PUBLISHER_POS_TYPE_ID,
    Position,
    allocate_client_heartbeat,
)
from aeronkit.driver.stream_resources import LogSpec, NewCounter, StreamResources
from aeronkit.driver.subscription_link import AeronClient, CounterLink, PublicationLink, SubscriptionLink
from aeronkit.driver.system_counters import SystemCounterId, SystemCounters
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.log_buffers import LogBuffers

if TYPE_CHECKING:
    from aeronkit.clock import EpochClock, NanoClock
    from aeronkit.driver.ext.loss_generators import DebugChannelEndpointConfiguration
    from aeronkit.driver.media.batch_io import Address
    from aeronkit.driver.media.transport import SocketBufferLimits
    from aeronkit.driver.media_driver import Context
    from aeronkit.driver.receiver import Receiver
    from aeronkit.driver.sender import Sender
    from aeronkit.driver.udp_frames import ErrorFrame
    from aeronkit.loss_report import LossReportFile

CLOCK_UPDATE_INTERVAL_NS = 1_000_000


class ManagedResource(Protocol):
    def on_time_event(self, now_ns: int, now_ms: int, conductor: DriverConductor) -> None: ...

    def has_reached_end_of_life(self) -> bool: ...

    def close(self) -> None: ...

    def free(self) -> bool: ...


class CachedEpochClock:
    """Epoch ms the conductor refreshes about once a millisecond; counters and timers read this."""

    __slots__ = ("_ms",)

    def __init__(self, ms: int = 0) -> None:
        self._ms = ms

    def update(self, ms: int) -> None:
        self._ms = ms

    def time_ms(self) -> int:
        return self._ms


class DriverConductor:
    """The conductor agent (role name ``driver-conductor``)."""

    def __init__(
        self,
        ctx: Context,
        *,
        to_driver: ManyToOneRingBuffer,
        client_proxy: ClientProxy,
        counters_manager: CountersManager,
        system_counters: SystemCounters,
        cached_epoch_clock: CachedEpochClock,
        error_handler: Callable[[BaseException], None],
        termination_hook: Callable[[], None],
    ) -> None:
        self.ctx = ctx
        self.aeron_dir = Path(ctx.aeron_dir)
        self.nano_clock: NanoClock = ctx.nano_clock
        self.epoch_clock: EpochClock = ctx.epoch_clock
        self.cached_epoch_clock = cached_epoch_clock
        self.to_driver = to_driver
        self.client_proxy = client_proxy
        self.counters_manager = counters_manager
        self.system_counters = system_counters
        self.error_handler = error_handler
        self.termination_hook = termination_hook
        self.timer_interval_ns = ctx.timer_interval_ns
        self.client_liveness_timeout_ns = ctx.client_liveness_timeout_ns
        self.duty_cycle_tracker = DutyCycleTracker(
            system_counters[SystemCounterId.CONDUCTOR_MAX_CYCLE_TIME],
            system_counters[SystemCounterId.CONDUCTOR_CYCLE_TIME_THRESHOLD_EXCEEDED],
            ctx.conductor_cycle_threshold_ns,
        )
        self.command_adapter = ClientCommandAdapter(to_driver, client_proxy, self, self._on_command_error)
        self.clients: list[AeronClient] = []
        self.publication_links: list[PublicationLink] = []
        self.subscription_links: list[SubscriptionLink] = []
        self.counter_links: list[CounterLink] = []
        self.ipc_publications: list[IpcPublication] = []
        self.end_of_life: list[ManagedResource] = []
        self.active_sessions: set[tuple[int, int, str]] = set()
        self.next_session_id = random_id()
        self.timer_deadline_ns = 0
        self.clock_update_deadline_ns = 0
        self.last_command_consumer_position = to_driver.consumer_position()
        self.time_of_last_to_driver_position_change_ns = 0
        self.closed = False
        self.streams = StreamResources(
            self.aeron_dir, ctx.file_page_size, counters_manager, system_counters, client_proxy
        )
        self.commands = CommandQueue(CMD_QUEUE_CAPACITY)
        self.same_thread = ctx.threading_mode in (ThreadingMode.SHARED, ThreadingMode.INVOKER)
        self.proxy = DriverConductorProxy(
            self, system_counters[SystemCounterId.CONDUCTOR_PROXY_FAILS], same_thread=self.same_thread
        )
        self.network = NetworkResources(self)

    def attach_network(
        self,
        sender: Sender,
        receiver: Receiver,
        loss_report_file: LossReportFile,
        loss_configuration: DebugChannelEndpointConfiguration,
        socket_limits: SocketBufferLimits,
    ) -> None:
        """Give the conductor its UDP agents (through their proxies); until then UDP commands are refused.

        In the SHARED and INVOKER threading modes every agent runs on one thread, which the proxies need to
        know when a queue is full (aeronkit.concurrent.command_queue)."""
        counters, same_thread = self.system_counters, self.same_thread
        self.network.attach(
            SenderProxy(sender, counters[SystemCounterId.SENDER_PROXY_FAILS], same_thread=same_thread),
            ReceiverProxy(receiver, counters[SystemCounterId.RECEIVER_PROXY_FAILS], same_thread=same_thread),
            loss_report_file,
            loss_configuration,
            socket_limits,
        )

    # -- agent -----------------------------------------------------------------------------------------

    def role_name(self) -> str:
        return "driver-conductor"

    def on_start(self) -> None:
        now_ns = self.nano_clock.nano_time()
        self.cached_epoch_clock.update(self.epoch_clock.time_ms())
        self.duty_cycle_tracker.update(now_ns)
        self.timer_deadline_ns = now_ns + self.timer_interval_ns
        self.clock_update_deadline_ns = now_ns + CLOCK_UPDATE_INTERVAL_NS
        self.time_of_last_to_driver_position_change_ns = now_ns

    def do_work(self) -> int:
        now_ns = self.nano_clock.nano_time()
        self._track_time(now_ns)
        work = self._process_timers(now_ns)
        work += self._process_client_commands()
        work += self._drain_command_queue()
        work += self._track_stream_positions()
        work += self._free_end_of_life_resources(RESOURCE_FREE_LIMIT)
        return work

    def on_close(self) -> None:
        """Free every log and counter; tell clients the driver is gone (heartbeat -1)."""
        if self.closed:
            return
        self.closed = True
        for publication in self.ipc_publications:
            publication.close()
            publication.free()
        self.ipc_publications.clear()
        for resource in self.end_of_life:
            if hasattr(resource, "receiver_released"):
                resource.receiver_released = True
        self.commands.close()
        self.network.close()
        self._free_end_of_life_resources(limit=len(self.end_of_life))
        self.to_driver.consumer_heartbeat_time = NULL_VALUE

    def _track_time(self, now_ns: int) -> None:
        self.duty_cycle_tracker.measure_and_update(now_ns)
        if self.clock_update_deadline_ns - now_ns < 0:
            self.clock_update_deadline_ns = now_ns + CLOCK_UPDATE_INTERVAL_NS
            self.cached_epoch_clock.update(self.epoch_clock.time_ms())

    def _process_timers(self, now_ns: int) -> int:
        if self.timer_deadline_ns - now_ns >= 0:
            return 0
        self.timer_deadline_ns = now_ns + self.timer_interval_ns
        now_ms = self.cached_epoch_clock.time_ms()
        self.to_driver.consumer_heartbeat_time = now_ms
        self._check_managed_resources(self.clients, now_ns, now_ms)
        self._check_managed_resources(self.publication_links, now_ns, now_ms)
        self._check_managed_resources(self.subscription_links, now_ns, now_ms)
        self._check_managed_resources(self.ipc_publications, now_ns, now_ms)
        self._check_managed_resources(self.network.network_publications, now_ns, now_ms)
        self._check_managed_resources(self.network.publication_images, now_ns, now_ms)
        self._check_managed_resources(self.counter_links, now_ns, now_ms)
        self._check_for_blocked_to_driver_commands(now_ns)
        return 1

    def _check_managed_resources(self, resources: list[Any], now_ns: int, now_ms: int) -> None:
        for resource in list(reversed(resources)):
            resource.on_time_event(now_ns, now_ms, self)
            if resource.has_reached_end_of_life():
                try:
                    resource.close()
                except Exception as ex:  # one broken resource must not stop the others' cleanup
                    self.error_handler(ex)
                self.end_of_life.append(resource)
                resources.remove(resource)

    def _free_end_of_life_resources(self, limit: int) -> int:
        work = 0
        for _ in range(min(limit, len(self.end_of_life))):
            resource = self.end_of_life.pop(0)
            if resource.free():
                work += 1
            else:
                self.system_counters[SystemCounterId.FREE_FAILS].increment()
                self.end_of_life.append(resource)
        return work

    def _check_for_blocked_to_driver_commands(self, now_ns: int) -> None:
        consumer = self.to_driver.consumer_position()
        if consumer == self.last_command_consumer_position and self.to_driver.producer_position() > consumer:
            deadline_ns = self.time_of_last_to_driver_position_change_ns + self.client_liveness_timeout_ns
            if deadline_ns - now_ns < 0 and self.to_driver.unblock():
                self.system_counters[SystemCounterId.UNBLOCKED_COMMANDS].increment()
        else:
            self.time_of_last_to_driver_position_change_ns = now_ns
            self.last_command_consumer_position = consumer

    def _process_client_commands(self) -> int:
        """One client command per cycle, none while the Sender's or Receiver's queue is full
        (DriverConductor.notAcceptingClientCommands): a command then waits in the ring buffer, so the
        conductor is not held up offering to a full queue."""
        if self.network.is_applying_backpressure():
            return 0
        return self.command_adapter.receive()

    def _drain_command_queue(self) -> int:
        """Run what the Receiver asked for through the DriverConductorProxy (image creation)."""
        return self.commands.drain()

    def _track_stream_positions(self) -> int:
        work = 0
        for publication in self.ipc_publications:
            work += publication.update_publisher_position_and_limit()
        return work + self.network.track_publication_positions()

    def _on_command_error(self, error: BaseException) -> None:
        self.system_counters[SystemCounterId.ERRORS].increment()
        self.error_handler(error)

    # -- clients ---------------------------------------------------------------------------------------

    def _find_client(self, client_id: int) -> AeronClient | None:
        for client in self.clients:
            if client.client_id == client_id:
                return client
        return None

    def get_or_add_client(self, client_id: int) -> AeronClient:
        client = self._find_client(client_id)
        if client is None:
            heartbeat = allocate_client_heartbeat(
                self.counters_manager, client_id, self.cached_epoch_clock.time_ms()
            )
            client = AeronClient(client_id, self.client_liveness_timeout_ns, heartbeat, self.system_counters)
            self.clients.append(client)
            self.client_proxy.on_counter_ready(client_id, heartbeat.counter_id)
        return client

    def on_client_keepalive(self, client_id: int) -> None:
        client = self._find_client(client_id)
        if client is not None:
            client.keepalive(self.cached_epoch_clock.time_ms())

    def on_client_close(self, client_id: int) -> None:
        client = self._find_client(client_id)
        if client is not None:
            client.on_closed_by_command()

    # -- publications ----------------------------------------------------------------------------------

    def _advance_session_id(self) -> int:
        session_id = self.next_session_id
        low = self.ctx.publication_reserved_session_id_low
        high = self.ctx.publication_reserved_session_id_high
        if low <= session_id <= high:
            session_id = high + 1
        self.next_session_id = d._i32(session_id + 1)
        return session_id

    def next_available_session_id(self, stream_id: int, media: str) -> int:
        while True:
            session_id = self._advance_session_id()
            if (session_id, stream_id, media) not in self.active_sessions:
                return session_id

    def on_next_available_session_id(self, correlation_id: int, stream_id: int) -> None:
        while True:
            session_id = self._advance_session_id()
            if not any(s == session_id and st == stream_id for s, st, _ in self.active_sessions):
                self.client_proxy.on_next_available_session_id(correlation_id, session_id)
                return

    def on_add_ipc_publication(
        self, channel: str, stream_id: int, correlation_id: int, client_id: int, exclusive: bool
    ) -> None:
        uri = channel_uri.parse(channel)
        if not uri.is_ipc:
            raise InvalidChannelError(f"expected aeron:ipc media: channel={channel}")
        params = publication_params(uri, self.ctx, stream_id)
        publication = None
        if not exclusive:
            publication = next(
                (
                    p
                    for p in self.ipc_publications
                    if p.stream_id == stream_id and not p.exclusive and p.state is State.ACTIVE
                ),
                None,
            )
        is_new = publication is None
        if publication is None:
            if params.session_id is None:
                params.session_id = self.next_available_session_id(stream_id, IPC_CHANNEL)
            elif (params.session_id, stream_id, IPC_CHANNEL) in self.active_sessions:
                raise InvalidChannelError(
                    f"existing publication has clashing sessionId={params.session_id} "
                    f"for streamId={stream_id} channel={channel}"
                )
            publication = self._add_ipc_publication(
                correlation_id, client_id, stream_id, channel, exclusive, params
            )
        else:
            confirm_match(
                uri,
                params,
                publication.channel,
                mtu_length=publication.log.mtu_length,
                term_length=publication.term_length,
                session_id=publication.session_id,
                initial_term_id=publication.initial_term_id,
                term_id=publication.params.term_id,
                term_offset=publication.params.term_offset,
            )
        self.publication_links.append(
            PublicationLink(correlation_id, self.get_or_add_client(client_id), publication)
        )
        self.client_proxy.on_publication_ready(
            correlation_id,
            publication.registration_id,
            stream_id,
            publication.session_id,
            publication.log_file_name,
            publication.publisher_limit.counter_id,
            NO_ID_ALLOCATED,
            exclusive,
        )
        if is_new:
            self.link_ipc_subscriptions(publication)

    def _add_ipc_publication(
        self,
        registration_id: int,
        client_id: int,
        stream_id: int,
        channel: str,
        exclusive: bool,
        params: PublicationParams,
    ) -> IpcPublication:
        session_id = params.session_id
        assert session_id is not None
        spec = LogSpec.for_publication(registration_id, session_id, stream_id, params, exclusive=exclusive)

        def build(log: LogBuffers, counter: NewCounter) -> IpcPublication:
            publisher_pos = counter(
                PUBLISHER_POS_EXCLUSIVE_NAME if exclusive else PUBLISHER_POS_CONCURRENT_NAME,
                PUBLISHER_POS_TYPE_ID,
            )
            publisher_limit = counter(PUBLISHER_LIMIT_NAME, PUBLISHER_LIMIT_TYPE_ID)
            if params.has_position:
                position = d.compute_position(
                    params.term_id,
                    params.term_offset,
                    d.position_bits_to_shift(params.term_length),
                    params.initial_term_id,
                )
                publisher_pos.set_release(position)
                publisher_limit.set_release(position)
            return IpcPublication(
                registration_id,
                channel,
                session_id,
                stream_id,
                exclusive,
                params,
                log,
                publisher_pos,
                publisher_limit,
                self.system_counters,
                self.ctx.publication_unblock_timeout_ns,
                self.ctx.image_liveness_timeout_ns,
                self.nano_clock.nano_time(),
            )

        publication = self.streams.create(PUBLICATIONS_DIR, spec, client_id, channel, build)
        self.ipc_publications.append(publication)
        self.active_sessions.add((session_id, stream_id, IPC_CHANNEL))
        return publication

    def on_remove_publication(self, registration_id: int, correlation_id: int, revoke: bool) -> None:
        link = next((p for p in self.publication_links if p.registration_id == registration_id), None)
        if link is None:
            raise ControlProtocolError(
                ErrorCode.UNKNOWN_PUBLICATION, f"unknown publication: {registration_id}"
            )
        self.publication_links.remove(link)
        if revoke:
            link.revoke()
        link.close()
        self.client_proxy.operation_succeeded(correlation_id)

    def on_destination(self, command: int, registration_id: int, channel: str, correlation_id: int) -> None:
        """Send destinations need a network (MDC) publication; receive destinations a multi-destination
        subscription (``control-mode=manual``), to which IPC and spy destinations add links of their own."""
        is_send_destination = command in (
            command_types.ADD_DESTINATION,
            command_types.REMOVE_DESTINATION,
            command_types.REMOVE_DESTINATION_BY_ID,
        )
        if is_send_destination:
            if not self.network.on_destination(command, registration_id, channel, correlation_id):
                raise ControlProtocolError(
                    ErrorCode.UNKNOWN_PUBLICATION, f"unknown publication: {registration_id}"
                )
        elif channel.startswith(IPC_CHANNEL) or channel.startswith(SPY_PREFIX):
            self._on_local_receive_destination(command, registration_id, channel, correlation_id)
        else:
            self.network.on_receive_destination(command, registration_id, channel, correlation_id)

    def _on_local_receive_destination(
        self, command: int, registration_id: int, channel: str, correlation_id: int
    ) -> None:
        """An IPC or spy destination of a multi-destination subscription is a link of its own with the
        subscription's registration id (DriverConductor.onAddRcvIpcDestination, onAddRcvSpyDestination,
        onRemoveRcvIpcOrSpyDestination at 1.51.0); its images reach the subscription like any other."""
        if command == command_types.REMOVE_RCV_DESTINATION:
            link = next((s for s in self.subscription_links
                         if s.registration_id == registration_id and s.channel == channel), None)
            if link is None:
                raise ControlProtocolError(
                    ErrorCode.UNKNOWN_SUBSCRIPTION, f"unknown subscription: {registration_id}")
            self.subscription_links.remove(link)
            for stream, _ in list(link.positions.values()):
                self.notify_unavailable_image_link(stream.registration_id, link)
            link.close()
            self.client_proxy.operation_succeeded(correlation_id)
            return
        mds = next((s for s in self.subscription_links if s.registration_id == registration_id
                    and isinstance(s, NetworkSubscriptionLink) and s.endpoint.is_multi_destination), None)
        if mds is None:
            raise ControlProtocolError(
                ErrorCode.UNKNOWN_SUBSCRIPTION, f"unknown MDS subscription: {registration_id}")
        if channel.startswith(SPY_PREFIX):
            self.network.on_add_spy_subscription(
                channel, mds.stream_id, registration_id, mds.client.client_id,
                destination_correlation_id=correlation_id,
            )
            return
        uri = channel_uri.parse(channel)
        link = SubscriptionLink(registration_id, mds.stream_id, channel, mds.client,
                                subscription_params(uri, self.ctx, mds.stream_id))
        self.subscription_links.append(link)
        self.client_proxy.operation_succeeded(correlation_id)
        for publication in self.ipc_publications:
            if link.matches(publication) and publication.is_accepting_subscriptions():
                self._link_ipc_subscription(publication, link)

    # -- subscriptions ---------------------------------------------------------------------------------

    def on_add_ipc_subscription(
        self, channel: str, stream_id: int, registration_id: int, client_id: int
    ) -> None:
        uri = channel_uri.parse(channel)
        params = subscription_params(uri, self.ctx, stream_id)
        link = SubscriptionLink(
            registration_id, stream_id, channel, self.get_or_add_client(client_id), params
        )
        self.subscription_links.append(link)
        self.client_proxy.on_subscription_ready(registration_id, NO_ID_ALLOCATED)
        for publication in self.ipc_publications:
            if link.matches(publication) and publication.is_accepting_subscriptions():
                self._link_ipc_subscription(publication, link)

    def link_ipc_subscriptions(self, publication: IpcPublication) -> None:
        for link in self.subscription_links:
            if (
                link.matches(publication)
                and not link.is_linked(publication)
                and publication.is_accepting_subscriptions()
            ):
                self._link_ipc_subscription(publication, link)

    def _link_ipc_subscription(self, publication: IpcPublication, link: SubscriptionLink) -> None:
        self.streams.link_subscriber(publication, link, IPC_SOURCE_IDENTITY, self.nano_clock.nano_time())

    def on_remove_subscription(self, registration_id: int, correlation_id: int) -> None:
        found = [link for link in self.subscription_links if link.registration_id == registration_id]
        if not found:
            raise ControlProtocolError(
                ErrorCode.UNKNOWN_SUBSCRIPTION, f"unknown subscription: {registration_id}"
            )
        for link in found:
            self.subscription_links.remove(link)
            link.close()
            self.network.remove_subscription(link)
        self.client_proxy.operation_succeeded(correlation_id)

    def notify_unavailable_image_link(self, resource_id: int, link: SubscriptionLink) -> None:
        self.client_proxy.on_unavailable_image(
            resource_id, link.registration_id, link.stream_id, link.channel
        )

    def transition_to_linger(self, publication: IpcPublication) -> None:
        self.active_sessions.discard((publication.session_id, publication.stream_id, IPC_CHANNEL))
        for link in self.subscription_links:
            if link.is_linked(publication):
                self.notify_unavailable_image_link(publication.registration_id, link)

    def cleanup_ipc_publication(self, publication: IpcPublication) -> None:
        for link in self.subscription_links:
            link.unlink(publication)
        self.streams.release(publication.term_length)

    def unlink_ipc_subscriptions(self, publication: IpcPublication) -> None:
        for link in self.subscription_links:
            if link.is_linked(publication):
                self.notify_unavailable_image_link(publication.registration_id, link)
                link.unlink(publication)

    def on_publication_error(
        self, registration_id: int, destination_registration_id: int, error: ErrorFrame, source: Address
    ) -> None:
        """A receiver sent a network publication an error frame (DriverConductor.onPublicationError): noted in
        the error log as a warning and passed on to clients as ON_PUBLICATION_ERROR."""
        self.error_handler(DriverEvent(
            f"onPublicationError: registrationId={registration_id}, "
            f"destinationRegistrationId={destination_registration_id}, sessionId={error.session_id}, "
            f"streamId={error.stream_id}, receiverId={error.receiver_id}, groupId={error.group_tag}, "
            f"errorCode={error.error_code}, errorMessage={error.error_message}"))
        self.client_proxy.on_publication_error(
            registration_id, error.session_id, error.stream_id, error.error_code, error.error_message,
            destination_registration_id=destination_registration_id, receiver_id=error.receiver_id,
            group_tag=error.group_tag, source=source)

    def on_reject_image(
        self, correlation_id: int, image_correlation_id: int, position: int, reason: str
    ) -> None:
        """A client rejects an image (DriverConductor.onRejectImage): a network image stops taking data and
        answers its source with error frames (the Receiver does that); an IPC one unlinks its subscribers."""
        if len(reason) > MAX_ERROR_MESSAGE_LENGTH:
            raise ControlProtocolError(
                ErrorCode.GENERIC_ERROR,
                f"Invalidation reason must be {MAX_ERROR_MESSAGE_LENGTH} bytes or less",
            )
        if not self.network.reject_image(image_correlation_id, reason):
            publication = next(
                (p for p in self.ipc_publications if p.registration_id == image_correlation_id), None
            )
            if publication is None:
                raise ControlProtocolError(
                    ErrorCode.GENERIC_ERROR,
                    f"Unable to resolve image for correlationId={image_correlation_id}",
                )
            publication.reject(position, reason, self, self.nano_clock.nano_time())
        self.system_counters[SystemCounterId.IMAGES_REJECTED].increment()
        self.client_proxy.operation_succeeded(correlation_id)

    # -- counters --------------------------------------------------------------------------------------

    def on_add_counter(
        self, type_id: int, key: bytes, label: str, correlation_id: int, client_id: int
    ) -> None:
        client = self.get_or_add_client(client_id)
        counter_id = self.counters_manager.allocate(label, type_id, key)
        self.counters_manager.set_counter_registration_id(counter_id, correlation_id)
        self.counters_manager.set_counter_owner_id(counter_id, client_id)
        self.counter_links.append(
            CounterLink(correlation_id, client, Position(self.counters_manager, counter_id))
        )
        self.client_proxy.on_counter_ready(correlation_id, counter_id)

    def on_add_static_counter(
        self, type_id: int, key: bytes, label: str, registration_id: int, correlation_id: int, client_id: int
    ) -> None:
        self.get_or_add_client(client_id)
        manager = self.counters_manager
        counter_id = manager.find_by_type_id_and_registration_id(type_id, registration_id)
        if counter_id != NULL_COUNTER_ID:
            if manager.get_counter_owner_id(counter_id) != NULL_VALUE:
                self.client_proxy.on_error(
                    correlation_id,
                    ErrorCode.GENERIC_ERROR,
                    "cannot add static counter, because a non-static counter exists "
                    f"(counterId={counter_id}) for typeId={type_id} and registrationId={registration_id}",
                )
            else:
                self.client_proxy.on_static_counter(correlation_id, counter_id)
            return
        counter_id = manager.allocate(label, type_id, key)
        manager.set_counter_registration_id(counter_id, registration_id)
        manager.set_counter_owner_id(counter_id, NULL_VALUE)
        self.client_proxy.on_static_counter(correlation_id, counter_id)

    def on_remove_counter(self, registration_id: int, correlation_id: int) -> None:
        link = next((c for c in self.counter_links if c.registration_id == registration_id), None)
        if link is None:
            raise ControlProtocolError(ErrorCode.UNKNOWN_COUNTER, f"unknown counter: {registration_id}")
        self.counter_links.remove(link)
        self.client_proxy.operation_succeeded(correlation_id)
        self.client_proxy.on_unavailable_counter(registration_id, link.counter_id)
        link.close()

    # -- driver ----------------------------------------------------------------------------------------

    def on_terminate_driver(self, token: bytes) -> None:
        if self.ctx.allow_termination(self.aeron_dir, token):
            self.termination_hook()

    # -- introspection for tools and tests -------------------------------------------------------------

    def publications(self) -> Iterable[IpcPublication]:
        return tuple(self.ipc_publications)

    def __repr__(self) -> str:
        return (
            f"DriverConductor(dir={self.aeron_dir}, pid={os.getpid()}, clients={len(self.clients)}, "
            f"publications={len(self.ipc_publications)}, subscriptions={len(self.subscription_links)})"
        )
