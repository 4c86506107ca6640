"""A UDP channel URI resolved into the addresses, interface and options its transports need.

Aeron's UdpChannel (aeron-driver/src/main/java/io/aeron/driver/media/UdpChannel.java at 1.51.0) decides
from ``endpoint``, ``control``, ``control-mode``, ``interface``, ``ttl`` and ``tags`` whether a channel is
unicast, multicast or multi-destination, which local and remote addresses its sockets use, and the
*canonical form* that makes two URIs share one endpoint. This module makes the same decisions so that an
aeronkit driver and a Java driver agree on what a channel means. Addresses are parsed the way
SocketAddressParser and InterfaceSearchAddress parse them; every error names the parameter it came from.
"""

from __future__ import annotations

import enum
import fcntl
import ipaddress
import itertools
import socket
import struct
from dataclasses import dataclass

from aeronkit import config
from aeronkit.constants import LONG_MAX, LONG_MIN
from aeronkit.driver import channel_uri as uri_mod
from aeronkit.driver.channel_uri import ChannelUri
from aeronkit.driver.exceptions import InvalidChannelError
from aeronkit.errors import ConfigurationError

ENDPOINT = "endpoint"
CONTROL = "control"
CONTROL_MODE = "control-mode"
INTERFACE = "interface"
TTL = "ttl"
TAGS = "tags"
SO_RCVBUF = "so-rcvbuf"
SO_SNDBUF = "so-sndbuf"
RCV_WND = "rcv-wnd"
NAK_DELAY = "nak-delay"
GTAG = "gtag"
FC = "fc"

_unique_canonical = itertools.count()


class ControlMode(enum.Enum):
    """``control-mode`` values; DYNAMIC and MANUAL are multi-destination cast."""

    NONE = ""
    DYNAMIC = "dynamic"
    MANUAL = "manual"
    RESPONSE = "response"

    @property
    def is_multi_destination(self) -> bool:
        return self in (ControlMode.DYNAMIC, ControlMode.MANUAL)


@dataclass(frozen=True)
class UdpAddress:
    """A resolved socket address plus the host text the user wrote (canonical forms use the text)."""

    host: str
    port: int
    family: int = socket.AF_INET
    host_string: str = ""

    @property
    def sockaddr(self) -> tuple[str, int]:
        return (self.host, self.port)

    @property
    def is_multicast(self) -> bool:
        return ipaddress.ip_address(self.host).is_multicast

    @property
    def is_any_local(self) -> bool:
        return ipaddress.ip_address(self.host).is_unspecified

    def __str__(self) -> str:
        host = self.host_string or self.host
        return f"[{host}]:{self.port}" if ":" in host else f"{host}:{self.port}"


ANY_IPV4 = UdpAddress("0.0.0.0", 0, socket.AF_INET, "0.0.0.0")
ANY_IPV6 = UdpAddress("::", 0, socket.AF_INET6, "::")


def _split_host_port(text: str, param: str, port_required: bool = True) -> tuple[str, int | None, int]:
    """Split ``host:port`` or ``[v6]:port`` as SocketAddressParser does; returns (host, port, family)."""
    if text.startswith("["):
        close = text.find("]")
        if close < 0:
            raise InvalidChannelError(f"{param}={text}: invalid format, ']' missing")
        host = text[1:close].split("%", 1)[0]
        rest = text[close + 1:]
        family = socket.AF_INET6
        if not rest and not port_required:
            return host, None, family
        if not rest.startswith(":"):
            raise InvalidChannelError(f"{param}={text}: [address]:port is required for ipv6")
        port_text = rest[1:]
    else:
        host, sep, port_text = text.rpartition(":")
        family = socket.AF_INET
        if not sep:
            if port_required:
                raise InvalidChannelError(f"{param}={text}: address:port is required for ipv4")
            return text, None, family
        if ":" in host:
            raise InvalidChannelError(f"{param}={text}: invalid format, IPv6 addresses need [brackets]")
    if not host:
        raise InvalidChannelError(f"{param}={text}: invalid format, no host")
    if not port_text.isdigit() or not 0 <= int(port_text) <= 65535:
        raise InvalidChannelError(f"{param}={text}: port must be a number in 0..65535")
    return host, int(port_text), family


