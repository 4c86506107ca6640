"""The driver's system counters (type 0): Aeron's ids, labels and allocation order.

aeron-driver/src/main/java/io/aeron/driver/status/SystemCounterDescriptor.java at 1.51.0: each counter's
key is its int32 id, its registration id is the id, its owner is -1, and they are allocated first and in
id order, so in a fresh cnc.dat counter id == system counter id. AeronStat prints these labels as is.
Several belong to the UDP half (sender, receiver, NAKs, ...); they exist from the start, at zero, so tools
and dashboards see the same set as on a Java driver.
"""

from __future__ import annotations

import enum
import struct

from aeronkit import __version__
from aeronkit.concurrent.counters import AtomicCounter, CountersManager
from aeronkit.counter_types import CounterTypeId
from aeronkit.interop.java import aeron_version

SYSTEM_COUNTER_TYPE_ID = CounterTypeId.DRIVER_SYSTEM_COUNTER
_VERSION_INFO = f"version={'.'.join(map(str, aeron_version()))} commit=aeronkit-{__version__}"  # the pin


class SystemCounterId(enum.IntEnum):
    BYTES_SENT = 0
    BYTES_RECEIVED = 1
    RECEIVER_PROXY_FAILS = 2
    SENDER_PROXY_FAILS = 3
    CONDUCTOR_PROXY_FAILS = 4
    NAK_MESSAGES_SENT = 5
    NAK_MESSAGES_RECEIVED = 6
    STATUS_MESSAGES_SENT = 7
    STATUS_MESSAGES_RECEIVED = 8
    HEARTBEATS_SENT = 9
    HEARTBEATS_RECEIVED = 10
    RETRANSMITS_SENT = 11
    FLOW_CONTROL_UNDER_RUNS = 12
    FLOW_CONTROL_OVER_RUNS = 13
    INVALID_PACKETS = 14
    ERRORS = 15
    SHORT_SENDS = 16
    FREE_FAILS = 17
    SENDER_FLOW_CONTROL_LIMITS = 18
    UNBLOCKED_PUBLICATIONS = 19
    UNBLOCKED_COMMANDS = 20
    POSSIBLE_TTL_ASYMMETRY = 21
    CONTROLLABLE_IDLE_STRATEGY = 22
    LOSS_GAP_FILLS = 23
    CLIENT_TIMEOUTS = 24
    RESOLUTION_CHANGES = 25
    CONDUCTOR_MAX_CYCLE_TIME = 26
    CONDUCTOR_CYCLE_TIME_THRESHOLD_EXCEEDED = 27
    SENDER_MAX_CYCLE_TIME = 28
    SENDER_CYCLE_TIME_THRESHOLD_EXCEEDED = 29
    RECEIVER_MAX_CYCLE_TIME = 30
    RECEIVER_CYCLE_TIME_THRESHOLD_EXCEEDED = 31
    NAME_RESOLVER_MAX_TIME = 32
    NAME_RESOLVER_TIME_THRESHOLD_EXCEEDED = 33
    AERON_VERSION = 34
    BYTES_CURRENTLY_MAPPED = 35
    RETRANSMITTED_BYTES = 36
    RETRANSMIT_OVERFLOW = 37
    ERROR_FRAMES_RECEIVED = 38
    ERROR_FRAMES_SENT = 39
    PUBLICATIONS_REVOKED = 40
    PUBLICATION_IMAGES_REVOKED = 41
    IMAGES_REJECTED = 42
    CONTROL_PROTOCOL_VERSION = 43
    STATUS_MESSAGES_REJECTED = 44
    ASYNC_EXECUTOR_PROXY_FAILS = 45


