/*
 * Aeron Java's AeronArchive connecting with whatever control channels the properties name (Aeron's own
 * aeron.archive.control.channel / aeron.archive.control.response.channel), e.g. a response channel
 * (control-mode=response) through the media driver in aeron.dir. Prints "connected archive-id A session S",
 * then "listed N" (recordings listed from id 0), and exits 0; an archive error prints "archive error: ..."
 * and exits 2.
 */
import io.aeron.archive.client.AeronArchive;
import io.aeron.archive.client.ArchiveException;

public final class ArchiveResponseProbe
{
    public static void main(final String[] args)
    {
        final AeronArchive.Context ctx = new AeronArchive.Context().messageTimeoutNs(20_000_000_000L);
        try (AeronArchive archive = AeronArchive.connect(ctx))
        {
            System.out.println(
                "connected archive-id " + archive.archiveId() + " session " + archive.controlSessionId());
            final int listed = archive.listRecordings(
                0, 100, (controlSessionId, correlationId, recordingId, startTimestamp, stopTimestamp, startPosition,
                stopPosition, initialTermId, segmentFileLength, termBufferLength, mtuLength, sessionId, streamId,
                strippedChannel, originalChannel, sourceIdentity) -> {});
            System.out.println("listed " + listed);
        }
        catch (final ArchiveException ex)
        {
            System.out.println("archive error: " + ex.getMessage());
            System.exit(2);
        }
        System.out.flush();
    }
}
