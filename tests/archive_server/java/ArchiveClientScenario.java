/*
 * Drives an archive (ours, in the tests) with Aeron's own Java AeronArchive client over the local IPC control
 * channel: records a stream of the aeronkit standard test pattern, lists it, replays it and checks every
 * message, truncates it half way and replays again.
 *
 * Message i of length L holds i as a little-endian int64 in bytes 0..7 and (i + k) & 0xFF at byte k >= 8;
 * lengths are 8 + (i * 7919) % (max - 7), so many are fragmented over the MTU.
 *
 * Settings (system properties): aeron.dir, aeron.archive.control.channel and aeron.archive.control.response.channel
 * (Aeron's; both default to aeron:ipc here), aeronkit.channel (aeron:ipc?term-length=64k),
 * aeronkit.stream.id (1001), aeronkit.messages (2000), aeronkit.max.length (8192), aeronkit.mode
 * (scenario | hold), aeronkit.source.location (LOCAL | REMOTE), aeronkit.timeout.ms (60000).
 *
 * scenario prints: "recorded id=R start=S stop=P messages=N bytes=B", "listed count=C stream=S start=S stop=P
 * channel=..." , "replay received N messages, B bytes, gaps G, corrupt C", "truncated id=R stop=P messages=M",
 * "replay received ..." again, "version-check ok" and exits 0 (2 on a timeout or archive error).
 * hold records and keeps publishing until killed; each time the recording counter passes a published
 * position it prints "acked position=P messages=N".
 */
import io.aeron.Aeron;
import io.aeron.ExclusivePublication;
import io.aeron.FragmentAssembler;
import io.aeron.Publication;
import io.aeron.Subscription;
import io.aeron.archive.client.AeronArchive;
import io.aeron.archive.client.ArchiveException;
import io.aeron.archive.codecs.SourceLocation;
import io.aeron.archive.status.RecordingPos;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.concurrent.status.CountersReader;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

public final class ArchiveClientScenario
{
    private static final IdleStrategy IDLE = new BackoffIdleStrategy(10, 20, 1_000, 1_000_000);
    private static long deadlineMs;
    private static int maxLength;
    private static final SourceLocation SOURCE =
        SourceLocation.valueOf(System.getProperty("aeronkit.source.location", "LOCAL"));

    public static void main(final String[] args) throws Exception
    {
        final String channel = System.getProperty("aeronkit.channel", "aeron:ipc?term-length=64k");
        final int streamId = Integer.getInteger("aeronkit.stream.id", 1001);
        final int messages = Integer.getInteger("aeronkit.messages", 2000);
        final String mode = System.getProperty("aeronkit.mode", "scenario");
        maxLength = Integer.getInteger("aeronkit.max.length", 8192);
        deadlineMs = System.currentTimeMillis() + Long.getLong("aeronkit.timeout.ms", 60_000L);

        final AeronArchive.Context archiveCtx = new AeronArchive.Context()
            .controlRequestChannel(System.getProperty("aeron.archive.control.channel", "aeron:ipc"))
            .controlResponseChannel(System.getProperty("aeron.archive.control.response.channel", "aeron:ipc"))
            .messageTimeoutNs(20_000_000_000L);

        try (Aeron aeron = Aeron.connect(new Aeron.Context());
            AeronArchive archive = AeronArchive.connect(archiveCtx.aeron(aeron)))
        {
            if ("hold".equals(mode))
            {
                hold(aeron, archive, channel, streamId);
                return;
            }
            scenario(aeron, archive, channel, streamId, messages);
        }
        catch (final ArchiveException ex)
        {
            System.out.println("archive error: " + ex.getMessage());
            System.out.flush();
            System.exit(2);
        }
        System.out.flush();
    }

