/*
 * Aeron's own Java client looking at counters for tests/client/test_client_java_api.py.
 *
 * "list": prints one line per allocated counter of the type given by aeronkit.type.id (all types if
 * unset): "counter id=<id> type=<typeId> reg=<registrationId> key=<hex> label=<label>", then "end".
 * "create": allocates a counter with aeron.addCounter(aeronkit.type.id, key bytes aeronkit.key.hex,
 * label aeronkit.label), prints "created id=<id> reg=<registrationId>", and keeps it until a line (or
 * end of input) arrives on stdin, then closes it and exits.
 */
import io.aeron.Aeron;
import io.aeron.Counter;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.concurrent.status.CountersReader;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.HexFormat;

public final class CountersProbe
{
    public static void main(final String[] args) throws Exception
    {
        final String mode = args.length > 0 ? args[0] : "list";
        final Integer typeFilter = Integer.getInteger("aeronkit.type.id");
        try (Aeron aeron = Aeron.connect(new Aeron.Context()))
        {
            if ("create".equals(mode))
            {
                final byte[] key = HexFormat.of().parseHex(System.getProperty("aeronkit.key.hex", ""));
                final UnsafeBuffer keyBuffer = new UnsafeBuffer(new byte[Math.max(1, key.length)]);
                keyBuffer.putBytes(0, key);
                final String label = System.getProperty("aeronkit.label", "java counter");
                final UnsafeBuffer labelBuffer = new UnsafeBuffer(label.getBytes("US-ASCII"));
                try (Counter counter = aeron.addCounter(
                    typeFilter, keyBuffer, 0, key.length, labelBuffer, 0, label.length()))
                {
                    System.out.println("created id=" + counter.id() + " reg=" + counter.registrationId());
                    System.out.flush();
                    new BufferedReader(new InputStreamReader(System.in)).readLine();
                }
                return;
            }
            final CountersReader reader = aeron.countersReader();
            reader.forEach((counterId, typeId, keyBuffer, label) ->
            {
                if (null == typeFilter || typeFilter == typeId)
                {
                    final byte[] key = new byte[CountersReader.MAX_KEY_LENGTH];
                    keyBuffer.getBytes(0, key);
                    System.out.println("counter id=" + counterId + " type=" + typeId +
                        " reg=" + reader.getCounterRegistrationId(counterId) +
                        " key=" + HexFormat.of().formatHex(key) + " label=" + label);
                }
            });
            System.out.println("end");
            System.out.flush();
        }
    }
}
