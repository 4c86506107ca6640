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
 * id, op, codec key, template id, hex bytes, JSON body. The ops are
 * decode (decode the bytes, then re-encode the decoded tree with the header it had),
 * encode (wrapAndApplyHeader and encode the body, then decode what was written) and
 * cross (key "A>B": encode the body with codecs A, decode the bytes with codecs B, e.g. an old-version encoder
 * read by the newest decoder) and layout (sbe-tool's layout of the message, in the JSON column, no bytes). OUT gets one line per case: id, "ok", hex bytes, JSON tree; or id, "error",
 * reason. A failing case never stops the batch.
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

    private static Codecs codecs(final Map<String, Codecs> codecs, final String key)
    {
        final Codecs codec = codecs.get(key);
        if (codec == null)
        {
            throw new IllegalArgumentException("no codecs for key " + key);
        }
        return codec;
    }

    private static String run(final Map<String, Codecs> codecs, final UnsafeBuffer buffer, final String[] parts)
        throws ReflectiveOperationException
    {
        if ("layout".equals(parts[1]))
        {
            return "\t" + Json.write(codecs(codecs, parts[2]).layout(Integer.parseInt(parts[3])));
        }
        buffer.setMemory(0, buffer.capacity(), (byte)0);
        final Map<String, Object> tree;
        final int length;
        if ("decode".equals(parts[1]))
        {
            final Codecs codec = codecs(codecs, parts[2]);
            final byte[] input = Canon.unhex(parts[4]);
            buffer.putBytes(0, input);
            tree = codec.decode(buffer, input.length);
            buffer.setMemory(0, buffer.capacity(), (byte)0);
            length = codec.encodeWithHeader(buffer, tree);
        }
        else if ("encode".equals(parts[1]))
        {
            final Codecs codec = codecs(codecs, parts[2]);
            length = codec.encodeApplyingHeader(buffer, Integer.parseInt(parts[3]), Json.map(Json.parse(parts[5])));
            tree = codec.decode(buffer, length);
        }
        else if ("cross".equals(parts[1]))
        {
            final String[] keys = parts[2].split(">", 2);
            length = codecs(codecs, keys[0]).encodeApplyingHeader(
                buffer, Integer.parseInt(parts[3]), Json.map(Json.parse(parts[5])));
            tree = codecs(codecs, keys[1]).decode(buffer, length);
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
