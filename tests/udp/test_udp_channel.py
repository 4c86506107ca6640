"""UdpChannel: what a URI resolves to, its canonical form, and errors that name the parameter."""

from __future__ import annotations

import pytest

from aeronkit.driver.exceptions import InvalidChannelError
from aeronkit.driver.media.udp_channel import ControlMode, UdpChannel


def test_unicast_endpoint_binds_wildcard_locally() -> None:
    ch = UdpChannel.parse("aeron:udp?endpoint=localhost:20121")
    assert not ch.is_multicast and not ch.has_group_semantics
    assert ch.remote_data.sockaddr == ("127.0.0.1", 20121)
    assert ch.remote_control == ch.remote_data
    assert ch.local_data.sockaddr == ("0.0.0.0", 0)
    assert ch.canonical_form == "UDP-0.0.0.0:0-localhost:20121"
    assert ch.has_explicit_endpoint and not ch.has_explicit_control


def test_interface_sets_the_local_address() -> None:
    ch = UdpChannel.parse("aeron:udp?endpoint=127.0.0.1:20121|interface=127.0.0.1")
    assert ch.local_data.sockaddr == ("127.0.0.1", 0)
    assert ch.canonical_form == "UDP-127.0.0.1:0-127.0.0.1:20121"


def test_multicast_control_group_is_data_group_plus_one() -> None:
    ch = UdpChannel.parse("aeron:udp?endpoint=224.0.1.1:40456|ttl=4")
    assert ch.is_multicast and ch.has_group_semantics
    assert ch.remote_data.sockaddr == ("224.0.1.1", 40456)
    assert ch.remote_control.sockaddr == ("224.0.1.2", 40456)
    assert ch.has_multicast_ttl and ch.multicast_ttl == 4
    # no interface given: Aeron resolves a real one (non-loopback first), and so do we
    assert not ch.local_data.is_any_local and ch.interface_index > 0
    assert ch.canonical_form == f"UDP-{ch.local_data.host}:0-224.0.1.1:40456"


def test_multicast_on_the_loopback_interface() -> None:
    ch = UdpChannel.parse("aeron:udp?endpoint=224.0.1.1:40456|interface=127.0.0.1/8")
    assert ch.local_data.sockaddr == ("127.0.0.1", 0)
    assert ch.canonical_form == "UDP-127.0.0.1:0-224.0.1.1:40456"


def test_ipv6_unicast_keeps_javas_wildcard_text() -> None:
    ch = UdpChannel.parse("aeron:udp?endpoint=[::1]:40123")
    assert ch.remote_data.sockaddr == ("::1", 40123)
    assert ch.local_data.host == "::"
    assert ch.canonical_form == "UDP-0.0.0.0:0-[::1]:40123"


def test_multicast_data_group_must_be_odd() -> None:
    with pytest.raises(InvalidChannelError, match=r"endpoint=224\.0\.1\.2:40456.*must be odd"):
        UdpChannel.parse("aeron:udp?endpoint=224.0.1.2:40456")


def test_control_modes() -> None:
    dynamic = UdpChannel.parse("aeron:udp?control=127.0.0.1:20122|control-mode=dynamic")
    assert dynamic.control_mode is ControlMode.DYNAMIC and dynamic.is_multi_destination
    assert dynamic.has_group_semantics and dynamic.has_explicit_control
    assert dynamic.local_control.sockaddr == ("127.0.0.1", 20122)
    assert dynamic.canonical_form == "UDP-127.0.0.1:20122-0.0.0.0:0"
    manual = UdpChannel.parse("aeron:udp?control-mode=manual")
    assert manual.is_manual_control_mode
    assert manual.canonical_form.startswith("UDP-0.0.0.0:0-0.0.0.0:0-")
    with pytest.raises(InvalidChannelError, match="explicit control expected with dynamic control mode"):
        UdpChannel.parse("aeron:udp?endpoint=127.0.0.1:5000|control-mode=dynamic")


