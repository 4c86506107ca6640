package aeronkit.crosscheck;

import java.util.Map;

import org.agrona.concurrent.UnsafeBuffer;

/** What the generated harness for one schema (at one version) offers the batch runner. */
public interface Codecs
{
    /** Decode header and body at offset 0 into {"header": {...}, "body": {...}} with sbe-tool's decoders. */
    Map<String, Object> decode(UnsafeBuffer buffer, int length);

    /** Write the header members given in the tree, then the body with the message's encoder; return the length. */
    int encodeWithHeader(UnsafeBuffer buffer, Map<String, Object> tree);

    /** Encode the body of template templateId after wrapAndApplyHeader; return the total length. */
    int encodeApplyingHeader(UnsafeBuffer buffer, int templateId, Map<String, Object> body);

    /** sbe-tool's layout of one message, read from its generated decoder class (see Layout). */
    Map<String, Object> layout(int templateId) throws ReflectiveOperationException;
}
