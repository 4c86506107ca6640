"""Multi-destination cast: the set of receivers a ``control-mode=manual|dynamic`` publication sends to.

Follows ManualSndMultiDestination / DynamicSndMultiDestination / Destination in
aeron-driver/src/main/java/io/aeron/driver/media/SendChannelEndpoint.java (1.51.0):

* manual: destinations are added and removed by client commands (``add_destination``); an SM marks its
  destination active, learning the receiver id from the first one that matches the address; a
  destination silent for ``DESTINATION_TIMEOUT`` (5 s) is offered for re-resolution of its endpoint name;
* dynamic: receivers join by sending SMs to the publication's ``control`` address and are keyed by
  receiver id and port; one silent for 5 s is dropped at the next send.

Sends start at a destination that rotates each call (round robin), so no receiver is always served
last. Here a send *stages* each datagram once per active destination into a SendBatch with addresses, so
one native sendmmsg reaches every receiver.
"""

from __future__ import annotations

from dataclasses import dataclass

from aeronkit.constants import NULL_VALUE
from aeronkit.driver.media.batch_io import Address, SendBatch

DESTINATION_TIMEOUT_NS = 5_000_000_000


@dataclass
class Destination:
    address: Address
    time_of_last_activity_ns: int
    receiver_id: int = 0
    is_receiver_id_valid: bool = False
    endpoint: str | None = None
    registration_id: int = NULL_VALUE

    def is_match(self, receiver_id: int, address: Address) -> bool:
        """By receiver id and port once the id is known, else by address and port."""
        if self.is_receiver_id_valid:
            return receiver_id == self.receiver_id and address[1] == self.address[1]
        return address == self.address


class MultiDestination:
    """Shared by both modes: the list, the round robin and batch staging."""

    def __init__(self) -> None:
        self.destinations: list[Destination] = []
        self._round_robin = 0

    def _order(self) -> list[Destination]:
        start = self._round_robin
        self._round_robin += 1
        if start >= len(self.destinations):
            self._round_robin = start = 0
        return self.destinations[start:] + self.destinations[:start]

    def _is_active(self, destination: Destination, now_ns: int) -> bool:
        return True

    def stage(self, batch: SendBatch, offset: int, length: int, now_ns: int) -> int:
        """Stage one datagram for every active destination; returns how many copies were staged.

        Stops early when the batch is full (flush and stage the rest again, as a short send).
        """
        staged = 0
        for destination in self._order():
            if self._is_active(destination, now_ns):
                if not batch.add(offset, length, destination.address):
                    break
                staged += 1
        self._after_send(now_ns)
        return staged

    def _after_send(self, now_ns: int) -> None:
        """Hook for the dynamic mode's expiry."""

    def on_status_message(self, receiver_id: int, address: Address, now_ns: int) -> None:
        raise NotImplementedError

    def __len__(self) -> int:
        return len(self.destinations)


class ManualDestinations(MultiDestination):
    """``control-mode=manual``: the client adds and removes destinations."""

    def add_destination(self, endpoint: str, address: Address, registration_id: int, now_ns: int) -> None:
        self.destinations.append(
            Destination(address, now_ns, endpoint=endpoint, registration_id=registration_id))

    def remove_destination(self, address: Address) -> bool:
        for i, destination in enumerate(self.destinations):
            if destination.address == address:
                del self.destinations[i]
                return True
        return False

    def remove_destination_by_id(self, registration_id: int) -> bool:
        for i, destination in enumerate(self.destinations):
            if destination.registration_id == registration_id:
                del self.destinations[i]
                return True
        return False

    def on_status_message(self, receiver_id: int, address: Address, now_ns: int) -> None:
        for destination in self.destinations:
            if destination.is_match(receiver_id, address):
                if not destination.is_receiver_id_valid:
                    destination.receiver_id = receiver_id
                    destination.is_receiver_id_valid = True
                destination.time_of_last_activity_ns = now_ns
                break

    def due_for_re_resolution(self, now_ns: int) -> list[Destination]:
        """Destinations silent for the timeout; their clocks restart so each is offered once per timeout."""
        due = []
        for destination in self.destinations:
            if destination.time_of_last_activity_ns + DESTINATION_TIMEOUT_NS - now_ns < 0:
                destination.time_of_last_activity_ns = now_ns
                due.append(destination)
        return due

    def update_destination(self, endpoint: str, address: Address) -> None:
        for destination in self.destinations:
            if destination.endpoint == endpoint:
                destination.address = address

    def find_registration_id(self, receiver_id: int, address: Address) -> int:
        for destination in self.destinations:
            if destination.is_match(receiver_id, address):
                return destination.registration_id
        return NULL_VALUE


class DynamicDestinations(MultiDestination):
    """``control-mode=dynamic``: receivers join by status message and leave by going quiet."""

    def on_status_message(self, receiver_id: int, address: Address, now_ns: int) -> None:
        for destination in self.destinations:
            if destination.receiver_id == receiver_id and destination.address[1] == address[1]:
                destination.time_of_last_activity_ns = now_ns
                return
        self.destinations.append(Destination(address, now_ns, receiver_id, True))

    def _is_active(self, destination: Destination, now_ns: int) -> bool:
        return destination.time_of_last_activity_ns + DESTINATION_TIMEOUT_NS - now_ns >= 0

    def _after_send(self, now_ns: int) -> None:
        if any(not self._is_active(d, now_ns) for d in self.destinations):
            self.destinations = [d for d in self.destinations if self._is_active(d, now_ns)]
