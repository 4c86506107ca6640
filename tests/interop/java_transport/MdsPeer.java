/*
 * Aeron Java's side of a multi-destination pair: an MDC publication (control-mode=manual) sending to several
 * destinations, or an MDS subscription (control-mode=manual) receiving from several.
 *
 * aeronkit.mode=publisher: adds an exclusive publication on aeron:udp?control-mode=manual|term-length=64k,
 *   adds each of aeronkit.destinations (comma separated channels), waits until connected ("connected session
 *   S"), sends the first half of aeronkit.messages standard-pattern messages, prints "half", waits for a
 *   line on stdin, sends the rest and prints "sent N".
 * aeronkit.mode=subscriber: subscribes to aeron:udp?control-mode=manual, adds each destination, prints
 *   "subscribed"; after half of the messages it removes the last destination and prints "removed"; at the
 *   end (still subscribed) prints "images I" (images ever seen), "max-transports T" (the most Image.activeTransportCount() it
 *   saw), "unavailable U" and "received N messages, B bytes, gaps G, corrupt C"; exits 0 if all arrived.
 *
 * Message i holds i as a little-endian int64 then (i + k) & 0xFF at byte k; lengths 8 + (i * 37) % 300.
 * Settings: aeron.dir, aeronkit.stream.id (1401), aeronkit.messages (2000), aeronkit.timeout.ms (60000).
 */
import io.aeron.Aeron;
import io.aeron.ExclusivePublication;
import io.aeron.FragmentAssembler;
import io.aeron.Image;
import io.aeron.Publication;
import io.aeron.Subscription;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

public final class MdsPeer
{
    static final IdleStrategy IDLE = new BackoffIdleStrategy(10, 20, 1_000, 100_000);
    static long deadlineMs;
    static long next;
    static long received;
    static long bytes;
    static long gaps;
    static long corrupt;
    static int images;
    static int unavailable;

    static void checkDeadline(final String what)
    {
        if (System.currentTimeMillis() > deadlineMs)
        {
            System.out.println("failed: timed out " + what);
            System.out.flush();
            System.exit(2);
        }
    }

    public static void main(final String[] args) throws Exception
    {
        final String mode = System.getProperty("aeronkit.mode", "subscriber");
        final String[] destinations = System.getProperty("aeronkit.destinations", "").split(",");
        final int streamId = Integer.getInteger("aeronkit.stream.id", 1401);
        final long messages = Long.getLong("aeronkit.messages", 2000L);
        deadlineMs = System.currentTimeMillis() + Long.getLong("aeronkit.timeout.ms", 60_000L);

        try (Aeron aeron = Aeron.connect(new Aeron.Context()))
        {
            if ("publisher".equals(mode))
            {
                publish(aeron, destinations, streamId, messages);
            }
            else
            {
                subscribe(aeron, destinations, streamId, messages);
            }
        }
    }

    static void publish(final Aeron aeron, final String[] destinations, final int streamId, final long messages)
        throws Exception
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(ByteBuffer.allocateDirect(512));
        try (ExclusivePublication publication =
            aeron.addExclusivePublication("aeron:udp?control-mode=manual|term-length=64k", streamId))
        {
            for (final String destination : destinations)
            {
                publication.addDestination(destination);
            }
            while (!publication.isConnected())
            {
                checkDeadline("waiting for a receiver");
                IDLE.idle(0);
            }
            System.out.println("connected session " + publication.sessionId());
            System.out.flush();
            for (long i = 0; i < messages; i++)
            {
                if (i == messages / 2)
                {
                    System.out.println("half");
                    System.out.flush();
                    new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII)).readLine();
                }
                final int length = 8 + (int)((i * 37) % 300);
                buffer.putLong(0, i, ByteOrder.LITTLE_ENDIAN);
                for (int k = 8; k < length; k++)
                {
                    buffer.putByte(k, (byte)(i + k));
                }
                IDLE.reset();
                long result;
                while ((result = publication.offer(buffer, 0, length)) < 0)
                {
                    checkDeadline("at message " + i + ": " + Publication.errorString(result));
                    IDLE.idle(0);
                }
            }
            System.out.println("sent " + messages);
            System.out.flush();
        }
    }

    static void subscribe(final Aeron aeron, final String[] destinations, final int streamId, final long messages)
    {
        final FragmentAssembler assembler = new FragmentAssembler(MdsPeer::onMessage);
        int maxTransports = 0;
        try (Subscription subscription = aeron.addSubscription(
            "aeron:udp?control-mode=manual", streamId, (image) -> images++, (image) -> unavailable++))
        {
            for (final String destination : destinations)
            {
                subscription.addDestination(destination);
            }
            System.out.println("subscribed");
            System.out.flush();
            boolean removed = false;
            while (next < messages)
            {
                final int fragments = subscription.poll(assembler, 64);
                for (int i = 0; i < subscription.imageCount(); i++)
                {
                    final Image image = subscription.imageAtIndex(i);
                    maxTransports = Math.max(maxTransports, image.activeTransportCount());
                }
                if (!removed && next >= messages / 2 && destinations.length > 1)
                {
                    subscription.removeDestination(destinations[destinations.length - 1]);
                    removed = true;
                    System.out.println("removed");
                    System.out.flush();
                }
                if (0 == fragments)
                {
                    checkDeadline("at message " + next);
                }
                IDLE.idle(fragments);
            }
            System.out.println("images " + images);
            System.out.println("max-transports " + maxTransports);
            System.out.println("unavailable " + unavailable); // before close, which makes every image unavailable
        }
        System.out.println(
            "received " + received + " messages, " + bytes + " bytes, gaps " + gaps + ", corrupt " + corrupt);
        System.out.flush();
        System.exit(0 == gaps && 0 == corrupt ? 0 : 1);
    }

    static void onMessage(final DirectBuffer buffer, final int offset, final int length, final io.aeron.logbuffer.Header header)
    {
        received++;
        bytes += length;
        final long i = buffer.getLong(offset, ByteOrder.LITTLE_ENDIAN);
        boolean good = length == 8 + (int)((i * 37) % 300);
        for (int k = 8; good && k < length; k++)
        {
            good = buffer.getByte(offset + k) == (byte)(i + k);
        }
        if (!good || i < next)
        {
            corrupt++;
            return;
        }
        gaps += i - next;
        next = i + 1;
    }
}
