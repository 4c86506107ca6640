/*
 * Makes the market-data recordings the Spark data source tests read: a real Aeron Java ArchivingMediaDriver
 * (embedded, configured by Aeron's own system properties: SHARED threading, backoff idling, 64 KiB segment
 * files, control channel on 127.0.0.1) records three publications of ours, whose messages are SBE encoded by
 * sbe-tool's Java codecs for tests/spark/market.xml (see MarketFeed):
 *   1. IPC stream 1001, a seeded mix of Trade and Quote, stopped normally;
 *   2. UDP 127.0.0.1:<aeronkit.udp.port> stream 1002, BookSnapshots, most longer than the MTU, stopped normally;
 *   3. IPC stream 1001 from a second publication (another session), Trades, left ACTIVE: once the archive has
 *      recorded everything published, the JVM halts, so the catalog keeps stop position -1 as after a crash.
 * Every publication uses term-length=64k, and each recording is made by a session-specific subscription, so
 * the two IPC sessions of stream 1001 land in separate recordings.
 *
 * Arguments: <expected.jsonl>. Settings (system properties, besides Aeron's): aeronkit.udp.port (required),
 * aeronkit.ticks (16000), aeronkit.books (600), aeronkit.active.trades (6000), aeronkit.seed (20261121),
 * aeronkit.timeout.ms (60000).
 * Writes one JSON object per message in recording order (see MarketFeed for the field encoding) and prints one
 * line per recording, "recording id=R stream=S session=X start=P0 stop=P messages=N state=stopped|active
 * channel=C", then "done". Exits 0 (by halt), 2 on a timeout, 3 when a publication fails.
 */
import io.aeron.Aeron;
import io.aeron.ChannelUri;
import io.aeron.ExclusivePublication;
import io.aeron.Publication;
import io.aeron.archive.Archive;
import io.aeron.archive.ArchivingMediaDriver;
import io.aeron.archive.client.AeronArchive;
import io.aeron.archive.codecs.SourceLocation;
import io.aeron.archive.status.RecordingPos;
import io.aeron.driver.MediaDriver;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.concurrent.status.CountersReader;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;

public final class MarketRecorder
{
    private static final IdleStrategy IDLE = new BackoffIdleStrategy(10, 20, 1_000, 1_000_000);
    private static final String IPC = "aeron:ipc?term-length=64k";
    private static long deadlineMs;

    enum Kind
    {
        TRADES_AND_QUOTES, BOOKS, TRADES
    }

