package aeronkit.crosscheck;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * sbe-tool's own view of a message layout, read by reflection from the decoder class it generated: block
 * length, template id, and for every field, group and var data its id, sinceVersion and (for fields) encoding
 * offset and length. The Python side compares it with aeronkit's IR, so a field our front end missed or placed
 * differently shows up by name even where both of our encoders would agree with each other.
 */
public final class Layout
{
    private Layout()
    {
    }

    public static Map<String, Object> message(final Class<?> decoder) throws ReflectiveOperationException
    {
        final Map<String, Object> out = new LinkedHashMap<>();
        out.put("templateId", ((Number)decoder.getField("TEMPLATE_ID").get(null)).longValue());
        out.put("blockLength", ((Number)decoder.getField("BLOCK_LENGTH").get(null)).longValue());
        body(decoder, out);
        return out;
    }

    private static void body(final Class<?> type, final Map<String, Object> out) throws ReflectiveOperationException
    {
        final Map<String, Object> fields = new LinkedHashMap<>();
        final Map<String, Object> groups = new LinkedHashMap<>();
        final Map<String, Object> varData = new LinkedHashMap<>();
        final Method[] methods = type.getDeclaredMethods();
        Arrays.sort(methods, Comparator.comparing(Method::getName));
        for (final Method method : methods)
        {
            final String name = method.getName();
            if (!Modifier.isStatic(method.getModifiers()) || method.getParameterCount() != 0 || !name.endsWith("Id"))
            {
                continue;
            }
            final String base = name.substring(0, name.length() - 2);
            final Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("id", number(type, base + "Id"));
            entry.put("sinceVersion", number(type, base + "SinceVersion"));
            if (base.endsWith("Decoder") && nested(type, base) != null)
            {
                final Class<?> group = nested(type, base);
                entry.put("blockLength", number(group, "sbeBlockLength"));
                entry.put("headerSize", number(group, "sbeHeaderSize"));
                body(group, entry);
                groups.put(base.substring(0, base.length() - "Decoder".length()), entry);
            }
            else if (has(type, base + "EncodingOffset"))
            {
                entry.put("offset", number(type, base + "EncodingOffset"));
                entry.put("length", number(type, base + "EncodingLength"));
                fields.put(base, entry);
            }
            else
            {
                entry.put("headerLength", number(type, base + "HeaderLength"));
                varData.put(base, entry);
            }
        }
        out.put("fields", fields);
        out.put("groups", groups);
        out.put("varData", varData);
    }

    private static Class<?> nested(final Class<?> type, final String base)
    {
        final String simpleName = Character.toUpperCase(base.charAt(0)) + base.substring(1);
        for (final Class<?> inner : type.getDeclaredClasses())
        {
            if (inner.getSimpleName().equals(simpleName))
            {
                return inner;
            }
        }
        return null;
    }

    private static boolean has(final Class<?> type, final String method)
    {
        try
        {
            type.getDeclaredMethod(method);
            return true;
        }
        catch (final NoSuchMethodException ex)
        {
            return false;
        }
    }

    private static Object number(final Class<?> type, final String method) throws ReflectiveOperationException
    {
        return ((Number)type.getDeclaredMethod(method).invoke(null)).longValue();
    }
}
