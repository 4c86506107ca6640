"""Fixtures for the UDP tests: a two-namespace veth network for multicast (tests/support/netns.py)."""

from __future__ import annotations

from support.netns import veth_pair

__all__ = ["veth_pair"]
