"""Media driver settings: Aeron's property names and defaults, and how each one is read.

Every setting here has the same property name and default as Aeron Java 1.51.0
(aeron-driver/src/main/java/io/aeron/driver/Configuration.java, and CommonContext for the few shared with
clients), so one set of ``-D`` flags configures either driver. ``SETTINGS`` is the driver's table of
``aeronkit.context.Setting`` rows; the driver ``Context`` (media_driver.py) adds the code-only rows
(clocks, hooks). A value is taken from, in order: the keyword given to ``Context``, a ``-Dname=value``
property, the ``AERON_*`` environment variable, the default (aeronkit.context). A bad value raises
ConfigurationError naming the property.
"""

from __future__ import annotations

import enum
from typing import Any

from aeronkit import common_settings
from aeronkit.concurrent import broadcast, ring_buffer
from aeronkit.constants import compose_semantic_version
from aeronkit.context import (
    Setting,
    invalid,
    parse_bool,
    parse_duration_ns,
    parse_int,
    parse_size,
    parse_str,
)
from aeronkit.driver import flow_control
from aeronkit.interop.java import aeron_version

MiB = 1024 * 1024
SECOND_NS = 1_000_000_000
MS_NS = 1_000_000
DEFAULT_IDLE_STRATEGY = "org.agrona.concurrent.BackoffIdleStrategy"  # every agent's, as in Aeron


class ThreadingMode(enum.Enum):
    """How the driver's agents get threads (Aeron's ThreadingMode).

    DEDICATED: one thread per agent (conductor now; sender and receiver with the UDP half).
    SHARED_NETWORK: conductor alone, sender and receiver share one thread (same as DEDICATED while the
    driver has only a conductor). SHARED: every agent in one CompositeAgent thread. INVOKER: no thread;
    the embedding application steps the driver through ``MediaDriver.invoker``.
    """

    INVOKER = "INVOKER"
    SHARED = "SHARED"
    SHARED_NETWORK = "SHARED_NETWORK"
    DEDICATED = "DEDICATED"


def parse_threading_mode(prop: str, text: str) -> ThreadingMode:
    try:
        return ThreadingMode(text.strip().upper())
    except ValueError:
        names = ", ".join(m.value for m in ThreadingMode)
        raise invalid(prop, text, f"must be one of {names}") from None


