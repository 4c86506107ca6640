"""Deterministic simulation for testing aeronkit and what is built on it: one seed, one history.

What Aeron's own test suites lean on, as one public package: a clock that moves only when told
(``ManualClock``, also at aeronkit.clock), a ``Scheduler`` that steps agents in a seed-chosen order on it, a
``SimNetwork`` with delay, loss, duplication, reordering, partitions and one-way links, and the loss
generators of Aeron's debug endpoints (their home is aeronkit.driver.ext.loss_generators, where the driver
reads ``aeron.debug.*`` settings; they are re-exported here for tests that shape traffic themselves).

    clock = ManualClock()
    network = SimNetwork(clock, seed, LinkProfile(loss=0.1))
    scheduler = Scheduler(seed, clock)
    scheduler.add("member-0", election.do_work)
    scheduler.run_until(lambda: election.state is ElectionState.CLOSED)
"""

from aeronkit.clock import ManualClock
from aeronkit.driver.ext.loss_generators import (
    NO_LOSS,
    DebugFrameInterceptor,
    FixedLossGenerator,
    FrameTypeLossGenerator,
    LossGenerator,
    LossSettings,
    MultiGapLossGenerator,
    NoLossGenerator,
    PatternLossGenerator,
    RandomLossGenerator,
)
from aeronkit.testing.network import LinkProfile, LinkStats, SimEndpoint, SimNetwork
from aeronkit.testing.scheduler import AgentGroup, Scheduler, Turn, Work

__all__ = [
    "NO_LOSS",
    "AgentGroup",
    "DebugFrameInterceptor",
    "FixedLossGenerator",
    "FrameTypeLossGenerator",
    "LinkProfile",
    "LinkStats",
    "LossGenerator",
    "LossSettings",
    "ManualClock",
    "MultiGapLossGenerator",
    "NoLossGenerator",
    "PatternLossGenerator",
    "RandomLossGenerator",
    "Scheduler",
    "SimEndpoint",
    "SimNetwork",
    "Turn",
    "Work",
]