def resolve_address(text: str, param: str) -> UdpAddress:
    """Resolve ``host:port`` (a name resolves to its first IPv4 address, as InetAddress does)."""
    host, port, family = _split_host_port(text, param)
    assert port is not None
    try:
        ip = ipaddress.ip_address(host)
        return UdpAddress(str(ip), port, socket.AF_INET6 if ip.version == 6 else socket.AF_INET, host)
    except ValueError:
        pass
    try:
        infos = socket.getaddrinfo(host, port, family, socket.SOCK_DGRAM)
    except OSError:
        raise InvalidChannelError(f"{param}={text}: could not resolve address (unknown host)") from None
    resolved = str(infos[0][4][0])
    return UdpAddress(resolved, port, infos[0][0], host)


def _ipv4_interfaces() -> list[tuple[str, int, ipaddress.IPv4Interface, int]]:
    """(name, index, address/netmask, flags) for every IPv4-addressed interface of this network namespace."""
    result: list[tuple[str, int, ipaddress.IPv4Interface, int]] = []
    siocgifaddr, siocgifnetmask, siocgifflags = 0x8915, 0x891B, 0x8913
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        for index, name in socket.if_nameindex():
            request = struct.pack("256s", name.encode()[:15])
            try:
                addr = socket.inet_ntoa(fcntl.ioctl(probe.fileno(), siocgifaddr, request)[20:24])
                mask = socket.inet_ntoa(fcntl.ioctl(probe.fileno(), siocgifnetmask, request)[20:24])
                flags = struct.unpack_from("H", fcntl.ioctl(probe.fileno(), siocgifflags, request), 16)[0]
            except OSError:
                continue
            result.append((name, index, ipaddress.IPv4Interface(f"{addr}/{mask}"), flags))
    return result


@dataclass(frozen=True)
class ResolvedInterface:
    """The local address to bind or join with, and the interface index for multicast (0 = kernel's choice)."""

    address: UdpAddress
    index: int
    name: str


IFF_UP = 0x1
IFF_LOOPBACK = 0x8
IFF_MULTICAST = 0x1000


def _wildcard(family: int) -> UdpAddress:
    """The unicast wildcard. Aeron's is Java's ``new InetSocketAddress(0)``, printed ``0.0.0.0`` in canonical
    forms even when the socket ends up IPv6, so an IPv6 wildcard keeps that text."""
    if family == socket.AF_INET6:
        return UdpAddress("::", 0, socket.AF_INET6, "0.0.0.0")
    return ANY_IPV4


def _find_interface(text: str, network: ipaddress.IPv4Network, port: int) -> ResolvedInterface:
    """NetworkUtil.filterBySubnet + InterfaceSearchAddress.findInterface: interfaces with an address in
    ``network``, non-loopback first, then the longest interface prefix; the first that is up and
    multicast-capable (or loopback) wins."""
    candidates = [c for c in _ipv4_interfaces() if c[2].ip in network]
    candidates.sort(key=lambda c: (bool(c[3] & IFF_LOOPBACK), -c[2].network.prefixlen))
    for name, index, iface, flags in candidates:
        if flags & IFF_UP and flags & (IFF_MULTICAST | IFF_LOOPBACK):
            return ResolvedInterface(UdpAddress(str(iface.ip), port, socket.AF_INET), index, name)
    raise InvalidChannelError(
        f"{INTERFACE}={text}: Unable to find multicast or loopback interface matching criteria: {network}")


