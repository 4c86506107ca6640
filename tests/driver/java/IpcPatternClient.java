// A small Aeron Java client for driver interop tests (compiled at test time against the pinned aeron-all).
//   pub   <channel> <stream> <count> <seed> <exclusive|concurrent>  publish the standard test pattern
//   sub   <channel> <stream> <count> <timeoutMs>                    verify it, print the summary line
//   stall <channel> <stream>                                         show NOT_CONNECTED and BACK_PRESSURED,
//                                                                    then hold everything until killed
// Message i of length L >= 8: i as a little-endian int64, then (i + k) & 0xFF at byte k.
import io.aeron.Aeron;
import io.aeron.FragmentAssembler;
import io.aeron.Publication;
import io.aeron.Subscription;
import io.aeron.logbuffer.FragmentHandler;
import org.agrona.BufferUtil;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteOrder;
import java.util.Random;

public final class IpcPatternClient
{
    static int lengthOf(final Random random)
    {
        final int max = random.nextInt(100) == 0 ? 8192 : 4096;
        return 8 + random.nextInt(max - 8 + 1);
    }

    static void fill(final UnsafeBuffer buffer, final long i, final int length)
    {
        buffer.putLong(0, i, ByteOrder.LITTLE_ENDIAN);
        for (int k = 8; k < length; k++)
        {
            buffer.putByte(k, (byte)((i + k) & 0xFF));
        }
    }

    public static void main(final String[] args) throws Exception
    {
        final String mode = args[0];
        final String channel = args[1];
        final int streamId = Integer.parseInt(args[2]);
        try (Aeron aeron = Aeron.connect(new Aeron.Context()))
        {
            switch (mode)
            {
                case "pub": publish(aeron, channel, streamId, Long.parseLong(args[3]), Long.parseLong(args[4]),
                    "exclusive".equals(args[5])); break;
                case "sub": subscribe(aeron, channel, streamId, Long.parseLong(args[3]), Long.parseLong(args[4]));
                    break;
                case "stall": stall(aeron, channel, streamId); break;
                default: throw new IllegalArgumentException(mode);
            }
        }
    }

    static void publish(
        final Aeron aeron, final String channel, final int streamId, final long count, final long seed,
        final boolean exclusive)
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(BufferUtil.allocateDirectAligned(8192, 64));
        final IdleStrategy idle = new BackoffIdleStrategy();
        try (Publication publication = exclusive ?
            aeron.addExclusivePublication(channel, streamId) : aeron.addPublication(channel, streamId))
        {
            System.out.println("PUBLICATION session=" + publication.sessionId());
            while (!publication.isConnected())
            {
                idle.idle();
            }
            final Random random = new Random(seed);
            long bytes = 0;
            for (long i = 0; i < count; i++)
            {
                final int length = lengthOf(random);
                fill(buffer, i, length);
                long result;
                while ((result = publication.offer(buffer, 0, length)) < 0)
                {
                    if (result == Publication.CLOSED || result == Publication.MAX_POSITION_EXCEEDED)
                    {
                        throw new IllegalStateException("offer failed: " + result);
                    }
                    idle.idle();
                }
                idle.reset();
                bytes += length;
            }
            System.out.println("sent " + count + " messages, " + bytes + " bytes");
        }
    }

    static void subscribe(
        final Aeron aeron, final String channel, final int streamId, final long count, final long timeoutMs)
    {
        final long[] state = new long[4]; // next, bytes, gaps, corrupt
        final FragmentHandler handler = (final DirectBuffer buffer, final int offset, final int length,
            final io.aeron.logbuffer.Header header) ->
        {
            final long i = length >= 8 ? buffer.getLong(offset, ByteOrder.LITTLE_ENDIAN) : -1;
            boolean good = length >= 8;
            for (int k = 8; good && k < length; k++)
            {
                good = buffer.getByte(offset + k) == (byte)((i + k) & 0xFF);
            }
            if (!good)
            {
                state[3]++;
            }
            else if (i > state[0])
            {
                state[2] += i - state[0];
            }
            state[0] = Math.max(state[0], i + 1);
            state[1] += length;
        };
        final long[] received = new long[1];
        final FragmentAssembler assembler = new FragmentAssembler((buffer, offset, length, header) ->
        {
            received[0]++;
            handler.onFragment(buffer, offset, length, header);
        });
        final IdleStrategy idle = new BackoffIdleStrategy();
        try (Subscription subscription = aeron.addSubscription(channel, streamId))
        {
            System.out.println("SUBSCRIBED");
            final long deadline = System.currentTimeMillis() + timeoutMs;
            while (received[0] < count && System.currentTimeMillis() < deadline)
            {
                idle.idle(subscription.poll(assembler, 64));
            }
        }
        System.out.println("received " + received[0] + " messages, " + state[1] + " bytes, gaps " + state[2] +
            ", corrupt " + state[3]);
    }

    static void stall(final Aeron aeron, final String channel, final int streamId) throws InterruptedException
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[1024]);
        final Publication publication = aeron.addPublication(channel, streamId);
        System.out.println("NO_SUBSCRIBER offer=" + publication.offer(buffer, 0, 1024));
        final Subscription subscription = aeron.addSubscription(channel, streamId);
        while (!publication.isConnected())
        {
            Thread.sleep(1);
        }
        long sent = 0;
        long result;
        while ((result = publication.offer(buffer, 0, 1024)) > 0 || result == Publication.ADMIN_ACTION)
        {
            sent += result > 0 ? 1 : 0;
        }
        System.out.println("STALLED offer=" + result + " after " + sent + " messages, position " +
            publication.position() + " limit " + publication.positionLimit() + " images " +
            subscription.imageCount());
        while (true)
        {
            Thread.sleep(1000);
        }
    }
}
