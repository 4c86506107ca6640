/*
 * aeronkit benchmark anchor: replay throughput of an embedded Aeron archive to a configurable channel.
 *
 * Aeron's own EmbeddedReplayThroughput sample always replays to aeron:ipc. This program has the same shape
 * (record once, then replay the whole recording again and again, timing each replay from the request until
 * the last message arrives) but takes the replay destination from aeronkit.bench.replay.channel, so a replay
 * over UDP can be measured. It prints the sample's result line so the same parser reads both, and after each
 * replay reads one line from stdin: "y" replays again, anything else ends the run.
 *
 * Properties: aeron.sample.channel, aeron.sample.streamId, aeron.sample.messages, aeron.sample.messageLength,
 * aeron.sample.frameCountLimit (as the samples), aeronkit.bench.replay.channel, aeronkit.bench.replay.streamId,
 * plus every Aeron driver and archive property (threading modes, term and segment lengths, sync levels).
 */
package aeronkit.bench;

import io.aeron.Aeron;
import io.aeron.ChannelUri;
import io.aeron.ExclusivePublication;
import io.aeron.Image;
import io.aeron.ImageFragmentAssembler;
import io.aeron.Subscription;
import io.aeron.archive.Archive;
import io.aeron.archive.ArchivingMediaDriver;
import io.aeron.archive.client.AeronArchive;
import io.aeron.archive.codecs.SourceLocation;
import io.aeron.archive.status.RecordingPos;
import io.aeron.driver.MediaDriver;
import io.aeron.logbuffer.FragmentHandler;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.concurrent.status.CountersReader;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

public final class ArchiveReplayThroughput
{
    private static final double MIB = 1024.0 * 1024.0;

    private final String channel = System.getProperty("aeron.sample.channel", "aeron:udp?endpoint=localhost:20121");
    private final int streamId = Integer.getInteger("aeron.sample.streamId", 1001);
    private final long messages = Long.getLong("aeron.sample.messages", 10_000_000L);
    private final int messageLength = Integer.getInteger("aeron.sample.messageLength", 32);
    private final int fragmentLimit = Integer.getInteger("aeron.sample.frameCountLimit", 10);
    private final String replayChannel = System.getProperty("aeronkit.bench.replay.channel", "aeron:ipc");
    private final int replayStreamId = Integer.getInteger("aeronkit.bench.replay.streamId", 101);

    private long received;

    public static void main(final String[] args) throws Exception
    {
        new ArchiveReplayThroughput().run();
    }

    private void run() throws Exception
    {
        final File archiveDir = new File(Archive.Configuration.archiveDirName());
        try (ArchivingMediaDriver driver = ArchivingMediaDriver.launch(
                new MediaDriver.Context().dirDeleteOnStart(true),
                new Archive.Context().archiveDir(archiveDir).recordingEventsEnabled(false));
            Aeron aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(driver.mediaDriver().aeronDirectoryName()));
            AeronArchive archive = AeronArchive.connect(new AeronArchive.Context().aeron(aeron)))
        {
            final long[] recorded = record(aeron, archive);
            final long recordingId = recorded[0];
            final long stopPosition = recorded[1];
            final BufferedReader stdin = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            do
            {
                final long startNs = System.nanoTime();
                replay(archive, recordingId, stopPosition);
                final long durationMs = Math.max(1, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNs));
                System.out.printf(
                    "Replayed %.02f MB @ %.02f MB/s - %,d msg/sec - %d byte payload + 32 byte header to %s%n",
                    stopPosition / MIB, (stopPosition * 1000.0 / durationMs) / MIB,
                    messages * 1000L / durationMs, messageLength, replayChannel);
                System.out.flush();
            }
            while ("y".equals(stdin.readLine()));
        }
    }

    /** Record `messages` messages (message i carries i in its first 8 bytes); returns {recordingId, stop}. */
    private long[] record(final Aeron aeron, final AeronArchive archive)
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(ByteBuffer.allocateDirect(messageLength));
        try (ExclusivePublication publication = aeron.addExclusivePublication(channel, streamId))
        {
            final String sessionChannel = ChannelUri.addSessionId(channel, publication.sessionId());
            final long subscriptionId = archive.startRecording(sessionChannel, streamId, SourceLocation.LOCAL);
            final CountersReader counters = aeron.countersReader();
            int counterId;
            while (Aeron.NULL_VALUE == (counterId =
                RecordingPos.findCounterIdBySession(counters, publication.sessionId(), archive.archiveId())))
            {
                Thread.yield();
            }
            final long recordingId = RecordingPos.getRecordingId(counters, counterId);
            try (Subscription live = aeron.addSubscription(sessionChannel, streamId))
            {
                while (!live.isConnected() || !publication.isConnected())
                {
                    Thread.yield();
                }
                final Image image = live.imageAtIndex(0);
                final FragmentHandler ignore = (b, o, l, h) -> {};
                long sent = 0;
                while (sent < messages)
                {
                    buffer.putLong(0, sent, ByteOrder.LITTLE_ENDIAN);
                    if (publication.offer(buffer, 0, messageLength) > 0)
                    {
                        sent++;
                    }
                    image.poll(ignore, fragmentLimit);
                }
                final long stop = publication.position();
                while (image.position() < stop || counters.getCounterValue(counterId) < stop)
                {
                    if (0 == image.poll(ignore, fragmentLimit))
                    {
                        Thread.yield();
                    }
                }
                archive.stopRecording(subscriptionId);
                return new long[]{ recordingId, stop };
            }
        }
    }

    private void replay(final AeronArchive archive, final long recordingId, final long stopPosition)
    {
        try (Subscription replay = archive.replay(recordingId, 0L, stopPosition, replayChannel, replayStreamId))
        {
            while (!replay.isConnected())
            {
                Thread.onSpinWait();
            }
            received = 0;
            final Image image = replay.imageAtIndex(0);
            final ImageFragmentAssembler assembler = new ImageFragmentAssembler((buffer, offset, length, header) ->
            {
                if (buffer.getLong(offset, ByteOrder.LITTLE_ENDIAN) != received || length != messageLength)
                {
                    throw new IllegalStateException("replayed message " + received + " is out of order");
                }
                received++;
            });
            while (received < messages)
            {
                if (0 == image.poll(assembler, fragmentLimit) && image.isClosed())
                {
                    throw new IllegalStateException("replay ended after " + received + " of " + messages);
                }
            }
        }
    }
}
