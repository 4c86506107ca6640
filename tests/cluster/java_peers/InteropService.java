import io.aeron.ExclusivePublication;
import io.aeron.Image;
import io.aeron.Publication;
import io.aeron.cluster.codecs.CloseReason;
import io.aeron.cluster.service.ClientSession;
import io.aeron.cluster.service.Cluster;
import io.aeron.cluster.service.ClusteredService;
import io.aeron.logbuffer.FragmentHandler;
import io.aeron.logbuffer.Header;
import io.aeron.FragmentAssembler;
import org.agrona.DirectBuffer;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * aeronkit test program: the deterministic interop service of docs/cluster-interop-service.md, run by a Java
 * ClusteredServiceContainer. Its Python twin (aeronkit.cluster.samples.interop_service) must reach the same
 * digest at the same log position; that document is the contract, this class one reading of it.
 */
public final class InteropService implements ClusteredService
{
    static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;

    static final byte ECHO = 1;
    static final byte PUT = 2;
    static final byte GET = 3;
    static final byte CAS = 4;
    static final byte TIMER = 5;
    static final byte CANCEL = 6;
    static final byte SERVICE = 7;
    static final byte SERVICE_APPLIED = 8;
    static final byte CLOSE = 9;
    static final byte DIGEST = 10;

    static final int OP_HEADER_LENGTH = 9;

    static final byte KIND_OPEN = 1;
    static final byte KIND_CLOSE = 2;
    static final byte KIND_MESSAGE = 3;
    static final byte KIND_TIMER = 4;
    static final byte KIND_SERVICE_MESSAGE = 5;

    static final long NO_SESSION = -1;
    static final long ABSENT = -1;
    static final long EGRESS_RETRY_NS = TimeUnit.SECONDS.toNanos(5);

    private static final int[] CRC_TABLE = crcTable();

    private final TreeMap<Long, Long> map = new TreeMap<>();
    private final UnsafeBuffer record = new UnsafeBuffer(new byte[17]);
    private final UnsafeBuffer reply = new UnsafeBuffer(new byte[64]);
    private final ExpandableArrayBuffer scratch = new ExpandableArrayBuffer(256);
    private Cluster cluster;
    private IdleStrategy idle;
    private long digest;
    private long applied;
    private long rejected;

    public InteropService()
    {
    }

    public void onStart(final Cluster cluster, final Image snapshotImage)
    {
        this.cluster = cluster;
        this.idle = cluster.idleStrategy();
        if (null != snapshotImage)
        {
            loadSnapshot(snapshotImage);
        }
    }

    public void onSessionOpen(final ClientSession session, final long timestamp)
    {
        digestRecord(KIND_OPEN, session.id(), timestamp, null, 0, 0);
    }

    public void onSessionClose(final ClientSession session, final long timestamp, final CloseReason closeReason)
    {
        scratch.putByte(0, (byte)closeReason.value());
        digestRecord(KIND_CLOSE, session.id(), timestamp, scratch, 0, 1);
    }

