/*
 * A tiny JSON writer for one line of expected.jsonl. aeron-all ships no JSON library and the oracle must be
 * written by the Java side from the values it chose, so this appends objects, arrays, strings and numbers
 * to a StringBuilder, placing commas itself. Strings escape only what JSON requires ('"', '\' and control
 * characters); everything else is written as is and the file is UTF-8.
 */
final class JsonLine
{
    private final StringBuilder out = new StringBuilder(512);
    private final boolean[] needsComma = new boolean[16];
    private int depth;

    JsonLine reset()
    {
        out.setLength(0);
        depth = 0;
        needsComma[0] = false;
        return this;
    }

    String text()
    {
        return out.toString();
    }

    private void separate()
    {
        if (needsComma[depth])
        {
            out.append(',');
        }
        needsComma[depth] = true;
    }

    JsonLine key(final String name)
    {
        separate();
        quoted(name);
        out.append(':');
        needsComma[depth] = false;
        return this;
    }

    JsonLine beginObject()
    {
        separate();
        out.append('{');
        needsComma[++depth] = false;
        return this;
    }

    JsonLine endObject()
    {
        out.append('}');
        needsComma[--depth] = true;
        return this;
    }

    JsonLine beginArray()
    {
        separate();
        out.append('[');
        needsComma[++depth] = false;
        return this;
    }

    JsonLine endArray()
    {
        out.append(']');
        needsComma[--depth] = true;
        return this;
    }

    JsonLine number(final long value)
    {
        separate();
        out.append(value);
        return this;
    }

    JsonLine nullValue()
    {
        separate();
        out.append("null");
        return this;
    }

    JsonLine string(final String value)
    {
        separate();
        quoted(value);
        return this;
    }

    private void quoted(final String value)
    {
        out.append('"');
        for (int i = 0; i < value.length(); i++)
        {
            final char c = value.charAt(i);
            if (c == '"' || c == '\\')
            {
                out.append('\\').append(c);
            }
            else if (c < 0x20)
            {
                out.append(String.format("\\u%04x", (int)c));
            }
            else
            {
                out.append(c);
            }
        }
        out.append('"');
    }
}
