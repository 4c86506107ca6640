package aeronkit.crosscheck;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The small JSON subset the cross-check exchanges with Python: objects, arrays, strings, integers, null, booleans.
 * Numbers are integers only (floats travel as their IEEE bit patterns), so no decimal parsing is needed and
 * nothing is lost between the two languages. Written for this harness because the classpath holds only
 * sbe-all (and its Agrona), which has no JSON reader.
 */
public final class Json
{
    private final String text;
    private int pos;

    private Json(final String text)
    {
        this.text = text;
    }

    public static Object parse(final String text)
    {
        final Json json = new Json(text);
        final Object value = json.value();
        json.skipSpace();
        if (json.pos != text.length())
        {
            throw new IllegalArgumentException("trailing characters at " + json.pos);
        }
        return value;
    }

    @SuppressWarnings("unchecked")
    public static Map<String, Object> map(final Object value)
    {
        if (!(value instanceof Map))
        {
            throw new IllegalArgumentException("expected a JSON object, got " + value);
        }
        return (Map<String, Object>)value;
    }

    @SuppressWarnings("unchecked")
    public static List<Object> list(final Object value)
    {
        if (!(value instanceof List))
        {
            throw new IllegalArgumentException("expected a JSON array, got " + value);
        }
        return (List<Object>)value;
    }

    public static Object field(final Map<String, Object> map, final String name)
    {
        if (!map.containsKey(name))
        {
            throw new IllegalArgumentException("missing value for " + name + " in " + map.keySet());
        }
        return map.get(name);
    }

    public static String write(final Object value)
    {
        final StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(final Object value, final StringBuilder out)
    {
        if (value == null)
        {
            out.append("null");
        }
        else if (value instanceof String)
        {
            writeString((String)value, out);
        }
        else if (value instanceof Map)
        {
            out.append('{');
            boolean first = true;
            for (final Map.Entry<?, ?> entry : ((Map<?, ?>)value).entrySet())
            {
                if (!first)
                {
                    out.append(',');
                }
                first = false;
                writeString((String)entry.getKey(), out);
                out.append(':');
                write(entry.getValue(), out);
            }
            out.append('}');
        }
        else if (value instanceof List)
        {
            out.append('[');
            boolean first = true;
            for (final Object item : (List<?>)value)
            {
                if (!first)
                {
                    out.append(',');
                }
                first = false;
                write(item, out);
            }
            out.append(']');
        }
        else if (value instanceof Long || value instanceof BigInteger || value instanceof Boolean)
        {
            out.append(value);
        }
        else
        {
            throw new IllegalArgumentException("cannot write " + value.getClass());
        }
    }

    private static void writeString(final String value, final StringBuilder out)
    {
        out.append('"');
        for (int i = 0; i < value.length(); i++)
        {
            final char c = value.charAt(i);
            if (c == '"' || c == '\\')
            {
                out.append('\\').append(c);
            }
            else if (c < 0x20 || c > 0x7E)
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

    private void skipSpace()
    {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos)))
        {
            pos++;
        }
    }

    private char peek()
    {
        skipSpace();
        if (pos >= text.length())
        {
            throw new IllegalArgumentException("unexpected end of JSON");
        }
        return text.charAt(pos);
    }

    private void expect(final char c)
    {
        if (peek() != c)
        {
            throw new IllegalArgumentException("expected '" + c + "' at " + pos);
        }
        pos++;
    }

    private Object value()
    {
        final char c = peek();
        switch (c)
        {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return string();
            case 'n':
                literal("null");
                return null;
            case 't':
                literal("true");
                return Boolean.TRUE;
            case 'f':
                literal("false");
                return Boolean.FALSE;
            default:
                return number();
        }
    }

    private void literal(final String word)
    {
        if (!text.startsWith(word, pos))
        {
            throw new IllegalArgumentException("expected " + word + " at " + pos);
        }
        pos += word.length();
    }

    private Map<String, Object> object()
    {
        expect('{');
        final Map<String, Object> map = new LinkedHashMap<>();
        if (peek() == '}')
        {
            pos++;
            return map;
        }
        while (true)
        {
            final String key = string();
            expect(':');
            map.put(key, value());
            if (peek() == ',')
            {
                pos++;
                continue;
            }
            expect('}');
            return map;
        }
    }

    private List<Object> array()
    {
        expect('[');
        final List<Object> list = new ArrayList<>();
        if (peek() == ']')
        {
            pos++;
            return list;
        }
        while (true)
        {
            list.add(value());
            if (peek() == ',')
            {
                pos++;
                continue;
            }
            expect(']');
            return list;
        }
    }

    private String string()
    {
        expect('"');
        final StringBuilder out = new StringBuilder();
        while (true)
        {
            final char c = text.charAt(pos++);
            if (c == '"')
            {
                return out.toString();
            }
            if (c != '\\')
            {
                out.append(c);
                continue;
            }
            final char e = text.charAt(pos++);
            switch (e)
            {
                case 'u':
                    out.append((char)Integer.parseInt(text.substring(pos, pos + 4), 16));
                    pos += 4;
                    break;
                case 'n':
                    out.append('\n');
                    break;
                case 't':
                    out.append('\t');
                    break;
                case 'r':
                    out.append('\r');
                    break;
                case 'b':
                    out.append('\b');
                    break;
                case 'f':
                    out.append('\f');
                    break;
                default:
                    out.append(e);
            }
        }
    }

    private Object number()
    {
        final int start = pos;
        if (text.charAt(pos) == '-')
        {
            pos++;
        }
        while (pos < text.length() && Character.isDigit(text.charAt(pos)))
        {
            pos++;
        }
        if (start == pos || (pos < text.length() && (text.charAt(pos) == '.' || text.charAt(pos) == 'e')))
        {
            throw new IllegalArgumentException("only integers are exchanged; bad number at " + start);
        }
        final BigInteger value = new BigInteger(text.substring(start, pos));
        return value.bitLength() < 64 ? (Object)value.longValue() : value;
    }
}