LABELS: dict[SystemCounterId, str] = {
    SystemCounterId.BYTES_SENT: "Bytes sent",
    SystemCounterId.BYTES_RECEIVED: "Bytes received",
    SystemCounterId.RECEIVER_PROXY_FAILS: "Failed offers to ReceiverProxy",
    SystemCounterId.SENDER_PROXY_FAILS: "Failed offers to SenderProxy",
    SystemCounterId.CONDUCTOR_PROXY_FAILS: "Failed offers to DriverConductorProxy",
    SystemCounterId.NAK_MESSAGES_SENT: "NAKs sent",
    SystemCounterId.NAK_MESSAGES_RECEIVED: "NAKs received",
    SystemCounterId.STATUS_MESSAGES_SENT: "Status Messages sent",
    SystemCounterId.STATUS_MESSAGES_RECEIVED: "Status Messages received",
    SystemCounterId.HEARTBEATS_SENT: "Heartbeats sent",
    SystemCounterId.HEARTBEATS_RECEIVED: "Heartbeats received",
    SystemCounterId.RETRANSMITS_SENT: "Retransmits sent",
    SystemCounterId.FLOW_CONTROL_UNDER_RUNS: "Flow control under runs",
    SystemCounterId.FLOW_CONTROL_OVER_RUNS: "Flow control over runs",
    SystemCounterId.INVALID_PACKETS: "Invalid packets",
    SystemCounterId.ERRORS: f"Errors: {_VERSION_INFO}",
    SystemCounterId.SHORT_SENDS: "Short sends",
    SystemCounterId.FREE_FAILS: "Failed attempts to free log buffers",
    SystemCounterId.SENDER_FLOW_CONTROL_LIMITS: "Sender flow control limits, i.e. back-pressure events",
    SystemCounterId.UNBLOCKED_PUBLICATIONS: "Unblocked Publications",
    SystemCounterId.UNBLOCKED_COMMANDS: "Unblocked Control Commands",
    SystemCounterId.POSSIBLE_TTL_ASYMMETRY: "Possible TTL Asymmetry",
    SystemCounterId.CONTROLLABLE_IDLE_STRATEGY: "ControllableIdleStrategy status",
    SystemCounterId.LOSS_GAP_FILLS: "Loss gap fills",
    SystemCounterId.CLIENT_TIMEOUTS: "Client liveness timeouts",
    SystemCounterId.RESOLUTION_CHANGES: "Resolution changes",
    SystemCounterId.CONDUCTOR_MAX_CYCLE_TIME: "Conductor max cycle time doing its work in ns",
    SystemCounterId.CONDUCTOR_CYCLE_TIME_THRESHOLD_EXCEEDED: "Conductor work cycle exceeded threshold count",
    SystemCounterId.SENDER_MAX_CYCLE_TIME: "Sender max cycle time doing its work in ns",
    SystemCounterId.SENDER_CYCLE_TIME_THRESHOLD_EXCEEDED: "Sender work cycle exceeded threshold count",
    SystemCounterId.RECEIVER_MAX_CYCLE_TIME: "Receiver max cycle time doing its work in ns",
    SystemCounterId.RECEIVER_CYCLE_TIME_THRESHOLD_EXCEEDED: "Receiver work cycle exceeded threshold count",
    SystemCounterId.NAME_RESOLVER_MAX_TIME: "NameResolver max time in ns",
    SystemCounterId.NAME_RESOLVER_TIME_THRESHOLD_EXCEEDED: "NameResolver exceeded threshold count",
    SystemCounterId.AERON_VERSION: f"Aeron software: {_VERSION_INFO}",
    SystemCounterId.BYTES_CURRENTLY_MAPPED: "Bytes currently mapped",
    SystemCounterId.RETRANSMITTED_BYTES: "Retransmitted bytes",
    SystemCounterId.RETRANSMIT_OVERFLOW: "Retransmit Pool Overflow count",
    SystemCounterId.ERROR_FRAMES_RECEIVED: "Error Frames received",
    SystemCounterId.ERROR_FRAMES_SENT: "Error Frames sent",
    SystemCounterId.PUBLICATIONS_REVOKED: "Publications Revoked",
    SystemCounterId.PUBLICATION_IMAGES_REVOKED: "Publication Images Revoked",
    SystemCounterId.IMAGES_REJECTED: "Images rejected",
    SystemCounterId.CONTROL_PROTOCOL_VERSION: "Control protocol version",
    SystemCounterId.STATUS_MESSAGES_REJECTED: "Status Messages rejected",
    SystemCounterId.ASYNC_EXECUTOR_PROXY_FAILS: "Failed offers to AsyncExecutorProxy",
}


class SystemCounters:
    """Allocates every system counter in id order; ``counters[id]`` is its AtomicCounter."""

    def __init__(self, manager: CountersManager) -> None:
        self.manager = manager
        self._counters: dict[SystemCounterId, AtomicCounter] = {}
        for counter_id in SystemCounterId:
            counter = manager.new_counter(
                LABELS[counter_id], SYSTEM_COUNTER_TYPE_ID, struct.pack("<i", int(counter_id))
            )
            manager.set_counter_registration_id(counter.counter_id, int(counter_id))
            manager.set_counter_owner_id(counter.counter_id, -1)
            self._counters[counter_id] = counter

    def __getitem__(self, counter_id: SystemCounterId) -> AtomicCounter:
        return self._counters[counter_id]

    def append_to_label(self, counter_id: SystemCounterId, suffix: str) -> None:
        self.manager.append_to_label(self._counters[counter_id].counter_id, suffix)
