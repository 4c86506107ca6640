"""Fixtures for the UDP tests: a two-namespace veth network for multicast (see udp_netns.py for why)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from udp_netns import VethPair, unavailable_reason

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


@pytest.fixture
def veth_pair() -> Iterator[VethPair]:
    """Namespaces A and B joined by a veth pair with a multicast route; removed after the test.

    Without root this skips locally and fails under CI=true, so CI never silently loses multicast coverage.
    """
    reason = unavailable_reason()
    if reason is not None:
        if IN_CI:
            pytest.fail(f"multicast tests need namespaces: {reason} (CI=true: never skipped)")
        pytest.skip(reason)
    pair = VethPair().create()
    try:
        yield pair
    finally:
        pair.remove()