def resolve_interface(text: str | None, multicast: bool, family: int = socket.AF_INET) -> ResolvedInterface:
    """Resolve ``interface=`` (``addr[:port][/prefix]`` or ``{name}[:port]``) against local interfaces.

    Unicast without a value (or with a wildcard address) binds the wildcard. Multicast always resolves to
    a real interface, choosing as Aeron does (see _find_interface); without a value any IPv4 one.
    """
    if text is None:
        if multicast:
            return _find_interface("<default>", ipaddress.IPv4Network("0.0.0.0/0"), 0)
        return ResolvedInterface(_wildcard(family), 0, "")
    if text.startswith("{"):
        close = text.find("}")
        if close < 0:
            raise InvalidChannelError(f"{INTERFACE}={text}: invalid format, '}}' missing")
        name = text[1:close]
        rest = text[close + 1:]
        name_port = int(rest[1:]) if rest.startswith(":") and rest[1:].isdigit() else 0
        if rest and not rest.startswith(":"):
            raise InvalidChannelError(f"{INTERFACE}={text}: invalid format after the interface name")
        for if_name, index, iface, _flags in _ipv4_interfaces():
            if if_name == name:
                return ResolvedInterface(UdpAddress(str(iface.ip), name_port, socket.AF_INET), index, if_name)
        raise InvalidChannelError(f"{INTERFACE}={text}: no interface named {name} with an IPv4 address")
    body, _, prefix_text = text.partition("/")
    host, port, _family = _split_host_port(body, INTERFACE, port_required=False)
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        raise InvalidChannelError(f"{INTERFACE}={text}: not an IP address") from None
    if prefix_text and not prefix_text.isdigit():
        raise InvalidChannelError(f"{INTERFACE}={text}: subnet prefix must be a number")
    prefix = int(prefix_text) if prefix_text else ip.max_prefixlen
    if prefix > ip.max_prefixlen:
        raise InvalidChannelError(f"{INTERFACE}={text}: subnet prefix {prefix} > {ip.max_prefixlen}")
    if ip.is_unspecified and not multicast:
        ip_family = socket.AF_INET6 if ip.version == 6 else socket.AF_INET
        return ResolvedInterface(UdpAddress(str(ip), port or 0, ip_family, host), 0, "")
    if ip.version == 6:
        # No IPv6 interface table here: the address is used as given (binding fails if it is not ours).
        return ResolvedInterface(UdpAddress(str(ip), port or 0, socket.AF_INET6, host), 0, "")
    if ip.is_unspecified:
        prefix = 0
    return _find_interface(text, ipaddress.IPv4Network(f"{ip}/{prefix}", strict=False), port or 0)


def _buffer_length(uri: ChannelUri, param: str) -> int:
    text = uri.get(param)
    if text is None:
        return 0
    try:
        size = config.parse_size(param, text)
    except ConfigurationError as ex:
        raise InvalidChannelError(f"{ex}: channel={uri}") from None
    if size > 2**31 - 1:
        raise InvalidChannelError(f"Invalid {param} length: {size}")
    return size


def _optional_long(uri: ChannelUri, param: str) -> int | None:
    text = uri.get(param)
    if text is None:
        return None
    try:
        value = int(text)
    except ValueError:
        raise InvalidChannelError(f"'{param}' does not contain a valid long value: {text}") from None
    if not LONG_MIN <= value <= LONG_MAX:
        raise InvalidChannelError(f"'{param}' does not contain a valid long value: {text}")
    return value


def canonicalise(
    local_param: str | None, local: UdpAddress, remote_param: str | None, remote: UdpAddress
) -> str:
    """``UDP-<local>-<remote>``: the parameter text when given, else the address (Aeron's canonicalise)."""
    left = local_param if local_param is not None else f"{local.host_string or local.host}:{local.port}"
    right = remote_param if remote_param is not None else f"{remote.host_string or remote.host}:{remote.port}"
    return f"UDP-{left}-{right}"


