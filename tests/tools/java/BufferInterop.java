/*
 * Agrona's own ring buffer and broadcast classes working on a file that aeronkit also maps, so each side
 * produces what the other consumes. Used by tests/tools/test_buffers_java_interop.py; written for aeronkit.
 *
 * Usage: BufferInterop <mode> <file> <count>
 *   ring-produce        write <count> pattern messages into a ManyToOneRingBuffer
 *   ring-consume        read <count> pattern messages from it and check each one
 *   broadcast-transmit  transmit <count> pattern messages
 *   broadcast-receive   print "ready" once a CopyBroadcastReceiver exists, then receive and check <count>
 * Message i: type 1 + i % 5, length 4 + (i * 37) % 300, bytes 0..3 = i (little-endian), byte k = (i + k) & 0xFF.
 */
import java.io.File;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.util.concurrent.TimeUnit;

import org.agrona.IoUtil;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.concurrent.broadcast.BroadcastReceiver;
import org.agrona.concurrent.broadcast.BroadcastTransmitter;
import org.agrona.concurrent.broadcast.CopyBroadcastReceiver;
import org.agrona.concurrent.ringbuffer.ManyToOneRingBuffer;

public final class BufferInterop
{
    private static final int FILLER_TYPE = 99;
    private static int received = 0;

    public static void main(final String[] args)
    {
        final String mode = args[0];
        final MappedByteBuffer mapped = IoUtil.mapExistingFile(new File(args[1]), "interop");
        final UnsafeBuffer buffer = new UnsafeBuffer(mapped);
        final int count = Integer.parseInt(args[2]);
        final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        final UnsafeBuffer message = new UnsafeBuffer(new byte[512]);

        switch (mode)
        {
            case "ring-produce":
            {
                final ManyToOneRingBuffer ring = new ManyToOneRingBuffer(buffer);
                for (int i = 0; i < count; i++)
                {
                    final int length = fill(message, i);
                    while (!ring.write(1 + i % 5, message, 0, length))
                    {
                        checkDeadline(deadline, "room in the ring buffer");
                        Thread.onSpinWait();
                    }
                }
                System.out.println("produced " + count);
                break;
            }
            case "ring-consume":
            {
                final ManyToOneRingBuffer ring = new ManyToOneRingBuffer(buffer);
                while (received < count)
                {
                    checkDeadline(deadline, "ring buffer messages");
                    ring.read((type, src, index, length) -> check(type, src, index, length, message));
                }
                System.out.println("consumed " + received);
                break;
            }
            case "broadcast-transmit":
            {
                final BroadcastTransmitter transmitter = new BroadcastTransmitter(buffer);
                for (int i = 0; i < count; i++)
                {
                    transmitter.transmit(1 + i % 5, message, 0, fill(message, i));
                }
                System.out.println("transmitted " + count);
                break;
            }
            case "broadcast-receive":
            {
                final CopyBroadcastReceiver receiver = new CopyBroadcastReceiver(new BroadcastReceiver(buffer));
                System.out.println("ready");
                System.out.flush();
                while (received < count)
                {
                    checkDeadline(deadline, "broadcast messages");
                    receiver.receive((type, src, index, length) ->
                    {
                        if (FILLER_TYPE != type)
                        {
                            check(type, src, index, length, message);
                        }
                    });
                }
                System.out.println("received " + received);
                break;
            }
            default:
                throw new IllegalArgumentException("unknown mode " + mode);
        }
        IoUtil.unmap(mapped);
    }

    private static int fill(final MutableDirectBuffer message, final int seq)
    {
        final int length = 4 + (seq * 37) % 300;
        for (int k = 0; k < length; k++)
        {
            message.putByte(k, (byte)(seq + k));
        }
        message.putInt(0, seq, ByteOrder.LITTLE_ENDIAN);
        return length;
    }

    private static void check(
        final int type, final org.agrona.DirectBuffer src, final int index, final int length,
        final MutableDirectBuffer expected)
    {
        final int seq = received;
        final int expectedLength = fill(expected, seq);
        if (type != 1 + seq % 5 || length != expectedLength)
        {
            fail("message " + seq + ": type " + type + " length " + length);
        }
        for (int k = 0; k < length; k++)
        {
            if (src.getByte(index + k) != expected.getByte(k))
            {
                fail("message " + seq + ": byte " + k + " differs");
            }
        }
        received++;
    }

    private static void checkDeadline(final long deadline, final String what)
    {
        if (System.nanoTime() - deadline > 0)
        {
            fail("timed out waiting for " + what + " after " + received);
        }
    }

    private static void fail(final String message)
    {
        System.out.println("FAILED " + message);
        System.exit(1);
    }
}
