"""The conductor's UDP half: network publications, subscriptions, images, endpoints and destinations.

aeron-driver/src/main/java/io/aeron/driver/DriverConductor.java at 1.51.0 (newNetworkPublication,
onAddNetworkSubscription, onAddSpySubscription, onCreatePublicationImage, onAddSendDestination, ...). The
conductor opens the sockets itself (so an address in use or a socket-buffer mismatch is answered as
ON_ERROR for the command that asked) and then hands each endpoint, publication and image to the Sender
or Receiver through their command queues; the Receiver asks for images through the conductor's queue.
Counters carry Aeron's type ids and labels: snd-pos (2), snd-lmt (9), snd-bpe (13),
snd-naks-received (19), rcv-hwm (3), rcv-pos (5), rcv-naks-sent (20), snd-channel (6), rcv-channel (7).
"""

from __future__ import annotations

import struct
from typing import TYPE_CHECKING, Any

from aeronkit.codecs.driver_commands import ErrorCode
from aeronkit.concurrent.counters import MAX_LABEL_LENGTH
from aeronkit.driver import channel_uri
from aeronkit.driver import client_command_adapter as cca
from aeronkit.driver.agent_queues import CommandQueue
from aeronkit.driver.configuration import IMAGES_DIR, PUBLICATIONS_DIR, SPY_PREFIX
from aeronkit.driver.congestion_control import new_congestion_control
from aeronkit.driver.exceptions import ControlProtocolError, InvalidChannelError
from aeronkit.driver.ext.loss_generators import DebugChannelEndpointConfiguration
from aeronkit.driver.flow_control import FlowControlSettings, new_flow_control
from aeronkit.driver.loss_detector import (
    OptimalMulticastDelayGenerator,
    resolve_delay_generator,
    unicast_delay_generator,
)
from aeronkit.driver.loss_report_writer import ImageLossReporter
from aeronkit.driver.media.batch_io import Address
from aeronkit.driver.media.transport import (
    ReceiveChannelTransport,
    SendChannelTransport,
    SocketBufferLimits,
    validate_mtu_for_sndbuf,
    validate_window_for_rcvbuf,
)
from aeronkit.driver.media.udp_channel import UdpChannel, resolve_address
from aeronkit.driver.network_publication import NetworkPublication, PublicationCounters
from aeronkit.driver.network_publication import State as PubState
from aeronkit.driver.publication_image import PublicationImage
from aeronkit.driver.publication_params import confirm_match, publication_params, subscription_params
from aeronkit.driver.receive_channel_endpoint import ReceiveChannelEndpoint
from aeronkit.driver.retransmit_handler import RetransmitHandler
from aeronkit.driver.send_channel_endpoint import SendChannelEndpoint
from aeronkit.driver.stream_counters import (
    PUBLISHER_LIMIT_NAME,
    PUBLISHER_LIMIT_TYPE_ID,
    PUBLISHER_POS_CONCURRENT_NAME,
    PUBLISHER_POS_EXCLUSIVE_NAME,
    PUBLISHER_POS_TYPE_ID,
    RECEIVER_HWM_TYPE_ID,
    RECEIVER_POSITION_TYPE_ID,
    SENDER_POSITION_TYPE_ID,
    SUBSCRIBER_POSITION_NAME,
    SUBSCRIBER_POSITION_TYPE_ID,
    Position,
    allocate_stream_counter,
)
from aeronkit.driver.subscription_link import SubscriptionLink
from aeronkit.driver.system_counters import SystemCounterId
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.log_buffers import LogBuffers
from aeronkit.loss_report import LossReport

if TYPE_CHECKING:
    from aeronkit.driver.driver_conductor import DriverConductor
    from aeronkit.driver.receiver import Receiver
    from aeronkit.driver.sender import Sender
    from aeronkit.loss_report import LossReportFile

SENDER_LIMIT_TYPE_ID = 9
SENDER_BPE_TYPE_ID = 13
SENDER_NAKS_RECEIVED_TYPE_ID = 19
RECEIVER_NAKS_SENT_TYPE_ID = 20
SEND_CHANNEL_STATUS_TYPE_ID = 6
RECEIVE_CHANNEL_STATUS_TYPE_ID = 7
SPY_SOURCE_IDENTITY = "aeron:ipc"


