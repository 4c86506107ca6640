/*
 * aeronkit benchmark anchor: UDP round-trip latency on 127.0.0.1 with an embedded Java media driver whose
 * threading mode, idle strategies, term length, MTU and socket buffers all come from the ordinary aeron.*
 * system properties. Aeron's EmbeddedPingPong hard-codes a DEDICATED driver with no-op sender and receiver
 * idling; on a 2-core machine that is four spinning threads, so the comparison with aeronkit (SHARED)
 * would measure the scheduler, not the protocol.
 *
 * Shape as in EmbeddedPingPong (aeron-samples/src/main/java/io/aeron/samples/EmbeddedPingPong.java, 1.51.0):
 * a pong thread subscribes to the ping channel and echoes each message on the pong channel with tryClaim;
 * the ping thread writes System.nanoTime() into the first 8 bytes, offers, and polls the pong image until
 * its position passes the offered one. Timed round trips go into an HdrHistogram (10 s, 3 digits).
 *
 * Properties: aeron.sample.ping.channel, aeron.sample.pong.channel (UDP channels; required),
 * aeronkit.bench.messages, aeronkit.bench.warmup.messages, aeronkit.bench.messageLength,
 * aeronkit.bench.maxSeconds (each phase stops early when this runs out; count= says how many were timed),
 * plus aeron.*; the ping and pong loops idle with aeronkit.bench.clientIdleStrategy (LatencyReport).
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

public final class UdpPingPong
{
    private static final int PING_STREAM = 1002;
    private static final int PONG_STREAM = 1003;
    private static final int FRAGMENT_LIMIT = 10;

    public static void main(final String[] args) throws Exception
    {
        final String pingChannel = required("aeron.sample.ping.channel");
        final String pongChannel = required("aeron.sample.pong.channel");
        final long messages = Long.getLong("aeronkit.bench.messages", 100_000);
        final long warmup = Long.getLong("aeronkit.bench.warmup.messages", 20_000);
        final int length = Integer.getInteger("aeronkit.bench.messageLength", 32);
        final long maxNs = (long)(Double.parseDouble(System.getProperty("aeronkit.bench.maxSeconds", "60")) * 1e9);
        final AtomicBoolean running = new AtomicBoolean(true);
        final Histogram histogram = new Histogram(TimeUnit.SECONDS.toNanos(10), 3);

        try (MediaDriver driver = MediaDriver.launchEmbedded(new MediaDriver.Context().dirDeleteOnShutdown(true));
            Aeron aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(driver.aeronDirectoryName())))
        {
            final Thread pong = new Thread(() -> echo(aeron, pingChannel, pongChannel, running), "pong");
            pong.start();
            try (Subscription pongs = aeron.addSubscription(pongChannel, PONG_STREAM);
                Publication pings = aeron.addPublication(pingChannel, PING_STREAM))
            {
                while (!pongs.isConnected() || !pings.isConnected())
                {
                    Thread.yield();
                }
                final Image image = pongs.imageAtIndex(0);
                final UnsafeBuffer buffer = new UnsafeBuffer(ByteBuffer.allocateDirect(length));
                final FragmentHandler ignore = (b, o, l, h) -> {};
                exchange(pings, image, buffer, length, warmup, maxNs, ignore);
                final FragmentHandler record = (b, o, l, h) -> histogram.recordValue(System.nanoTime() - b.getLong(o));
                exchange(pings, image, buffer, length, messages, maxNs, record);
            }
            finally
            {
                running.set(false);
                pong.join();
            }
        }

        LatencyReport.print(histogram);
    }

    private static String required(final String name)
    {
        final String value = System.getProperty(name);
        if (value == null || !value.startsWith("aeron:udp"))
        {
            throw new IllegalArgumentException(name + " must be set to a UDP channel, got " + value);
        }
        return value;
    }

    private static void exchange(
        final Publication pings, final Image image, final UnsafeBuffer buffer, final int length, final long count,
        final long maxNs, final FragmentHandler handler)
    {
        final IdleStrategy idle = LatencyReport.clientIdleStrategy();
        final long until = System.nanoTime() + maxNs;
        for (long i = 0; i < count && System.nanoTime() - until < 0; i++)
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

    private static void echo(
        final Aeron aeron, final String pingChannel, final String pongChannel, final AtomicBoolean running)
    {
        try (Subscription pings = aeron.addSubscription(pingChannel, PING_STREAM);
            Publication pongs = aeron.addPublication(pongChannel, PONG_STREAM))
        {
            final BufferClaim claim = new BufferClaim();
            final FragmentHandler reply = (buffer, offset, length, header) ->
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
                idle.idle(pings.poll(reply, FRAGMENT_LIMIT));
            }
        }
    }
}