def multicast_control_address(data: UdpAddress) -> UdpAddress:
    """The control group of a multicast data group: last address byte + 1; the data byte must be odd."""
    packed = bytearray(ipaddress.ip_address(data.host).packed)
    if packed[-1] % 2 == 0:
        raise InvalidChannelError(f"{ENDPOINT}={data}: multicast data address must be odd")
    packed[-1] += 1
    control = str(ipaddress.ip_address(bytes(packed)))
    return UdpAddress(control, data.port, data.family, control)


@dataclass(frozen=True)
class UdpChannel:
    """What a ``aeron:udp`` URI means once resolved; equality is by canonical form, as in Aeron."""

    uri: ChannelUri
    original: str
    control_mode: ControlMode
    has_explicit_endpoint: bool
    has_explicit_control: bool
    is_multicast: bool
    has_multicast_ttl: bool
    multicast_ttl: int
    has_tag: bool
    tag: int
    remote_data: UdpAddress
    local_data: UdpAddress
    remote_control: UdpAddress
    local_control: UdpAddress
    interface_index: int
    canonical_form: str
    socket_rcvbuf_length: int
    socket_sndbuf_length: int
    receiver_window_length: int
    nak_delay_ns: int | None
    group_tag: int | None

    @classmethod
    def parse(cls, channel: str | ChannelUri, *, is_destination: bool = False) -> UdpChannel:
        """Resolve a channel; raises InvalidChannelError whose message names the offending parameter."""
        uri = uri_mod.parse(channel) if isinstance(channel, str) else channel
        original = channel if isinstance(channel, str) else str(channel)
        if uri.media != "udp":
            raise InvalidChannelError(f"UdpChannel only supports UDP media: {original}")
        endpoint_text = uri.get(ENDPOINT)
        control_text = uri.get(CONTROL)
        endpoint = resolve_address(endpoint_text, ENDPOINT) if endpoint_text is not None else None
        control = resolve_address(control_text, CONTROL) if control_text is not None else None
        tag_text = _channel_tag(uri)
        mode_text = uri.get(CONTROL_MODE)
        try:
            mode = ControlMode(mode_text) if mode_text else ControlMode.NONE
        except ValueError:
            mode = ControlMode.NONE  # Aeron ignores unknown control modes
        rcvbuf = _buffer_length(uri, SO_RCVBUF)
        sndbuf = _buffer_length(uri, SO_SNDBUF)
        window = _buffer_length(uri, RCV_WND)
        nak_delay = uri.duration_ns(NAK_DELAY)

        needs_suffix = not is_destination and (
            (endpoint is None and control is None)
            or (endpoint is not None and endpoint.port == 0)
            or (control is not None and control.port == 0))
        if mode is ControlMode.DYNAMIC and control is None:
            raise InvalidChannelError(f"explicit control expected with dynamic control mode: {original}")
        if endpoint is None and control is None and tag_text is None and mode not in (
                ControlMode.MANUAL, ControlMode.RESPONSE):
            raise InvalidChannelError(
                "URIs for UDP must specify an endpoint, control, tags, or control-mode=manual/response: "
                + original)

        has_explicit_endpoint = endpoint is not None
        if endpoint is None:
            endpoint = ANY_IPV6 if control is not None and control.family == socket.AF_INET6 else ANY_IPV4
        has_tag = tag_text is not None
        tag = 0
        if tag_text is not None:
            try:
                tag = int(tag_text)
            except ValueError:
                raise InvalidChannelError(f"{TAGS}={uri.get(TAGS)}: channel tag is not a number") from None

        suffix = ""
        if needs_suffix:
            suffix = f"#{tag_text}" if tag_text is not None else f"-{next(_unique_canonical)}"
        has_ttl = False
        ttl = 0
        interface_index = 0
        if endpoint.is_multicast:
            iface = resolve_interface(uri.get(INTERFACE), True, endpoint.family)
            remote_control = multicast_control_address(endpoint)
            local = iface.address
            canonical = canonicalise(None, local, None, endpoint)
            remote_data, local_data, local_control = endpoint, local, local
            interface_index = iface.index
            ttl_value = uri.get(TTL)
            if ttl_value is not None:
                if not ttl_value.isdigit() or int(ttl_value) > 255:
                    raise InvalidChannelError(f"{TTL}={ttl_value}: multicast TTL must be a number in 0..255")
                has_ttl, ttl = True, int(ttl_value)
            is_multicast = True
        elif control is not None:
            canonical = canonicalise(control_text, control, endpoint_text, endpoint) + suffix
            remote_data = remote_control = endpoint
            local_data = local_control = control
            is_multicast = False
        else:
            local = resolve_interface(uri.get(INTERFACE), False, endpoint.family).address
            canonical = canonicalise(None, local, endpoint_text, endpoint) + suffix
            remote_data = remote_control = endpoint
            local_data = local_control = local
            is_multicast = False
        return cls(
            uri=uri, original=original, control_mode=mode, has_explicit_endpoint=has_explicit_endpoint,
            has_explicit_control=control is not None and not is_multicast, is_multicast=is_multicast,
            has_multicast_ttl=has_ttl, multicast_ttl=ttl, has_tag=has_tag, tag=tag,
            remote_data=remote_data, local_data=local_data, remote_control=remote_control,
            local_control=local_control, interface_index=interface_index, canonical_form=canonical,
            socket_rcvbuf_length=rcvbuf, socket_sndbuf_length=sndbuf, receiver_window_length=window,
            nak_delay_ns=nak_delay, group_tag=_optional_long(uri, GTAG))

    @property
    def is_multi_destination(self) -> bool:
        return self.control_mode.is_multi_destination

    @property
    def has_group_semantics(self) -> bool:
        """Multicast or multi-destination: NAKs delayed, retransmits pooled (Aeron's group semantics)."""
        return self.is_multicast or self.is_multi_destination

    @property
    def is_dynamic_control_mode(self) -> bool:
        return self.control_mode is ControlMode.DYNAMIC

    @property
    def is_manual_control_mode(self) -> bool:
        return self.control_mode is ControlMode.MANUAL

    def socket_rcvbuf_length_or_default(self, default: int) -> int:
        return self.socket_rcvbuf_length or default

    def socket_sndbuf_length_or_default(self, default: int) -> int:
        return self.socket_sndbuf_length or default

    def receiver_window_length_or_default(self, default: int) -> int:
        return self.receiver_window_length or default

    def matches_tag(self, other: UdpChannel) -> bool:
        """True when both carry the same channel tag; a tag shared with different addresses is an error."""
        if not self.has_tag or not other.has_tag or self.tag != other.tag:
            return False
        if self.control_mode is not ControlMode.NONE and self.control_mode is not other.control_mode:
            raise InvalidChannelError(
                f"matching tag={self.tag} has mismatched control-mode: {self.original} <> {other.original}")
        wildcard = (self.remote_data.is_any_local and self.remote_data.port == 0
                    and self.local_data.is_any_local and self.local_data.port == 0)
        same = (self.remote_data.sockaddr == other.remote_data.sockaddr
                and self.local_data.sockaddr == other.local_data.sockaddr)
        if not (wildcard or same):
            raise InvalidChannelError(
                f"matching tag={self.tag} has mismatched endpoint or control: "
                f"{self.original} <> {other.original}")
        return True

    def __eq__(self, other: object) -> bool:
        return isinstance(other, UdpChannel) and other.canonical_form == self.canonical_form

    def __hash__(self) -> int:
        return hash(self.canonical_form)

    def __str__(self) -> str:
        return self.canonical_form


def _channel_tag(uri: ChannelUri) -> str | None:
    """The channel tag: the first element of ``tags=<channel>[,<entity>]``, if non-empty."""
    tags = uri.get(TAGS)
    if not tags:
        return None
    first = tags.split(",", 1)[0]
    return first or None
