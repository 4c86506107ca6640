import java.io.BufferedReader;
import java.io.InputStreamReader;

import org.agrona.ExpandableRingBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Agrona's ExpandableRingBuffer (the buffer behind Aeron's PendingServiceMessageTracker, whose size() the
 * consensus module snapshot records) driven by commands on stdin, one line each, printing
 * "size capacity" after every command:
 *   append LENGTH         append a message of LENGTH bytes (prints "refused" instead if it does not fit)
 *   consume COUNT         consume messages from the head until COUNT were taken (or none is left)
 *   reset CAPACITY        reset to at least CAPACITY bytes
 */
public final class RingBufferTrace
{
    public static void main(final String[] args) throws Exception
    {
        final ExpandableRingBuffer ring = new ExpandableRingBuffer();
        final UnsafeBuffer message = new UnsafeBuffer(new byte[1 << 16]);
        final BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        final StringBuilder out = new StringBuilder();
        String line;
        while (null != (line = in.readLine()))
        {
            final String[] parts = line.trim().split(" ");
            final int value = Integer.parseInt(parts[1]);
            switch (parts[0])
            {
                case "append" ->
                {
                    if (!ring.append(message, 0, value))
                    {
                        out.append("refused ");
                    }
                }
                case "consume" ->
                {
                    final int[] taken = { 0 };
                    ring.consume((buffer, offset, length, headOffset) -> taken[0]++ < value, Integer.MAX_VALUE);
                }
                case "reset" -> ring.reset(value);
                default -> throw new IllegalArgumentException(line);
            }
            out.append(ring.size()).append(' ').append(ring.capacity()).append('\n');
        }
        System.out.print(out);
    }
}
