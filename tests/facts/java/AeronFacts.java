import io.aeron.AeronCounters;
import io.aeron.cluster.ClusterControl;
import io.aeron.cluster.ConsensusModule;
import io.aeron.cluster.client.AeronCluster;
import io.aeron.cluster.service.ClientSession;
import io.aeron.cluster.service.ClusteredServiceContainer;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/**
 * Prints facts of the pinned Aeron as name=value lines, read by reflection and from Aeron's own
 * Configuration accessors, so aeronkit's one home for each fact is checked against the jar.
 */
public final class AeronFacts
{
    public static void main(final String[] args) throws Exception
    {
        for (final Field field : AeronCounters.class.getFields())
        {
            final int modifiers = field.getModifiers();
            if (Modifier.isStatic(modifiers) && field.getType() == int.class && field.getName().endsWith("_TYPE_ID"))
            {
                System.out.println("counter." + field.getName() + "=" + field.getInt(null));
            }
        }
        for (final ConsensusModule.State state : ConsensusModule.State.values())
        {
            System.out.println("cm_state." + state.name() + "=" + state.code());
        }
        for (final ClusterControl.ToggleState state : ClusterControl.ToggleState.values())
        {
            System.out.println("toggle." + state.name() + "=" + state.code());
        }
        System.out.println("client_protocol=" + AeronCluster.Configuration.PROTOCOL_SEMANTIC_VERSION);
        System.out.println("consensus_protocol=" + ConsensusModule.Configuration.PROTOCOL_SEMANTIC_VERSION);
        System.out.println("cm_snapshot_type=" + ConsensusModule.Configuration.SNAPSHOT_TYPE_ID);
        System.out.println("service_snapshot_type=" + ClusteredServiceContainer.Configuration.SNAPSHOT_TYPE_ID);
        System.out.println("max_services=" + ClusteredServiceContainer.Configuration.MAX_SERVICE_COUNT);
        System.out.println("mocked_offer=" + ClientSession.MOCKED_OFFER);
        System.out.println("session_header_length=" + AeronCluster.SESSION_HEADER_LENGTH);
        System.out.println("app_version=" + new ConsensusModule.Context().appVersion());

        System.out.println("aeron.cluster.id=" + ClusteredServiceContainer.Configuration.clusterId());
        System.out.println("aeron.cluster.dir=" + ClusteredServiceContainer.Configuration.clusterDirName());
        System.out.println("aeron.cluster.control.channel=" + ClusteredServiceContainer.Configuration.controlChannel());
        System.out.println("aeron.cluster.service.stream.id=" + ClusteredServiceContainer.Configuration.serviceStreamId());
        System.out.println("aeron.cluster.consensus.module.stream.id=" +
            ClusteredServiceContainer.Configuration.consensusModuleStreamId());
        System.out.println("aeron.cluster.replay.channel=" + ClusteredServiceContainer.Configuration.replayChannel());
        System.out.println("aeron.cluster.replay.stream.id=" + ClusteredServiceContainer.Configuration.replayStreamId());
        System.out.println("aeron.cluster.snapshot.channel=" + ClusteredServiceContainer.Configuration.snapshotChannel());
        System.out.println("service.aeron.cluster.snapshot.stream.id=" +
            ClusteredServiceContainer.Configuration.snapshotStreamId());
        System.out.println("cm.aeron.cluster.snapshot.stream.id=" + ConsensusModule.Configuration.snapshotStreamId());
        System.out.println("aeron.cluster.log.fragment.limit=" +
            ClusteredServiceContainer.Configuration.logFragmentLimit());
        System.out.println("aeron.cluster.idle.strategy=" + ClusteredServiceContainer.Configuration.DEFAULT_IDLE_STRATEGY);
        System.out.println("aeron.cluster.ingress.stream.id=" + AeronCluster.Configuration.ingressStreamId());
        System.out.println("aeron.cluster.egress.stream.id=" + AeronCluster.Configuration.egressStreamId());
        System.out.println("aeron.cluster.error.buffer.length=" + ConsensusModule.Configuration.errorBufferLength());
        System.out.println("aeron.cluster.service.error.buffer.length=" +
            ClusteredServiceContainer.Configuration.errorBufferLength());
    }
}
