import io.aeron.cluster.NodeStateFile;
import io.aeron.cluster.codecs.mark.ClusterComponentType;
import io.aeron.cluster.codecs.mark.MarkFileHeaderDecoder;
import io.aeron.cluster.service.ClusterMarkFile;

import java.io.File;
import java.util.HashMap;
import java.util.Map;

/**
 * aeronkit test program: writes or reads node-state.dat and cluster mark files with Aeron's own classes, so
 * the Python tests can check our files against the real implementation in both directions.
 *
 * <pre>
 *   write &lt;clusterDir&gt; key=value...   node-state.dat, cluster-mark.dat and cluster-mark-service-&lt;id&gt;.dat
 *   read  &lt;clusterDir&gt; [serviceId]      prints every field as prefix.name=value lines
 *   propose &lt;clusterDir&gt; id pos ts      NodeStateFile.proposeMaxCandidateTermId, prints the result
 *   claim &lt;dir&gt; nowMs TYPE:file...      new ClusterMarkFile per file at nowMs (10 s timeout), prints
 *                                     claim.file=ok:candidateTermId or claim.file=refused:message
 * </pre>
 */
public final class ClusterNodeFiles
{
    public static void main(final String[] args) throws Exception
    {
        final File clusterDir = new File(args[1]);
        switch (args[0])
        {
            case "write" -> write(clusterDir, options(args, 2));
            case "read" -> read(clusterDir, args.length > 2 ? Integer.parseInt(args[2]) : Integer.MIN_VALUE);
            case "propose" -> propose(clusterDir, Long.parseLong(args[2]), Long.parseLong(args[3]),
                Long.parseLong(args[4]));
            case "claim" -> claim(clusterDir, Long.parseLong(args[2]), args, 3);
            default -> throw new IllegalArgumentException("unknown command " + args[0]);
        }
    }

    private static Map<String, String> options(final String[] args, final int from)
    {
        final Map<String, String> options = new HashMap<>();
        for (int i = from; i < args.length; i++)
        {
            final int eq = args[i].indexOf('=');
            options.put(args[i].substring(0, eq), args[i].substring(eq + 1));
        }
        return options;
    }

    private static void write(final File clusterDir, final Map<String, String> o) throws Exception
    {
        clusterDir.mkdirs();
        try (NodeStateFile nodeState = new NodeStateFile(clusterDir, true, 0))
        {
            nodeState.updateCandidateTermId(
                Long.parseLong(o.get("candidateTermId")),
                Long.parseLong(o.get("logPosition")),
                Long.parseLong(o.get("timestamp")));
        }
        writeMark(new File(clusterDir, ClusterMarkFile.FILENAME), ClusterComponentType.CONSENSUS_MODULE, o, "cm.");
        final int serviceId = Integer.parseInt(o.get("svc.serviceId"));
        writeMark(new File(clusterDir, ClusterMarkFile.markFilenameForService(serviceId)),
            ClusterComponentType.CONTAINER, o, "svc.");
    }

    private static void writeMark(
        final File file, final ClusterComponentType type, final Map<String, String> o, final String p)
    {
        final long start = Long.parseLong(o.get(p + "startTimestamp"));
        try (ClusterMarkFile mark = new ClusterMarkFile(file, type, 1024 * 1024, () -> start, 0, 4096))
        {
            mark.encoder()
                .pid(Long.parseLong(o.get(p + "pid")))
                .candidateTermId(Long.parseLong(o.get(p + "candidateTermId")))
                .archiveStreamId(Integer.parseInt(o.get(p + "archiveStreamId")))
                .serviceStreamId(Integer.parseInt(o.get(p + "serviceStreamId")))
                .consensusModuleStreamId(Integer.parseInt(o.get(p + "consensusModuleStreamId")))
                .ingressStreamId(Integer.parseInt(o.get(p + "ingressStreamId")))
                .memberId(Integer.parseInt(o.get(p + "memberId")))
                .serviceId(Integer.parseInt(o.get(p + "serviceId")))
                .clusterId(Integer.parseInt(o.get(p + "clusterId")))
                .aeronDirectory(o.get(p + "aeronDirectory"))
                .controlChannel(o.get(p + "controlChannel"))
                .ingressChannel(o.get(p + "ingressChannel"))
                .serviceName(o.get(p + "serviceName"))
                .authenticator(o.get(p + "authenticator"))
                .servicesClusterDir(o.get(p + "servicesClusterDir"));
            mark.signalReady(Long.parseLong(o.get(p + "activityTimestamp")));
        }
    }

