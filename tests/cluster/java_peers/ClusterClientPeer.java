import io.aeron.Aeron;
import io.aeron.Image;
import io.aeron.Publication;
import io.aeron.Subscription;
import io.aeron.cluster.client.AeronCluster;
import io.aeron.cluster.client.EgressListener;
import io.aeron.cluster.codecs.AdminRequestType;
import io.aeron.cluster.codecs.AdminResponseCode;
import io.aeron.cluster.codecs.EventCode;
import io.aeron.cluster.codecs.MessageHeaderEncoder;
import io.aeron.cluster.codecs.SessionCloseRequestEncoder;
import io.aeron.driver.MediaDriver;
import io.aeron.logbuffer.Header;
import io.aeron.security.CredentialsSupplier;
import org.agrona.CloseHelper;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * aeronkit test program: an AeronCluster client driven by a line script on stdin. Every command prints one
 * JSON object with a {@code "result"} key; every asynchronous happening (session event, new leader, an egress
 * message no command was waiting for, admin response, challenge, the client closing) prints one with an
 * {@code "event"} key. The first line is {@code {"event":"ready"}}.
 * <pre>
 *   connect [credentials [challenge-response]]   (text; default from aeronkit.peer.credentials / .response)
 *   echo N MIN_LEN MAX_LEN SEED [WINDOW]          N ECHO ops, body lengths in [MIN,MAX] (op header extra)
 *   echo_gaps N MIN_LEN MAX_LEN SEED [WINDOW]     the same across faults: echoes may go missing (counted as
 *                                                 "lost"), the ones that come back must keep their order
 *   put K V | get K | cas K EXPECTED NEW | timer CORR DELAY_MS | cancel CORR | digest
 *   svc HEX | raw HEX | keepalive | auto_keepalive MS | snapshot | close
 *   await_closed TIMEOUT_MS | await_new_leader TIMEOUT_MS | quit
 * </pre>
 * Connection settings are AeronCluster's own properties (aeron.cluster.ingress.channel,
 * aeron.cluster.ingress.endpoints, aeron.cluster.egress.channel, aeron.cluster.message.timeout). The client runs
 * its own embedded SHARED media driver in aeron.dir unless {@code -Daeronkit.peer.embedded.driver=false}, when it
 * connects to the driver already running there. Ops are those of docs/cluster-interop-service.md.
 */
public final class ClusterClientPeer implements EgressListener
{
    static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    static final int OP_HEADER_LENGTH = 9;
    static final byte ECHO = 1;
    static final byte PUT = 2;
    static final byte GET = 3;
    static final byte CAS = 4;
    static final byte TIMER = 5;
    static final byte CANCEL = 6;
    static final byte SERVICE = 7;
    static final byte DIGEST = 10;

    private final Aeron aeron;
    private final IdleStrategy idle = new BackoffIdleStrategy();
    private final UnsafeBuffer out = new UnsafeBuffer(new byte[1 << 16]);
    private final long replyTimeoutNs =
        TimeUnit.MILLISECONDS.toNanos(Long.getLong("aeronkit.peer.reply.timeout.ms", 10_000));
    private long keepAliveIntervalNs =
        TimeUnit.MILLISECONDS.toNanos(Long.getLong("aeronkit.peer.keepalive.interval.ms", 1_000));
    private long lastKeepAliveNs;
    private AeronCluster cluster;
    private boolean closedReported = true;
    private long nextRequestId = 1;

    private byte awaitedOp;
    private long awaitedRequestId;
    private byte[] reply;
    private long replyTimestamp;
    private long awaitedAdminCorrelationId = Long.MIN_VALUE;
    private String adminResult;
    private int newLeaderEvents;
    private int newLeaderEventsAwaited;
    private String lastNewLeader;
    private EchoRun echoRun;

    ClusterClientPeer(final Aeron aeron)
    {
        this.aeron = aeron;
    }