    private static void scenario(
        final Aeron aeron, final AeronArchive archive, final String channel, final int streamId, final int messages)
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(ByteBuffer.allocateDirect(maxLength));
        final long subscriptionId = archive.startRecording(channel, streamId, SOURCE);
        final CountersReader counters = aeron.countersReader();
        final long recordingId;
        final long stopPosition;
        long cutPosition = 0;
        long bytes = 0;
        try (ExclusivePublication publication = aeron.addExclusivePublication(channel, streamId))
        {
            final int counterId = awaitCounter(counters, publication.sessionId(), archive.archiveId());
            recordingId = RecordingPos.getRecordingId(counters, counterId);
            for (int i = 0; i < messages; i++)
            {
                if (i == messages / 2)
                {
                    cutPosition = publication.position();
                }
                bytes += offer(publication, buffer, i);
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
        final long startPosition = archive.getStartPosition(recordingId);
        System.out.println("recorded id=" + recordingId + " start=" + startPosition + " stop=" +
            archive.getStopPosition(recordingId) + " messages=" + messages + " bytes=" + bytes);

        final int count = archive.listRecordingsForUri(0, 100, channel.substring(0, 9), streamId,
            (controlSessionId, correlationId, id, startTimestamp, stopTimestamp, start, stop, initialTermId,
            segmentFileLength, termBufferLength, mtuLength, sessionId, stream, strippedChannel, originalChannel,
            sourceIdentity) -> System.out.println("listed id=" + id + " stream=" + stream + " start=" + start +
            " stop=" + stop + " termLength=" + termBufferLength + " segmentLength=" + segmentFileLength +
            " channel=" + originalChannel));
        System.out.println("listed count=" + count);
        System.out.println("last=" + archive.findLastMatchingRecording(0, channel.substring(0, 9), streamId,
            (int)aeronSessionOf(archive, recordingId)));

        replayAndVerify(aeron, archive, recordingId, startPosition, stopPosition - startPosition, messages, streamId);

        archive.truncateRecording(recordingId, cutPosition);
        System.out.println("truncated id=" + recordingId + " stop=" + archive.getStopPosition(recordingId) +
            " messages=" + messages / 2);
        replayAndVerify(aeron, archive, recordingId, startPosition, AeronArchive.NULL_LENGTH, messages / 2, streamId);

        try
        {
            archive.truncateRecording(recordingId, cutPosition + 7);
            System.out.println("bad truncate accepted");
        }
        catch (final ArchiveException ex)
        {
            System.out.println("bad truncate refused code=" + ex.errorCode());
        }
        System.out.println("scenario done");
    }

    private static long aeronSessionOf(final AeronArchive archive, final long recordingId)
    {
        final long[] sessionId = new long[1];
        archive.listRecording(recordingId,
            (controlSessionId, correlationId, id, startTimestamp, stopTimestamp, start, stop, initialTermId,
            segmentFileLength, termBufferLength, mtuLength, session, stream, strippedChannel, originalChannel,
            sourceIdentity) -> sessionId[0] = session);
        return sessionId[0];
    }

    private static void replayAndVerify(
        final Aeron aeron,
        final AeronArchive archive,
        final long recordingId,
        final long position,
        final long length,
        final int expected,
        final int streamId)
    {
        final int replayStreamId = streamId + 100;
        final Verifier verifier = new Verifier();
        final FragmentAssembler assembler = new FragmentAssembler(verifier::onMessage);
        try (Subscription subscription = aeron.addSubscription("aeron:ipc", replayStreamId))
        {
            archive.startReplay(recordingId, position, length, "aeron:ipc", replayStreamId);
            IDLE.reset();
            while (verifier.nextIndex < expected)
            {
                final int fragments = subscription.poll(assembler, 256);
                if (0 == fragments)
                {
                    if (System.currentTimeMillis() > deadlineMs)
                    {
                        break;
                    }
                }
                IDLE.idle(fragments);
            }
            // anything beyond the expected messages would be a replay past the bound
            final long quietUntil = System.currentTimeMillis() + 200;
            while (System.currentTimeMillis() < quietUntil)
            {
                IDLE.idle(subscription.poll(assembler, 256));
            }
        }
        final long gaps = Math.max(0, expected - verifier.nextIndex);
        final long corrupt = verifier.corrupt + Math.max(0, verifier.nextIndex - expected);
        System.out.println("replay received " + verifier.received + " messages, " + verifier.bytes + " bytes, gaps " +
            gaps + ", corrupt " + corrupt);
    }

    private static void hold(final Aeron aeron, final AeronArchive archive, final String channel, final int streamId)
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(ByteBuffer.allocateDirect(maxLength));
        archive.startRecording(channel, streamId, SourceLocation.LOCAL);
        final CountersReader counters = aeron.countersReader();
        try (ExclusivePublication publication = aeron.addExclusivePublication(channel, streamId))
        {
            final int counterId = awaitCounter(counters, publication.sessionId(), archive.archiveId());
            System.out.println("recording id=" + RecordingPos.getRecordingId(counters, counterId));
            int i = 0;
            while (true)
            {
                for (int k = 0; k < 200; k++, i++)
                {
                    offer(publication, buffer, i);
                }
                final long position = publication.position();
                IDLE.reset();
                while (counters.getCounterValue(counterId) < position)
                {
                    if (!RecordingPos.isActive(counters, counterId, RecordingPos.getRecordingId(counters, counterId)))
                    {
                        System.out.println("recording gone");
                        System.out.flush();
                        return;
                    }
                    tick("the recording to reach " + position);
                }
                System.out.println("acked position=" + position + " messages=" + i);
                System.out.flush();
            }
        }
    }

    private static int awaitCounter(final CountersReader counters, final int sessionId, final long archiveId)
    {
        int counterId;
        IDLE.reset();
        while ((counterId = RecordingPos.findCounterIdBySession(counters, sessionId, archiveId)) ==
            CountersReader.NULL_COUNTER_ID)
        {
            tick("the recording counter of session " + sessionId);
        }
        return counterId;
    }

    static final class Verifier
    {
        long received;
        long bytes;
        long corrupt;
        long nextIndex;

        void onMessage(final DirectBuffer buffer, final int offset, final int length, final io.aeron.logbuffer.Header h)
        {
            received++;
            bytes += length;
            if (length < 8)
            {
                corrupt++;
                return;
            }
            final long index = buffer.getLong(offset, ByteOrder.LITTLE_ENDIAN);
            boolean ok = index == nextIndex && length == lengthOf(index);
            for (int k = 8; ok && k < length; k++)
            {
                ok = buffer.getByte(offset + k) == (byte)((index + k) & 0xFF);
            }
            if (!ok)
            {
                corrupt++;
            }
            nextIndex = index + 1;
        }
    }

    static int lengthOf(final long i)
    {
        return 8 + (int)((i * 7919L) % (maxLength - 7));
    }

    private static int offer(final ExclusivePublication publication, final UnsafeBuffer buffer, final int i)
    {
        final int length = lengthOf(i);
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
                throw new IllegalStateException("offer failed: " + result);
            }
            tick("offer of message " + i);
        }
        return length;
    }

    private static void tick(final String what)
    {
        if (System.currentTimeMillis() > deadlineMs)
        {
            System.out.println("timed out waiting for " + what);
            System.out.flush();
            System.exit(2);
        }
        IDLE.idle();
    }
}