    public void onSessionMessage(
        final ClientSession session,
        final long timestamp,
        final DirectBuffer buffer,
        final int offset,
        final int length,
        final Header header)
    {
        if (null == session)
        {
            digestRecord(KIND_SERVICE_MESSAGE, NO_SESSION, timestamp, buffer, offset, length);
            return;
        }

        digestRecord(KIND_MESSAGE, session.id(), timestamp, buffer, offset, length);
        if (length < OP_HEADER_LENGTH)
        {
            rejected++;
            return;
        }

        final byte op = buffer.getByte(offset);
        final long requestId = buffer.getLong(offset + 1, LE);
        final int body = offset + OP_HEADER_LENGTH;
        final int bodyLength = length - OP_HEADER_LENGTH;
        switch (op)
        {
            case ECHO -> respond(session, buffer, offset, length);
            case PUT ->
            {
                if (bodyLength < 16)
                {
                    rejected++;
                    return;
                }
                final Long previous = map.put(buffer.getLong(body, LE), buffer.getLong(body + 8, LE));
                reply.putLong(OP_HEADER_LENGTH, null == previous ? ABSENT : previous, LE);
                respond(session, op, requestId, 8);
            }
            case GET ->
            {
                if (bodyLength < 8)
                {
                    rejected++;
                    return;
                }
                reply.putLong(OP_HEADER_LENGTH, map.getOrDefault(buffer.getLong(body, LE), ABSENT), LE);
                respond(session, op, requestId, 8);
            }
            case CAS ->
            {
                if (bodyLength < 24)
                {
                    rejected++;
                    return;
                }
                final long key = buffer.getLong(body, LE);
                final boolean ok = map.getOrDefault(key, ABSENT) == buffer.getLong(body + 8, LE);
                if (ok)
                {
                    map.put(key, buffer.getLong(body + 16, LE));
                }
                reply.putByte(OP_HEADER_LENGTH, (byte)(ok ? 1 : 0));
                reply.putLong(OP_HEADER_LENGTH + 1, map.getOrDefault(key, ABSENT), LE);
                respond(session, op, requestId, 9);
            }
            case TIMER ->
            {
                if (bodyLength < 16)
                {
                    rejected++;
                    return;
                }
                final long delay = cluster.timeUnit().convert(buffer.getLong(body + 8, LE), TimeUnit.MILLISECONDS);
                final boolean ok = cluster.scheduleTimer(buffer.getLong(body, LE), cluster.time() + delay);
                reply.putByte(OP_HEADER_LENGTH, (byte)(ok ? 1 : 0));
                respond(session, op, requestId, 1);
            }
            case CANCEL ->
            {
                if (bodyLength < 8)
                {
                    rejected++;
                    return;
                }
                final boolean ok = cluster.cancelTimer(buffer.getLong(body, LE));
                reply.putByte(OP_HEADER_LENGTH, (byte)(ok ? 1 : 0));
                respond(session, op, requestId, 1);
            }
            case SERVICE -> offerServiceMessage(requestId, buffer, body, bodyLength);
            case CLOSE -> cluster.closeClientSession(session.id());
            case DIGEST ->
            {
                appendDigestLine("digest");
                reply.putLong(OP_HEADER_LENGTH, digest, LE);
                reply.putLong(OP_HEADER_LENGTH + 8, applied, LE);
                respond(session, op, requestId, 16);
            }
            default -> rejected++;
        }
    }

    public void onTimerEvent(final long correlationId, final long timestamp)
    {
        scratch.putLong(0, correlationId, LE);
        digestRecord(KIND_TIMER, NO_SESSION, timestamp, scratch, 0, 8);
    }

    public void onTakeSnapshot(final ExclusivePublication snapshotPublication)
    {
        final int length = 8 + 8 + 8 + 4 + 16 * map.size();
        final ExpandableArrayBuffer out = new ExpandableArrayBuffer(length);
        out.putLong(0, digest, LE);
        out.putLong(8, applied, LE);
        out.putLong(16, rejected, LE);
        out.putInt(24, map.size(), LE);
        int at = 28;
        for (final Map.Entry<Long, Long> entry : map.entrySet())
        {
            out.putLong(at, entry.getKey(), LE);
            out.putLong(at + 8, entry.getValue(), LE);
            at += 16;
        }

        idle.reset();
        while (true)
        {
            final long result = snapshotPublication.offer(out, 0, length);
            if (result > 0)
            {
                break;
            }
            if (Publication.CLOSED == result || Publication.MAX_POSITION_EXCEEDED == result ||
                Publication.NOT_CONNECTED == result)
            {
                throw new IllegalStateException("snapshot offer failed: " + Publication.errorString(result));
            }
            idle.idle();
        }
        appendDigestLine("snapshot");
    }

    public void onRoleChange(final Cluster.Role newRole)
    {
    }

    public void onTerminate(final Cluster cluster)
    {
        appendDigestLine("terminate");
    }

    private void loadSnapshot(final Image image)
    {
        final boolean[] loaded = { false };
        final FragmentHandler handler = new FragmentAssembler(
            (buffer, offset, length, header) ->
            {
                if (loaded[0])
                {
                    return;
                }
                digest = buffer.getLong(offset, LE);
                applied = buffer.getLong(offset + 8, LE);
                rejected = buffer.getLong(offset + 16, LE);
                final int size = buffer.getInt(offset + 24, LE);
                int at = offset + 28;
                for (int i = 0; i < size; i++)
                {
                    map.put(buffer.getLong(at, LE), buffer.getLong(at + 8, LE));
                    at += 16;
                }
                loaded[0] = true;
            });

        idle.reset();
        while (!loaded[0])
        {
            final int fragments = image.poll(handler, 1);
            if (0 == fragments && (image.isClosed() || image.isEndOfStream()))
            {
                throw new IllegalStateException("snapshot ended before the interop service state");
            }
            idle.idle(fragments);
        }
    }

