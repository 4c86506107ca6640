"""Free ports on 127.0.0.1, chosen by the kernel (bind to port 0) so parallel tests do not collide."""

from __future__ import annotations

import contextlib
import socket


def _free_port(kind: socket.SocketKind) -> int:
    with socket.socket(socket.AF_INET, kind) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def free_udp_port() -> int:
    """A UDP port on 127.0.0.1 that was free a moment ago."""
    return _free_port(socket.SOCK_DGRAM)


def free_tcp_port() -> int:
    """A TCP port on 127.0.0.1 that was free a moment ago."""
    return _free_port(socket.SOCK_STREAM)


def free_udp_ports(count: int) -> list[int]:
    """`count` distinct UDP ports: all sockets stay bound until every port is chosen, so none repeats."""
    with contextlib.ExitStack() as stack:
        ports: list[int] = []
        for _ in range(count):
            sock = stack.enter_context(socket.socket(socket.AF_INET, socket.SOCK_DGRAM))
            sock.bind(("127.0.0.1", 0))
            ports.append(int(sock.getsockname()[1]))
        return ports
