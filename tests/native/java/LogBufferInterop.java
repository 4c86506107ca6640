import io.aeron.ConcurrentPublication;
import io.aeron.DirectBufferVector;
import io.aeron.ExclusivePublication;
import io.aeron.FragmentAssembler;
import io.aeron.LogBuffers;
import io.aeron.Publication;
import io.aeron.ReservedValueSupplier;
import io.aeron.logbuffer.BufferClaim;
import io.aeron.logbuffer.FrameDescriptor;
import io.aeron.logbuffer.Header;
import io.aeron.logbuffer.LogBufferDescriptor;
import io.aeron.logbuffer.TermReader;
import io.aeron.protocol.DataHeaderFlyweight;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.concurrent.status.AtomicLongPosition;
import org.agrona.concurrent.status.ReadablePosition;

import java.io.RandomAccessFile;
import java.lang.reflect.Constructor;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Drives Aeron's own log buffer code against files aeronkit writes, and writes files aeronkit reads.
 *
 * Aeron 1.51.0 has no public TermAppender: appending lives in ConcurrentPublication / ExclusivePublication,
 * whose constructors are package-private and take a ClientConductor. The offer paths never touch the
 * conductor, so this program builds the real publication classes reflectively with a null conductor over
 * io.aeron.LogBuffers mapping our file, and appends exactly as an Aeron client would.
 *
 * Usage:
 *   append  LOG_FILE LENGTHS_FILE exclusive|concurrent [ID_BASE wait]
 *           append the standard test pattern (message i carries id ID_BASE + i), print "position=N";
 *           with "wait", print "ready" and start only when a line arrives on stdin (to race another writer)
 *   read    LOG_FILE LENGTHS_FILE                        read, reassemble and verify; print metadata lines
 *   create  LOG_FILE TERM_LENGTH MTU INITIAL_TERM_ID SESSION_ID STREAM_ID CORRELATION_ID
 *
 * Message i (from 0) of length L holds i as little-endian int64 in bytes 0..7 and (i + k) & 0xFF at byte k.
 * Messages with i % 4 == 1 carry reserved value i * 1000 + 7 (set through ReservedValueSupplier or a claim).
 */
public final class LogBufferInterop
{
    private static long reservedFor(final int i)
    {
        return i * 1000L + 7;
    }

    private static void fill(final UnsafeBuffer buffer, final int offset, final int i, final int length)
    {
        for (int k = 0; k < length; k++)
        {
            buffer.putByte(offset + k, (byte)((i + k) & 0xFF));
        }
        if (length >= 8)
        {
            buffer.putLong(offset, i, ByteOrder.LITTLE_ENDIAN);
        }
    }

    private static int[] lengths(final String file) throws Exception
    {
        final List<String> lines = Files.readAllLines(Path.of(file));
        final int[] result = new int[lines.size()];
        for (int i = 0; i < result.length; i++)
        {
            result[i] = Integer.parseInt(lines.get(i).trim());
        }
        return result;
    }

    private static Publication newPublication(final LogBuffers logBuffers, final boolean exclusive) throws Exception
    {
        final Class<?> conductorClass = Class.forName("io.aeron.ClientConductor");
        final Class<?> publicationClass = exclusive ? ExclusivePublication.class : ConcurrentPublication.class;
        final Constructor<?> constructor = publicationClass.getDeclaredConstructor(
            conductorClass, String.class, int.class, int.class, ReadablePosition.class, int.class,
            LogBuffers.class, long.class, long.class);
        constructor.setAccessible(true);

        final UnsafeBuffer header = LogBufferDescriptor.defaultFrameHeader(logBuffers.metaDataBuffer());
        final int sessionId = header.getInt(DataHeaderFlyweight.SESSION_ID_FIELD_OFFSET, ByteOrder.LITTLE_ENDIAN);
        final int streamId = header.getInt(DataHeaderFlyweight.STREAM_ID_FIELD_OFFSET, ByteOrder.LITTLE_ENDIAN);
        final AtomicLongPosition limit = new AtomicLongPosition();
        limit.set(Long.MAX_VALUE);

        return (Publication)constructor.newInstance(
            null, "aeron:ipc", streamId, sessionId, limit, -1, logBuffers, 1L, 1L);
    }