    private void respond(final ClientSession session, final byte op, final long requestId, final int bodyLength)
    {
        reply.putByte(0, op);
        reply.putLong(1, requestId, LE);
        respond(session, reply, 0, OP_HEADER_LENGTH + bodyLength);
    }

    /**
     * Egress replies are not state: a follower's offer is mocked and a vanished client gives up after a bounded
     * retry, so a slow or dead client can stall the service only briefly.
     */
    private void respond(final ClientSession session, final DirectBuffer buffer, final int offset, final int length)
    {
        final long deadline = System.nanoTime() + EGRESS_RETRY_NS;
        idle.reset();
        while (true)
        {
            final long result = session.offer(buffer, offset, length);
            if (result > 0 || (Publication.BACK_PRESSURED != result && Publication.ADMIN_ACTION != result) ||
                System.nanoTime() - deadline > 0)
            {
                return;
            }
            idle.idle();
        }
    }

    private void offerServiceMessage(final long requestId, final DirectBuffer buffer, final int body, final int length)
    {
        scratch.putByte(0, SERVICE_APPLIED);
        scratch.putLong(1, requestId, LE);
        scratch.putBytes(OP_HEADER_LENGTH, buffer, body, length);
        idle.reset();
        while (true)
        {
            final long result = cluster.offer(scratch, 0, OP_HEADER_LENGTH + length);
            if (result > 0)
            {
                return;
            }
            if (Publication.BACK_PRESSURED != result && Publication.ADMIN_ACTION != result)
            {
                throw new IllegalStateException("service message offer failed: " + Publication.errorString(result));
            }
            idle.idle();
        }
    }

    private void digestRecord(
        final byte kind,
        final long clusterSessionId,
        final long timestamp,
        final DirectBuffer payload,
        final int offset,
        final int length)
    {
        record.putByte(0, kind);
        record.putLong(1, clusterSessionId, LE);
        record.putLong(9, timestamp, LE);
        long crc = crc32(digest, record, 0, 17);
        if (length > 0)
        {
            crc = crc32(crc, payload, offset, length);
        }
        digest = crc;
        applied++;
    }

    private void appendDigestLine(final String event)
    {
        final String line = cluster.logPosition() + " " + digest + " " + applied + " " + map.size() + " " +
            event + "\n";
        final Path file = cluster.context().clusterDir().toPath()
            .resolve("interop-digest-" + cluster.context().serviceId() + ".txt");
        try (FileOutputStream out = new FileOutputStream(file.toFile(), true))
        {
            out.write(line.getBytes(StandardCharsets.US_ASCII));
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }

    /**
     * zlib's CRC-32 continued from {@code crc} (what Python's {@code zlib.crc32(data, crc)} computes).
     * java.util.zip.CRC32 cannot start from a stored value, which a service restored from a snapshot needs.
     */
    static long crc32(final long crc, final DirectBuffer buffer, final int offset, final int length)
    {
        int c = ~(int)crc;
        for (int i = offset, end = offset + length; i < end; i++)
        {
            c = CRC_TABLE[(c ^ buffer.getByte(i)) & 0xFF] ^ (c >>> 8);
        }
        return ~c & 0xFFFF_FFFFL;
    }

    private static int[] crcTable()
    {
        final int[] table = new int[256];
        for (int n = 0; n < 256; n++)
        {
            int c = n;
            for (int k = 0; k < 8; k++)
            {
                c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            }
            table[n] = c;
        }

        final byte[] probe = "aeronkit interop digest".getBytes(StandardCharsets.US_ASCII);
        final java.util.zip.CRC32 reference = new java.util.zip.CRC32();
        reference.update(probe);
        int c = ~0;
        for (final byte b : probe)
        {
            c = table[(c ^ b) & 0xFF] ^ (c >>> 8);
        }
        if ((~c & 0xFFFF_FFFFL) != reference.getValue())
        {
            throw new IllegalStateException("CRC-32 table disagrees with java.util.zip.CRC32");
        }
        return table;
    }
}