SETTINGS: tuple[Setting[Any], ...] = (
    common_settings.AERON_DIR,
    Setting(
        "dir_delete_on_start",
        "aeron.dir.delete.on.start",
        False,
        parse_bool,
        "delete an existing aeron dir at start without checking for a live driver",
    ),
    Setting(
        "dir_delete_on_shutdown",
        "aeron.dir.delete.on.shutdown",
        False,
        parse_bool,
        "delete the aeron dir when the driver closes",
    ),
    Setting(
        "threading_mode",
        "aeron.threading.mode",
        ThreadingMode.DEDICATED,
        parse_threading_mode,
        "INVOKER, SHARED, SHARED_NETWORK or DEDICATED",
    ),
    Setting(
        "conductor_idle_strategy",
        "aeron.conductor.idle.strategy",
        DEFAULT_IDLE_STRATEGY,
        parse_str,
        "idle strategy of the conductor thread (DEDICATED / SHARED_NETWORK)",
    ),
    Setting(
        "shared_idle_strategy",
        "aeron.shared.idle.strategy",
        DEFAULT_IDLE_STRATEGY,
        parse_str,
        "idle strategy of the single thread in SHARED mode",
    ),
    Setting(
        "sender_idle_strategy",
        "aeron.sender.idle.strategy",
        DEFAULT_IDLE_STRATEGY,
        parse_str,
        "idle strategy of the sender thread (DEDICATED)",
    ),
    Setting(
        "receiver_idle_strategy",
        "aeron.receiver.idle.strategy",
        DEFAULT_IDLE_STRATEGY,
        parse_str,
        "idle strategy of the receiver thread (DEDICATED)",
    ),
    Setting(
        "shared_network_idle_strategy",
        "aeron.sharednetwork.idle.strategy",
        DEFAULT_IDLE_STRATEGY,
        parse_str,
        "idle strategy of the sender and receiver thread (SHARED_NETWORK)",
    ),
    Setting(
        "ipc_term_buffer_length",
        "aeron.ipc.term.buffer.length",
        64 * MiB,
        parse_size,
        "term length of IPC publications (power of two, 64 KiB .. 1 GiB); channel term-length overrides",
    ),
    Setting(
        "ipc_mtu_length",
        "aeron.ipc.mtu.length",
        1408,
        parse_size,
        "MTU (max frame) of IPC publications; channel mtu overrides",
    ),
    Setting(
        "ipc_publication_term_window_length",
        "aeron.ipc.publication.term.window.length",
        0,
        parse_size,
        "publisher window beyond the slowest subscriber; 0 = term length / 2",
    ),
    Setting(
        "term_buffer_sparse_file",
        "aeron.term.buffer.sparse.file",
        True,
        parse_bool,
        "create log buffer files sparse instead of pre-allocated",
    ),
    Setting(
        "file_page_size",
        "aeron.file.page.size",
        4096,
        parse_size,
        "page size log buffer and cnc.dat lengths are aligned to",
    ),
    Setting(
        "client_liveness_timeout_ns",
        "aeron.client.liveness.timeout",
        10 * SECOND_NS,
        parse_duration_ns,
        "a client whose heartbeat counter is older than this is timed out and its resources freed",
    ),
    Setting(
        "publication_linger_timeout_ns",
        "aeron.publication.linger.timeout",
        5 * SECOND_NS,
        parse_duration_ns,
        "linger of a closed publication (stored in the log metadata; IPC logs go once drained)",
    ),
    Setting(
        "publication_unblock_timeout_ns",
        "aeron.publication.unblock.timeout",
        15 * SECOND_NS,
        parse_duration_ns,
        "a concurrent publication stuck behind an uncommitted claim this long is padded over",
    ),
    Setting(
        "image_liveness_timeout_ns",
        "aeron.image.liveness.timeout",
        10 * SECOND_NS,
        parse_duration_ns,
        "cool-down of a rejected IPC image before subscribers may rejoin",
    ),
    Setting(
        "untethered_window_limit_timeout_ns",
        "aeron.untethered.window.limit.timeout",
        5 * SECOND_NS,
        parse_duration_ns,
        "an untethered subscriber this long behind the window is made unavailable",
    ),
    Setting(
        "untethered_linger_timeout_ns",
        "aeron.untethered.linger.timeout",
        -1,
        parse_duration_ns,
        "how long an unavailable untethered subscriber lingers; -1 = the window limit timeout",
    ),
    Setting(
        "untethered_resting_timeout_ns",
        "aeron.untethered.resting.timeout",
        10 * SECOND_NS,
        parse_duration_ns,
        "rest before an untethered subscriber rejoins",
    ),
    common_settings.DRIVER_TIMEOUT_MS,
    Setting(
        "timer_interval_ns",
        "aeron.timer.interval",
        SECOND_NS,
        parse_duration_ns,
        "period of the conductor's heartbeat and resource checks",
    ),
    Setting(
        "counter_free_to_reuse_timeout_ns",
        "aeron.counters.free.to.reuse.timeout",
        SECOND_NS,
        parse_duration_ns,
        "a freed counter id is not reused before this",
    ),
    Setting(
        "conductor_buffer_length",
        "aeron.conductor.buffer.length",
        MiB + ring_buffer.TRAILER_LENGTH,
        parse_size,
        "to-driver ring buffer length (power of two + 768)",
    ),
    Setting(
        "clients_buffer_length",
        "aeron.clients.buffer.length",
        MiB + broadcast.TRAILER_LENGTH,
        parse_size,
        "to-clients broadcast buffer length (power of two + 128)",
    ),
    Setting(
        "counters_buffer_length",
        "aeron.counters.buffer.length",
        8 * MiB,
        parse_size,
        "counters values buffer length (metadata is 4x this)",
    ),
    Setting(
        "error_buffer_length", "aeron.error.buffer.length", 4 * MiB, parse_size, "distinct error log length"
    ),
    Setting(
        "loss_report_buffer_length",
        "aeron.loss.report.buffer.length",
        MiB,
        parse_size,
        "loss-report.dat length",
    ),
    Setting(
        "spies_simulate_connection",
        "aeron.spies.simulate.connection",
        False,
        parse_bool,
        "stored in publication log metadata (spies are a UDP feature)",
    ),
    Setting(
        "tether_subscriptions",
        "aeron.tether.subscriptions",
        True,
        parse_bool,
        "subscriptions hold back publishers unless the channel says tether=false",
    ),
    Setting(
        "rejoin_stream",
        "aeron.rejoin.stream",
        True,
        parse_bool,
        "untethered subscribers rejoin after resting unless the channel says rejoin=false",
    ),
    Setting(
        "publication_reserved_session_id_low",
        "aeron.publication.reserved.session.id.low",
        -1,
        parse_int,
        "lowest session id the driver never assigns",
    ),
    Setting(
        "publication_reserved_session_id_high",
        "aeron.publication.reserved.session.id.high",
        1000,
        parse_int,
        "highest session id the driver never assigns",
    ),
    Setting(
        "conductor_cycle_threshold_ns",
        "aeron.driver.conductor.cycle.threshold",
        100 * MS_NS,
        parse_duration_ns,
        "conductor cycles longer than this are counted",
    ),
    Setting(
        "term_buffer_length",
        "aeron.term.buffer.length",
        16 * MiB,
        parse_size,
        "term length of network publications (power of two, 64 KiB .. 1 GiB); channel term-length overrides",
    ),
    Setting("mtu_length", "aeron.mtu.length", 1408, parse_size, "MTU (max datagram) of network publications"),
    Setting(
        "publication_term_window_length",
        "aeron.publication.term.window.length",
        0,
        parse_size,
        "network publisher window beyond the sender position; 0 = term length / 2",
    ),
    Setting(
        "initial_window_length",
        "aeron.rcv.initial.window.length",
        flow_control.INITIAL_WINDOW_LENGTH_DEFAULT,
        parse_size,
        "receiver window in status messages (at most term length / 2); channel rcv-wnd overrides",
    ),
    Setting(
        "status_message_timeout_ns",
        "aeron.rcv.status.message.timeout",
        200 * MS_NS,
        parse_duration_ns,
        "longest time between status messages from an image",
    ),
    Setting(
        "publication_connection_timeout_ns",
        "aeron.publication.connection.timeout",
        5 * SECOND_NS,
        parse_duration_ns,
        "a receiver silent this long no longer counts as connected to a network publication",
    ),
    Setting(
        "socket_sndbuf_length",
        "aeron.socket.so_sndbuf",
        0,
        parse_size,
        "SO_SNDBUF of UDP sockets; 0 = OS default; channel so-sndbuf overrides",
    ),
    Setting(
        "socket_rcvbuf_length",
        "aeron.socket.so_rcvbuf",
        128 * 1024,
        parse_size,
        "SO_RCVBUF of UDP sockets; 0 = OS default; channel so-rcvbuf overrides",
    ),
    Setting(
        "socket_multicast_ttl", "aeron.socket.multicast.ttl", 0, parse_int, "multicast TTL; 0 = OS default"
    ),
    Setting(
        "nak_unicast_delay_ns",
        "aeron.nak.unicast.delay",
        1_000,
        parse_duration_ns,
        "delay before a unicast image NAKs",
    ),
    Setting(
        "nak_unicast_retry_delay_ratio",
        "aeron.nak.unicast.retry.delay.ratio",
        100,
        parse_int,
        "unicast NAK retry delay = nak delay x this",
    ),
    Setting(
        "nak_multicast_max_backoff_ns",
        "aeron.nak.multicast.max.backoff",
        10 * MS_NS,
        parse_duration_ns,
        "longest randomised NAK delay of a multicast image",
    ),
    Setting(
        "nak_multicast_group_size",
        "aeron.nak.multicast.group.size",
        10,
        parse_int,
        "expected receivers in a multicast group (shapes the NAK delay)",
    ),
    Setting(
        "retransmit_unicast_delay_ns",
        "aeron.retransmit.unicast.delay",
        0,
        parse_duration_ns,
        "delay before a resend",
    ),
    Setting(
        "retransmit_unicast_linger_ns",
        "aeron.retransmit.unicast.linger",
        10 * MS_NS,
        parse_duration_ns,
        "repeats of a NAK are ignored this long after its resend",
    ),
    Setting("max_resend", "aeron.max.resend", 16, parse_int, "retransmit actions per group publication"),
    Setting(
        "send_to_status_poll_ratio",
        "aeron.send.to.status.poll.ratio",
        6,
        parse_int,
        "sender duty cycles between control polls while data flows",
    ),
    Setting(
        "reliable_stream", "aeron.reliable.stream", True, parse_bool, "images NAK loss unless reliable=false"
    ),
    Setting(
        "multicast_flow_control_strategy",
        "aeron.multicast.flow.control.strategy",
        "max",
        parse_str,
        "default flow control of multicast and MDC publications: max, min or tagged",
    ),
    Setting(
        "termination_validator",
        "aeron.driver.termination.validator",
        "io.aeron.driver.DefaultDenyTerminationValidator",
        parse_str,
        "who may stop the driver with TERMINATE_DRIVER: deny, allow, or Aeron's class names",
    ),
    *flow_control.SETTINGS,
)