    private static long offerOne(
        final Publication publication, final int i, final int id, final int length, final UnsafeBuffer src,
        final BufferClaim claim)
    {
        final int kind = i % 4;
        if (kind == 3 && length <= publication.maxPayloadLength())
        {
            final long result = publication.tryClaim(length, claim);
            if (result > 0)
            {
                fill((UnsafeBuffer)claim.buffer(), claim.offset(), id, length);
                claim.commit();
            }
            return result;
        }

        fill(src, 0, id, length);
        if (kind == 1)
        {
            final ReservedValueSupplier supplier = (termBuffer, termOffset, frameLength) -> reservedFor(i);
            return publication.offer(src, 0, length, supplier);
        }
        if (kind == 2 && length >= 2)
        {
            final int split = length / 3;
            final DirectBufferVector[] vectors = {
                new DirectBufferVector(src, 0, split),
                new DirectBufferVector(src, split, length - split),
            };
            return publication.offer(vectors);
        }
        return publication.offer(src, 0, length);
    }

    private static void append(
        final String logFile, final String lengthsFile, final boolean exclusive, final int idBase, final boolean wait)
        throws Exception
    {
        final int[] lengths = lengths(lengthsFile);
        try (LogBuffers logBuffers = new LogBuffers(logFile))
        {
            final Publication publication = newPublication(logBuffers, exclusive);
            final UnsafeBuffer src = new UnsafeBuffer(new byte[FrameDescriptor.MAX_MESSAGE_LENGTH]);
            final BufferClaim claim = new BufferClaim();
            if (wait)
            {
                System.out.println("ready");
                System.out.flush();
                if (null == new java.io.BufferedReader(new java.io.InputStreamReader(System.in)).readLine())
                {
                    throw new IllegalStateException("stdin closed before the start signal");
                }
            }
            long position = 0;
            for (int i = 0; i < lengths.length; i++)
            {
                long result;
                int attempts = 0;
                while ((result = offerOne(publication, i, idBase + i, lengths[i], src, claim)) ==
                    Publication.ADMIN_ACTION)
                {
                    if (++attempts > 3)
                    {
                        throw new IllegalStateException("offer " + i + " kept returning ADMIN_ACTION");
                    }
                }
                if (result < 0)
                {
                    throw new IllegalStateException("offer " + i + " failed with " + result);
                }
                position = result;
            }
            System.out.println("position=" + position);
        }
    }

    private static void read(final String logFile, final String lengthsFile) throws Exception
    {
        final int[] lengths = lengths(lengthsFile);
        try (LogBuffers logBuffers = new LogBuffers(logFile))
        {
            final UnsafeBuffer meta = logBuffers.metaDataBuffer();
            final UnsafeBuffer[] terms = logBuffers.duplicateTermBuffers();
            final int termLength = logBuffers.termLength();
            final int bits = LogBufferDescriptor.positionBitsToShift(termLength);
            final int initialTermId = LogBufferDescriptor.initialTermId(meta);
            final Header header = new Header(initialTermId, bits);
            final int[] received = { 0 };
            final long[] reservedChecked = { 0 };

            final FragmentAssembler assembler = new FragmentAssembler(
                (buffer, offset, length, hdr) -> check(buffer, offset, length, hdr, lengths, received, reservedChecked));

            long position = 0;
            while (received[0] < lengths.length)
            {
                final int index = LogBufferDescriptor.indexByPosition(position, bits);
                final int termOffset = (int)(position & (termLength - 1));
                final long outcome = TermReader.read(
                    terms[index], termOffset, assembler, Integer.MAX_VALUE, header,
                    (ex) -> { throw new IllegalStateException(ex); });
                final int next = TermReader.offset(outcome);
                if (next == termOffset)
                {
                    throw new IllegalStateException(
                        "stalled at position " + position + " after " + received[0] + " messages");
                }
                position += next - termOffset;
            }

            System.out.println("received=" + received[0]);
            System.out.println("reserved_checked=" + reservedChecked[0]);
            System.out.println("position=" + position);
            System.out.println("initial_term_id=" + initialTermId);
            System.out.println("term_length=" + LogBufferDescriptor.termLength(meta));
            System.out.println("mtu_length=" + LogBufferDescriptor.mtuLength(meta));
            System.out.println("page_size=" + LogBufferDescriptor.pageSize(meta));
            System.out.println("correlation_id=" + LogBufferDescriptor.correlationId(meta));
            System.out.println("active_term_count=" + LogBufferDescriptor.activeTermCount(meta));
            System.out.println("end_of_stream_position=" + LogBufferDescriptor.endOfStreamPosition(meta));
            System.out.println("is_connected=" + LogBufferDescriptor.isConnected(meta));
            System.out.println("type=" + LogBufferDescriptor.type(meta));
            System.out.println("sparse=" + LogBufferDescriptor.sparse(meta));
            System.out.println("entity_tag=" + LogBufferDescriptor.entityTag(meta));
            System.out.println("publication_window_length=" + LogBufferDescriptor.publicationWindowLength(meta));
            System.out.println("untethered_linger_timeout_ns=" + LogBufferDescriptor.untetheredLingerTimeoutNs(meta));
            System.out.println("tether=" + LogBufferDescriptor.tether(meta));
            for (int i = 0; i < LogBufferDescriptor.PARTITION_COUNT; i++)
            {
                System.out.println("raw_tail_" + i + "=" + LogBufferDescriptor.rawTail(meta, i));
            }
            final UnsafeBuffer defaultHeader = LogBufferDescriptor.defaultFrameHeader(meta);
            System.out.println("session_id=" + defaultHeader.getInt(DataHeaderFlyweight.SESSION_ID_FIELD_OFFSET));
            System.out.println("stream_id=" + defaultHeader.getInt(DataHeaderFlyweight.STREAM_ID_FIELD_OFFSET));
        }
    }

