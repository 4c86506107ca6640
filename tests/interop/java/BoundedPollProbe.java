/*
 * Aeron's own Image.boundedPoll, boundedControlledPoll and controlledPeek on a stream this program
 * publishes, printing what each call saw, so an aeronkit subscriber on the same stream can run the same
 * calls and be compared line by line (tests/interop/test_ipc_bounded_poll_java.py).
 *
 * It subscribes, adds an exclusive IPC publication (aeronkit.channel carries term-length, init-term-id,
 * term-id and term-offset so the stream starts just before a term end), publishes pattern messages until
 * aeronkit.bytes bytes of stream are written, and prints "published <start> <end> <messages>". Message i
 * is the aeronkit test pattern (i as a little-endian int64, then (i + k) & 0xFF) of length
 * 8 + (i * 7919) % 3000, so some are fragmented. Then it waits for the plan file aeronkit.plan (complete
 * once aeronkit.plan + ".ready" exists): one step per line, "<kind> <limit> <fragmentLimit> <actions>",
 * kind bounded|controlled|peek, actions letters C (CONTINUE), M (COMMIT), A (ABORT), B (BREAK) used in
 * turn by the handler calls of that step ("-" for none). For each step it prints
 * "S <step> <kind> <result> <position after>", preceded by one
 * "F <header position> <term offset> <length> <flags> <crc32 of payload> <image position in handler>"
 * per fragment handed over, and finally "done".
 */
import io.aeron.Aeron;
import io.aeron.ExclusivePublication;
import io.aeron.Image;
import io.aeron.Publication;
import io.aeron.Subscription;
import io.aeron.logbuffer.ControlledFragmentHandler;
import io.aeron.logbuffer.FragmentHandler;
import io.aeron.logbuffer.Header;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.CRC32;

public final class BoundedPollProbe
{
    static Image image;
    static String actions = "";
    static int calls;

    public static void main(final String[] args) throws Exception
    {
        final String channel = System.getProperty("aeronkit.channel");
        final int streamId = Integer.getInteger("aeronkit.stream.id", 1001);
        final long streamBytes = Long.getLong("aeronkit.bytes", 100_000L);
        final Path plan = Path.of(System.getProperty("aeronkit.plan"));
        final long deadlineMs = System.currentTimeMillis() + Long.getLong("aeronkit.timeout.ms", 60_000L);

        try (Aeron aeron = Aeron.connect(new Aeron.Context());
            Subscription subscription = aeron.addSubscription("aeron:ipc", streamId);
            ExclusivePublication publication = aeron.addExclusivePublication(channel, streamId))
        {
            while (!publication.isConnected() || null == subscription.imageBySessionId(publication.sessionId()))
            {
                await(deadlineMs, "a connected publication and its image");
            }
            image = subscription.imageBySessionId(publication.sessionId());
            final long start = publication.position();
            final UnsafeBuffer buffer = new UnsafeBuffer(ByteBuffer.allocateDirect(4096));
            long i = 0;
            while (publication.position() < start + streamBytes)
            {
                final int length = (int)(8 + (i * 7919) % 3000);
                buffer.putLong(0, i, ByteOrder.LITTLE_ENDIAN);
                for (int k = 8; k < length; k++)
                {
                    buffer.putByte(k, (byte)(i + k));
                }
                long result;
                while ((result = publication.offer(buffer, 0, length)) < 0)
                {
                    if (result != Publication.ADMIN_ACTION && result != Publication.BACK_PRESSURED)
                    {
                        throw new IllegalStateException("offer " + i + ": " + Publication.errorString(result));
                    }
                    await(deadlineMs, "room in the publication window");
                }
                i++;
            }
            System.out.println("published " + start + " " + publication.position() + " " + i);
            System.out.flush();

            final Path ready = Path.of(plan + ".ready");
            while (!Files.exists(ready))
            {
                await(deadlineMs, "the plan");
            }
            final List<String> steps = Files.readAllLines(plan);
            for (int step = 0; step < steps.size(); step++)
            {
                run(step, steps.get(step).split(" "));
            }
            System.out.println("done");
            System.out.flush();
        }
    }

    static void run(final int step, final String[] fields)
    {
        final String kind = fields[0];
        final long limit = Long.parseLong(fields[1]);
        final int fragmentLimit = Integer.parseInt(fields[2]);
        actions = "-".equals(fields[3]) ? "" : fields[3];
        calls = 0;
        final long result;
        switch (kind)
        {
            case "bounded":
                final FragmentHandler handler = (buffer, offset, length, header) ->
                    record(buffer, offset, length, header);
                result = image.boundedPoll(handler, limit, fragmentLimit);
                break;
            case "controlled":
                result = image.boundedControlledPoll(BoundedPollProbe::steer, limit, fragmentLimit);
                break;
            case "peek":
                result = image.controlledPeek(image.position(), BoundedPollProbe::steer, limit);
                break;
            default:
                throw new IllegalArgumentException(kind);
        }
        System.out.println("S " + step + " " + kind + " " + result + " " + image.position());
    }

    static ControlledFragmentHandler.Action steer(
        final DirectBuffer buffer, final int offset, final int length, final Header header)
    {
        record(buffer, offset, length, header);
        if (actions.isEmpty())
        {
            return ControlledFragmentHandler.Action.CONTINUE;
        }
        final char action = actions.charAt(calls++ % actions.length());
        return switch (action)
        {
            case 'A' -> ControlledFragmentHandler.Action.ABORT;
            case 'B' -> ControlledFragmentHandler.Action.BREAK;
            case 'M' -> ControlledFragmentHandler.Action.COMMIT;
            default -> ControlledFragmentHandler.Action.CONTINUE;
        };
    }

    static void record(final DirectBuffer buffer, final int offset, final int length, final Header header)
    {
        final byte[] payload = new byte[length];
        buffer.getBytes(offset, payload);
        final CRC32 crc = new CRC32();
        crc.update(payload);
        System.out.println("F " + header.position() + " " + header.termOffset() + " " + length + " " +
            (header.flags() & 0xFF) + " " + crc.getValue() + " " + image.position());
    }

    static void await(final long deadlineMs, final String what) throws InterruptedException
    {
        if (System.currentTimeMillis() > deadlineMs)
        {
            throw new IllegalStateException("timed out waiting for " + what);
        }
        Thread.sleep(1);
    }
}