# Constants (not configurable in Aeron either).
COMMAND_DRAIN_LIMIT = 1
CMD_QUEUE_CAPACITY = 1024  # each driver agent's command queue (aeronkit.concurrent.command_queue)
RESOURCE_FREE_LIMIT = 10  # aeron.driver.resource.free.limit default at 1.51.0
CONTROL_PROTOCOL_SEMANTIC_VERSION = compose_semantic_version(1, 0, 0)
AERON_COMPATIBLE_VERSION = aeron_version()  # the pinned Aeron release (runtime/aeronkit/interop/pins.toml)
IPC_CHANNEL = "aeron:ipc"
SPY_PREFIX = "aeron-spy:"
PUBLICATIONS_DIR = "publications"
IMAGES_DIR = "images"
MAX_ERROR_MESSAGE_LENGTH = 1023


def producer_window_length(term_length: int, configured: int) -> int:
    """Configuration.producerWindowLength: half a term, or less if configured smaller."""
    half = term_length >> 1
    return half if configured <= 0 else min(half, configured)


def untethered_linger_ns(configured_linger_ns: int, window_limit_timeout_ns: int) -> int:
    return window_limit_timeout_ns if configured_linger_ns < 0 else configured_linger_ns


def format_duration(ns: int) -> str:
    """Agrona SystemUtil.formatDuration: the largest unit that divides the value exactly."""
    for unit, scale in (("s", SECOND_NS), ("ms", MS_NS), ("us", 1_000)):
        if ns >= scale and ns % scale == 0:
            return f"{ns // scale}{unit}"
    return f"{ns}ns"
