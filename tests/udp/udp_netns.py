"""Network namespaces joined by a veth pair, for multicast tests that must not touch the host's network.

Why namespaces: loopback here has no MULTICAST flag, and turning it on (plus a 224.0.0.0/4 route) would
change the shared host for every other process. Two namespaces created per test, linked by a veth pair
(which has MULTICAST), give a real two-host multicast path that exists only for the test and is removed
after it. Creating them needs root (CAP_NET_ADMIN) and iproute2.

Sockets are created *inside* a namespace by a helper thread that enters it with setns(2) (per-thread for
network namespaces); a socket stays in the namespace it was created in, so the test thread can use it.
"""

from __future__ import annotations

import ctypes
import itertools
import os
import shutil
import subprocess
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

CLONE_NEWNET = 0x40000000
T = TypeVar("T")
_counter = itertools.count()


def unavailable_reason() -> str | None:
    """Why namespaces cannot be made here, or None."""
    if os.geteuid() != 0:
        return "network namespaces need root (CAP_NET_ADMIN)"
    if shutil.which("ip") is None:
        return "iproute2 'ip' is not on PATH"
    return None


def _ip(*args: str) -> None:
    result = subprocess.run(["ip", *args], capture_output=True, text=True, timeout=30)
    if result.returncode != 0:
        raise RuntimeError(f"ip {' '.join(args)} failed: {result.stderr.strip()}")


@dataclass
class Namespace:
    name: str
    interface: str
    address: str

    def run(self, fn: Callable[[], T]) -> T:
        """Run ``fn`` on a thread inside this namespace and return its result (or raise its error)."""
        box: dict[str, object] = {}

        def body() -> None:
            libc = ctypes.CDLL(None, use_errno=True)
            fd = os.open(f"/var/run/netns/{self.name}", os.O_RDONLY)
            try:
                if libc.setns(fd, CLONE_NEWNET) != 0:
                    err = ctypes.get_errno()
                    raise OSError(err, f"setns({self.name}): {os.strerror(err)}")
                box["result"] = fn()
            except BaseException as ex:  # handed to the caller's thread
                box["error"] = ex
            finally:
                os.close(fd)

        thread = threading.Thread(target=body, name=f"netns-{self.name}")
        thread.start()
        thread.join(timeout=60)
        if thread.is_alive():
            raise TimeoutError(f"work in namespace {self.name} did not finish")
        if "error" in box:
            raise box["error"]  # type: ignore[misc]
        return box["result"]  # type: ignore[return-value]


class VethPair:
    """Two fresh namespaces, a veth between them, addresses 10.201.0.1/24 and .2, multicast routed on it."""

    SUBNET = "10.201.0"

    def __init__(self) -> None:
        tag = f"{os.getpid() % 100000}x{next(_counter)}"
        self.a = Namespace(f"akt-{tag}-a", f"akv{tag}a"[:15], f"{self.SUBNET}.1")
        self.b = Namespace(f"akt-{tag}-b", f"akv{tag}b"[:15], f"{self.SUBNET}.2")
        self._created: list[str] = []

    def create(self) -> VethPair:
        try:
            for ns in (self.a, self.b):
                _ip("netns", "add", ns.name)
                self._created.append(ns.name)
            _ip("link", "add", self.a.interface, "netns", self.a.name, "type", "veth",
                "peer", "name", self.b.interface, "netns", self.b.name)
            for ns in (self.a, self.b):
                _ip("-n", ns.name, "link", "set", "lo", "up")
                _ip("-n", ns.name, "addr", "add", f"{ns.address}/24", "dev", ns.interface)
                _ip("-n", ns.name, "link", "set", ns.interface, "up")
                _ip("-n", ns.name, "route", "add", "224.0.0.0/4", "dev", ns.interface)
        except BaseException:
            self.remove()
            raise
        return self

    def remove(self) -> None:
        """Delete the namespaces (the veth pair goes with them). Safe to call twice."""
        while self._created:
            name = self._created.pop()
            subprocess.run(["ip", "netns", "del", name], capture_output=True, timeout=30)
