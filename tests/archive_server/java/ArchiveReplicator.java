/*
 * Asks a Java archive (through Aeron's AeronArchive client) to replicate a recording from another archive
 * (ours, in the tests) and waits for the outcome.
 *
 * Settings (system properties): aeron.dir, aeron.archive.control.channel and
 * aeron.archive.control.response.channel (Aeron's: the Java archive to ask), aeronkit.src.recording.id,
 * aeronkit.src.control.channel (aeron:ipc), aeronkit.src.control.stream.id (11), aeronkit.timeout.ms (60000).
 * Prints one line per recording signal, "signal <NAME> recording=R position=P", then
 * "replicated id=R stop=P" and exits 0; exits 2 on an error or a timeout.
 */
import io.aeron.Aeron;
import io.aeron.archive.client.AeronArchive;
import io.aeron.archive.client.ArchiveException;
import io.aeron.archive.codecs.RecordingSignal;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.IdleStrategy;

public final class ArchiveReplicator
{
    private static long dstRecordingId = -1;
    private static boolean ended;

    public static void main(final String[] args)
    {
        final long srcRecordingId = Long.getLong("aeronkit.src.recording.id", 0L);
        final String srcChannel = System.getProperty("aeronkit.src.control.channel", "aeron:ipc");
        final int srcStreamId = Integer.getInteger("aeronkit.src.control.stream.id", 11);
        final long deadlineMs = System.currentTimeMillis() + Long.getLong("aeronkit.timeout.ms", 60_000L);
        final IdleStrategy idle = new BackoffIdleStrategy(10, 20, 1_000, 1_000_000);

        final AeronArchive.Context ctx = new AeronArchive.Context()
            .recordingSignalConsumer((controlSessionId, correlationId, recordingId, subscriptionId, position, signal) ->
            {
                System.out.println("signal " + signal + " recording=" + recordingId + " position=" + position);
                System.out.flush();
                if (RecordingSignal.REPLICATE == signal)
                {
                    dstRecordingId = recordingId;
                }
                if (RecordingSignal.REPLICATE_END == signal)
                {
                    ended = true;
                }
            });
        try (Aeron aeron = Aeron.connect(new Aeron.Context());
            AeronArchive archive = AeronArchive.connect(ctx.aeron(aeron)))
        {
            archive.replicate(srcRecordingId, io.aeron.Aeron.NULL_VALUE, srcStreamId, srcChannel, null);
            while (!ended)
            {
                final int work = archive.pollForRecordingSignals();
                if (0 == work && System.currentTimeMillis() > deadlineMs)
                {
                    System.out.println("timed out");
                    System.exit(2);
                }
                idle.idle(work);
            }
            System.out.println("replicated id=" + dstRecordingId + " stop=" + archive.getStopPosition(dstRecordingId));
        }
        catch (final ArchiveException ex)
        {
            System.out.println("archive error: " + ex.getMessage());
            System.exit(2);
        }
        System.out.flush();
    }
}
