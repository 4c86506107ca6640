"""The two-namespace veth network for multicast tests (see tests/udp/udp_netns.py for why), as one fixture.

Import ``veth_pair`` into a conftest or test module to use it. Without root it skips locally and fails under
CI=true, so CI never silently loses multicast coverage.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "udp"))
from udp_netns import VethPair, unavailable_reason

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


@pytest.fixture
def veth_pair() -> Iterator[VethPair]:
    """Namespaces A and B joined by a veth pair with a multicast route; removed after the test."""
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
