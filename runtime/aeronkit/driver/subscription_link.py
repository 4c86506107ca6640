"""A client's subscription as the driver tracks it, and the other per-client resources it manages.

aeron-driver/src/main/java/io/aeron/driver/{SubscriptionLink,IpcSubscriptionLink,AeronClient,
PublicationLink,CounterLink}.java at 1.51.0. Each is a managed resource: the conductor calls
``on_time_event`` on its timer; once ``has_reached_end_of_life`` it closes it (and frees it). A client
whose heartbeat counter is older than the liveness timeout reaches end of life, and with it every
publication link, subscription link and counter it owned, which is how a killed client is cleaned up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from aeronkit.driver.stream_counters import Position
from aeronkit.driver.system_counters import SystemCounterId, SystemCounters

if TYPE_CHECKING:
    from aeronkit.driver.driver_conductor import DriverConductor
    from aeronkit.driver.ipc_publication import IpcPublication
    from aeronkit.driver.network_publication import NetworkPublication
    from aeronkit.driver.publication_params import SubscriptionParams


class Subscribable(Protocol):
    """A stream a subscription can join: an IPC publication, a network publication (spies) or an image."""

    registration_id: int
    session_id: int
    stream_id: int
    log_file_name: str

    def join_position(self) -> int: ...

    def add_subscriber(self, link: SubscriptionLink, position: Position, now_ns: int) -> None: ...

    def remove_subscriber(self, link: SubscriptionLink, position: Position) -> None: ...


class AeronClient:
    """One client id; alive while its heartbeat counter is fresh."""

    def __init__(
        self, client_id: int, liveness_timeout_ns: int, heartbeat: Position, counters: SystemCounters
    ) -> None:
        self.client_id = client_id
        self.liveness_timeout_ms = max(1, liveness_timeout_ns // 1_000_000)
        self.heartbeat = heartbeat
        self.system_counters = counters
        self.reached_end_of_life = False
        self.closed_by_command = False

    def on_time_event(self, now_ns: int, now_ms: int, conductor: DriverConductor) -> None:
        if now_ms > self.heartbeat.get() + self.liveness_timeout_ms:
            self.reached_end_of_life = True
            if not self.closed_by_command:
                self.system_counters[SystemCounterId.CLIENT_TIMEOUTS].increment()
                conductor.client_proxy.on_client_timeout(self.client_id)
            conductor.client_proxy.on_unavailable_counter(self.client_id, self.heartbeat.counter_id)

    def has_timed_out(self) -> bool:
        return self.reached_end_of_life

    def has_reached_end_of_life(self) -> bool:
        return self.reached_end_of_life

    def keepalive(self, now_ms: int) -> None:
        self.heartbeat.set_release(now_ms)

    def on_closed_by_command(self) -> None:
        """CLIENT_CLOSE: expire at the next timer tick without counting a timeout."""
        self.closed_by_command = True
        self.heartbeat.set_release(0)

    def close(self) -> None:
        self.heartbeat.close()

    def free(self) -> bool:
        return True


class PublicationLink:
    """One client's reference (one add_publication) to a publication."""

    def __init__(
        self, registration_id: int, client: AeronClient, publication: IpcPublication | NetworkPublication
    ) -> None:
        self.registration_id = registration_id
        self.client = client
        self.publication = publication
        self.reached_end_of_life = False
        publication.inc_ref()

    def on_time_event(self, now_ns: int, now_ms: int, conductor: DriverConductor) -> None:
        if self.client.has_timed_out():
            self.reached_end_of_life = True

    def has_reached_end_of_life(self) -> bool:
        return self.reached_end_of_life

    def revoke(self) -> None:
        self.publication.revoke()

    def close(self) -> None:
        self.publication.dec_ref()

    def free(self) -> bool:
        return True


class CounterLink:
    """A counter a client added; freed when the client removes it or goes away."""

    def __init__(self, registration_id: int, client: AeronClient, position: Position) -> None:
        self.registration_id = registration_id
        self.client = client
        self.position = position
        self.reached_end_of_life = False

    @property
    def counter_id(self) -> int:
        return self.position.counter_id

    def on_time_event(self, now_ns: int, now_ms: int, conductor: DriverConductor) -> None:
        if self.client.has_timed_out():
            self.reached_end_of_life = True
            conductor.client_proxy.on_unavailable_counter(self.registration_id, self.counter_id)

    def has_reached_end_of_life(self) -> bool:
        return self.reached_end_of_life

    def close(self) -> None:
        self.position.close()

    def free(self) -> bool:
        return True


class SubscriptionLink:
    """An IPC subscription: which streams it reads and with which sub-pos counter."""

    def __init__(
        self,
        registration_id: int,
        stream_id: int,
        channel: str,
        client: AeronClient,
        params: SubscriptionParams,
    ) -> None:
        self.registration_id = registration_id
        self.stream_id = stream_id
        self.channel = channel
        self.client = client
        self.session_id = params.session_id
        self.is_response = params.is_response  # a response subscription learns its session from RSP_SETUP
        self.tether = params.tether
        self.rejoin = params.rejoin
        self.sparse = params.sparse
        self.positions: dict[int, tuple[Subscribable, Position]] = {}
        self.reached_end_of_life = False

    def matches(self, stream: Subscribable) -> bool:
        """Its stream, and its session if it has one; a response subscription matches nothing until it
        knows its session (SubscriptionLink.matches)."""
        return stream.stream_id == self.stream_id and self.wants_session(stream.session_id)

    def wants_session(self, session_id: int) -> bool:
        return (self.session_id is None and not self.is_response) or self.session_id == session_id

    def is_linked(self, stream: Subscribable) -> bool:
        return stream.registration_id in self.positions

    def link(self, stream: Subscribable, position: Position) -> None:
        self.positions[stream.registration_id] = (stream, position)

    def unlink(self, stream: Subscribable) -> None:
        self.positions.pop(stream.registration_id, None)

    def on_time_event(self, now_ns: int, now_ms: int, conductor: DriverConductor) -> None:
        if self.client.has_timed_out():
            self.reached_end_of_life = True

    def has_reached_end_of_life(self) -> bool:
        return self.reached_end_of_life

    def close(self) -> None:
        for stream, position in list(self.positions.values()):
            stream.remove_subscriber(self, position)
        self.positions.clear()

    def free(self) -> bool:
        return True
