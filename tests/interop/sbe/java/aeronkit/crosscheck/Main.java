package aeronkit.crosscheck;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.Map;

import org.agrona.concurrent.UnsafeBuffer;

/**
 * Runs a whole batch of cross-check cases in one JVM (JVM start-up is the slow part on a small machine).
 *
 * Usage: Main CASES OUT key=harness.Class... ; CASES has one case a line, tab separated:
 * id, op (decode|encode), codec key, template id, hex bytes, JSON body. OUT gets one line per case:
 * id, "ok", hex bytes, JSON tree; or id, "error", reason. A failing case never stops the batch.
 */
public final class Main
{
    private Main()
    {
    }

    public static void main(final String[] args) throws Exception
    {
        final Map<String, Codecs> codecs = new HashMap<>();
        for (int i = 2; i < args.length; i++)
        {
            final int eq = args[i].indexOf('=');
            final Class<?> type = Class.forName(args[i].substring(eq + 1));
            codecs.put(args[i].substring(0, eq), (Codecs)type.getDeclaredConstructor().newInstance());
        }

        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[1 << 22]);
        try (BufferedReader in = Files.newBufferedReader(Paths.get(args[0]), StandardCharsets.UTF_8);
            BufferedWriter out = Files.newBufferedWriter(Paths.get(args[1]), StandardCharsets.UTF_8))
        {
            String line;
            while ((line = in.readLine()) != null)
            {
                if (line.isEmpty())
                {
                    continue;
                }
                final String[] parts = line.split("\t", -1);
                String result;
                try
                {
                    result = "ok\t" + run(codecs, buffer, parts);
                }
                catch (final Exception | AssertionError ex)
                {
                    result = "error\t" + String.valueOf(ex).replace('\t', ' ').replace('\n', ' ');
                }
                out.write(parts[0] + "\t" + result);
                out.newLine();
            }
        }
    }

    private static String run(final Map<String, Codecs> codecs, final UnsafeBuffer buffer, final String[] parts)
    {
        final Codecs codec = codecs.get(parts[2]);
        if (codec == null)
        {
            throw new IllegalArgumentException("no codecs for key " + parts[2]);
        }
        buffer.setMemory(0, buffer.capacity(), (byte)0);
        final Map<String, Object> tree;
        final int length;
        if ("decode".equals(parts[1]))
        {
            final byte[] input = Canon.unhex(parts[4]);
            buffer.putBytes(0, input);
            tree = codec.decode(buffer, input.length);
            buffer.setMemory(0, buffer.capacity(), (byte)0);
            length = codec.encodeWithHeader(buffer, tree);
        }
        else if ("encode".equals(parts[1]))
        {
            length = codec.encodeApplyingHeader(buffer, Integer.parseInt(parts[3]), Json.map(Json.parse(parts[5])));
            tree = codec.decode(buffer, length);
        }
        else
        {
            throw new IllegalArgumentException("unknown op " + parts[1]);
        }
        final byte[] bytes = new byte[length];
        buffer.getBytes(0, bytes);
        return Canon.hex(bytes, length) + "\t" + Json.write(tree);
    }
}