    private static void read(final File clusterDir, final int serviceId) throws Exception
    {
        try (NodeStateFile nodeState = new NodeStateFile(clusterDir, false, 0))
        {
            final NodeStateFile.CandidateTerm term = nodeState.candidateTerm();
            System.out.println("node.candidateTermId=" + term.candidateTermId());
            System.out.println("node.logPosition=" + term.logPosition());
            System.out.println("node.timestamp=" + term.timestamp());
        }
        readMark(clusterDir, ClusterMarkFile.FILENAME, "cm.");
        if (Integer.MIN_VALUE != serviceId)
        {
            readMark(clusterDir, ClusterMarkFile.markFilenameForService(serviceId), "svc.");
        }
    }

    private static void readMark(final File dir, final String filename, final String p)
    {
        try (ClusterMarkFile mark = new ClusterMarkFile(dir, filename, System::currentTimeMillis, 0, null))
        {
            final MarkFileHeaderDecoder d = mark.decoder();
            System.out.println(p + "version=" + d.version());
            System.out.println(p + "componentType=" + d.componentType());
            System.out.println(p + "activityTimestamp=" + mark.activityTimestampVolatile());
            System.out.println(p + "startTimestamp=" + d.startTimestamp());
            System.out.println(p + "pid=" + d.pid());
            System.out.println(p + "candidateTermId=" + mark.candidateTermId());
            System.out.println(p + "archiveStreamId=" + d.archiveStreamId());
            System.out.println(p + "serviceStreamId=" + d.serviceStreamId());
            System.out.println(p + "consensusModuleStreamId=" + d.consensusModuleStreamId());
            System.out.println(p + "ingressStreamId=" + d.ingressStreamId());
            System.out.println(p + "memberId=" + mark.memberId());
            System.out.println(p + "serviceId=" + d.serviceId());
            System.out.println(p + "headerLength=" + d.headerLength());
            System.out.println(p + "errorBufferLength=" + d.errorBufferLength());
            System.out.println(p + "clusterId=" + mark.clusterId());
            d.sbeRewind();
            System.out.println(p + "aeronDirectory=" + d.aeronDirectory());
            System.out.println(p + "controlChannel=" + d.controlChannel());
            System.out.println(p + "ingressChannel=" + d.ingressChannel());
            System.out.println(p + "serviceName=" + d.serviceName());
            System.out.println(p + "authenticator=" + d.authenticator());
            System.out.println(p + "servicesClusterDir=" + d.servicesClusterDir());
            System.out.println(p + "errorBufferCapacity=" + mark.errorBuffer().capacity());
        }
    }

    private static void claim(final File dir, final long nowMs, final String[] args, final int from)
    {
        for (int i = from; i < args.length; i++)
        {
            final String[] typeAndFile = args[i].split(":", 2);
            final ClusterComponentType type = ClusterComponentType.valueOf(typeAndFile[0]);
            final File file = new File(dir, typeAndFile[1]);
            try (ClusterMarkFile mark = new ClusterMarkFile(file, type, 1024 * 1024, () -> nowMs, 10_000, 4096))
            {
                mark.signalReady(nowMs);
                System.out.println("claim." + typeAndFile[1] + "=ok:" + mark.candidateTermId());
            }
            catch (final RuntimeException ex)
            {
                System.out.println("claim." + typeAndFile[1] + "=refused:" + ex.getMessage());
            }
        }
    }

    private static void propose(final File clusterDir, final long id, final long position, final long timestamp)
        throws Exception
    {
        clusterDir.mkdirs();
        try (NodeStateFile nodeState = new NodeStateFile(clusterDir, true, 0))
        {
            System.out.println("proposed=" + nodeState.proposeMaxCandidateTermId(id, position, timestamp));
        }
    }
}