    private static void check(
        final DirectBuffer buffer, final int offset, final int length, final Header header, final int[] lengths,
        final int[] received, final long[] reservedChecked)
    {
        final int i = received[0];
        if (i >= lengths.length || length != lengths[i])
        {
            throw new IllegalStateException("message " + i + " has length " + length);
        }
        for (int k = 8; k < length; k++)
        {
            if (buffer.getByte(offset + k) != (byte)((i + k) & 0xFF))
            {
                throw new IllegalStateException("message " + i + " byte " + k + " corrupt");
            }
        }
        if (length >= 8 && buffer.getLong(offset, ByteOrder.LITTLE_ENDIAN) != i)
        {
            throw new IllegalStateException("message " + i + " carries index " + buffer.getLong(offset));
        }
        if (i % 4 == 1)
        {
            if (header.reservedValue() != reservedFor(i))
            {
                throw new IllegalStateException("message " + i + " reserved value " + header.reservedValue());
            }
            reservedChecked[0]++;
        }
        received[0]++;
    }

    private static void create(final String[] args) throws Exception
    {
        final int termLength = Integer.parseInt(args[2]);
        final int mtu = Integer.parseInt(args[3]);
        final int initialTermId = Integer.parseInt(args[4]);
        final int sessionId = Integer.parseInt(args[5]);
        final int streamId = Integer.parseInt(args[6]);
        final long correlationId = Long.parseLong(args[7]);
        final int pageSize = LogBufferDescriptor.PAGE_MIN_SIZE;
        final long logLength = LogBufferDescriptor.computeLogLength(termLength, pageSize);

        try (RandomAccessFile file = new RandomAccessFile(args[1], "rw"))
        {
            file.setLength(logLength);
            final MappedByteBuffer mapped = file.getChannel().map(FileChannel.MapMode.READ_WRITE, 0, logLength);
            final UnsafeBuffer meta = new UnsafeBuffer(
                mapped, (int)(logLength - LogBufferDescriptor.LOG_META_DATA_LENGTH),
                LogBufferDescriptor.LOG_META_DATA_LENGTH);

            LogBufferDescriptor.termLength(meta, termLength);
            LogBufferDescriptor.pageSize(meta, pageSize);
            LogBufferDescriptor.mtuLength(meta, mtu);
            LogBufferDescriptor.initialTermId(meta, initialTermId);
            LogBufferDescriptor.correlationId(meta, correlationId);
            LogBufferDescriptor.storeDefaultFrameHeader(
                meta, DataHeaderFlyweight.createDefaultHeader(sessionId, streamId, initialTermId));
            LogBufferDescriptor.initialiseTailWithTermId(meta, 0, initialTermId);
            for (int i = 1; i < LogBufferDescriptor.PARTITION_COUNT; i++)
            {
                LogBufferDescriptor.initialiseTailWithTermId(meta, i, initialTermId + i - 3);
            }
            LogBufferDescriptor.activeTermCountOrdered(meta, 0);
            LogBufferDescriptor.type(meta, LogBufferDescriptor.LOG_BUFFER_TYPE_CONCURRENT_PUBLICATION);
            LogBufferDescriptor.publicationWindowLength(meta, termLength / 2);
            LogBufferDescriptor.untetheredLingerTimeoutNs(meta, 5_000_000_000L);
            LogBufferDescriptor.entityTag(meta, 42);
            LogBufferDescriptor.tether(meta, true);
            LogBufferDescriptor.isConnected(meta, true);
            LogBufferDescriptor.endOfStreamPosition(meta, Long.MAX_VALUE);
            mapped.force();
        }
        System.out.println("length=" + logLength);
    }

    public static void main(final String[] args) throws Exception
    {
        switch (args[0])
        {
            case "append" -> append(
                args[1], args[2], "exclusive".equals(args[3]),
                args.length > 4 ? Integer.parseInt(args[4]) : 0, args.length > 5 && "wait".equals(args[5]));
            case "read" -> read(args[1], args[2]);
            case "create" -> create(args);
            default -> throw new IllegalArgumentException("unknown command " + args[0]);
        }
    }
}
