import io.aeron.archive.Archive;
import io.aeron.archive.ArchiveThreadingMode;
import io.aeron.archive.client.AeronArchive;
import io.aeron.cluster.ClusterBackup;
import io.aeron.cluster.ClusterBackupEventsListener;
import io.aeron.cluster.ClusterBackupMediaDriver;
import io.aeron.cluster.ClusterMember;
import io.aeron.cluster.RecordingLog;
import io.aeron.driver.MediaDriver;
import io.aeron.driver.ThreadingMode;
import org.agrona.concurrent.ShutdownSignalBarrier;

import java.io.File;
import java.util.List;

/**
 * aeronkit test program: Aeron's ClusterBackup (in a ClusterBackupMediaDriver: driver, archive and backup
 * agent in one process) backing up the cluster whose consensus endpoints it is given. Every
 * ClusterBackupEventsListener callback prints one JSON line with an {@code "event"} key; the first line is
 * {@code {"event":"ready"}}. SIGTERM closes everything.
 * <pre>
 *   aeron.dir                          the backup's own driver directory
 *   aeronkit.backup.dir                its archive/ and cluster-backup/ directories go here
 *   aeronkit.backup.cluster.endpoints  the members' consensus endpoints, comma separated
 *   aeronkit.backup.host               the address its own endpoints bind
 *   aeronkit.backup.consensus.port     its consensus endpoint's port: the members answer there, so no :0
 * </pre>
 */
public final class BackupPeer implements ClusterBackupEventsListener
{
    private long lastPrintedPosition = -1;
    private long lastPrintNs = 0;

    public static void main(final String[] args)
    {
        final File base = new File(System.getProperty("aeronkit.backup.dir"));
        final String host = System.getProperty("aeronkit.backup.host", "127.0.0.1");
        final String aeronDir = System.getProperty("aeron.dir");
        final MediaDriver.Context driver = new MediaDriver.Context()
            .aeronDirectoryName(aeronDir)
            .threadingMode(ThreadingMode.SHARED)
            .termBufferSparseFile(true)
            .dirDeleteOnStart(true)
            .dirDeleteOnShutdown(true);
        final Archive.Context archive = new Archive.Context()
            .aeronDirectoryName(aeronDir)
            .archiveId(99)
            .archiveDir(new File(base, "archive"))
            .controlChannel("aeron:udp?endpoint=" + host + ":0")
            .localControlChannel("aeron:ipc")
            .replicationChannel("aeron:udp?endpoint=" + host + ":0")
            .recordingEventsEnabled(false)
            .threadingMode(ArchiveThreadingMode.SHARED)
            .deleteArchiveOnStart(true);
        final ClusterBackup.Context backup = new ClusterBackup.Context()
            .aeronDirectoryName(aeronDir)
            .clusterConsensusEndpoints(System.getProperty("aeronkit.backup.cluster.endpoints"))
            .consensusChannel("aeron:udp?term-length=64k|endpoint=" + host + ":" +
                System.getProperty("aeronkit.backup.consensus.port"))
            .catchupEndpoint(host + ":0")
            .clusterBackupCoolDownIntervalNs(1_000_000_000L)
            .archiveContext(new AeronArchive.Context()
                .aeronDirectoryName(aeronDir)
                .controlRequestChannel("aeron:ipc")
                .controlResponseChannel("aeron:ipc"))
            .clusterArchiveContext(new AeronArchive.Context()
                .aeronDirectoryName(aeronDir)
                .controlRequestChannel("aeron:udp?endpoint=" + host + ":0")
                .controlResponseChannel("aeron:udp?endpoint=" + host + ":0"))
            .clusterDir(new File(base, "cluster-backup"))
            .deleteDirOnStart(true)
            .eventsListener(new BackupPeer());

        try (ShutdownSignalBarrier barrier = new ShutdownSignalBarrier();
            ClusterBackupMediaDriver ignore = ClusterBackupMediaDriver.launch(driver, archive, backup))
        {
            print("{\"event\":\"ready\"}");
            barrier.await();
        }
    }

    private static synchronized void print(final String line)
    {
        System.out.println(line);
        System.out.flush();
    }

    public void onBackupQuery()
    {
        print("{\"event\":\"backup_query\"}");
    }

    public void onPossibleFailure(final Exception ex)
    {
        print("{\"event\":\"possible_failure\",\"error\":\"" + escape(String.valueOf(ex)) + "\"}");
    }

    public void onBackupResponse(
        final ClusterMember[] clusterMembers,
        final ClusterMember logSourceMember,
        final List<RecordingLog.Snapshot> snapshotsToRetrieve)
    {
        print("{\"event\":\"backup_response\",\"members\":" + clusterMembers.length +
            ",\"log_source_member\":" + logSourceMember.id() +
            ",\"snapshots_to_retrieve\":" + snapshotsToRetrieve.size() + "}");
    }

    public void onUpdatedRecordingLog(final RecordingLog recordingLog, final List<RecordingLog.Snapshot> snapshots)
    {
        print("{\"event\":\"updated_recording_log\",\"snapshots_retrieved\":" + snapshots.size() +
            ",\"entries\":" + recordingLog.entries().size() + "}");
    }

    public void onLiveLogProgress(final long recordingId, final long recordingPosCounterId, final long logPosition)
    {
        final long nowNs = System.nanoTime();
        if (logPosition != lastPrintedPosition && nowNs - lastPrintNs > 200_000_000L)
        {
            lastPrintedPosition = logPosition;
            lastPrintNs = nowNs;
            print("{\"event\":\"live_log_progress\",\"recording_id\":" + recordingId +
                ",\"log_position\":" + logPosition + "}");
        }
    }

    private static String escape(final String text)
    {
        return text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", " ");
    }
}
