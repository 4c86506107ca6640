"""The cluster client's Context: where the cluster is, how to reach it, and who hears its answers.

Aeron 1.51.0's AeronCluster.Context (aeron-cluster/src/main/java/io/aeron/cluster/client/AeronCluster.java):
the same property names and defaults (``aeron.cluster.ingress.channel``/``.endpoints``/``.stream.id``,
``aeron.cluster.egress.channel``/``.stream.id``, ``aeron.cluster.message.timeout`` 5 s,
``aeron.cluster.client.name``), the same checks at conclude (an ingress and an egress channel are required,
no endpoints with IPC ingress, a UDP egress channel always gets ``rejoin=false``), and the same defaults
for what only code can give: an Aeron client connected to ``aeron.dir`` and owned (closed with the cluster
client), a BackoffIdleStrategy(1, 10, 1 us, 1 us), credentials that are empty, exclusive ingress
publications (cluster-spec.md §0 correction 2).

aeronkit additions, all code-only: ``nano_clock`` (the time the connect and the leader timeouts run on;
default the Aeron client's clock, so a ManualClock steps them in tests), ``keep_alive_interval_ns`` (off by
default, as in Java: when set, ``poll_egress`` sends a SessionKeepAlive after that long without ingress) and
``error_handler`` also hears of malformed egress that was dropped.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, ClassVar

from aeronkit.agent import AgentInvoker
from aeronkit.archive.client.aeron_archive import with_param
from aeronkit.archive.client.archive_proxy import CredentialsSupplier, NullCredentialsSupplier
from aeronkit.client.aeron import MAX_CLIENT_NAME_LENGTH, Aeron
from aeronkit.client.aeron import Context as AeronContext
from aeronkit.clock import NanoClock
from aeronkit.cluster import settings
from aeronkit.cluster.client.egress_listener import (
    ControlledEgressListener,
    EgressListener,
    as_controlled_egress_listener,
    as_egress_listener,
)
from aeronkit.cluster.client.ingress import is_udp, parse_ingress_endpoints
from aeronkit.cnc import default_aeron_dir
from aeronkit.constants import NULL_VALUE
from aeronkit.context import Context as BaseContext
from aeronkit.context import (
    Setting,
    check_not_negative,
    check_positive,
    invalid,
    parse_duration_ns,
    parse_str,
)
from aeronkit.errors import ConfigurationError
from aeronkit.idle import BackoffIdleStrategy, IdleStrategy, idle_strategy_from_name
from aeronkit.log import CLUSTER

__all__ = ["CLIENT_NAME_DEFAULT", "Context", "ErrorHandler"]

ErrorHandler = Callable[[BaseException], None]

LOG = logging.getLogger(CLUSTER)

CLIENT_NAME_DEFAULT = "cluster-client"
"""Name of the Aeron client the context connects when ``client_name`` is empty (Java's default)."""


def print_error(error: BaseException) -> None:
    """Default error handler: one line through the ``aeronkit.cluster`` logger (Aeron's prints a stack
    trace; ``--log-level debug`` adds it)."""
    LOG.error("aeron cluster client: %s: %s", type(error).__name__, error,
              exc_info=error if LOG.isEnabledFor(logging.DEBUG) else None)


def _unset_listener(*_: object) -> Any:
    from aeronkit.cluster.client.errors import ClusterError

    raise ClusterError("egressListener must be specified on AeronCluster.Context")


def _unset_controlled_listener(*_: object) -> Any:
    from aeronkit.cluster.client.errors import ClusterError

    raise ClusterError("controlledEgressListener must be specified on AeronCluster.Context")


class Context(BaseContext):
    """Settings of a cluster client (AeronCluster.Context); concluded once, by ``AeronCluster.connect``."""

    COMPONENT = "cluster client"
    SETTINGS: ClassVar[tuple[Setting[Any], ...]] = (
        Setting(
            "message_timeout_ns", "aeron.cluster.message.timeout", 5_000_000_000, parse_duration_ns,
            "deadline of the connect, and of a new leader's ingress becoming usable"),
        Setting(
            "new_leader_timeout_ns", None, NULL_VALUE, None,
            "a session without a leader this long closes (-1: twice the leader heartbeat timeout the "
            "cluster announces)"),
        Setting(
            "ingress_endpoints", "aeron.cluster.ingress.endpoints", None, parse_str,
            "members' ingress endpoints, 'id=host:port,...' (one publication each until one answers)"),
        settings.INGRESS_CHANNEL,
        settings.INGRESS_STREAM_ID,
        settings.EGRESS_CHANNEL,
        settings.EGRESS_STREAM_ID,
        Setting(
            "client_name", "aeron.cluster.client.name", "", parse_str, "name sent in the connect request"),
        Setting("aeron_dir", "aeron.dir", None, parse_str, "media driver directory (default: Aeron's)"),
        Setting("aeron", None, None, None, "an Aeron client to use (code only; default: connect one)"),
        Setting("owns_aeron_client", None, False, None, "close ``aeron`` with the client (code only)"),
        Setting("is_ingress_exclusive", None, True, None, "exclusive ingress publications (code only)"),
        Setting("credentials_supplier", None, None, None, "credentials and challenge answers (code only)"),
        Setting("egress_listener", None, None, None, "receives poll_egress's messages (code only)"),
        Setting(
            "controlled_egress_listener", None, None, None,
            "receives controlled_poll_egress's messages (code only)"),
        Setting("idle_strategy", None, None, None, "idle between connect steps and sends (code only)"),
        Setting("error_handler", None, None, None, "told of errors and dropped egress (code only)"),
        Setting("agent_invoker", None, None, None, "stepped while connecting, e.g. a driver (code only)"),
        Setting("nano_clock", None, None, None, "time of the client's deadlines (code only; Aeron's)"),
        Setting(
            "keep_alive_interval_ns", None, 0, None,
            "aeronkit: poll_egress sends a keep-alive after this long without ingress (0: never, as Java)"),
    )

    message_timeout_ns: int
    new_leader_timeout_ns: int
    ingress_endpoints: str | None
    ingress_channel: str
    ingress_stream_id: int
    egress_channel: str
    egress_stream_id: int
    client_name: str
    aeron_dir: str | None
    aeron: Aeron
    owns_aeron_client: bool
    is_ingress_exclusive: bool
    credentials_supplier: CredentialsSupplier
    egress_listener: EgressListener
    controlled_egress_listener: ControlledEgressListener
    idle_strategy: IdleStrategy
    error_handler: ErrorHandler
    agent_invoker: AgentInvoker | None
    nano_clock: NanoClock
    keep_alive_interval_ns: int

    def _conclude(self) -> None:
        check_positive(self.name_of("message_timeout_ns"), self.message_timeout_ns)
        check_not_negative(self.name_of("keep_alive_interval_ns"), self.keep_alive_interval_ns)
        if not (self.new_leader_timeout_ns > 0 or self.new_leader_timeout_ns == NULL_VALUE):
            raise invalid(
                self.name_of("new_leader_timeout_ns"), self.new_leader_timeout_ns, "must be > 0 or -1")
        if not self.ingress_channel:
            raise invalid(
                self.name_of("ingress_channel"), self.ingress_channel, "ingressChannel must be specified")
        if self.ingress_endpoints is not None:
            if self.ingress_channel.startswith("aeron:ipc"):
                raise invalid(
                    self.name_of("ingress_endpoints"), self.ingress_endpoints,
                    "must be unset when using IPC ingress")
            try:
                parse_ingress_endpoints(self.ingress_endpoints)
            except ValueError as ex:
                raise invalid(self.name_of("ingress_endpoints"), self.ingress_endpoints, str(ex)) from None
        if not self.egress_channel:
            raise invalid(
                self.name_of("egress_channel"), self.egress_channel, "egressChannel must be specified")
        if is_udp(self.egress_channel):
            # AeronCluster.Context.conclude forces it: a rejoined egress image would hand the client a new
            # stream mid-session without the cluster knowing.
            self.egress_channel = with_param(self.egress_channel, "rejoin", "false")
        if len(self.client_name) > MAX_CLIENT_NAME_LENGTH:
            raise invalid(
                self.name_of("client_name"), self.client_name, f"length must be <= {MAX_CLIENT_NAME_LENGTH}")
        if self.idle_strategy is None:
            self.idle_strategy = BackoffIdleStrategy(1, 10, 1_000, 1_000)
        elif isinstance(self.idle_strategy, str):
            self.idle_strategy = idle_strategy_from_name(self.idle_strategy, self.name_of("idle_strategy"))
        if self.credentials_supplier is None:
            self.credentials_supplier = NullCredentialsSupplier()
        if self.error_handler is None:
            self.error_handler = print_error
        self.egress_listener = as_egress_listener(
            _unset_listener if self.egress_listener is None else self.egress_listener)
        self.controlled_egress_listener = as_controlled_egress_listener(
            _unset_controlled_listener if self.controlled_egress_listener is None
            else self.controlled_egress_listener)
        if self.aeron is None:
            self.aeron = Aeron.connect(
                AeronContext(
                    aeron_dir=self.aeron_dir or default_aeron_dir(),
                    client_name=self.client_name or CLIENT_NAME_DEFAULT,
                    error_handler=self.error_handler,
                ))
            self.owns_aeron_client = True
            self.on_release(self.aeron.close)
        if self.nano_clock is None:
            self.nano_clock = self.aeron.context.clock
        if self.aeron.is_closed:
            raise ConfigurationError("the cluster client's Aeron client is closed")

    def run_agent_invokers(self) -> int:
        """Step the Aeron client's conductor (invoker mode) and ``agent_invoker``, as Java's connect does."""
        work = 0
        invoker = self.aeron.conductor_agent_invoker
        if invoker is not None and not invoker.is_closed:
            work += invoker.invoke()
        if self.agent_invoker is not None and not self.agent_invoker.is_closed:
            work += self.agent_invoker.invoke()
        return work

    def close(self) -> None:
        """Close the Aeron client if this context owns it (AeronCluster.Context.close)."""
        if self.owns_aeron_client and self.aeron is not None and not self.aeron.is_closed:
            self.aeron.close()