    public static void main(final String[] args) throws Exception
    {
        InteropNode.DEFAULTS.forEach((key, value) ->
        {
            if (null == System.getProperty(key))
            {
                System.setProperty(key, value);
            }
        });
        final boolean embedded = Boolean.parseBoolean(System.getProperty("aeronkit.peer.embedded.driver", "true"));
        final LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();
        final Thread stdin = new Thread(() -> readLines(lines), "stdin");
        stdin.setDaemon(true);

        MediaDriver driver = null;
        Aeron aeron = null;
        int exitCode = 0;
        try
        {
            driver = embedded ? MediaDriver.launch(new MediaDriver.Context()) : null;
            aeron = Aeron.connect(new Aeron.Context());
            final ClusterClientPeer peer = new ClusterClientPeer(aeron);
            emit("{\"event\":\"ready\",\"aeron_dir\":" + quote(aeron.context().aeronDirectoryName()) + "}");
            stdin.start();
            peer.run(lines);
        }
        catch (final Throwable ex)
        {
            ex.printStackTrace();
            exitCode = 1;
        }
        finally
        {
            CloseHelper.quietCloseAll(aeron, driver);
        }
        System.exit(exitCode);
    }

    private static void readLines(final LinkedBlockingQueue<String> lines)
    {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)))
        {
            String line;
            while (null != (line = in.readLine()))
            {
                lines.add(line);
            }
        }
        catch (final Exception ignore)
        {
        }
        lines.add("quit");
    }

    private void run(final LinkedBlockingQueue<String> lines) throws InterruptedException
    {
        while (true)
        {
            final String line = 0 < poll() ? lines.poll() : lines.poll(1, TimeUnit.MILLISECONDS);
            if (null == line || line.isBlank())
            {
                continue;
            }
            final String[] words = line.trim().split("\\s+");
            try
            {
                if (!execute(words))
                {
                    final boolean confirmed = null == cluster || cluster.isClosed() || closeSession();
                    emit("{\"result\":\"quit\",\"ok\":true,\"close_confirmed\":" + confirmed + "}");
                    return;
                }
            }
            catch (final Exception ex)
            {
                emit("{\"result\":" + quote(words[0]) + ",\"ok\":false,\"error\":" + quote(ex.toString()) + "}");
            }
        }
    }

    private boolean execute(final String[] w)
    {
        switch (w[0])
        {
            case "connect" -> connect(
                w.length > 1 ? w[1] : System.getProperty("aeronkit.peer.credentials"),
                w.length > 2 ? w[2] : System.getProperty("aeronkit.peer.challenge.response"));
            case "echo", "echo_gaps" -> echo(Integer.parseInt(w[1]), Integer.parseInt(w[2]),
                Integer.parseInt(w[3]), Long.parseLong(w[4]), w.length > 5 ? Integer.parseInt(w[5]) :
                Integer.getInteger("aeronkit.peer.echo.window", 64), "echo_gaps".equals(w[0]));
            case "put" -> request("put", PUT, r -> "\"previous\":" + r.getLong(9, LE), l(w[1]), l(w[2]));
            case "get" -> request("get", GET, r -> "\"value\":" + r.getLong(9, LE), l(w[1]));
            case "cas" -> request("cas", CAS,
                r -> "\"swapped\":" + (r.getByte(9) != 0) + ",\"current\":" + r.getLong(10, LE),
                l(w[1]), l(w[2]), l(w[3]));
            case "timer" -> request("timer", TIMER, r -> "\"scheduled\":" + (r.getByte(9) != 0), l(w[1]), l(w[2]));
            case "cancel" -> request("cancel", CANCEL, r -> "\"cancelled\":" + (r.getByte(9) != 0), l(w[1]));
            case "digest" -> request("digest", DIGEST,
                r -> "\"digest\":" + r.getLong(9, LE) + ",\"applied\":" + r.getLong(17, LE));
            case "svc" ->
            {
                final byte[] body = HexFormat.of().parseHex(w.length > 1 ? w[1] : "");
                final long requestId = nextRequestId++;
                out.putByte(0, SERVICE);
                out.putLong(1, requestId, LE);
                out.putBytes(OP_HEADER_LENGTH, body);
                final long position = offer(OP_HEADER_LENGTH + body.length);
                emit("{\"result\":\"svc\",\"ok\":" + (position > 0) + ",\"request_id\":" + requestId +
                    ",\"position\":" + position + "}");
            }
            case "raw" ->
            {
                final byte[] bytes = HexFormat.of().parseHex(w.length > 1 ? w[1] : "");
                out.putBytes(0, bytes);
                final long position = offer(bytes.length);
                emit("{\"result\":\"raw\",\"ok\":" + (position > 0) + ",\"position\":" + position + "}");
            }
            case "keepalive" -> emit("{\"result\":\"keepalive\",\"ok\":" + requireCluster().sendKeepAlive() + "}");
            case "auto_keepalive" ->
            {
                keepAliveIntervalNs = TimeUnit.MILLISECONDS.toNanos(Long.parseLong(w[1]));
                emit("{\"result\":\"auto_keepalive\",\"ok\":true,\"interval_ms\":" + w[1] + "}");
            }
            case "snapshot" -> snapshot();
            case "close" ->
            {
                requireCluster();
                final boolean confirmed = closeSession();
                emit("{\"result\":\"close\",\"ok\":true,\"confirmed\":" + confirmed + "}");
                poll();
            }
            case "await_closed" ->
            {
                final boolean closed = await(Long.parseLong(w[1]), () -> null == cluster || cluster.isClosed());
                emit("{\"result\":\"await_closed\",\"ok\":" + closed + "}");
            }
            case "await_new_leader" ->
            {
                final boolean seen = await(Long.parseLong(w[1]), () -> newLeaderEvents > newLeaderEventsAwaited);
                if (seen)
                {
                    newLeaderEventsAwaited = newLeaderEvents;
                }
                emit("{\"result\":\"await_new_leader\",\"ok\":" + seen +
                    (seen ? "," + lastNewLeader : "") + "}");
            }
            case "quit" ->
            {
                return false;
            }
            default -> emit("{\"result\":" + quote(w[0]) + ",\"ok\":false,\"error\":\"unknown command\"}");
        }
        return true;
    }

    private void connect(final String credentials, final String response)
    {
        if (null != cluster && !cluster.isClosed())
        {
            throw new IllegalStateException("already connected");
        }
        final byte[] encoded = null == credentials ? new byte[0] : credentials.getBytes(StandardCharsets.UTF_8);
        final CredentialsSupplier supplier = new CredentialsSupplier()
        {
            public byte[] encodedCredentials()
            {
                return encoded;
            }

            public byte[] onChallenge(final byte[] encodedChallenge)
            {
                emit("{\"event\":\"challenge\",\"challenge\":" +
                    quote(new String(encodedChallenge, StandardCharsets.UTF_8)) + "}");
                return null == response ? new byte[0] : response.getBytes(StandardCharsets.UTF_8);
            }
        };
        cluster = null;
        closedReported = true;
        final long startNs = System.nanoTime();
        cluster = AeronCluster.connect(new AeronCluster.Context()
            .aeron(aeron)
            .ownsAeronClient(false)
            .egressListener(this)
            .credentialsSupplier(supplier));
        closedReported = false;
        lastKeepAliveNs = System.nanoTime();
        emit("{\"result\":\"connect\",\"ok\":true,\"cluster_session_id\":" + cluster.clusterSessionId() +
            ",\"leadership_term_id\":" + cluster.leadershipTermId() + ",\"leader_member_id\":" +
            cluster.leaderMemberId() + ",\"elapsed_ms\":" + (System.nanoTime() - startNs) / 1_000_000 + "}");
    }

    /**
     * Sends op {@code op} with {@code fields} as its int64 body and waits for the reply with the same request id.
     */
    /**
     * Closes the session so the cluster knows: AeronCluster.close() offers its SessionCloseRequest and returns,
     * and a process that exits right after (closing its embedded driver) can lose it, leaving the session to
     * time out later, an event nobody asked for. So the request is sent first and the close is confirmed by the
     * leader closing this session's egress (ConsensusModule's SessionManager.onSessionClose disconnects it)
     * before AeronCluster.close().
     *
     * @return true when the cluster was seen to close the session.
     */
    private boolean closeSession()
    {
        final AeronCluster c = cluster;
        final UnsafeBuffer request = new UnsafeBuffer(new byte[
            MessageHeaderEncoder.ENCODED_LENGTH + SessionCloseRequestEncoder.BLOCK_LENGTH]);
        new SessionCloseRequestEncoder()
            .wrapAndApplyHeader(request, 0, new MessageHeaderEncoder())
            .leadershipTermId(c.leadershipTermId())
            .clusterSessionId(c.clusterSessionId());
        final Subscription egress = c.egressSubscription();
        final long deadline = System.nanoTime() + replyTimeoutNs;
        boolean sent = false;
        boolean confirmed = false;
        idle.reset();
        while (System.nanoTime() - deadline < 0)
        {
            if (!sent)
            {
                sent = c.ingressPublication().offer(request) > 0;
            }
            else if (egressEnded(egress.images()))
            {
                confirmed = true;
                break;
            }
            idle.idle(egress.poll((buffer, offset, length, header) -> {}, 10));
        }
        c.close();
        reportClosed();
        return confirmed;
    }

    private static boolean egressEnded(final List<Image> images)
    {
        return images.isEmpty() || images.get(0).isEndOfStream() || images.get(0).isClosed();
    }

    private void request(
        final String name,
        final byte op,
        final java.util.function.Function<UnsafeBuffer, String> decode,
        final long... fields)
    {
        final long requestId = nextRequestId++;
        out.putByte(0, op);
        out.putLong(1, requestId, LE);
        for (int i = 0; i < fields.length; i++)
        {
            out.putLong(OP_HEADER_LENGTH + 8 * i, fields[i], LE);
        }
        final long position = offer(OP_HEADER_LENGTH + 8 * fields.length);
        if (position < 0)
        {
            emit("{\"result\":" + quote(name) + ",\"ok\":false,\"request_id\":" + requestId +
                ",\"error\":" + quote("offer " + Publication.errorString(position)) + "}");
            return;
        }
        awaitedOp = op;
        awaitedRequestId = requestId;
        reply = null;
        final boolean answered = await(TimeUnit.NANOSECONDS.toMillis(replyTimeoutNs), () -> null != reply);
        awaitedOp = 0;
        if (!answered)
        {
            emit("{\"result\":" + quote(name) + ",\"ok\":false,\"request_id\":" + requestId +
                ",\"error\":\"no reply\"}");
            return;
        }
        emit("{\"result\":" + quote(name) + ",\"ok\":true,\"request_id\":" + requestId + ",\"timestamp\":" +
            replyTimestamp + "," + decode.apply(new UnsafeBuffer(reply)) + "}");
    }

    private void snapshot()
    {
        final long correlationId = aeron.nextCorrelationId();
        if (!requireCluster().sendAdminRequestToTakeASnapshot(correlationId))
        {
            emit("{\"result\":\"snapshot\",\"ok\":false,\"error\":\"not sent\"}");
            return;
        }
        awaitedAdminCorrelationId = correlationId;
        adminResult = null;
        final boolean answered = await(TimeUnit.NANOSECONDS.toMillis(replyTimeoutNs), () -> null != adminResult);
        awaitedAdminCorrelationId = Long.MIN_VALUE;
        emit("{\"result\":\"snapshot\",\"ok\":" + answered + ",\"correlation_id\":" + correlationId +
            (answered ? "," + adminResult : ",\"error\":\"no admin response\"") + "}");
    }

    /**
     * Offers one message of {@code length} bytes from {@link #out}, retrying back pressure for the reply timeout.
     */
    private long offer(final int length)
    {
        final AeronCluster c = requireCluster();
        final long deadline = System.nanoTime() + replyTimeoutNs;
        idle.reset();
        while (true)
        {
            final long result = c.offer(out, 0, length);
            if (result > 0 || Publication.CLOSED == result || Publication.MAX_POSITION_EXCEEDED == result ||
                c.isClosed() || System.nanoTime() - deadline > 0)
            {
                return result;
            }
            idle.idle(poll());
        }
    }

    /**
     * With {@code allowGaps} a leader may die with echoes in flight: a message the old leader never committed
     * is gone (the client does not resend), so an echo may skip some still awaited (counted as lost), and
     * when everything is sent and nothing more comes back within the reply timeout the rest are lost too.
     * Only echoes sent before the last NewLeaderEvent may go missing; they no longer count against the
     * window. What may never happen is an echo that matches none in flight (a duplicate, a reordering or
     * damage) or one that skips an echo sent after the last NewLeaderEvent (a gap no failover explains).
     */
    private void echo(
        final int count, final int minLength, final int maxLength, final long seed, final int window,
        final boolean allowGaps)
    {
        if (minLength < 0 || maxLength < minLength || maxLength + OP_HEADER_LENGTH > out.capacity() || window < 1)
        {
            throw new IllegalArgumentException("echo needs 0 <= MIN <= MAX <= " +
                (out.capacity() - OP_HEADER_LENGTH) + " and WINDOW >= 1");
        }
        final AeronCluster c = requireCluster();
        final Random random = new Random(seed);
        final EchoRun run = echoRun = new EchoRun(allowGaps);
        final long startNs = System.nanoTime();
        long progressDeadline = startNs + replyTimeoutNs;
        String error = null;
        byte[] pending = null;
        int lastReceived = 0;
        idle.reset();
        while (run.received + run.lost < count)
        {
            int work = 0;
            if (run.sent < count && run.expected.size() - run.stale < window)
            {
                if (null == pending)
                {
                    pending = new byte[OP_HEADER_LENGTH + minLength + random.nextInt(maxLength - minLength + 1)];
                    random.nextBytes(pending);
                    pending[0] = ECHO;
                    new UnsafeBuffer(pending).putLong(1, nextRequestId++, LE);
                }
                out.putBytes(0, pending);
                if (c.offer(out, 0, pending.length) > 0)
                {
                    run.expected.addLast(pending);
                    run.sent++;
                    pending = null;
                    work++;
                }
            }
            work += poll();
            if (run.received != lastReceived)
            {
                lastReceived = run.received;
                progressDeadline = System.nanoTime() + replyTimeoutNs;
            }
            if (c.isClosed())
            {
                error = "client closed";
                break;
            }
            if (System.nanoTime() - progressDeadline > 0)
            {
                if (allowGaps && run.sent == count && run.expected.size() == run.stale)
                {
                    run.lost += run.expected.size();
                    run.expected.clear();
                    break;
                }
                error = "no echo within " + TimeUnit.NANOSECONDS.toMillis(replyTimeoutNs) + " ms";
                break;
            }
            idle.idle(work);
        }
        echoRun = null;
        final long elapsedNs = Math.max(1, System.nanoTime() - startNs);
        final double seconds = elapsedNs / 1e9;
        emit("{\"result\":" + quote(allowGaps ? "echo_gaps" : "echo") + ",\"ok\":" +
            (null == error && 0 == run.mismatches) +
            ",\"sent\":" + run.sent + ",\"received\":" + run.received + ",\"bytes\":" + run.bytes +
            ",\"min_length\":" + run.minLength + ",\"max_length\":" + run.maxLength +
            ",\"lost\":" + run.lost + ",\"mismatches\":" + run.mismatches + ",\"first_mismatch\":" + run.firstMismatch +
            ",\"elapsed_ms\":" + elapsedNs / 1_000_000 +
            ",\"msgs_per_sec\":" + Math.round(run.received / seconds) +
            ",\"mb_per_sec\":" + Math.round(run.bytes / seconds / 1e4) / 100.0 +
            ",\"error\":" + (null == error ? "null" : quote(error)) + "}");
    }

    private int poll()
    {
        if (null == cluster)
        {
            return 0;
        }
        if (cluster.isClosed())
        {
            reportClosed();
            return 0;
        }
        int work = cluster.pollEgress();
        if (cluster.isClosed())
        {
            reportClosed();
            return work + 1;
        }
        final long nowNs = System.nanoTime();
        if (keepAliveIntervalNs > 0 && nowNs - lastKeepAliveNs > keepAliveIntervalNs)
        {
            lastKeepAliveNs = nowNs;
            cluster.sendKeepAlive();
            work++;
        }
        return work;
    }

    private void reportClosed()
    {
        if (!closedReported)
        {
            closedReported = true;
            emit("{\"event\":\"closed\"}");
        }
    }

    private boolean await(final long timeoutMs, final java.util.function.BooleanSupplier condition)
    {
        final long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        idle.reset();
        while (!condition.getAsBoolean())
        {
            if (System.nanoTime() - deadline > 0)
            {
                return false;
            }
            idle.idle(poll());
        }
        return true;
    }

    private AeronCluster requireCluster()
    {
        if (null == cluster || cluster.isClosed())
        {
            throw new IllegalStateException("not connected");
        }
        return cluster;
    }

    public void onMessage(
        final long clusterSessionId,
        final long timestamp,
        final DirectBuffer buffer,
        final int offset,
        final int length,
        final Header header)
    {
        final byte op = length >= OP_HEADER_LENGTH ? buffer.getByte(offset) : 0;
        final long requestId = length >= OP_HEADER_LENGTH ? buffer.getLong(offset + 1, LE) : 0;
        if (null != echoRun && ECHO == op)
        {
            echoRun.onEcho(buffer, offset, length);
        }
        else if (0 != awaitedOp && op == awaitedOp && requestId == awaitedRequestId)
        {
            reply = new byte[length];
            buffer.getBytes(offset, reply);
            replyTimestamp = timestamp;
        }
        else
        {
            final byte[] bytes = new byte[length];
            buffer.getBytes(offset, bytes);
            emit("{\"event\":\"message\",\"cluster_session_id\":" + clusterSessionId + ",\"timestamp\":" +
                timestamp + ",\"length\":" + length + ",\"hex\":" + quote(HexFormat.of().formatHex(bytes)) + "}");
        }
    }

    public void onSessionEvent(
        final long correlationId,
        final long clusterSessionId,
        final long leadershipTermId,
        final int leaderMemberId,
        final EventCode code,
        final String detail)
    {
        emit("{\"event\":\"session\",\"correlation_id\":" + correlationId + ",\"cluster_session_id\":" +
            clusterSessionId + ",\"leadership_term_id\":" + leadershipTermId + ",\"leader_member_id\":" +
            leaderMemberId + ",\"code\":" + quote(String.valueOf(code)) + ",\"detail\":" + quote(detail) + "}");
    }

    public void onNewLeader(
        final long clusterSessionId,
        final long leadershipTermId,
        final int leaderMemberId,
        final String ingressEndpoints)
    {
        newLeaderEvents++;
        if (null != echoRun && echoRun.allowGaps)
        {
            echoRun.stale = echoRun.expected.size();
        }
        lastNewLeader = "\"cluster_session_id\":" + clusterSessionId + ",\"leadership_term_id\":" +
            leadershipTermId + ",\"leader_member_id\":" + leaderMemberId + ",\"ingress_endpoints\":" +
            quote(ingressEndpoints);
        emit("{\"event\":\"new_leader\"," + lastNewLeader + "}");
    }

    public void onAdminResponse(
        final long clusterSessionId,
        final long correlationId,
        final AdminRequestType requestType,
        final AdminResponseCode responseCode,
        final String message,
        final DirectBuffer payload,
        final int payloadOffset,
        final int payloadLength)
    {
        final String fields = "\"request_type\":" + quote(String.valueOf(requestType)) + ",\"code\":" +
            quote(String.valueOf(responseCode)) + ",\"message\":" + quote(message);
        if (correlationId == awaitedAdminCorrelationId)
        {
            adminResult = fields;
        }
        else
        {
            emit("{\"event\":\"admin_response\",\"correlation_id\":" + correlationId + "," + fields + "}");
        }
    }

    /**
     * Checks each echo against the oldest message still in flight: order and bytes.
     */
    private static final class EchoRun
    {
        final ArrayDeque<byte[]> expected = new ArrayDeque<>();
        final boolean allowGaps;
        /** Echoes sent before the last NewLeaderEvent still awaited: they may be lost, so they do not hold
         * the window shut (or the stream would wait on them forever). */
        int stale;
        int sent;
        int received;
        int lost;
        long bytes;
        int mismatches;
        int firstMismatch = -1;
        int minLength = -1;
        int maxLength = -1;

        EchoRun(final boolean allowGaps)
        {
            this.allowGaps = allowGaps;
        }

        void onEcho(final DirectBuffer buffer, final int offset, final int length)
        {
            boolean same;
            if (allowGaps)
            {
                int skipped = 0;
                same = false;
                for (final byte[] candidate : expected)
                {
                    if (same = matches(candidate, buffer, offset, length))
                    {
                        break;
                    }
                    skipped++;
                }
                if (same)
                {
                    for (int i = 0; i <= skipped; i++)
                    {
                        expected.pollFirst();
                    }
                    lost += skipped;
                    same = skipped <= stale;
                    stale = Math.max(0, stale - skipped - 1);
                }
            }
            else
            {
                same = matches(expected.pollFirst(), buffer, offset, length);
            }
            if (!same)
            {
                mismatches++;
                if (firstMismatch < 0)
                {
                    firstMismatch = received;
                }
            }
            received++;
            bytes += length;
            minLength = minLength < 0 ? length : Math.min(minLength, length);
            maxLength = Math.max(maxLength, length);
        }
    }

    private static boolean matches(final byte[] want, final DirectBuffer buffer, final int offset, final int length)
    {
        boolean same = null != want && want.length == length;
        for (int i = 0; same && i < length; i++)
        {
            same = want[i] == buffer.getByte(offset + i);
        }
        return same;
    }

    private static long l(final String word)
    {
        return Long.parseLong(word);
    }

    static synchronized void emit(final String json)
    {
        System.out.println(json);
        System.out.flush();
    }

    static String quote(final String text)
    {
        if (null == text)
        {
            return "null";
        }
        final StringBuilder b = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++)
        {
            final char c = text.charAt(i);
            switch (c)
            {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default ->
                {
                    if (c < 0x20)
                    {
                        b.append(String.format("\\u%04x", (int)c));
                    }
                    else
                    {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }
}
