/*
 * Publishes the aeronkit standard test pattern with Aeron's own Java client, so aeronkit subscribers and
 * drivers are checked against the real thing. Message i of length L: i as a little-endian int64, then
 * (i + k) & 0xFF at byte k for 8 <= k < L. Lengths come from the same xorshift64* sequence as
 * aeronkit.testpattern.LengthGenerator.
 *
 * Settings are system properties: aeron.dir (Aeron's), aeronkit.channel (aeron:ipc), aeronkit.stream.id
 * (1001), aeronkit.messages (1000), aeronkit.seed (1), aeronkit.min.length (8), aeronkit.max.length (4096),
 * aeronkit.large.every (0 = never), aeronkit.large.max.length (max), aeronkit.exclusive (false),
 * aeronkit.timeout.ms (60000). Prints "sent N messages, B bytes" and exits 0, or exits 2 on a timeout.
 * With aeronkit.text=true message i is instead the text "Hello World! i" that Aeron's BasicPublisher sample
 * sends: a payload that is not the pattern, for checking what a pattern subscriber makes of it.
 */
import io.aeron.Aeron;
import io.aeron.Publication;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

public final class StandardPatternPublisher
{
    public static void main(final String[] args)
    {
        final String channel = System.getProperty("aeronkit.channel", "aeron:ipc");
        final int streamId = Integer.getInteger("aeronkit.stream.id", 1001);
        final long messages = Long.getLong("aeronkit.messages", 1000L);
        final int maxLength = Integer.getInteger("aeronkit.max.length", 4096);
        final int largeMax = Integer.getInteger("aeronkit.large.max.length", maxLength);
        final boolean exclusive = Boolean.getBoolean("aeronkit.exclusive");
        final boolean text = Boolean.getBoolean("aeronkit.text");
        final long timeoutMs = Long.getLong("aeronkit.timeout.ms", 60_000L);
        final PatternLengths lengths = new PatternLengths(
            Long.getLong("aeronkit.seed", 1L),
            Integer.getInteger("aeronkit.min.length", 8),
            maxLength,
            Integer.getInteger("aeronkit.large.every", 0),
            largeMax);

        final UnsafeBuffer buffer = new UnsafeBuffer(ByteBuffer.allocateDirect(Math.max(maxLength, largeMax)));
        final IdleStrategy idle = new BackoffIdleStrategy(10, 20, 1_000, 100_000);
        final long deadlineMs = System.currentTimeMillis() + timeoutMs;

        try (Aeron aeron = Aeron.connect(new Aeron.Context());
            Publication publication = exclusive ?
                aeron.addExclusivePublication(channel, streamId) : aeron.addPublication(channel, streamId))
        {
            while (!publication.isConnected())
            {
                if (System.currentTimeMillis() > deadlineMs)
                {
                    System.out.println("timed out waiting for a subscriber");
                    System.exit(2);
                }
                idle.idle(0);
            }
            System.out.println("connected session " + publication.sessionId());
            System.out.flush();

            long bytes = 0;
            for (long i = 0; i < messages; i++)
            {
                final int length = text ? buffer.putStringWithoutLengthAscii(0, "Hello World! " + i) :
                    lengths.next();
                if (!text)
                {
                    fill(buffer, i, length);
                }
                idle.reset();
                long result;
                while ((result = publication.offer(buffer, 0, length)) < 0)
                {
                    if (result == Publication.CLOSED || result == Publication.MAX_POSITION_EXCEEDED)
                    {
                        System.out.println("publication failed with " + Publication.errorString(result));
                        System.exit(3);
                    }
                    if (System.currentTimeMillis() > deadlineMs)
                    {
                        System.out.println("timed out at message " + i + ": " + Publication.errorString(result));
                        System.exit(2);
                    }
                    idle.idle(0);
                }
                bytes += length;
            }
            System.out.println("sent " + messages + " messages, " + bytes + " bytes");
            System.out.flush();
        }
    }

    static void fill(final UnsafeBuffer buffer, final long i, final int length)
    {
        buffer.putLong(0, i, ByteOrder.LITTLE_ENDIAN);
        for (int k = 8; k < length; k++)
        {
            buffer.putByte(k, (byte)(i + k));
        }
    }
}

/* xorshift64* lengths, step for step as aeronkit.testpattern.LengthGenerator. */
final class PatternLengths
{
    private static final long MULTIPLIER = 0x2545F4914F6CDD1DL;
    private long x;
    private final int min;
    private final int max;
    private final int largeEvery;
    private final int largeMax;

    PatternLengths(final long seed, final int min, final int max, final int largeEvery, final int largeMax)
    {
        this.x = seed == 0 ? 0x9E3779B97F4A7C15L : seed;
        this.min = min;
        this.max = max;
        this.largeEvery = largeEvery;
        this.largeMax = largeMax;
    }

    private long step()
    {
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        return (x * MULTIPLIER) >>> 33;
    }

    int next()
    {
        int hi = max;
        if (largeEvery > 0 && step() % largeEvery == 0)
        {
            hi = largeMax;
        }
        return (int)(min + step() % (hi - min + 1));
    }
}
