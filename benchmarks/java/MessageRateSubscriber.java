/*
 * aeronkit benchmark anchor: the subscriber half of the per-message throughput case, on an external media
 * driver (aeron.dir), beside Aeron's StreamingPublisher sample as the publisher.
 *
 * Aeron's RateSubscriber sample prints rates with two significant digits, too coarse for a ratio, so this
 * program counts exactly in the shape of the Python workers (benchmarks/ipc.py, benchmarks/pyaeron_peer.py):
 * Subscription.poll with a FragmentAssembler around a handler that adds up the bytes, fragment limit 10,
 * busy spin. It prints "ready" once subscribed, waits for the first message, polls for a warm-up window,
 * then counts over a timed window and prints:  rate messages=N seconds=S
 *
 * Properties: aeron.sample.channel, aeron.sample.streamId, aeron.sample.messageLength,
 * aeronkit.bench.warmup.s, aeronkit.bench.measure.s, plus aeron.dir for the driver.
 */
package aeronkit.bench;

import io.aeron.Aeron;
import io.aeron.FragmentAssembler;
import io.aeron.Subscription;
import io.aeron.logbuffer.FragmentHandler;

public final class MessageRateSubscriber
{
    private static final int FRAGMENT_LIMIT = 10;
    private static long totalBytes;

    public static void main(final String[] args)
    {
        final String channel = System.getProperty("aeron.sample.channel", "aeron:ipc");
        final int streamId = Integer.getInteger("aeron.sample.streamId", 1001);
        final int length = Integer.getInteger("aeron.sample.messageLength", 32);
        final double warmupS = Double.parseDouble(System.getProperty("aeronkit.bench.warmup.s", "2"));
        final double measureS = Double.parseDouble(System.getProperty("aeronkit.bench.measure.s", "2"));
        final FragmentHandler handler = new FragmentAssembler((buffer, offset, size, header) -> totalBytes += size);

        try (Aeron aeron = Aeron.connect(new Aeron.Context());
            Subscription subscription = aeron.addSubscription(channel, streamId))
        {
            System.out.println("ready");
            while (totalBytes == 0)
            {
                subscription.poll(handler, FRAGMENT_LIMIT);
            }
            final long warmupEnd = System.nanoTime() + (long)(warmupS * 1e9);
            while (System.nanoTime() < warmupEnd)
            {
                subscription.poll(handler, FRAGMENT_LIMIT);
            }
            final long startBytes = totalBytes;
            final long start = System.nanoTime();
            final long end = start + (long)(measureS * 1e9);
            long now;
            while ((now = System.nanoTime()) < end)
            {
                subscription.poll(handler, FRAGMENT_LIMIT);
            }
            final long timed = totalBytes - startBytes;
            if (timed % length != 0)
            {
                throw new IllegalStateException(timed + " bytes is not a whole number of " + length + "-byte messages");
            }
            System.out.format("rate messages=%d seconds=%.6f%n", timed / length, (now - start) / 1e9);
        }
    }
}
