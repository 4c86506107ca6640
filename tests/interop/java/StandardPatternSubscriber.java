/*
 * Subscribes with Aeron's own Java client and verifies the aeronkit standard test pattern: message i holds
 * i as a little-endian int64 in bytes 0..7 and (i + k) & 0xFF at byte k >= 8. Fragmented messages are
 * reassembled with Aeron's FragmentAssembler. Ends with the line
 * "received N messages, B bytes, gaps G, corrupt C" (gaps = messages skipped or never received,
 * corrupt = wrong content, duplicates or reordering) and exits 0 only if both are 0.
 *
 * Settings are system properties: aeron.dir (Aeron's), aeronkit.channel (aeron:ipc), aeronkit.stream.id
 * (1001), aeronkit.messages (1000 expected), aeronkit.timeout.ms (60000). Prints "subscribed" once the
 * subscription exists, so a harness can start the publisher after it.
 */
import io.aeron.Aeron;
import io.aeron.FragmentAssembler;
import io.aeron.Subscription;
import io.aeron.logbuffer.FragmentHandler;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.IdleStrategy;

import java.nio.ByteOrder;

public final class StandardPatternSubscriber
{
    static long received;
    static long bytes;
    static long gaps;
    static long corrupt;
    static long nextIndex;

    public static void main(final String[] args)
    {
        final String channel = System.getProperty("aeronkit.channel", "aeron:ipc");
        final int streamId = Integer.getInteger("aeronkit.stream.id", 1001);
        final long messages = Long.getLong("aeronkit.messages", 1000L);
        final long timeoutMs = Long.getLong("aeronkit.timeout.ms", 60_000L);
        final IdleStrategy idle = new BackoffIdleStrategy(10, 20, 1_000, 100_000);
        final FragmentHandler handler = new FragmentAssembler(StandardPatternSubscriber::onMessage);
        final long deadlineMs = System.currentTimeMillis() + timeoutMs;
        boolean timedOut = false;

        try (Aeron aeron = Aeron.connect(new Aeron.Context());
            Subscription subscription = aeron.addSubscription(channel, streamId))
        {
            System.out.println("subscribed");
            System.out.flush();
            while (nextIndex < messages)
            {
                final int fragments = subscription.poll(handler, 256);
                if (0 == fragments && System.currentTimeMillis() > deadlineMs)
                {
                    timedOut = true;
                    break;
                }
                idle.idle(fragments);
            }
        }

        if (nextIndex < messages)
        {
            gaps += messages - nextIndex;
        }
        if (timedOut)
        {
            System.out.println("timed out");
        }
        System.out.println(
            "received " + received + " messages, " + bytes + " bytes, gaps " + gaps + ", corrupt " + corrupt);
        System.out.flush();
        System.exit(gaps == 0 && corrupt == 0 ? 0 : 1);
    }

    static void onMessage(final DirectBuffer buffer, final int offset, final int length,
        final io.aeron.logbuffer.Header header)
    {
        received++;
        bytes += length;
        if (length < 8)
        {
            corrupt++;
            return;
        }
        final long i = buffer.getLong(offset, ByteOrder.LITTLE_ENDIAN);
        for (int k = 8; k < length; k++)
        {
            if (buffer.getByte(offset + k) != (byte)(i + k))
            {
                corrupt++;
                if (i >= nextIndex)
                {
                    gaps += i - nextIndex; // a damaged message still takes its place: not a gap as well
                    nextIndex = i + 1;
                }
                return;
            }
        }
        if (i < nextIndex)
        {
            corrupt++;
            return;
        }
        gaps += i - nextIndex;
        nextIndex = i + 1;
    }
}