def test_port_zero_gets_a_unique_suffix_or_the_tag() -> None:
    a = UdpChannel.parse("aeron:udp?endpoint=127.0.0.1:0")
    b = UdpChannel.parse("aeron:udp?endpoint=127.0.0.1:0")
    assert a.canonical_form != b.canonical_form and a != b
    tagged = UdpChannel.parse("aeron:udp?endpoint=127.0.0.1:0|tags=1001,7")
    assert tagged.canonical_form == "UDP-0.0.0.0:0-127.0.0.1:0#1001"
    assert tagged.has_tag and tagged.tag == 1001


def test_equal_by_canonical_form() -> None:
    a = UdpChannel.parse("aeron:udp?endpoint=127.0.0.1:20121|term-length=64k")
    b = UdpChannel.parse("aeron:udp?term-length=128k|endpoint=127.0.0.1:20121")
    assert a == b and hash(a) == hash(b)


def test_matching_tags() -> None:
    a = UdpChannel.parse("aeron:udp?endpoint=127.0.0.1:20121|tags=5")
    b = UdpChannel.parse("aeron:udp?tags=5")
    c = UdpChannel.parse("aeron:udp?endpoint=127.0.0.1:20999|tags=5")
    assert b.matches_tag(a)  # b is a wildcard
    with pytest.raises(InvalidChannelError, match="matching tag=5 has mismatched endpoint or control"):
        a.matches_tag(c)
    assert not a.matches_tag(UdpChannel.parse("aeron:udp?endpoint=127.0.0.1:20121|tags=6"))


def test_socket_window_and_nak_options() -> None:
    ch = UdpChannel.parse(
        "aeron:udp?endpoint=127.0.0.1:20121|so-sndbuf=64k|so-rcvbuf=2m|rcv-wnd=256k|nak-delay=50us|gtag=-3")
    assert ch.socket_sndbuf_length == 65536
    assert ch.socket_rcvbuf_length == 2 * 1024 * 1024
    assert ch.receiver_window_length == 256 * 1024
    assert ch.nak_delay_ns == 50_000
    assert ch.group_tag == -3
    assert ch.socket_sndbuf_length_or_default(7) == 65536
    assert UdpChannel.parse("aeron:udp?endpoint=127.0.0.1:1").socket_rcvbuf_length_or_default(7) == 7


@pytest.mark.parametrize(("channel", "named"), [
    ("aeron:udp?endpoint=127.0.0.1", "endpoint=127.0.0.1"),
    ("aeron:udp?endpoint=127.0.0.1:99999", "endpoint=127.0.0.1:99999"),
    ("aeron:udp?endpoint=[::1:5000", "endpoint="),
    ("aeron:udp?control=127.0.0.1:x", "control=127.0.0.1:x"),
    ("aeron:udp?endpoint=no-such-host.invalid:4000", "endpoint=no-such-host.invalid"),
    ("aeron:udp?endpoint=127.0.0.1:4000|so-rcvbuf=lots", "so-rcvbuf"),
    ("aeron:udp?endpoint=127.0.0.1:4000|so-sndbuf=4g", "so-sndbuf"),
    ("aeron:udp?endpoint=127.0.0.1:4000|rcv-wnd=1x", "rcv-wnd"),
    ("aeron:udp?endpoint=127.0.0.1:4000|nak-delay=soon", "nak-delay"),
    ("aeron:udp?endpoint=127.0.0.1:4000|gtag=abc", "gtag"),
    ("aeron:udp?endpoint=224.0.1.1:4000|ttl=300", "ttl=300"),
    ("aeron:udp?endpoint=224.0.1.1:4000|interface=10.255.255.1/32", "interface=10.255.255.1/32"),
    ("aeron:udp?endpoint=224.0.1.1:4000|interface={nosuchif0}", "interface={nosuchif0}"),
    ("aeron:udp?endpoint=127.0.0.1:4000|tags=x", "tags=x"),
    ("aeron:udp?ttl=4", "endpoint, control, tags"),
    ("aeron:ipc", "UDP media"),
])
def test_errors_name_the_parameter(channel: str, named: str) -> None:
    with pytest.raises(InvalidChannelError) as info:
        UdpChannel.parse(channel)
    assert named in str(info.value)