def _channel_status_counter(conductor: DriverConductor, name: str, type_id: int, channel: str) -> Position:
    """snd-channel / rcv-channel: key = int32 length + channel, label "<name>: <channel>"."""
    data = channel.encode("ascii", errors="replace")[:108]
    key = struct.pack("<i", len(data)) + data
    label = f"{name}: {channel}"[:MAX_LABEL_LENGTH]
    counter_id = conductor.counters_manager.allocate(label, type_id, key)
    return Position(conductor.counters_manager, counter_id)


def source_identity(address: Address) -> str:
    host, port = address
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


class NetworkSubscriptionLink(SubscriptionLink):
    """A subscription to a UDP channel: matches images that arrive on its receive endpoint."""

    def __init__(
        self,
        *args: Any,
        endpoint: ReceiveChannelEndpoint,
        udp_channel: UdpChannel,
        is_reliable: bool,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self.endpoint = endpoint
        self.udp_channel = udp_channel
        self.is_reliable = is_reliable

    def on_time_event(self, now_ns: int, now_ms: int, conductor: DriverConductor) -> None:
        super().on_time_event(now_ns, now_ms, conductor)
        if self.reached_end_of_life:  # its client timed out: the receiver must drop the interest too
            conductor.on_remove_network_subscription(self)

    def matches(self, image: Any) -> bool:  # type: ignore[override]
        return (
            isinstance(image, PublicationImage) and image.endpoint is self.endpoint and super().matches(image)
        )


class SpySubscriptionLink(SubscriptionLink):
    """``aeron-spy:aeron:udp?...``: reads local network publications on the same channel in place."""

    def __init__(self, *args: Any, udp_channel: UdpChannel, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.udp_channel = udp_channel

    def matches(self, publication: Any) -> bool:  # type: ignore[override]
        return (
            isinstance(publication, NetworkPublication)
            and publication.endpoint.udp_channel.canonical_form == self.udp_channel.canonical_form
            and super().matches(publication)
        )


class NetworkConductor:
    """Mixin of DriverConductor; ``attach_network`` turns it on (without it UDP commands are refused)."""

    sender: Sender | None = None
    receiver: Receiver | None = None

    def init_network(self: DriverConductor) -> None:
        self.sender = None
        self.receiver = None
        self.network_publications: list[NetworkPublication] = []
        self.publication_images: list[PublicationImage] = []
        self.send_endpoints: dict[str, SendChannelEndpoint] = {}
        self.receive_endpoints: dict[str, ReceiveChannelEndpoint] = {}
        self.conductor_commands = CommandQueue()
        self.loss_report: LossReport | None = None
        self.loss_configuration = DebugChannelEndpointConfiguration()
        self.socket_limits: SocketBufferLimits | None = None
        self.flow_control_settings = FlowControlSettings()

    def attach_network(
        self: DriverConductor,
        sender: Sender,
        receiver: Receiver,
        loss_report_file: LossReportFile,
        loss_configuration: DebugChannelEndpointConfiguration,
        socket_limits: SocketBufferLimits,
    ) -> None:
        self.sender = sender
        self.receiver = receiver
        self.loss_report = LossReport(loss_report_file.buffer)
        self.loss_configuration = loss_configuration
        self.socket_limits = socket_limits
        self.flow_control_settings = FlowControlSettings.from_context(self.ctx)

    def _require_network(self: DriverConductor, channel: str) -> tuple[Sender, Receiver]:
        if self.sender is None or self.receiver is None:
            raise ControlProtocolError(ErrorCode.NOT_SUPPORTED, f"this driver has no UDP agents: {channel}")
        return self.sender, self.receiver

    # -- publications ------------------------------------------------------------------------------------

    def _send_endpoint(self: DriverConductor, udp: UdpChannel, sender: Sender) -> SendChannelEndpoint:
        endpoint = self.send_endpoints.get(udp.canonical_form)
        if endpoint is not None:
            return endpoint
        ctx = self.ctx
        transport = SendChannelTransport(
            udp,
            socket_sndbuf_length=ctx.socket_sndbuf_length,
            socket_rcvbuf_length=ctx.socket_rcvbuf_length,
            multicast_ttl=ctx.socket_multicast_ttl,
        ).open()
        alias = udp.uri.get("alias")
        status = _channel_status_counter(self, "snd-channel", SEND_CHANNEL_STATUS_TYPE_ID, udp.original)
        endpoint = SendChannelEndpoint(
            udp,
            transport,
            self.system_counters,
            status,
            self.loss_configuration.interceptor("send.data", alias, udp.canonical_form),
            self.loss_configuration.interceptor("receive.control", alias, udp.canonical_form),
        )
        self.send_endpoints[udp.canonical_form] = endpoint
        sender.commands.offer(lambda: sender.on_register_endpoint(endpoint))
        return endpoint

    def _release_send_endpoint(self: DriverConductor, endpoint: SendChannelEndpoint) -> None:
        endpoint.ref_count -= 1
        if endpoint.ref_count <= 0 and self.sender is not None:
            self.send_endpoints.pop(endpoint.udp_channel.canonical_form, None)
            sender = self.sender
            status = endpoint.status
            sender.commands.offer(lambda: sender.on_close_endpoint(endpoint))
            if status is not None:
                status.close()

    def on_add_network_publication(
        self: DriverConductor,
        channel: str,
        stream_id: int,
        correlation_id: int,
        client_id: int,
        exclusive: bool,
    ) -> None:
        sender, _ = self._require_network(channel)
        uri = channel_uri.parse(channel)
        udp = UdpChannel.parse(uri)
        params = publication_params(uri, self.ctx, stream_id, network=True)
        limits = self.socket_limits or SocketBufferLimits.probe()
        try:
            validate_mtu_for_sndbuf(
                params.mtu_length,
                udp.socket_sndbuf_length or self.ctx.socket_sndbuf_length,
                limits.default_sndbuf,
                channel,
            )
        except Exception as ex:
            raise InvalidChannelError(str(ex)) from None
        flow_control = new_flow_control(
            uri.get("fc"),
            is_multicast_or_mdc=udp.has_group_semantics,
            settings=self.flow_control_settings,
            default_multicast=self.ctx.multicast_flow_control_strategy,
        )
        client = self.get_or_add_client(client_id)
        endpoint = self._send_endpoint(udp, sender)
        publication = None
        if not exclusive:
            publication = next(
                (
                    p
                    for p in self.network_publications
                    if p.endpoint is endpoint
                    and p.stream_id == stream_id
                    and not p.exclusive
                    and p.state is PubState.ACTIVE
                ),
                None,
            )
        if publication is None:
            try:
                publication = self._new_network_publication(
                    correlation_id,
                    client_id,
                    stream_id,
                    channel,
                    exclusive,
                    params,
                    udp,
                    endpoint,
                    flow_control,
                )
            except BaseException:
                if endpoint.ref_count == 0:
                    endpoint.ref_count = 1
                    self._release_send_endpoint(endpoint)
                raise
            endpoint.ref_count += 1
            pub = publication
            sender.commands.offer(lambda: sender.on_add_publication(pub))
        else:
            confirm_match(
                uri,
                params,
                publication.channel,
                mtu_length=publication.mtu_length,
                term_length=publication.term_length,
                session_id=publication.session_id,
                initial_term_id=publication.initial_term_id,
                term_id=publication.params.term_id,
                term_offset=publication.params.term_offset,
            )
        from aeronkit.driver.subscription_link import PublicationLink

        self.publication_links.append(PublicationLink(correlation_id, client, publication))  # type: ignore[arg-type]
        status_id = endpoint.status.counter_id if endpoint.status is not None else -1
        self.client_proxy.on_publication_ready(
            correlation_id,
            publication.registration_id,
            stream_id,
            publication.session_id,
            publication.log_file_name,
            publication.publisher_limit.counter_id,
            status_id,
            exclusive,
        )
        self.link_spies(publication)

    def _new_network_publication(
        self: DriverConductor,
        registration_id: int,
        client_id: int,
        stream_id: int,
        channel: str,
        exclusive: bool,
        params: Any,
        udp: UdpChannel,
        endpoint: SendChannelEndpoint,
        flow_control: Any,
    ) -> NetworkPublication:
        media = udp.canonical_form
        if params.session_id is None:
            params.session_id = self.next_available_session_id(stream_id, media)
        elif (params.session_id, stream_id, media) in self.active_sessions:
            raise InvalidChannelError(
                f"existing publication has clashing sessionId={params.session_id} for streamId={stream_id} "
                f"channel={channel}"
            )
        session_id = params.session_id
        path = self.aeron_dir / PUBLICATIONS_DIR / f"{registration_id}.logbuffer"
        ctx = self.ctx
        log = LogBuffers.create(
            path,
            params.term_length,
            page_size=ctx.file_page_size,
            mtu_length=params.mtu_length,
            initial_term_id=params.initial_term_id,
            term_id=params.term_id,
            term_offset=params.term_offset,
            session_id=session_id,
            stream_id=stream_id,
            correlation_id=registration_id,
            log_type=d.LOG_BUFFER_TYPE_EXCLUSIVE_PUBLICATION
            if exclusive
            else d.LOG_BUFFER_TYPE_CONCURRENT_PUBLICATION,
            sparse=params.sparse,
            publication_window_length=params.publication_window_length,
            linger_timeout_ns=params.linger_timeout_ns,
            untethered_window_limit_timeout_ns=params.untethered_window_limit_timeout_ns,
            untethered_linger_timeout_ns=params.untethered_linger_timeout_ns,
            untethered_resting_timeout_ns=params.untethered_resting_timeout_ns,
            signal_eos=params.signal_eos,
            spies_simulate_connection=params.spies_simulate_connection,
            entity_tag=params.entity_tag,
            group=udp.has_group_semantics,
            tether=False,
            rejoin=False,
            reliable=False,
        )
        allocated: list[Position] = []

        def counter(name: str, type_id: int) -> Position:
            position = allocate_stream_counter(
                self.counters_manager,
                name,
                type_id,
                client_id,
                registration_id,
                session_id,
                stream_id,
                channel,
            )
            allocated.append(position)
            return position

        try:
            counters = PublicationCounters(
                publisher_pos=counter(
                    PUBLISHER_POS_EXCLUSIVE_NAME if exclusive else PUBLISHER_POS_CONCURRENT_NAME,
                    PUBLISHER_POS_TYPE_ID,
                ),
                publisher_limit=counter(PUBLISHER_LIMIT_NAME, PUBLISHER_LIMIT_TYPE_ID),
                sender_position=counter("snd-pos", SENDER_POSITION_TYPE_ID),
                sender_limit=counter("snd-lmt", SENDER_LIMIT_TYPE_ID),
                sender_bpe=counter("snd-bpe", SENDER_BPE_TYPE_ID),
                naks_received=counter("snd-naks-received", SENDER_NAKS_RECEIVED_TYPE_ID),
            )
            retransmit = RetransmitHandler(
                self.nano_clock,
                has_group_semantics=udp.has_group_semantics,
                max_retransmits=int(udp.uri.integer("max-resend") or ctx.max_resend),
                delay_generator=None
                if not ctx.retransmit_unicast_delay_ns
                else unicast_delay_generator(ctx.retransmit_unicast_delay_ns, 1),
                linger_generator=unicast_delay_generator(ctx.retransmit_unicast_linger_ns, 1),
            )
            publication = NetworkPublication(
                registration_id=registration_id,
                channel=channel,
                endpoint=endpoint,
                session_id=session_id,
                stream_id=stream_id,
                exclusive=exclusive,
                params=params,
                log=log,
                counters=counters,
                system_counters=self.system_counters,
                flow_control=flow_control,
                retransmit_handler=retransmit,
                clock=self.nano_clock,
                connection_timeout_ns=ctx.publication_connection_timeout_ns,
                unblock_timeout_ns=ctx.publication_unblock_timeout_ns,
                is_multicast_or_mdc=udp.has_group_semantics,
                multicast_ttl=udp.multicast_ttl if udp.has_multicast_ttl else ctx.socket_multicast_ttl,
            )
        except BaseException:
            for position in allocated:
                position.close()
            log.close()
            path.unlink(missing_ok=True)
            raise
        self.network_publications.append(publication)
        self.active_sessions.add((session_id, stream_id, media))
        self.system_counters[SystemCounterId.BYTES_CURRENTLY_MAPPED].get_and_add(
            d.compute_log_length(params.term_length, ctx.file_page_size)
        )
        return publication

    def cleanup_network_publication(self: DriverConductor, publication: NetworkPublication) -> None:
        """Linger over: the Sender lets go of the log; the endpoint loses a reference."""
        assert self.sender is not None
        sender = self.sender
        sender.commands.offer(lambda: sender.on_remove_publication(publication))
        self.active_sessions.discard(
            (publication.session_id, publication.stream_id, publication.endpoint.udp_channel.canonical_form)
        )
        self._release_send_endpoint(publication.endpoint)
        self.system_counters[SystemCounterId.BYTES_CURRENTLY_MAPPED].get_and_add(
            -d.compute_log_length(publication.term_length, self.ctx.file_page_size)
        )

    # -- destinations --------------------------------------------------------------------------------------

    def on_network_destination(
        self: DriverConductor,
        command: int,
        registration_id: int,
        channel: str,
        correlation_id: int,
    ) -> bool:
        """ADD/REMOVE_DESTINATION on an MDC publication; False when the id is not a network publication."""
        link = next((p for p in self.publication_links if p.registration_id == registration_id), None)
        if link is None or not isinstance(link.publication, NetworkPublication) or self.sender is None:
            return False
        publication = link.publication
        endpoint = publication.endpoint
        sender = self.sender
        if command == cca.REMOVE_DESTINATION_BY_ID:
            sender.commands.offer(lambda: sender.on_remove_destination(endpoint, None, int(channel or 0)))
            self.client_proxy.operation_succeeded(correlation_id)
            return True
        if not endpoint.udp_channel.control_mode.is_multi_destination or endpoint.is_dynamic:
            raise ControlProtocolError(
                ErrorCode.INVALID_CHANNEL,
                f"channel does not allow manual control of destinations: {endpoint.udp_channel.original}",
            )
        uri = channel_uri.parse(channel)
        endpoint_text = uri.get("endpoint")
        if endpoint_text is None:
            raise InvalidChannelError(f"destination must have an endpoint: {channel}")
        address = resolve_address(endpoint_text, "endpoint").sockaddr
        if command == cca.ADD_DESTINATION:
            sender.commands.offer(
                lambda: sender.on_add_destination(endpoint, endpoint_text, address, correlation_id))
        else:
            sender.commands.offer(lambda: sender.on_remove_destination(endpoint, address, None))
        self.client_proxy.operation_succeeded(correlation_id)
        return True

    # -- subscriptions -------------------------------------------------------------------------------------

    def _receive_endpoint(
        self: DriverConductor, udp: UdpChannel, receiver: Receiver
    ) -> ReceiveChannelEndpoint:
        endpoint = self.receive_endpoints.get(udp.canonical_form)
        if endpoint is not None:
            return endpoint
        ctx = self.ctx
        transport = ReceiveChannelTransport(
            udp,
            socket_sndbuf_length=ctx.socket_sndbuf_length,
            socket_rcvbuf_length=ctx.socket_rcvbuf_length,
            multicast_ttl=ctx.socket_multicast_ttl,
        ).open()
        alias = udp.uri.get("alias")
        status = _channel_status_counter(self, "rcv-channel", RECEIVE_CHANNEL_STATUS_TYPE_ID, udp.original)
        conductor = self

        def on_setup(*args: Any) -> None:
            conductor.conductor_commands.offer(lambda: conductor.on_create_publication_image(*args))

        endpoint = ReceiveChannelEndpoint(
            udp,
            transport,
            self.system_counters,
            on_setup,
            status,
            self.loss_configuration.interceptor("receive.data", alias, udp.canonical_form),
        )
        self.receive_endpoints[udp.canonical_form] = endpoint
        receiver.commands.offer(lambda: receiver.on_register_endpoint(endpoint))
        return endpoint

    def on_add_network_subscription(
        self: DriverConductor, channel: str, stream_id: int, correlation_id: int, client_id: int
    ) -> None:
        _, receiver = self._require_network(channel)
        uri = channel_uri.parse(channel)
        udp = UdpChannel.parse(uri)
        params = subscription_params(uri, self.ctx, stream_id)
        limits = self.socket_limits or SocketBufferLimits.probe()
        window = udp.receiver_window_length or self.ctx.initial_window_length
        try:
            validate_window_for_rcvbuf(
                window,
                udp.socket_rcvbuf_length or self.ctx.socket_rcvbuf_length,
                limits.default_rcvbuf,
                channel,
            )
        except Exception as ex:
            raise InvalidChannelError(str(ex)) from None
        client = self.get_or_add_client(client_id)
        endpoint = self._receive_endpoint(udp, receiver)
        endpoint.ref_count += 1
        link = NetworkSubscriptionLink(
            correlation_id,
            stream_id,
            channel,
            client,
            params,
            endpoint=endpoint,
            udp_channel=udp,
            is_reliable=uri.boolean("reliable", self.ctx.reliable_stream),
        )
        self.subscription_links.append(link)
        session_id = params.session_id
        receiver.commands.offer(lambda: receiver.on_add_subscription(endpoint, stream_id, session_id))
        status_id = endpoint.status.counter_id if endpoint.status is not None else -1
        self.client_proxy.on_subscription_ready(correlation_id, status_id)
        for image in self.publication_images:
            if link.matches(image) and image.is_accepting_subscriptions():
                self._link_image(image, link)

    def on_add_spy_subscription(
        self: DriverConductor, channel: str, stream_id: int, correlation_id: int, client_id: int
    ) -> None:
        self._require_network(channel)
        inner = channel[len(SPY_PREFIX) :]
        uri = channel_uri.parse(inner)
        udp = UdpChannel.parse(uri)
        params = subscription_params(uri, self.ctx, stream_id)
        link = SpySubscriptionLink(
            correlation_id, stream_id, channel, self.get_or_add_client(client_id), params, udp_channel=udp
        )
        self.subscription_links.append(link)
        self.client_proxy.on_subscription_ready(correlation_id, -1)
        for publication in self.network_publications:
            if link.matches(publication) and publication.is_accepting_subscriptions():
                self._link_spy(publication, link)

    def link_spies(self: DriverConductor, publication: NetworkPublication) -> None:
        for link in self.subscription_links:
            if (
                isinstance(link, SpySubscriptionLink)
                and link.matches(publication)
                and not link.is_linked(publication)
            ):  # type: ignore[arg-type]
                self._link_spy(publication, link)

    def _link_spy(self: DriverConductor, publication: NetworkPublication, link: SubscriptionLink) -> None:
        join = publication.join_position()
        position = allocate_stream_counter(
            self.counters_manager,
            SUBSCRIBER_POSITION_NAME,
            SUBSCRIBER_POSITION_TYPE_ID,
            link.client.client_id,
            link.registration_id,
            publication.session_id,
            link.stream_id,
            link.channel,
            join,
        )
        self.counters_manager.set_counter_reference_id(position.counter_id, publication.registration_id)
        position.set_release(join)
        link.link(publication, position)  # type: ignore[arg-type]
        publication.add_spy(link, position)
        self.client_proxy.on_available_image(
            publication.registration_id,
            link.stream_id,
            publication.session_id,
            link.registration_id,
            position.counter_id,
            publication.log_file_name,
            SPY_SOURCE_IDENTITY,
        )

    def unlink_spies(self: DriverConductor, publication: NetworkPublication) -> None:
        for spy in list(publication.spies):
            self.notify_unavailable_image_link(publication.registration_id, spy.link)
            spy.link.unlink(publication)  # type: ignore[arg-type]
            spy.position.close()
        publication.spies = []

    def on_remove_network_subscription(self: DriverConductor, link: SubscriptionLink) -> None:
        if isinstance(link, NetworkSubscriptionLink) and self.receiver is not None:
            receiver = self.receiver
            endpoint = link.endpoint
            stream_id, session_id = link.stream_id, link.session_id
            receiver.commands.offer(lambda: receiver.on_remove_subscription(endpoint, stream_id, session_id))
            endpoint.ref_count -= 1
            if endpoint.ref_count <= 0:
                self.receive_endpoints.pop(endpoint.udp_channel.canonical_form, None)
                receiver.commands.offer(lambda: receiver.on_close_endpoint(endpoint))
                if endpoint.status is not None:
                    endpoint.status.close()

    # -- images ------------------------------------------------------------------------------------------

    def on_create_publication_image(
        self: DriverConductor,
        endpoint: ReceiveChannelEndpoint,
        session_id: int,
        stream_id: int,
        initial_term_id: int,
        active_term_id: int,
        term_offset: int,
        term_length: int,
        mtu: int,
        flags: int,
        source: Address,
        control_address: Address,
    ) -> None:
        receiver = self.receiver
        assert receiver is not None
        links = [
            link
            for link in self.subscription_links
            if isinstance(link, NetworkSubscriptionLink)
            and link.endpoint is endpoint
            and link.stream_id == stream_id
            and (link.session_id is None or link.session_id == session_id)
        ]
        if not links or endpoint.udp_channel.canonical_form not in self.receive_endpoints:
            receiver.commands.offer(
                lambda: receiver.on_image_creation_failed(endpoint, session_id, stream_id)
            )
            return
        try:
            image = self._new_publication_image(
                endpoint,
                links,
                session_id,
                stream_id,
                initial_term_id,
                active_term_id,
                term_offset,
                term_length,
                mtu,
                flags,
                source,
                control_address,
            )
        except Exception as ex:
            self.error_handler(ex)
            self.system_counters[SystemCounterId.ERRORS].increment()
            receiver.commands.offer(
                lambda: receiver.on_image_creation_failed(endpoint, session_id, stream_id)
            )
            return
        receiver.commands.offer(lambda: receiver.on_new_image(image))

    def _new_publication_image(
        self: DriverConductor,
        endpoint: ReceiveChannelEndpoint,
        links: list[NetworkSubscriptionLink],
        session_id: int,
        stream_id: int,
        initial_term_id: int,
        active_term_id: int,
        term_offset: int,
        term_length: int,
        mtu: int,
        flags: int,
        source: Address,
        control_address: Address,
    ) -> PublicationImage:
        ctx = self.ctx
        udp = endpoint.udp_channel
        correlation_id = self.to_driver.next_correlation_id()
        bits = d.position_bits_to_shift(term_length)
        join_position = d.compute_position(active_term_id, term_offset, bits, initial_term_id)
        first = links[0]
        cc = new_congestion_control(
            udp.uri.get("cc"),
            term_length,
            channel_receiver_window_length=udp.receiver_window_length,
            initial_window_length=ctx.initial_window_length,
        )
        group_param = udp.uri.get("group")  # true | false | infer (the default): NAK delay semantics
        if group_param in ("true", "false"):
            group = group_param == "true"
        else:
            group = udp.has_group_semantics or bool(flags & 0x40)
        path = self.aeron_dir / IMAGES_DIR / f"{correlation_id}.logbuffer"
        is_reliable = all(link.is_reliable for link in links)
        log = LogBuffers.create(
            path,
            term_length,
            page_size=ctx.file_page_size,
            mtu_length=mtu,
            initial_term_id=initial_term_id,
            term_id=active_term_id,
            term_offset=term_offset,
            session_id=session_id,
            stream_id=stream_id,
            correlation_id=correlation_id,
            log_type=d.LOG_BUFFER_TYPE_PUBLICATION_IMAGE,
            sparse=first.sparse,
            receiver_window_length=cc.initial_window_length(),
            group=group,
            tether=first.tether,
            rejoin=first.rejoin,
            reliable=is_reliable,
        )
        channel = first.channel
        allocated: list[Position] = []

        def counter(name: str, type_id: int) -> Position:
            position = allocate_stream_counter(
                self.counters_manager,
                name,
                type_id,
                first.client.client_id,
                correlation_id,
                session_id,
                stream_id,
                channel,
            )
            allocated.append(position)
            return position

        try:
            hwm = counter("rcv-hwm", RECEIVER_HWM_TYPE_ID)
            rebuild = counter("rcv-pos", RECEIVER_POSITION_TYPE_ID)
            naks = counter("rcv-naks-sent", RECEIVER_NAKS_SENT_TYPE_ID)
            delay = resolve_delay_generator(
                is_reliable=is_reliable,
                is_multicast_semantics=group,
                channel_nak_delay_ns=udp.nak_delay_ns,
                unicast=unicast_delay_generator(ctx.nak_unicast_delay_ns, ctx.nak_unicast_retry_delay_ratio),
                multicast=OptimalMulticastDelayGenerator(
                    ctx.nak_multicast_max_backoff_ns, ctx.nak_multicast_group_size
                ),
                retry_ratio=ctx.nak_unicast_retry_delay_ratio,
            )
            identity = source_identity(source)
            reporter = ImageLossReporter(
                self.loss_report,
                self.epoch_clock,
                session_id=session_id,
                stream_id=stream_id,
                channel=channel,
                source_identity=identity,
            )
            image = PublicationImage(
                correlation_id=correlation_id,
                endpoint=endpoint,
                control_address=control_address,
                source_identity=identity,
                session_id=session_id,
                stream_id=stream_id,
                join_position=join_position,
                log=log,
                hwm=hwm,
                rebuild=rebuild,
                naks_sent=naks,
                system_counters=self.system_counters,
                congestion_control=cc,
                delay_generator=delay,
                loss_reporter=reporter,
                clock=self.nano_clock,
                status_message_timeout_ns=ctx.status_message_timeout_ns,
                image_liveness_timeout_ns=ctx.image_liveness_timeout_ns,
                is_reliable=is_reliable,
                group_tag=udp.group_tag,
            )
        except BaseException:
            for position in allocated:
                position.close()
            log.close()
            path.unlink(missing_ok=True)
            raise
        self.publication_images.append(image)
        self.system_counters[SystemCounterId.BYTES_CURRENTLY_MAPPED].get_and_add(
            d.compute_log_length(term_length, ctx.file_page_size)
        )
        for link in links:
            self._link_image(image, link)
        return image

    def _link_image(self: DriverConductor, image: PublicationImage, link: SubscriptionLink) -> None:
        join = image.join_position()
        position = allocate_stream_counter(
            self.counters_manager,
            SUBSCRIBER_POSITION_NAME,
            SUBSCRIBER_POSITION_TYPE_ID,
            link.client.client_id,
            link.registration_id,
            image.session_id,
            link.stream_id,
            link.channel,
            join,
        )
        self.counters_manager.set_counter_reference_id(position.counter_id, image.correlation_id)
        position.set_release(join)
        link.link(image, position)  # type: ignore[arg-type]
        image.add_subscriber(link, position)
        self.client_proxy.on_available_image(
            image.correlation_id,
            link.stream_id,
            image.session_id,
            link.registration_id,
            position.counter_id,
            image.log_file_name,
            image.source_identity,
        )

    def on_image_linger(self: DriverConductor, image: PublicationImage) -> None:
        """Subscribers get ON_UNAVAILABLE_IMAGE; a timed-out session may come back (rejoin)."""
        for s in image.subscribers:
            self.notify_unavailable_image_link(image.correlation_id, s.link)
        if self.receiver is not None and all(s.link.rejoin for s in image.subscribers):
            receiver = self.receiver
            endpoint, session_id, stream_id = image.endpoint, image.session_id, image.stream_id
            receiver.commands.offer(lambda: receiver.on_remove_cool_down(endpoint, session_id, stream_id))

    def cleanup_image(self: DriverConductor, image: PublicationImage) -> None:
        self.system_counters[SystemCounterId.BYTES_CURRENTLY_MAPPED].get_and_add(
            -d.compute_log_length(image.term_length, self.ctx.file_page_size)
        )

    # -- duty cycle ------------------------------------------------------------------------------------------

    def track_network_positions(self: DriverConductor) -> int:
        work = self.conductor_commands.drain()
        for publication in self.network_publications:
            work += publication.update_publisher_position_and_limit()
        return work

    def close_network(self: DriverConductor) -> None:
        """Driver shutdown, after the agents stopped: free every network log."""
        for publication in self.network_publications:
            publication.sender_released = True
            publication.close()
            publication.free()
        self.network_publications.clear()
        for image in self.publication_images:
            image.receiver_released = True
            image.close()
            image.free()
        self.publication_images.clear()
        for endpoint in list(self.send_endpoints.values()) + list(self.receive_endpoints.values()):
            endpoint.close()  # type: ignore[attr-defined]
        self.send_endpoints.clear()
        self.receive_endpoints.clear()
