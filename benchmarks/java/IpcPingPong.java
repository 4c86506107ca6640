/*
 * aeronkit benchmark anchor: IPC round-trip latency with an embedded Java media driver whose threading mode
 * comes from the ordinary aeron.threading.mode property (Aeron's EmbeddedPingPong fixes DEDICATED in code,
 * which on a 2-core machine puts two idle-spinning network threads beside ping and pong).
 *
 * The shape is the same as EmbeddedPingPong: a pong thread echoes every ping with tryClaim; the ping
 * thread stamps System.nanoTime() into the first 8 bytes, offers, and polls the pong image until it has
 * read past the offered position; RTTs go into the HdrHistogram that aeron-all shades (10 s, 3 digits).
 *
 * Properties: aeronkit.bench.messages, aeronkit.bench.warmup.messages, aeronkit.bench.messageLength,
 * aeronkit.bench.exclusive (true: exclusive publications), plus any aeron.* driver property; the ping and pong
 * loops idle with aeronkit.bench.clientIdleStrategy (LatencyReport).
 * Prints the result lines of LatencyReport:  rtt-ns p50=.. p90=.. p99=.. p99.9=.. max=.. count=..
 * and, with aeronkit.bench.percentiles, rtt-dist <percentile>=<ns> ...
 */
package aeronkit.bench;

import io.aeron.Aeron;
import io.aeron.Image;
import io.aeron.Publication;
import io.aeron.Subscription;
import io.aeron.driver.MediaDriver;
import io.aeron.logbuffer.BufferClaim;
import io.aeron.logbuffer.FragmentHandler;
import io.aeron.shadow.org.HdrHistogram.Histogram;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

public final class IpcPingPong
{
    private static final String CHANNEL = "aeron:ipc";
    private static final int PING_STREAM = 1002;
    private static final int PONG_STREAM = 1003;
    private static final int FRAGMENT_LIMIT = 10;

    public static void main(final String[] args) throws Exception
    {
        final long messages = Long.getLong("aeronkit.bench.messages", 100_000);
        final long warmup = Long.getLong("aeronkit.bench.warmup.messages", 100_000);
        final int length = Integer.getInteger("aeronkit.bench.messageLength", 32);
        final boolean exclusive = Boolean.getBoolean("aeronkit.bench.exclusive");
        final AtomicBoolean running = new AtomicBoolean(true);
        final Histogram histogram = new Histogram(TimeUnit.SECONDS.toNanos(10), 3);

        try (MediaDriver driver = MediaDriver.launchEmbedded(new MediaDriver.Context().dirDeleteOnShutdown(true));
            Aeron aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(driver.aeronDirectoryName())))
        {
            final Thread pong = new Thread(() -> echo(aeron, exclusive, running), "pong");
            pong.start();
            try (Subscription pongs = aeron.addSubscription(CHANNEL, PONG_STREAM);
                Publication pings = exclusive ?
                    aeron.addExclusivePublication(CHANNEL, PING_STREAM) : aeron.addPublication(CHANNEL, PING_STREAM))
            {
                while (!pongs.isConnected() || !pings.isConnected())
                {
                    Thread.yield();
                }
                final Image image = pongs.imageAtIndex(0);
                final UnsafeBuffer buffer = new UnsafeBuffer(ByteBuffer.allocateDirect(length));
                final FragmentHandler none = (b, o, l, h) -> {};
                roundTrips(pings, image, buffer, length, warmup, none);
                final FragmentHandler record = (b, o, l, h) -> histogram.recordValue(System.nanoTime() - b.getLong(o));
                roundTrips(pings, image, buffer, length, messages, record);
            }
            finally
            {
                running.set(false);
                pong.join();
            }
        }

        LatencyReport.print(histogram);
    }

    private static void roundTrips(
        final Publication pings, final Image image, final UnsafeBuffer buffer, final int length, final long count,
        final FragmentHandler handler)
    {
        final IdleStrategy idle = LatencyReport.clientIdleStrategy();
        for (long i = 0; i < count; i++)
        {
            long position;
            do
            {
                buffer.putLong(0, System.nanoTime());
            }
            while ((position = pings.offer(buffer, 0, length)) < 0L);

            while (image.position() < position)
            {
                idle.idle(image.poll(handler, FRAGMENT_LIMIT));
            }
        }
    }

    private static void echo(final Aeron aeron, final boolean exclusive, final AtomicBoolean running)
    {
        try (Subscription pings = aeron.addSubscription(CHANNEL, PING_STREAM);
            Publication pongs = exclusive ?
                aeron.addExclusivePublication(CHANNEL, PONG_STREAM) : aeron.addPublication(CHANNEL, PONG_STREAM))
        {
            final BufferClaim claim = new BufferClaim();
            final FragmentHandler handler = (buffer, offset, length, header) ->
            {
                while (pongs.tryClaim(length, claim) <= 0L)
                {
                    if (!running.get())
                    {
                        return;
                    }
                }
                claim.flags(header.flags()).putBytes(buffer, offset, length).commit();
            };
            final IdleStrategy idle = LatencyReport.clientIdleStrategy();
            while (running.get())
            {
                idle.idle(pings.poll(handler, FRAGMENT_LIMIT));
            }
        }
    }
}