    public static void main(final String[] args) throws IOException
    {
        final int udpPort = Integer.parseInt(required("aeronkit.udp.port"));
        final int ticks = Integer.getInteger("aeronkit.ticks", 16_000);
        final int books = Integer.getInteger("aeronkit.books", 600);
        final int activeTrades = Integer.getInteger("aeronkit.active.trades", 6_000);
        final long seed = Long.getLong("aeronkit.seed", 20261121L);
        deadlineMs = System.currentTimeMillis() + Long.getLong("aeronkit.timeout.ms", 60_000L);
        final String udp = "aeron:udp?endpoint=127.0.0.1:" + udpPort + "|term-length=64k|mtu=1408";

        final MarketFeed feed = new MarketFeed(seed);
        final MediaDriver.Context driverContext = new MediaDriver.Context();
        final Archive.Context archiveContext = new Archive.Context()
            .aeronDirectoryName(driverContext.aeronDirectoryName());

        try (ArchivingMediaDriver ignored = ArchivingMediaDriver.launch(driverContext, archiveContext);
            Aeron aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(driverContext.aeronDirectoryName()));
            AeronArchive archive = AeronArchive.connect(new AeronArchive.Context().aeron(aeron));
            BufferedWriter expected = Files.newBufferedWriter(Paths.get(args[0]), StandardCharsets.UTF_8))
        {
            final Recorder recorder = new Recorder(aeron, archive, feed, expected);
            final String first = recorder.record(IPC, 1001, SourceLocation.LOCAL, Kind.TRADES_AND_QUOTES, ticks, false);
            System.out.println(first);
            final String second = recorder.record(udp, 1002, SourceLocation.REMOTE, Kind.BOOKS, books, false);
            System.out.println(second);
            final String third = recorder.record(IPC, 1001, SourceLocation.LOCAL, Kind.TRADES, activeTrades, true);
            expected.flush();
            System.out.println(third);
            System.out.println("done");
            System.out.flush();
            Runtime.getRuntime().halt(0); /* no close: the archive must not stop the active recording */
        }
    }

    private static String required(final String name)
    {
        final String value = System.getProperty(name);
        if (null == value)
        {
            System.out.println("missing system property " + name);
            System.exit(1);
        }
        return value;
    }

    static final class Recorder
    {
        private final Aeron aeron;
        private final AeronArchive archive;
        private final MarketFeed feed;
        private final BufferedWriter expected;
        private final UnsafeBuffer buffer = new UnsafeBuffer(ByteBuffer.allocateDirect(16 * 1024));

        Recorder(final Aeron aeron, final AeronArchive archive, final MarketFeed feed, final BufferedWriter expected)
        {
            this.aeron = aeron;
            this.archive = archive;
            this.feed = feed;
            this.expected = expected;
        }

        String record(
            final String channel,
            final int streamId,
            final SourceLocation location,
            final Kind kind,
            final int messages,
            final boolean keepActive) throws IOException
        {
            final ExclusivePublication publication = aeron.addExclusivePublication(channel, streamId);
            final int sessionId = publication.sessionId();
            final String recordChannel = subscriptionChannel(channel, sessionId);
            final long subscriptionId = archive.startRecording(recordChannel, streamId, location);

            final CountersReader counters = aeron.countersReader();
            int counterId;
            IDLE.reset();
            while ((counterId = RecordingPos.findCounterIdBySession(
                counters, sessionId, archive.archiveId())) == CountersReader.NULL_COUNTER_ID)
            {
                tick("the recording of session " + sessionId + " to start");
            }
            final long recordingId = RecordingPos.getRecordingId(counters, counterId);
            final long startPosition = archive.getStartPosition(recordingId);
            final String prefix = "{\"stream_id\":" + streamId + ",\"session_id\":" + sessionId +
                ",\"recording_id\":" + recordingId + ",\"message\":\"";

            for (int i = 0; i < messages; i++)
            {
                final String message;
                final int length;
                if (kind == Kind.BOOKS)
                {
                    message = "BookSnapshot";
                    length = feed.bookSnapshot(buffer);
                }
                else if (kind == Kind.TRADES || feed.nextIsTrade())
                {
                    message = "Trade";
                    length = feed.trade(buffer);
                }
                else
                {
                    message = "Quote";
                    length = feed.quote(buffer);
                }
                offer(publication, length, i);
                expected.write(prefix);
                expected.write(message);
                expected.write("\",\"fields\":");
                expected.write(feed.fieldsJson());
                expected.write("}\n");
            }

            final long stopPosition = publication.position();
            IDLE.reset();
            while (counters.getCounterValue(counterId) < stopPosition)
            {
                tick("recording " + recordingId + " to reach " + stopPosition);
            }
            if (!keepActive)
            {
                archive.stopRecording(subscriptionId);
                IDLE.reset();
                while (archive.getStopPosition(recordingId) == AeronArchive.NULL_POSITION)
                {
                    tick("recording " + recordingId + " to stop");
                }
                publication.close();
            }
            return "recording id=" + recordingId + " stream=" + streamId + " session=" + sessionId +
                " start=" + startPosition + " stop=" + stopPosition + " messages=" + messages +
                " state=" + (keepActive ? "active" : "stopped") + " channel=" + channel;
        }

        /** The publication's channel without its publication-only settings, for this session only. */
        private static String subscriptionChannel(final String channel, final int sessionId)
        {
            final ChannelUri uri = ChannelUri.parse(channel);
            uri.remove("term-length");
            uri.remove("mtu");
            uri.put("session-id", Integer.toString(sessionId));
            return uri.toString();
        }

        private void offer(final ExclusivePublication publication, final int length, final int i)
        {
            if (length > publication.maxMessageLength())
            {
                System.out.println("message " + i + " of " + length + " bytes exceeds " +
                    publication.maxMessageLength());
                System.exit(3);
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
                tick("offer of message " + i + ": " + Publication.errorString(result));
            }
        }
    }

    private static void tick(final String what)
    {
        if (System.currentTimeMillis() > deadlineMs)
        {
            System.out.println("timed out waiting for " + what);
            System.out.flush();
            Runtime.getRuntime().halt(2);
        }
        IDLE.idle(0);
    }
}
