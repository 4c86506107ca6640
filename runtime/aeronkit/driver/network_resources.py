"""The conductor's UDP resources: network publications, subscriptions, spies, images, endpoints, destinations.

aeron-driver/src/main/java/io/aeron/driver/DriverConductor.java at 1.51.0 (newNetworkPublication,
onAddNetworkSubscription, onAddSpySubscription, onCreatePublicationImage, onAddSendDestination, ...).
``NetworkResources`` is a helper the DriverConductor owns (``conductor.network``) and calls from its command
handlers and timers; it uses the conductor's shared services (clients, links, session ids, counters, the
client proxy, ``conductor.streams`` for logs and subscriber links) and runs on the conductor's thread only.

It opens the sockets itself, so an address in use or a socket-buffer mismatch is answered as ON_ERROR for
the command that asked, then hands each endpoint, publication and image to the Sender or Receiver through
their proxies (SenderProxy, ReceiverProxy); the Receiver asks for images through the DriverConductorProxy,
whose commands the conductor drains as a duty of its own. Counters carry Aeron's type ids and labels:
snd-pos (2), snd-lmt (9), snd-bpe (13), snd-naks-received (19), rcv-hwm (3), rcv-pos (5),
rcv-naks-sent (20), snd-channel (6), rcv-channel (7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aeronkit.client.channel_status import NO_ID_ALLOCATED
from aeronkit.codecs.driver_commands import ErrorCode
from aeronkit.command import types as command_types
from aeronkit.constants import NULL_VALUE
from aeronkit.counter_types import CounterTypeId
from aeronkit.driver import channel_uri
from aeronkit.driver.channel_status_counters import (
    RECEIVE_CHANNEL_STATUS_NAME,
    RECEIVE_LOCAL_SOCKET_ADDRESS_NAME,
    SEND_CHANNEL_STATUS_NAME,
    SEND_LOCAL_SOCKET_ADDRESS_NAME,
    allocate_channel_status,
    allocate_local_socket_address,
    format_address,
    indicate_active,
)
from aeronkit.driver.channel_uri import ChannelUri
from aeronkit.driver.configuration import IMAGES_DIR, PUBLICATIONS_DIR, SPY_PREFIX
from aeronkit.driver.congestion_control import new_congestion_control
from aeronkit.driver.exceptions import ControlProtocolError, InvalidChannelError
from aeronkit.driver.ext.loss_generators import DebugChannelEndpointConfiguration
from aeronkit.driver.flow_control import FlowControl, FlowControlSettings, new_flow_control
from aeronkit.driver.loss_detector import (
    OptimalMulticastDelayGenerator,
    resolve_delay_generator,
    unicast_delay_generator,
)
from aeronkit.driver.loss_report_writer import ImageLossReporter
from aeronkit.driver.media.transport import (
    ReceiveChannelTransport,
    SendChannelTransport,
    SocketBufferLimits,
    validate_mtu_for_sndbuf,
    validate_window_for_rcvbuf,
)
from aeronkit.driver.media.udp_channel import UdpChannel, resolve_address
from aeronkit.driver.network_links import NetworkSubscriptionLink, SpySubscriptionLink
from aeronkit.driver.network_publication import SPY_SOURCE_IDENTITY, NetworkPublication, PublicationCounters
from aeronkit.driver.network_publication import State as PubState
from aeronkit.driver.publication_image import PublicationImage
from aeronkit.driver.publication_params import (
    PROTOTYPE_CORRELATION_ID,
    PublicationParams,
    confirm_match,
    publication_params,
    subscription_params,
)
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
    Position,
)
from aeronkit.driver.stream_resources import LogSpec, NewCounter
from aeronkit.driver.subscription_link import PublicationLink, SubscriptionLink
from aeronkit.driver.system_counters import SystemCounterId
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.log_buffers import LogBuffers
from aeronkit.loss_report import LossReport

if TYPE_CHECKING:
    from aeronkit.driver.driver_conductor import DriverConductor
    from aeronkit.driver.media.batch_io import Address
    from aeronkit.driver.receiver_proxy import ReceiverProxy
    from aeronkit.driver.sender_proxy import SenderProxy
    from aeronkit.loss_report import LossReportFile

SENDER_LIMIT_TYPE_ID = CounterTypeId.DRIVER_SENDER_LIMIT
SENDER_BPE_TYPE_ID = CounterTypeId.DRIVER_SENDER_BPE
SENDER_NAKS_RECEIVED_TYPE_ID = CounterTypeId.DRIVER_SENDER_NAKS_RECEIVED
RECEIVER_NAKS_SENT_TYPE_ID = CounterTypeId.DRIVER_RECEIVER_NAKS_SENT


INVALID_DESTINATION_KEYS = ("mtu", "rcv-wnd", "so-rcvbuf", "so-sndbuf", "response-correlation-id")


def validate_destination(channel: str) -> ChannelUri:
    """A destination may not be a spy, set the stream's own parameters, or be a response channel
    (DriverConductor.validateDestinationUri at 1.51.0)."""
    uri = channel_uri.parse(channel)
    if uri.spy:
        raise InvalidChannelError(f"Aeron spies are invalid as send destinations: channel={channel}")
    for key in INVALID_DESTINATION_KEYS:
        if uri.get(key) is not None:
            raise InvalidChannelError(f"destinations must not contain the key: {key} channel={channel}")
    if uri.get("control-mode") == "response":
        raise InvalidChannelError(f"destinations may not specify control-mode=response: channel={channel}")
    return uri


class NetworkResources:
    """UDP state and commands of one conductor; UDP commands are refused until ``attach``."""

    def __init__(self, conductor: DriverConductor) -> None:
        self.conductor = conductor
        self.sender: SenderProxy | None = None
        self.receiver: ReceiverProxy | None = None
        self.network_publications: list[NetworkPublication] = []
        self.publication_images: list[PublicationImage] = []
        self.send_endpoints: dict[str, SendChannelEndpoint] = {}
        self.receive_endpoints: dict[str, ReceiveChannelEndpoint] = {}
        # the rcv-local-sockaddr counter of each destination of a multi-destination subscription's endpoint
        self.destination_addresses: dict[ReceiveChannelEndpoint, dict[str, Position]] = {}
        self.loss_report: LossReport | None = None
        self.loss_configuration = DebugChannelEndpointConfiguration()
        self.socket_limits: SocketBufferLimits | None = None
        self.flow_control_settings = FlowControlSettings()

    def attach(
        self,
        sender: SenderProxy,
        receiver: ReceiverProxy,
        loss_report_file: LossReportFile,
        loss_configuration: DebugChannelEndpointConfiguration,
        socket_limits: SocketBufferLimits,
    ) -> None:
        self.sender = sender
        self.receiver = receiver
        self.loss_report = LossReport(loss_report_file.buffer)
        self.loss_configuration = loss_configuration
        self.socket_limits = socket_limits
        self.flow_control_settings = FlowControlSettings.from_context(self.conductor.ctx)

    def is_applying_backpressure(self) -> bool:
        """The Sender's or Receiver's queue is full (part of DriverConductor.notAcceptingClientCommands)."""
        proxies = (self.sender, self.receiver)
        return any(proxy is not None and proxy.is_applying_backpressure for proxy in proxies)

    def _require_network(self, channel: str) -> tuple[SenderProxy, ReceiverProxy]:
        if self.sender is None or self.receiver is None:
            raise ControlProtocolError(ErrorCode.NOT_SUPPORTED, f"this driver has no UDP agents: {channel}")
        return self.sender, self.receiver

    def _open_status(
        self, name: str, type_id: int, registration_id: int, udp: UdpChannel, bound: Address | None,
        address_name: str,
    ) -> tuple[Position, Position | None]:
        """An opened endpoint's status counter (ACTIVE, bound address on its label) and the counter naming the
        socket it bound, if it bound one (a manual MDS subscription binds only its destinations)."""
        manager = self.conductor.counters_manager
        status = allocate_channel_status(manager, name, type_id, registration_id, udp.original)
        local = None
        if bound is not None:
            local = allocate_local_socket_address(
                manager, address_name, registration_id, status.counter_id, format_address(bound))
        indicate_active(status, None if bound is None else format_address(bound))
        return status, local

    # -- publications ------------------------------------------------------------------------------------

    def _send_endpoint(
        self, udp: UdpChannel, sender: SenderProxy, registration_id: int
    ) -> SendChannelEndpoint:
        endpoint = self.send_endpoints.get(udp.canonical_form)
        if endpoint is not None:
            return endpoint
        conductor = self.conductor
        ctx = conductor.ctx
        transport = SendChannelTransport(
            udp,
            socket_sndbuf_length=ctx.socket_sndbuf_length,
            socket_rcvbuf_length=ctx.socket_rcvbuf_length,
            multicast_ttl=ctx.socket_multicast_ttl,
        ).open()
        alias = udp.uri.get("alias")
        status, local_address = self._open_status(
            SEND_CHANNEL_STATUS_NAME, CounterTypeId.DRIVER_SEND_CHANNEL_STATUS, registration_id, udp,
            transport.bound_address, SEND_LOCAL_SOCKET_ADDRESS_NAME,
        )
        endpoint = SendChannelEndpoint(
            udp,
            transport,
            conductor.system_counters,
            conductor.proxy,
            status,
            self.loss_configuration.interceptor("send.data", alias, udp.canonical_form),
            self.loss_configuration.interceptor("receive.control", alias, udp.canonical_form),
        )
        endpoint.local_address = local_address
        self.send_endpoints[udp.canonical_form] = endpoint
        sender.register_endpoint(endpoint)
        return endpoint

    def _release_send_endpoint(self, endpoint: SendChannelEndpoint) -> None:
        endpoint.ref_count -= 1
        if endpoint.ref_count <= 0 and self.sender is not None:
            self.send_endpoints.pop(endpoint.udp_channel.canonical_form, None)
            self.sender.close_endpoint(endpoint)
            endpoint.close_counters()

    def on_add_network_publication(
        self, channel: str, stream_id: int, correlation_id: int, client_id: int, exclusive: bool
    ) -> None:
        sender, _ = self._require_network(channel)
        conductor = self.conductor
        ctx = conductor.ctx
        uri = channel_uri.parse(channel)
        udp = UdpChannel.parse(uri)
        params = publication_params(uri, ctx, stream_id, network=True)
        self._check_response_subscription(params)
        limits = self.socket_limits or SocketBufferLimits.probe()
        try:
            validate_mtu_for_sndbuf(
                params.mtu_length,
                udp.socket_sndbuf_length or ctx.socket_sndbuf_length,
                limits.default_sndbuf,
                channel,
            )
        except Exception as ex:
            raise InvalidChannelError(str(ex)) from None
        flow_control = new_flow_control(
            uri.get("fc"),
            is_multicast_or_mdc=udp.has_group_semantics,
            settings=self.flow_control_settings,
            default_multicast=ctx.multicast_flow_control_strategy,
        )
        client = conductor.get_or_add_client(client_id)
        endpoint = self._send_endpoint(udp, sender, correlation_id)
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
                    and p.response_correlation_id == params.response_correlation_id
                ),
                None,
            )
        response_image = self._response_image(params)
        if publication is None:
            try:
                publication = self._new_network_publication(
                    correlation_id, client_id, stream_id, channel, exclusive, params, udp, endpoint,
                    flow_control,
                )
            except BaseException:
                if endpoint.ref_count == 0:
                    endpoint.ref_count = 1
                    self._release_send_endpoint(endpoint)
                raise
            endpoint.ref_count += 1
            sender.add_network_publication(publication)
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
        conductor.publication_links.append(PublicationLink(correlation_id, client, publication))
        status = endpoint.status
        status_id = status.counter_id if status is not None else NO_ID_ALLOCATED
        conductor.client_proxy.on_publication_ready(
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
        if response_image is not None:
            response_image.response_session_id = publication.session_id

    def _check_response_subscription(self, params: PublicationParams) -> None:
        """A request publication names the response subscription its answers go to, which must exist
        (DriverConductor.validateResponseSubscription)."""
        rcid = params.response_correlation_id
        if params.is_response or rcid == NULL_VALUE:
            return
        if not any(link.registration_id == rcid for link in self.conductor.subscription_links):
            raise ControlProtocolError(
                ErrorCode.GENERIC_ERROR,
                f"unable to find response subscription for response-correlation-id={rcid}")

    def _response_image(self, params: PublicationParams) -> PublicationImage | None:
        """The image a response publication answers (DriverConductor.findResponsePublicationImage): the one
        whose correlation id it names, which must have asked for a response channel; none for a prototype."""
        if not params.is_response:
            return None
        rcid = params.response_correlation_id
        if rcid == NULL_VALUE:
            raise ControlProtocolError(
                ErrorCode.GENERIC_ERROR,
                "control-mode=response was specified, but no response-correlation-id set")
        if rcid == PROTOTYPE_CORRELATION_ID:
            return None
        image = next((i for i in self.publication_images if i.correlation_id == rcid), None)
        if image is None:
            raise ControlProtocolError(ErrorCode.GENERIC_ERROR, f"image.correlationId={rcid} not found")
        if not image.has_send_response_setup:
            raise ControlProtocolError(
                ErrorCode.GENERIC_ERROR, f"image.correlationId={rcid} did not request a response channel")
        return image

    def _new_network_publication(
        self,
        registration_id: int,
        client_id: int,
        stream_id: int,
        channel: str,
        exclusive: bool,
        params: PublicationParams,
        udp: UdpChannel,
        endpoint: SendChannelEndpoint,
        flow_control: FlowControl,
    ) -> NetworkPublication:
        conductor = self.conductor
        ctx = conductor.ctx
        media = udp.canonical_form
        if params.is_response and params.response_correlation_id == PROTOTYPE_CORRELATION_ID:
            params.term_length = d.TERM_MIN_LENGTH  # it only holds its port
        if params.session_id is None:
            params.session_id = conductor.next_available_session_id(stream_id, media)
        elif (params.session_id, stream_id, media) in conductor.active_sessions:
            raise InvalidChannelError(
                f"existing publication has clashing sessionId={params.session_id} for streamId={stream_id} "
                f"channel={channel}"
            )
        session_id = params.session_id
        spec = LogSpec.for_publication(
            registration_id, session_id, stream_id, params, exclusive=exclusive, group=udp.has_group_semantics
        )

        def build(log: LogBuffers, counter: NewCounter) -> NetworkPublication:
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
                conductor.nano_clock,
                has_group_semantics=udp.has_group_semantics,
                max_retransmits=int(udp.uri.integer("max-resend") or ctx.max_resend),
                delay_generator=None
                if not ctx.retransmit_unicast_delay_ns
                else unicast_delay_generator(ctx.retransmit_unicast_delay_ns, 1),
                linger_generator=unicast_delay_generator(ctx.retransmit_unicast_linger_ns, 1),
            )
            return NetworkPublication(
                registration_id=registration_id,
                channel=channel,
                endpoint=endpoint,
                session_id=session_id,
                stream_id=stream_id,
                exclusive=exclusive,
                params=params,
                log=log,
                counters=counters,
                system_counters=conductor.system_counters,
                flow_control=flow_control,
                retransmit_handler=retransmit,
                clock=conductor.nano_clock,
                connection_timeout_ns=ctx.publication_connection_timeout_ns,
                unblock_timeout_ns=ctx.publication_unblock_timeout_ns,
                is_multicast_or_mdc=udp.has_group_semantics,
                multicast_ttl=udp.multicast_ttl if udp.has_multicast_ttl else ctx.socket_multicast_ttl,
                on_response_connected=conductor.proxy.response_connected if params.is_response else None,
                on_publication_error=conductor.proxy.on_publication_error,
            )

        publication = conductor.streams.create(PUBLICATIONS_DIR, spec, client_id, channel, build)
        self.network_publications.append(publication)
        conductor.active_sessions.add((session_id, stream_id, media))
        return publication

    def cleanup_network_publication(self, publication: NetworkPublication) -> None:
        """Linger over: the Sender lets go of the log; the endpoint loses a reference."""
        assert self.sender is not None
        self.sender.remove_network_publication(publication)
        self.conductor.active_sessions.discard(
            (publication.session_id, publication.stream_id, publication.endpoint.udp_channel.canonical_form)
        )
        self._release_send_endpoint(publication.endpoint)
        self.conductor.streams.release(publication.term_length)

    # -- destinations --------------------------------------------------------------------------------------

    def on_destination(self, command: int, registration_id: int, channel: str, correlation_id: int) -> bool:
        """ADD/REMOVE_DESTINATION on an MDC publication; False when the id is not a network publication."""
        conductor = self.conductor
        link = next((p for p in conductor.publication_links if p.registration_id == registration_id), None)
        if link is None or not isinstance(link.publication, NetworkPublication) or self.sender is None:
            return False
        endpoint = link.publication.endpoint
        sender = self.sender
        if command == command_types.REMOVE_DESTINATION_BY_ID:
            sender.remove_destination_by_id(endpoint, int(channel or 0))
            conductor.client_proxy.operation_succeeded(correlation_id)
            return True
        if not endpoint.udp_channel.control_mode.is_multi_destination or endpoint.is_dynamic:
            raise ControlProtocolError(
                ErrorCode.INVALID_CHANNEL,
                f"channel does not allow manual control of destinations: {endpoint.udp_channel.original}",
            )
        uri = validate_destination(channel)
        endpoint_text = uri.get("endpoint")
        if endpoint_text is None:
            raise InvalidChannelError(f"destination must have an endpoint: {channel}")
        if command == command_types.ADD_DESTINATION and endpoint_text.endswith(":0"):
            raise InvalidChannelError(f"endpoint has port=0 for send destination: channel={channel}")
        address = resolve_address(endpoint_text, "endpoint").sockaddr
        if command == command_types.ADD_DESTINATION:
            sender.add_destination(endpoint, endpoint_text, address, correlation_id)
        else:
            sender.remove_destination(endpoint, address)
        conductor.client_proxy.operation_succeeded(correlation_id)
        return True

    def on_receive_destination(
        self, command: int, registration_id: int, channel: str, correlation_id: int
    ) -> None:
        """ADD/REMOVE_RCV_DESTINATION of a UDP destination on a multi-destination subscription
        (DriverConductor.onAddRcvNetworkDestination / onRemoveRcvNetworkDestination at 1.51.0): the conductor
        opens the destination's socket and names it in an ``rcv-local-sockaddr`` counter, the Receiver adds
        it to the endpoint; a removal hands it back to the Receiver, which closes it."""
        _, receiver = self._require_network(channel)
        conductor = self.conductor
        links = [link for link in conductor.subscription_links if link.registration_id == registration_id]
        network = next((link for link in links if isinstance(link, NetworkSubscriptionLink)), None)
        if command == command_types.ADD_RCV_DESTINATION:
            udp = UdpChannel.parse(validate_destination(channel), is_destination=True)
            if network is None or not network.endpoint.is_multi_destination:
                raise ControlProtocolError(
                    ErrorCode.UNKNOWN_SUBSCRIPTION, f"unknown MDS subscription: {registration_id}")
            endpoint = network.endpoint
            transport = ReceiveChannelTransport(
                udp,
                socket_sndbuf_length=endpoint.udp_channel.socket_sndbuf_length_or_default(
                    conductor.ctx.socket_sndbuf_length),
                socket_rcvbuf_length=endpoint.udp_channel.socket_rcvbuf_length_or_default(
                    conductor.ctx.socket_rcvbuf_length),
                multicast_ttl=conductor.ctx.socket_multicast_ttl,
            ).open()
            addresses = self.destination_addresses.setdefault(endpoint, {})
            previous = addresses.pop(udp.canonical_form, None)
            if previous is not None:
                previous.close()
            assert endpoint.status is not None
            addresses[udp.canonical_form] = allocate_local_socket_address(
                conductor.counters_manager, RECEIVE_LOCAL_SOCKET_ADDRESS_NAME, registration_id,
                endpoint.status.counter_id, format_address(transport.bound_address))
            receiver.add_destination(endpoint, transport)
        else:
            if network is None:
                raise ControlProtocolError(
                    ErrorCode.UNKNOWN_SUBSCRIPTION, f"unknown subscription: {registration_id}")
            endpoint = network.endpoint
            if not endpoint.is_multi_destination:
                raise ControlProtocolError(ErrorCode.INVALID_CHANNEL, "channel does not allow manual control")
            udp = UdpChannel.parse(channel_uri.parse(channel), is_destination=True)
            position = self.destination_addresses.get(endpoint, {}).pop(udp.canonical_form, None)
            if position is not None:
                position.close()
            receiver.remove_destination(endpoint, udp)
        conductor.client_proxy.operation_succeeded(correlation_id)

    # -- subscriptions -------------------------------------------------------------------------------------

    def _open_receive_transport(self, udp: UdpChannel) -> ReceiveChannelTransport:
        ctx = self.conductor.ctx
        return ReceiveChannelTransport(
            udp,
            socket_sndbuf_length=ctx.socket_sndbuf_length,
            socket_rcvbuf_length=ctx.socket_rcvbuf_length,
            multicast_ttl=ctx.socket_multicast_ttl,
        ).open()

    def _receive_endpoint(
        self, udp: UdpChannel, receiver: ReceiverProxy, registration_id: int
    ) -> ReceiveChannelEndpoint:
        endpoint = self.receive_endpoints.get(udp.canonical_form)
        if endpoint is not None:
            return endpoint
        conductor = self.conductor
        # a multi-destination subscription binds nothing itself: its destinations are its sockets
        transport = None if udp.is_manual_control_mode else self._open_receive_transport(udp)
        alias = udp.uri.get("alias")
        status, local_address = self._open_status(
            RECEIVE_CHANNEL_STATUS_NAME, CounterTypeId.DRIVER_RECEIVE_CHANNEL_STATUS, registration_id, udp,
            None if transport is None else transport.bound_address, RECEIVE_LOCAL_SOCKET_ADDRESS_NAME,
        )
        endpoint = ReceiveChannelEndpoint(
            udp,
            transport,
            conductor.system_counters,
            conductor.proxy,
            status,
            self.loss_configuration.interceptor("receive.data", alias, udp.canonical_form),
        )
        endpoint.local_address = local_address
        self.receive_endpoints[udp.canonical_form] = endpoint
        receiver.register_endpoint(endpoint)
        return endpoint

    def on_add_network_subscription(
        self, channel: str, stream_id: int, correlation_id: int, client_id: int
    ) -> None:
        _, receiver = self._require_network(channel)
        conductor = self.conductor
        ctx = conductor.ctx
        uri = channel_uri.parse(channel)
        udp = UdpChannel.parse(uri)
        params = subscription_params(uri, ctx, stream_id)
        limits = self.socket_limits or SocketBufferLimits.probe()
        window = udp.receiver_window_length or ctx.initial_window_length
        try:
            validate_window_for_rcvbuf(
                window,
                udp.socket_rcvbuf_length or ctx.socket_rcvbuf_length,
                limits.default_rcvbuf,
                channel,
            )
        except Exception as ex:
            raise InvalidChannelError(str(ex)) from None
        client = conductor.get_or_add_client(client_id)
        endpoint = self._receive_endpoint(udp, receiver, correlation_id)
        endpoint.ref_count += 1
        link = NetworkSubscriptionLink(
            correlation_id,
            stream_id,
            channel,
            client,
            params,
            endpoint=endpoint,
            udp_channel=udp,
            is_reliable=uri.boolean("reliable", ctx.reliable_stream),
        )
        conductor.subscription_links.append(link)
        if not params.is_response or params.session_id is not None:
            receiver.add_subscription(endpoint, stream_id, params.session_id)
        status = endpoint.status
        status_id = status.counter_id if status is not None else NO_ID_ALLOCATED
        conductor.client_proxy.on_subscription_ready(correlation_id, status_id)
        for image in self.publication_images:
            if link.matches(image) and image.is_accepting_subscriptions():
                self._link_image(image, link)

    def on_add_spy_subscription(
        self, channel: str, stream_id: int, correlation_id: int, client_id: int,
        destination_correlation_id: int | None = None,
    ) -> None:
        """A spy subscription (registration id ``correlation_id``), or a spy destination of the
        multi-destination subscription ``correlation_id``, answered as the ADD_RCV_DESTINATION
        ``destination_correlation_id``."""
        self._require_network(channel)
        conductor = self.conductor
        uri = channel_uri.parse(channel[len(SPY_PREFIX) :])
        params = subscription_params(uri, conductor.ctx, stream_id)
        link = SpySubscriptionLink(
            correlation_id,
            stream_id,
            channel,
            conductor.get_or_add_client(client_id),
            params,
            udp_channel=UdpChannel.parse(uri),
        )
        conductor.subscription_links.append(link)
        if destination_correlation_id is None:
            conductor.client_proxy.on_subscription_ready(correlation_id, NO_ID_ALLOCATED)
        else:
            conductor.client_proxy.operation_succeeded(destination_correlation_id)
        for publication in self.network_publications:
            if link.matches(publication) and publication.is_accepting_subscriptions():
                self._link_spy(publication, link)

    def link_spies(self, publication: NetworkPublication) -> None:
        for link in self.conductor.subscription_links:
            if (
                isinstance(link, SpySubscriptionLink)
                and link.matches(publication)
                and not link.is_linked(publication)
            ):
                self._link_spy(publication, link)

    def _link_spy(self, publication: NetworkPublication, link: SubscriptionLink) -> None:
        conductor = self.conductor
        now_ns = conductor.nano_clock.nano_time()
        conductor.streams.link_subscriber(publication, link, SPY_SOURCE_IDENTITY, now_ns)

    def unlink_spies(self, publication: NetworkPublication) -> None:
        for spy in list(publication.spies):
            self.conductor.notify_unavailable_image_link(publication.registration_id, spy.link)
            spy.link.unlink(publication)
            spy.position.close()
        publication.spies = []

    def remove_subscription(self, link: SubscriptionLink) -> None:
        """A subscription went away: a network one's interest leaves the Receiver and its endpoint."""
        if not isinstance(link, NetworkSubscriptionLink) or self.receiver is None:
            return
        endpoint = link.endpoint
        if not link.is_response or link.session_id is not None:  # a response one waits outside until then
            self.receiver.remove_subscription(endpoint, link.stream_id, link.session_id)
        endpoint.ref_count -= 1
        if endpoint.ref_count <= 0:
            self.receive_endpoints.pop(endpoint.udp_channel.canonical_form, None)
            self.receiver.close_endpoint(endpoint)
            endpoint.close_counters()
            for position in self.destination_addresses.pop(endpoint, {}).values():
                position.close()

    # -- response channels ---------------------------------------------------------------------------------

    def on_response_setup(self, response_correlation_id: int, response_session_id: int) -> None:
        """An RSP_SETUP reached a request publication (DriverConductor.responseSetup): the response
        subscription it names takes the session of the response publication and starts receiving it; one
        that already has a session asks for a SETUP again."""
        links = self.conductor.subscription_links
        link = next((s for s in links if s.registration_id == response_correlation_id
                     and isinstance(s, NetworkSubscriptionLink)), None)
        if link is None or self.receiver is None:
            return
        if link.session_id is not None:
            self.receiver.request_setup(link.endpoint, link.stream_id, link.session_id)
            return
        link.session_id = response_session_id
        self.receiver.add_subscription(link.endpoint, link.stream_id, response_session_id)

    def on_response_connected(self, response_correlation_id: int) -> None:
        """A response publication heard its subscriber: the image it answers stops sending RSP_SETUP."""
        for image in self.publication_images:
            if image.correlation_id == response_correlation_id and image.has_send_response_setup:
                image.response_session_id = None

    # -- images ------------------------------------------------------------------------------------------

    def on_create_publication_image(
        self,
        endpoint: ReceiveChannelEndpoint,
        transport_index: int,
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
        """A SETUP the Receiver passed on (DriverConductorProxy.create_publication_image)."""
        receiver = self.receiver
        assert receiver is not None
        conductor = self.conductor
        links = [
            link
            for link in conductor.subscription_links
            if isinstance(link, NetworkSubscriptionLink)
            and link.endpoint is endpoint
            and link.stream_id == stream_id
            and link.wants_session(session_id)
        ]
        if not links or endpoint.udp_channel.canonical_form not in self.receive_endpoints:
            receiver.image_creation_failed(endpoint, session_id, stream_id)
            return
        try:
            image = self._new_publication_image(
                endpoint,
                transport_index,
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
            conductor.error_handler(ex)
            conductor.system_counters[SystemCounterId.ERRORS].increment()
            receiver.image_creation_failed(endpoint, session_id, stream_id)
            return
        receiver.new_publication_image(image)

    def _new_publication_image(
        self,
        endpoint: ReceiveChannelEndpoint,
        transport_index: int,
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
        conductor = self.conductor
        ctx = conductor.ctx
        udp = endpoint.udp_channel
        correlation_id = conductor.to_driver.next_correlation_id()
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
        is_reliable = all(link.is_reliable for link in links)
        spec = LogSpec(
            correlation_id=correlation_id,
            session_id=session_id,
            stream_id=stream_id,
            term_length=term_length,
            mtu_length=mtu,
            initial_term_id=initial_term_id,
            term_id=active_term_id,
            term_offset=term_offset,
            log_type=d.LOG_BUFFER_TYPE_PUBLICATION_IMAGE,
            sparse=first.sparse,
            receiver_window_length=cc.initial_window_length(),
            group=group,
            tether=first.tether,
            rejoin=first.rejoin,
            reliable=is_reliable,
        )
        identity = format_address(source)

        def build(log: LogBuffers, counter: NewCounter) -> PublicationImage:
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
            reporter = ImageLossReporter(
                self.loss_report,
                conductor.epoch_clock,
                session_id=session_id,
                stream_id=stream_id,
                channel=first.channel,
                source_identity=identity,
            )
            return PublicationImage(
                correlation_id=correlation_id,
                endpoint=endpoint,
                transport_index=transport_index,
                control_address=control_address,
                source_identity=identity,
                session_id=session_id,
                stream_id=stream_id,
                join_position=join_position,
                log=log,
                hwm=counter("rcv-hwm", RECEIVER_HWM_TYPE_ID),
                rebuild=counter("rcv-pos", RECEIVER_POSITION_TYPE_ID),
                naks_sent=counter("rcv-naks-sent", RECEIVER_NAKS_SENT_TYPE_ID),
                system_counters=conductor.system_counters,
                congestion_control=cc,
                delay_generator=delay,
                loss_reporter=reporter,
                clock=conductor.nano_clock,
                status_message_timeout_ns=ctx.status_message_timeout_ns,
                image_liveness_timeout_ns=ctx.image_liveness_timeout_ns,
                is_reliable=is_reliable,
                group_tag=udp.group_tag,
                setup_flags=flags,
            )

        image = conductor.streams.create(IMAGES_DIR, spec, first.client.client_id, first.channel, build)
        self.publication_images.append(image)
        for link in links:
            self._link_image(image, link)
        return image

    def _link_image(self, image: PublicationImage, link: SubscriptionLink) -> None:
        conductor = self.conductor
        now_ns = conductor.nano_clock.nano_time()
        conductor.streams.link_subscriber(image, link, image.source_identity, now_ns)

    def reject_image(self, correlation_id: int, reason: str) -> bool:
        """A client rejects a network image: the Receiver rejects it; False if no such image."""
        image = next((i for i in self.publication_images if i.correlation_id == correlation_id), None)
        if image is None or self.receiver is None:
            return False
        self.receiver.reject_image(image, reason)
        return True

    def on_image_linger(self, image: PublicationImage) -> None:
        """Subscribers get ON_UNAVAILABLE_IMAGE; a timed-out session may come back (rejoin)."""
        for s in image.subscribers:
            self.conductor.notify_unavailable_image_link(image.correlation_id, s.link)
        if self.receiver is not None and all(s.link.rejoin for s in image.subscribers):
            self.receiver.remove_cool_down(image.endpoint, image.session_id, image.stream_id)

    def cleanup_image(self, image: PublicationImage) -> None:
        self.conductor.streams.release(image.term_length)

    # -- duty cycle and shutdown ---------------------------------------------------------------------------

    def track_publication_positions(self) -> int:
        work = 0
        for publication in self.network_publications:
            work += publication.update_publisher_position_and_limit()
        return work

    def close(self) -> None:
        """Driver shutdown, after the agents stopped: free every network log and close every endpoint."""
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
        for send_endpoint in self.send_endpoints.values():
            send_endpoint.close()
        for receive_endpoint in self.receive_endpoints.values():
            receive_endpoint.close()
        self.send_endpoints.clear()
        self.receive_endpoints.clear()
