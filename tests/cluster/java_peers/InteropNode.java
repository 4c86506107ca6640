import io.aeron.archive.Archive;
import io.aeron.cluster.ClusteredMediaDriver;
import io.aeron.cluster.ConsensusModule;
import io.aeron.cluster.ElectionState;
import io.aeron.cluster.service.Cluster;
import io.aeron.cluster.service.ClusteredService;
import io.aeron.cluster.service.ClusteredServiceContainer;
import io.aeron.driver.MediaDriver;
import org.agrona.concurrent.ShutdownSignalBarrier;

import java.util.Map;

/**
 * aeronkit test program: one cluster member in one JVM, configured only by Aeron's -D system properties.
 * <p>
 * {@code ClusteredMediaDriver.launch} (media driver, archive, consensus module) plus, unless
 * {@code -Daeronkit.interop.service=none}, a {@code ClusteredServiceContainer} running {@code interop}
 * ({@link InteropService}, the default) or {@code echo} ({@link EchoService}). With {@code none} a container
 * in another process (ours, in Python) attaches to this member's consensus module through its aeron dir.
 * <p>
 * Prints {@code READY} on stdout once launched and, for a one-member cluster whose service runs here, once its
 * consensus module is ACTIVE, LEADER and its election CLOSED (the role turns LEADER and the module ACTIVE while
 * the election still replays the log; only a closed election takes clients). A multi-member node is READY
 * when started: the election is the harness's to wait on, through the same counters. SIGTERM (or a cluster shutdown) closes everything; any
 * failure to start prints the cause on stderr and exits 1.
 */
public final class InteropNode
{
    /**
     * Applied where the command line left them unset, before any Aeron class reads them: one thread per
     * component and sparse term files keep several nodes light on a small machine.
     */
    static final Map<String, String> DEFAULTS = Map.of(
        "aeron.threading.mode", "SHARED",
        "aeron.archive.threading.mode", "SHARED",
        "aeron.term.buffer.sparse.file", "true",
        "aeron.dir.delete.on.start", "true",
        "aeron.dir.delete.on.shutdown", "true",
        "aeron.shared.idle.strategy", "backoff",
        "aeron.archive.idle.strategy", "backoff",
        "aeron.cluster.idle.strategy", "backoff");

    public static void main(final String[] args)
    {
        DEFAULTS.forEach((key, value) ->
        {
            if (null == System.getProperty(key))
            {
                System.setProperty(key, value);
            }
        });
        final String serviceName = System.getProperty("aeronkit.interop.service", "interop");
        final ClusteredService service = switch (serviceName)
        {
            case "interop" -> new InteropService();
            case "echo" -> new EchoService();
            case "none" -> null;
            default -> throw new IllegalArgumentException(
                "aeronkit.interop.service=" + serviceName + ": expected interop, echo or none");
        };

        try (ShutdownSignalBarrier barrier = new ShutdownSignalBarrier();
            ClusteredMediaDriver node = ClusteredMediaDriver.launch(
                new MediaDriver.Context().terminationHook(barrier::signalAll),
                new Archive.Context(),
                new ConsensusModule.Context().terminationHook(barrier::signalAll));
            ClusteredServiceContainer container = null == service ? null : ClusteredServiceContainer.launch(
                new ClusteredServiceContainer.Context()
                    .clusteredService(service)
                    .terminationHook(barrier::signalAll)))
        {
            final ConsensusModule.Context cm = node.consensusModule().context();
            final boolean awaitLeader = null != service && memberCount(cm.clusterMembers()) == 1;
            final Thread ready = new Thread(() -> announceReady(cm, awaitLeader), "ready");
            ready.setDaemon(true);
            ready.start();
            barrier.await();
            ready.interrupt();
            ready.join();
        }
        catch (final Throwable ex)
        {
            ex.printStackTrace();
            System.exit(1);
        }
    }

    static int memberCount(final String members)
    {
        int count = 0;
        for (final String member : members.split("\\|"))
        {
            if (!member.isBlank())
            {
                count++;
            }
        }
        return count;
    }

    private static void announceReady(final ConsensusModule.Context cm, final boolean awaitLeader)
    {
        if (awaitLeader)
        {
            while (cm.moduleStateCounter().get() != ConsensusModule.State.ACTIVE.code() ||
                cm.clusterNodeRoleCounter().get() != Cluster.Role.LEADER.code() ||
                cm.electionStateCounter().get() != ElectionState.CLOSED.code())
            {
                try
                {
                    Thread.sleep(5);
                }
                catch (final InterruptedException ex)
                {
                    return;
                }
            }
        }
        System.out.println("READY");
        System.out.flush();
    }
}
