"""``ClusterNode``: one cluster member in one process -- media driver, archive, consensus module, services.

What Aeron Java runs as a ``ClusteredMediaDriver`` (driver + archive + consensus module, aeron-cluster/src/
main/java/io/aeron/cluster/ClusteredMediaDriver.java at 1.51.0) plus one ``ClusteredServiceContainer`` per
service, in one Python process:

* the media driver, embedded (``aeron.dir`` and every driver property as for ``aeronkit driver``);
* the archive in ``<node dir>/archive`` unless ``aeron.archive.dir`` says otherwise, its control channel
  from ``aeron.archive.control.channel`` (the consensus module itself uses the local IPC channel);
* the consensus module in ``<node dir>/cluster`` unless ``aeron.cluster.dir`` says otherwise;
* one container per service class given (service ids 0, 1, ...), or none: a Java
  ``ClusteredServiceContainer`` may then attach through the same aeron dir and cluster dir.

Every setting is an Aeron property, read by each component's Context. Stopping (``close`` after
``shutdown``, or SIGTERM in ``aeronkit cluster-node``) asks the leader for Aeron's SHUTDOWN -- a snapshot,
then an orderly termination of the services and the module -- and closes the rest once it is done.

Threading (``aeronkit.cluster.node.threading``, measured in docs/cluster.md "Threads"): the driver runs as
its own properties say; ``SHARED`` (the default) runs the archive, its Aeron client's conductor, the
consensus module and the containers as one duty cycle on one thread, so a message crosses module, recorder,
module and service without a thread wake-up between; ``DEDICATED`` (as Java's ClusteredMediaDriver) gives
the archive, the consensus module and each container a thread each.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from aeronkit import config
from aeronkit.agent import AgentInvoker, AgentRunner
from aeronkit.archive.server import Archive
from aeronkit.archive.server import Context as ArchiveContext
from aeronkit.client import Aeron
from aeronkit.client import Context as AeronContext
from aeronkit.cluster.consensus_module import ConsensusModule
from aeronkit.cluster.consensus_module import Context as ModuleContext
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.module_counters import compare_and_set
from aeronkit.cluster.protocol import ClusterControlToggle, ConsensusModuleState
from aeronkit.cluster.service import ClusteredServiceContainer
from aeronkit.cluster.service import Context as ContainerContext
from aeronkit.context import Context as BaseContext
from aeronkit.driver import Context as DriverContext
from aeronkit.driver import MediaDriver
from aeronkit.driver.configuration import ThreadingMode
from aeronkit.driver.media_driver import IDLE_STRATEGY_SETTINGS
from aeronkit.errors import AeronError, ConfigurationError
from aeronkit.idle import BackoffIdleStrategy, IdleStrategy, ReadableWakeIdleStrategy

if TYPE_CHECKING:
    from aeronkit.cluster.consensus_module_agent import ConsensusModuleAgent

ARCHIVE_DIR_PROP = "aeron.archive.dir"
CLUSTER_DIR_PROP = "aeron.cluster.dir"
SERVICE_COUNT_PROP = "aeron.cluster.service.count"
THREADING_PROP = "aeronkit.cluster.node.threading"
THREADING_MODES = ("SHARED", "DEDICATED")
ContextT = TypeVar("ContextT", bound=BaseContext)
NODE_BACKOFF: tuple[int, int, int, int] = (0, 2, 1_000, 1_000_000)
"""The node's idle strategy where no property names one (max spins, max yields, min and max park ns): no
spins and two yields before Aeron's 1 us .. 1 ms parks. Aeron's named backoff (idle.NAMED_BACKOFF: 10 spins,
20 yields) counts duty cycles that cost Java well under a microsecond; an empty cycle of ours costs 20 to
75 us, so those 30 cycles burnt 1 to 2 ms of CPU after every burst of work, in each of a member's two busy
threads. Three members on two cores queued behind that spinning at every hand-over of an echo (driver ->
node -> driver, on each member): docs/cluster.md "Threads" has the profile and the before/after figures."""


def with_node_idle(ctx: ContextT, attrs: Sequence[str]) -> ContextT:
    """`ctx` with a :data:`NODE_BACKOFF` strategy (one object each: a strategy's state belongs to one
    thread) in every idle-strategy setting of `attrs` that no code, property or environment variable set;
    a strategy given any of those ways, by name or as an object, is kept as given."""
    for attr in attrs:
        if not ctx.is_set(attr):
            setattr(ctx, attr, BackoffIdleStrategy(*NODE_BACKOFF))
    return ctx


class NodeAgents:
    """The archive (with its client's conductor), the consensus module and the service containers as one
    duty cycle, stepped through their invokers on the node's one cluster thread. Each component's own close
    ends its agent, after this group's runner has stopped."""

    def __init__(self, invokers: Sequence[AgentInvoker]) -> None:
        self.invokers = tuple(invokers)

    def add(self, invoker: AgentInvoker) -> None:
        """Join the cycle from another thread while it runs (one reference swap, so a cycle in progress
        keeps the tuple it started with)."""
        self.invokers = (*self.invokers, invoker)

    def role_name(self) -> str:
        return "cluster-node"

    def on_start(self) -> None:
        pass

    def do_work(self) -> int:
        return sum(invoker.invoke() for invoker in self.invokers if not invoker.is_closed)

    def on_close(self) -> None:
        pass


class NodeStartError(AeronError):
    """A component of the node could not start; the message names it and why."""


@dataclass
class NodeOptions:
    node_dir: Path
    services: Sequence[str] = ()
    """``module:Class`` of each service (service id = position); empty: no container in this process."""
    error_handler: Callable[[BaseException], None] | None = None
    module_settings: dict[str, Any] = field(default_factory=dict)
    """Context keywords for the consensus module (what a -D property cannot give: objects)."""


class ClusterNode:
    def __init__(
        self,
        options: NodeOptions,
        driver: MediaDriver,
        archive: Archive,
        module: ConsensusModule,
        containers: list[ClusteredServiceContainer],
        runner: AgentRunner | None = None,
        archive_aeron: Aeron | None = None,
    ) -> None:
        self.options = options
        self.driver = driver
        self.archive = archive
        self.module = module
        self.containers = containers
        self.runner = runner
        self.archive_aeron = archive_aeron
        self._closed = False

    @classmethod
    def launch(cls, options: NodeOptions) -> ClusterNode:
        """Start every component in order; NodeStartError (after closing what started) if one cannot."""
        node_dir = options.node_dir.resolve()
        node_dir.mkdir(parents=True, exist_ok=True)
        started: list[Any] = []
        threading = (config.lookup(THREADING_PROP) or THREADING_MODES[0]).upper()
        if threading not in THREADING_MODES:
            raise NodeStartError(
                f"{THREADING_PROP}={threading}: expected one of {', '.join(THREADING_MODES)}"
            )
        shared = threading == "SHARED"

        def fail(component: str, ex: BaseException) -> NodeStartError:
            # the shared runner may be stepping containers' agents: it stops before anything closes
            runners = [item for item in started if isinstance(item, AgentRunner)]
            for item in [*runners, *reversed([item for item in started if item not in runners])]:
                with contextlib.suppress(Exception):
                    item.close()
            return NodeStartError(f"{component} cannot start: {ex}")

        driver_context = with_node_idle(DriverContext(), IDLE_STRATEGY_SETTINGS)
        if shared and not driver_context.is_set("threading_mode"):
            # a member as one thread that parks until a datagram arrives (docs/cluster.md "Threads")
            driver_context.threading_mode = ThreadingMode.INVOKER
        if driver_context.threading_mode is ThreadingMode.INVOKER and not shared:
            raise fail("media driver", ConfigurationError(
                f"aeron.threading.mode=INVOKER needs {THREADING_PROP}=SHARED (a thread to step the driver)"))
        try:
            driver = MediaDriver.launch(driver_context)
        except (AeronError, OSError) as ex:
            raise fail("media driver", ex) from ex
        started.append(driver)
        # a driver in INVOKER mode has no thread: the node's cycle steps it, and every client of the node
        # steps it while awaiting the driver
        driver_invoker = driver.invoker
        aeron_dir = str(driver.aeron_dir)
        archive_aeron = None
        try:
            archive_dir = config.lookup(ARCHIVE_DIR_PROP) or str(node_dir / "archive")
            archive_settings: dict[str, Any] = {}
            if shared:
                archive_aeron = Aeron.connect(
                    AeronContext(
                        aeron_dir=aeron_dir,
                        use_conductor_agent_invoker=True,
                        driver_agent_invoker=driver_invoker,
                        client_name="archive",
                    )
                )
                started.append(archive_aeron)
                archive_settings = {"aeron": archive_aeron, "threading_mode": "INVOKER"}
            archive = Archive.launch(
                ArchiveContext(archive_dir=archive_dir, aeron_dir=aeron_dir, **archive_settings)
            )
        except (AeronError, OSError) as ex:
            raise fail("archive", ex) from ex
        started.append(archive)
        cluster_dir = config.lookup(CLUSTER_DIR_PROP) or str(node_dir / "cluster")
        module_settings = dict(options.module_settings)
        if options.services and config.lookup(SERVICE_COUNT_PROP) is None:
            module_settings.setdefault("service_count", len(options.services))
        try:
            module_context = ModuleContext(
                aeron_dir=aeron_dir,
                cluster_dir=cluster_dir,
                error_handler=options.error_handler,
                use_agent_invoker=shared,
                driver_agent_invoker=driver_invoker,
                **module_settings,
            )
            idle_given = module_context.is_set("idle_strategy")
            module = ConsensusModule.launch(with_node_idle(module_context, ("idle_strategy",)))
        except (AeronError, OSError) as ex:
            raise fail("consensus module", ex) from ex
        started.append(module)
        runner = None
        group: NodeAgents | None = None
        if shared:
            assert archive_aeron is not None and archive_aeron.conductor_agent_invoker is not None
            assert archive.invoker is not None and module.invoker is not None
            invokers = [archive_aeron.conductor_agent_invoker, archive.invoker, module.invoker]
            group = NodeAgents(invokers if driver_invoker is None else [driver_invoker, *invokers])
            idle: IdleStrategy = module.context.idle
            if driver_invoker is not None and not idle_given:
                # everything that reaches this thread from outside is a datagram on the driver's sockets
                idle = ReadableWakeIdleStrategy(
                    driver.receive_file_descriptors, NODE_BACKOFF[0], NODE_BACKOFF[1], NODE_BACKOFF[3])
            runner = AgentRunner(group, idle, module.context.report_error).start()
            started.append(runner)
        containers: list[ClusteredServiceContainer] = []
        container_class = ClusteredServiceContainer
        launch = container_class.launch if group is None else container_class.launch_invoked
        for service_id, class_name in enumerate(options.services):
            try:
                container = launch(
                    ContainerContext(
                        aeron_dir=aeron_dir,
                        cluster_dir=cluster_dir,
                        service_id=service_id,
                        service_class_name=class_name,
                        error_handler=options.error_handler,
                        driver_agent_invoker=driver_invoker,
                    )
                )
            except (AeronError, OSError) as ex:
                raise fail(f"service {service_id} ({class_name})", ex) from ex
            started.append(container)
            containers.append(container)
            if group is not None and container.invoker is not None:
                group.add(container.invoker)
        return cls(options, driver, archive, module, containers, runner, archive_aeron)

    # -- state ---------------------------------------------------------------------------------------

    @property
    def agent(self) -> ConsensusModuleAgent:
        return self.module.agent

    @property
    def is_terminated(self) -> bool:
        return self.module.is_terminated

    def status(self) -> str:
        agent = self.agent
        return (
            f"member {agent.member_id} {agent.role.name} term {agent.leadership_term_id} "
            f"state {agent.state.name}"
        )

    # -- stopping ------------------------------------------------------------------------------------

    def shutdown(self, timeout_s: float) -> bool:
        """Aeron's SHUTDOWN through the control toggle (a snapshot, then an orderly termination); True when
        the module terminated within ``timeout_s``. A member that is not an active leader cannot take the
        toggle and is simply closed."""
        agent = self.agent
        if agent.is_terminated:
            return True
        leading = agent.role is Role.LEADER and agent.election is None
        if not (leading and agent.state is ConsensusModuleState.ACTIVE):
            return False  # only an active leader acts on the toggle: anyone else would wait out the timeout
        counter = agent.counters.control_toggle
        values = agent.aeron.counters_reader.values
        if not compare_and_set(
            values, counter.id, int(ClusterControlToggle.NEUTRAL), int(ClusterControlToggle.SHUTDOWN)
        ):
            return False
        deadline = time.monotonic() + timeout_s
        while not agent.is_terminated and time.monotonic() < deadline:
            time.sleep(0.01)
        return bool(agent.is_terminated)

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        # the shared runner stops first: it may be stepping the containers' agents
        items: list[Any] = [self.runner, *reversed(self.containers), self.module, self.archive]
        for item in (*items, self.archive_aeron, self.driver):
            if item is not None:
                with contextlib.suppress(Exception):
                    item.close()

    def __enter__(self) -> ClusterNode:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
