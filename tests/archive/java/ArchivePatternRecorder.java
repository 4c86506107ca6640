/*
 * Makes a real Aeron Java archive record the aeronkit standard test pattern, so aeronkit's archive file
 * readers and archive-tool are checked against directories Aeron itself wrote.
 *
 * Connects an AeronArchive client to a running ArchivingMediaDriver and records an IPC stream (LOCAL) of
 * pattern messages (message i of length L: i as a little-endian int64, then (i + k) & 0xFF at byte k for
 * 8 <= k < L) with lengths 8 + (i * 7919) % (max - 7), so most of the larger ones are fragmented. With
 * aeronkit.late.join > 0 that many messages are published (to a draining subscriber of ours) before the
 * recording starts, so the recording begins mid-term at a non-zero position (the archive joins where the
 * driver last saw the stream consumed, which may be a few messages before "first"). It waits until the recording
 * holds everything, then stops it; with aeronkit.hold=true it instead prints its line and waits to be
 * killed (the recording stays active). With aeronkit.truncated.messages > 0 it then records a second
 * stream the same way and truncates that recording after message aeronkit.truncate.after.
 *
 * Settings (system properties): aeron.dir, aeron.archive.control.channel and
 * aeron.archive.control.response.channel (Aeron's), aeronkit.channel (aeron:ipc?term-length=64k),
 * aeronkit.stream.id (1001), aeronkit.messages (1500), aeronkit.max.length (8192), aeronkit.late.join (0),
 * aeronkit.hold (false), aeronkit.truncated.messages (0), aeronkit.truncate.after (half),
 * aeronkit.timeout.ms (60000). Prints one line per recording,
 * "<recording|holding|truncated> id=R stream=S first=F messages=N bytes=B start=P0 stop=P" (messages
 * F..F+N-1, of B bytes, were published after the recording started; the recording is [P0, P)); exits 0,
 * or 2 on a timeout.
 */
import io.aeron.Aeron;
import io.aeron.ExclusivePublication;
import io.aeron.Publication;
import io.aeron.Subscription;
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

    public static void main(final String[] args) throws InterruptedException
    {
        final String channel = System.getProperty("aeronkit.channel", "aeron:ipc?term-length=64k");
        final int streamId = Integer.getInteger("aeronkit.stream.id", 1001);
        final int messages = Integer.getInteger("aeronkit.messages", 1500);
        final int maxLength = Integer.getInteger("aeronkit.max.length", 8192);
        final int lateJoin = Integer.getInteger("aeronkit.late.join", 0);
        final boolean hold = Boolean.getBoolean("aeronkit.hold");
        final int truncatedMessages = Integer.getInteger("aeronkit.truncated.messages", 0);
        final int truncateAfter = Integer.getInteger("aeronkit.truncate.after", truncatedMessages / 2);
        deadlineMs = System.currentTimeMillis() + Long.getLong("aeronkit.timeout.ms", 60_000L);

        try (Aeron aeron = Aeron.connect(new Aeron.Context());
            AeronArchive archive = AeronArchive.connect(new AeronArchive.Context().aeron(aeron)))
        {
            final Result first = record(aeron, archive, channel, streamId, lateJoin, messages, maxLength, -1, hold);
            if (hold)
            {
                System.out.println(first.line("holding", streamId, first.stopPosition));
                System.out.flush();
                Thread.sleep(Long.MAX_VALUE);
            }
            System.out.println(first.line("recording", streamId, first.stopPosition));

            if (truncatedMessages > 0)
            {
                final int truncatedStreamId = streamId + 1;
                final Result second = record(
                    aeron, archive, channel, truncatedStreamId, 0, truncatedMessages, maxLength, truncateAfter, false);
                archive.truncateRecording(second.recordingId, second.cutPosition);
                second.messages = truncateAfter;
                second.bytes = second.cutBytes;
                System.out.println(second.line("truncated", truncatedStreamId, second.cutPosition));
            }
        }
        System.out.flush();
    }

    static final class Result
    {
        long recordingId;
        long first;
        long messages;
        long bytes;
        long startPosition;
        long stopPosition;
        long cutPosition = -1;
        long cutBytes;

        String line(final String kind, final int streamId, final long stop)
        {
            return kind + " id=" + recordingId + " stream=" + streamId + " first=" + first + " messages=" + messages +
                " bytes=" + bytes + " start=" + startPosition + " stop=" + stop;
        }
    }

    private static Result record(
        final Aeron aeron,
        final AeronArchive archive,
        final String channel,
        final int streamId,
        final int lateJoin,
        final int messages,
        final int maxLength,
        final int cut,
        final boolean hold)
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(ByteBuffer.allocateDirect(maxLength));
        final Result result = new Result();
        result.first = lateJoin;
        result.messages = messages - lateJoin;
        final long subscriptionId;

        final ExclusivePublication publication = aeron.addExclusivePublication(channel, streamId);
        try
        {
            if (lateJoin > 0)
            {
                try (Subscription drain = aeron.addSubscription(channel, streamId))
                {
                    for (int i = 0; i < lateJoin; i++)
                    {
                        offer(publication, buffer, i, maxLength, drain);
                    }
                    while (drain.imageCount() > 0 && drain.imageAtIndex(0).position() < publication.position())
                    {
                        drain.poll((b, o, l, h) -> {}, 100);
                        tick("the draining subscriber");
                    }
                }
            }

            subscriptionId = archive.startRecording(channel, streamId, SourceLocation.LOCAL);
            final CountersReader counters = aeron.countersReader();
            int counterId;
            while ((counterId = RecordingPos.findCounterIdBySession(
                counters, publication.sessionId(), archive.archiveId())) == CountersReader.NULL_COUNTER_ID)
            {
                tick("the recording to start");
            }
            result.recordingId = RecordingPos.getRecordingId(counters, counterId);
            result.startPosition = archive.getStartPosition(result.recordingId);

            for (int i = lateJoin; i < messages; i++)
            {
                if (i == cut)
                {
                    result.cutPosition = publication.position();
                    result.cutBytes = result.bytes;
                }
                result.bytes += offer(publication, buffer, i, maxLength, null);
            }

            result.stopPosition = publication.position();
            IDLE.reset();
            while (counters.getCounterValue(counterId) < result.stopPosition)
            {
                tick("the recording to reach " + result.stopPosition);
            }
        }
        finally
        {
            if (!hold)
            {
                publication.close();
            }
        }

        if (!hold)
        {
            archive.stopRecording(subscriptionId);
            IDLE.reset();
            while (archive.getStopPosition(result.recordingId) == AeronArchive.NULL_POSITION)
            {
                tick("recording " + result.recordingId + " to stop");
            }
        }
        return result;
    }

    private static int offer(
        final ExclusivePublication publication,
        final UnsafeBuffer buffer,
        final int i,
        final int maxLength,
        final Subscription drain)
    {
        final int length = 8 + (int)(((long)i * 7919L) % (maxLength - 7));
        buffer.putLong(0, i, ByteOrder.LITTLE_ENDIAN);
        for (int k = 8; k < length; k++)
        {
            buffer.putByte(k, (byte)((i + k) & 0xFF));
        }
        long result;
        IDLE.reset();
        while ((result = publication.offer(buffer, 0, length)) < 0)
        {
            if (result == Publication.CLOSED || result == Publication.MAX_POSITION_EXCEEDED)
            {
                System.out.println("publication failed with " + Publication.errorString(result));
                System.exit(3);
            }
            if (null != drain)
            {
                drain.poll((b, o, l, h) -> {}, 100);
            }
            tick("offer of message " + i + ": " + Publication.errorString(result));
        }
        return length;
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
}
