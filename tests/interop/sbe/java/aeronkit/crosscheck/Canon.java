package aeronkit.crosscheck;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Conversions between the values sbe-tool's generated Java codecs return and the canonical value tree that the
 * Python side builds from aeronkit's IR and codecs. The rules (docs/sbe-tool-crosscheck.md) are: integers as
 * JSON integers (uint64 unsigned), float/double as their raw IEEE bits, optional fields holding their null value
 * as null, enums by constant name (an undefined value as its raw integer), sets as the names of the set choices,
 * text var data as a string and binary var data as lower-case hex.
 */
public final class Canon
{
    private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private Canon()
    {
    }

    public static Object u64(final long value)
    {
        return value >= 0 ? (Object)value : BigInteger.valueOf(value).add(TWO_64);
    }

    public static Object f32(final float value)
    {
        return Integer.toUnsignedLong(Float.floatToRawIntBits(value));
    }

    public static Object f64(final double value)
    {
        return u64(Double.doubleToRawLongBits(value));
    }

    /** The canonical value, or null when an optional field holds its null value. */
    public static Object optional(final Object value, final String nullValue)
    {
        return String.valueOf(value).equals(nullValue) ? null : value;
    }

    /** The constant's name, or the raw value when sbe-tool's enum has no constant for it. */
    public static Object enumName(final Supplier<Enum<?>> constant, final long raw)
    {
        try
        {
            return constant.get().name();
        }
        catch (final IllegalArgumentException ex)
        {
            return raw;
        }
    }

    public static long asLong(final Object value)
    {
        if (!(value instanceof Number))
        {
            throw new IllegalArgumentException("expected an integer, got " + value);
        }
        return ((Number)value).longValue();
    }

    public static float asF32(final Object value)
    {
        return Float.intBitsToFloat((int)asLong(value));
    }

    public static double asF64(final Object value)
    {
        return Double.longBitsToDouble(asLong(value));
    }

    public static String asString(final Object value)
    {
        if (!(value instanceof String))
        {
            throw new IllegalArgumentException("expected a string, got " + value);
        }
        return (String)value;
    }

    public static boolean hasChoice(final Object value, final String choice)
    {
        return ((List<?>)value).contains(choice);
    }

    public static String hex(final byte[] bytes, final int length)
    {
        final char[] out = new char[length * 2];
        for (int i = 0; i < length; i++)
        {
            out[2 * i] = HEX[(bytes[i] >> 4) & 0xF];
            out[2 * i + 1] = HEX[bytes[i] & 0xF];
        }
        return new String(out);
    }

    public static byte[] unhex(final String text)
    {
        if ((text.length() & 1) != 0)
        {
            throw new IllegalArgumentException("odd-length hex");
        }
        final byte[] out = new byte[text.length() / 2];
        for (int i = 0; i < out.length; i++)
        {
            out[i] = (byte)Integer.parseInt(text.substring(2 * i, 2 * i + 2), 16);
        }
        return out;
    }

    public static Map<String, Object> object(final Object value)
    {
        return Json.map(value);
    }
}
