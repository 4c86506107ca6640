"""The untethered subscription state machine shared by IPC publications, network images and network spies.

aeron-driver/src/main/java/io/aeron/driver/UntetheredSubscription.java at 1.51.0 and the three
``checkUntetheredSubscriptions`` methods that drive it (IpcPublication, PublicationImage, NetworkPublication).
A ``tether=false`` subscriber whose position stays at or behind the owner's window limit for the window-limit
timeout is told its image is unavailable (LINGER); after the linger timeout it stops counting for flow control
and either rests (``rejoin=true``) or is dropped; after the resting timeout it gets a new image at the owner's
join position (ACTIVE again). The owners differ only in how they compute the window limit and what they do
on each edge, so those are passed in; the timing lives here once.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Protocol, TypeVar

if TYPE_CHECKING:
    from aeronkit.driver.stream_counters import Position
    from aeronkit.driver.subscription_link import SubscriptionLink


class UntetheredState(enum.Enum):
    ACTIVE = 1
    LINGER = 2
    RESTING = 3


class UntetheredEntry(Protocol):
    """What the state machine reads and writes on one subscriber (each owner's subscriber dataclass)."""

    link: SubscriptionLink
    position: Position
    untethered_state: UntetheredState
    time_of_last_update_ns: int
    active: bool


E = TypeVar("E", bound=UntetheredEntry)


def check_untethered(
    entries: Iterable[E],
    window_limit: int,
    now_ns: int,
    *,
    window_limit_timeout_ns: int,
    linger_timeout_ns: int,
    resting_timeout_ns: int,
    on_unavailable: Callable[[E], None],
    on_drop: Callable[[E], None],
    on_rejoin: Callable[[E], None],
) -> None:
    """Advance every untethered entry by one timer tick; tethered entries are left alone.

    ``on_unavailable`` sends ON_UNAVAILABLE_IMAGE; ``on_drop`` unlinks and closes a ``rejoin=false`` entry
    after its linger; ``on_rejoin`` sets the position to the join position and sends ON_AVAILABLE_IMAGE.
    """
    for entry in list(entries):
        if entry.link.tether:
            continue
        state = entry.untethered_state
        if state is UntetheredState.ACTIVE:
            if entry.position.get() > window_limit:
                entry.time_of_last_update_ns = now_ns
            elif entry.time_of_last_update_ns + window_limit_timeout_ns - now_ns <= 0:
                on_unavailable(entry)
                entry.untethered_state = UntetheredState.LINGER
                entry.time_of_last_update_ns = now_ns
        elif state is UntetheredState.LINGER:
            if entry.time_of_last_update_ns + linger_timeout_ns - now_ns <= 0:
                entry.active = False
                if entry.link.rejoin:
                    entry.untethered_state = UntetheredState.RESTING
                    entry.time_of_last_update_ns = now_ns
                else:
                    on_drop(entry)
        elif entry.time_of_last_update_ns + resting_timeout_ns - now_ns <= 0:
            on_rejoin(entry)  # first: an owner's join position may depend on which entries are active
            entry.active = True
            entry.untethered_state = UntetheredState.ACTIVE
            entry.time_of_last_update_ns = now_ns
