/*
 * Makes a real Aeron Java archive record the aeronkit standard test pattern, so aeronkit's archive file
 * readers and archive-tool are checked against directories Aeron itself wrote.
 *
 * Connects an AeronArchive client to a running ArchivingMediaDriver, starts a LOCAL recording of an IPC
 * stream, publishes messages 0..N-1 of the pattern (message i of length L: i as a little-endian int64,
 * then (i + k) & 0xFF at byte k for 8 <= k < L) with lengths 8 + (i * 7919) % (max - 7), so most of the
 * larger ones are fragmented, waits until the recording has everything, and stops it. With
 * aeronkit.truncated.messages > 0 it then records a second stream the same way and truncates that
 * recording after message aeronkit.truncate.after (a message boundary).
 *
 * Settings (system properties): aeron.dir, aeron.archive.control.channel and
 * aeron.archive.control.response.channel (Aeron's), aeronkit.channel (aeron:ipc?term-length=64k),
 * aeronkit.stream.id (1001), aeronkit.messages (1500), aeronkit.max.length (8192),
 * aeronkit.truncated.messages (0), aeronkit.truncate.after (messages / 2), aeronkit.timeout.ms (60000).
 * Prints one line per recording: "recording id=R stream=S messages=N bytes=B stop=P" and for the truncated
 * one "truncated id=R stream=S messages=K bytes=B stop=P"; exits 0, or 2 on a timeout.
 */
import io.aeron.Aeron;
import io.aeron.ExclusivePublication;
import io.aeron.Publication;
import io.aeron.archive.client.AeronArchive;
import io.aeron.archive.codecs.SourceLocation;
import io.aeron.archive.status.RecordingPos;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.concurrent.status.CountersReader;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

public final class ArchivePatternRecorder
{
    private static final IdleStrategy IDLE = new BackoffIdleStrategy(10, 20, 1_000, 1_000_000);
    private static long deadlineMs;

    public static void main(final String[] args)
    {
        final String channel = System.getProperty("aeronkit.channel", "aeron:ipc?term-length=64k");
        final int streamId = Integer.getInteger("aeronkit.stream.id", 1001);
        final int messages = Integer.getInteger("aeronkit.messages", 1500);
        final int maxLength = Integer.getInteger("aeronkit.max.length", 8192);
        final int truncatedMessages = Integer.getInteger("aeronkit.truncated.messages", 0);
        final int truncateAfter = Integer.getInteger("aeronkit.truncate.after", truncatedMessages / 2);
        deadlineMs = System.currentTimeMillis() + Long.getLong("aeronkit.timeout.ms", 60_000L);

        try (Aeron aeron = Aeron.connect(new Aeron.Context());
            AeronArchive archive = AeronArchive.connect(new AeronArchive.Context().aeron(aeron)))
        {
            final long[] first = record(aeron, archive, channel, streamId, messages, maxLength, -1);
            System.out.println("recording id=" + first[0] + " stream=" + streamId + " messages=" + messages +
                " bytes=" + first[1] + " stop=" + first[2]);

            if (truncatedMessages > 0)
            {
                final int truncatedStreamId = streamId + 1;
                final long[] second = record(
                    aeron, archive, channel, truncatedStreamId, truncatedMessages, maxLength, truncateAfter);
                archive.truncateRecording(second[0], second[3]);
                System.out.println("truncated id=" + second[0] + " stream=" + truncatedStreamId + " messages=" +
                    truncateAfter + " bytes=" + second[4] + " stop=" + second[3]);
            }
        }
        System.out.flush();
    }

    /**
     * Returns {recordingId, bytes, stopPosition, positionAfterMessage(cut), bytesBefore(cut)}.
     */
    private static long[] record(
        final Aeron aeron,
        final AeronArchive archive,
        final String channel,
        final int streamId,
        final int messages,
        final int maxLength,
        final int cut)
    {
        final long subscriptionId = archive.startRecording(channel, streamId, SourceLocation.LOCAL);
        final UnsafeBuffer buffer = new UnsafeBuffer(ByteBuffer.allocateDirect(maxLength));
        long bytes = 0;
        long cutPosition = -1;
        long cutBytes = 0;
        final long recordingId;
        final long stopPosition;

        try (ExclusivePublication publication = aeron.addExclusivePublication(channel, streamId))
        {
            final CountersReader counters = aeron.countersReader();
            int counterId;
            while ((counterId = RecordingPos.findCounterIdBySession(
                counters, publication.sessionId(), archive.archiveId())) == CountersReader.NULL_COUNTER_ID)
            {
                tick("the recording to start");
            }
            recordingId = RecordingPos.getRecordingId(counters, counterId);

            for (int i = 0; i < messages; i++)
            {
                if (i == cut)
                {
                    cutPosition = publication.position();
                    cutBytes = bytes;
                }
                final int length = 8 + (int)(((long)i * 7919L) % (maxLength - 7));
                fill(buffer, i, length);
                long result;
                IDLE.reset();
                while ((result = publication.offer(buffer, 0, length)) < 0)
                {
                    if (result == Publication.CLOSED || result == Publication.MAX_POSITION_EXCEEDED)
                    {
                        System.out.println("publication failed with " + Publication.errorString(result));
                        System.exit(3);
                    }
                    tick("offer of message " + i + ": " + Publication.errorString(result));
                }
                bytes += length;
            }

            stopPosition = publication.position();
            IDLE.reset();
            while (counters.getCounterValue(counterId) < stopPosition)
            {
                tick("the recording to reach " + stopPosition);
            }
        }
        archive.stopRecording(subscriptionId);
        IDLE.reset();
        while (archive.getStopPosition(recordingId) == AeronArchive.NULL_POSITION)
        {
            tick("recording " + recordingId + " to stop");
        }
        return new long[]{ recordingId, bytes, stopPosition, cutPosition, cutBytes };
    }

    private static void tick(final String what)
    {
        if (System.currentTimeMillis() > deadlineMs)
        {
            System.out.println("timed out waiting for " + what);
            System.exit(2);
        }
        IDLE.idle(0);
    }

    private static void fill(final UnsafeBuffer buffer, final long i, final int length)
    {
        buffer.putLong(0, i, ByteOrder.LITTLE_ENDIAN);
        for (int k = 8; k < length; k++)
        {
            buffer.putByte(k, (byte)((i + k) & 0xFF));
        }
    }
}
